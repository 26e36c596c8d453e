"""Phases: statuses, resolution into drafts, commits, un-commits, re-resolution (the
committed record they write is read in `committed.py`). Mixed into `GameStore`."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ..model.state import GameState, PhaseInput
from ..resolution.context import Decider
from ..resolution.driver import Resolution, resolve_phase
from ..trace import PhaseTrace, thaw
from .codec import (
    EMPTY_INPUT_HASH,
    digest,
    dumps,
    input_hashes,
    load_state,
    load_trace,
    now,
    ruleset_fingerprint,
    stamp,
    state_text,
    trace_text,
)
from .confirm import CommitConflict, Confirmation, read_confirmation
from .inputs import rows
from .phase_reads import PhaseReads
from .records import (
    NOTHING,
    Changes,
    PhaseStatus,
)
from .status import PhaseInfo

if TYPE_CHECKING:
    from .post_records import PostDraft

COMMITTED_CHANGES = dict(phases=True, state=True, messages=True)


class PhaseOps(PhaseReads):
    """The phase half of `GameStore` (see there): resolution, commits, un-commits."""

    # --- resolution ------------------------------------------------------------------------
    def _input_hash(self, number: int, infos: Mapping[int, PhaseInfo]) -> str:
        info = infos.get(number)
        if info is not None:
            return info.input_hash
        return input_hashes(self._db, number).get(number, EMPTY_INPUT_HASH)

    def _start_hash(self, number: int, infos: Mapping[int, PhaseInfo]) -> str:
        if number == 1:
            return str(self._game["start_hash"])
        return str(infos[number - 1].state_hash)

    def _resolve_at(
        self, start: GameState, phase: PhaseInput, decider: Decider | None = None
    ) -> Resolution:
        """Resolve one phase from its starting state (phase 1 carries the deal's warnings)."""
        return resolve_phase(self._ruleset, start, phase, decider)

    def _resolvable(self, phase: int | None, infos: Mapping[int, PhaseInfo]) -> int:
        open_phase = self.open_phase()
        number = open_phase if phase is None else phase
        if number < 1 or number > open_phase:
            raise self._fail(
                f"phase {number} cannot be resolved: phase {open_phase} is the open phase"
            )
        for n in range(1, number):
            info = infos.get(n)
            if info is not None and info.status is PhaseStatus.STALE:
                why = (
                    "its orders, votes or decisions changed"
                    if info.stale_reason == "inputs"
                    else "an earlier phase or ruling changed"
                )
                raise self._fail(
                    f"phase {n} is stale ({why}): re-resolve the phases from {n} "
                    f"in order before phase {number}"
                )
        return number

    def resolve(self, phase: int | None = None, decider: Decider | None = None) -> Resolution:
        """Resolve a phase (the open one by default) from the state after the phase before it,
        and keep the result as the phase's draft (not committed). Answers the decider gives
        are stored as decisions (one undoable edit), so the phase re-resolves the same way
        later. A committed phase may be resolved again (a what-if, or to commit it anew);
        all earlier phases must be committed and not stale."""
        number = self._resolvable(phase, self._infos())
        inputs = self.phase_input(number)
        res = self._resolve_at(self.state(number - 1), inputs, decider)
        answered = {
            q.id: thaw(q.answer)
            for q in res.trace.questions
            if q.answered and q.id not in inputs.decisions
        }
        if answered:
            self._set_decisions(number, answered, "answers", {"count": len(answered)})
        infos = self._infos()
        trace_t, state_t = trace_text(res.trace), state_text(res.state)
        in_h, start_h = self._input_hash(number, infos), self._start_hash(number, infos)
        with self._write():
            self._ensure_phase(number)
            self._db.execute(
                "UPDATE phases SET drafted_at = ?, draft_trace = ?, draft_state = ?, "
                "draft_input_hash = ?, draft_start_hash = ?, draft_verified = ? "
                "WHERE number = ?",
                [
                    now(),
                    trace_t,
                    state_t,
                    in_h,
                    start_h,
                    stamp(ruleset_fingerprint(self._ruleset), in_h, start_h, trace_t, state_t),
                    number,
                ],
            )
        return res

    def draft(self, phase: int) -> PhaseTrace | None:
        """The phase's draft trace, if it still matches the phase's inputs and start."""
        info = self._infos().get(phase)
        if info is None or not info.draft_valid:
            return None
        found = self._db.execute(
            "SELECT draft_trace FROM phases WHERE number = ?", [phase]
        ).fetchone()
        return self._read(
            load_trace, found[0], f"the draft of phase {phase}", ("phases", phase, "draft_trace")
        )

    def confirmation(self, phase: int | None = None) -> Confirmation:
        """What a commit of `phase` (the open one by default) would be resolved from, as
        stored now: take it when the master looks at the phase, give it to `commit`."""
        infos = self._infos()
        number = self.open_phase() if phase is None else phase
        info = infos.get(number)
        if info is not None:
            start = info.start_hash
        elif number == 1:
            start = str(self._game["start_hash"])
        else:
            before = infos.get(number - 1)
            start = before.state_hash if before is not None and before.committed_at else None
        return read_confirmation(self._db, number, start, ruleset_fingerprint(self._ruleset))

    def commit(
        self,
        phase: int | None = None,
        confirmed: Confirmation | None = None,
        posts: Sequence[PostDraft] = (),
    ) -> Changes:
        """Commit a phase (the open one by default) in one transaction: its trace, the new
        state, its messages, the sent marks made before the commit, and `posts` (the phase
        post and private messages as they will be posted). Uses the draft when it matches
        the inputs, else resolves now. Committing an already committed (or stale) phase
        replaces its trace, archiving the old one; later phases whose start changed become
        STALE.

        The transaction takes the write lock first (BEGIN IMMEDIATE) and reads everything
        again under it: with `confirmed` (from `confirmation`), any difference between what
        the master confirmed and what is stored now stops the commit with `CommitConflict`
        naming the changes, so two programs can never both commit the phase they saw."""
        with self._write(immediate=True):
            self._reload()
            infos = self._infos()
            if confirmed is not None:  # first: what changed says more than what it broke
                now = self.confirmation(confirmed.phase if phase is None else phase)
                if now != confirmed:
                    raise CommitConflict(now.phase, confirmed.differences(now), str(self._path))
            number = self._resolvable(
                confirmed.phase if phase is None and confirmed else phase, infos
            )
            changes = self._commit_now(number, infos)
            return changes | self._after_commit(number, posts)

    def _commit_now(self, number: int, infos: Mapping[int, PhaseInfo]) -> Changes:
        info = infos.get(number)
        if info is not None and info.draft_valid:
            trace_t, state_t, verified = self._db.execute(
                "SELECT draft_trace, draft_state, draft_verified FROM phases WHERE number = ?",
                [number],
            ).fetchone()
            in_h, start_h = info.input_hash, self._start_hash(number, infos)
            try:
                load_trace(trace_t), load_state(state_t)
            except (ValueError, KeyError, TypeError, AttributeError):
                return self._commit_fresh(number, infos)  # a damaged draft: resolve anew
            if verified != stamp(
                ruleset_fingerprint(self._ruleset), in_h, start_h, trace_t, state_t
            ):
                verified = None  # drafted by other code: the next check re-resolves it
            return self._write_commit(number, trace_t, state_t, in_h, start_h, verified)
        return self._commit_fresh(number, infos)

    def _commit_fresh(self, number: int, infos: Mapping[int, PhaseInfo]) -> Changes:
        inputs = self.phase_input(number)
        res = self._resolve_at(self.state(number - 1), inputs)
        trace_t, state_t = trace_text(res.trace), state_text(res.state)
        in_h, start_h = self._input_hash(number, infos), self._start_hash(number, infos)
        verified = stamp(ruleset_fingerprint(self._ruleset), in_h, start_h, trace_t, state_t)
        return self._write_commit(number, trace_t, state_t, in_h, start_h, verified)

    def _write_commit(
        self, number: int, trace_t: str, state_t: str, in_h: str, start_h: str, verified: str | None
    ) -> Changes:
        when = now()
        with self._write():
            self._ensure_phase(number)
            old = rows(
                self._db,
                "SELECT committed_at, trace, state, input_hash, start_hash "
                "FROM phases WHERE number = ?",
                [number],
            )[0]
            if old["trace"] is not None:
                if (old["trace"], old["state"], old["input_hash"], old["start_hash"]) == (
                    trace_t,
                    state_t,
                    in_h,
                    start_h,
                ):
                    return NOTHING
                self._archive(number, "reresolved", when)
            sent = {
                data: at
                for data, at in self._db.execute(
                    "SELECT data, sent_at FROM messages WHERE phase = ? AND sent_at IS NOT NULL",
                    [number],
                )
            }
            self._db.execute(
                "UPDATE phases SET committed_at = ?, trace = ?, state = ?, state_hash = ?, "
                "input_hash = ?, start_hash = ?, verified = ?, drafted_at = NULL, "
                "draft_trace = NULL, draft_state = NULL, draft_input_hash = NULL, "
                "draft_start_hash = NULL, draft_verified = NULL WHERE number = ?",
                [when, trace_t, state_t, digest(state_t), in_h, start_h, verified, number],
            )
            self._db.execute("DELETE FROM messages WHERE phase = ?", [number])
            messages = [dumps(m) for m in json.loads(trace_t)["messages"]]
            self._db.conn.executemany(
                "INSERT INTO messages (phase, seq, recipient, data, sent_at) "
                "VALUES (?, ?, ?, ?, ?)",
                [
                    (number, seq, json.loads(data)["to"], data, sent.get(data))
                    for seq, data in enumerate(messages, start=1)
                ],
            )
            self._ensure_phase(number + 1)
        self._history.clear()  # edits before a commit belong to it: undo_commit goes back
        return Changes(**COMMITTED_CHANGES, phase=number)

    def _archive(self, number: int, reason: str, when: str) -> None:
        self._db.execute(
            "INSERT INTO phase_history (phase, reason, committed_at, replaced_at, trace, state,"
            " input_hash, start_hash) SELECT number, ?, committed_at, ?, trace, state, "
            "input_hash, start_hash FROM phases WHERE number = ?",
            [reason, when, number],
        )

    def undo_commit(self, phase: int | None = None) -> Changes:
        """Reopen the last committed phase: its orders, votes and decisions stay; its trace
        becomes the draft again (and is archived). `phase`: the one the caller means (what
        its screen shows as the last commit): read under the write lock, and refused when
        another program committed a later one meanwhile, so nobody reopens a commit they
        did not see."""
        with self._write(immediate=True):
            number = self._last_committed()
            if number == 0:
                raise self._fail("no phase is committed: there is no commit to undo")
            if phase is not None and phase != number:
                raise self._fail(
                    f"phase {number} was committed meanwhile by another program: nothing "
                    f"was reopened (phase {phase} is not the last commit now)"
                )
            self._archive(number, "uncommitted", now())
            self._db.execute(
                "UPDATE phases SET drafted_at = committed_at, draft_trace = trace, "
                "draft_state = state, draft_input_hash = input_hash, "
                "draft_start_hash = start_hash, draft_verified = verified, "
                "committed_at = NULL, trace = NULL, state = NULL, state_hash = NULL, "
                "input_hash = NULL, start_hash = NULL, verified = NULL WHERE number = ?",
                [number],
            )
            # the message rows stay (hidden while uncommitted): a re-commit keeps sent marks
            self._marks_to_draft(number)
        self._history.clear()
        return Changes(**COMMITTED_CHANGES, phase=number)

    def reresolve(self, phase: int, confirmed: Confirmation | None = None) -> Changes:
        """Resolve a committed phase again with its current inputs and commit the result
        (e.g. after a late order); later phases become STALE if the state changed. Under
        the write lock, as `commit` (and `confirmed` as there)."""
        with self._write(immediate=True):
            self._reload()
            infos = self._infos()
            if confirmed is not None:
                now = self.confirmation(phase)
                if now != confirmed:
                    raise CommitConflict(phase, confirmed.differences(now), str(self._path))
            info = infos.get(phase)
            if info is None or info.committed_at is None:
                raise self._fail(f"phase {phase} is not committed: commit it instead")
            self._resolvable(phase, infos)
            return self._commit_fresh(phase, infos)

    def reresolve_stale(self) -> Changes:
        """Re-resolve every STALE phase in order."""
        changes = NOTHING
        for _ in range(self._last_committed()):
            stale = [i.number for i in self._infos().values() if i.status is PhaseStatus.STALE]
            if not stale:
                break
            changes = changes | self.reresolve(min(stale))
        return changes
