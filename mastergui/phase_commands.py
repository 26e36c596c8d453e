"""The Phase menu's questions for the main window (a mixin; texts in the window's
translation context): commit, undo the last commit, re-resolve stale phases — each asked
with what it does (the counts, the deaths, messages already sent, the changes) before
the session's operation runs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import dialogs
from .message_bar import MessageBar
from .text import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QWidget

    from .session import GameSession
    from .workspace import Workspace


class PhaseCommands:
    """Needs from the window: session, workspace, message_bar, statusBar()."""

    session: GameSession | None
    workspace: Workspace | None
    message_bar: MessageBar

    if TYPE_CHECKING:  # provided by QMainWindow

        def statusBar(self) -> QStatusBar: ...

    def _dialog_parent(self) -> QWidget:
        from PySide6.QtWidgets import QWidget

        assert isinstance(self, QWidget)
        return self

    def commit(self) -> None:
        session = self.session
        if session is None or session.view.trace is None:
            return
        trace = session.view.trace
        # what the dialog shows: a poll may refresh the view while it is open, and the
        # commit must then stop rather than commit what the master did not see
        seen = session.view.confirmation
        deaths = ", ".join(d.player for d in trace.deaths) or translate("MainWindow", "nobody")
        open_questions = sum(1 for q in trace.questions if not q.answered)
        from .models.orders import counts_text, inbox_rows

        view = session.view
        text = (
            translate("MainWindow", "Commit phase %1?\n\nExecuted: %2\nDied: %3")
            .replace("%1", str(session.phase))
            .replace("%2", trace.executed or translate("MainWindow", "nobody"))
            .replace("%3", deaths)
            + "\n"
            + counts_text(inbox_rows(session.texts, view.orders, trace))
        )
        if open_questions:
            text += "\n\n⚠ " + translate(
                "MainWindow",
                "Questions not answered: %1. Their seeded defaults will be committed.",
            ).replace("%1", str(open_questions))
        if not dialogs.confirm(
            self._dialog_parent(), translate("MainWindow", "Commit phase"), text
        ):
            return
        number = session.phase
        workspace = self.workspace
        post = workspace.post.options() if workspace is not None else None
        if session.commit(post, seen) is not None:
            self.statusBar().showMessage(
                translate("MainWindow", "Phase %1 committed; phase %2 is open.")
                .replace("%1", str(number))
                .replace("%2", str(session.open_phase)),
                8000,
            )

    def undo_commit(self) -> None:
        session = self.session
        if session is None:
            return
        last = session.open_phase - 1
        text = translate(
            "MainWindow",
            "Reopen phase %1? Its orders, votes and decisions stay; its trace "
            "becomes the draft again.",
        ).replace("%1", str(last))
        from . import posts

        sent = sorted(
            name
            for name, rows in posts.message_rows(session.store, last).items()
            if any(r.sent_at is not None for r in rows)
        )
        if sent:  # the players have read them: undoing the commit cannot take them back
            text += "\n\n⚠ " + translate(
                "MainWindow",
                "Private messages of phase %1 were already marked sent "
                "to: %2. If the phase resolves differently, they must "
                "be corrected by hand.",
            ).replace("%1", str(last)).replace("%2", ", ".join(sent))
        if dialogs.confirm(
            self._dialog_parent(), translate("MainWindow", "Undo last commit"), text
        ):
            session.undo_commit()

    def reresolve_stale(self) -> None:
        """Show what re-resolving changes, phase by phase, and ask before replacing."""
        session = self.session
        if session is None:
            return
        from engine import EngineError

        from . import stale

        try:
            diffs = stale.preview(session.store)
        except EngineError as exc:
            self.message_bar.show_message(str(exc))
            return
        if not diffs:
            return
        text = (
            translate(
                "MainWindow",
                "Re-resolve the stale phases (%1)? Each committed trace is replaced by the "
                "engine's resolution of the current inputs (the old one stays in the "
                "history).",
            ).replace("%1", str(len(diffs)))
            + "\n\n"
            + stale.describe(diffs)
        )
        if dialogs.confirm(
            self._dialog_parent(), translate("MainWindow", "Re-resolve stale phases"), text
        ):
            session.reresolve_stale()

    def stale_note(self) -> str | None:
        """At open: which committed phases are stale, and what to do; None when none is."""
        if self.session is None:
            return None
        numbers = self.session.stale_phases()
        if not numbers:
            return None
        return translate(
            "MainWindow",
            "Stale phases: %1. They were committed before their inputs or their start "
            "changed. Phase ▸ Re-resolve stale phases shows what changes before it "
            "replaces them.",
        ).replace("%1", ", ".join(map(str, numbers)))
