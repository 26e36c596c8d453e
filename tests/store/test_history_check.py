"""Issue 31.2: `game check` finds a damaged history re-resolving cannot see, and exits 1
naming the row or the phase: an order in a phase that has no record, and a committed phase
copied in after phases that are not committed."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.__main__ import main
from engine.store import GameStore, ProblemKind

from .conftest import DEMO
from .test_integrity import tamper


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "game.mmc"
    assert main(["game", "new", str(path), "--from", str(DEMO), "--commit", "2"]) == 0
    return path


def _check(game: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["game", "check", str(game)])
    return code, capsys.readouterr().out


def test_an_order_in_a_phase_without_a_record(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tamper(  # a hand edit with foreign keys off, as sqlite3's own shell does
        game,
        "INSERT INTO orders (phase, seq, ref, actor, ability, targets, params, created_at)"
        " VALUES (7, 1, '7.1', 'Борис', 'katana', '[\"Лев\"]', '{}', '2026-01-01')",
    )
    code, out = _check(game, capsys)
    assert code == 1
    assert "phase 7 (table orders, row" in out and "names a row of phases" in out
    with GameStore.open(game, read_only=True) as store:
        kinds = [p.kind for p in store.integrity(full=True)]
    assert kinds == [ProblemKind.ORPHAN_ROW]


def test_a_committed_phase_copied_in_after_open_phases(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tamper(
        game,
        "INSERT INTO phases (number, committed_at, trace, state, state_hash, input_hash,"
        " start_hash) SELECT 9, committed_at, trace, state, state_hash, input_hash, start_hash"
        " FROM phases WHERE number = 2",
    )
    code, out = _check(game, capsys)
    assert code == 1
    assert "phase 9 (table phases, row 9, field committed_at)" in out
    assert "phase 3 before it is not committed" in out
    code = main(["game", "status", str(game)])  # warned on every open, not only by check
    assert "phase 9" in capsys.readouterr().err
