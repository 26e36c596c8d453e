"""Players × steps HP matrix with a frag column, the deaths list, and a player's "why".

The numbers come from `PhaseTrace.hp_matrix` and `history_of`; the model only marks them:
changed cells, cells at or below zero, the cell where a death's HP fell. Given a second
trace (what-if), cells that differ from it are marked too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from engine.trace import Death, HpEvent, PhaseTrace

from .. import colors
from ..text import Texts, death_step, signed, step_number
from .matrix_data import MatrixData, frag_text
from .roles import (
    BACKGROUND,
    DISPLAY,
    FONT,
    FOREGROUND,
    HORIZONTAL,
    RIGHT,
    TEXT_ALIGNMENT,
    TOOLTIP,
    VERTICAL,
    Role,
)

Index = QModelIndex | QPersistentModelIndex

# the roles a cell's row answers without its cached _Cell
_ROW_ROLES = frozenset({Role.PLAYER, Role.STEP, Role.DIFF, TOOLTIP, Role.EVENTS})
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_MUTED = colors.MUTED_TEXT


@cache
def _bold() -> QFont:
    font = QFont()  # created on first use: a QFont needs the application to exist
    font.setBold(True)
    return font


@dataclass(frozen=True, slots=True)
class _Cell:
    """One HP matrix cell, made once per trace."""

    display: str
    sort: Any
    background: QColor | None
    foreground: QColor | None
    bold: bool
    align: int


class HpMatrixModel(QAbstractTableModel):
    """Rows: players. Columns: start, each shown step, frag."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._data: MatrixData | None = None
        self._other: MatrixData | None = None
        self._texts: Texts | None = None
        self._dead: frozenset[str] = frozenset()
        self._current_step: int | None = None
        self._current_player: str | None = None
        self._rulings: dict[str, str] = {}
        self._cells: dict[tuple[int, int], _Cell] = {}

    def set_trace(
        self,
        texts: Texts,
        trace: PhaseTrace | None,
        steps: Sequence[int],
        other: PhaseTrace | None = None,
        dead: frozenset[str] = frozenset(),
    ) -> None:
        """`dead`: players dead before the phase began (their row is muted)."""
        self.beginResetModel()
        self._texts = texts
        self._dead = dead
        self._rulings = dict(trace.rulings) if trace is not None else {}
        self._cells = {}
        self._data = MatrixData.of(trace, steps) if trace is not None else None
        self._other = MatrixData.of(other, steps) if other is not None else None
        self.endResetModel()

    def set_current_step(self, step: int | None) -> None:
        """Tint the column of the step the viewer shows."""
        old = self.column_of_step(self._current_step) if self._current_step is not None else -1
        self._current_step = step
        new = self.column_of_step(step) if step is not None else -1
        for column in {old, new} - {-1}:
            for row in range(self.rowCount()):
                self._cells.pop((row, column), None)
            if self.rowCount():
                self.dataChanged.emit(
                    self.index(0, column), self.index(self.rowCount() - 1, column)
                )
            self.headerDataChanged.emit(HORIZONTAL, column, column)

    def set_current_player(self, player: str | None) -> None:
        """Mark the row of the player whose "why" is shown (its header, not a selection:
        a selected cell would hide its own colours)."""
        old, self._current_player = self._current_player, player
        for name in (old, player):
            row = self.row_of(name) if name is not None else -1
            if row >= 0:
                self.headerDataChanged.emit(VERTICAL, row, row)

    @property
    def steps(self) -> tuple[int, ...]:
        return self._data.steps if self._data else ()

    def column_of_step(self, step: int) -> int:
        if self._data is None or step not in self._data.steps:
            return -1
        return self._data.steps.index(step) + 1

    def frag_column(self) -> int:
        return len(self._data.steps) + 1 if self._data else 0

    def row_of(self, player: str) -> int:
        if self._data is None or player not in self._data.players:
            return -1
        return self._data.players.index(player)

    def differing_cells(self) -> list[tuple[str, str]]:
        """(player, column header) of every cell that differs from the other trace."""
        out = []
        for r in range(self.rowCount()):
            for c in range(self.columnCount()):
                if self.data(self.index(r, c), Role.DIFF):
                    out.append(
                        (
                            self._data.players[r] if self._data else "",
                            str(self.headerData(c, HORIZONTAL)),
                        )
                    )
        return out

    # --- Qt ------------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._data is None else len(self._data.players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._data is None else len(self._data.steps) + 2

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        d = self._data
        if d is None:
            return None
        if orientation == VERTICAL:
            if not 0 <= section < len(d.players):
                return None
            if role == DISPLAY:
                return d.players[section]
            if role == FONT and d.players[section] == self._current_player:
                font = QFont()
                font.setBold(True)
                font.setUnderline(True)
                return font
            return None
        if not 0 <= section < len(d.steps) + 2:
            return None
        if role == DISPLAY:
            if section == 0:
                return self.tr("Start")
            if section == len(d.steps) + 1:
                return self.tr("Frag")
            return step_number(d.steps[section - 1])
        if (
            role == FONT
            and 0 < section <= len(d.steps)
            and d.steps[section - 1] == self._current_step
        ):
            font = QFont()
            font.setBold(True)
            font.setUnderline(True)
            return font
        if role == TOOLTIP and 0 < section <= len(d.steps):
            number = d.steps[section - 1]
            return self._texts.step_heading(number) if self._texts else step_number(number)
        if role == Role.STEP and 0 < section <= len(d.steps):
            return d.steps[section - 1]
        return None

    def _cell_events(self, player: str, column: int) -> tuple[HpEvent, ...]:
        d = self._data
        if d is None or not 0 < column <= len(d.steps):
            return ()
        return d.events.get((player, d.steps[column - 1]), ())

    def _is_death_cell(self, player: str, column: int) -> bool:
        d = self._data
        if d is None or player not in d.deaths or not 0 < column <= len(d.steps):
            return False
        return death_step(d.deaths[player], d.phase) == d.steps[column - 1]

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        d = self._data
        if d is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not 0 <= row < len(d.players):
            return None
        role = int(role)
        if role in _ROW_ROLES:
            return self._row_data(d.players[row], column, role)
        cell = self._cells.get((row, column))
        if cell is None:
            cell = self._cells[(row, column)] = self._make_cell(d.players[row], column)
        return _cell_data(cell, role)

    def _row_data(self, player: str, column: int, role: int) -> Any:
        """The roles not cached in a `_Cell`: who and which step, tips, the events."""
        d = self._data
        assert d is not None
        if role == Role.PLAYER:
            return player
        if role == Role.STEP:
            return d.steps[column - 1] if 0 < column <= len(d.steps) else None
        if role == Role.DIFF:
            return self._differs(player, column)
        if role == TOOLTIP:
            if column == len(d.steps) + 1:
                return self._frag_data(player, TOOLTIP)
            if player in self._dead:
                return self.tr("Dead before this phase")
            return self._cell_tip(player, column)
        return self._cell_events(player, column)  # Role.EVENTS

    def _make_cell(self, player: str, column: int) -> _Cell:
        """Everything a cell shows, computed once per trace (views ask many times)."""
        d = self._data
        assert d is not None
        if column == len(d.steps) + 1:
            return _Cell(
                self._frag_data(player, DISPLAY),
                self._frag_data(player, Role.SORT),
                self._frag_data(player, BACKGROUND),
                self._frag_data(player, FOREGROUND),
                False,
                _LEFT,
            )
        value = d.value(player, column)
        if player in self._dead:
            return _Cell("✝", value, None, _MUTED, False, _CENTER)
        if d.lives:
            return self._life_cell(player, column, value)
        changed = column > 0 and value != d.value(player, column - 1)
        death = self._is_death_cell(player, column)
        background = self._background(player, column, value, changed, death)
        return _Cell(
            f"✝ {value}" if death else str(value),
            value,
            background,
            colors.text_on(background) if background is not None else None,
            changed or death or self._differs(player, column),
            RIGHT,
        )

    def _life_cell(self, player: str, column: int, value: int) -> _Cell:
        """Without HP: ✝ with the killer (or the cause) where he died, the actors of what
        was done to him elsewhere (a kill the doctor stopped: the killer, the healer)."""
        d = self._data
        assert d is not None
        death = d.deaths.get(player) if self._is_death_cell(player, column) else None
        actions = d.actions.get((player, d.steps[column - 1]), ()) if column > 0 else ()
        actors = ", ".join(dict.fromkeys(a.actor for a in actions if a.actor))
        if death is not None:
            cause = self._texts.death_cause(death.cause) if self._texts else death.cause
            text = "✝ " + (death.frag or cause)
            background: Any = colors.DEATH
        elif actions:
            text = "● " + actors if actors else "●"
            background = colors.HEAL if value else colors.DAMAGE
        else:
            text = "" if value else "✝"
            background = None
        if self._differs(player, column):
            background = colors.DIFF
        elif (
            background is None
            and self._current_step is not None
            and column == self.column_of_step(self._current_step)
        ):
            background = colors.SELECTED_STEP
        return _Cell(
            text,
            value,
            background,
            colors.text_on(background) if background is not None else (None if value else _MUTED),
            death is not None or bool(actions),
            _LEFT,
        )

    def _background(self, player: str, column: int, value: int, changed: bool, death: bool) -> Any:
        if self._differs(player, column):
            return colors.DIFF
        if death:
            return colors.DEATH
        if value <= 0 and column > 0:
            return colors.BELOW_ZERO
        if changed:
            d = self._data
            assert d is not None
            return colors.DAMAGE if value < d.value(player, column - 1) else colors.HEAL
        if self._current_step is not None and column == self.column_of_step(self._current_step):
            return colors.SELECTED_STEP
        return None

    def _differs(self, player: str, column: int) -> bool:
        d, o = self._data, self._other
        if d is None or o is None or player not in o.players:
            return False
        if column == len(d.steps) + 1:
            return _death_key(d.deaths.get(player)) != _death_key(o.deaths.get(player))
        return d.value(player, column) != o.value(player, column)

    def _frag_data(self, player: str, role: int) -> Any:
        d = self._data
        assert d is not None and self._texts is not None
        death = d.deaths.get(player)
        if role == DISPLAY:
            if death is None and player in self._dead:
                return self.tr("dead before this phase")
            return frag_text(self._texts, death, d.phase)
        if role == FOREGROUND and death is None and player in self._dead:
            return colors.MUTED_TEXT
        if role == TOOLTIP and death is not None:
            rulings = self._texts.rulings_tip(death.rulings, self._rulings)
            text = frag_text(self._texts, death, d.phase)
            return f"{text}\n{rulings}" if rulings else text
        differs = self._differs(player, len(d.steps) + 1)
        if role == BACKGROUND and differs:
            return colors.DIFF
        if role == FOREGROUND and differs:
            return colors.DARK_TEXT
        if role == Role.SORT:
            return death.step if death and death.step is not None else 999
        return None

    def _cell_tip(self, player: str, column: int) -> str | None:
        d = self._data
        if d is not None and d.lives and self._texts is not None and 0 < column <= len(d.steps):
            lines = []
            for a in d.actions.get((player, d.steps[column - 1]), ()):
                notes = self._texts.notes(a.notes)
                ability = self._texts.ability(a.ability) if a.ability else ""
                line = f"{a.actor or '—'}: {ability} ({self._texts.outcome(a.outcome)})"
                lines.append(f"{line} [{notes}]" if notes else line)
            death = d.deaths.get(player)
            if death is not None and self._is_death_cell(player, column):
                lines.append(frag_text(self._texts, death, d.phase))
            return "\n".join(lines) or None
        events = self._cell_events(player, column)
        if not events or self._texts is None:
            return None
        lines = []
        for e in events:
            who = e.actor or "—"
            notes = self._texts.notes(e.notes)
            line = (
                f"{who}: {self._texts.event_ability(e)} {e.hp_before} → {e.hp_after} "
                f"({signed(e.delta)})"
            )
            lines.append(f"{line} [{notes}]" if notes else line)
        return "\n".join(lines)


def _death_key(death: Death | None) -> tuple[Any, ...] | None:
    return None if death is None else (death.frag, death.step, death.cause)


def _cell_data(cell: _Cell, role: int) -> Any:
    if role == DISPLAY:
        return cell.display
    if role == Role.SORT:
        return cell.sort
    if role == BACKGROUND:
        return cell.background
    if role == FOREGROUND:
        return cell.foreground
    if role == FONT:
        return _bold() if cell.bold else None
    if role == TEXT_ALIGNMENT:
        return cell.align
    return None
