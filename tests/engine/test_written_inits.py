"""The records whose `__init__` is written out rather than left to `@dataclass` (mypyc
compiles a written one; the one @dataclass makes runs interpreted even in the compiled
engine, and a phase builds hundreds of records): each still takes exactly its fields, in
their order, with the dataclass's defaults, and stores every one of them, so a field added
to the class and forgotten in its `__init__` fails here."""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any

import pytest

from engine import compiled
from engine.effects.common import Hit
from engine.live import ResolvedOrder
from engine.model import GameState, Order, PhaseInput, PlayerState
from engine.resolve import Resolution
from engine.trace import (
    Action,
    Death,
    EventKind,
    HpEvent,
    Message,
    Note,
    PhaseTrace,
    PlayerSummary,
    PublicSummary,
    StepTrace,
    Vote,
    VoteTally,
)

WRITTEN = (
    Action,
    Death,
    Hit,
    HpEvent,
    Message,
    Note,
    Order,
    PhaseInput,
    PhaseTrace,
    PlayerState,
    PlayerSummary,
    PublicSummary,
    Resolution,
    ResolvedOrder,
    StepTrace,
    Vote,
    VoteTally,
)

pytestmark = pytest.mark.skipif(
    compiled.active(), reason="compiled functions have no signature for inspect"
)


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return inspect.Parameter.empty


@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_the_written_init_takes_the_fields_in_order_with_their_defaults(cls: type) -> None:
    fields = [f for f in dataclasses.fields(cls) if f.init]
    params = list(inspect.signature(cls).parameters.values())
    assert [p.name for p in params] == [f.name for f in fields]
    assert [p.default for p in params] == [_default(f) for f in fields]


@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_the_written_init_stores_every_field(cls: type) -> None:
    fields = [f for f in dataclasses.fields(cls) if f.init]
    given = {f.name: object() for f in fields}
    if cls is ResolvedOrder:  # its actor is read from the order
        given["order"] = type("AnOrder", (), {"actor": "Ann"})()
    made = cls(**given)
    assert all(getattr(made, name) is value for name, value in given.items())


def test_a_written_init_keeps_the_record_frozen() -> None:
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
