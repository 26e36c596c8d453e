"""The store's small records: what an operation changed, a phase's status, rows the GUI shows.

All are frozen: the GUI holds them without fear that the store changes them behind its back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from pathlib import Path
from typing import Any, NamedTuple

from ..model.errors import EngineError
from ..model.state import Order


class StoreError(EngineError):
    """A problem with a game file a master can act on; the message names the file."""

    def __init__(self, message: str, path: str | Path | None = None) -> None:
        self.message = message
        self.path = None if path is None else str(path)
        super().__init__(f"{self.path}: {message}" if self.path else message)


class PhaseCommitted(StoreError):
    """An input (order, vote, decision) for a phase that is committed, written without asking
    for a late input: refused, nothing changed. A late input makes the phase stale until it
    is re-resolved, so it is only ever done on purpose (`late=True`, `--late`); a console
    that showed the phase open learns it was committed meanwhile by another program."""

    def __init__(self, phase: int, path: str | Path | None = None) -> None:
        self.phase = phase
        super().__init__(
            f"phase {phase} is committed: nothing was changed. A late order, vote or "
            "decision makes it stale until it is re-resolved; ask for one explicitly "
            "(`--late`)",
            path,
        )


@dataclass(frozen=True)
class Changes:
    """What an operation changed; the GUI refreshes the views that show these.

    `phase` is the phase the change concerns (None: several or none). `a | b` merges.
    """

    orders: bool = False
    votes: bool = False
    decisions: bool = False
    phases: bool = False  # statuses, drafts, commits
    state: bool = False  # the current game state (players' HP, statuses...)
    rulings: bool = False
    players: bool = False  # the seats as dealt
    posts: bool = False
    messages: bool = False  # private results (and their sent marks)
    phase: int | None = None

    def __or__(self, other: Changes) -> Changes:
        flags = {
            f.name: getattr(self, f.name) or getattr(other, f.name)
            for f in fields(self)
            if f.name != "phase"
        }
        phase = (
            self.phase
            if self.phase == other.phase or other.phase is None
            else (other.phase if self.phase is None else None)
        )
        return Changes(**flags, phase=phase)

    @property
    def any(self) -> bool:
        return any(getattr(self, f.name) for f in fields(self) if f.name != "phase")


NOTHING = Changes()


class PhaseStatus(StrEnum):
    """Where a phase stands. Derived from stored hashes, never stored itself, so an undo
    that restores a phase's inputs restores its status too."""

    OPEN = "open"  # collecting orders; not resolved (or its draft no longer matches)
    DRAFT = "draft"  # resolved from its current inputs, not committed
    COMMITTED = "committed"  # committed, and its inputs and start state still match
    STALE = "stale"  # committed, but its inputs or the state it started from changed since


@dataclass(frozen=True)
class PhaseRow:
    """One phase as the phase list shows it."""

    number: int
    status: PhaseStatus
    committed_at: str | None  # ISO 8601 UTC
    drafted_at: str | None  # when the current draft was resolved (None: no valid draft)
    orders: int  # orders that count (not withdrawn)
    withdrawn: int
    votes: int
    stale_reason: str | None = None  # "inputs" (a late order...) or "start" (an earlier phase)
    problem: str | None = None  # integrity problem found on open (see `GameStore.integrity`)


@dataclass(frozen=True)
class OrderRow:
    """An order as stored: its current version, who sent it, when, and its older versions.

    `order.ref` is the order's stable id in the phase traces refer to ("3.2")."""

    id: int
    phase: int
    order: Order
    submitted_by: str  # who sent it: the actor, or a teammate (`order.by`)
    source_text: str | None  # the text the master pasted, if any
    created_at: str
    edited_at: str | None
    withdrawn_at: str | None
    history: tuple[Order, ...] = ()  # older versions, oldest first

    @property
    def withdrawn(self) -> bool:
        return self.withdrawn_at is not None


class ProblemKind(StrEnum):
    """What the integrity check found."""

    TRACE_MISMATCH = "trace_mismatch"  # re-resolution gives another trace
    STATE_MISMATCH = "state_mismatch"  # same trace, another resulting state
    START_MISMATCH = "start_mismatch"  # the setup no longer deals the stored starting state
    UNREADABLE = "unreadable"  # stored JSON cannot be read back (table, row, field named)
    RESOLVE_ERROR = "resolve_error"  # re-resolution raised an error
    RULESET_VERSION = "ruleset_version"  # the game was made with another ruleset version
    OUT_OF_ORDER = "out_of_order"  # a committed phase after one that is not committed
    ORPHAN_ROW = "orphan_row"  # a row naming a phase (player, order...) that has no record


@dataclass(frozen=True)
class IntegrityProblem:
    """A committed phase that does not re-resolve to what is stored. Reported, never
    rewritten: the master decides (re-resolve, or keep what was posted)."""

    phase: int | None  # None: the whole game (ruleset version); 0: the starting state
    kind: ProblemKind
    detail: str  # for the master: what differs, first difference first
    table: str | None = None  # where a value that cannot be read is stored
    row: str | None = None
    field: str | None = None

    def describe(self) -> str:
        where = (
            "game"
            if self.phase is None
            else ("start" if self.phase == 0 else f"phase {self.phase}")
        )
        if self.table is not None:
            where += f" (table {self.table}, row {self.row}, field {self.field})"
        return f"{where}: {self.detail}"


class BadField(StoreError):
    """A stored value the program cannot read back (hand-edited, damaged): names the table,
    the row and the field, so the master (or whoever helps) can find it."""

    def __init__(
        self, table: str, row: object, field: str, why: str, path: str | Path | None = None
    ) -> None:
        self.table, self.row, self.field, self.why = table, str(row), field, why
        super().__init__(
            f"table {table}, row {row}, field {field}: {why}. See "
            "`python -m engine game check`; nothing was changed",
            path,
        )

    def at(self, path: str | Path) -> BadField:
        """The same error naming the game file."""
        return BadField(self.table, self.row, self.field, self.why, path)


class UndoStatus(NamedTuple):
    """Labels of the edit `undo()` and `redo()` would revert/replay (None: nothing).
    A tuple: `undo, redo = store.undo_status()`."""

    undo: str | None
    redo: str | None


class UndoEntry(NamedTuple):
    """The edit `undo()` or `redo()` would revert/replay, as data (its kind, one of
    `undo.LABELS`, and the names its label shows), for a front end that words it itself:
    in its own language, with names for ids, or without what is secret."""

    kind: str
    data: Mapping[str, Any]
