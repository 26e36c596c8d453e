"""Helpers for the AM-15 rules catalogue (`am15/test_rules_*.py`).

A rules case is a small scenario in YAML (the contract of scenario-format.md), resolved
phase by phase; the test then asks the trace what a master would check by hand: HP after a
step, a status, a death and its frag, a private message's `result`, a rejection's `code`.

    def test_r11_01_katana_deals_65(resolve):
        p1, = resolve('''
            players:
              - {name: Nin, public: other, secret: ninja}
              - {name: Civ, public: other, secret: civilian}
            phases:
              - orders: [{actor: Nin, ability: katana, target: Civ}]
        ''')
        assert p1.hp("Civ") == 35

`resolve` dedents the text and adds `ruleset: am15` when the text names none. Each phase
comes back as a `Phase`: the engine's `PhaseTrace` (`.trace`) and the `GameState` after it
(`.state`), with the queries below.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from engine.model.state import GameState, PlayerState
from engine.scenario.load import Scenario, load_scenario, load_scenario_text, resolve_game
from engine.trace import Action, Death, HpEvent, Message, PhaseTrace, Question, Rejection, thaw

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


@dataclass(frozen=True)
class Phase:
    """One resolved phase of a rules case and the questions a master asks of it."""

    trace: PhaseTrace
    state: GameState

    # --- players after the phase ----------------------------------------------------------
    def hp(self, name: str) -> int:
        return self.trace.player(name).hp

    def status(self, name: str) -> str:
        return self.trace.player(name).status

    def shown(self, name: str) -> str:
        """The status the town sees (stuntman, mind cloud)."""
        return self.trace.player(name).public_status

    def location(self, name: str) -> str:
        return self.trace.player(name).location

    def alive(self, name: str) -> bool:
        return self.trace.player(name).alive

    def max_hp(self, name: str) -> int:
        return self.trace.player(name).max_hp

    def marks(self, name: str) -> int:
        return self.trace.player(name).marks

    def player(self, name: str) -> PlayerState:
        """The state carried to the next phase (counters, charges, effects)."""
        return self.state.player(name)

    def start_hp(self, name: str) -> int:
        return self.trace.start[name]

    # --- HP events ------------------------------------------------------------------------
    def events(
        self,
        step: int | None = None,
        *,
        target: str | None = None,
        ability: str | None = None,
        actor: str | None = None,
    ) -> list[HpEvent]:
        """HP events, in order, filtered by step, target, ability and actor."""
        return [
            e
            for e in self.trace.events()
            if (step is None or e.step == step)
            and (target is None or e.target == target)
            and (ability is None or e.ability == ability)
            and (actor is None or e.actor == actor)
        ]

    def deltas(self, target: str, step: int | None = None) -> list[int]:
        """The HP changes of `target` (at `step`), in order; the cap is included."""
        return [e.delta for e in self.events(step, target=target)]

    def hp_after(self, name: str, step: int) -> int:
        """HP of `name` after `step` (carried over from the phase start)."""
        return self.trace.hp_matrix(range(step + 1))[name][-1]

    def actions(self, step: int | None = None, *, ability: str | None = None) -> list[Action]:
        found = [a for s in self.trace.steps for a in s.actions]
        return [
            a
            for a in found
            if (step is None or a.step == step) and (ability is None or a.ability == ability)
        ]

    # --- deaths ---------------------------------------------------------------------------
    def death(self, name: str) -> Death | None:
        return next((d for d in self.trace.deaths if d.player == name), None)

    def frag(self, name: str) -> str | None:
        found = self.death(name)
        assert found is not None, f"{name} did not die in phase {self.trace.number}"
        return found.frag

    def dead(self) -> list[str]:
        return [d.player for d in self.trace.deaths]

    # --- messages, rejections, questions --------------------------------------------------
    def messages_to(self, name: str, ability: str | None = None) -> list[Message]:
        return [
            m
            for m in self.trace.messages
            if m.to == name and (ability is None or m.ability == ability)
        ]

    def results(self, name: str, ability: str | None = None) -> list[dict[str, Any]]:
        """The `result` data of `name`'s delivered messages (plain dicts and lists)."""
        return [thaw(m.result) for m in self.messages_to(name, ability) if m.delivered]

    def result(self, name: str, ability: str) -> dict[str, Any]:
        """The one delivered result of `ability` for `name`."""
        found = self.results(name, ability)
        assert len(found) == 1, f"{name} got {len(found)} '{ability}' results: {found}"
        return found[0]

    def rejected(self, actor: str | None = None) -> list[Rejection]:
        return [r for r in self.trace.rejected if actor is None or r.order.actor == actor]

    def codes(self, actor: str | None = None) -> list[str]:
        """The rejection codes (of `actor`'s orders), in order."""
        return [r.code for r in self.rejected(actor)]

    def questions(self) -> list[Question]:
        return list(self.trace.questions)

    # --- votes and the public part ----------------------------------------------------------
    @property
    def executed(self) -> str | None:
        return self.trace.executed

    def votes_for(self, name: str) -> float:
        return float(self.trace.votes.totals.get(name, 0.0))

    @property
    def public(self) -> dict[str, Any]:
        return self.trace.public.to_json()


Resolve = Callable[..., list[Phase]]


def _text(yaml_text: str) -> str:
    text = textwrap.dedent(yaml_text).strip("\n") + "\n"
    if not any(line.startswith("ruleset:") for line in text.splitlines()):
        text = "ruleset: am15\n" + text
    return text


def run_scenario(scenario: Scenario, upto: int | None = None) -> list[Phase]:
    return [Phase(r.trace, r.state) for r in resolve_game(scenario, upto)]


def resolve_text(yaml_text: str, upto: int | None = None) -> list[Phase]:
    """Resolve a scenario given as (indented) YAML text; `ruleset: am15` by default."""
    return run_scenario(load_scenario_text(_text(yaml_text), "<rules case>"), upto)


def resolve_case(name: str, upto: int | None = None) -> list[Phase]:
    """Resolve `tests/scenarios/<name>.yaml`."""
    return run_scenario(load_scenario(SCENARIOS / f"{name}.yaml"), upto)


@pytest.fixture
def resolve() -> Resolve:
    """`resolve(yaml_text, upto=None) -> list[Phase]`."""
    return resolve_text


@pytest.fixture
def case() -> Resolve:
    """`case("case_name", upto=None) -> list[Phase]` for files in tests/scenarios/."""
    return resolve_case
