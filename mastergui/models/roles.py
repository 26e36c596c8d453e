"""Custom item data roles shared by models, delegates and views."""

from __future__ import annotations

from typing import Final

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


_USER = int(Qt.ItemDataRole.UserRole)


class Role:
    """Item data roles beyond Qt's own: ints, as Qt's roles are (a plain class, not an
    IntEnum: on Python 3.11 every attribute of an enum class goes through its metaclass's
    `__getattr__` hook, ~4× a plain class's, on each of the thousands of role comparisons
    a first paint makes)."""

    SORT: Final = _USER + 1  # a sortable key (numbers as numbers)
    HP: Final = _USER + 2  # (hp, max_hp, alive) for the HP bar
    PLAYER: Final = _USER + 3  # the player's name
    EVENTS: Final = _USER + 4  # HpEvents behind a cell
    DIFF: Final = _USER + 5  # True when a what-if cell differs
    STEP: Final = _USER + 6  # the step number of a row or column
    ITEM: Final = _USER + 7  # the engine record behind a row
    SECRET: Final = _USER + 8  # the column shows secret information
    ALIVE: Final = _USER + 9  # the player is alive (public knowledge)
