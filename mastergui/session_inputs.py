"""The master's inputs to the phase on screen (orders, votes, decisions), as `GameSession`
operations: each is a late input when the master is looking at a committed phase, and is
refused (`GameSession.perform` says why) when the phase the console showed open was committed
meanwhile by another program (issue 31.1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import Order
from engine.store import Changes, GameStore

if TYPE_CHECKING:
    from .phase_view import PhaseView


class SessionInputs:
    """Mixed into `GameSession` (see there)."""

    if TYPE_CHECKING:
        store: GameStore
        view: PhaseView
        _phase: int

        def perform(self, operation: Callable[[], Changes | Any]) -> Changes | None: ...

    @property
    def late(self) -> bool:
        """Whether an input now is a late one: the master is looking at a committed phase
        (the viewer says so) and changes it knowingly. A phase the console showed open and
        another program committed meanwhile is refused instead (`perform`)."""
        return self.view.committed

    def add_order(self, order: Order, source_text: str | None = None) -> Changes | None:
        late = self.late
        return self.perform(
            lambda: self.store.add_order(self._phase, order, source_text, late=late)
        )

    def edit_order(
        self, order_id: int, order: Order, source_text: str | None = None
    ) -> Changes | None:
        late = self.late
        return self.perform(lambda: self.store.edit_order(order_id, order, source_text, late=late))

    def withdraw_order(self, order_id: int) -> Changes | None:
        late = self.late
        return self.perform(lambda: self.store.withdraw_order(order_id, late=late))

    def restore_order(self, order_id: int) -> Changes | None:
        late = self.late
        return self.perform(lambda: self.store.restore_order(order_id, late=late))

    def set_vote(self, voter: str, candidate: str | None) -> Changes | None:
        late = self.late
        return self.perform(lambda: self.store.set_vote(self._phase, voter, candidate, late=late))

    def set_vote_sold(self, voter: str, sold: bool) -> Changes | None:
        late = self.late
        return self.perform(lambda: self.store.set_vote_sold(self._phase, voter, sold, late=late))

    def set_decision(self, qid: str, answer: Any) -> Changes | None:
        late = self.late
        return self.perform(lambda: self.store.set_decision(self._phase, qid, answer, late=late))
