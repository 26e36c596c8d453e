"""A ruleset's own scenario keys while a scenario is read (engine.ruleset.extensions declares them):
extra top-level and player keys kept for the ruleset's hooks, a public role written freely,
HP from a listed hand, a key that sets a ruling (`start_phase: day`). Every other ruleset's
scenarios read exactly as before: the keys are additive."""

from __future__ import annotations

from typing import Any

from ..model.names import unknown_word
from ..model.state import plain
from ..ruleset.data import Ruleset
from ..ruleset.yamlsrc import YList, YMap, expect_list


def top_keys(ruleset: Ruleset) -> set[str]:
    keys = ruleset.scenario_keys
    return {*keys.top, *keys.ruling_keys, *keys.flag_rulings}


def player_keys(ruleset: Ruleset) -> set[str]:
    """The ruleset's own player keys; `hp` unless the ruleset's list decides it."""
    keys = ruleset.scenario_keys
    return {*keys.player} | (set() if keys.no_hp else {"hp"})


def keep_player_keys(
    ruleset: Ruleset, pm: YMap, name: str, ext_players: dict[str, dict[str, Any]]
) -> None:
    own = {k: plain(pm[k]) for k in ruleset.scenario_keys.player if k in pm}
    if own:
        ext_players.setdefault(name, {}).update(own)


def free_public(
    ruleset: Ruleset, pm: YMap, name: str, ext_players: dict[str, dict[str, Any]]
) -> str | None:
    """The ruleset's free_public role when `public:` is free text (a «Класс»: kept as
    written); None when it names a role (or the ruleset has no free text)."""
    role = ruleset.scenario_keys.free_public
    raw = pm.get("public")
    if (
        role is None
        or not isinstance(raw, str)
        or ruleset.resolve_alias("public_role", raw) not in (None, "?ambiguous")
    ):
        return None
    ext_players.setdefault(name, {})["public"] = raw
    return role


def hp_from_list(ruleset: Ruleset, pm: YMap, name: str, hp: int | None) -> int | None:
    """HP = the cards listed (a hand) when the ruleset says so; else `hp` as given."""
    key = ruleset.scenario_keys.hp_from
    if key is None or key not in pm:
        return hp
    return len(expect_list(pm[key], f"player {name}: {key}", pm, key)) or None


def ruling_keys(root: YMap, ruleset: Ruleset, rulings: dict[str, str]) -> None:
    """A ruleset's top-level keys that set a ruling (`start_phase: day` = first_phase)."""
    for key, ruling in ruleset.scenario_keys.ruling_keys.items():
        if key not in root or ruling not in ruleset.rulings:
            continue
        value = str(root[key])
        options = ruleset.rulings[ruling].option_ids()
        if value not in options:
            root.fail(f"{key}: '{value}' is not one of {', '.join(options)}", key)
        if rulings.get(ruling, value) != value:
            root.fail(f"{key}: {value} contradicts the ruling {ruling}: {rulings[ruling]}", key)
        rulings[ruling] = value
    for key, (ruling, option) in ruleset.scenario_keys.flag_rulings.items():
        if key not in root or ruling not in ruleset.rulings:
            continue
        flag = root.opt(key, bool, "the scenario")
        if flag is None:
            continue
        if ruling in rulings and (rulings[ruling] == option) != flag:
            given = root.get("rulings")  # the entry refused: the `rulings:` one, at its line
            where = given if isinstance(given, YMap) and ruling in given else root
            where.fail(
                f"rulings: {ruling}: {rulings[ruling]} contradicts "
                f"{key}: {str(flag).lower()} (line {root.where(key)})",
                ruling if where is given else key,
            )
        if flag:
            rulings[ruling] = option


def extensions(
    root: YMap, ruleset: Ruleset, ext_players: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    """What the new game keeps in `extra["scenario"]` ({} for a ruleset without keys)."""
    top = {k: plain(root[k]) for k in ruleset.scenario_keys.top if k in root}
    return {"top": top, "players": ext_players} if top or ext_players else {}


# --- what a ruleset's player keys hold, checked as read (issue 31.4, 25.11) -------------------


def known_cards(ruleset: Ruleset, root: YMap) -> frozenset[str]:
    """The card ids a scenario may name: the ruleset's (its `source.<id>` words, which a
    card collection's check adds) and the scenario's own cards."""
    own: set[str] = set()
    key = ruleset.scenario_keys.card_collection
    extra = root.get(key) if key else None
    if isinstance(extra, list):
        own = {str(c["id"]) for c in extra if isinstance(c, dict) and "id" in c}
    words = {k[len("source.") :] for k in ruleset.text if k.startswith("source.")}
    return frozenset(words | own)


def check_player_cards(ruleset: Ruleset, pm: YMap, name: str, cards: frozenset[str]) -> None:
    """Every card a player's setup lists is a card of the game, and every entry is one the
    deal can read (an id; `{card, mafia}` where the ruleset takes such entries): file, line,
    the word and a did-you-mean otherwise."""
    keys = ruleset.scenario_keys
    for key in (*keys.cards, *keys.card_entries):
        if key not in pm:
            continue
        items = expect_list(pm[key], f"player {name}: {key}", pm, key)
        for i, raw in enumerate(items):
            if isinstance(raw, YMap) and key in keys.card_entries:
                _check_entry(ruleset, raw, name, key, cards)
            elif isinstance(raw, str):
                if raw not in cards:
                    items.fail(f"player {name}: {key}: {_unknown(raw, cards, ruleset)}", i)
            else:
                form = "a card id"
                if key in keys.card_entries:
                    flags = ", ".join(f"{f}: true" for f in keys.card_flags)
                    form += " or {card: ID" + (f", {flags}" if flags else "") + "}"
                items.fail(f"player {name}: {key}: {raw!r} is not {form}", i)


def _check_entry(ruleset: Ruleset, entry: YMap, name: str, key: str, cards: frozenset[str]) -> None:
    what = f"player {name}: {key} entry"
    flags = ruleset.scenario_keys.card_flags
    entry.check_keys({"card", *flags}, what)
    cid = entry.req("card", str, what)
    for flag in flags:
        entry.opt(flag, bool, what)
    if cid not in cards:
        entry.fail(f"player {name}: {key}: {_unknown(cid, cards, ruleset)}", "card")


def check_player_refs(ruleset: Ruleset, plist: YList, names: set[str]) -> None:
    """A player key naming a player (a card game's heir) names one of the scenario's."""
    for i, pm in enumerate(plist):
        for key in ruleset.scenario_keys.player_refs:
            if not isinstance(pm, YMap) or key not in pm:
                continue
            who = pm[key]
            if not isinstance(who, str) or who not in names:
                pm.fail(
                    f"player {pm.get('name', i + 1)}: {key}: {who!r} is not a player of the "
                    f"scenario (players: {', '.join(sorted(names))})",
                    key,
                )


def _unknown(word: str, cards: frozenset[str], ruleset: Ruleset) -> str:
    return unknown_word(word, cards, "card", ruleset.id)
