"""A ruleset's own scenario keys while a scenario is read (engine.extensions declares them):
extra top-level and player keys kept for the ruleset's hooks, a public role written freely,
HP from a listed hand, a key that sets a ruling (`start_phase: day`). Every other ruleset's
scenarios read exactly as before: the keys are additive."""

from __future__ import annotations

from typing import Any

from .model import plain
from .ruleset_data import Ruleset
from .yamlsrc import YMap, expect_list


def top_keys(ruleset: Ruleset) -> set[str]:
    keys = ruleset.scenario_keys
    return {*keys.top, *keys.ruling_keys}


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


def extensions(
    root: YMap, ruleset: Ruleset, ext_players: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    """What the new game keeps in `extra["scenario"]` ({} for a ruleset without keys)."""
    top = {k: plain(root[k]) for k in ruleset.scenario_keys.top if k in root}
    return {"top": top, "players": ext_players} if top or ext_players else {}
