"""Shared by the review dialogs (paste, batch, thread votes, thread page, forum votes): their
table of proposals or posts, and its cells."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

INK_ON_COLOR = "#202020"  # dark text stays readable on the light verdict colours


def review_table(
    parent: QWidget, name: str, headers: Sequence[str], *, stretch: int | None = None
) -> QTableWidget:
    """A table of one row per proposal or post, selected by rows. `stretch`: the column
    that takes the rest of the width and the table is read-only; without it the last
    column stretches and cells say themselves whether they can be edited."""
    table = QTableWidget(0, len(headers), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().hide()
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    header = table.horizontalHeader()
    if stretch is None:
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
    else:
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


def fill_row(
    table: QTableWidget, row: int, texts: Sequence[str], *, tooltip: str, color: str | None
) -> None:
    """A read-only row of texts, each with the post as its tooltip, in the verdict's colour."""
    for column, text in enumerate(texts):
        item = QTableWidgetItem(text)
        item.setToolTip(tooltip)
        if color is not None:
            item.setBackground(QBrush(QColor(color)))
            item.setForeground(QBrush(QColor(INK_ON_COLOR)))
        table.setItem(row, column, item)


def fixed_cell(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    return item


def table_cell(text: str, editable: bool) -> QTableWidgetItem:
    item = fixed_cell(text)
    if editable:
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
    return item
