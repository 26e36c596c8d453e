"""The console's target check by validation only (issue 10, item 12): the same verdict as
resolving the whole phase per candidate — the old way, kept here as the reference — and
no resolution run."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import engine.resolution.driver
from engine import Order, load_scenario, resolve_phase
from engine.resolution.validate import abilities_of, judge_orders, legal_targets
from engine.scenario.load import resolve_game

DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "am15_demo.yaml"


def _by_resolution(rs, state, phase, order, names):
    legal = []
    for name in names:
        probe = replace(order, targets=(name,), ref="probe")
        res = resolve_phase(rs, state, replace(phase, orders=(*phase.orders, probe)))
        found = next((r for r in res.trace.rejected if r.order.ref == "probe"), None)
        if found is None or found.step is not None:
            legal.append(name)
    return legal


def test_legal_targets_match_a_full_resolution_without_running_one(monkeypatch):
    scenario = load_scenario(DEMO)
    rs = scenario.ruleset
    state = resolve_game(scenario, upto=len(scenario.phases) - 1)[-1].state
    phase = scenario.phases[-1]
    names = [p.name for p in state.players]
    cases = [
        (actor, held.id)
        for actor, abilities in abilities_of(rs, state).items()
        for held in abilities
        if held.definition.targets.max == 1
    ]
    assert len(cases) > 10
    expected = {c: _by_resolution(rs, state, phase, Order(c[0], c[1], ("",)), names) for c in cases}

    def forbidden(*_a, **_k):
        raise AssertionError("legal_targets ran a resolution")

    monkeypatch.setattr(engine.resolution.driver, "resolve_phase", forbidden)
    for (actor, ability), legal in expected.items():
        got = legal_targets(rs, state, phase, Order(actor, ability, ("",)), names)
        assert got == legal, (actor, ability)


@pytest.mark.parametrize("target", ["Нет-такого"])
def test_judge_orders_rejects_up_front(target):
    scenario = load_scenario(DEMO)
    state = scenario.start()
    phase = replace(scenario.phases[0], orders=(Order("Алиса", "katana", (target,), ref="x"),))
    rejected = judge_orders(scenario.ruleset, state, phase)
    assert [r.order.ref for r in rejected] == ["x"] and rejected[0].step is None
