"""Engine invariants over random whole games (any roles, legal and illegal orders)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings

from engine import GameState, PhaseTrace, new_game, resolve_phase
from engine.texts import renderers

from ..games import RS, games

SETTINGS = settings(
    deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


def play(players, phases, seed, rulings):
    state = new_game(RS, players, seed, rulings)
    out = []
    for phase in phases:
        res = resolve_phase(RS, state, phase)
        out.append((state, res))
        state = res.state
    return out


@SETTINGS
@given(games())
def test_same_game_same_trace(game):
    """Determinism: the same scenario and seed give byte-identical JSON."""
    first = [
        json.dumps(r.trace.to_json(**renderers(RS, "ru")), ensure_ascii=False)
        for _, r in play(*game)
    ]
    second = [
        json.dumps(r.trace.to_json(**renderers(RS, "ru")), ensure_ascii=False)
        for _, r in play(*game)
    ]
    assert first == second


@SETTINGS
@given(games())
def test_trace_and_state_round_trip_through_json(game):
    for _, res in play(*game):
        data = json.loads(json.dumps(res.trace.to_json(**renderers(RS, "en"))))
        assert PhaseTrace.from_json(data) == res.trace
        state = json.loads(json.dumps(res.state.to_json()))
        assert GameState.from_json(state) == res.state


@SETTINGS
@given(games(max_players=20, max_phases=5))
def test_invariants(game):
    """No exception for any order set; statuses match HP; the dead stay dead, never act and
    are never targeted; at most one frag per death; HP moves only through events."""
    for before, res in play(*game):
        trace, after = res.trace, res.state
        dead_before = {p.name for p in before.players if not p.alive}
        for p in after.players:
            if p.name in dead_before:
                assert not p.alive and p.status == "dead"
                old = before.player(p.name)
                assert p.hp == old.hp
            if p.alive and p.status != "mortally_wounded":
                assert RS.status_for_hp(p.hp).id == p.status
                assert p.hp > 0
            if not p.alive:
                assert p.hp <= 0 or p.name in dead_before
        for event in trace.events():
            assert event.target not in dead_before
            assert event.actor is None or event.actor not in dead_before
        for step in trace.steps:
            for action in step.actions:
                assert action.actor is None or action.actor not in dead_before
        died = [d.player for d in trace.deaths]
        assert len(died) == len(set(died))
        assert not set(died) & dead_before
        for d in trace.deaths:
            assert d.frag is None or d.frag in before.names
        # every HP change is an event: start + deltas = end
        for name, start_hp in trace.start.items():
            total = start_hp + sum(e.delta for e in trace.history_of(name))
            assert total == after.player(name).hp
        for r in trace.rejected:
            assert r.code
        for m in trace.messages:
            if m.delivered:  # the living, or an avenger's last words (mortally_wounded_messages)
                assert after.player(m.to).alive or m.to in died


@SETTINGS
@given(games(min_players=14, max_players=20, max_phases=6))
def test_invariants_in_full_size_games(game):
    """Whole AM-15 games of 14–20 players."""
    test_invariants.hypothesis.inner_test(game)
