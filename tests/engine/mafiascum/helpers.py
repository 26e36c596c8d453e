"""A mafiascum table built from a short roster and a way to play phases on it.

    phases = play(["Bus:bus_driver", "Goon:goon", ...], [{"orders": [...]}])

Each phase comes back as `Phase` (the trace and the state after it) with the queries a
moderator asks: who died and how, what a player was told, why an order was rejected.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import yaml

from engine.model.state import GameState
from engine.scenario.load import load_scenario_text, resolve_game
from engine.trace import Action, Death, PhaseTrace, Question, thaw


@dataclass(frozen=True)
class Phase:
    trace: PhaseTrace
    state: GameState

    def alive(self, name: str) -> bool:
        return self.trace.player(name).alive

    def death(self, name: str) -> Death | None:
        return next((d for d in self.trace.deaths if d.player == name), None)

    def dead(self) -> list[str]:
        return [d.player for d in self.trace.deaths]

    def actions(self, outcome: str | None = None) -> list[Action]:
        return [a for s in self.trace.steps for a in s.actions if outcome in (None, a.outcome)]

    def result(self, to: str, ability: str) -> dict[str, Any] | None:
        """The private result computed for `to` (delivered or not)."""
        for m in self.trace.messages:
            if m.to == to and m.ability == ability:
                return dict(thaw(m.result))
        return None

    def rejected(self, actor: str) -> list[str]:
        return [r.code for r in self.trace.rejected if r.order.actor == actor]

    def question(self, kind: str) -> Question | None:
        return next((q for q in self.trace.questions if q.kind == kind), None)

    @property
    def votes(self) -> Mapping[str, Any]:
        return self.trace.votes.to_json()


def player(entry: str) -> dict[str, Any]:
    """`Name:role[:mod1,mod2]` -> a scenario player."""
    name, role, *rest = entry.split(":")
    out: dict[str, Any] = {"name": name, "secret": role}
    if rest and rest[0]:
        out["modifiers"] = rest[0].split(",")
    return out


def play(
    roster: Sequence[str | Mapping[str, Any]],
    phases: Sequence[Mapping[str, Any]],
    rulings: Mapping[str, str] | None = None,
) -> list[Phase]:
    players = [player(p) if isinstance(p, str) else dict(p) for p in roster]
    data: dict[str, Any] = {"ruleset": "mafiascum", "players": players, "phases": list(phases)}
    if rulings:
        data["rulings"] = dict(rulings)
    scenario = load_scenario_text(yaml.safe_dump(data, allow_unicode=True))
    return [Phase(r.trace, r.state) for r in resolve_game(scenario)]


def town(n: int, prefix: str = "Town") -> list[str]:
    return [f"{prefix}{i}:vanilla_townie" for i in range(1, n + 1)]
