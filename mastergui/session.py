"""The open game: every change the master makes is a store operation returning `Changes`,
and one signal (`changed`) tells the views to refresh — anki's OpChanges pattern.

The session also holds what the views read about the phase being looked at (`PhaseView`),
recomputed after each operation: the state the phase starts from, its inputs, its orders,
and its resolution — the committed trace for a committed phase, else the engine's
resolution of the current inputs (the same the store would draft: resolution is pure).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine import EngineError, GameState, Order, PhaseInput, resolve_phase
from engine.export import delivered
from engine.ruleset import Ruleset
from engine.store import Changes, GameStore, OrderRow, PhaseRow, PhaseStatus, UndoStatus
from engine.trace import PhaseTrace

from . import bridge, posts
from .posts import PhasePosts, PlayerMessage, PostOptions
from .text import Texts

EVERYTHING = Changes(orders=True, votes=True, decisions=True, phases=True, state=True,
                     rulings=True, players=True)


def resolution_changed(changes: Changes) -> bool:
    """Could the shown resolution (orders, trace, HP...) differ after `changes`? Posts and
    sent marks alone do not: the views of the trace keep their models (and selections)."""
    return any((changes.orders, changes.votes, changes.decisions, changes.phases,
                changes.state, changes.rulings, changes.players))


@dataclass(frozen=True)
class PhaseView:
    """What the console shows about one phase, computed once per change."""

    number: int
    row: PhaseRow
    state: GameState  # the state the phase starts from
    inputs: PhaseInput
    orders: tuple[OrderRow, ...]
    trace: PhaseTrace | None
    abilities: Mapping[str, Sequence[bridge.Ability]] = field(default_factory=dict)
    problem: str | None = None  # why there is no trace (an earlier phase is stale...)
    after: GameState | None = None  # the state the trace leads to (public roles for posts)

    @property
    def committed(self) -> bool:
        return self.row.status in (PhaseStatus.COMMITTED, PhaseStatus.STALE)

    @property
    def active_orders(self) -> list[Order]:
        return [o.order for o in self.orders if not o.withdrawn]


class GameSession(QObject):
    """One open game file and the phase the master is looking at."""

    changed = Signal(object)  # Changes
    failed = Signal(str)  # an operation was refused: the store's or engine's message

    def __init__(self, store: GameStore, lang: str = "ru", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.lang = lang
        self.texts = Texts(store.ruleset, lang)
        self._phase = store.open_phase()
        # private messages the master marked as sent in phases not committed yet (committed
        # phases keep their marks in the store): (phase, player, what they are told)
        self.draft_marks: set[tuple[int, str, str]] = set()
        # the phase just committed: its post is the one to publish, so the post tab keeps
        # showing it while the other tabs move on to the open phase (None: the shown one)
        self.post_phase: int | None = None
        self._post_view: PhaseView | None = None
        self.view = self._compute(self._phase)

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

    def undo_status(self) -> UndoStatus:
        return self.store.undo_status(self.lang)

    def living(self) -> list[str]:
        return [p.name for p in sorted(self.view.state.players, key=lambda p: p.seat)
                if p.alive]

    def names(self) -> list[str]:
        return [p.name for p in sorted(self.view.state.players, key=lambda p: p.seat)]

    def _compute(self, number: int) -> PhaseView:
        store = self.store
        row = store.phase_status(number)
        inputs = store.phase_input(number)
        orders = tuple(store.orders(number))
        trace: PhaseTrace | None = None
        after: GameState | None = None
        problem: str | None = None
        try:
            state = store.state(number - 1)
        except EngineError as exc:
            # a later phase holding early orders: it resolves once the ones before it are
            # committed; meanwhile its orders show against the latest committed state
            state, problem = store.state(), str(exc)
        if row.status in (PhaseStatus.COMMITTED, PhaseStatus.STALE):
            trace = store.trace(number)
            if trace is not None:
                after = store.state(number)
        if trace is None and problem is None:
            try:
                res = resolve_phase(store.ruleset, state, inputs)
                trace, after = res.trace, res.state
            except Exception as exc:  # an engine bug must not take the console down
                problem = f"{type(exc).__name__}: {exc}"
        return PhaseView(number, row, state, inputs, orders, trace,
                         bridge.abilities_of(store.ruleset, state), problem, after)

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Recompute the view and tell everyone (after an operation, or a new language)."""
        last = max([self.store.open_phase(), *(p.number for p in self.store.phases())])
        if self._phase > last:  # the phase shown is gone (its early orders undone...)
            self._phase = self.store.open_phase()
        self.view = self._compute(self._phase)
        self._post_view = None
        self.changed.emit(changes)

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
        self.refresh(Changes(phases=True, orders=True, votes=True, decisions=True,
                             state=True, phase=number))

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
        except EngineError as exc:
            self.failed.emit(str(exc))
            return None
        changes = result if isinstance(result, Changes) else EVERYTHING
        self.refresh(changes)
        return changes

    def add_order(self, order: Order, source_text: str | None = None) -> Changes | None:
        return self.perform(lambda: self.store.add_order(self._phase, order, source_text))

    def edit_order(self, order_id: int, order: Order,
                   source_text: str | None = None) -> Changes | None:
        return self.perform(lambda: self.store.edit_order(order_id, order, source_text))

    def withdraw_order(self, order_id: int) -> Changes | None:
        return self.perform(lambda: self.store.withdraw_order(order_id))

    def restore_order(self, order_id: int) -> Changes | None:
        return self.perform(lambda: self.store.restore_order(order_id))

    def set_vote(self, voter: str, candidate: str | None) -> Changes | None:
        return self.perform(lambda: self.store.set_vote(self._phase, voter, candidate))

    def set_decision(self, qid: str, answer: Any) -> Changes | None:
        return self.perform(lambda: self.store.set_decision(self._phase, qid, answer))

    def set_ruling(self, ruling_id: str, option: str | None) -> Changes | None:
        return self.perform(lambda: self.store.set_ruling(ruling_id, option))

    def resolve(self) -> Changes | None:
        """Keep the current resolution of the phase as its draft in the store."""
        number = self._phase

        def run() -> Changes:
            self.store.resolve(number)
            return Changes(phases=True, phase=number)
        return self.perform(run)

    def commit(self, post: PostOptions | None = None) -> Changes | None:
        """Commit the phase; with `post`, then keep its posts in that format and language
        (a failure there leaves the commit done and says why)."""
        number = self._phase
        changes = self.perform(lambda: self.store.commit(number))
        if changes is not None:
            self.perform(lambda: self._after_commit(number, post))
            self.show_phase(self.store.open_phase())
            self.post_phase = number  # its post is the one to publish now
            self.changed.emit(Changes(messages=True, phase=number))
        return changes

    def _after_commit(self, number: int, post: PostOptions | None) -> Changes:
        store = self.store
        trace = store.trace(number)
        if trace is None:
            return Changes()
        changes = posts.carry_marks(store, number, trace, self.draft_marks)
        if post is not None:
            made = posts.compose(store, self.ruleset, trace, store.state(number), number,
                                 store.phase_status(number).committed_at, post,
                                 self.draft_marks, fresh=True)
            changes = changes | posts.save_phase_posts(store, number, made)
        return changes

    def undo_commit(self) -> Changes | None:
        number = self.store.open_phase() - 1
        trace = self.store.trace(number) if number > 0 else None
        if trace is not None:  # its messages leave the store: keep the sent marks here
            rows = posts.message_rows(self.store, number)
            for name, msgs in delivered(trace).items():
                own = rows.get(name, [])
                if own and all(r.sent_at is not None for r in own):
                    self.draft_marks.add((number, name, posts.content_key(msgs)))
        changes = self.perform(self.store.undo_commit)
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
        v = self.post_view()
        if v.trace is None:
            return None
        committed_at = v.row.committed_at if v.committed else None
        return posts.compose(self.store, self.ruleset, v.trace, v.after, v.number, committed_at,
                             options, self.draft_marks, fresh)

    def set_sent(self, messages: Sequence[PlayerMessage], sent: bool) -> Changes | None:
        """Mark private messages of the shown phase sent (or not): in the store for a
        committed phase, else here until the commit."""
        number = self.post_view().number
        if self.post_view().committed and all(m.rows for m in messages):
            def mark() -> Changes:
                ids = [row for m in messages for row in m.rows]
                return Changes(messages=True, phase=number) | self.store.mark_sent(ids, sent)
            return self.perform(mark)
        for m in messages:
            if sent:
                self.draft_marks.add((number, m.name, m.key))
            else:
                self.draft_marks.discard((number, m.name, m.key))
        changes = Changes(messages=True, phase=number)
        self.changed.emit(changes)
        return changes

    def keep_post(self, kind: str, options: PostOptions, text: str) -> Changes | None:
        """Store a post of the shown (committed) phase as exported, unless that very text is
        its latest stored version already."""
        v = self.post_view()
        if not v.committed:
            return None
        latest = posts.stored_posts(self.store, v.number, v.row.committed_at, options).get(kind)
        if latest is not None and latest.text == text:
            return None
        number = v.number
        return self.perform(lambda: self.store.save_post(number, kind, options.lang,
                                                         options.fmt, text))

    def redo(self) -> Changes | None:
        return self.perform(self.store.redo)

    # --- questions for the engine (no store write) ----------------------------------------
    def verdict(self, order: Order, replacing: str | None = None) -> bridge.Verdict | None:
        """The engine's verdict on `order` in this phase (None: the phase cannot resolve
        yet, so nobody can judge it)."""
        v = self.view
        if v.problem is not None:
            return None
        return bridge.verdict(self.ruleset, v.state, v.inputs, order, replacing)

    def legal_targets(self, order: Order, replacing: str | None = None) -> list[str]:
        v = self.view
        if v.problem is not None:
            return self.names()
        return bridge.legal_targets(self.ruleset, v.state, v.inputs, order, self.names(),
                                    replacing)

    def what_if(self, rulings: Mapping[str, str]) -> PhaseTrace:
        """The phase resolved with `rulings` changed; the current inputs, nothing stored."""
        v = self.view
        return bridge.what_if(self.ruleset, v.state, v.inputs, dict(rulings))

    def rulings_in_force(self) -> dict[str, str]:
        rs = self.ruleset
        chosen = dict(self.view.state.rulings)
        return {rid: chosen.get(rid, r.default) for rid, r in rs.rulings.items()}

    def with_decision(self, qid: str, answer: Any) -> PhaseInput:
        v = self.view
        return replace(v.inputs, decisions={**dict(v.inputs.decisions), qid: answer})

    def close(self) -> None:
        self.store.close()
