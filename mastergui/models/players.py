"""The player table: one row per seat over a `GameState` and the ruleset.

Rows are computed once per game change into plain `PlayerRow`s; the model only reads
them. With "hide secrets" on (screen sharing) every secret column answers nothing and the
status column shows what the town sees.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont

from engine import GameState, Order
from engine.extensions import NAMESPACE as EXTENSIONS

from .. import colors
from ..bridge import Ability
from ..icons import status_icon
from ..text import Texts, translate
from .base import Index, RowsModel
from .roles import Role


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


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """What one row shows, already in the master's language."""

    seat: int
    name: str
    public_role: str
    secret_role: str
    faction_id: str
    faction: str
    hp: int
    max_hp: int
    alive: bool
    status_id: str
    status: str
    public_status_id: str
    public_status: str
    location: str
    location_rank: int
    flags: str
    charges: str
    orders: str
    order_count: int
    faction_colour: str | None = None  # the ruleset's colour of the faction
    extra_public: str = ""  # the ruleset's columns the town may know ("Hand 3")
    extra_all: str = ""  # and the secret ones ("Hand 3 · Sleeve 1 · Deck 9")


def _location(texts: Texts, location: str, since: int) -> tuple[str, int]:
    """The ruleset's name of where the player lies, and its rank for sorting (the order
    of the ruleset's locations; nowhere special: 0)."""
    places = list(texts.ruleset.places)
    if location not in places or not texts.ruleset.place(location).special:
        return "", 0
    word = texts.name("location", location).lower()
    if since:
        word += " " + translate("PlayerTable", "(since phase %1)").replace("%1", str(since))
    return word, places.index(location)


def location_header(texts: Texts) -> str:
    """The location column's title: the ruleset's places ("Hospital / Coma"), or a plain
    word for a ruleset that has none."""
    names = [texts.name("location", p.id) for p in texts.ruleset.places.values() if p.special]
    return " / ".join(names) or translate("PlayerTable", "Location")


def _flags(texts: Texts, state: GameState, effects: Sequence[Any]) -> str:
    upcoming = state.phase + 1
    words: list[str] = []
    marks = sum(1 for e in effects if e.kind == "mark")
    if marks:
        words.append(f"{texts.flag('mark')} ×{marks}" if marks > 1 else texts.flag("mark"))
    for e in effects:
        if e.kind == "mark" or (e.active_to is not None and e.active_to < upcoming):
            continue
        # a granted ability (the nagant) shows as that ability's name
        granted = e.params.get("ability") if e.kind == "grant" else None
        word = texts.ability(str(granted)).lower() if granted else texts.flag(e.kind)
        if word not in words:
            words.append(word)
    return ", ".join(words)


def extra_header(texts: Texts) -> str:
    """The ruleset columns' title ("Рука / Рукав / Сайд / Колода"), "" when it has none."""
    return " / ".join(c.name(texts.lang) for c in texts.ruleset.columns)


def _extra(texts: Texts, state: GameState, name: str) -> tuple[str, str]:
    shown: list[str] = []
    everything: list[str] = []
    for column in texts.ruleset.columns:
        value = column.value(state.extra, name)
        if not value:
            continue
        text = f"{column.name(texts.lang)} {value}"
        everything.append(text)
        if not column.secret:
            shown.append(text)
    return " · ".join(shown), " · ".join(everything)


def _free_public(state: GameState, name: str) -> str | None:
    """A public role given as free text («Класс», engine.extensions free_public)."""
    own = (state.extra.get(EXTENSIONS) or {}).get("players") or {}
    entry = own.get(name)
    return str(entry["public"]) if isinstance(entry, Mapping) and entry.get("public") else None


