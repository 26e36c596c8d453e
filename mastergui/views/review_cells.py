"""Shared by the review dialogs (issue 30): their size on a small screen, and their cells."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem


def fixed_cell(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    return item


def table_cell(text: str, editable: bool) -> QTableWidgetItem:
    item = fixed_cell(text)
    if editable:
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
    return item
