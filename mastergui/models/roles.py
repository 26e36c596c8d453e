"""Custom item data roles shared by models, delegates and views."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import Qt


class Role(IntEnum):
    """Item data roles beyond Qt's own."""

    SORT = Qt.ItemDataRole.UserRole + 1  # a sortable key (numbers as numbers)
    HP = Qt.ItemDataRole.UserRole + 2  # (hp, max_hp, alive) for the HP bar
    PLAYER = Qt.ItemDataRole.UserRole + 3  # the player's name
    EVENTS = Qt.ItemDataRole.UserRole + 4  # HpEvents behind a cell
    DIFF = Qt.ItemDataRole.UserRole + 5  # True when a what-if cell differs
    STEP = Qt.ItemDataRole.UserRole + 6  # the step number of a row or column
    ITEM = Qt.ItemDataRole.UserRole + 7  # the engine record behind a row
    SECRET = Qt.ItemDataRole.UserRole + 8  # the column shows secret information
    ALIVE = Qt.ItemDataRole.UserRole + 9  # the player is alive (public knowledge)
