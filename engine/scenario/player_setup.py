"""Per-player setup in a scenario (additive fields): `level`, `traits`, `items`, `charges`.

They start the player's counters (`level`, `trait.<id>`, `item.<id>`, `charges.<move>`),
which rulesets without HP read (engine.effects.families.ledger); a scenario without them is
unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..model.errors import InputError
from ..model.names import unknown_word
from ..ruleset.yamlsrc import YList, YMap, expect_list, load_yaml_text

if TYPE_CHECKING:
    from ..ruleset.data import Ruleset

SETUP_KEYS = frozenset({"level", "traits", "items", "charges"})
MAX_COUNT = 1_000_000


def setup_counters(pm: YMap, name: str, ruleset: Ruleset | None = None) -> dict[str, int]:
    """The starting counters of player `name`'s setup; bad values fail naming the key. With
    `ruleset`, every word must be one it knows (issue 31.4): an unknown item, trait or move
    was once kept and never read, so the master never learnt the setup did nothing."""
    out: dict[str, int] = {}
    level = pm.opt("level", int, f"player {name}")
    if level is not None:
        if not 0 <= level <= MAX_COUNT:
            pm.fail(f"player {name}: level {level} is out of range (0 to {MAX_COUNT})", "level")
        out["level"] = level
    words = setup_words(ruleset) if ruleset is not None else None
    traits = expect_list(
        pm.opt("traits", YList, f"player {name}", YList()), f"player {name}: traits", pm, "traits"
    )
    for i, t in enumerate(traits):
        if not isinstance(t, str):
            traits.fail(f"player {name}: traits: write each trait as a word, not {t!r}", i)
        if words is not None and t not in words["traits"]:
            traits.fail(f"player {name}: traits: {_unknown(t, words, 'traits', ruleset)}", i)
        out[f"trait.{t}"] = 1
    for key, prefix in (("items", "item."), ("charges", "charges.")):
        table = pm.opt(key, YMap, f"player {name}", YMap())
        for item, count in table.items():
            if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_COUNT:
                table.fail(
                    f"player {name}: {key}: '{item}' must be a count from 0 to "
                    f"{MAX_COUNT} (got {count!r})",
                    item,
                )
            if words is not None and item not in words[key]:
                table.fail(f"player {name}: {key}: {_unknown(item, words, key, ruleset)}", item)
            out[f"{prefix}{item}"] = count
    return out


KINDS = {"items": "item", "traits": "trait", "charges": "move", "modifiers": "modifier"}


def setup_words(ruleset: Ruleset) -> dict[str, frozenset[str]]:
    """The words a player's setup may use under `ruleset`: the items and traits it words
    for the player table (`text: counter.item.<id>`, `counter.trait.<id>`: what its
    effects read), the modifiers it names (`text: modifier.<id>`), and what may carry
    charges: the moves (ability ids) and the modifiers («charges: {strongman: n}»)."""

    def worded(prefix: str) -> frozenset[str]:
        return frozenset(k[len(prefix) :] for k in ruleset.text if k.startswith(prefix))

    modifiers = worded("modifier.")
    return {
        "items": worded("counter.item."),
        "traits": worded("counter.trait."),
        "modifiers": modifiers,
        "charges": frozenset(a.id for a in ruleset.abilities.values()) | modifiers,
    }


def check_modifiers(ruleset: Ruleset, pm: YMap, name: str) -> None:
    """A player's `modifiers:` (where the ruleset's scenario keys have them) are words the
    ruleset names: a typo («bulletprof») would otherwise switch the modifier off."""
    if "modifiers" not in ruleset.scenario_keys.player or "modifiers" not in pm:
        return
    words = setup_words(ruleset)
    listed = expect_list(pm["modifiers"], f"player {name}: modifiers", pm, "modifiers")
    for i, word in enumerate(listed):
        if not isinstance(word, str) or word not in words["modifiers"]:
            unknown = _unknown(str(word), words, "modifiers", ruleset)
            listed.fail(f"player {name}: modifiers: {unknown}", i)


def _unknown(
    word: str, words: Mapping[str, frozenset[str]], key: str, ruleset: Ruleset | None
) -> str:
    return unknown_word(word, words[key], KINDS[key], ruleset.id if ruleset else "the ruleset")


def setup_data(counters: Mapping[str, int]) -> dict[str, Any]:
    """The scenario fields that give back `counters` (for writing a scenario out)."""
    data: dict[str, Any] = {}
    if "level" in counters:
        data["level"] = counters["level"]
    traits = [k[len("trait.") :] for k in counters if k.startswith("trait.")]
    if traits:
        data["traits"] = traits
    for key, prefix in (("items", "item."), ("charges", "charges.")):
        table = {k[len(prefix) :]: v for k, v in counters.items() if k.startswith(prefix)}
        if table:
            data[key] = table
    return data


def setup_from_text(text: str, name: str, ruleset: Ruleset | None = None) -> dict[str, int]:
    """A seat's setup typed as the scenario writes it, braces optional
    (`level: 2, traits: [pierce], items: {armor: 1}`); InputError naming the player."""
    body = text.strip()
    if not body:
        return {}
    if not body.startswith("{"):
        body = "{" + body + "}"
    root = load_yaml_text(body, f"player {name}: setup")
    if not isinstance(root, YMap):
        raise InputError(f"player {name}: setup: write key: value pairs (level: 2, ...)")
    unknown = sorted(set(root) - SETUP_KEYS)
    if unknown:
        raise InputError(
            f"player {name}: setup: unknown field '{unknown[0]}' "
            f"(fields: {', '.join(sorted(SETUP_KEYS))})"
        )
    return setup_counters(root, name, ruleset)
