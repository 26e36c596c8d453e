"""Custom item data roles shared by models, delegates and views."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import Qt

# Qt's roles as plain ints, by name: a model compares its `role` with several of them on
# each of the thousands of calls a table's paint makes, and `Qt.ItemDataRole.DisplayRole`
# is two lookups through PySide's types each time (~0.3 µs; a module's int ~0.02 µs)
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
DECORATION = int(Qt.ItemDataRole.DecorationRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
FONT = int(Qt.ItemDataRole.FontRole)
TEXT_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
CHECK_STATE = int(Qt.ItemDataRole.CheckStateRole)
SIZE_HINT = int(Qt.ItemDataRole.SizeHintRole)
HORIZONTAL = Qt.Orientation.Horizontal  # the enum: signals carry it to Qt
VERTICAL = Qt.Orientation.Vertical
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)  # numbers


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
