"""The simulator's fast path: resolve_phase(display=False) skips the display trace and
gives exactly the same game state (and the same outcome) as the full resolution."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from engine import new_game, resolve_phase

from ..engine.games import RS, games


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(games(max_players=20, max_phases=5))
def test_fast_path_gives_the_same_state(game):
    players, phases, seed, rulings = game
    state = new_game(RS, players, seed, rulings)
    for phase in phases:
        full = resolve_phase(RS, state, phase)
        fast = resolve_phase(RS, state, phase, display=False)
        assert fast.state == full.state
        assert fast.state.to_json() == full.state.to_json()
        assert fast.trace.deaths == full.trace.deaths
        assert fast.trace.votes == full.trace.votes
        assert fast.trace.public == full.trace.public
        assert fast.trace.messages == full.trace.messages
        assert fast.trace.steps == () and fast.trace.rejected == ()
        state = full.state
