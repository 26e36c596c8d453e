"""`GameStore`: one game in one SQLite file, and every operation the GUI and the CLI call."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..context import Decider
from ..model import GameState, Order, PhaseInput, PlayerSetup
from ..resolve import Resolution
from ..ruleset import Ruleset
from ..scenario import Scenario
from ..trace import PhaseTrace
from .records import (
    Changes,
    IntegrityProblem,
    MessageRow,
    OrderRow,
    PhaseRow,
    PostRow,
    UndoStatus,
)


class GameStore:
    """One game kept in one SQLite file (WAL, synchronous=FULL, foreign keys on).

    Every write is one `db.atomic()` transaction and returns `Changes`. Phases are
    committed in order; a phase's status is derived from hashes of its inputs and of the
    state it started from, so nothing the master did is ever overwritten: a re-resolution
    archives the trace it replaces.
    """

    # --- life cycle -------------------------------------------------------------------------
    @classmethod
    def create(cls, path: str | Path, scenario: Scenario | None = None, *,
               ruleset_id: str = "am15", players: Sequence[PlayerSetup] = (), seed: int = 0,
               rulings: Mapping[str, str] | None = None, title: str | None = None,
               commit_upto: int | None = None) -> GameStore:
        """Create a new game file at `path` (refused if it exists) and open it.

        From a scenario: its ruleset, seed, rulings, title and players, and each scenario
        phase's orders, votes and decisions, committed in order (only the first
        `commit_upto` phases when given; the rest wait as inputs of open phases). Without
        a scenario: the given setup. The file appears only when complete (built next to it,
        then renamed), so a crash never leaves half a game."""
        raise NotImplementedError

    @classmethod
    def open(cls, path: str | Path) -> GameStore:
        """Open an existing game file. StoreError (naming the file, leaving it untouched)
        when it is missing, not a game database, corrupt, from a newer version of the
        program, or in a read-only location. Runs the integrity check (`integrity()`)."""
        raise NotImplementedError

    def close(self) -> None:
        """Close the file (checkpoints the WAL). The store is unusable afterwards."""
        raise NotImplementedError

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- the game -------------------------------------------------------------------------
    @property
    def path(self) -> Path:
        raise NotImplementedError

    @property
    def title(self) -> str | None:
        raise NotImplementedError

    @property
    def ruleset(self) -> Ruleset:
        raise NotImplementedError

    @property
    def seed(self) -> int:
        raise NotImplementedError

    @property
    def rulings(self) -> dict[str, str]:
        """The rulings chosen for this game (only those set; defaults come from the ruleset)."""
        raise NotImplementedError

    def set_title(self, title: str | None) -> Changes:
        raise NotImplementedError

    def set_ruling(self, ruling_id: str, option: str | None) -> Changes:
        """Choose a ruling for the whole game (None: back to the ruleset's default).
        Rulings are part of the game's starting state, so committed phases become STALE
        until re-resolved in order (`reresolve_stale`). Undoable."""
        raise NotImplementedError

    def players(self) -> list[PlayerSetup]:
        """The seats as dealt, in seating order."""
        raise NotImplementedError

    def set_players(self, players: Sequence[PlayerSetup]) -> Changes:
        """Replace the deal; refused once a phase is committed (orders name players). Undoable."""
        raise NotImplementedError

    # --- phases -------------------------------------------------------------------------------
    def phases(self) -> list[PhaseRow]:
        """Every phase from 1 to the open one (and any later phase holding orders)."""
        raise NotImplementedError

    def phase_status(self, phase: int) -> PhaseRow:
        raise NotImplementedError

    def open_phase(self) -> int:
        """The phase orders go to now: the first one not committed."""
        raise NotImplementedError

    def state(self, after_phase: int | None = None) -> GameState:
        """The game state after `after_phase` (0: the deal) as committed; by default after
        the last committed phase."""
        raise NotImplementedError

    # --- inputs (undoable edits) -------------------------------------------------------------
    def orders(self, phase: int, include_withdrawn: bool = True) -> list[OrderRow]:
        """A phase's orders in the order they arrived."""
        raise NotImplementedError

    def order(self, order_id: int) -> OrderRow:
        raise NotImplementedError

    def add_order(self, phase: int, order: Order, source_text: str | None = None) -> Changes:
        """Record an order (to the open phase, or a late order to a committed one, which then
        becomes STALE). StoreError for an unknown player or ability; whether the order is
        legal is the resolution's business (rejected orders are kept with reasons)."""
        raise NotImplementedError

    def edit_order(self, order_id: int, order: Order, source_text: str | None = None) -> Changes:
        """Replace an order's content; the old version is kept in `OrderRow.history`."""
        raise NotImplementedError

    def withdraw_order(self, order_id: int) -> Changes:
        """Withdraw an order: kept and shown, no longer resolved."""
        raise NotImplementedError

    def restore_order(self, order_id: int) -> Changes:
        """Undo a withdrawal explicitly (the order counts again, at its original place)."""
        raise NotImplementedError

    def votes(self, phase: int) -> dict[str, str]:
        """voter -> candidate."""
        raise NotImplementedError

    def set_vote(self, phase: int, voter: str, candidate: str | None) -> Changes:
        """Set or change a vote; None removes it (abstention)."""
        raise NotImplementedError

    def decisions(self, phase: int) -> dict[str, Any]:
        """question id -> the master's answer."""
        raise NotImplementedError

    def set_decision(self, phase: int, qid: str, answer: Any) -> Changes:
        """Answer a question the resolution asked (see `PhaseTrace.questions`); None
        removes the answer (the default applies again)."""
        raise NotImplementedError

    def phase_input(self, phase: int) -> PhaseInput:
        """What resolution gets: the orders that count, in arrival order, with their refs;
        the votes; the decisions."""
        raise NotImplementedError

    # --- resolution and commits ----------------------------------------------------------------
    def resolve(self, phase: int | None = None, decider: Decider | None = None) -> Resolution:
        """Resolve a phase (the open one by default) from the state after the phase before it,
        and keep the result as the phase's draft (not committed). Answers the decider gives
        are stored as decisions, so the phase re-resolves the same way later. A committed
        phase may be resolved again (a what-if or a re-resolution to commit); all earlier
        phases must be committed and not stale."""
        raise NotImplementedError

    def draft(self, phase: int) -> PhaseTrace | None:
        """The phase's draft trace, if it still matches the phase's inputs."""
        raise NotImplementedError

    def commit(self, phase: int | None = None) -> Changes:
        """Commit a phase (the open one by default) in one transaction: its trace, the new
        state, its messages. Uses the draft when it matches the inputs, else resolves now.
        Committing an already committed (or stale) phase replaces its trace, archiving the
        old one; later phases whose start changed become STALE."""
        raise NotImplementedError

    def undo_commit(self) -> Changes:
        """Reopen the last committed phase: its orders, votes and decisions stay; its trace
        becomes the draft again (and is archived)."""
        raise NotImplementedError

    def reresolve(self, phase: int) -> Changes:
        """Resolve a committed phase again with its current inputs and commit the result
        (e.g. after a late order); later phases become STALE if the state changed."""
        raise NotImplementedError

    def reresolve_stale(self) -> Changes:
        """Re-resolve every STALE phase in order."""
        raise NotImplementedError

    def trace(self, phase: int) -> PhaseTrace | None:
        """The committed trace of a phase."""
        raise NotImplementedError

    def trace_history(self, phase: int) -> list[tuple[str, PhaseTrace]]:
        """Traces a phase had before (replaced or un-committed): (when, trace), oldest first."""
        raise NotImplementedError

    def messages(self, phase: int | None = None, to: str | None = None) -> list[MessageRow]:
        """Private results of committed phases (one phase, or all), optionally for one player."""
        raise NotImplementedError

    def mark_sent(self, message_id: int, sent: bool = True) -> Changes:
        raise NotImplementedError

    # --- undo of edits ------------------------------------------------------------------------
    def undo(self) -> Changes:
        """Revert the last edit (order, vote, decision, ruling, players, title)."""
        raise NotImplementedError

    def redo(self) -> Changes:
        raise NotImplementedError

    def undo_status(self) -> UndoStatus:
        """Labels for the Undo/Redo actions (None: disabled). Unpacks as (undo, redo)."""
        raise NotImplementedError

    # --- posts, scenario files, integrity ----------------------------------------------
    def save_post(self, phase: int, kind: str, lang: str, fmt: str, text: str) -> Changes:
        """Keep a post's text; every saved version is kept, `posts` gives the latest."""
        raise NotImplementedError

    def posts(self, phase: int, all_versions: bool = False) -> list[PostRow]:
        raise NotImplementedError

    def export_scenario(self, include_open: bool = True) -> str:
        """The game as a scenario file (scenario-format.md): withdrawn orders left out.
        `include_open`: also the phases not committed yet (their inputs)."""
        raise NotImplementedError

    def integrity(self, full: bool = False) -> list[IntegrityProblem]:
        """Re-resolve each committed phase from its stored inputs and start state and compare
        with what is stored; problems are reported per phase, nothing is rewritten.

        A phase already verified with the same engine and ruleset code and the same stored
        data is not re-resolved again unless `full` (resolution is pure, so the result is
        known); `open` runs this."""
        raise NotImplementedError
