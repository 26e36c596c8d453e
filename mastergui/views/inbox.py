"""The order inbox of a phase: orders with the engine's verdict, the players who sent
nothing yet, the editor, and the votes with their weights and the running tally."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.store import Changes
from engine.votes.forum import reads_forum

from ..models.orders import (
    InboxColumn,
    InboxRow,
    OrdersModel,
    VotesModel,
    counts_text,
    inbox_rows,
)
from ..models.roles import Role
from ..resolving import resolving_word
from ..session import GameSession, resolution_changed
from .fit import Scrolled, compact
from .order_editor import OrderEditor
from .thread_votes import ThreadVotesDialog, reads_thread
from .vote_line import VoteLine

if TYPE_CHECKING:
    from .batch_orders import BatchOrdersDialog
    from .paste_orders import PasteOrdersDialog


class VotesPanel(QGroupBox):
    """Ballots as the engine weighed them, the tally, and a quick vote editor."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setTitle(self.tr("Votes"))
        self.model = VotesModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        # a header and a row or two at least: the order editor above keeps its fields
        self.table.setMinimumHeight(48)
        self.tally = QLabel(self)
        self.tally.setObjectName("voteTally")
        self.tally.setWordWrap(True)
        self.voter = compact(QComboBox(self))
        self.candidate = compact(QComboBox(self))
        self.set_button = QPushButton(self.tr("Set vote"), self)
        self.set_button.clicked.connect(self._set_vote)
        self.table.selectionModel().currentRowChanged.connect(self._row_picked)
        self.voter.currentIndexChanged.connect(lambda _i: self._show_ballot())
        editor = QHBoxLayout()
        editor.addWidget(self.voter, 1)
        editor.addWidget(QLabel("→", self))
        editor.addWidget(self.candidate, 1)
        editor.addWidget(self.set_button)
        # «голос игрока учтён не будет»: a vote spent on a purchase (MafiaLife), ticked here
        self.sold = QCheckBox(self.tr("Sold"), self)
        self.sold.setObjectName("soldVote")
        self.sold.setToolTip(self.tr("The vote paid for a purchase: it is not counted"))
        self.sold.setVisible(sells_votes(session))
        self.sold.clicked.connect(self._set_sold)
        editor.addWidget(self.sold)
        # a ruleset whose votes are thread posts: paste them, see each verdict, then apply
        self.thread_button = QPushButton(self.tr("From the thread…"), self)
        self.thread_button.setObjectName("threadVotesButton")
        self.thread_button.setToolTip(self.tr("Paste the day's posts and read the votes"))
        self.thread_button.clicked.connect(self.open_thread)
        self.line = VoteLine(self)  # «Алиса Лев» + Enter (issue 29)
        self.line.vote.connect(self._line_vote)
        self.line.problem.connect(self._line_problem)
        # the quick ways in (a typed line, the pasted thread) on one row, the picker below:
        # side by side they widened the panel past a 1024-pixel screen's share
        quick = QHBoxLayout()
        quick.addWidget(self.line, 1)
        quick.addWidget(self.thread_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tally)
        layout.addWidget(self.table, 1)
        layout.addLayout(quick)
        layout.addLayout(editor)
        self.reload()

    def reload(self) -> None:
        view = self.session.view
        tally = view.trace.votes if view.trace is not None else None
        self.model.set_tally(self.session.texts, tally)
        self.table.resizeColumnsToContents()
        totals = self.model.totals()
        if tally is None and view.resolving:
            self.tally.setText(self.tr("Tally: %1").replace("%1", resolving_word()))
        elif tally is None:
            self.tally.setText(self.tr("No resolution: the tally is unknown."))
        else:
            texts = self.session.texts  # a candidate may be the ruleset's «за мир»
            parts = " · ".join(f"{texts.candidate(n)} {value:g}" for n, value in totals) or "—"
            executed = tally.executed or self.tr("nobody")
            self.tally.setText(
                self.tr("Tally: %1. Cast: %2. Executed: %3.")
                .replace("%1", parts)
                .replace("%2", f"{tally.cast:g}")
                .replace("%3", executed)
            )
            need = dict(tally.extra).get("majority")
            if isinstance(need, int):  # a majority day (mafiascum): what the hammer takes
                alive = dict(tally.extra).get("alive")
                self.tally.setText(
                    self.tally.text()
                    + " "
                    + self.tr("With %1 alive, it takes %2 to lynch.")
                    .replace("%1", str(alive))
                    .replace("%2", str(need))
                )
        voter = self.voter.currentData()
        self.voter.blockSignals(True)
        self.voter.clear()
        self.candidate.clear()
        self.candidate.addItem(self.tr("(abstains)"), None)
        for name in self.session.living():
            self.voter.addItem(name, name)
            self.candidate.addItem(name, name)
        self.voter.setCurrentIndex(max(0, self.voter.findData(voter)))
        self.voter.blockSignals(False)
        self.line.set_names(self.session.living())
        self._show_ballot()

    def _line_vote(self, voter: str, candidate: str | None) -> None:
        self.session.set_vote(voter, candidate)
        self.line.setStyleSheet("")

    def _line_problem(self, why: str) -> None:
        self.line.setStyleSheet("color: #c62828;")
        self.line.setToolTip(self.tr("Not a vote: %1").replace("%1", why))

    def _show_ballot(self) -> None:
        """The candidate box shows the selected voter's stored vote (abstains: none), the
        tick whether it was sold."""
        voter = self.voter.currentData()
        candidate = self.session.view.inputs.votes.get(voter)
        self.candidate.setCurrentIndex(max(0, self.candidate.findData(candidate)))
        self.sold.setVisible(sells_votes(self.session))
        self.sold.setChecked(voter is not None and voter in sold_voters(self.session))

    def _row_picked(self, current: QModelIndex, _previous: QModelIndex) -> None:
        voter = current.data(Role.PLAYER) if current.isValid() else None
        if voter is not None:
            self.voter.setCurrentIndex(max(0, self.voter.findData(voter)))
            self._show_ballot()

    def open_thread(self) -> QDialog:
        """The forum counter for a ruleset whose votes are forum markup (mafiascum), the
        posts' form of the ruleset's day (`numbers.vote_post`), else a thread page's
        free-word votes (issue 30)."""
        if reads_forum(self.session.ruleset):  # English forum markup: majority and hammer
            from .forum_votes import ForumVotesDialog

            dialog: QDialog = ForumVotesDialog(self.session, self)
        elif reads_thread(self.session):
            dialog = ThreadVotesDialog(self.session, self)
        else:
            from .thread_page import ThreadPageDialog  # the parser loads when first needed

            dialog = ThreadPageDialog(self.session, self)
        dialog.open()
        return dialog

    def _set_vote(self) -> None:
        voter = self.voter.currentData()
        if voter is not None:
            self.session.set_vote(voter, self.candidate.currentData())

    def _set_sold(self, checked: bool) -> None:
        voter = self.voter.currentData()
        if voter is not None:
            self.session.set_vote_sold(voter, checked)


