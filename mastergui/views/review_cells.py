"""Shared by the review dialogs (issue 30): their size on a small screen, and their cells."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDialog, QTableWidgetItem

from ..window_size import fitted


def fit_to(dialog: QDialog, available: QRect, width: int = 1000, height: int = 660) -> None:
    """The dialog's size on a screen whose free area is `available` (1024×700 at least):
    `width`×`height` where it fits, else what fits."""
    rect = fitted(available, width, height)
    dialog.resize(rect.width(), rect.height())


def fixed_cell(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    return item


def table_cell(text: str, editable: bool) -> QTableWidgetItem:
    item = fixed_cell(text)
    if editable:
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
    return item
