"""Greedy's helpful orders (heals, protections) go where `engine.simulate.policy` says: a
team's most hurt member (fewest HP, then seat order), a loner himself, else the most hurt
other player. `_helped` finds the first without sorting when one target is wanted; it must
give what the full ordering gives, whatever the HP and the pool of legal targets."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import builtin_ruleset, new_game
from engine.resolution.context import Live
from engine.resolution.driver import open_phase
from engine.simulate.greedy import GreedyPolicy
from engine.simulate.table import deal_table

RS = builtin_ruleset("am15")


def _ordered(policy: GreedyPolicy, live: Live, pool: set[str]) -> list[str]:
    """Everyone `live` would help, most wanted first (the heuristic as documented)."""
    if RS.factions[live.start.faction].team:
        mates = [p for p in policy.living if p.start.faction == live.start.faction]
        ranked = sorted(mates, key=lambda p: (p.hp, p.seat))
    else:
        ranked = sorted(policy.living, key=lambda p: (p.name != live.name, p.hp, p.seat))
    return [p.name for p in ranked if p.name in pool]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    hps=st.lists(st.integers(1, 3), min_size=16, max_size=16),
    left_out=st.sets(st.integers(0, 15), max_size=12),
    count=st.integers(1, 3),
)
def test_the_most_hurt_first_as_the_full_ordering(
    seed: int, hps: list[int], left_out: set[int], count: int
) -> None:
    state = new_game(RS, deal_table(RS, 16, seed), seed)
    ctx = open_phase(RS, state, {}, display=False)
    policy = GreedyPolicy(RS, random.Random(seed))
    policy.living = ctx.living()
    for live, hp in zip(policy.living, hps, strict=True):
        live.hp = hp  # ties in HP are common: the seat decides
    pool = {p.name for k, p in enumerate(policy.living) if k not in left_out}
    for live in policy.living:
        full = _ordered(policy, live, pool)
        assert policy._helped(live, pool, count) == (full[:1] if count == 1 else full)
