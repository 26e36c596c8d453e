"""What the master confirmed before a commit, read again inside the commit's transaction.

A `Confirmation` is read from the stored text of a phase's inputs (orders, votes, decisions),
the game's rulings, the state the phase starts from, whether the phase is committed, and the
engine and ruleset the program runs. The console takes one when it shows the phase (the
confirm dialog shows that very resolution); `commit(confirmed=...)` reads it again under the
write lock and stops on any difference, naming what changed. Raw stored text is compared,
so a damaged row is a difference, never a crash.
"""

from __future__ import annotations

from dataclasses import dataclass

from .db import Db
from .records import StoreError


@dataclass(frozen=True)
class Confirmation:
    """The inputs of one phase as the master saw them (compare with `==`)."""

    phase: int
    committed_at: str | None  # the phase's commit then (None: not committed)
    start: str | None  # the hash of the state it starts from (None: the phase before is open)
    orders: tuple[tuple[str, str], ...]  # (ref, the order as stored), orders that count
    votes: tuple[tuple[str, str], ...]  # (voter, candidate)
    decisions: tuple[tuple[str, str], ...]  # (question id, answer as stored)
    rulings: str  # as stored (JSON)
    engine: str  # fingerprint of the engine's code and the ruleset file

    def differences(self, now: Confirmation) -> list[str]:
        """What changed from `self` (confirmed) to `now`, one line each, for the master."""
        out: list[str] = []
        if now.committed_at != self.committed_at:
            out.append(
                f"phase {self.phase} was committed meanwhile (at {now.committed_at})"
                if now.committed_at
                else f"the commit of phase {self.phase} was undone meanwhile"
            )
        if now.start != self.start:
            out.append(
                "the state the phase starts from changed (an earlier phase was "
                "committed, re-resolved or undone)"
            )
        out += _changed("order", dict(self.orders), dict(now.orders))
        out += _changed("vote of", dict(self.votes), dict(now.votes))
        out += _changed("decision", dict(self.decisions), dict(now.decisions))
        if now.rulings != self.rulings:
            out.append(f"the rulings changed: {self.rulings} → {now.rulings}")
        if now.engine != self.engine:
            out.append("the engine or the ruleset changed")
        return out


def _changed(what: str, before: dict[str, str], after: dict[str, str]) -> list[str]:
    out: list[str] = []
    for key in sorted(set(before) | set(after)):
        old, new = before.get(key), after.get(key)
        if old == new:
            continue
        if old is None:
            out.append(f"{what} {key} added: {new}")
        elif new is None:
            out.append(f"{what} {key} removed (was {old})")
        else:
            out.append(f"{what} {key}: {old} → {new}")
    return out


class CommitConflict(StoreError):
    """The phase changed between the master's confirmation and the commit: nothing was
    committed. `changes` says what changed, one line each."""

    def __init__(self, phase: int, changes: list[str], path: str | None = None) -> None:
        self.phase = phase
        self.changes = tuple(changes)
        super().__init__(
            f"phase {phase} changed since you confirmed it, so nothing was "
            f"committed: {'; '.join(changes)}. Look at it again and commit anew",
            path,
        )


def read_confirmation(db: Db, phase: int, start: str | None, engine: str) -> Confirmation:
    """The confirmation of `phase` as stored now (`start`: the hash of the state it starts
    from, as the statuses give it)."""
    orders = tuple(
        (
            str(ref),
            f"{actor} {ability} {targets}{'' if params == '{}' else ' ' + params}"
            f"{'' if by is None else ' by ' + by}",
        )
        for ref, actor, ability, targets, params, by in db.execute(
            "SELECT ref, actor, ability, targets, params, submitted_by FROM orders "
            "WHERE phase = ? AND withdrawn_at IS NULL ORDER BY seq",
            [phase],
        )
    )
    votes = tuple(
        (str(v), str(c))
        for v, c in db.execute(
            "SELECT voter, candidate FROM votes WHERE phase = ? ORDER BY voter", [phase]
        )
    )
    decisions = tuple(
        (str(q), str(a))
        for q, a in db.execute(
            "SELECT qid, answer FROM decisions WHERE phase = ? ORDER BY qid", [phase]
        )
    )
    committed = db.execute("SELECT committed_at FROM phases WHERE number = ?", [phase]).fetchone()
    rulings = db.execute("SELECT rulings FROM game WHERE id = 1").fetchone()
    return Confirmation(
        phase,
        None if committed is None else committed[0],
        start,
        orders,
        votes,
        decisions,
        "" if rulings is None else str(rulings[0]),
        engine,
    )
