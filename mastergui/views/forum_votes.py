"""Votes from an English forum thread (a ruleset with `numbers: {vote_post: {markup: forum}}`,
mafiascum): the master pastes the day's posts (BBCode with [vote] tags, bold VOTE:, quotes),
sees each post's verdict and the names it read, the wagons, the majority and the hammer, and
applies the standing votes (at the hammer, or now) as the phase's votes in one undoable step.

The engine reads the posts (engine.votes.forum, the same rules as the day's step 0); this
dialog only shows the reading and stores the votes it gives.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine.model.errors import InputError
from engine.store import Changes
from engine.votes import parse_posts_text
from engine.votes.forum import read_forum_day
from engine.votes.forum_report import post_line, tally_lines
from engine.votes.majority import DayCount, PostVerdict
from engine.votes.slots import NO_LYNCH

from .. import window_size
from ..session import GameSession
from .review_cells import fill_row, review_table

VERDICT_COLORS = {
    PostVerdict.VOTE: "#e8f5e9",
    PostVerdict.NO_LYNCH: "#e8f5e9",
    PostVerdict.UNVOTE: "#eceff1",
    PostVerdict.INVALID: "#ffebee",
    PostVerdict.NOT_A_VOTER: "#fff8e1",
    PostVerdict.AFTER_HAMMER: "#fff8e1",
    PostVerdict.VOTE_COUNT: "#e3f2fd",
}


def no_lynch_word(session: GameSession) -> str:
    """The vote word the phase's `votes` store for No Lynch (the ruleset's `no_lynch`)."""
    words = session.ruleset.scenario_keys.vote_words
    return NO_LYNCH if NO_LYNCH in words or not words else next(iter(words))


class ForumVotesDialog(QDialog):
    """Paste, check each verdict and the hammer, apply."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.count: DayCount | None = None
        self.setWindowTitle(self.tr("Votes from the thread"))
        window_size.fit_size(self, 1000, 680)  # never past the screen (issue 29)
        hint = QLabel(
            self.tr(
                "Paste the day's posts, each after a line '=== Author' ('=== Author | #123' "
                "gives the post's number), or a thread page copied from the browser. "
                "[vote] tags and bold VOTE: count; quotes do not. Nothing is applied until "
                "you press Apply."
            ),
            self,
        )
        hint.setWordWrap(True)
        self.paste = QPlainTextEdit(self)
        self.paste.setObjectName("forumPaste")
        self.paste.setPlaceholderText(
            "=== Alice | #101\n[vote]Bob[/vote]\n=== Bob | #102\n[b]VOTE: Alice[/b]"
        )
        self.table = review_table(
            self,
            "forumPosts",
            [self.tr("#"), self.tr("Author"), self.tr("Verdict"), self.tr("Marks read")],
            stretch=3,
        )
        self.summary = QLabel(self)
        self.summary.setObjectName("forumSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.setToolTip(
            self.tr("The standing votes (at the hammer, if any) become the phase's votes")
        )
        self.apply_button.clicked.connect(self.apply)
        self.apply_button.setEnabled(False)
        self.buttons.rejected.connect(self.reject)

        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.paste)
        split.addWidget(self.table)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(split, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.paste.textChanged.connect(self.reread)

    def reread(self) -> None:
        """Read the pasted text again (a day of 300 posts takes milliseconds)."""
        session = self.session
        try:
            posts = parse_posts_text(self.paste.toPlainText(), self.tr("pasted text"))
            view = session.view
            count = read_forum_day(posts, session.ruleset, view.state, session.rulings_in_force())
        except InputError as exc:
            self.count = None
            self.table.setRowCount(0)
            self.apply_button.setEnabled(False)
            if not self._as_page():
                self.summary.setText(f"<b>{exc.describe()}</b>")
            return
        self.count = count
        self._fill(count)

    def _fill(self, count: DayCount) -> None:
        lang = self.session.lang
        words = {
            "vote": self.tr("vote"),
            "unvote": self.tr("unvote"),
            "tag": self.tr("tag"),
            "bold": self.tr("bold"),
            "plain": self.tr("plain"),
        }
        self.table.setRowCount(len(count.posts))
        for row, p in enumerate(count.posts):
            # the verdict and, under it, each flagged name with its suggestions
            verdict = post_line(p, lang).removeprefix(f"#{p.number} {p.post.author}: ")
            # what the counter read, in order, quotes left out: «vote bob (bold) · unvote»
            marks = " · ".join(
                " ".join(x for x in (words[m.mark.kind.value], m.mark.written) if x)
                + f" ({words[m.mark.source.value]})"
                for m in p.marks
            )
            items = [str(p.number), p.post.author, verdict, marks]
            fill_row(
                self.table, row, items, tooltip=p.post.text, color=VERDICT_COLORS.get(p.verdict)
            )
        for column in range(3):  # the marks read take the rest of the width
            self.table.resizeColumnToContents(column)
        self.table.resizeRowsToContents()
        lines = tally_lines(count, lang)
        self.summary.setText("<br>".join(_escape(line) for line in lines[:-1]))
        self.summary.setText(self.summary.text() + f"<br><b>{_escape(lines[-1])}</b>")
        self.apply_button.setEnabled(any(p.slot is not None for p in count.posts))

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

    def phase_votes(self) -> dict[str, str | None]:
        """Every living slot's vote as the phase stores it (None: not voting)."""
        if self.count is None:
            return {}
        word = no_lynch_word(self.session)
        out: dict[str, str | None] = {}
        for slot in self.count.slots:
            target = self.count.votes.get(slot.name)
            out[slot.name] = word if target == NO_LYNCH else target
        return out

    def apply(self) -> None:
        """The standing votes, one step to undo (a stored vote the thread clears goes)."""
        votes = self.phase_votes()
        if not votes:
            return
        session = self.session
        stored = session.view.inputs.votes
        phase = session.phase
        rows = [
            (phase, voter, target) for voter, target in votes.items() if stored.get(voter) != target
        ]
        store = session.store

        def add() -> Changes:
            return store.add_inputs([], rows, late=session.late)

        if not rows or session.perform(add) is not None:
            self.accept()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
