"""Issue 31.8: `status`, `check` and `post` never write, not even SQLite's companions: a game
file the master made read-only gets no `-wal`/`-shm` beside it."""

from __future__ import annotations

from pathlib import Path

from .test_bad_files import _cli, as_plain_user, files, make_game, shared_dir

__all__ = ["shared_dir"]  # the fixture, shared with the read-only location tests


def test_reading_a_read_only_game_leaves_its_folder_as_it_was(shared_dir: Path) -> None:
    path = make_game(shared_dir / "game.mmc")
    path.chmod(0o444)
    shared_dir.chmod(0o777)  # the folder is writable: SQLite could make its files there
    before = files(shared_dir)
    for command in (
        ["game", "status", str(path)],
        ["game", "check", str(path)],
        ["post", str(path), "--phase", "1"],
    ):
        code, _, err = as_plain_user(_cli(*command)).partition("|")
        assert code == "0", (command, err)
        assert files(shared_dir) == before, command  # no game.mmc-wal, no game.mmc-shm
