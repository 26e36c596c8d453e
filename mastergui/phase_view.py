"""What the console shows about one phase (`PhaseView`), and which store changes can alter
the shown resolution. Plain data: the session (session.py) computes it after each change."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine import GameState, Order, PhaseInput
from engine.store import Changes, Confirmation, OrderRow, PhaseRow, PhaseStatus
from engine.trace import PhaseTrace

from . import bridge

EVERYTHING = Changes(
    orders=True, votes=True, decisions=True, phases=True, state=True, rulings=True, players=True
)


def resolution_changed(changes: Changes) -> bool:
    """Could the shown resolution (orders, trace, HP...) differ after `changes`? Posts and
    sent marks alone do not: the views of the trace keep their models (and selections)."""
    return any(
        (
            changes.orders,
            changes.votes,
            changes.decisions,
            changes.phases,
            changes.state,
            changes.rulings,
            changes.players,
        )
    )


@dataclass(frozen=True)
class PhaseView:
    """What the console shows about one phase, computed once per change."""

    number: int
    row: PhaseRow
    state: GameState  # the state the phase starts from
    inputs: PhaseInput
    orders: tuple[OrderRow, ...]
    trace: PhaseTrace | None
    abilities: Mapping[str, Sequence[bridge.Ability]] = field(default_factory=dict)
    problem: str | None = None  # why there is no trace (an earlier phase is stale...)
    after: GameState | None = None  # the state the trace leads to (public roles for posts)
    # what the master sees, as stored: a commit checks it again (nothing changed meanwhile)
    confirmation: Confirmation | None = None

    @property
    def committed(self) -> bool:
        return self.row.status in (PhaseStatus.COMMITTED, PhaseStatus.STALE)

    @property
    def active_orders(self) -> list[Order]:
        return [o.order for o in self.orders if not o.withdrawn]
