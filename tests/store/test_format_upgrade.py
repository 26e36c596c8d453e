"""A game file written before issue 11 (state format 1: reveals and the coma queue at the
top of the state; traces without a phase kind) opens clean: no integrity problem, the same
traces, and the next phase resolves from the upgraded state."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from engine.scenario.load import Scenario
from engine.store import GameStore
from engine.store.codec import digest


def _state_v1(text: str) -> str:
    data = json.loads(text)
    data.pop("format")
    extra = data["extra"]
    reveals = extra.pop("reveals", {})
    messages = extra.pop("messages", {})
    data.update(
        deaths_since_reveal=reveals.get("deaths_since", 0),
        mask_counted=reveals.get("mask_counted", []),
        reveals=reveals.get("history", []),
        queued=messages.get("queued", []),
    )
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _trace_v1(text: str) -> str:
    data = json.loads(text)
    data.pop("format")
    data.pop("kind")
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _as_written_before(path: Path) -> None:
    """Rewrite every stored state and trace as the engine before issue 11 wrote them (with
    matching hashes, and no verification stamps: those belong to the old code)."""
    conn = sqlite3.connect(path)
    with conn:
        rows: list[Any] = conn.execute(
            "SELECT number, trace, state FROM phases WHERE committed_at IS NOT NULL"
        ).fetchall()
        for number, trace, state in rows:
            old_state = _state_v1(state)
            conn.execute(
                "UPDATE phases SET trace = ?, state = ?, state_hash = ?, verified = NULL"
                " WHERE number = ?",
                (_trace_v1(trace), old_state, digest(old_state), number),
            )
        start = conn.execute("SELECT start_state FROM game").fetchone()[0]
        old_start = _state_v1(start)
        conn.execute(
            "UPDATE game SET start_state = ?, start_hash = ?", (old_start, digest(old_start))
        )
    conn.close()


def test_an_old_game_file_opens_clean(tmp_path: Path, demo: Scenario) -> None:
    path = tmp_path / "old.db"
    with GameStore.create(path, demo) as store:
        traces = [store.trace(n) for n in range(1, len(demo.phases) + 1)]
        last_state = store.state(len(demo.phases))
    _as_written_before(path)
    assert (
        '"deaths_since_reveal"'
        in sqlite3.connect(path).execute("SELECT state FROM phases WHERE number = 1").fetchone()[0]
    )
    with GameStore.open(path) as store:
        assert store.problems == []
        assert store.integrity(full=True) == []
        assert [store.trace(n) for n in range(1, len(demo.phases) + 1)] == traces
        assert store.state(len(demo.phases)) == last_state
