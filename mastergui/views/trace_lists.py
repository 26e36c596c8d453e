"""The private messages and the rejected orders of a resolution, as plain lists."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget

from engine.trace import PhaseTrace

from ..text import Texts


class _List(QTableWidget):
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setStretchLastSection(True)
        self.setWordWrap(True)

    def fill(self, headers: list[str], rows: Sequence[Sequence[str]]) -> None:
        self.clear()
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        self.setRowCount(len(rows))
        for r, values in enumerate(rows):
            for c, value in enumerate(values):
                self.setItem(r, c, QTableWidgetItem(value))


class MessagesList(_List):
    """Each player's private results, as the engine renders them for the master."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("messages", parent)

    def load(self, texts: Texts, trace: PhaseTrace | None) -> None:
        rows = []
        for m in trace.messages if trace else ():
            delivered = self.tr("yes") if m.delivered else (m.withheld or self.tr("no"))
            rows.append((m.to, delivered, texts.message(m)))
        self.fill([self.tr("To"), self.tr("Delivered"), self.tr("Text")], rows)
        self.resizeColumnToContents(0)
        self.resizeColumnToContents(1)
        self.resizeRowsToContents()


class RejectedList(_List):
    """Orders that did not run, with the engine's reason (and the step, if cancelled)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("rejected", parent)

    def load(self, texts: Texts, trace: PhaseTrace | None) -> None:
        rows = []
        for rej in trace.rejected if trace else ():
            reason = texts.reason(rej)
            if rej.step is not None:
                reason = self.tr("step %1: ").replace("%1", str(rej.step)) + reason
            rows.append(
                (rej.order.ref or "", rej.order.actor, texts.ability(rej.order.ability), reason)
            )
        self.fill([self.tr("Order"), self.tr("Actor"), self.tr("Ability"), self.tr("Reason")], rows)
        self.resizeColumnsToContents()
