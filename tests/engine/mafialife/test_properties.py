"""Properties on generated mafialife nights: no exception, determinism, and mutual
redirects never loop (every order gets at most one result)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ruleset.load import builtin_ruleset

from .helpers import play_phases, player

ROLES = [
    "civilian",
    "commissar",
    "doctor",
    "mafioso",
    "journalist",
    "maniac",
    "killer",
    "hacker",
    "girl",
]
ITEMS = [
    "armor",
    "elixir",
    "condom",
    "anti_maniac",
    "anti_mafia",
    "anti_killer",
    "anti_hacker",
    "anti_girl",
    "anti_elixir",
]


@st.composite
def nights(draw: st.DrawFn) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rs = builtin_ruleset("mafialife")
    count = draw(st.integers(4, 9))
    names = [f"P{i}" for i in range(count)]
    players = []
    for name in names:
        items = draw(st.dictionaries(st.sampled_from(ITEMS), st.integers(0, 2), max_size=3))
        players.append(
            player(
                name,
                draw(st.sampled_from(ROLES)),
                items=items,
                level=draw(st.integers(0, 1)),
                traits=draw(
                    st.lists(st.sampled_from(["pierce", "autodefense"]), max_size=1, unique=True)
                ),
            )
        )
    orders = []
    for p in players:
        role = rs.secret_roles[str(p["secret"])]
        key = draw(st.sampled_from([g.ability for g in role.grants]))
        ability = rs.abilities[key]
        others = [n for n in names if n != p["name"]]
        order: dict[str, Any] = {"actor": p["name"], "ability": ability.id}
        spec = ability.targets
        if spec.max == 1 and not spec.self_only:
            order["target"] = draw(st.sampled_from(others))
        elif spec.max > 1:
            order["targets"] = draw(
                st.lists(st.sampled_from(others), min_size=spec.min, max_size=spec.max)
            )
        if ability.param("victim"):
            order["victim"] = draw(st.sampled_from(names))
        if ability.param("role"):
            order["role"] = draw(st.sampled_from(ROLES))
        orders.append(order)
    return players, orders


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(nights())
def test_any_night_resolves_the_same_twice(night: tuple[list[Any], list[Any]]) -> None:
    players, orders = night
    phases = [{"orders": orders}, {"orders": []}]
    first = play_phases(players, phases)
    again = play_phases(players, phases)
    assert [p.trace.to_json() for p in first] == [p.trace.to_json() for p in again]
    for phase in first:
        refs = [m.ability + m.to for m in phase.trace.messages]
        assert len(refs) == len(set(refs))  # one result per move: no loop re-ran anything
        for m in phase.trace.messages:
            assert set(m.result) >= {"done", "by"}


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6))
def test_a_ring_of_hackers_redirecting_each_other_ends(size: int) -> None:
    names = [f"H{i}" for i in range(size)]
    players = [player(n, "hacker") for n in names]
    orders = [
        {
            "actor": n,
            "ability": "redirect",
            "target": names[(i + 1) % size],
            "victim": names[(i + 2) % size],
        }
        for i, n in enumerate(names)
    ]
    (night,) = play_phases(players, [{"orders": orders}])
    assert len(night.trace.messages) == size
