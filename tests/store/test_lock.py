"""A second console on the same game is warned (issue 9, item 6); a lock left by a process
that died never blocks anyone."""

from __future__ import annotations

import os
from pathlib import Path

from engine.store import GameStore
from engine.store.lock import GameLock, lock_path

from .conftest import SMALL


def test_a_second_console_learns_who_has_the_game_open(tmp_path: Path) -> None:
    game = tmp_path / "game.mmc"
    GameStore.create(game, ruleset_id="am15", players=SMALL).close()
    first = GameLock.acquire(game)
    assert first.held and first.holder is None
    second = GameLock.acquire(game)
    assert not second.held and second.holder is not None
    assert second.holder.pid == os.getpid()
    assert f"process {os.getpid()} on " in second.holder.describe()
    second.release()
    first.release()
    assert not lock_path(game).exists()  # nothing left next to the game
    third = GameLock.acquire(game)
    assert third.held
    third.release()


def test_a_lock_left_by_a_dead_process_does_not_block(tmp_path: Path) -> None:
    game = tmp_path / "game.mmc"
    GameStore.create(game, ruleset_id="am15", players=SMALL).close()
    pid = os.fork()
    if pid == 0:  # the child takes the lock and dies without giving it back (a crash)
        GameLock.acquire(game)
        os._exit(0)
    os.waitpid(pid, 0)
    assert lock_path(game).exists()  # the file is left behind...
    lock = GameLock.acquire(game)
    assert lock.held and lock.holder is None  # ...but not the lock
    lock.release()


def test_no_lock_where_no_file_can_be_made(tmp_path: Path) -> None:
    lock = GameLock.acquire(tmp_path / "missing-folder" / "game.mmc")
    assert not lock.held and lock.holder is None
    lock.release()
