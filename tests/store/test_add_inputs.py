"""Issue 30 item 5: the orders and votes of a reviewed batch of messages are added in one
edit — one step to undo — or not at all when one of them is refused."""

from __future__ import annotations

import pytest

from engine.model.state import Order
from engine.store import GameStore, StoreError


def test_a_batch_is_one_edit_and_one_undo(small: GameStore) -> None:
    small.add_inputs(
        [
            (1, Order("Alice", "katana", ("Bob",)), "Катаной бью Боба"),
            (1, Order("Carol", "dossier", ("Dan",)), "досье на Дэна"),
        ],
        [(1, "Bob", "Alice"), (1, "Dan", "Alice")],
    )
    assert [r.order.ability for r in small.orders(1)] == ["katana", "dossier"]
    assert [r.source_text for r in small.orders(1)] == ["Катаной бью Боба", "досье на Дэна"]
    assert small.votes(1) == {"Bob": "Alice", "Dan": "Alice"}
    assert small.undo_status()[0] == "Add 4 order(s) and vote(s) from messages"
    small.undo()
    assert small.orders(1) == [] and small.votes(1) == {}
    small.redo()
    assert len(small.orders(1)) == 2 and len(small.votes(1)) == 2


def test_a_refused_order_leaves_nothing_written(small: GameStore) -> None:
    with pytest.raises(StoreError):
        small.add_inputs(
            [(1, Order("Alice", "katana", ("Bob",)), None), (1, Order("Zed", "katana", ()), None)],
            [(1, "Bob", "Alice")],
        )
    assert small.orders(1) == [] and small.votes(1) == {}
    with pytest.raises(StoreError):
        small.add_inputs([], [(1, "Bob", "Nobody")])
    assert small.votes(1) == {}
