"""The shape most of the console's tables share: a flat list of row records."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel):
    """A table over a list of row records; subclasses name the columns and render cells."""

    column_count: ClassVar[int] = 0

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    # False for a ruleset without HP: a column that says HP says the outcome instead
    hp = True

    def set_hp(self, hp: bool) -> None:
        if hp != self.hp:
            self.hp = hp
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.column_count - 1)

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.column_count
