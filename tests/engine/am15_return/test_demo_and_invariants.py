"""The «Возвращение» demo game, and engine invariants over random games of the ruleset."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Order, PhaseInput, PhaseTrace, PlayerSetup, new_game, resolve_phase
from engine.ruleset.load import builtin_ruleset
from engine.scenario.load import load_scenario, resolve_game
from engine.texts import renderers

RS = builtin_ruleset("am15_return")
DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "am15_return_demo.yaml"
ABILITIES = sorted({a.id for a in RS.abilities.values()})
SETTINGS = settings(
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def test_demo_resolves_every_phase_as_written() -> None:
    """Master: six phases, day and night in turn, no order refused, deaths announce roles."""
    results = resolve_game(load_scenario(DEMO))
    assert [r.trace.kind for r in results] == ["day", "night"] * 3
    assert [r.trace.rejected for r in results] == [()] * 6
    deaths = [d.to_json() for r in results for d in r.trace.deaths]
    assert {d["player"]: d["revealed_role"] for d in deaths} == {
        "Егор": "killer",
        "Вера": "shinobi",
        "Дина": "brute",
        "Мира": "civilian",
        "Зоя": "punisher",
    }


def test_demo_json_round_trip_keeps_the_added_fields() -> None:
    """`revealed_role` on deaths and `exposure`, `cartridges` under players survive JSON."""
    for res in resolve_game(load_scenario(DEMO)):
        data = json.loads(json.dumps(res.trace.to_json()))
        assert PhaseTrace.from_json(data).to_json() == res.trace.to_json()
        for player in data["players"].values():
            assert {"exposure", "cartridges"} <= set(player)


@st.composite
def random_game(draw: st.DrawFn) -> tuple[list[PlayerSetup], list[PhaseInput], dict[str, str]]:
    n = draw(st.integers(3, 14))
    secrets = draw(st.lists(st.sampled_from(sorted(RS.secret_roles)), min_size=n, max_size=n))
    publics = draw(st.lists(st.sampled_from(sorted(RS.public_roles)), min_size=n, max_size=n))
    hps = draw(st.lists(st.one_of(st.none(), st.integers(-5, 140)), min_size=n, max_size=n))
    players = [PlayerSetup(f"P{i}", publics[i], secrets[i], hps[i]) for i in range(n)]
    names = [p.name for p in players]
    phases = []
    for _ in range(draw(st.integers(1, 5))):
        orders = []
        for _o in range(draw(st.integers(0, n + 3))):
            params: dict[str, Any] = {}
            if draw(st.booleans()):
                key = draw(st.sampled_from(["role", "victim", "damage", "exposure", "use"]))
                params[key] = draw(
                    st.sampled_from(
                        {
                            "role": sorted(RS.secret_roles),
                            "victim": names,
                            "damage": [25, 40, 7],
                            "exposure": [-2, 0, 2, 5],
                            "use": ["heal", "strike", "expose", "katana"],
                        }[key]
                    )
                )
            orders.append(
                Order(
                    draw(st.sampled_from(names)),
                    draw(st.sampled_from(ABILITIES)),
                    tuple(draw(st.lists(st.sampled_from(names), max_size=3))),
                    params,
                )
            )
        votes = {
            v: draw(st.sampled_from(names))
            for v in draw(st.lists(st.sampled_from(names), unique=True))
        }
        phases.append(PhaseInput(tuple(orders), votes))
    rulings = {
        rid: draw(st.sampled_from(r.option_ids()))
        for rid, r in RS.rulings.items()
        if draw(st.integers(0, 4)) == 0
    }
    return players, phases, rulings


def play(game: tuple[list[PlayerSetup], list[PhaseInput], dict[str, str]]) -> list[str]:
    players, phases, rulings = game
    state = new_game(RS, players, 7, rulings)
    out = []
    for phase in phases:
        res = resolve_phase(RS, state, phase)
        out.append(json.dumps(res.trace.to_json(**renderers(RS, "ru")), ensure_ascii=False))
        for death in res.trace.deaths:
            assert "revealed_role" in death.to_json()
        for p in res.state.players:
            assert p.counters.get("exposure", 0) >= 0 and p.counters.get("cartridges", 0) >= 0
            assert p.alive == (p.status != "dead")
        state = res.state
    return out


@SETTINGS
@given(random_game())
def test_any_orders_resolve_deterministically(game: Any) -> None:
    """No order set crashes the ruleset's effects; the same game gives the same JSON;
    exposure and cartridges never go below 0; statuses match life."""
    assert play(game) == play(game)
