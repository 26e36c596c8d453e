"""A day's thread page as copied from the browser (issue 30), for the rulesets whose day
votes are free words («голос за Глеба»): the posts found (author, time, the votes each one
reads, late or not), the master fixes a boundary by editing the `=== Author | time` text
(«Edit as text»), then the tally; a post after the deadline is flagged and not counted.
Apply sets the counted votes in one step to undo. The reading is the engine's
(`engine.votes.pages`, `engine.votes.free`); this dialog only shows it."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine.model.errors import InputError
from engine.orders_text import OrderReader
from engine.store import Changes
from engine.votes import parse_posts_text
from engine.votes.free import FreeTally, read_free_votes
from engine.votes.pages import PagePost, parse_time, split_page

from .. import window_size
from ..session import GameSession
from .review_cells import fill_row, review_table

WIDTH, HEIGHT = 980, 660
LATE = "#fff3e0"


class ThreadPageDialog(QDialog):
    """Paste a page, see the posts found and the tally, apply."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.tally: FreeTally | None = None
        self.posts: list[PagePost] = []
        self.setWindowTitle(self.tr("Votes from a thread page"))
        hint = QLabel(
            self.tr(
                "Paste the day's thread page as copied from the browser (phpBB, Invision, "
                "vBulletin, XenForo, SMF, or quoted BBCode), or posts after '=== Author' lines. "
                "Nothing is applied until you press Apply."
            ),
            self,
        )
        hint.setWordWrap(True)
        self.paste = QPlainTextEdit(self)
        self.paste.setObjectName("pagePaste")
        self.as_text = QPushButton(self.tr("Edit as text"), self)
        self.as_text.setObjectName("pageAsText")
        self.as_text.setToolTip(
            self.tr("Write the posts found as '=== Author | time' lines, to fix a boundary")
        )
        self.as_text.clicked.connect(self.write_as_text)
        self.use_deadline = QCheckBox(self.tr("Deadline"), self)
        self.use_deadline.setObjectName("pageUseDeadline")
        self.deadline = QDateTimeEdit(self)
        self.deadline.setObjectName("pageDeadline")
        self.deadline.setDisplayFormat("dd.MM.yyyy HH:mm")
        self.deadline.setEnabled(False)
        self.use_deadline.toggled.connect(self.deadline.setEnabled)
        self.use_deadline.toggled.connect(lambda _on: self.reread())
        self.deadline.dateTimeChanged.connect(lambda _dt: self.reread())
        self.table = review_table(
            self,
            "pagePosts",
            [
                self.tr("Author"),
                self.tr("Time"),
                self.tr("Votes read"),
                self.tr("Counted"),
                self.tr("Text"),
            ],
            stretch=4,
        )
        self.summary = QLabel(self)
        self.summary.setObjectName("pageSummary")
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)

        tools = QHBoxLayout()
        tools.addWidget(self.as_text)
        tools.addStretch(1)
        tools.addWidget(self.use_deadline)
        tools.addWidget(self.deadline)
        top = QWidget(self)
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.paste, 1)
        top_layout.addLayout(tools)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(top)
        split.addWidget(self.table)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(split, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        window_size.fit_size(self, WIDTH, HEIGHT)  # never past the screen (issue 29)
        self.paste.textChanged.connect(self.reread)
        self.reread()

    # --- reading ------------------------------------------------------------------------
    def found_posts(self) -> list[PagePost]:
        """The posts of the paste: `=== Author | time` lines when it has them, else the
        page's layout."""
        text = self.paste.toPlainText()
        names = self.session.names()
        if any(line.startswith("===") for line in text.splitlines()):
            try:
                posts = parse_posts_text(text, self.tr("pasted text"))
            except InputError:
                return split_page(text, names)
            return [
                PagePost(p.author, parse_time(p.note or ""), p.text, p.line or 0, "text")
                for p in posts
            ]
        return split_page(text, names)

    def deadline_value(self) -> datetime | None:
        if not self.use_deadline.isChecked():
            return None
        q = self.deadline.dateTime()
        d, t = q.date(), q.time()
        return datetime(d.year(), d.month(), d.day(), t.hour(), t.minute())

    def reread(self) -> None:
        self.posts = self.found_posts()
        if self.posts and not self.use_deadline.isChecked():
            day = next((p.time for p in self.posts if p.time is not None), None)
            if day is not None:  # the first post's day, at 23:59: the master adjusts it
                self.deadline.blockSignals(True)
                self.deadline.setDateTime(QDateTime(day.year, day.month, day.day, 23, 59, 0))
                self.deadline.blockSignals(False)
        store = self.session.store
        phase = store.open_phase()
        reader = OrderReader(self.session.ruleset, store.state(phase - 1), store.phase_input(phase))
        self.tally = read_free_votes(self.posts, reader, self.deadline_value())
        self._fill()

    def _fill(self) -> None:
        tally = self.tally
        assert tally is not None
        self.table.setRowCount(len(tally.posts))
        for row, pv in enumerate(tally.posts):
            votes = ", ".join((c or self.tr("(abstains)")) for c, _t, _s in pv.votes)
            if pv.voter is None:
                counted = self.tr("not a player")
            elif pv.late:
                counted = self.tr("after the deadline")
            else:
                counted = "✓" if pv.votes else "—"
            when = pv.post.time.strftime("%d.%m %H:%M") if pv.post.time else "—"
            first = pv.post.text.splitlines()[0] if pv.post.text else ""
            texts = [pv.post.author, when, votes, counted, first]
            color = LATE if pv.late else None
            fill_row(self.table, row, texts, tooltip=pv.post.text, color=color)
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(4, max(self.table.columnWidth(4), 200))
        totals = ", ".join(f"{n} {c}" for n, c in tally.totals.items()) or "—"
        late = sum(1 for p in tally.posts if p.late)
        self.summary.setText(
            self.tr("%1 post(s) found, %2 after the deadline. Tally: %3")
            .replace("%1", str(len(tally.posts)))
            .replace("%2", str(late))
            .replace("%3", totals)
        )
        self.apply_button.setEnabled(bool(tally.ballots))
        self.as_text.setEnabled(bool(self.posts))

    def write_as_text(self) -> None:
        """The posts found as `=== Author | time` text: the master moves a boundary there."""
        out = []
        for p in self.posts:
            when = f" | {p.time:%d.%m.%Y %H:%M}" if p.time else ""
            out.append(f"=== {p.author}{when}\n{p.text}\n")
        self.paste.setPlainText("\n".join(out))

    def apply(self) -> None:
        """The counted votes, one step to undo."""
        if self.tally is None:
            return
        store = self.session.store
        phase = store.open_phase()
        votes = [(phase, voter, c) for voter, c in self.tally.ballots.items()]

        def add() -> Changes:
            return store.add_inputs([], votes)

        if self.session.perform(add) is not None:
            self.accept()
