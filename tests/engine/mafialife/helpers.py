"""A MafiaLife (seed 004) night written as a master writes one, and what he checks.

    night = play(players, orders, rulings={...})
    night.dead() == ["P2"]; night.result("P2", "check") == {"done": True, ...}

`players` are scenario entries (`{name, secret, items, traits, level}`); every other key
of the scenario is filled in. Each phase comes back with its trace and the state after it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.model.state import GameState
from engine.scenario.load import load_scenario_text, resolve_game
from engine.scenario.write import dump_yaml
from engine.trace import Action, Death, PhaseTrace, thaw

SEED_FILE = "shared/seeds/004_40893ccb711f0082.txt"


@dataclass(frozen=True)
class Phase:
    trace: PhaseTrace
    state: GameState

    def dead(self) -> list[str]:
        return sorted(d.player for d in self.trace.deaths)

    def death(self, name: str) -> Death | None:
        return next((d for d in self.trace.deaths if d.player == name), None)

    def result(self, to: str, ability: str) -> dict[str, Any] | None:
        for m in self.trace.messages:
            if m.to == to and m.ability == ability:
                return dict(thaw(m.result))
        return None

    def actions(self, outcome: str | None = None) -> list[Action]:
        return [
            a
            for s in self.trace.steps
            for a in s.actions
            if outcome is None or a.outcome == outcome
        ]

    def items(self, name: str, item: str) -> int:
        player = next(p for p in self.state.players if p.name == name)
        return int(player.counters.get(f"item.{item}", 0))

    def rejected(self, actor: str) -> list[str]:
        return [r.code for r in self.trace.rejected if r.order.actor == actor]


def player(name: str, secret: str, **setup: Any) -> dict[str, Any]:
    return {"name": name, "public": "player", "secret": secret, **setup}


def scenario_text(
    players: Sequence[Mapping[str, Any]],
    phases: Sequence[Mapping[str, Any]],
    rulings: Mapping[str, str] | None = None,
    seed: int = 4,
) -> str:
    data: dict[str, Any] = {
        "ruleset": "mafialife",
        "seed": seed,
        "players": [dict(p) for p in players],
        "phases": [dict(p) for p in phases],
    }
    if rulings:
        data["rulings"] = dict(rulings)
    return dump_yaml(data)


def play_phases(
    players: Sequence[Mapping[str, Any]],
    phases: Sequence[Mapping[str, Any]],
    rulings: Mapping[str, str] | None = None,
    seed: int = 4,
) -> list[Phase]:
    scenario = load_scenario_text(scenario_text(players, phases, rulings, seed))
    return [Phase(r.trace, r.state) for r in resolve_game(scenario)]


def play(
    players: Sequence[Mapping[str, Any]],
    orders: Sequence[Mapping[str, Any]],
    rulings: Mapping[str, str] | None = None,
) -> Phase:
    """One phase (day 1: no vote, then night 1) with these orders."""
    return play_phases(players, [{"orders": list(orders)}], rulings)[0]
