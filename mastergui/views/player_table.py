"""The player table: sortable, filterable, with HP bars and a "hide secrets" switch."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.store import Changes

from .. import colors
from ..models.player_columns import extra_header, setup_columns
from ..models.player_rows import location_header, player_rows
from ..models.players import BUILT_IN, SECRET_COLUMNS, PlayerColumn, PlayerTableModel
from ..models.roles import Role
from ..session import GameSession
from .fit import fit_columns

Index = QModelIndex | QPersistentModelIndex


class HpBarDelegate(QStyledItemDelegate):
    """HP as a bar against max HP: green → yellow → red; empty for the dead."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self._table = table

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        value = index.data(Role.HP)
        if value is None:
            super().paint(painter, option, index)
            return
        hp, max_hp, alive = value
        painter.save()
        # selected as the table marks it (from its selection model), not read from
        # `option.state`: that makes PySide build QStyle's enum classes, ~48 M instructions
        # at start for nothing else on the first screen (issue 26)
        selection = self._table.selectionModel()
        if selection is not None and selection.isSelected(index):
            painter.fillRect(option.rect, option.palette.highlight())
        rect = option.rect.adjusted(3, 4, -3, -4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e3e3e3"))
        painter.drawRoundedRect(rect, 3, 3)
        share = max(0.0, min(1.0, hp / max_hp)) if max_hp > 0 else 0.0
        if alive and share > 0:
            color = (
                QColor("#43a047")
                if share >= 0.75
                else (
                    QColor("#f9a825")
                    if share >= 0.5
                    else (QColor("#ef6c00") if share >= 0.2 else QColor("#c62828"))
                )
            )
            painter.setBrush(color)
            painter.drawRoundedRect(
                QRect(rect.x(), rect.y(), int(rect.width() * share), rect.height()), 3, 3
            )
        painter.setPen(colors.DARK_TEXT if alive else colors.MUTED_TEXT)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), str(index.data()))
        painter.restore()