def sells_votes(session: GameSession) -> bool:
    """Whether the game's ruleset lets a vote be sold (numbers.sold_votes)."""
    return bool(session.ruleset.numbers.get("sold_votes"))


def sold_voters(session: GameSession) -> set[str]:
    """The shown phase's sold votes (kept with its decisions, as the scenario reads them)."""
    sold = session.view.inputs.decisions.get("sold_votes")
    return {str(v) for v in sold} if isinstance(sold, (list, tuple)) else set()


class Inbox(QWidget):
    """Orders of the phase being viewed, with the editor beside them."""

    order_selected = Signal(object)  # InboxRow

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = OrdersModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("inboxTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _i: self.edit_current())
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)

        self.summary = QLabel(self)
        self.summary.setObjectName("inboxSummary")
        self.summary.setWordWrap(True)  # on its own line: a narrow window wraps it
        self.missing = QLabel(self)
        self.missing.setObjectName("noOrderYet")
        self.missing.setWordWrap(True)

        self.editor = OrderEditor(session, self)
        self.editor.setObjectName("orderEditor")
        self.votes = VotesPanel(session, self)

        self.withdraw_button = QPushButton(self.tr("Withdraw"), self)
        self.withdraw_button.clicked.connect(self.withdraw_current)
        self.restore_button = QPushButton(self.tr("Restore"), self)
        self.restore_button.clicked.connect(self.restore_current)
        self.edit_button = QPushButton(self.tr("Edit"), self)
        self.edit_button.clicked.connect(self.edit_current)
        self.paste_button = QPushButton(self.tr("From a message…"), self)
        self.paste_button.setObjectName("pasteOrders")
        self.paste_button.setToolTip(
            self.tr("Paste a player's message: the orders it names are proposed for you to accept")
        )
        self.paste_button.clicked.connect(self.paste_message)
        self.batch_button = QPushButton(self.tr("Batch…"), self)
        self.batch_button.setObjectName("batchOrders")
        self.batch_button.setToolTip(
            self.tr("Paste many players' messages at once and review every proposal in one table")
        )
        self.batch_button.clicked.connect(self.paste_batch)

        self.withdraw_action = QAction(self.tr("Withdraw order"), self)
        self.withdraw_action.setShortcut(QKeySequence.StandardKey.Delete)
        self.withdraw_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.withdraw_action.triggered.connect(self.withdraw_current)
        self.table.addAction(self.withdraw_action)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.edit_button)
        buttons.addWidget(self.withdraw_button)
        buttons.addWidget(self.restore_button)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        # the summary on a line of its own, the column's width (beside the paste buttons it
        # wrapped over four lines at 1024×700); the ways to paste on their own row
        paste = QHBoxLayout()
        paste.addWidget(self.paste_button)
        paste.addWidget(self.batch_button)
        paste.addStretch(1)
        left_layout.addWidget(self.summary)
        left_layout.addLayout(paste)
        left_layout.addLayout(buttons)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.missing)
        right = QSplitter(Qt.Orientation.Vertical, self)
        self.right = right
        self.editor_pane = Scrolled(self.editor, self)
        right.addWidget(self.editor_pane)
        right.addWidget(self.votes)
        right.setCollapsible(0, False)
        right.setStretchFactor(1, 1)  # the votes take what the editor does not need
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("inboxSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.editor.fields_changed.connect(lambda: QTimer.singleShot(0, self, self._fit_editor))

        # filled when first shown, refreshed while visible: the editor's target check
        # resolves the phase once per candidate, needless while the tab is hidden
        self._stale = True
        self._editor_stale = True
        session.changed.connect(self.on_changed)

    def on_changed(self, changes: Changes) -> None:
        if not resolution_changed(changes):
            return
        self._stale = True
        if changes.phase is not None or changes.phases:
            self._editor_stale = True
        if self.isVisible():
            self.ensure_loaded()

    def showEvent(self, event: QShowEvent) -> None:
        self.ensure_loaded()
        super().showEvent(event)

    def ensure_loaded(self) -> None:
        if self._editor_stale:
            self._editor_stale = False
            self.editor.new_order(self.editor.actor.currentData())
        if self._stale:
            self._stale = False
            self.reload()

    def reload(self) -> None:
        view = self.session.view
        texts = self.session.texts
        current = self.current_row()
        rows = inbox_rows(texts, view.orders, view.trace, view.resolving)
        self.model.set_rows(texts, rows)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        header.resizeSection(InboxColumn.PARAMS, min(header.sectionSize(InboxColumn.PARAMS), 160))
        header.resizeSection(InboxColumn.REASON, min(header.sectionSize(InboxColumn.REASON), 320))
        self.summary.setText(
            self.tr("Phase %1.").replace("%1", str(view.number)) + " " + counts_text(rows)
        )
        acted = {o.actor for o in view.active_orders}
        silent = [n for n in view.to_act() if n not in acted]  # who has something to do
        if view.resolving:  # who can still act is known once the orders are checked
            missing = resolving_word()
        else:
            missing = ", ".join(silent) if silent else self.tr("everyone has sent one")
        self.missing.setText(self.tr("No order yet: %1").replace("%1", missing))
        self.votes.reload()
        # a phase without the vote (step 0: «Возвращение»'s nights) shows no empty votes
        # panel: the editor takes the column
        kind = self.session.ruleset.phase_kind(view.number, view.state.rulings)
        self.votes.setVisible(0 in kind.steps)
        if current is not None:
            row = self.model.row_of(current.stored.id)
            if row >= 0:
                self.table.selectRow(row)
        self._update_buttons()

    def _fit_editor(self) -> None:
        """The editor whole where the column has room (the votes take the rest): a
        parameter row pushed the verdict and «Добавить приказ» below the fold."""
        sizes = self.right.sizes()
        if len(sizes) < 2 or not self.votes.isVisible():
            return
        total = sum(sizes)
        room = total - self.votes.minimumSizeHint().height()
        editor = min(self.editor_pane.sizeHint().height(), room)
        if editor > sizes[0]:
            self.right.setSizes([editor, total - editor])

    def current_row(self) -> InboxRow | None:
        index = self.table.currentIndex()
        return self.model.row_at(index.row()) if index.isValid() else None

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._update_buttons()
        row = self.current_row()
        if row is not None:
            self.order_selected.emit(row)

    def _update_buttons(self) -> None:
        row = self.current_row()
        self.edit_button.setEnabled(row is not None)
        self.withdraw_button.setEnabled(row is not None and not row.stored.withdrawn)
        self.restore_button.setEnabled(row is not None and row.stored.withdrawn)

    def edit_current(self) -> None:
        row = self.current_row()
        if row is not None:
            self.editor.edit(row.stored)

    def withdraw_current(self) -> None:
        row = self.current_row()
        if row is not None and not row.stored.withdrawn:
            self.session.withdraw_order(row.stored.id)

    def restore_current(self) -> None:
        row = self.current_row()
        if row is not None and row.stored.withdrawn:
            self.session.restore_order(row.stored.id)

    def paste_message(self) -> PasteOrdersDialog:
        """Open the paste box (issue 16); it adds what the master accepts itself."""
        # imported here: the text parser (rapidfuzz, the name matcher) is not needed until
        # a message is pasted, and the console starts faster without it (issue 10)
        from .paste_orders import PasteOrdersDialog

        dialog = PasteOrdersDialog(self.session, self)
        row = self.current_row()
        if row is not None:
            dialog.sender_box.setCurrentIndex(
                max(0, dialog.sender_box.findData(row.stored.order.by or row.stored.order.actor))
            )
        dialog.setModal(True)
        dialog.open()
        return dialog

    def paste_batch(self) -> BatchOrdersDialog:
        """Open the batch review (issue 30): many messages, one table, one step to undo."""
        from .batch_orders import BatchOrdersDialog  # the parser loads when first needed

        dialog = BatchOrdersDialog(self.session, self)
        dialog.setModal(True)
        dialog.open()
        return dialog
