"""`python -m engine game ...`: the store from scripts; exit 2 with one clear message on bad
input or an unusable file."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from engine.__main__ import main
from engine.scenario.load import load_scenario_text, resolve_game
from engine.store import GameStore, PhaseStatus
from engine.store.codec import canonical

from .conftest import DEMO, ROOT


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "game.db"
    code, out, _ = run(capsys, "game", "new", str(path), "--from", str(DEMO), "--commit", "2")
    assert code == 0 and "2 phase(s) committed, phase 3 open" in out
    return path


def test_new_status_commit_undo_export(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "game", "status", str(db), "--lang", "en")
    assert code == 0
    assert "open phase: 3" in out and "committed" in out and "Алиса" in out
    code, out, _ = run(capsys, "game", "status", str(db), "--json")
    data = json.loads(out)
    assert data["open_phase"] == 3
    assert [p["status"] for p in data["phases"]][:3] == ["committed", "committed", "open"]
    assert data["players"]["Алиса"]["alive"] is True
    assert data["problems"] == []

    code, out, err = run(capsys, "game", "commit", str(db), "--lang", "en")
    assert code == 0 and "Phase 3" in out and "phase 3 committed" in err
    code, out, _ = run(capsys, "game", "undo", str(db))
    assert code == 0 and "phase 3 reopened" in out
    code, out, _ = run(capsys, "game", "commit", str(db), "--quiet")
    assert code == 0 and out == ""

    code, out, _ = run(capsys, "game", "export", str(db))
    assert code == 0
    exported = load_scenario_text(out)
    with GameStore.open(db) as store:
        stored = [canonical(store.trace(n).to_json()) for n in (1, 2, 3)]  # type: ignore[union-attr]
    fresh = [canonical(r.trace.to_json()) for r in resolve_game(exported, 3)]
    assert fresh == stored
    code, out, _ = run(capsys, "game", "export", str(db), "--committed")
    assert len(load_scenario_text(out).phases) == 3


def test_orders_votes_decisions_and_reresolve(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "game", "order", "add", str(db), "Борис", "katana", "Лев", "--text", "катана Льву"
    )
    assert code == 0 and "added to phase 3" in out
    order_id = out.split("#")[1].split()[0]
    code, out, _ = run(capsys, "game", "order", "list", str(db), "--json")
    listed = json.loads(out)
    assert listed[-1]["source_text"] == "катана Льву"
    code, out, _ = run(capsys, "game", "order", "withdraw", str(db), order_id)
    assert code == 0 and "withdrawn" in out
    code, out, _ = run(capsys, "game", "order", "list", str(db))
    assert "(withdrawn)" in out
    assert run(capsys, "game", "vote", str(db), "Алиса", "Лев")[0] == 0
    assert run(capsys, "game", "vote", str(db), "Алиса", "-")[0] == 0
    assert run(capsys, "game", "decide", str(db), "q:1", "{peaceful: false}")[0] == 0
    with GameStore.open(db) as store:
        assert "Алиса" not in store.votes(3)
        assert store.decisions(3) == {"q:1": {"peaceful": False}}
    # a late order to phase 1: refused unless asked for (issue 31.3), then every stale
    # phase re-resolved
    late = ("game", "order", "add", str(db), "Борис", "katana", "Лев", "--phase", "1")
    code, out, err = run(capsys, *late)
    assert code == 2 and "phase 1 is committed: nothing was changed" in err and "--late" in err
    code, out, _ = run(capsys, "game", "status", str(db))
    assert "stale" not in out
    code, out, err = run(capsys, *late, "--late")
    assert code == 0 and "added to phase 1" in out
    assert "phase 1 is committed: this late input makes it stale" in err
    code, out, _ = run(capsys, "game", "status", str(db))
    assert "stale (inputs)" in out
    code, out, _ = run(capsys, "game", "reresolve", str(db))
    assert code == 0 and "re-resolved" in out
    with GameStore.open(db) as store:
        assert {p.status for p in store.phases()} <= {PhaseStatus.COMMITTED, PhaseStatus.OPEN}
    code, out, _ = run(capsys, "game", "check", str(db))
    assert code == 0 and "re-resolves to its stored trace" in out


@pytest.mark.parametrize(
    "args",
    [
        ["game", "status", "{tmp}/missing.db"],
        ["game", "status", "{tmp}/text.db"],
        ["game", "new", "{tmp}/text.db", "--from", str(DEMO)],
        ["game", "new", "{tmp}/new.db", "--from", "{tmp}/missing.yaml"],
        ["game", "commit", "{tmp}/game.db", "--phase", "9"],
        ["game", "order", "add", "{tmp}/game.db", "Зед", "katana", "Лев"],
        ["game", "order", "add", "{tmp}/game.db", "Борис", "katana", "Лев", "--param", "oops"],
        ["game", "order", "withdraw", "{tmp}/game.db", "4242"],
        ["game", "vote", "{tmp}/game.db", "Алиса", "Зед"],
        ["game", "decide", "{tmp}/game.db", "q", "{unclosed"],
    ],
)
def test_bad_input_exits_2_with_one_clear_line(
    db: Path, capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    tmp = db.parent
    (tmp / "text.db").write_text("not a game\n")
    before = db.read_bytes()
    code, _, err = run(capsys, *[a.replace("{tmp}", str(tmp)) for a in args])
    assert code == 2
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert db.read_bytes() == before or args[1] in ("order", "vote", "decide", "commit")


def test_check_reports_a_mismatch_with_exit_1(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    conn = sqlite3.connect(db)
    with conn:
        conn.execute(
            "UPDATE phases SET trace = replace(trace, '\"executed\":null', "
            '\'"executed":"Лев"\') WHERE number = 1'
        )
    conn.close()
    code, out, err = run(capsys, "game", "check", str(db))
    assert code == 1 and "phase 1:" in out
    assert "warning:" in err  # also reported on open


def test_the_command_runs_as_a_module(db: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engine", "game", "status", str(db), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["open_phase"] == 3
