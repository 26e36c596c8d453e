"""The open game: every change the master makes is a store operation returning `Changes`,
and one signal (`changed`) tells the views to refresh — anki's OpChanges pattern.

The session also holds what the views read about the phase being looked at (`PhaseView`),
recomputed after each operation: the state the phase starts from, its inputs, its orders,
and its resolution — the committed trace for a committed phase, else the engine's
resolution of the current inputs (the same the store would draft: resolution is pure).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine import EngineError, Order
from engine.ruleset.load import Ruleset
from engine.store import (
    Changes,
    CommitConflict,
    Confirmation,
    GameStore,
    PhaseCommitted,
    PhaseRow,
    PhaseStatus,
    UndoStatus,
)
from engine.store.lock import GameLock
from engine.trace import PhaseTrace

from . import bridge
from .phase_view import EVERYTHING, PhaseView, compute_view, resolution_changed
from .session_inputs import SessionInputs
from .text import Texts

if TYPE_CHECKING:  # the posts (and the engine's export) load when first made, not at start
    from engine.store import PostDraft

    from .posts import PhasePosts, PlayerMessage, PostOptions
    from .verdict import Verdict

__all__ = ["EVERYTHING", "GameSession", "PhaseView", "resolution_changed"]


class GameSession(QObject, SessionInputs):
    """One open game file and the phase the master is looking at."""

    changed = Signal(object)  # Changes
    failed = Signal(str)  # an operation was refused: the store's or engine's message
    notice = Signal(str)  # something the master should know (another program's change...)

    POLL_MS = 1000  # how often to ask the file whether another program changed it

    def __init__(
        self,
        store: GameStore,
        lang: str = "ru",
        parent: QObject | None = None,
        lock: GameLock | None = None,
        view: PhaseView | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.lang = lang
        self.lock = lock  # this console's claim on the file (None: not taken)
        self.texts = Texts(store.ruleset, lang)
        self._phase = self._open_seen = store.open_phase()
        # the phase just committed: its post is the one to publish, so the post tab keeps
        # showing it while the other tabs move on to the open phase (None: the shown one)
        self.post_phase: int | None = None
        self._post_view: PhaseView | None = None
        # `view`: the open phase's view, already computed where the store was opened (a
        # worker thread: `opening.py`), so the GUI thread does not resolve it again
        self.view = (
            view if view is not None and view.number == self._phase else self._compute(self._phase)
        )
        # SQLite's data_version is one cheap query: another program's commit shows within
        # a second, and the view is recomputed from the file
        self._poll = QTimer(self)
        self._poll.setInterval(self.POLL_MS)
        self._poll.timeout.connect(self.poll_file)
        self._poll.start()

    @property
    def draft_marks(self) -> set[tuple[int, str, str]]:
        """Private messages of the shown phase marked sent before its commit, as the store
        keeps them: (phase, player, what they are told)."""
        return {(self._phase, name, key) for name, key in self.store.draft_marks(self._phase)}

    def poll_file(self) -> bool:
        """Refresh when another program changed the game file; True when it did."""
        if self.store.closed:
            return False
        try:
            changed = self.store.changed_elsewhere()
        except EngineError as exc:
            self.failed.emit(str(exc))
            return False
        if changed:
            self.refresh()
            self.notice.emit(
                self.tr(
                    "The game was changed by another program: the view "
                    "shows it now (the undo history was cleared)."
                )
            )
        return changed

    # --- reading ---------------------------------------------------------------------------
    @property
    def ruleset(self) -> Ruleset:
        return self.store.ruleset

    @property
    def path(self) -> Path:
        return self.store.path

    @property
    def title(self) -> str:
        return self.store.title or self.store.path.stem

    @property
    def phase(self) -> int:
        return self._phase

    @property
    def open_phase(self) -> int:
        return self.store.open_phase()

    def phases(self) -> list[PhaseRow]:
        return self.store.phases()

    def stale_phases(self) -> list[int]:
        """The committed phases whose inputs or start changed since (`stale.py` shows what
        re-resolving them would change; it is imported only then)."""
        return [p.number for p in self.store.phases() if p.status is PhaseStatus.STALE]

    def undo_status(self) -> UndoStatus:
        return self.store.undo_status(self.lang)

    def living(self) -> list[str]:
        return [p.name for p in sorted(self.view.state.players, key=lambda p: p.seat) if p.alive]

    def names(self) -> list[str]:
        return [p.name for p in sorted(self.view.state.players, key=lambda p: p.seat)]

    def _compute(self, number: int) -> PhaseView:
        return compute_view(self.store, number)

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Recompute the view and tell everyone (after an operation, or a new language)."""
        last = max([self.store.open_phase(), *(p.number for p in self.store.phases())])
        if self._phase > last:  # the phase shown is gone (its early orders undone...)
            self._phase = self.store.open_phase()
        self.view = self._compute(self._phase)
        self._open_seen = self.store.open_phase()
        self._post_view = None
        self.changed.emit(changes)

    def resolve_pending(self) -> bool:
        """Resolve the shown phase when its view was computed without its resolution (the
        first game at start: `opening.py`), and tell everyone; True when it was pending."""
        if not self.view.resolving or self.store.closed:
            return False
        self.refresh()
        return True

    def post_view(self) -> PhaseView:
        """The phase the post tab shows: the one just committed, else the shown one."""
        number = self.post_phase
        if number is None or number == self._phase or number >= self.store.open_phase():
            return self.view
        if self._post_view is None or self._post_view.number != number:
            self._post_view = self._compute(number)
        return self._post_view

    # --- looking around -------------------------------------------------------------------
    def show_phase(self, number: int) -> None:
        """The master picks a phase: every tab shows it (the post tab too)."""
        following = self.post_phase is not None
        self.post_phase = None
        if number == self._phase:
            if following:
                self.changed.emit(Changes(messages=True, phase=number))
            return
        self._phase = number
        self.refresh(
            Changes(phases=True, orders=True, votes=True, decisions=True, state=True, phase=number)
        )

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.texts = Texts(self.store.ruleset, lang)
        self.refresh()

    # --- operations: each goes through `perform` ---------------------------------------------
    def perform(self, operation: Callable[[], Changes | Any]) -> Changes | None:
        """Run a store operation; on success refresh and emit `changed`, on a refusal emit
        `failed` with the store's message (nothing is half done: each write is atomic)."""
        try:
            result = operation()
        except PhaseCommitted as exc:  # another program committed it: nothing was written
            self._phase = self.store.open_phase()  # where the master's inputs go now
            self.refresh()
            self.failed.emit(
                self.tr(
                    "Phase %1 was committed meanwhile by another program: nothing was "
                    "saved. The console shows the game as it is now."
                ).replace("%1", str(exc.phase))
            )
            return None
        except EngineError as exc:
            self.failed.emit(str(exc))
            return None
        changes = result if isinstance(result, Changes) else EVERYTHING
        self.refresh(changes)
        return changes

    def set_ruling(self, ruling_id: str, option: str | None) -> Changes | None:
        return self.perform(lambda: self.store.set_ruling(ruling_id, option))

    def resolve(self) -> Changes | None:
        """Keep the current resolution of the phase as its draft in the store."""
        number = self._phase

        def run() -> Changes:
            self.store.resolve(number)
            return Changes(phases=True, phase=number)

        return self.perform(run)

    def commit(
        self, post: PostOptions | None = None, confirmed: Confirmation | None = None
    ) -> Changes | None:
        """Commit the phase exactly as shown: the store checks, inside the commit's
        transaction, that nothing the master saw changed meanwhile (else nothing is
        committed and `failed` says what changed). With `post`, its posts in that format
        and language are stored in the same transaction; the sent marks made before the
        commit follow it there too."""
        number, v = self._phase, self.view
        seen = confirmed or v.confirmation  # `confirmed`: taken when the dialog was shown
        try:
            drafts = self._post_drafts(post) if post is not None else []
        except EngineError as exc:  # broken templates: the commit waits, nothing is lost
            self.failed.emit(str(exc))
            return None

        try:
            changes = self.store.commit(number, confirmed=seen, posts=drafts)
        except CommitConflict as exc:
            self.refresh()  # show what is stored now, then say what changed
            self.failed.emit(str(exc))
            return None
        except EngineError as exc:
            self.failed.emit(str(exc))
            return None
        self.refresh(changes)
        self.show_phase(self.store.open_phase())
        self.post_phase = number  # its post is the one to publish now
        self.changed.emit(Changes(messages=True, phase=number))
        return changes

    def _post_drafts(self, post: PostOptions) -> list[PostDraft]:
        """The shown phase's posts as the commit will store them (rendered from the trace
        the master confirms: the commit stores that very resolution)."""
        from engine.store import PostDraft

        from . import posts

        v = self.view
        if v.trace is None:
            return []
        made = posts.compose(
            self.store,
            self.ruleset,
            v.trace,
            v.after,
            v.number,
            None,
            post,
            self.draft_marks,
            fresh=True,
        )
        drafts = [PostDraft(posts.SUMMARY, post.lang, post.fmt, made.public)]
        drafts += [
            PostDraft(posts.private_kind(m.name), post.lang, post.fmt, m.text)
            for m in made.messages
        ]
        return drafts

    def undo_commit(self) -> Changes | None:
        # the store keeps the sent marks of the reopened phase (in the same transaction)
        seen = self._open_seen - 1  # the last commit the master saw
        changes = self.perform(lambda: self.store.undo_commit(seen))
        if changes is not None:
            self.post_phase = None
            self.show_phase(self.store.open_phase())
        return changes

    def reresolve_stale(self) -> Changes | None:
        return self.perform(self.store.reresolve_stale)

    def undo(self) -> Changes | None:
        return self.perform(self.store.undo)

    # --- posts ---------------------------------------------------------------------------------
    def posts(self, options: PostOptions, fresh: bool = False) -> PhasePosts | None:
        """The shown phase's posts (None: no trace). TemplateError (an EngineError) when the
        master's templates are broken."""
        from . import posts

        v = self.post_view()
        if v.trace is None:
            return None
        committed_at = v.row.committed_at if v.committed else None
        return posts.compose(
            self.store,
            self.ruleset,
            v.trace,
            v.after,
            v.number,
            committed_at,
            options,
            self.draft_marks,
            fresh,
        )

    def set_sent(self, messages: Sequence[PlayerMessage], sent: bool) -> Changes | None:
        """Mark private messages of the phase the post tab shows sent (or not), in the store
        (undoable): on the message rows of a committed phase, else by what each player is
        told until the commit carries the marks over."""
        number = self.post_view().number
        if self.post_view().committed and all(m.rows for m in messages):

            def mark() -> Changes:
                ids = [row for m in messages for row in m.rows]
                return Changes(messages=True, phase=number) | self.store.mark_sent(ids, sent)

            return self.perform(mark)

        def mark_draft() -> Changes:
            changes = Changes(messages=True, phase=number)
            for m in messages:
                changes = changes | self.store.mark_draft_sent(number, m.name, m.key, sent)
            return changes

        return self.perform(mark_draft)

    def keep_post(self, kind: str, options: PostOptions, text: str) -> Changes | None:
        """Store a post of the shown (committed) phase as exported, unless that very text is
        its latest stored version already."""
        from . import posts

        v = self.post_view()
        if not v.committed:
            return None
        latest = posts.stored_posts(self.store, v.number, v.row.committed_at, options).get(kind)
        if latest is not None and latest.text == text:
            return None
        number = v.number
        return self.perform(
            lambda: self.store.save_post(number, kind, options.lang, options.fmt, text)
        )

    def redo(self) -> Changes | None:
        return self.perform(self.store.redo)

    # --- questions for the engine (no store write) ----------------------------------------
    def verdict(self, order: Order, replacing: str | None = None) -> Verdict | None:
        """The engine's verdict on `order` in this phase (None: the phase cannot resolve
        yet, so nobody can judge it)."""
        from .verdict import verdict

        v = self.view
        if v.problem is not None:
            return None
        return verdict(self.ruleset, v.state, v.inputs, order, replacing)

    def legal_targets(self, order: Order, replacing: str | None = None) -> list[str]:
        v = self.view
        if v.problem is not None:
            return self.names()
        return bridge.legal_targets(self.ruleset, v.state, v.inputs, order, self.names(), replacing)

    def param_options(self, actor: str, ability_id: str, param: str) -> tuple[str, ...] | None:
        """What the engine offers for an order's text parameter (the cards held); None:
        any text, or the phase cannot be judged now."""
        v = self.view
        if v.problem is not None:
            return None
        return bridge.legal_params(self.ruleset, v.state, v.inputs, actor, ability_id, param)

    def what_if(self, rulings: Mapping[str, str]) -> PhaseTrace:
        """The phase resolved with `rulings` changed; the current inputs, nothing stored."""
        v = self.view
        return bridge.what_if(self.ruleset, v.state, v.inputs, dict(rulings))

    def rulings_in_force(self) -> dict[str, str]:
        rs = self.ruleset
        chosen = dict(self.view.state.rulings)
        return {rid: chosen.get(rid, r.default) for rid, r in rs.rulings.items()}

    def close(self) -> None:
        self._poll.stop()
        self.store.close()
        if self.lock is not None:
            self.lock.release()
