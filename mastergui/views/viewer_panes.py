"""The resolution viewer's panes, built once: the step list, the selected step's events,
the HP matrix, the side tabs (why, deaths, questions, messages, rejected) and the keyboard
stepping actions. `ResolutionViewer` (viewer.py) fills and connects them; texts keep the
ResolutionViewer translation context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..models.deaths import DeathsModel, WhyModel
from ..models.matrix import HpMatrixModel
from ..models.steps import StepEventsModel, StepListModel
from ..text import translate
from .questions import QuestionsPanel
from .trace_lists import MessagesList, RejectedList

if TYPE_CHECKING:
    from ..session import GameSession


def _table(parent: QWidget, name: str) -> QTableView:
    table = QTableView(parent)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setDefaultSectionSize(22)
    table.setWordWrap(False)
    return table


class ViewerPanes(QWidget):
    """The widgets of `ResolutionViewer` and their layout (see there)."""

    if TYPE_CHECKING:
        all_steps: QCheckBox
        status: QLabel

        def _step_row_changed(self, current: QModelIndex, previous: QModelIndex) -> None: ...
        def _event_changed(self, current: QModelIndex, previous: QModelIndex) -> None: ...
        def _matrix_cell_changed(self, current: QModelIndex, previous: QModelIndex) -> None: ...
        def _why_jump(self, index: QModelIndex) -> None: ...
        def _death_jump(self, index: QModelIndex) -> None: ...
        def next_step(self) -> None: ...
        def previous_step(self) -> None: ...
        def next_event(self) -> None: ...
        def previous_event(self) -> None: ...

    def _build_steps(self) -> None:
        self.steps_model = StepListModel(self)
        self.steps = _table(self, "stepList")
        self.steps.setModel(self.steps_model)
        self.steps.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.steps.verticalHeader().hide()
        self.steps.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.steps.setMinimumWidth(180)
        self.steps.selectionModel().currentRowChanged.connect(self._step_row_changed)

    def _build_events(self) -> None:
        """The events of the selected step, under its title."""
        self.step_title = QLabel(self)
        self.step_title.setObjectName("stepTitle")
        font = self.step_title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.step_title.setFont(font)
        self.events_model = StepEventsModel(self)
        self.events = _table(self, "stepEvents")
        self.events.setModel(self.events_model)
        self.events.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.events.verticalHeader().hide()
        self.events.horizontalHeader().setStretchLastSection(True)
        self.events.selectionModel().currentRowChanged.connect(self._event_changed)

    def _build_matrix(self) -> None:
        self.matrix_model = HpMatrixModel(self)
        self.matrix = _table(self, "hpMatrix")
        self.matrix.setModel(self.matrix_model)
        self.matrix.horizontalHeader().setMinimumSectionSize(36)
        self.matrix.horizontalHeader().setStretchLastSection(True)
        self.matrix.selectionModel().currentChanged.connect(self._matrix_cell_changed)

    def _build_side(self, session: GameSession) -> None:
        """The side tabs: why, deaths, questions, messages, rejected orders."""
        self.why_title = QLabel(self)
        self.why_title.setWordWrap(True)
        self.why_model = WhyModel(self)
        self.why = _table(self, "whyChain")
        self.why.setModel(self.why_model)
        self.why.verticalHeader().hide()
        self.why.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.why.horizontalHeader().setStretchLastSection(True)
        self.why.setWordWrap(True)
        self.why.doubleClicked.connect(self._why_jump)
        why_box = QWidget(self)
        why_layout = QVBoxLayout(why_box)
        why_layout.setContentsMargins(0, 0, 0, 0)
        why_layout.addWidget(self.why_title)
        why_layout.addWidget(self.why)

        self.deaths_model = DeathsModel(self)
        self.deaths = _table(self, "deaths")
        self.deaths.setModel(self.deaths_model)
        self.deaths.verticalHeader().hide()
        self.deaths.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.deaths.horizontalHeader().setStretchLastSection(True)
        self.deaths.doubleClicked.connect(self._death_jump)

        self.questions = QuestionsPanel(session, self)
        self.messages = MessagesList(self)
        self.rejected = RejectedList(self)

        self.side = QTabWidget(self)
        self.side.setObjectName("viewerSide")
        self.side.addTab(why_box, translate("ResolutionViewer", "Why"))
        self.side.addTab(self.deaths, translate("ResolutionViewer", "Deaths"))
        self.side.addTab(self.questions, translate("ResolutionViewer", "Questions"))
        self.side.addTab(self.messages, translate("ResolutionViewer", "Messages"))
        self.side.addTab(self.rejected, translate("ResolutionViewer", "Rejected"))

    def _lay_out(self) -> None:
        """steps | (events over (matrix | side tabs))"""
        events_box = QWidget(self)
        events_layout = QVBoxLayout(events_box)
        events_layout.setContentsMargins(0, 0, 0, 0)
        events_layout.addWidget(self.step_title)
        events_layout.addWidget(self.events)
        matrix_box = QWidget(self)
        matrix_layout = QVBoxLayout(matrix_box)
        matrix_layout.setContentsMargins(0, 0, 0, 0)
        matrix_head = QHBoxLayout()
        self.matrix_title = QLabel(
            "<b>" + translate("ResolutionViewer", "HP after each step") + "</b>", self
        )
        matrix_head.addWidget(self.matrix_title)
        matrix_head.addStretch(1)
        matrix_head.addWidget(self.all_steps)
        matrix_layout.addLayout(matrix_head)
        matrix_layout.addWidget(self.matrix)
        self.bottom = QSplitter(Qt.Orientation.Horizontal, self)
        self.bottom.setObjectName("viewerBottom")
        self.bottom.addWidget(matrix_box)
        self.bottom.addWidget(self.side)
        self.bottom.setStretchFactor(0, 3)
        self.bottom.setStretchFactor(1, 2)
        self.center = QSplitter(Qt.Orientation.Vertical, self)
        self.center.setObjectName("viewerCenter")
        self.center.addWidget(events_box)
        self.center.addWidget(self.bottom)
        self.center.setStretchFactor(0, 2)
        self.center.setStretchFactor(1, 5)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("viewerSplitter")
        self.splitter.addWidget(self.steps)
        self.splitter.addWidget(self.center)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([200, 900])
        self.bottom.setSizes([560, 400])
        self.center.setSizes([220, 560])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.splitter, 1)

    def _build_actions(self) -> None:
        self.next_step_action = self._action(
            translate("ResolutionViewer", "Next step"), self.next_step, ("Alt+Right", "F10")
        )
        self.previous_step_action = self._action(
            translate("ResolutionViewer", "Previous step"),
            self.previous_step,
            ("Alt+Left", "Shift+F10"),
        )
        self.next_event_action = self._action(
            translate("ResolutionViewer", "Next event"), self.next_event, ("Alt+Down", "F11")
        )
        self.previous_event_action = self._action(
            translate("ResolutionViewer", "Previous event"),
            self.previous_event,
            ("Alt+Up", "Shift+F11"),
        )

    def _action(self, text: str, slot: object, keys: tuple[str, ...]) -> QAction:
        action = QAction(text, self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action
