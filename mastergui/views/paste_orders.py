"""Orders from a pasted private message (issue 16): the master picks the sender and pastes
the message; the engine's parser (`engine.orders_text`) proposes orders and votes, shown
beside the message with the words they came from highlighted, each with the engine's
verdict. The master accepts, edits or drops each one; nothing reaches the store until
"Add accepted", and every order added keeps the message as its source text."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import Order
from engine.model.state import frozen_map
from engine.orders_text import (
    OrderReader,
    ParsedMessage,
    ProposedOrder,
    ProposedVote,
    VerdictKind,
)
from engine.store import Changes

from .. import window_size
from ..param_words import params_from_words, params_words
from ..proposals import Proposal
from ..session import GameSession
from ..verdict import verdict as engine_verdict
from .message_view import MessageView
from .review_cells import fixed_cell, review_table, table_cell

# background of the words each field came from


class Column:
    ACCEPT, KIND, ACTOR, ABILITY, TARGETS, PARAMS, WORDS, SURE, VERDICT = range(9)


class PasteOrdersDialog(QDialog):
    """Paste a message, read the proposals, accept / edit / drop, then add them."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Orders from a message"))
        window_size.fit_size(self, 1000, 560)  # never past the screen (issue 29)
        self.parsed: ParsedMessage | None = None
        self.phase = session.store.open_phase()
        self.state = session.view.state
        self.inputs = session.view.inputs
        self.proposals: list[Proposal] = []
        self._filling = False

        self.sender_box = QComboBox(self)
        self.sender_box.setObjectName("pasteSender")
        for name in session.names():
            self.sender_box.addItem(name, name)
        self.message = QPlainTextEdit(self)
        self.message.setObjectName("pasteMessage")
        self.message.setPlaceholderText(self.tr("Paste the player's private message here"))
        self.read_button = QPushButton(self.tr("Read"), self)
        self.read_button.setObjectName("pasteRead")
        self.read_button.clicked.connect(self.read)
        self.read_button.setToolTip(self.tr("Read the message (Ctrl+Return)"))
        read_key = QShortcut(QKeySequence("Ctrl+Return"), self.message)
        read_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        read_key.activated.connect(self.read)
        self.source = MessageView(self)
        self.source.setObjectName("pasteSource")
        self.table = review_table(
            self,
            "pasteProposals",
            [
                self.tr("Accept"),
                self.tr("Kind"),
                self.tr("Actor"),
                self.tr("Ability"),
                self.tr("Targets"),
                self.tr("Parameters"),
                self.tr("Words"),
                self.tr("Sure"),
                self.tr("Verdict"),
            ],
        )
        self.table.itemChanged.connect(self._edited)
        self.table.currentCellChanged.connect(lambda *_a: self._highlight())
        self.drop_button = QPushButton(self.tr("Drop"), self)
        self.drop_button.clicked.connect(self.drop_current)
        drop_key = QShortcut(QKeySequence.StandardKey.Delete, self.table)
        drop_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        drop_key.activated.connect(self.drop_current)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.apply_button = self.buttons.addButton(
            self.tr("Add accepted"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.apply_button.setObjectName("pasteApply")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("From"), self))
        top.addWidget(self.sender_box, 1)
        top.addWidget(self.read_button)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.message, 1)
        left_layout.addWidget(QLabel(self.tr("Read as:"), self))
        left_layout.addWidget(self.source, 1)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addWidget(self.summary, 1)
        row.addWidget(self.drop_button)
        right_layout.addLayout(row)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)
        self._update_buttons()

    # --- reading ------------------------------------------------------------------------
    def read(self) -> None:
        sender = self.sender_box.currentData()
        text = self.message.toPlainText()
        if sender is None or not text.strip():
            return
        # a message received now is for the open phase, whichever phase is on screen
        store = self.session.store
        self.phase = store.open_phase()
        self.state = store.state(self.phase - 1)
        self.inputs = store.phase_input(self.phase)
        reader = OrderReader(self.session.ruleset, self.state, self.inputs)
        self.parsed = reader.read(text, sender)
        self.proposals = [self._order_row(o) for o in self.parsed.orders] + [
            self._vote_row(v) for v in self.parsed.votes
        ]
        self._fill()
        self._highlight()

    def _order_row(self, o: ProposedOrder) -> Proposal:
        verdict, valid = self._verdict_text(
            o.verdict.kind, o.verdict.reason(self.session.ruleset, self.session.lang), o.phase
        )
        return Proposal(
            "order",
            o.order.actor,
            o.order.ability,
            o.order.targets,
            o.order,
            o.phase,
            o.span,
            o.pieces,
            o.least_confidence,
            verdict,
            valid,
            o.doubts,
        )

    def _vote_row(self, v: ProposedVote) -> Proposal:
        verdict, valid = self._verdict_text(
            v.verdict.kind, v.verdict.reason(self.session.ruleset, self.session.lang), v.phase
        )
        return Proposal(
            "vote",
            v.voter,
            "vote",
            (v.candidate,) if v.candidate else (),
            None,
            v.phase,
            v.span,
            v.pieces,
            v.least_confidence,
            verdict,
            valid,
            v.doubts,
        )

    def _verdict_text(self, kind: VerdictKind, reason: str, phase: int) -> tuple[str, bool]:
        if kind is VerdictKind.VALID:
            return "✓ " + self.tr("valid"), True
        if kind is VerdictKind.LATER:
            return "… " + self.tr("for phase %1: judged then").replace("%1", str(phase)), True
        return "✕ " + reason, False

    def _fill(self) -> None:
        self._filling = True
        self.table.setRowCount(len(self.proposals))
        texts = self.session.texts
        text = self.parsed.text if self.parsed else ""
        for r, p in enumerate(self.proposals):
            accept = QTableWidgetItem()
            accept.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            # sure and valid: ticked; the rest waits for the master's own tick
            sure = p.valid and p.confidence >= 0.9 and not p.doubts
            accept.setCheckState(Qt.CheckState.Checked if sure else Qt.CheckState.Unchecked)
            what = self.tr("vote") if p.kind == "vote" else self.tr("order")
            if p.phase != self.phase:
                what += " " + self.tr("(phase %1)").replace("%1", str(p.phase))
            cells = [
                accept,
                fixed_cell(what),
                table_cell(p.actor, p.kind == "order"),
                table_cell(
                    texts.ability(p.ability) if p.kind == "order" else "", p.kind == "order"
                ),
                table_cell(", ".join(p.targets), True),
                table_cell(params_words(texts, p.order), p.kind == "order"),
                fixed_cell(p.span.of(text)),
                fixed_cell(f"{p.confidence:.0%}"),
                fixed_cell(p.verdict),
            ]
            cells[Column.ABILITY].setToolTip(p.ability if p.kind == "order" else "")
            cells[Column.VERDICT].setToolTip(p.verdict)
            cells[Column.WORDS].setToolTip(p.span.of(text))
            if not p.valid:
                cells[Column.VERDICT].setForeground(QColor("#c62828"))
            if p.confidence < 0.9 or p.doubts:
                cells[Column.SURE].setForeground(QColor("#b26a00"))
                cells[Column.SURE].setToolTip(", ".join(p.doubts))
            for c, item in enumerate(cells):
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        self._filling = False
        self._update_buttons()

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.table.item(row, column)
        assert item is not None  # every cell is filled by _fill
        return item

    # --- the source text with the words highlighted --------------------------------------
    def _highlight(self) -> None:
        self.source.show_reading(
            self.parsed, [p.pieces for p in self.proposals], self.table.currentRow()
        )

    # --- the master's changes --------------------------------------------------------------
    def _edited(self, item: QTableWidgetItem) -> None:
        edits = (Column.ACTOR, Column.ABILITY, Column.TARGETS, Column.PARAMS)
        if self._filling or item.column() not in edits:
            if not self._filling:
                self._update_buttons()
            return
        r = item.row()
        p = self.proposals[r]
        actor = self._cell(r, Column.ACTOR).text().strip()
        written = self._cell(r, Column.ABILITY).text().strip()
        # the cell shows the ability's name: an id or any name the ruleset knows is fine
        found = self.session.ruleset.resolve_alias("ability", written)
        ability = found if found and found != "?ambiguous" else written
        targets = tuple(
            t.strip() for t in self._cell(r, Column.TARGETS).text().split(",") if t.strip()
        )
        if p.kind == "order" and p.order is not None:
            by = p.order.by if p.order.by != actor else None
            written_params = self._cell(r, Column.PARAMS).text()
            params = frozen_map(params_from_words(self.session.texts, ability, written_params))
            order = replace(
                p.order, actor=actor, ability=ability, targets=targets, params=params, by=by
            )
            p = replace(
                p,
                actor=actor,
                ability=ability,
                targets=targets,
                order=order,
                confidence=1.0,
                doubts=(),
            )
            if p.phase == self.phase:
                # the full resolution: a cancellation at a step shows too
                judged = engine_verdict(self.session.ruleset, self.state, self.inputs, order)
                rejection = judged.rejection
                reason = self.session.texts.reason(rejection) if rejection is not None else ""
                kind = VerdictKind.VALID if rejection is None else VerdictKind.REJECTED
                verdict, valid = self._verdict_text(kind, reason, p.phase)
                p = replace(p, verdict=verdict, valid=valid)
        else:
            p = replace(p, targets=targets[:1], confidence=1.0, doubts=())
        self.proposals[r] = p
        self._fill()

    def drop_current(self) -> None:
        r = self.table.currentRow()
        if 0 <= r < len(self.proposals):
            del self.proposals[r]
            self._fill()
            self._highlight()

    def ticked(self) -> list[Proposal]:
        return [
            p
            for r, p in enumerate(self.proposals)
            if self._cell(r, Column.ACCEPT).checkState() == Qt.CheckState.Checked
        ]

    def _update_buttons(self) -> None:
        n = len(self.ticked()) if self.proposals else 0
        self.apply_button.setEnabled(n > 0)
        self.apply_button.setText(self.tr("Add accepted (%1)").replace("%1", str(n)))
        self.drop_button.setEnabled(bool(self.proposals))
        unread = len(self.parsed.unparsed) if self.parsed else 0
        self.summary.setText(
            self.tr("%n proposal(s)", "", len(self.proposals))
            + ", "
            + self.tr("%n part(s) of the message not read (grey).", "", unread)
        )

    def apply(self) -> None:
        """Add the ticked proposals to the store, each order with the message as its
        source text; votes set for the phase."""
        if self.parsed is None:
            return
        text = self.parsed.text
        store = self.session.store
        for p in self.ticked():
            phase = p.phase
            if p.kind == "order" and p.order is not None:
                order = p.order

                def add(order: Order = order, phase: int = phase) -> Changes:
                    return store.add_order(phase, order, text)

                self.session.perform(add)
            else:
                voter, candidate = p.actor, p.targets[0] if p.targets else None

                def vote(v: str = voter, c: str | None = candidate, n: int = phase) -> Changes:
                    return store.set_vote(n, v, c)

                self.session.perform(vote)
        self.accept()
