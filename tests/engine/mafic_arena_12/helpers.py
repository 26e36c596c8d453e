"""Mafic Arena XII test helpers: a small game from a scenario text, the containers after
each phase. Cards and ids are the spec's (shared/docs/rules-mafic-arena-12.md)."""

from __future__ import annotations

from typing import Any

from engine.resolution.driver import Resolution
from engine.scenario.load import Scenario, load_scenario_text, resolve_game

NS = "mafic_arena_12"

# a Deck for players whose Deck does not matter (top first)
SPARE = "[pistol, witness, advice, handcuffs, bunker, crossfire, pistol, witness]"


def game(players: str, phases: str = "phases: []", extra: str = "") -> Scenario:
    """A scenario from YAML fragments (`players:` items, `phases:`)."""
    text = f"ruleset: mafic_arena_12\nseed: 7\n{extra}\nplayers:\n{players}\n{phases}\n"
    return load_scenario_text(text, "test.yaml")


def run(players: str, phases: str, extra: str = "") -> list[Resolution]:
    return resolve_game(game(players, phases, extra))


def cards(res: Resolution, name: str) -> dict[str, Any]:
    """The containers of `name` after a resolution (hand, sleeve, side, deck, played)."""
    data = res.state.extra[NS]["players"][name]
    return {k: _plain(v) for k, v in data.items()}


def hand(res: Resolution, name: str) -> list[str]:
    return list(cards(res, name)["hand"])


def hp(res: Resolution, name: str) -> int:
    return next(p.hp for p in res.state.players if p.name == name)


def alive(res: Resolution, name: str) -> bool:
    return next(p.alive for p in res.state.players if p.name == name)


def rejected(res: Resolution) -> list[tuple[str, str]]:
    return [(r.order.actor, r.code) for r in res.trace.rejected]


def messages(res: Resolution, to: str, ability: str) -> list[dict[str, Any]]:
    return [_plain(m.result) for m in res.trace.messages if m.to == to and m.ability == ability]


def _plain(value: Any) -> Any:
    if hasattr(value, "items"):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
