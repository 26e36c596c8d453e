"""The resolution viewer: step list, the events of the selected step, the players × steps
HP matrix with frags, a player's "why", deaths, questions, private messages and rejected
orders — all rendered from the phase's trace, with keyboard stepping."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QTableView,
    QWidget,
)

from engine.store import Changes, PhaseStatus
from engine.trace import END_OF_PHASE, HpEvent, shown_step

from ..models.deaths import why_rows
from ..models.matrix_data import event_steps, has_hp
from ..models.roles import Role
from ..models.steps import event_rows, step_rows
from ..resolving import resolving_phase
from ..session import GameSession, resolution_changed
from .fit import fit_columns, tab_tooltips
from .viewer_panes import ViewerPanes

NARROW = 900  # below this width the side tabs (why, deaths...) go under the matrix


class ResolutionViewer(ViewerPanes):
    """The heart of the console: how the phase resolved, step by step."""

    step_changed = Signal(int)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._step: int | None = None
        self._player: str | None = None
        self._shown_phase: int | None = None

        self.status = QLabel(self)
        self.status.setObjectName("viewerStatus")
        self.status.setWordWrap(True)
        self.all_steps = QCheckBox(self.tr("All steps in the matrix"), self)
        self.all_steps.toggled.connect(lambda _on: self._load_matrix())
        self._build_steps()
        self._build_events()
        self._build_matrix()
        self._build_side(session)
        self._lay_out()
        self._build_actions()
        session.changed.connect(self.on_changed)
        self.reload()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A narrow viewer (1024-pixel screens) puts the why/deaths tabs under the matrix,
        where they get the full width instead of a sliver beside it."""
        super().resizeEvent(event)
        wanted = Qt.Orientation.Vertical if self.width() < NARROW else Qt.Orientation.Horizontal
        if self.bottom.orientation() != wanted:
            self.bottom.setOrientation(wanted)
            half = (
                self.bottom.height() if wanted == Qt.Orientation.Vertical else self.bottom.width()
            ) // 2
            self.bottom.setSizes([half, half])

    def actions_for_menu(self) -> list[QAction]:
        return [
            self.next_step_action,
            self.previous_step_action,
            self.next_event_action,
            self.previous_event_action,
        ]

    # --- loading -----------------------------------------------------------------------------
    def on_changed(self, changes: Changes) -> None:
        if resolution_changed(changes):
            self.reload()

    def reload(self) -> None:
        view = self.session.view
        texts = self.session.texts
        if view.number != self._shown_phase:  # another phase: start from its first event
            self._shown_phase = view.number
            self._step = None
            self._player = None
        self.status.setText(self._status_text())
        self.steps_model.set_rows(step_rows(texts, view.trace))
        fit_columns(self.steps, (0, 2))  # Qt's widths (tested), a fraction of the cost
        self._load_matrix()
        self.deaths_model.set_trace(texts, view.trace)
        self.deaths.resizeColumnsToContents()
        self.questions.reload()
        open_questions = self.questions.open_count()
        self.side.setTabText(
            2, self.tr("Questions") + (f" ({open_questions})" if open_questions else "")
        )
        self.messages.load(texts, view.trace)
        self.rejected.load(texts, view.trace)
        count = self.rejected.rowCount()
        self.side.setTabText(4, self.tr("Rejected") + (f" ({count})" if count else ""))
        tab_tooltips(self.side)
        step = self._step
        if step is None or self.steps_model.row_of(step) < 0:
            step = self._first_interesting_step()
        self._step = None
        self.select_step(step if step is not None else 0)
        self.show_why(self._player or self._first_player())

    def _first_interesting_step(self) -> int:
        """The first step that changed HP (else the first with anything, else 0)."""
        trace = self.session.view.trace
        if trace is not None:
            for st in trace.shown_steps:
                if st.events:
                    return st.number
        busy = self.steps_model.busy_rows()
        number = self.steps_model.step_at(busy[0]) if busy else None
        return number if number is not None else 0

    def _first_player(self) -> str | None:
        trace = self.session.view.trace
        if trace is None or not trace.players:
            return None
        hit = [e.target for e in trace.events()]
        return hit[0] if hit else trace.players[0].name

    def _status_text(self) -> str:
        view = self.session.view
        number = view.number
        status = view.row.status
        if view.resolving:
            return resolving_phase(number)
        if view.trace is None:
            return (
                self.tr("Phase %1 cannot be resolved: %2")
                .replace("%1", str(number))
                .replace("%2", view.problem or "?")
            )
        if status is PhaseStatus.COMMITTED:
            text = self.tr("Phase %1 — committed. This is the trace that was committed.")
        elif status is PhaseStatus.STALE:
            text = self.tr(
                "Phase %1 — committed, but STALE: its inputs or its start changed "
                "since. Re-resolve stale phases to bring it up to date."
            )
        elif status is PhaseStatus.DRAFT:
            text = self.tr("Phase %1 — draft resolved and kept; commit it when you agree.")
        else:
            text = self.tr(
                "Phase %1 — live preview of the current orders (Resolve keeps it as a draft)."
            )
        text = text.replace("%1", str(number))
        trace = view.trace
        if trace.warnings:
            text += "  ⚠ " + " · ".join(trace.warnings)
        return text

    def _load_matrix(self) -> None:
        view = self.session.view
        trace = view.trace
        if trace is not None and self.all_steps.isChecked():
            steps = [s.number for s in self.session.ruleset.steps]
            if trace.shown_step(END_OF_PHASE) is not None:
                steps.append(END_OF_PHASE)
        else:
            steps = event_steps(trace)
        dead = frozenset(p.name for p in view.state.players if not p.alive)
        self.matrix_model.set_trace(self.session.texts, trace, steps, dead=dead)
        title = (
            self.tr("HP after each step")
            if trace is None or has_hp(trace)
            else self.tr("Alive or out after each step")
        )
        self.matrix_title.setText(f"<b>{title}</b>")
        self._fit_matrix(self.matrix)
        self._highlight_matrix_step()

    @staticmethod
    def _fit_matrix(table: QTableView) -> None:
        """Numbers columns to their contents once per trace (not on every repaint); the
        frag column takes the rest."""
        fit_columns(table, range(max(0, table.model().columnCount() - 1)))

    # --- stepping ----------------------------------------------------------------------------
    @property
    def current_step(self) -> int | None:
        return self._step

    @property
    def current_player(self) -> str | None:
        """The player whose "why" is shown."""
        return self._player

    def select_step(self, number: int) -> None:
        row = self.steps_model.row_of(number)
        if row < 0:
            return
        if self.steps.currentIndex().row() != row:
            self.steps.setCurrentIndex(self.steps_model.index(row, 0))
        else:
            self._show_step(number)

    def _step_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        number = self.steps_model.step_at(current.row()) if current.isValid() else None
        if number is not None:
            self._show_step(number)

    def _show_step(self, number: int) -> None:
        changed = number != self._step
        self._step = number
        texts = self.session.texts
        self.step_title.setText(texts.step_heading(number))
        trace = self.session.view.trace
        self.events_model.set_hp(trace is None or has_hp(trace))
        self.events_model.set_rows(event_rows(texts, trace, number))
        self.events.resizeColumnsToContents()
        header = self.events.horizontalHeader()
        header.resizeSection(3, min(header.sectionSize(3), 360))
        self._highlight_matrix_step()
        if changed:
            self.step_changed.emit(number)

    def _highlight_matrix_step(self) -> None:
        """Tint the step's column and mark the explained player's row; the selection is
        left to the master's clicks (a selected cell would hide its colours)."""
        self.matrix_model.set_current_step(self._step)
        self.matrix_model.set_current_player(self._player)
        column = self.matrix_model.column_of_step(self._step) if self._step is not None else -1
        row = self.matrix_model.row_of(self._player) if self._player else -1
        if column >= 0 and row >= 0 and self.matrix.isVisible():
            self.matrix.scrollTo(self.matrix_model.index(row, column))

    def next_step(self) -> None:
        self._move_step(+1)

    def previous_step(self) -> None:
        self._move_step(-1)

    def _move_step(self, delta: int) -> None:
        row = self.steps.currentIndex().row()
        target = max(0, min(self.steps_model.rowCount() - 1, row + delta))
        self.steps.setCurrentIndex(self.steps_model.index(target, 0))

    def next_event(self) -> None:
        """The next event of this step, or the first of the next step that has one."""
        row = self.events.currentIndex().row()
        if row + 1 < self.events_model.rowCount():
            self.events.setCurrentIndex(self.events_model.index(row + 1, 0))
            return
        current = self.steps.currentIndex().row()
        later = [r for r in self.steps_model.busy_rows() if r > current]
        if later:
            self.steps.setCurrentIndex(self.steps_model.index(later[0], 0))
            self.events.setCurrentIndex(self.events_model.index(0, 0))

    def previous_event(self) -> None:
        row = self.events.currentIndex().row()
        if row > 0:
            self.events.setCurrentIndex(self.events_model.index(row - 1, 0))
            return
        current = self.steps.currentIndex().row()
        earlier = [r for r in self.steps_model.busy_rows() if r < current]
        if earlier:
            self.steps.setCurrentIndex(self.steps_model.index(earlier[-1], 0))
            last = self.events_model.rowCount() - 1
            self.events.setCurrentIndex(self.events_model.index(max(0, last), 0))

    def current_event(self) -> object | None:
        index = self.events.currentIndex()
        return index.data(Role.ITEM) if index.isValid() else None

    # --- why ---------------------------------------------------------------------------------
    def show_why(self, player: str | None) -> None:
        self._player = player
        trace = self.session.view.trace
        self.why_model.set_hp(trace is None or has_hp(trace))
        self.why_model.set_rows(why_rows(self.session.texts, trace, player))
        self.why.resizeColumnToContents(0)
        self.why.resizeColumnToContents(1)
        self.why.resizeRowsToContents()
        self._highlight_matrix_step()
        if player is None or trace is None or player not in trace.start:
            self.why_title.setText(self.tr("Pick a player to see why they have their HP."))
            return
        summary = trace.player(player)
        if summary.hp is None:  # a ruleset without HP: alive or out
            state = self.tr("alive") if summary.alive else self.tr("out")
            self.why_title.setText(
                self.tr("%1 is %2 after phase %3:")
                .replace("%1", player)
                .replace("%2", state)
                .replace("%3", str(trace.number))
            )
            return
        self.why_title.setText(
            self.tr("%1: %2 HP after phase %3. Why:")
            .replace("%1", player)
            .replace("%2", str(summary.hp))
            .replace("%3", str(trace.number))
        )

    def _event_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        player = current.data(Role.PLAYER) if current.isValid() else None
        if player:
            self.show_why(player)
            self._highlight_matrix_step()

    def _matrix_cell_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        player = current.data(Role.PLAYER)
        if player:
            self.show_why(player)
        step = current.data(Role.STEP)
        if step is not None and step != self._step:
            self.select_step(step)

    def _why_jump(self, index: QModelIndex) -> None:
        event = index.data(Role.ITEM)
        if isinstance(event, HpEvent):
            self.select_step(shown_step(event))
            for r in range(self.events_model.rowCount()):
                if self.events_model.index(r, 0).data(Role.ITEM) == event:
                    self.events.setCurrentIndex(self.events_model.index(r, 0))

    def _death_jump(self, index: QModelIndex) -> None:
        player = index.data(Role.PLAYER)
        step = index.data(Role.STEP)
        if player:
            self.show_why(player)
        if step is not None:
            self.select_step(step)
