"""A 15-player «Метаморфы» table and a way to play phases on it (seed 003).

    phases = play({"votes": {...}, "orders": [...]}, rulings={"double_skip": "in_a_row"})

Each phase comes back as `Phase` (the trace and the state after it) with the queries a
master asks: who died and how, what a player was told, why an order was rejected.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.model.state import GameState
from engine.scenario.load import load_scenario_text, resolve_game
from engine.scenario.write import dump_yaml
from engine.trace import Action, Death, PhaseTrace, Question, thaw

TABLE = (
    ("Алиса", "controller"),
    ("Борис", "metamorph"),
    ("Вера", "assimilator"),
    ("Гена", "doctor"),
    ("Дима", "commissar"),
    ("Егор", "maniac"),
    ("Жанна", "civilian"),
    ("Зоя", "civilian"),
    ("Игорь", "civilian"),
    ("Кира", "civilian"),
    ("Лев", "civilian"),
    ("Маша", "civilian"),
    ("Нина", "civilian"),
    ("Олег", "civilian"),
    ("Поля", "npc"),
)
NAMES = tuple(n for n, _ in TABLE)
FORM = "[b]Я голосую против: [color=#ff0000]{}[/color][/b]"


def post(name: str) -> str:
    return FORM.format(name)


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

    def actions(self, step: int | None = None, outcome: str | None = None) -> list[Action]:
        return [
            a
            for s in self.trace.steps
            for a in s.actions
            if (step is None or a.step == step) and (outcome is None or a.outcome == outcome)
        ]

    def result(self, to: str, ability: str) -> dict[str, Any] | None:
        """The private result delivered to `to` (None: no message or withheld)."""
        for m in self.trace.messages:
            if m.to == to and m.ability == ability and m.delivered:
                return dict(thaw(m.result))
        return None

    def rejected(self, actor: str) -> list[str]:
        return [r.code for r in self.trace.rejected if r.order.actor == actor]

    def question(self, kind: str) -> Question | None:
        return next((q for q in self.trace.questions if q.kind == kind), None)

    def ballot(self, voter: str) -> tuple[str, str] | None:
        """(against, note code) of the voter's ballot."""
        for b in self.trace.votes.ballots:
            if b.voter == voter:
                return b.candidate, b.notes[0].code if b.notes else ""
        return None


def scenario_text(
    phases: Sequence[Mapping[str, Any]],
    rulings: Mapping[str, str] | None = None,
    table: Sequence[tuple[str, str]] = TABLE,
    seed: int = 0,
) -> str:
    data: dict[str, Any] = {"ruleset": "metamorphs", "seed": seed}
    if rulings:
        data["rulings"] = dict(rulings)
    data["players"] = [{"name": n, "secret": r} for n, r in table]
    data["phases"] = [dict(p) for p in phases]
    return dump_yaml(data)


def play(
    *phases: Mapping[str, Any],
    rulings: Mapping[str, str] | None = None,
    table: Sequence[tuple[str, str]] = TABLE,
    seed: int = 0,
) -> list[Phase]:
    scenario = load_scenario_text(scenario_text(phases, rulings, table, seed))
    return [Phase(r.trace, r.state) for r in resolve_game(scenario)]


def kill(actor: str, target: str) -> dict[str, str]:
    return {"actor": actor, "ability": "kill", "target": target}


def order(actor: str, ability: str, target: str) -> dict[str, str]:
    return {"actor": actor, "ability": ability, "target": target}


def everyone_votes(
    candidate: str, *, but: Mapping[str, str] | None = None, alive: Sequence[str] = NAMES
) -> dict[str, str]:
    """Every voter (not the NPC) names `candidate`, except the given ones."""
    votes = {n: candidate for n in alive if n != "Поля"}
    votes.update(but or {})
    return votes
