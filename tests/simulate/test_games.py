"""Simulated games: dealt as the ruleset deals, played with legal orders only, to a result."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import builtin_ruleset, new_game, resolve_phase
from engine.scenario.setup import distribution
from engine.simulate import UNFINISHED, SimConfig, game_seed, play_game
from engine.simulate.play import POLICIES
from engine.simulate.table import deal_table

RS = builtin_ruleset("am15")


@pytest.mark.parametrize("players", [14, 16, 20])
def test_the_table_is_dealt_from_the_distribution(players):
    """Seed 000: "Роли в игре на 16-17 игроков: 3 мафии, 3 якудзы, 2 карателя, 2 комиссара,
    1 маньяк, 5-6 мирных жителей" — the deal follows the ruleset's table for the size; each
    public role at most once ("На каждую явную роль может быть только один представитель")."""
    table = deal_table(RS, players, seed=7)
    assert Counter(s.secret_role for s in table) == Counter(distribution(RS, players).as_list())
    publics = [s.public_role for s in table]
    assert len(set(publics)) == len(publics)
    assert deal_table(RS, players, seed=7) == table
    assert deal_table(RS, players, seed=8) != table


def test_game_seeds_depend_on_run_seed_and_index_only():
    assert game_seed(1, 5) == game_seed(1, 5)
    assert len({game_seed(s, i) for s in range(5) for i in range(200)}) == 1000


@pytest.mark.parametrize("policy", sorted(POLICIES))
def test_policies_submit_only_orders_the_engine_accepts(policy):
    """Every order and vote goes through the engine's validation first: replayed with the
    full trace, no order is rejected before the steps run (rejections with a step are the
    game's own: a target died earlier, an executed actor) and every ballot counts."""
    config = SimConfig("am15", 16, 1, policy, seed=11, phase_cap=12)
    seed = game_seed(config.seed, 0)
    state = new_game(RS, deal_table(RS, 16, seed), seed)
    chooser = POLICIES[policy](RS, random.Random(f"sim-policy|{seed}"))
    orders = 0
    while state.winner is None and state.phase < config.phase_cap:
        phase = chooser.phase_input(state)
        res = resolve_phase(RS, state, phase)
        orders += len(phase.orders)
        early = [r for r in res.trace.rejected if r.step is None]
        assert early == [], [(r.order, r.code) for r in early]
        assert all(b.counted for b in res.trace.votes.ballots)
        chooser.observe(res)
        state = res.state
    assert orders > 16  # they do act


@pytest.mark.parametrize("policy", sorted(POLICIES))
def test_a_game_ends_in_a_result(policy):
    result = play_game(SimConfig("am15", 16, 1, policy, seed=3), 0)
    assert result.winner in {*RS.factions, "draw", UNFINISHED}
    assert 1 <= result.phases <= 60
    assert len(result.seats) == 16
    if result.winner in RS.factions:
        assert all(s.faction == result.winner for s in result.seats if s.alive)
    for seat in result.seats:
        assert seat.alive == (seat.died_in is None)
        assert seat.alive == (seat.cause is None)


def test_the_phase_cap_stops_a_game():
    result = play_game(SimConfig("am15", 16, 1, "random", seed=3, phase_cap=2), 0)
    assert result.phases == 2 and result.winner == UNFINISHED


def test_the_fast_path_plays_the_same_games():
    """display=False skips the display trace, nothing else: the same games, seat by seat."""
    for index in range(3):
        fast = play_game(SimConfig("am15", 16, 3, "greedy", seed=5), index)
        full = play_game(SimConfig("am15", 16, 3, "greedy", seed=5, display=True), index)
        assert fast == full
