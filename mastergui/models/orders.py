"""The order inbox and the votes of a phase.

An order's state is what the engine did with it in the current resolution of the phase:
valid (it ran), rejected up front (with the engine's reason), cancelled at a step (the actor
was executed, the target died...), replaced by a later order in the same slot, or withdrawn
by the master. The model never judges an order itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from engine import Order
from engine.store import OrderRow
from engine.trace import PhaseTrace, Rejection, VoteTally

from .. import colors
from ..resolving import resolving_word
from ..text import Texts, translate
from .roles import (
    BACKGROUND,
    DISPLAY,
    FONT,
    FOREGROUND,
    HORIZONTAL,
    RIGHT,
    TEXT_ALIGNMENT,
    TOOLTIP,
    Role,
)

Index = QModelIndex | QPersistentModelIndex


class OrderState(StrEnum):
    VALID = "valid"
    REJECTED = "rejected"
    CANCELLED = "cancelled"
    REPLACED = "replaced"
    WITHDRAWN = "withdrawn"
    UNRESOLVED = "unresolved"  # no resolution to judge it by (the phase cannot resolve yet)


def state_word(state: OrderState) -> str:
    return {
        OrderState.VALID: translate("Inbox", "valid"),
        OrderState.REJECTED: translate("Inbox", "rejected"),
        OrderState.CANCELLED: translate("Inbox", "cancelled"),
        OrderState.REPLACED: translate("Inbox", "replaced"),
        OrderState.WITHDRAWN: translate("Inbox", "withdrawn"),
        OrderState.UNRESOLVED: translate("Inbox", "not resolved"),
    }[state]


def params_text(texts: Texts, order: Order) -> str:
    """An order's named parameters, role/faction/ability/card values by their names (the
    orders tab asks, when first shown: the summary on the first screen imports this module
    for its counts, not the words)."""
    from ..param_words import params_words

    return params_words(texts, order)


@dataclass(frozen=True, slots=True)
class InboxRow:
    """An order as the inbox shows it: the stored row and the engine's verdict."""

    stored: OrderRow
    state: OrderState
    rejection: Rejection | None
    reason: str

    @property
    def order(self) -> Order:
        return self.stored.order


def inbox_rows(
    texts: Texts, orders: Sequence[OrderRow], trace: PhaseTrace | None, resolving: bool = False
) -> list[InboxRow]:
    """The inbox's rows, each order with the engine's verdict from `trace` (`resolving`:
    not computed yet, said so in the reason)."""
    by_ref = {r.order.ref: r for r in trace.rejected} if trace is not None else {}
    rows: list[InboxRow] = []
    for stored in orders:
        rejection = by_ref.get(stored.order.ref)
        if stored.withdrawn:
            state, reason = OrderState.WITHDRAWN, ""
            rejection = None
        elif trace is None:
            state, reason = OrderState.UNRESOLVED, resolving_word() if resolving else ""
        elif rejection is None:
            state, reason = OrderState.VALID, ""
        elif rejection.code == "replaced":
            state, reason = OrderState.REPLACED, texts.reason(rejection)
        elif rejection.step is not None:
            state = OrderState.CANCELLED
            reason = translate("Inbox", "step %1: ").replace(
                "%1", str(rejection.step)
            ) + texts.reason(rejection)
        else:
            state, reason = OrderState.REJECTED, texts.reason(rejection)
        rows.append(InboxRow(stored, state, rejection, reason))
    return rows


def order_counts(rows: Sequence[InboxRow]) -> dict[OrderState, int]:
    """How many orders are in each state (every stored order counts, withdrawn too)."""
    counts = dict.fromkeys(OrderState, 0)
    for row in rows:
        counts[row.state] += 1
    return counts


def counts_text(rows: Sequence[InboxRow]) -> str:
    """The one wording of the order counts, for the inbox header, the phase summary and
    the commit dialog alike: "Orders: 9 — valid: 5, rejected: 1, withdrawn: 1"."""
    counts = order_counts(rows)
    parts = ", ".join(f"{state_word(state)}: {n}" for state, n in counts.items() if n)
    text = translate("Inbox", "Orders: %1").replace("%1", str(len(rows)))
    return f"{text} — {parts}" if parts else text


class InboxColumn(IntEnum):
    REF = 0
    ACTOR = 1
    ABILITY = 2
    TARGETS = 3
    STATE = 4
    REASON = 5
    PARAMS = 6
    BY = 7
    EDITS = 8


