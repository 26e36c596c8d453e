"""The simulator's fast path: resolve_phase(display=False) skips the display trace and
gives exactly the same game state (and the same outcome) as the full resolution; and the
simulator's shared phase (the policy checks its orders in the phase that then resolves,
`engine.simulate.play.play_phase`) plays the same games as the policy's input resolved
from scratch."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import GameState, new_game, resolve_phase
from engine.resolution.driver import Resolution
from engine.simulate.play import POLICIES, SeededMaster, game_seed, load, play_phase
from engine.simulate.table import deal_table

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
        assert_same_outcome(fast, full)
        assert fast.trace.rejected == ()
        state = full.state


LANDED = ("am15", "am15_return", "metamorphs", "mafic_arena_12")


@pytest.mark.parametrize("ruleset", LANDED)
@pytest.mark.parametrize("pol", ["greedy", "random"])
def test_simulated_games_resolve_the_same_both_ways(ruleset: str, pol: str) -> None:
    """Whole games as the simulator plays them (its policies' orders and votes, the seeded
    master's answers), phase by phase: the fast path gives the state the full resolution
    gives, field by field and as JSON; and a state reloaded from its JSON (as the store
    keeps it) resolves to the same next state as the one in memory."""
    rs = load(ruleset)
    for index in range(2):
        seed = game_seed(11, index)
        players = max(13, rs.min_players)  # the card game needs 14
        state = new_game(rs, deal_table(rs, players, seed), seed)
        chooser = POLICIES[pol](rs, random.Random(f"sim-policy|{seed}"))
        while state.winner is None and state.phase < 25:
            phase = chooser.phase_input(state)
            reloaded = GameState.from_json(json.loads(json.dumps(state.to_json())))
            full = resolve_phase(rs, state, phase, SeededMaster(random.Random(state.phase)))
            fast = resolve_phase(
                rs, state, phase, SeededMaster(random.Random(state.phase)), display=False
            )
            again = resolve_phase(
                rs, reloaded, phase, SeededMaster(random.Random(state.phase)), display=False
            )
            assert fast.state == full.state == again.state
            assert fast.state.to_json() == full.state.to_json() == again.state.to_json()
            assert fast.trace.deaths == full.trace.deaths
            assert fast.trace.messages == full.trace.messages
            assert fast.trace.votes == full.trace.votes
            chooser.observe(fast)
            state = fast.state


EVERY_LANDED = ("am15", "am15_return", "mafic_arena_12", "metamorphs", "mafialife")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(EVERY_LANDED),
    st.sampled_from(sorted(POLICIES)),
    st.integers(0, 2**48),
    st.integers(0, 6),
)
def test_the_shared_phase_plays_the_games_a_full_resolution_plays(
    ruleset: str, pol: str, seed: int, more: int
) -> None:
    """Issue 17: the fast path «must give exactly the same game states as the full
    resolution». One game played twice from the same seeds: (a) the policy's input
    (`phase_input`, a phase of its own) resolved from scratch with the display trace, as
    the console resolves a phase; (b) the fast path, where the policy checks its orders
    once in the phase that then resolves from its context (`open_phase`, `check_alone`,
    `accept_checked`, `resolve_prepared`). The same input, the same state after every
    phase (field by field and as JSON), the same deaths, messages, vote and winner."""
    rs = load(ruleset)
    players = min(rs.min_players + more, 20)
    state = new_game(rs, deal_table(rs, players, seed), seed)
    fast_state = state
    full_policy = POLICIES[pol](rs, random.Random(seed))
    fast_policy = POLICIES[pol](rs, random.Random(seed))
    full_master, fast_master = SeededMaster(random.Random(seed)), SeededMaster(random.Random(seed))
    while state.winner is None and state.phase < 20:
        phase = full_policy.phase_input(state)
        full = resolve_phase(rs, state, phase, full_master, display=True)
        fast = play_phase(rs, fast_state, fast_policy, fast_master)
        assert_same_outcome(fast, full)
        early = [r for r in full.trace.rejected if r.step is None]
        assert early == [], [(r.order, r.code) for r in early]  # only accepted orders
        full_policy.observe(full)
        fast_policy.observe(fast)
        state, fast_state = full.state, fast.state
    assert fast_state.winner == state.winner


def assert_same_outcome(fast: Resolution, full: Resolution) -> None:
    """The fast path (no display trace) left exactly what the full resolution left."""
    assert fast.trace.steps == ()  # the fast path indeed
    assert fast.state == full.state
    assert fast.state.to_json() == full.state.to_json()
    assert fast.trace.deaths == full.trace.deaths
    assert fast.trace.votes == full.trace.votes
    assert fast.trace.public == full.trace.public
    assert fast.trace.messages == full.trace.messages
