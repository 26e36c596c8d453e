"""The player table: one row per seat over a `GameState` and the ruleset.

Rows are computed once per game change into plain `PlayerRow`s (`player_rows.py`); the
model only reads them. With "hide secrets" on (screen sharing) every secret column answers
nothing and the status column shows what the town sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from .. import colors
from ..icons import status_icon
from .base import Index, RowsModel
from .player_rows import PlayerRow
from .roles import (
    DECORATION,
    DISPLAY,
    FONT,
    FOREGROUND,
    HORIZONTAL,
    RIGHT,
    TEXT_ALIGNMENT,
    TOOLTIP,
    Role,
)


class PlayerColumn(IntEnum):
    SEAT = 0
    NAME = 1
    PUBLIC_ROLE = 2
    SECRET_ROLE = 3
    HP = 4
    STATUS = 5
    FACTION = 6
    LOCATION = 7
    FLAGS = 8
    CHARGES = 9
    ORDERS = 10
    EXTRA = 11  # the ruleset's own columns (a card game's containers), public parts first


COLUMNS = tuple(PlayerColumn)  # by number: `data` runs for every cell and role it paints
BUILT_IN = len(COLUMNS)  # the setup columns (a ruleset's own) come after these

SECRET_COLUMNS = frozenset(
    {
        PlayerColumn.SECRET_ROLE,
        PlayerColumn.FACTION,
        PlayerColumn.HP,
        PlayerColumn.LOCATION,
        PlayerColumn.FLAGS,
        PlayerColumn.CHARGES,
        PlayerColumn.ORDERS,
    }
)


class PlayerTableModel(RowsModel):
    """Seats × (roles, HP, status, flags, charges, orders this phase)."""

    column_count = BUILT_IN
    _rows: list[PlayerRow]

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._hide_secrets = False
        self._location_header = ""
        self._extra_header = ""
        self._setup_titles: list[str] = []
        # what `data` answered, until the rows or what they show change: Qt asks for each
        # cell's seven roles to size a column and again on every repaint
        self._answers: dict[tuple[int, int, int], Any] = {}
        self._titles: dict[PlayerColumn, str] | None = None

    def set_rows(self, rows: Sequence[PlayerRow]) -> None:
        self._answers.clear()
        super().set_rows(rows)

    # --- data in -----------------------------------------------------------------------------
    def rows(self) -> list[PlayerRow]:
        return list(self._rows)

    @property
    def hide_secrets(self) -> bool:
        return self._hide_secrets

    def set_hide_secrets(self, hide: bool) -> None:
        if hide == self._hide_secrets:
            return
        self._hide_secrets = hide
        self._answers.clear()
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, BUILT_IN - 1))
        self.headerDataChanged.emit(HORIZONTAL, 0, BUILT_IN - 1)

    def set_location_header(self, text: str) -> None:
        """The location column's title, from the ruleset (`location_header`)."""
        if text != self._location_header:
            self._location_header = text
            self._titles = None
            self.headerDataChanged.emit(HORIZONTAL, PlayerColumn.LOCATION, PlayerColumn.LOCATION)

    def set_extra_header(self, text: str) -> None:
        """The ruleset columns' title (`extra_header`)."""
        if text != self._extra_header:
            self._extra_header = text
            self._titles = None
            self.headerDataChanged.emit(HORIZONTAL, PlayerColumn.EXTRA, PlayerColumn.EXTRA)

    def set_setup_columns(self, titles: list[str]) -> None:
        """The ruleset's setup columns (`setup_columns`), after the built-in ones."""
        if titles != self._setup_titles:
            self.beginResetModel()
            self._setup_titles = list(titles)
            self._answers.clear()
            self.endResetModel()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else BUILT_IN + len(self._setup_titles)

    def row_of(self, name: str) -> int:
        for i, row in enumerate(self._rows):
            if row.name == name:
                return i
        return -1

    # --- Qt ------------------------------------------------------------------------------------
    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation != HORIZONTAL or not 0 <= section < self.columnCount():
            return None
        if section >= BUILT_IN:  # a setup column: secret, like the flags
            if role == DISPLAY:
                return self._setup_titles[section - BUILT_IN]
            return True if role == Role.SECRET else None
        column = COLUMNS[section]
        if role == DISPLAY:
            return self._header(column)
        if role == Role.SECRET:
            return column in SECRET_COLUMNS
        return None

    def _header(self, column: PlayerColumn) -> str:
        # made once (the header asks hundreds of times while it sizes itself); the window
        # is rebuilt on a language switch, and the ruleset's titles reset it (set_*_header)
        if self._titles is None:
            self._titles = self._make_titles()
        return self._titles[column]

    def _make_titles(self) -> dict[PlayerColumn, str]:
        return {
            PlayerColumn.SEAT: self.tr("#"),
            PlayerColumn.NAME: self.tr("Player"),
            PlayerColumn.PUBLIC_ROLE: self.tr("Public role"),
            PlayerColumn.SECRET_ROLE: self.tr("Secret role"),
            PlayerColumn.FACTION: self.tr("Faction"),
            PlayerColumn.HP: self.tr("HP"),
            PlayerColumn.STATUS: self.tr("Status"),
            PlayerColumn.LOCATION: self._location_header or self.tr("Location"),
            PlayerColumn.FLAGS: self.tr("Flags"),
            PlayerColumn.CHARGES: self.tr("Charges left"),
            PlayerColumn.ORDERS: self.tr("Orders this phase"),
            PlayerColumn.EXTRA: self._extra_header,
        }

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        key = (index.row(), index.column(), role)
        try:
            return self._answers[key]
        except KeyError:
            pass
        answer = self._answer(index, role) if index.isValid() else None
        self._answers[key] = answer
        return answer

    def _answer(self, index: Index, role: int) -> Any:
        r, c = index.row(), index.column()
        if not 0 <= r < len(self._rows):
            return None
        row = self._rows[r]
        if role == Role.PLAYER:
            return row.name
        if role == Role.ALIVE:
            return row.alive
        if c >= BUILT_IN:
            return self._setup_data(row, c - BUILT_IN, role)
        column = COLUMNS[c]
        if self._hide_secrets and column in SECRET_COLUMNS:
            return None
        return self._cell(row, column, role)

    def _cell(self, row: PlayerRow, column: PlayerColumn, role: int) -> Any:
        if role == DISPLAY:
            return self._display(row, column)
        if role == Role.SORT:
            return self._sort_key(row, column)
        if role == Role.HP and column is PlayerColumn.HP:
            return (row.hp, row.max_hp, row.alive)
        if role == DECORATION and column is PlayerColumn.STATUS:
            return status_icon(row.public_status_id if self._hide_secrets else row.status_id)
        if role == TOOLTIP:
            return self._tooltip(row, column)
        if role == FOREGROUND:
            if (
                column in (PlayerColumn.FACTION, PlayerColumn.SECRET_ROLE)
                and row.faction_colour
                and row.alive
            ):
                return QColor(row.faction_colour)
            if not row.alive:
                return colors.MUTED_TEXT
        if role == FONT and column is PlayerColumn.NAME and not row.alive:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == TEXT_ALIGNMENT and column in (
            PlayerColumn.SEAT,
            PlayerColumn.HP,
        ):
            return RIGHT
        return None

    def _setup_data(self, row: PlayerRow, i: int, role: int) -> Any:
        if self._hide_secrets or i >= len(row.setup):
            return None
        if role in (DISPLAY, TOOLTIP):
            return row.setup[i] or None
        if role == Role.SORT:
            text = row.setup[i]
            return (0, int(text), "") if text.isdigit() else (1, 0, text.casefold())
        if role == FOREGROUND and not row.alive:
            return colors.MUTED_TEXT
        return None

    def _status_text(self, row: PlayerRow) -> str:
        if self._hide_secrets or row.status_id == row.public_status_id:
            return row.public_status if self._hide_secrets else row.status
        return (
            self.tr("%1 (town sees: %2)").replace("%1", row.status).replace("%2", row.public_status)
        )

    def _display(self, row: PlayerRow, column: PlayerColumn) -> Any:
        match column:
            case PlayerColumn.SEAT:
                return row.seat
            case PlayerColumn.NAME:
                return row.name
            case PlayerColumn.PUBLIC_ROLE:
                return row.public_role
            case PlayerColumn.SECRET_ROLE:
                return row.secret_role
            case PlayerColumn.FACTION:
                return row.faction
            case PlayerColumn.HP:
                return f"{row.hp}/{row.max_hp}"
            case PlayerColumn.STATUS:
                return self._status_text(row)
            case PlayerColumn.LOCATION:
                return row.location
            case PlayerColumn.FLAGS:
                return row.flags
            case PlayerColumn.CHARGES:
                return row.charges
            case PlayerColumn.ORDERS:
                return row.orders if row.alive else ""
            case PlayerColumn.EXTRA:  # secret parts only while secrets are shown
                return row.extra_public if self._hide_secrets else row.extra_all
        return None

    def _sort_key(self, row: PlayerRow, column: PlayerColumn) -> Any:
        match column:
            case PlayerColumn.SEAT:
                return row.seat
            case PlayerColumn.HP:
                return row.hp if row.alive else -10_000 + row.hp
            case PlayerColumn.LOCATION:
                return row.location_rank
            case PlayerColumn.ORDERS:
                return row.order_count
            case PlayerColumn.STATUS:
                return row.hp if not self._hide_secrets else row.public_status
        return str(self._display(row, column) or "").casefold()

    def _tooltip(self, row: PlayerRow, column: PlayerColumn) -> str | None:
        if (
            column is PlayerColumn.STATUS
            and not self._hide_secrets
            and row.status_id != row.public_status_id
        ):
            return (
                self.tr("True status: %1. The town sees: %2.")
                .replace("%1", row.status)
                .replace("%2", row.public_status)
            )
        if column is PlayerColumn.HP:
            return self.tr("%1 of %2 HP").replace("%1", str(row.hp)).replace("%2", str(row.max_hp))
        text = self._display(row, column)
        return str(text) if text else None
