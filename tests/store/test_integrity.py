"""The integrity check on open: committed traces re-resolved and compared; mismatches reported
per phase and never rewritten."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.scenario.load import Scenario
from engine.store import GameStore, PhaseStatus, ProblemKind, StoreError
from engine.store import commits as store_commits
from engine.store.codec import digest


def tamper(path: Path, sql: str, *params: Any) -> None:
    """Change the file behind the program's back (an older engine, a hand edit...)."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(sql, params)
    conn.close()


def stored(path: Path, sql: str, *params: Any) -> Any:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchone()[0]
    finally:
        conn.close()


@pytest.fixture
def game(tmp_path: Path, demo: Scenario) -> Path:
    path = tmp_path / "demo.db"
    GameStore.create(path, demo).close()
    return path


def test_a_clean_game_has_no_problems_and_is_stamped(game: Path) -> None:
    with GameStore.open(game) as store:
        assert store.problems == []
        assert store.integrity(full=True) == []
    assert (
        stored(
            game, "SELECT COUNT(*) FROM phases WHERE committed_at IS NOT NULL AND verified IS NULL"
        )
        == 0
    )


def test_a_different_stored_trace_is_reported_for_its_phase_and_kept(game: Path) -> None:
    trace = json.loads(stored(game, "SELECT trace FROM phases WHERE number = 2"))
    trace["executed"] = "Алиса"  # what an older engine might have said
    text = json.dumps(trace, ensure_ascii=False, separators=(",", ":"))
    tamper(game, "UPDATE phases SET trace = ? WHERE number = 2", text)
    with GameStore.open(game) as store:
        (problem,) = store.problems
        assert problem.phase == 2
        assert problem.kind is ProblemKind.TRACE_MISMATCH
        assert "executed" in problem.detail and "Алиса" in problem.detail
        assert problem.describe().startswith("phase 2: ")
        row = store.phase_status(2)
        assert row.status is PhaseStatus.COMMITTED and row.problem == problem.detail
        assert store.trace(2).executed == "Алиса"  # type: ignore[union-attr]
        assert store.integrity(full=True) == [problem]
    assert stored(game, "SELECT trace FROM phases WHERE number = 2") == text  # untouched
    with GameStore.open(game) as store:
        assert [p.phase for p in store.problems] == [2]  # still reported, every time
        store.reresolve(2)  # the master accepts the fresh resolution
        assert store.integrity(full=True) == []
        assert [t.executed for _, _, t in store.trace_history(2)] == ["Алиса"]


def test_a_different_stored_state_is_reported(game: Path) -> None:
    state = json.loads(stored(game, "SELECT state FROM phases WHERE number = 3"))
    state["players"][0]["hp"] += 7
    text = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
    tamper(game, "UPDATE phases SET state = ?, state_hash = ? WHERE number = 3", text, digest(text))
    with GameStore.open(game) as store:
        kinds = {p.phase: p.kind for p in store.problems}
        assert kinds == {3: ProblemKind.STATE_MISMATCH}
        assert "hp" in store.problems[0].detail
        # phase 4 started from the state that was stored before: it is stale now
        assert store.phase_status(4).status is PhaseStatus.STALE
        assert store.phase_status(4).stale_reason == "start"


def test_a_state_changed_without_its_hash_is_called_changed_outside(game: Path) -> None:
    tamper(
        game,
        "UPDATE phases SET state = replace(state, '\"seed\":15', '\"seed\":16') WHERE number = 1",
    )
    with GameStore.open(game) as store:
        assert [(p.phase, p.kind) for p in store.problems] == [(1, ProblemKind.UNREADABLE)]
        assert "outside" in store.problems[0].detail


def test_a_changed_starting_state_and_the_ruleset_version_are_reported(game: Path) -> None:
    tamper(
        game,
        "UPDATE game SET start_state = replace(start_state, '\"hp\":100', '\"hp\":99'),"
        " ruleset_version = '0.9'",
    )
    with GameStore.open(game) as store:
        kinds = [(p.phase, p.kind) for p in store.problems]
        assert kinds[0] == (None, ProblemKind.RULESET_VERSION)
        assert (0, ProblemKind.START_MISMATCH) in kinds
        assert "0.9" in store.problems[0].detail


def test_an_unreadable_trace_is_a_clear_error_not_a_crash(game: Path) -> None:
    tamper(game, "UPDATE phases SET trace = '{not json' WHERE number = 1")
    with GameStore.open(game) as store:
        # unreadable, and where: the table, the row and the field (issue 9)
        assert [(p.phase, p.kind, p.table, p.row, p.field) for p in store.problems] == [
            (1, ProblemKind.UNREADABLE, "phases", "1", "trace")
        ]
        with pytest.raises(StoreError, match="the trace of phase 1 cannot be read"):
            store.trace(1)


def test_verified_phases_are_not_re_resolved_on_every_open(
    game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    real = store_commits.resolve_phase

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(store_commits, "resolve_phase", counting)
    GameStore.open(game).close()
    assert calls == []  # create() stamped every phase it committed
    tamper(game, "UPDATE phases SET verified = NULL")
    with GameStore.open(game) as store:
        assert len(calls) == store.open_phase() - 1  # re-verified once...
        store.integrity(full=True)
        assert len(calls) == 2 * (store.open_phase() - 1)  # ...and on demand
    calls.clear()
    GameStore.open(game).close()
    assert calls == []  # ...then stamped again


def test_fields_a_newer_engine_adds_are_not_differences() -> None:
    """A game stored before format versions (format 0) stays valid when the engine only
    records more below the top level; a versioned one is compared strictly."""
    from engine.model.formats import STATE
    from engine.store.integrity import first_difference

    base = {"ruleset": "am15", "seed": 1, "rulings": {}, "size_column": "16", "phase": 1}
    stored = json.dumps({**base, "players": [{"name": "A", "hp": 10}]})
    fresh = {**base, "players": [{"name": "A", "hp": 10, "public_role": "monk"}]}
    assert first_difference(stored, json.dumps({**fresh, "format": 1, "winner": None}), STATE) == ""
    assert "players[0].hp: stored 10, now 11" in first_difference(
        stored, json.dumps({**base, "players": [{"name": "A", "hp": 11}]}), STATE
    )
    assert "stored 10, now" in first_difference(
        stored, json.dumps({**base, "players": [{"name": "A"}]}), STATE
    )
    v1 = {
        "tallies": {},
        "deaths_since_reveal": 0,
        "mask_counted": [],
        "reveals": [],
        "queued": [],
        "winner": None,
        "extra": {},
    }
    versioned = json.dumps({**base, **v1, "format": 1, "players": [{"name": "A", "hp": 10}]})
    # today's state (format 2) keeps the reveals and the queue in `extra` (engine.model.formats):
    # the stored format-1 state is compared in that shape
    v2 = {"tallies": {}, "winner": None, "extra": {}}
    assert "players[0].public_role: missing" in first_difference(
        versioned, json.dumps({**fresh, **v2, "format": 2}), STATE
    )
    found = first_difference(json.dumps({**base, "format": 1}), json.dumps({**fresh, **v1}), STATE)
    assert "the stored state lacks" in found and "'winner'" in found
