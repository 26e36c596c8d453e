"""Votes from the thread: the master pastes the day's posts, sees every post's verdict and the
text it matched, the ballots and the tally, and only then applies them.

The engine reads the posts (engine.votes) against the day's roll and the game's rulings;
this dialog only shows the reading. Applying keeps the posts in the store (the phase's
`thread` decision: voter -> his posts), one undoable edit; the resolution reads them again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine.model.errors import InputError
from engine.votes import PostVerdict, VoteReading, parse_posts_text, read_votes
from engine.votes.describe import ballot_text, post_notes, verdict_text
from engine.votes.rules import THREAD, reads_form, roll_of, rules_for

from .. import window_size
from ..session import GameSession
from .review_cells import fill_row, review_table

VERDICT_COLORS = {
    PostVerdict.VOTE: "#e8f5e9",
    PostVerdict.CHANGED: "#eceff1",
    PostVerdict.MALFORMED: "#ffebee",
    PostVerdict.NOT_A_VOTER: "#fff8e1",
    PostVerdict.NO_VOTE: None,
}


REVOTE = "revote"  # the decision the vote hook reads when the day's vote ties


def reads_thread(session: GameSession) -> bool:
    """Whether the game's ruleset reads the day's votes from thread posts by a vote post's
    form (a forum-markup ruleset has its own dialog: forum_votes)."""
    return reads_form(session.ruleset)


def thread_text(value: Any) -> str:
    """The stored thread (voter -> posts) back as pasted text."""
    if not isinstance(value, dict):
        return ""
    out = []
    for voter, posts in value.items():
        for post in posts if isinstance(posts, list) else [posts]:
            out.append(f"=== {voter}\n{post}\n")
    return "\n".join(out)


class ThreadVotesDialog(QDialog):
    """Paste, check each verdict, apply."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.reading: VoteReading | None = None
        self.setWindowTitle(self.tr("Votes from the thread"))
        window_size.fit_size(self, 1100, 720)  # never past the screen (issue 29)
        hint = QLabel(
            self.tr(
                "Paste the day's posts, each after a line '=== Author' (anything after a '|' on "
                "that line is a note, e.g. the time). Nothing is applied until you press Apply."
            ),
            self,
        )
        hint.setWordWrap(True)
        self.round = QComboBox(self)
        self.round.setObjectName("threadRound")
        self.round.addItem(self.tr("The day's vote"), THREAD)
        self.round.addItem(self.tr("The revote (after a tie)"), REVOTE)
        self.round.currentIndexChanged.connect(self._round_changed)
        self.paste = QPlainTextEdit(self)
        self.paste.setObjectName("threadPaste")
        self.paste.setPlaceholderText(
            "=== Алиса | 14:02\n[b]Я голосую против: [color=#ff0000]Борис[/color][/b]"
        )
        self.table = review_table(
            self,
            "threadPosts",
            [self.tr("#"), self.tr("Author"), self.tr("Verdict"), self.tr("Text it matched")],
            stretch=3,
        )
        self.summary = QLabel(self)
        self.summary.setObjectName("threadSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)

        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.paste)
        split.addWidget(self.table)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.round)
        layout.addWidget(split, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)

        self.paste.textChanged.connect(self.reread)
        self._round_changed()

    @property
    def key(self) -> str:
        """The decision the posts are kept in: the day's thread or the revote."""
        return str(self.round.currentData())

    def _round_changed(self) -> None:
        self.paste.setPlainText(thread_text(self.session.view.inputs.decisions.get(self.key)))
        self.reread()

    def reread(self) -> None:
        """Read the pasted text again (30 posts take milliseconds: no need to wait)."""
        session = self.session
        view = session.view
        lang = session.lang
        try:
            posts = parse_posts_text(self.paste.toPlainText(), self.tr("pasted text"))
            rules = rules_for(session.ruleset, session.store.rulings)
            reading = read_votes(posts, roll_of(session.ruleset, view.state), rules)
        except InputError as exc:
            self.reading = None
            self.table.setRowCount(0)
            if self._as_page():
                return  # a page copied from the browser: written as '=== Author' lines
            self.summary.setText(f"<b>{exc.describe()}</b>")
            self.apply_button.setEnabled(False)
            return
        self.reading = reading
        self.table.setRowCount(len(reading.posts))
        for row, r in enumerate(reading.posts):
            matched = "\n".join(m.text for m in r.marks)
            notes = post_notes(r, lang)
            items = [
                str(r.post.number),
                r.post.author,
                verdict_text(r, lang),
                matched + ("\n" + "; ".join(notes) if notes else ""),
            ]
            fill_row(self.table, row, items, tooltip=r.post.text, color=VERDICT_COLORS[r.verdict])
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        ballots = "<br>".join(ballot_text(b, lang) for b in reading.ballots)
        totals = ", ".join(f"{n} {c}" for n, c in reading.totals.items()) or "—"
        tie = " — " + self.tr("tie: a revote") if reading.tie else ""
        word = self.tr("Tally")
        self.summary.setText(f"{ballots}<br><b>{word}: {totals}</b>{tie}")
        self.apply_button.setEnabled(bool(reading.posts) or self.key in view.inputs.decisions)

    def _as_page(self) -> bool:
        """A thread page copied from the browser (issue 30): its posts found, written as
        `=== Author | time` lines the master can check and fix, then read."""
        from engine.votes.pages import split_page

        posts = split_page(self.paste.toPlainText(), self.session.names())
        if not posts:
            return False
        lines = []
        for p in posts:
            when = f" | {p.time:%d.%m.%Y %H:%M}" if p.time else ""
            lines.append(f"=== {p.author}{when}\n{p.text}\n")
        self.paste.setPlainText("\n".join(lines))  # reads again (textChanged)
        return True

    def posts_by_voter(self) -> dict[str, list[str]]:
        """The posts of the players, by voter (posts whose author is no player are shown,
        never applied)."""
        out: dict[str, list[str]] = {}
        for r in self.reading.posts if self.reading is not None else ():
            if r.author is not None:
                out.setdefault(r.author, []).append(r.post.text)
        return out

    def apply(self) -> None:
        thread = self.posts_by_voter()
        if self.session.set_decision(self.key, thread or None) is not None:
            self.accept()
