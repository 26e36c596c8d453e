"""Phases as the store reads them: each phase's status (open, drafted, committed, stale),
the list the console shows, and the committed state after a phase; a stored record that
cannot be read is a StoreError naming its table, row and field. Mixed into `GameStore`
(through `PhaseOps`, which resolves and commits)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from ..model.state import GameState, PhaseInput, PlayerSetup
from ..ruleset.load import Ruleset
from .codec import input_hashes, load_state
from .db import Db
from .history import History
from .records import (
    BadField,
    Changes,
    IntegrityProblem,
    PhaseRow,
    PhaseStatus,
    StoreError,
)
from .status import PhaseInfo, derive

if TYPE_CHECKING:
    from .post_records import PostDraft

T = TypeVar("T")


class PhaseReads:
    """The reading half of `PhaseOps` (see there and `GameStore`)."""

    if TYPE_CHECKING:
        _db: Db
        _path: Path
        _read_only: bool
        _game: dict[str, Any]
        _ruleset: Ruleset
        _history: History

        @property
        def rulings(self) -> dict[str, str]: ...

        _problems: list[IntegrityProblem]
        _states: dict[int, GameState]
        _traces: dict[int, Any]
        _info_cache: dict[int, PhaseInfo] | None

        def players(self) -> list[PlayerSetup]: ...
        def phase_input(self, phase: int) -> PhaseInput: ...
        def _write(
            self, keep_caches: bool = False, immediate: bool = False
        ) -> AbstractContextManager[None]: ...
        def _reload(self) -> None: ...
        def _after_commit(self, number: int, posts: Sequence[PostDraft]) -> Changes: ...
        def _marks_to_draft(self, number: int) -> None: ...
        def _fail(self, message: str) -> StoreError: ...
        def _check_open(self) -> None: ...
        def _set_decisions(
            self, phase: int, answers: Mapping[str, Any], kind: str, data: Mapping[str, Any]
        ) -> Changes: ...

    def _read(
        self,
        load: Callable[[str], T],
        text: str,
        what: str,
        where: tuple[str, object, str] | None = None,
    ) -> T:
        """Stored JSON back to a record; a StoreError (not a crash) when it cannot be read,
        naming the table, the row and the field (`where`) when given."""
        try:
            return load(text)
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            why = f"{what} cannot be read ({type(exc).__name__}: {exc})"
            if where is not None:
                raise BadField(*where, why, self._path) from exc
            raise self._fail(f"{why}; see `python -m engine game check`") from exc

    # --- statuses ----------------------------------------------------------------------------
    def _infos(self) -> dict[int, PhaseInfo]:
        """Every phase's status; kept until the next write (`_invalidate`)."""
        self._check_open()
        if self._info_cache is None:
            got = derive(self._db, input_hashes(self._db), self._game["start_hash"])
            self._info_cache = {i.number: i for i in got}
        return self._info_cache

    def _last_committed(self) -> int:
        self._check_open()
        found = self._db.execute(
            "SELECT MAX(number) FROM phases WHERE committed_at IS NOT NULL"
        ).fetchone()[0]
        return int(found or 0)

    def open_phase(self) -> int:
        """The phase orders go to now: the first one not committed."""
        return self._last_committed() + 1

    def _ensure_phase(self, number: int) -> None:
        self._db.execute("INSERT OR IGNORE INTO phases (number) VALUES (?)", [number])

    def phases(self) -> list[PhaseRow]:
        """Every phase from 1 to the open one (and any later phase holding inputs)."""
        infos = self._infos()
        open_phase = self.open_phase()
        counts: dict[int, list[int]] = {}
        for phase, live, gone, votes, decisions in self._db.execute(
            "SELECT phase, SUM(live), SUM(gone), SUM(votes), SUM(decisions) FROM ("
            " SELECT phase, withdrawn_at IS NULL AS live, withdrawn_at IS NOT NULL AS gone,"
            " 0 AS votes, 0 AS decisions FROM orders"
            " UNION ALL SELECT phase, 0, 0, 1, 0 FROM votes"
            " UNION ALL SELECT phase, 0, 0, 0, 1 FROM decisions) GROUP BY phase"
        ):
            counts[phase] = [int(live), int(gone), int(votes), int(decisions)]
        problems = {p.phase: p.detail for p in self._problems if p.phase}
        shown: list[PhaseRow] = []
        for number in sorted(set(infos) | {open_phase}):
            info = infos.get(number)
            live, gone, votes, decisions = counts.get(number, [0, 0, 0, 0])
            if number > open_phase and not (live or gone or votes or decisions):
                continue
            if info is None:
                shown.append(PhaseRow(number, PhaseStatus.OPEN, None, None, live, gone, votes))
                continue
            shown.append(
                PhaseRow(
                    number,
                    info.status,
                    info.committed_at,
                    info.drafted_at,
                    live,
                    gone,
                    votes,
                    info.stale_reason,
                    problems.get(number),
                )
            )
        return shown

    def phase_status(self, phase: int) -> PhaseRow:
        for row in self.phases():
            if row.number == phase:
                return row
        raise self._fail(f"there is no phase {phase} yet (phase {self.open_phase()} is open)")

    def state(self, after_phase: int | None = None) -> GameState:
        """The game state after `after_phase` (0: the deal) as committed; by default after
        the last committed phase."""
        number = self._last_committed() if after_phase is None else after_phase
        cached = self._states.get(number)
        if cached is not None:
            return cached
        if number == 0:
            text = self._game["start_state"]
        else:
            found = self._db.execute(
                "SELECT state FROM phases WHERE number = ? AND committed_at IS NOT NULL", [number]
            ).fetchone()
            if found is None:
                raise self._fail(f"phase {number} is not committed")
            text = found[0]
        state = self._read(
            load_state,
            text,
            f"the state after phase {number}",
            ("game", 1, "start_state") if number == 0 else ("phases", number, "state"),
        )
        self._states[number] = state
        return state
