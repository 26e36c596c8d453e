"""Win rates with Wilson intervals and the comparison's difference interval."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import builtin_ruleset
from engine.simulate import GameResult, SeatResult, SimConfig, summarize, wilson
from engine.simulate.stats import Rate, difference


def test_wilson_matches_the_textbook_values():
    # Newcombe (1998), table I: 0/10 -> [0, 0.2775]; 1/29 -> [0.0061, 0.1718]
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(1, 29) == pytest.approx((0.0061, 0.1718), abs=1e-4)
    low, high = wilson(5, 10)
    assert low == pytest.approx(1 - high)


def test_difference_interval_newcombe():
    # Newcombe (1998) method 10, example: 56/70 vs 48/80 -> 0.2000 [0.0524, 0.3339]
    d, low, high = difference(Rate(56, 70), Rate(48, 80))
    assert (d, low, high) == pytest.approx((0.2, 0.0524, 0.3339), abs=1e-4)


def test_summary_counts_wins_deaths_and_survival():
    rs = builtin_ruleset("am15")
    seats = (
        SeatResult("boss", "monk", "mafia", True),
        SeatResult("civilian", "vip", "law", False, 2, "execution", 0),
    )
    results = [GameResult(1, 0, "mafia", 4, seats), GameResult(0, 0, "unfinished", 6, seats)]
    s = summarize(rs, SimConfig("am15", 2, 2), results)
    assert s.outcomes["mafia"] == Rate(1, 2) and s.outcomes["law"] == Rate(0, 2)
    assert s.outcomes["unfinished"] == Rate(1, 2)
    assert s.length_mean == 5 and s.lengths == {4: 1, 6: 1}
    assert s.deaths_by_cause == {"execution": 2} and s.deaths_by_step == {0: 2}
    assert s.survival == {"boss": Rate(2, 2), "civilian": Rate(0, 2)}


@given(st.integers(0, 5000), st.integers(1, 5000))
def test_wilson_interval_holds_the_rate(k, n):
    k = min(k, n)
    low, high = wilson(k, n)
    assert 0 <= low <= k / n <= high <= 1
    assert wilson(n - k, n) == pytest.approx((1 - high, 1 - low), abs=1e-12)


@given(st.integers(0, 300), st.integers(1, 300), st.integers(0, 300), st.integers(1, 300))
def test_difference_interval_holds_the_difference(ka, na, kb, nb):
    a, b = Rate(min(ka, na), na), Rate(min(kb, nb), nb)
    d, low, high = difference(a, b)
    assert -1 <= low <= d <= high <= 1