def player_rows(
    texts: Texts,
    state: GameState,
    abilities: Mapping[str, Sequence[Ability]],
    orders: Sequence[Order],
) -> list[PlayerRow]:
    """The rows of the table, in seating order."""
    by_actor: dict[str, list[Order]] = {}
    for order in orders:
        by_actor.setdefault(order.actor, []).append(order)
    rows: list[PlayerRow] = []
    for p in sorted(state.players, key=lambda p: p.seat):
        location, rank = _location(texts, p.location, p.location_since)
        charges = ", ".join(
            f"{texts.ability(a.id)} {a.charges_left}/{a.grant.charges}"
            for a in abilities.get(p.name, ())
            if a.charges_left is not None
        )
        mine = by_actor.get(p.name, [])
        shown, everything = _extra(texts, state, p.name)
        order_text = "; ".join(
            texts.ability(o.ability) + (" → " + ", ".join(o.targets) if o.targets else "")
            for o in mine
        )
        rows.append(
            PlayerRow(
                seat=p.seat,
                name=p.name,
                public_role=_free_public(state, p.name) or texts.public_role(p.public_role),
                secret_role=texts.secret_role(p.secret_role),
                faction_id=p.faction,
                faction=texts.faction(p.faction),
                hp=p.hp,
                max_hp=p.max_hp,
                alive=p.alive,
                status_id=p.status,
                status=texts.status(p.status),
                public_status_id=p.public_status,
                public_status=texts.status(p.public_status),
                location=location,
                location_rank=rank,
                flags=_flags(texts, state, p.effects),
                faction_colour=texts.faction_colour(p.faction),
                charges=charges,
                orders=order_text,
                order_count=len(mine),
                extra_public=shown,
                extra_all=everything,
            )
        )
    return rows


class PlayerTableModel(RowsModel):
    """Seats × (roles, HP, status, flags, charges, orders this phase)."""

    column_count = len(PlayerColumn)
    _rows: list[PlayerRow]

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._hide_secrets = False
        self._location_header = ""
        self._extra_header = ""

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
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(PlayerColumn) - 1)
            )
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(PlayerColumn) - 1)

    def set_location_header(self, text: str) -> None:
        """The location column's title, from the ruleset (`location_header`)."""
        if text != self._location_header:
            self._location_header = text
            self.headerDataChanged.emit(
                Qt.Orientation.Horizontal, PlayerColumn.LOCATION, PlayerColumn.LOCATION
            )

    def set_extra_header(self, text: str) -> None:
        """The ruleset columns' title (`extra_header`)."""
        if text != self._extra_header:
            self._extra_header = text
            self.headerDataChanged.emit(
                Qt.Orientation.Horizontal, PlayerColumn.EXTRA, PlayerColumn.EXTRA
            )

    def row_of(self, name: str) -> int:
        for i, row in enumerate(self._rows):
            if row.name == name:
                return i
        return -1

    # --- Qt ------------------------------------------------------------------------------------
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(PlayerColumn):
            return None
        column = PlayerColumn(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._header(column)
        if role == Role.SECRET:
            return column in SECRET_COLUMNS
        return None

    def _header(self, column: PlayerColumn) -> str:
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
        }[column]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = PlayerColumn(index.column())
        if role == Role.PLAYER:
            return row.name
        if role == Role.ALIVE:
            return row.alive
        if self._hide_secrets and column in SECRET_COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == Role.SORT:
            return self._sort_key(row, column)
        if role == Role.HP and column is PlayerColumn.HP:
            return (row.hp, row.max_hp, row.alive)
        if role == Qt.ItemDataRole.DecorationRole and column is PlayerColumn.STATUS:
            return status_icon(row.public_status_id if self._hide_secrets else row.status_id)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.ForegroundRole:
            if (
                column in (PlayerColumn.FACTION, PlayerColumn.SECRET_ROLE)
                and row.faction_colour
                and row.alive
            ):
                return QBrush(QColor(row.faction_colour))
            if not row.alive:
                return QBrush(colors.MUTED_TEXT)
        if role == Qt.ItemDataRole.FontRole and column is PlayerColumn.NAME and not row.alive:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            PlayerColumn.SEAT,
            PlayerColumn.HP,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
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
