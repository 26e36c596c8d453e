"""Hypothesis properties of `metamorphs` on generated games: any order set, any votes (names,
posts, broken posts, skips), any rulings, several phases.

- no exception, ever;
- determinism: the same game gives the same JSON (trace and state);
- a player dies at most once, and stays dead; every death has a cause and the role shown
  (`metamorph` for a converted player), a frag only for a night kill;
- no HP in the JSON; at most one team kill and one agent kill a night.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.model.state import Order, PhaseInput, PlayerSetup, frozen_map
from engine.resolution.driver import Resolution, resolve_phase
from engine.ruleset.load import builtin_ruleset
from engine.scenario.load import new_game

from .helpers import TABLE

RS = builtin_ruleset("metamorphs")
NAMES = [n for n, _ in TABLE]
ROLE = dict(TABLE)
ABILITY = {
    "controller": "kill",
    "metamorph": "kill",
    "assimilator": "assimilate",
    "doctor": "heal",
    "commissar": "check",
    "maniac": "kill",
}
FORM = "[b]Я голосую против: [color=#ff0000]{}[/color][/b]"

name = st.sampled_from(NAMES)
vote_value = st.one_of(
    name,
    name.map(FORM.format),
    name.map(lambda n: f"[s]{FORM.format(n)}[/s]"),
    name.map(lambda n: f"[b]Я голосую против: [color=red]{n}[/color][/b]"),
    st.text(alphabet="[]/bs голосуюпротив:Кира", max_size=40).map(lambda t: "[" + t),
)
rulings = st.fixed_dictionaries(
    {rid: st.sampled_from(list(r.option_ids())) for rid, r in RS.rulings.items()}
)


@st.composite
def phase_input(draw: st.DrawFn) -> PhaseInput:
    orders = []
    for actor in draw(st.lists(name, max_size=8)):
        ability = ABILITY.get(ROLE[actor], draw(st.sampled_from(["kill", "heal", "check"])))
        orders.append(Order(actor, ability, (draw(name),)))
    votes = draw(st.dictionaries(name, vote_value, max_size=15))
    decisions: dict[str, Any] = {}
    if draw(st.booleans()):
        decisions["revote"] = draw(st.dictionaries(name, vote_value, max_size=15))
    if draw(st.booleans()):
        decisions["coin_toss"] = draw(name)
    if draw(st.booleans()):
        decisions["team_kill"] = draw(name)
    if draw(st.booleans()):
        decisions["win"] = draw(st.sampled_from(["mafia", "stalemate", "continue"]))
    return PhaseInput(tuple(orders), frozen_map(votes), frozen_map(decisions))


def play(rules: dict[str, str], phases: list[PhaseInput], seed: int) -> list[Resolution]:
    setups = [PlayerSetup(n, "player", r) for n, r in TABLE]
    state = new_game(RS, setups, seed, rules)
    out = []
    for phase in phases:
        res = resolve_phase(RS, state, phase)
        out.append(res)
        state = res.state
    return out


def dump(results: list[Resolution]) -> str:
    return json.dumps(
        [[r.trace.to_json(), r.state.to_json()] for r in results],
        ensure_ascii=False,
        sort_keys=True,
        default=str,
    )


@settings(max_examples=60, deadline=None)
@given(rulings, st.lists(phase_input(), min_size=1, max_size=4), st.integers(0, 5))
def test_generated_games(rules: dict[str, str], phases: list[PhaseInput], seed: int) -> None:
    results = play(rules, phases, seed)
    assert dump(results) == dump(play(rules, phases, seed))  # deterministic
    dead: set[str] = set()
    for res in results:
        trace = res.trace
        data = trace.to_json()
        for name_, p in data["players"].items():
            assert p["hp"] is None and p["max_hp"] is None
            assert p["alive"] == (name_ not in dead | {d.player for d in trace.deaths})
        kills_by = {"team": 0, "agent": 0}
        for d in trace.deaths:
            assert d.player not in dead
            assert d.cause in ("execution", "left", "kill")
            assert (d.frag is None) == (d.cause != "kill")
            shown = d.extra["role_shown"]
            start = res.state.player(d.player)
            assert shown == ("metamorph" if start.has_effect("converted") else start.secret_role)
            if d.cause == "kill":
                kills_by["agent" if d.step == 4 else "team"] += 1
        assert kills_by["team"] <= 1 and kills_by["agent"] <= 1
        if trace.executed is not None:
            assert any(d.player == trace.executed and d.cause == "execution" for d in trace.deaths)
        dead |= {d.player for d in trace.deaths}
