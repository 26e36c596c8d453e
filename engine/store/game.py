"""`GameStore`: one game in one SQLite file, and every operation the GUI and the CLI call.

Inputs (orders, votes, decisions, rulings, the deal) are edits: undoable, each one
transaction. This module holds the game itself (life cycle, title, rulings, the start) and
the undo history; orders, votes and decisions are in `edits.py` (`InputOps`), resolutions
and commits in `commits.py` (`PhaseOps`; phase statuses and states in `phase_reads.py`),
the committed record and its integrity check in `committed.py` (`RecordOps`), the deal in
`deal.py` (`DealOps`), creating/opening/exporting in `transfer.py`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model.errors import RulesetError
from ..model.state import GameState, PlayerSetup
from ..ruleset.load import Ruleset, builtin_ruleset
from ..scenario.load import Scenario, new_game
from ..trace import PhaseTrace
from . import transfer
from .codec import digest, dumps, field_json, start_extensions, state_text
from .commits import PhaseOps
from .committed import RecordOps
from .db import Db
from .deal import DealOps
from .edits import InputOps
from .history import History
from .inputs import rows
from .marks import MarkOps
from .records import (
    NOTHING,
    BadField,
    Changes,
    IntegrityProblem,
    StoreError,
    UndoEntry,
    UndoStatus,
)
from .schema import damaged
from .status import PhaseInfo

if TYPE_CHECKING:
    from .undo import Recorder


class GameStore(InputOps, PhaseOps, RecordOps, MarkOps, DealOps):
    """One game kept in one SQLite file (WAL, synchronous=FULL, foreign keys on).

    Every write is one `db.atomic()` transaction and returns `Changes`. Phases are
    committed in order; a phase's status is derived from hashes of its inputs and of the
    state it started from, so nothing the master did is ever overwritten: a re-resolution
    archives the trace it replaces. Create with `GameStore.create`, open with `GameStore.open`.
    """

    def __init__(self, path: Path, db: Db, lang: str = "en", read_only: bool = False) -> None:
        self._path = path
        self._db = db
        self._read_only = read_only
        self.lang = lang  # for undo labels
        self._closed = False
        self._history = History()
        self._problems: list[IntegrityProblem] = []
        self._players: list[PlayerSetup] | None = None
        self._states: dict[int, GameState] = {}
        self._traces: dict[int, PhaseTrace] = {}
        self._info_cache: dict[int, PhaseInfo] | None = None
        self._load_game()
        self._seen_version = self.data_version()

    # --- life cycle ---------------------------------------------------------------------------
    @classmethod
    def create(
        cls,
        path: str | Path,
        scenario: Scenario | None = None,
        *,
        ruleset_id: str | None = None,
        players: Sequence[PlayerSetup] = (),
        seed: int = 0,
        rulings: Mapping[str, str] | None = None,
        title: str | None = None,
        commit_upto: int | None = None,
    ) -> GameStore:
        """Create a new game file at `path` (refused if it exists) and open it.

        From a scenario: its ruleset, seed, rulings, title and players, and each scenario
        phase's orders, votes and decisions, committed in order (only the first
        `commit_upto` phases when given; the rest wait as inputs of open phases). Without
        a scenario: the given setup, under `ruleset_id` (required then). The file appears
        only when complete (built next to it, then renamed), so a crash never leaves half a
        game."""
        return transfer.create_game(
            cls, Path(path), scenario, ruleset_id, players, seed, rulings, title, commit_upto
        )

    @classmethod
    def open(cls, path: str | Path, read_only: bool = False, hand_over: bool = False) -> GameStore:
        """Open an existing game file. StoreError (naming the file, leaving it untouched)
        when it is missing, not a game database, corrupt, from a newer version of the
        program, or (for editing) in a read-only location. Runs the integrity check (see
        `problems`). `read_only`: the file is never written (not even the check's stamps);
        every write is refused — what `status`, `check` and `post` use. `hand_over`: opened
        in a worker thread and then used by another one (never by both at once): the GUI
        opens a game off its thread and takes the store when the worker is done."""
        return transfer.open_game(cls, Path(path), read_only, hand_over)

    @property
    def read_only(self) -> bool:
        return self._read_only

    def export_scenario(self, include_open: bool = True) -> str:
        """The game as a scenario file (scenario-format.md): withdrawn orders left out, order
        refs written where they are not the default. `include_open`: also the phases not
        committed yet (their inputs)."""
        return transfer.export_scenario(self, include_open)

    def close(self) -> None:
        """Close the file. The store is unusable afterwards."""
        if not self._closed:
            self._closed = True
            self._db.close()

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def closed(self) -> bool:
        return self._closed

    def _load_game(self) -> None:
        found = rows(self._db, "SELECT * FROM game WHERE id = 1")
        if not found:
            raise StoreError(
                "not a complete game file (no game record); it was not changed", self._path
            )
        self._game = found[0]
        try:
            self._ruleset = builtin_ruleset(self._game["ruleset_id"])
        except RulesetError as exc:
            raise StoreError(
                f"the game uses the ruleset '{self._game['ruleset_id']}', which "
                f"this program cannot load ({exc})",
                self._path,
            ) from exc

    def _reload(self) -> None:
        """Forget what was read: the file may have been changed by another program."""
        self._invalidate()
        self._load_game()

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """Reads inside see one state of the file (a read transaction): what the console
        shows and the confirmation it takes for a commit agree, whatever another program
        writes meanwhile."""
        self._check_open()
        conn = self._db.conn
        if conn.in_transaction:
            yield
            return
        conn.execute("BEGIN")
        try:
            yield
        finally:
            if conn.in_transaction:
                conn.execute("COMMIT")

    def data_version(self) -> int:
        """SQLite's `data_version`: changes when another connection commits to the file
        (never for this store's own writes). Cheap: the console polls it."""
        self._check_open()
        return int(self._db.execute("PRAGMA data_version").fetchone()[0])

    def changed_elsewhere(self) -> bool:
        """Whether another program changed the file since the last call (or the open). When
        it did, every cached reading is dropped, and the undo history too: its row images
        could write back over the other program's change."""
        version = self.data_version()
        if version == self._seen_version:
            return False
        self._seen_version = version
        self._reload()
        self._history.clear()
        return True

    def _check_open(self) -> None:
        if self._closed:
            raise StoreError("the game is closed", self._path)

    def _invalidate(self) -> None:
        self._info_cache = None
        self._players = None
        self._states.clear()
        self._traces.clear()

    @contextmanager
    def _write(self, keep_caches: bool = False, immediate: bool = False) -> Iterator[None]:
        """One transaction; any database failure becomes a StoreError naming the file.
        `keep_caches`: the write touches only posts or sent marks, not traces or states.
        `immediate`: take the write lock before reading (BEGIN IMMEDIATE), so what is read
        inside is what is stored until the transaction ends (another program waits)."""
        self._check_open()
        if self._read_only:
            raise StoreError("the game was opened read-only: nothing can be changed", self._path)
        conn = self._db.conn
        outer = immediate and not conn.in_transaction
        ok = False
        try:
            if outer:
                conn.execute("BEGIN IMMEDIATE")
            try:
                with self._db.atomic():
                    yield
                if outer:
                    conn.execute("COMMIT")
            except BaseException:
                if outer and conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            ok = True
        except sqlite3.IntegrityError as exc:
            raise StoreError(
                f"the change was refused by the database ({exc}); nothing was saved", self._path
            ) from exc
        except sqlite3.DatabaseError as exc:
            raise damaged(self._path, exc) from exc
        finally:
            if not (ok and keep_caches):
                self._invalidate()

    @contextmanager
    def _edit(self, kind: str, data: Mapping[str, Any], changes: Changes) -> Iterator[Recorder]:
        """An undoable edit: one transaction, its row images pushed on the undo stack."""
        from .undo import Edit, Recorder  # the first edit imports them, not opening a game

        with self._write():
            rec = Recorder(self._db)
            yield rec
            before, after = rec.finish()
        if any(b.row != a.row for b, a in zip(before, after, strict=True)):
            self._history.push(Edit(kind, dict(data), before, after, changes))

    def _fail(self, message: str) -> StoreError:
        return StoreError(message, self._path)

    # --- the game --------------------------------------------------------------------------
    @property
    def path(self) -> Path:
        return self._path

    @property
    def title(self) -> str | None:
        title = self._game["title"]
        return None if title is None else str(title)

    @property
    def ruleset(self) -> Ruleset:
        return self._ruleset

    @property
    def seed(self) -> int:
        return int(self._game["seed"])

    @property
    def rulings(self) -> dict[str, str]:
        """The rulings chosen for this game (only those set; defaults come from the ruleset)."""
        try:
            found = field_json(self._game["rulings"], "game", 1, "rulings", dict)
        except BadField as exc:
            raise exc.at(self._path) from exc
        return {str(k): str(v) for k, v in found.items()}

    @property
    def ruleset_version(self) -> str:
        """The ruleset version the game was created with."""
        return str(self._game["ruleset_version"])

    @property
    def problems(self) -> list[IntegrityProblem]:
        """What the last integrity check (run on open) found."""
        return list(self._problems)

    def set_title(self, title: str | None) -> Changes:
        if title == self.title:
            return NOTHING
        with self._edit("set_title", {}, Changes(phases=True)) as rec:
            rec.touch("game", 1)
            self._db.execute("UPDATE game SET title = ? WHERE id = 1", [title])
        self._load_game()
        return Changes(phases=True)

    def set_ruling(self, ruling_id: str, option: str | None) -> Changes:
        """Choose a ruling for the whole game (None: back to the ruleset's default).
        Rulings are part of the game's starting state, so committed phases become STALE
        until re-resolved in order (`reresolve_stale`). Undoable."""
        spec = self._ruleset.rulings.get(ruling_id)
        if spec is None:
            raise self._fail(
                f"unknown ruling '{ruling_id}' (known: {', '.join(sorted(self._ruleset.rulings))})"
            )
        if option is not None and option not in spec.option_ids():
            raise self._fail(
                f"ruling {ruling_id}: '{option}' is not an option ({', '.join(spec.option_ids())})"
            )
        rulings = self.rulings
        if rulings.get(ruling_id) == option:
            return NOTHING
        if option is None:
            rulings.pop(ruling_id, None)
        else:
            rulings[ruling_id] = option
        changes = Changes(rulings=True, phases=True, state=True)
        with self._edit("set_ruling", {"ruling": ruling_id}, changes) as rec:
            rec.touch("game", 1)
            self._write_start(self.players(), rulings)
        self._load_game()
        return changes

    def _write_start(self, players: Sequence[PlayerSetup], rulings: Mapping[str, str]) -> None:
        start = state_text(
            new_game(
                self._ruleset,
                players,
                self.seed,
                rulings,
                start_extensions(self._game["start_state"]),
            )
        )
        self._db.execute(
            "UPDATE game SET rulings = ?, start_state = ?, start_hash = ? WHERE id = 1",
            [dumps(dict(sorted(rulings.items()))), start, digest(start)],
        )

    # --- undo of edits -----------------------------------------------------------------------
    def undo(self) -> Changes:
        """Revert the last edit (order, vote, decision, ruling, players, title)."""
        if not self._history.done:
            return NOTHING
        from .undo import apply_undo

        edit = self._history.done[-1]
        with self._write(immediate=True):
            self._check_unchanged("undone")
            apply_undo(self._db, edit)
        self._history.undone.append(self._history.done.pop())
        self._load_game()
        return edit.changes

    def redo(self) -> Changes:
        if not self._history.undone:
            return NOTHING
        from .undo import apply_redo

        edit = self._history.undone[-1]
        with self._write(immediate=True):
            self._check_unchanged("redone")
            apply_redo(self._db, edit)
        self._history.done.append(self._history.undone.pop())
        self._load_game()
        return edit.changes

    def _check_unchanged(self, what: str) -> None:
        """Under the write lock: nobody else wrote since this store last looked. An edit's
        row images would otherwise be written back over another program's change (an order
        restored into a phase it committed meanwhile, issue 31.1)."""
        if self.data_version() != self._seen_version:
            raise self._fail(
                "the game was changed by another program meanwhile: nothing was "
                f"{what}; the undo history is cleared when the change is read"
            )

    def undo_status(self, lang: str | None = None) -> UndoStatus:
        """Labels for the Undo/Redo actions (None: disabled), in `lang` (default
        `self.lang`). Unpacks as (undo, redo)."""
        h = self._history
        lang = lang or self.lang
        return UndoStatus(
            h.done[-1].label(lang) if h.done else None,
            h.undone[-1].label(lang) if h.undone else None,
        )

    def undo_entries(self) -> tuple[UndoEntry | None, UndoEntry | None]:
        """The edits `undo()` and `redo()` would revert/replay (None: nothing), as data."""
        h = self._history
        return (
            UndoEntry(h.done[-1].kind, h.done[-1].data) if h.done else None,
            UndoEntry(h.undone[-1].kind, h.undone[-1].data) if h.undone else None,
        )
