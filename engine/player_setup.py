"""Per-player setup in a scenario (additive fields): `level`, `traits`, `items`, `charges`.

They start the player's counters (`level`, `trait.<id>`, `item.<id>`, `charges.<move>`),
which rulesets without HP read (engine.effects.night.base); a scenario without them is
unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import InputError
from .yamlsrc import YList, YMap, expect_list, load_yaml_text

SETUP_KEYS = frozenset({"level", "traits", "items", "charges"})
MAX_COUNT = 1_000_000


def setup_counters(pm: YMap, name: str) -> dict[str, int]:
    """The starting counters of player `name`'s setup; bad values fail naming the key."""
    out: dict[str, int] = {}
    level = pm.opt("level", int, f"player {name}")
    if level is not None:
        if not 0 <= level <= MAX_COUNT:
            pm.fail(f"player {name}: level {level} is out of range (0 to {MAX_COUNT})", "level")
        out["level"] = level
    traits = pm.opt("traits", YList, f"player {name}", YList())
    for t in expect_list(traits, f"player {name}: traits", pm, "traits"):
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
            out[f"{prefix}{item}"] = count
    return out


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


def setup_from_text(text: str, name: str) -> dict[str, int]:
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
    return setup_counters(root, name)