class PlayerFilter(QSortFilterProxyModel):
    """Text filter over every shown column; optionally the living only."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._living_only = False
        self.setSortRole(Role.SORT)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)

    def set_living_only(self, on: bool) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9+; invalidateFilter is deprecated
            self.beginFilterChange()
            self._living_only = on
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._living_only = on
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if self._living_only and not model.index(source_row, 0, source_parent).data(Role.ALIVE):
            return False
        return super().filterAcceptsRow(source_row, source_parent)


class PlayerTable(QWidget):
    """Filter bar and table; emits the player the master picks."""

    player_selected = Signal(str)
    hide_secrets_changed = Signal(bool)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = PlayerTableModel(self)
        self.proxy = PlayerFilter(self)
        self.proxy.setSourceModel(self.model)

        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Filter players, roles, statuses…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.living = QCheckBox(self.tr("Living only"), self)
        self.living.toggled.connect(self.proxy.set_living_only)
        self.hide_box = QCheckBox(self.tr("Hide secrets"), self)
        self.hide_box.setToolTip(self.tr("For screen sharing: show only what the town knows"))
        self.hide_box.toggled.connect(self.set_hide_secrets)

        self.table = QTableView(self)
        self.table.setObjectName("playerTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayerColumn.SEAT, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setItemDelegateForColumn(PlayerColumn.HP, HpBarDelegate(self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        # HP and status right after the name: what a master tracks all game stays in view
        # when the panel is narrow (1024×700); the roles follow (the master may drag them)
        for visual, column in enumerate((PlayerColumn.HP, PlayerColumn.STATUS), start=2):
            header.moveSection(header.visualIndex(column), visual)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)

        # the filter on a line of its own: beside the two boxes it shrank to «…» on a
        # 1366- or 1024-pixel screen
        bar = QHBoxLayout()
        bar.addWidget(self.living)
        bar.addWidget(self.hide_box)
        bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filter)
        layout.addLayout(bar)
        layout.addWidget(self.table)

        session.changed.connect(self.on_changed)
        self.reload()
        self._fit_columns()

    def _fit_columns(self) -> None:
        fit_columns(self.table)
        header = self.table.horizontalHeader()
        header.resizeSection(PlayerColumn.HP, 96)
        for column in (PlayerColumn.FLAGS, PlayerColumn.CHARGES, PlayerColumn.ORDERS):
            header.resizeSection(column, min(header.sectionSize(column), 180))

    def on_changed(self, changes: Changes) -> None:
        if (
            changes.state
            or changes.orders
            or changes.players
            or changes.phases
            or changes.phase is not None
        ):
            self.reload()

    def absent_columns(self) -> set[PlayerColumn]:
        """Columns the ruleset has nothing for: no HP (numbers.hp: false) hides HP and the
        hospital, no place but "none" the hospital; a single public role hides the public
        role, unless it is written freely (a card game's «Класс»); no charges, the charges; no
        columns of its own (AM-15), the ruleset's column."""
        rs = self.session.ruleset
        absent: set[PlayerColumn] = set()
        no_hp = rs.numbers.get("hp", True) is False
        if no_hp:
            absent.add(PlayerColumn.HP)
        if no_hp or len(rs.places) <= 1:
            absent.add(PlayerColumn.LOCATION)
        if len(rs.public_roles) <= 1 and rs.scenario_keys.free_public is None:
            absent.add(PlayerColumn.PUBLIC_ROLE)
        if not any(r.charges for r in self.model.rows()):
            absent.add(PlayerColumn.CHARGES)  # no ability with charges (MafiaLife's setup
            # charges have their own column, numbers.setup_columns)
        if not rs.columns:
            absent.add(PlayerColumn.EXTRA)
        return absent

    def _show_columns(self) -> None:
        absent = self.absent_columns()
        hide = self.hide_box.isChecked()
        for column in PlayerColumn:
            self.table.setColumnHidden(
                column, column in absent or (hide and column in SECRET_COLUMNS)
            )
        rows = self.model.rows()
        for extra in range(BUILT_IN, self.model.columnCount()):
            i = extra - BUILT_IN
            empty = not any(i < len(r.setup) and r.setup[i] for r in rows)
            self.table.setColumnHidden(extra, hide or empty)  # secret; nobody has any: hidden

    def reload(self) -> None:
        view = self.session.view
        name = self.current_player()
        self.model.set_location_header(location_header(self.session.texts))
        self.model.set_extra_header(extra_header(self.session.texts))
        self.model.set_setup_columns([c.title for c in setup_columns(self.session.texts)])
        # the ruleset's own columns (a card game's Hand, which is its HP) right after HP,
        # where the master looks (hidden without them: absent_columns)
        header = self.table.horizontalHeader()
        if (
            self.session.texts.ruleset.columns
            and header.visualIndex(PlayerColumn.EXTRA) > header.visualIndex(PlayerColumn.HP) + 1
        ):
            header.moveSection(
                header.visualIndex(PlayerColumn.EXTRA), header.visualIndex(PlayerColumn.HP) + 1
            )
        self.model.set_rows(
            player_rows(
                self.session.texts, view.state, view.abilities, view.active_orders, view.resolving
            )
        )
        self._place_setup_columns()
        self._show_columns()
        if name is not None:
            self.select_player(name)

    def _place_setup_columns(self) -> None:
        """The ruleset's setup columns beside the flags (before charges and orders), where a
        master reads them with the role, not past the orders at the far right."""
        header = self.table.horizontalHeader()
        place = header.visualIndex(PlayerColumn.CHARGES)
        for extra in range(BUILT_IN, self.model.columnCount()):
            if header.visualIndex(extra) > place:
                header.moveSection(header.visualIndex(extra), place)
            place += 1

    def set_hide_secrets(self, hide: bool) -> None:
        if self.hide_box.isChecked() != hide:
            self.hide_box.setChecked(hide)
            return
        self.model.set_hide_secrets(hide)
        self._show_columns()
        self.hide_secrets_changed.emit(hide)

    def current_player(self) -> str | None:
        index = self.table.currentIndex()
        return index.data(Role.PLAYER) if index.isValid() else None

    def select_player(self, name: str) -> None:
        source_row = self.model.row_of(name)
        if source_row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(source_row, PlayerColumn.NAME))
        if index.isValid():
            self.table.setCurrentIndex(index)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        name = current.data(Role.PLAYER) if current.isValid() else None
        if name:
            self.player_selected.emit(name)
