"""Bad input never crashes: odd scenario values become warnings or refusals with a line."""

from __future__ import annotations

import pytest

from engine.model.errors import ScenarioError

from .helpers import game, run
from .table import night


@pytest.mark.parametrize(
    ("entry", "says"),
    [
        ("hand: [pistol, 5, true]", "hand: 5 is not a card id"),
        ("deck: 7", "deck"),
        ("side: x", "side"),
        ("sleeve: {a: 1}", "sleeve"),
        ("played: 3", "played"),
        ("heir: Nobody", "heir: 'Nobody' is not a player of the scenario"),
        ("sleeve: [{card: pistol, mafia: 1}]", "mafia"),
        ("side: [{card: pistol, grounds: true}]", "unknown key 'grounds'"),
    ],
)
def test_odd_container_values_are_refused_with_their_line(entry: str, says: str) -> None:
    """Issue 25.11: «A setup entry the engine cannot read is an error, never dropped» (they
    were warnings at the deal, and the entry was left out)."""
    hand = "" if entry.startswith("hand") else "hand: [pistol], "
    players = f"""
  - {{name: Аня, public: A, secret: civilian, {hand}
     {entry}}}
  - {{name: Кил, public: B, secret: killer, hand: [witness, witness]}}
"""
    with pytest.raises(ScenarioError) as err:
        game(players)
    assert says in str(err.value) and "player Аня" in str(err.value)
    assert err.value.line == 7  # the entry's own line


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
