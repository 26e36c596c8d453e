"""Issue 31.7: a data folder the program cannot reach (no permission, a name the system
refuses) is a folder with nothing of the master's in it: `game status`, `check`, `commit`
and `resolve` work, with no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from engine.userfiles.data_folder import reachable_dir, reachable_file
from resources import DATA_DIR_ENV

from .conftest import DEMO, ROOT
from .test_bad_files import as_plain_user, shared_dir

__all__ = ["shared_dir"]


def _engine(*args: str, data_dir: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, DATA_DIR_ENV: data_dir, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
        timeout=120,
    )


def test_a_data_folder_whose_name_the_system_refuses(tmp_path: Path) -> None:
    game = tmp_path / "g.mmc"
    unreachable = str(tmp_path / ("x" * 300))  # ENAMETOOLONG from stat, like EACCES
    made = _engine("game", "new", str(game), "--from", str(DEMO), data_dir=unreachable)
    assert made.returncode == 0, made.stderr
    for command in (["game", "status", str(game)], ["game", "check", str(game)]):
        done = _engine(*command, data_dir=unreachable)
        assert "Traceback" not in done.stderr, (command, done.stderr)
        assert done.returncode == 0, (command, done.stderr)
    done = _engine("resolve", str(DEMO), data_dir=unreachable)
    assert done.returncode == 0 and "Traceback" not in done.stderr


def test_a_folder_without_permission_is_not_there(shared_dir: Path) -> None:
    locked = shared_dir / "locked"
    (locked / "rulesets").mkdir(parents=True)
    (locked / "rulesets" / "x.yaml").write_text("id: x\n", encoding="utf-8")
    locked.chmod(0o700)  # root's: nobody cannot look inside

    def probe() -> str:
        return f"{reachable_dir(locked / 'rulesets')} {reachable_file(locked / 'rulesets/x.yaml')}"

    assert as_plain_user(probe) == "False False"
    assert reachable_dir(locked / "rulesets") is (os.geteuid() == 0)
