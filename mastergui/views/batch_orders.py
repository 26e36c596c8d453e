"""Many private messages at once (issue 30): the master pastes a batch of PMs — as copied
from a forum's PM folder or a messenger's export, one sender per message — and reviews every
proposal in one table: accept, edit (actor, ability, targets, parameters: the verdict
follows), ask the player, or skip. The accepted orders and votes are added in one edit, one
step to undo; the questions to ask are listed to copy. The reading is the engine's
(`engine.orders_text.batch`); this dialog only shows it."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication
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
from engine.orders_text import OrderReader, ProposedOrder, ProposedVote, VerdictKind
from engine.orders_text.batch import BatchItem, read_batch
from engine.store import Changes

from .. import window_size
from ..param_words import params_from_words, params_words
from ..session import GameSession
from ..verdict import verdict as engine_verdict
from .review_cells import fixed_cell, review_table, table_cell

WIDTH, HEIGHT = 1000, 660  # as asked; window_size fits it to a smaller screen


class Col:
    ACTION, FROM, KIND, ACTOR, ABILITY, TARGETS, PARAMS, SURE, VERDICT, WORDS = range(10)


class Action:
    ACCEPT, ASK, SKIP = "accept", "ask", "skip"


@dataclass
class Row:
    """One line of the review: an order, a vote, a question to the player, or a message
    that could not be read (its sender unknown)."""

    kind: str  # "order", "vote", "question", "unread"
    sender: str
    text: str  # the whole message
    words: str  # the words the row came from
    order: Order | None = None
    candidate: str | None = None
    phase: int = 0
    sure: bool = False
    doubts: tuple[str, ...] = ()
    valid: bool = True
    verdict: str = ""


class BatchOrdersDialog(QDialog):
    """Paste a batch, read it, review, add the accepted in one step."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Orders from many messages"))
        self.rows: list[Row] = []
        self.items: list[BatchItem] = []
        self._filling = False
        self.phase = session.store.open_phase()

        self.paste = QPlainTextEdit(self)
        self.paste.setObjectName("batchPaste")
        self.paste.setPlaceholderText(
            self.tr(
                "Paste the messages, each with its sender:\n"
                "=== Алиса\nлечу Бориса\n"
                "or as copied from Telegram (Алиса, [02.12.2026 0:15]), WhatsApp, "
                "or a forum's private messages (От: Алиса)"
            )
        )
        self.read_button = QPushButton(self.tr("Read"), self)
        self.read_button.setObjectName("batchRead")
        self.read_button.clicked.connect(self.read)
        self.table = review_table(
            self,
            "batchProposals",
            [
                self.tr("Action"),
                self.tr("From"),
                self.tr("Kind"),
                self.tr("Actor"),
                self.tr("Ability"),
                self.tr("Targets"),
                self.tr("Parameters"),
                self.tr("Sure"),
                self.tr("Verdict"),
                self.tr("Words"),
            ],
        )
        self.table.itemChanged.connect(self._edited)
        self.summary = QLabel(self)
        self.summary.setObjectName("batchSummary")
        self.summary.setWordWrap(True)
        self.copy_button = QPushButton(self.tr("Copy the questions"), self)
        self.copy_button.setObjectName("batchCopyQuestions")
        self.copy_button.clicked.connect(self.copy_questions)
        self.buttons = QDialogButtonBox(self)
        self.apply_button = self.buttons.addButton(
            self.tr("Add accepted"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.apply_button.setObjectName("batchApply")
        self.apply_button.clicked.connect(self.apply)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        top = QWidget(self)
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.paste, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.read_button)
        top_layout.addLayout(row)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(top)
        split.addWidget(self.table)
        split.setStretchFactor(1, 3)
        bottom = QHBoxLayout()
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)
        layout.addWidget(self.buttons)
        window_size.fit_size(self, WIDTH, HEIGHT)  # never past the screen (issue 29)
        self._update()

    # --- reading ------------------------------------------------------------------------
    def read(self) -> None:
        store = self.session.store
        self.phase = store.open_phase()
        self.state = store.state(self.phase - 1)
        self.inputs = store.phase_input(self.phase)
        reader = OrderReader(self.session.ruleset, self.state, self.inputs)
        self.items = read_batch(reader, self.paste.toPlainText())
        self.rows = [r for item in self.items for r in self._rows(item)]
        self._fill()

    def _rows(self, item: BatchItem) -> list[Row]:
        sender = item.sender or item.pasted.sender or "?"
        parsed = item.parsed
        if parsed is None:
            return [Row("unread", sender, item.pasted.text, self._problem(item))]
        rows = [self._order_row(sender, parsed.text, o) for o in parsed.orders]
        rows += [self._vote_row(sender, parsed.text, v) for v in parsed.votes]
        rows += [Row("question", sender, parsed.text, q.text) for q in parsed.questions]
        if not rows:
            rows.append(Row("unread", sender, parsed.text, parsed.text))
        return rows

    def _problem(self, item: BatchItem) -> str:
        words = {
            "no_sender": self.tr("no sender: text before the first message"),
            "unknown_sender": self.tr("no player has this name"),
            "too_long": self.tr("too long for one message: paste only the orders"),
        }
        return words.get(item.why, item.problem)

    def _order_row(self, sender: str, text: str, o: ProposedOrder) -> Row:
        reason = o.verdict.reason(self.session.ruleset, self.session.lang)
        verdict, valid = self._verdict(o.verdict.kind, reason, o.phase)
        return Row(
            "order", sender, text, o.span.of(text), o.order, None, o.phase, o.sure,
            o.doubts, valid, verdict,
        )  # fmt: skip

    def _vote_row(self, sender: str, text: str, v: ProposedVote) -> Row:
        reason = v.verdict.reason(self.session.ruleset, self.session.lang)
        verdict, valid = self._verdict(v.verdict.kind, reason, v.phase)
        return Row(
            "vote", sender, text, v.span.of(text), None, v.candidate, v.phase, v.sure,
            v.doubts, valid, verdict,
        )  # fmt: skip

    def _verdict(self, kind: VerdictKind, reason: str, phase: int) -> tuple[str, bool]:
        if kind is VerdictKind.VALID:
            return "✓ " + self.tr("valid"), True
        if kind is VerdictKind.LATER:
            return "… " + self.tr("for phase %1: judged then").replace("%1", str(phase)), True
        return "✕ " + reason, False

    # --- the table ----------------------------------------------------------------------
    def _fill(self) -> None:
        self._filling = True
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            self.table.setCellWidget(r, Col.ACTION, self._action_box(row))
            order = row.order
            texts = self.session.texts
            editable = row.kind == "order"
            cells = {
                Col.FROM: fixed_cell(row.sender),
                Col.KIND: fixed_cell(self._kind_word(row.kind)),
                Col.ACTOR: table_cell(order.actor if order else row.sender, editable),
                Col.ABILITY: table_cell(texts.ability(order.ability) if order else "", editable),
                Col.TARGETS: table_cell(self._targets(row), row.kind in ("order", "vote")),
                Col.PARAMS: table_cell(params_words(texts, order), editable),
                Col.WORDS: fixed_cell(row.words),
                Col.SURE: fixed_cell(self._sure_text(row)),
                Col.VERDICT: fixed_cell(row.verdict),
            }
            cells[Col.WORDS].setToolTip(row.text)
            cells[Col.SURE].setToolTip(cells[Col.SURE].text())
            cells[Col.VERDICT].setToolTip(row.verdict)
            if not row.sure:
                cells[Col.SURE].setForeground(QColor("#b26a00"))
            if not row.valid:
                cells[Col.VERDICT].setForeground(QColor("#c62828"))
            for c, item in cells.items():
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        for c, most in ((Col.KIND, 130), (Col.SURE, 150), (Col.VERDICT, 170)):
            # long texts: their tooltips hold them whole; the words take the rest
            self.table.setColumnWidth(c, min(self.table.columnWidth(c), most))
        self._filling = False
        self._update()

    def _targets(self, row: Row) -> str:
        if row.kind == "vote":
            return row.candidate or self.tr("(abstains)")
        return ", ".join(row.order.targets) if row.order else ""

    def _action_box(self, row: Row) -> QComboBox:
        box = QComboBox(self.table)
        box.setObjectName("batchAction")
        if row.kind in ("order", "vote"):
            box.addItem(self.tr("Accept"), Action.ACCEPT)
        box.addItem(self.tr("Ask the player"), Action.ASK)
        box.addItem(self.tr("Skip"), Action.SKIP)
        default = Action.ACCEPT if row.sure and row.valid else Action.SKIP
        if row.kind == "question":
            default = Action.ASK
        box.setCurrentIndex(max(0, box.findData(default)))
        box.currentIndexChanged.connect(lambda _i: self._update())
        return box

    def _kind_word(self, kind: str) -> str:
        return {
            "order": self.tr("order"),
            "vote": self.tr("vote"),
            "question": self.tr("ask: alternatives"),
            "unread": self.tr("not read"),
        }[kind]

    def _sure_text(self, row: Row) -> str:
        if row.kind not in ("order", "vote"):
            return "—"
        if row.sure:
            return "✓ " + self.tr("sure")
        return "? " + ", ".join(self._doubt_word(d) for d in row.doubts)

    def _doubt_word(self, code: str) -> str:
        words = {
            "actor": self.tr("the teammate"),
            "ability": self.tr("the ability"),
            "targets": self.tr("the target's name"),
            "params": self.tr("a parameter"),
            "phase": self.tr("the phase"),
            "no_target": self.tr("no target named"),
            "other_ability": self.tr("another ability named"),
            "name_nearby": self.tr("a name nobody matches"),
            "described": self.tr("a player described, not named"),
        }
        return words.get(code, code)

    def action(self, r: int) -> str:
        box = self.table.cellWidget(r, Col.ACTION)
        return str(box.currentData()) if isinstance(box, QComboBox) else Action.SKIP

    def set_action(self, r: int, action: str) -> None:
        box = self.table.cellWidget(r, Col.ACTION)
        if isinstance(box, QComboBox):
            box.setCurrentIndex(max(0, box.findData(action)))

    # --- the master's edits ----------------------------------------------------------------
    def _edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() not in (Col.ACTOR, Col.ABILITY, Col.TARGETS, Col.PARAMS):
            return
        r = item.row()
        row = self.rows[r]
        text = [self._text(r, c) for c in (Col.ACTOR, Col.ABILITY, Col.TARGETS, Col.PARAMS)]
        actor, written, targets_text, params = text
        targets = tuple(t.strip() for t in targets_text.split(",") if t.strip())
        if row.kind == "vote":
            self.rows[r] = replace(row, candidate=targets[0] if targets else None, sure=True)
        elif row.order is not None:
            found = self.session.ruleset.resolve_alias("ability", written)
            ability = found if found and found != "?ambiguous" else written
            by = row.order.by if row.order.by != actor else None
            order = replace(
                row.order, actor=actor, ability=ability, targets=targets,
                params=frozen_map(params_from_words(self.session.texts, ability, params)), by=by,
            )  # fmt: skip
            verdict, valid = row.verdict, row.valid
            if row.phase == self.phase:
                judged = engine_verdict(self.session.ruleset, self.state, self.inputs, order)
                reason = self.session.texts.reason(judged.rejection) if judged.rejection else ""
                kind = VerdictKind.VALID if judged.rejection is None else VerdictKind.REJECTED
                verdict, valid = self._verdict(kind, reason, row.phase)
            self.rows[r] = replace(
                row, order=order, sure=True, doubts=(), verdict=verdict, valid=valid
            )
        action = Action.ACCEPT if self.rows[r].valid else self.action(r)
        self._fill()
        self.set_action(r, action)  # the master's edit is his reading: accepted

    def _text(self, r: int, c: int) -> str:
        item = self.table.item(r, c)
        return item.text().strip() if item is not None else ""

    # --- the summary, the questions, adding ------------------------------------------------
    def _update(self) -> None:
        actions = [self.action(r) for r in range(len(self.rows))]
        accepted = actions.count(Action.ACCEPT)
        asked = actions.count(Action.ASK)
        sure = sum(1 for i in self.items if i.parsed is not None and i.parsed.sure)
        self.summary.setText(
            self.tr("%1 message(s), %2 read sure; %3 to add, %4 to ask the player")
            .replace("%1", str(len(self.items)))
            .replace("%2", str(sure))
            .replace("%3", str(accepted))
            .replace("%4", str(asked))
        )
        self.apply_button.setText(self.tr("Add accepted (%1)").replace("%1", str(accepted)))
        self.apply_button.setEnabled(accepted > 0)
        self.copy_button.setEnabled(asked > 0)

    def questions(self) -> list[str]:
        """A line per row marked "ask the player": who, and the words to ask about."""
        return [
            f"{row.sender}: «{row.words}»"
            for r, row in enumerate(self.rows)
            if self.action(r) == Action.ASK
        ]

    def copy_questions(self) -> None:
        QGuiApplication.clipboard().setText("\n".join(self.questions()))

    def apply(self) -> None:
        """The accepted orders and votes, in one edit: one step to undo."""
        orders = []
        votes = []
        for r, row in enumerate(self.rows):
            if self.action(r) != Action.ACCEPT:
                continue
            if row.kind == "order" and row.order is not None:
                orders.append((row.phase, row.order, row.text))
            elif row.kind == "vote":
                votes.append((row.phase, row.sender, row.candidate))
        store = self.session.store

        def add() -> Changes:
            return store.add_inputs(orders, votes)

        if self.session.perform(add) is not None:
            self.accept()
