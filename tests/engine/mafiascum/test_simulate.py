"""The Balance simulator plays mafiascum (issue 28 item 5): whole games to a result,
deterministic, deaths by lynch and by kill only; the fast path gives the state the full
resolution gives."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from engine import GameState, new_game, resolve_phase
from engine.simulate import UNFINISHED, SimConfig, play_game
from engine.simulate.play import POLICIES, SeededMaster, game_seed, load
from engine.simulate.table import deal_table


@pytest.mark.parametrize("pol", ["greedy", "random"])
def test_games_are_deterministic_and_end(pol: str) -> None:
    config = SimConfig("mafiascum", 9, 4, pol, seed=5)
    games = [play_game(config, i) for i in range(4)]
    assert games == [play_game(config, i) for i in range(4)]
    finished = [g for g in games if g.winner != UNFINISHED]
    assert len(finished) >= (4 if pol == "greedy" else 2)
    causes = Counter(s.cause for g in games for s in g.seats if s.cause)
    assert set(causes) <= {"lynch", "kill", "bodyguard"}


def test_fast_path_gives_the_same_state() -> None:
    rs = load("mafiascum")
    for index in range(2):
        seed = game_seed(11, index)
        state = new_game(rs, deal_table(rs, 13, seed), seed)
        chooser = POLICIES["greedy"](rs, random.Random(f"sim-policy|{seed}"))
        while state.winner is None and state.phase < 20:
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
            assert fast.trace.deaths == full.trace.deaths
            assert fast.trace.votes == full.trace.votes
            chooser.observe(fast)
            state = fast.state
        assert state.winner is not None
