"""The committed record of a game: traces (and the ones they replaced), private messages,
saved posts, and the integrity check that re-resolves committed phases and compares.
Mixed into `GameStore`."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from ..model.formats import STATE
from ..model.state import GameState, PhaseInput, PlayerSetup
from ..resolution.context import Decider
from ..resolution.driver import Resolution
from ..ruleset.load import Ruleset
from ..scenario.load import new_game
from ..trace import Message, PhaseTrace
from .codec import (
    field_json,
    load_trace,
    now,
    ruleset_fingerprint,
    start_extensions,
    state_text,
)
from .db import Db
from .history_check import history_problems
from .inputs import rows
from .integrity import StoredPhase, check, first_difference, scan_fields
from .records import (
    BadField,
    Changes,
    IntegrityProblem,
    ProblemKind,
    StoreError,
)
from .status import PhaseInfo

if TYPE_CHECKING:
    from .post_records import MessageRow, PostRow

T = TypeVar("T")


class RecordOps:
    """The committed-record half of `GameStore` (see there)."""

    if TYPE_CHECKING:
        _db: Db
        _path: Path
        _read_only: bool
        _game: dict[str, Any]
        _ruleset: Ruleset
        _problems: list[IntegrityProblem]
        _traces: dict[int, Any]

        @property
        def rulings(self) -> dict[str, str]: ...
        def players(self) -> list[PlayerSetup]: ...
        def phase_input(self, phase: int) -> PhaseInput: ...
        def open_phase(self) -> int: ...
        def _ensure_phase(self, number: int) -> None: ...
        def _infos(self) -> dict[int, PhaseInfo]: ...
        def _resolve_at(
            self, start: GameState, phase: PhaseInput, decider: Decider | None = None
        ) -> Resolution: ...
        def _read(
            self,
            load: Callable[[str], T],
            text: str,
            what: str,
            where: tuple[str, object, str] | None = None,
        ) -> T: ...
        def _write(
            self, keep_caches: bool = False, immediate: bool = False
        ) -> AbstractContextManager[None]: ...
        def _fail(self, message: str) -> StoreError: ...
        def _check_open(self) -> None: ...

    # --- the committed record -------------------------------------------------------------
    def trace(self, phase: int) -> PhaseTrace | None:
        """The committed trace of a phase (None: not committed)."""
        cached = self._traces.get(phase)
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        self._check_open()
        found = self._db.execute("SELECT trace FROM phases WHERE number = ?", [phase]).fetchone()
        if found is None or found[0] is None:
            return None
        trace = self._read(
            load_trace, found[0], f"the trace of phase {phase}", ("phases", phase, "trace")
        )
        self._traces[phase] = trace
        return trace

    def trace_history(self, phase: int) -> list[tuple[str, str, PhaseTrace]]:
        """Traces the phase had before, oldest first: (replaced_at, reason, trace); reason is
        "reresolved" or "uncommitted"."""
        self._check_open()
        return [
            (at, reason, self._read(load_trace, text, f"an old trace of phase {phase}"))
            for at, reason, text in self._db.execute(
                "SELECT replaced_at, reason, trace FROM phase_history WHERE phase = ? ORDER BY id",
                [phase],
            )
        ]

    def messages(self, phase: int | None = None, to: str | None = None) -> list[MessageRow]:
        """Private results of committed phases (one phase, or all), optionally for one player."""
        from .post_records import MessageRow

        self._check_open()
        where: list[str] = []
        params: list[Any] = []
        if phase is not None:
            where.append("phase = ?")
            params.append(phase)
        if to is not None:
            where.append("recipient = ?")
            params.append(to)
        # an uncommitted phase keeps its old rows only for their sent marks
        where.append("phase IN (SELECT number FROM phases WHERE committed_at IS NOT NULL)")
        sql = "SELECT id, phase, data, sent_at FROM messages WHERE " + " AND ".join(where)
        found: list[MessageRow] = []
        for i, p, d, s in self._db.execute(sql + " ORDER BY phase, seq", params):
            try:
                data = field_json(d, "messages", i, "data", dict)
                found.append(MessageRow(i, p, Message.from_json(data), s))
            except BadField as exc:
                raise exc.at(self._path) from exc
            except (KeyError, TypeError, ValueError) as exc:
                raise BadField(
                    "messages", i, "data", f"not a message ({exc!r})", self._path
                ) from exc
        return found

    def save_post(self, phase: int, kind: str, lang: str, fmt: str, text: str) -> Changes:
        """Keep a post's text; every saved version is kept, `posts` gives the latest."""
        if phase < 1 or phase > self.open_phase():
            raise self._fail(f"phase {phase}: no such phase yet")
        with self._write(keep_caches=True):
            self._ensure_phase(phase)
            self._db.table("posts").insert(
                {
                    "phase": phase,
                    "kind": kind,
                    "lang": lang,
                    "fmt": fmt,
                    "text": text,
                    "saved_at": now(),
                }
            )
        return Changes(posts=True, phase=phase)

    def posts(self, phase: int, all_versions: bool = False) -> list[PostRow]:
        """A phase's posts: the latest of each (kind, lang, fmt), or every saved version."""
        from .post_records import PostRow

        self._check_open()
        found = [
            PostRow(**r)
            for r in rows(
                self._db,
                "SELECT id, phase, kind, lang, fmt, text, saved_at FROM posts "
                "WHERE phase = ? ORDER BY id",
                [phase],
            )
        ]
        if all_versions:
            return found
        latest: dict[tuple[str, str, str], PostRow] = {}
        for post in found:
            latest[(post.kind, post.lang, post.fmt)] = post
        return sorted(latest.values(), key=lambda p: p.id)

    # --- integrity -----------------------------------------------------------------------
    def integrity(self, full: bool = False) -> list[IntegrityProblem]:
        """Re-resolve each committed phase from its stored inputs and start state and compare
        with what is stored; problems are reported per phase, nothing is rewritten.

        A phase already verified with the same engine and ruleset code and the same stored
        data is not re-resolved again unless `full` (resolution is pure, so the result is
        known); `open` runs this. Stale phases are skipped: they are flagged already."""
        infos = self._infos()
        problems: list[IntegrityProblem] = []
        problems.extend(scan_fields(self._db, full))
        problems.extend(history_problems(self._db, full))
        try:
            rulings = self.rulings
        except BadField:
            rulings = None  # reported by the scan; the deal cannot be checked without them
        fresh_start = (
            ""
            if rulings is None
            else state_text(
                new_game(
                    self._ruleset,
                    self.players(),
                    int(self._game["seed"]),
                    rulings,
                    start_extensions(self._game["start_state"]),
                )
            )
        )
        stored_start = self._game["start_state"]
        if (
            rulings is not None
            and fresh_start != stored_start
            and (where := first_difference(stored_start, fresh_start, STATE))
        ):
            problems.append(
                IntegrityProblem(
                    0,
                    ProblemKind.START_MISMATCH,
                    "the deal gives another starting state now: " + where,
                )
            )
        stored = [
            StoredPhase(**r)
            for r in rows(
                self._db,
                "SELECT number, trace, state, state_hash, input_hash, start_hash, verified"
                " FROM phases WHERE committed_at IS NOT NULL ORDER BY number",
            )
        ]
        found, verified = check(
            stored,
            infos,
            self.phase_input,
            self._game["start_state"],
            ruleset_fingerprint(self._ruleset),
            self._resolve_at,
            full,
        )
        scanned = {(p.phase, p.table, p.field) for p in problems if p.table}
        problems.extend(p for p in found if (p.phase, p.table, p.field) not in scanned)
        if verified and not self._read_only:
            with self._write():
                self._db.conn.executemany(
                    "UPDATE phases SET verified = ? WHERE number = ?", [(s, n) for n, s in verified]
                )
        if problems and self._game["ruleset_version"] != self._ruleset.version:
            problems.insert(
                0,
                IntegrityProblem(
                    None,
                    ProblemKind.RULESET_VERSION,
                    f"the game was made with {self._ruleset.id} version "
                    f"{self._game['ruleset_version']}; this program has version "
                    f"{self._ruleset.version}",
                ),
            )
        self._problems = problems
        return list(problems)
