"""Damaged records (issue 9, items 1, 2, 5): the store never vouches for a damaged trace,
never crashes on a value that is not JSON (it names the table, the row and the field), and
`check`, `status` and `post` never write to the file."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main
from engine.store import GameStore, ProblemKind, StoreError

from .conftest import DEMO


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def tamper(path: Path, sql: str, *params: Any) -> None:
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(sql, params)
    conn.close()


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.fixture
def game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "game.mmc"
    code, _, _ = run(capsys, "game", "new", str(path), "--from", str(DEMO), "--commit", "3")
    assert code == 0
    return path


def trace_of(path: Path, phase: int) -> dict[str, Any]:
    conn = sqlite3.connect(path)
    try:
        return dict(
            json.loads(
                conn.execute("SELECT trace FROM phases WHERE number = ?", [phase]).fetchone()[0]
            )
        )
    finally:
        conn.close()


def set_trace(path: Path, phase: int, data: dict[str, Any]) -> None:
    tamper(
        path,
        "UPDATE phases SET trace = ? WHERE number = ?",
        json.dumps(data, ensure_ascii=False),
        phase,
    )


# --- item 1: a damaged trace is never verified ------------------------------------------------


def test_the_stored_trace_and_state_say_their_format(game: Path) -> None:
    from engine.model.formats import STATE, TRACE

    assert trace_of(game, 1)["format"] == TRACE.version
    conn = sqlite3.connect(game)
    try:
        state = json.loads(conn.execute("SELECT state FROM phases WHERE number = 1").fetchone()[0])
    finally:
        conn.close()
    assert state["format"] == STATE.version


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda t: {}, id="emptied"),
        pytest.param(lambda t: {k: v for k, v in t.items() if k != "deaths"}, id="no-deaths"),
        pytest.param(lambda t: {k: v for k, v in t.items() if k != "messages"}, id="no-messages"),
        pytest.param(lambda t: {k: v for k, v in t.items() if k != "steps"}, id="no-steps"),
    ],
)
def test_check_does_not_approve_a_damaged_trace(
    game: Path, capsys: pytest.CaptureFixture[str], damage: Any
) -> None:
    set_trace(game, 2, damage(trace_of(game, 2)))
    code, out, _ = run(capsys, "game", "check", str(game))
    assert code == 1
    assert "phase 2" in out and "lacks" in out
    assert "every committed phase re-resolves" not in out
    code, out, _ = run(capsys, "game", "status", str(game), "--json")
    problems = json.loads(out)["problems"]
    assert [(p["phase"], p["kind"]) for p in problems] == [(2, "unreadable")]
    # the post says what is wrong, exit 2, no KeyError traceback
    code, out, err = run(capsys, "post", str(game), "--phase", "2")
    assert code == 2 and out == ""
    assert "the trace of phase 2 cannot be read" in err and "lacks" in err


def test_only_fields_a_later_format_added_may_be_missing(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A trace written before format versions (no 'format', none of the fields format 1
    added) is still a good trace; the same without 'deaths' is not."""
    from engine.model.formats import TRACE

    old = {k: v for k, v in trace_of(game, 1).items() if k not in TRACE.added[1]}
    set_trace(game, 1, old)
    code, out, _ = run(capsys, "game", "check", str(game))
    assert code == 0, out
    set_trace(game, 1, {k: v for k, v in old.items() if k != "deaths"})
    code, out, _ = run(capsys, "game", "check", str(game))
    assert code == 1 and "'deaths'" in out


def test_fields_a_newer_program_wrote_are_tolerated(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    newer = {**trace_of(game, 1), "format": 99, "omens": ["a field from the future"]}
    set_trace(game, 1, newer)
    code, out, _ = run(capsys, "game", "check", str(game))
    assert code == 0, out


def test_check_status_and_post_never_write_to_the_file(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tamper(game, "UPDATE phases SET verified = NULL")  # a check would stamp them again
    set_trace(game, 3, {})
    before = files(game.parent)
    assert run(capsys, "game", "check", str(game))[0] == 1
    assert run(capsys, "game", "status", str(game))[0] == 0
    assert run(capsys, "game", "status", str(game), "--json")[0] == 0
    assert run(capsys, "post", str(game), "--phase", "1")[0] == 0
    assert run(capsys, "post", str(game), "--phase", "3")[0] == 2
    assert files(game.parent) == before
    with (
        GameStore.open(game, read_only=True) as store,
        pytest.raises(StoreError, match="read-only"),
    ):
        store.set_title("x")


# --- item 2: garbage JSON in a row ------------------------------------------------------------


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("targets", "{not json"),
        ("params", "[1, 2"),
        ("targets", '"Лев"'),
        ("targets", "[1]"),
        ("params", "[]"),
    ],
)
def test_garbage_in_an_order_is_named_never_a_traceback(
    game: Path, capsys: pytest.CaptureFixture[str], column: str, value: str
) -> None:
    conn = sqlite3.connect(game)
    order_id = conn.execute("SELECT MIN(id) FROM orders WHERE phase = 4").fetchone()[0]
    conn.close()
    tamper(game, f"UPDATE orders SET {column} = ? WHERE id = ?", value, order_id)
    where = f"table orders, row {order_id}, field {column}"
    for command in (["order", "list"], ["commit"]):
        code, out, err = run(capsys, "game", *command, str(game))
        assert code == 2, (command, out, err)
        assert where in err and "Traceback" not in err
    code, out, err = run(capsys, "game", "status", str(game), "--json")
    (problem,) = [p for p in json.loads(out)["problems"] if p["table"] == "orders"]
    assert (problem["phase"], problem["row"], problem["field"]) == (4, str(order_id), column)
    code, out, _ = run(capsys, "game", "check", str(game))
    assert where in out
    with GameStore.open(game) as store:  # opens, reports, and the rest still works
        assert store.phase_status(4).problem is not None
        assert store.trace(3) is not None
        with pytest.raises(StoreError, match=where):
            store.phase_input(4)


def test_garbage_in_a_committed_trace_state_or_decision(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tamper(game, "UPDATE phases SET state = 'nul' WHERE number = 3")
    tamper(game, "INSERT INTO decisions (phase, qid, answer, set_at) VALUES (2, 'q', '{', 'x')")
    code, out, _ = run(capsys, "game", "check", str(game))
    assert code == 1
    assert "table phases, row 3, field state" in out
    assert "table decisions, row 2/q, field answer" in out
    code, out, err = run(capsys, "game", "status", str(game))
    assert code == 1 and "table phases, row 3, field state" in err
    with GameStore.open(game) as store:
        kinds = {(p.table, p.field): p.kind for p in store.problems if p.table}
        assert kinds[("phases", "state")] is ProblemKind.UNREADABLE


# --- item 5: `engine post` takes the project's own game files -----------------------------------


def test_post_takes_a_game_file_by_its_content(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "post", str(game), "--phase", "2")
    assert code == 0 and "not UTF-8" not in err and out.strip()
    odd = tmp_path / "backup of the game.bak"
    odd.write_bytes(game.read_bytes())
    code, again, _ = run(capsys, "post", str(odd), "--phase", "2")
    assert code == 0 and again == out


def test_garbage_in_a_message_row_is_named(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tamper(game, "UPDATE messages SET data = '{\"to\": 1' WHERE phase = 3")
    code, out, err = run(capsys, "game", "undo", str(game))
    assert code == 2 and "table messages, row" in err and "field data" in err
    code, out, _ = run(capsys, "game", "check", str(game))
    assert code == 1 and "table messages" in out
