"""Bad input never crashes: odd scenario values become warnings or refusals with a line."""

from __future__ import annotations

import pytest

from engine.errors import ScenarioError

from .helpers import game, hp, run
from .table import night


def test_odd_container_values_are_warnings() -> None:
    players = """
  - {name: Аня, public: A, secret: civilian, hand: [pistol, 5, true], deck: 7, side: x,
     sleeve: {a: 1}, played: 3, heir: Nobody}
  - {name: Кил, public: B, secret: killer, hand: [witness, witness]}
"""
    res = run(
        players, night("{actor: Аня, ability: play_hand, card: 5, target: Кил}"), "public_list: 5"
    )[-1]
    assert any("deck" in w for w in res.trace.warnings)
    assert hp(res, "Аня") >= 1


def test_a_hand_that_is_no_list_is_refused_with_its_line() -> None:
    with pytest.raises(ScenarioError) as err:
        game("  - {name: Аня, public: A, secret: civilian, hand: pistol}\n")
    assert err.value.line == 5


@pytest.mark.parametrize(
    "order",
    [
        "{actor: Аня, ability: play_hand}",
        "{actor: Аня, ability: play_hand, card: [a, b]}",
        "{actor: Аня, ability: discard, cards: 5}",
        "{actor: Аня, ability: reorder, cards: [pistol]}",
        "{actor: Аня, ability: fill_side, cards: [nothing]}",
        "{actor: Аня, ability: play_side, card: rifle, target: Кил}",
        "{actor: Аня, ability: heir, target: Кил}",
    ],
)
def test_bad_orders_are_rejected_not_raised(order: str) -> None:
    players = """
  - {name: Аня, public: A, secret: civilian, hand: [pistol, witness]}
  - {name: Кил, public: B, secret: killer, hand: [witness, witness]}
"""
    res = run(players, night(order))[-1]
    assert res.trace.rejected, order