class OrdersModel(QAbstractTableModel):
    """The phase's orders in arrival order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[InboxRow] = []
        self._texts: Texts | None = None

    def set_rows(self, texts: Texts, rows: list[InboxRow]) -> None:
        self.beginResetModel()
        self._texts = texts
        self._rows = list(rows)
        self.endResetModel()

    def row_at(self, row: int) -> InboxRow | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, order_id: int) -> int:
        for i, r in enumerate(self._rows):
            if r.stored.id == order_id:
                return i
        return -1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(InboxColumn)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY or orientation != HORIZONTAL:
            return None
        # only the asked column's title is translated (a header asks for each column, often)
        match section:
            case InboxColumn.REF:
                return self.tr("#")
            case InboxColumn.ACTOR:
                return self.tr("Actor")
            case InboxColumn.ABILITY:
                return self.tr("Ability")
            case InboxColumn.TARGETS:
                return self.tr("Targets")
            case InboxColumn.PARAMS:
                return self.tr("Parameters")
            case InboxColumn.BY:
                return self.tr("Submitted by")
            case InboxColumn.STATE:
                return self.tr("State")
            case InboxColumn.REASON:
                return self.tr("Reason")
            case InboxColumn.EDITS:
                return self.tr("Edits")
            case _:
                return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or self._texts is None:
            return None
        row = self._rows[index.row()]
        column = InboxColumn(index.column())
        if role == Role.ITEM:
            return row
        if role == Role.PLAYER:
            return row.order.actor
        if role == DISPLAY:
            return self._display(row, column)
        if role == TOOLTIP:
            if column is InboxColumn.EDITS:
                return self._history_tip(row)
            if column is InboxColumn.REF and row.stored.source_text:
                return row.stored.source_text
            text = self._display(row, column)
            return str(text) if text else None
        if role == BACKGROUND and column is InboxColumn.STATE:
            bg = {
                OrderState.REJECTED: colors.REJECTED,
                OrderState.CANCELLED: colors.REJECTED,
                OrderState.REPLACED: colors.WITHDRAWN,
                OrderState.WITHDRAWN: colors.WITHDRAWN,
                OrderState.VALID: colors.HEAL,
            }.get(row.state)
            return bg
        if role == FOREGROUND:
            if column is InboxColumn.STATE and row.state is not OrderState.UNRESOLVED:
                return colors.DARK_TEXT
            if row.state in (OrderState.WITHDRAWN, OrderState.REPLACED):
                return colors.MUTED_TEXT
        if role == FONT and row.state is OrderState.WITHDRAWN:
            font = QFont()
            font.setStrikeOut(True)
            return font
        return None

    def _display(self, row: InboxRow, column: InboxColumn) -> Any:
        assert self._texts is not None
        order = row.order
        match column:
            case InboxColumn.REF:
                return order.ref or str(row.stored.id)
            case InboxColumn.ACTOR:
                return order.actor
            case InboxColumn.ABILITY:
                return self._texts.ability(order.ability)
            case InboxColumn.TARGETS:
                return ", ".join(order.targets)
            case InboxColumn.PARAMS:
                return params_text(self._texts, order)
            case InboxColumn.BY:
                return row.stored.submitted_by or order.by or order.actor
            case InboxColumn.STATE:
                return state_word(row.state)
            case InboxColumn.REASON:
                return row.reason
            case InboxColumn.EDITS:
                n = len(row.stored.history)
                return "" if n == 0 else self.tr("%n edit(s)", "", n)
        return None

    def _history_tip(self, row: InboxRow) -> str | None:
        if not row.stored.history or self._texts is None:
            return None
        lines = [self.tr("Earlier versions:")]
        for old in row.stored.history:
            targets = ", ".join(old.targets)
            lines.append(f"• {self._texts.ability(old.ability)} → {targets}".rstrip(" →"))
        if row.stored.edited_at:
            lines.append(self.tr("Last edit: %1").replace("%1", row.stored.edited_at))
        return "\n".join(lines)


# --- votes -------------------------------------------------------------------------------------


class VotesModel(QAbstractTableModel):
    """Ballots with the weight the engine gave each, and the notes on it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._tally: VoteTally | None = None
        self._texts: Texts | None = None

    def set_tally(self, texts: Texts, tally: VoteTally | None) -> None:
        self.beginResetModel()
        self._texts = texts
        self._tally = tally
        self.endResetModel()

    def totals(self) -> list[tuple[str, float]]:
        if self._tally is None:
            return []
        return sorted(self._tally.totals.items(), key=lambda kv: (-kv[1], kv[0]))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._tally is None else len(self._tally.ballots)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY or orientation != HORIZONTAL:
            return None
        # only the asked column's title is translated (a header asks for each column, often)
        match section:
            case 0:
                return self.tr("Voter")
            case 1:
                return self.tr("Candidate")
            case 2:
                return self.tr("Weight")
            case 3:
                return self.tr("Notes")
            case _:
                return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if (
            self._tally is None
            or self._texts is None
            or not index.isValid()
            or not 0 <= index.row() < len(self._tally.ballots)
        ):
            return None
        vote = self._tally.ballots[index.row()]
        if role == Role.PLAYER:
            return vote.voter
        if role == DISPLAY:
            weight = f"{vote.weight:g}" if vote.counted else f"({vote.weight:g})"
            candidate = self._texts.candidate(vote.candidate)
            return (vote.voter, candidate, weight, self._texts.notes(vote.notes))[index.column()]
        if role == FOREGROUND and not vote.counted:
            return colors.MUTED_TEXT
        if role == TEXT_ALIGNMENT and index.column() == 2:
            return RIGHT
        return None
