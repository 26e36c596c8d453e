"""The model's records are plain frozen dataclasses; what their construction still decides
(an order submitted by its own actor has no `by`; a resolved order's actor is its order's)
and the next state built field by field keep what a master relies on."""

from __future__ import annotations

import dataclasses

import pytest

from engine.model.state import GameState, Order
from engine.trace import EventKind, HpEvent


def test_an_order_submitted_by_its_actor_has_no_submitter() -> None:
    assert Order("Ann", "heal", ("Bob",), by="Ann").by is None
    assert Order("Ann", "heal", ("Bob",), by="Cid").by == "Cid"
    assert Order("Ann", "heal", ("Bob",), by="Ann") == Order("Ann", "heal", ("Bob",))


def test_records_stay_frozen_and_compare_by_value() -> None:
    event = HpEvent(1, 2, EventKind.DAMAGE, None, None, "Ann", 10, 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.hp_after = 0  # type: ignore[misc]
    assert event == dataclasses.replace(event) and hash(event) == hash(dataclasses.replace(event))


def test_the_next_state_keeps_every_field_a_phase_does_not_change() -> None:
    names = [f.name for f in dataclasses.fields(GameState)]
    before = GameState(*(object() for _ in names))  # type: ignore[arg-type]
    changed = {"phase", "players", "tallies", "winner", "extra"}
    new = {name: object() for name in changed}
    after = before.advanced(**new)  # type: ignore[arg-type]
    for name in names:
        want = new[name] if name in changed else getattr(before, name)
        assert getattr(after, name) is want, name
