"""Who else has a game open for editing: a lock file next to the game, held by a console.

A console takes the lock when it opens a game and gives it back when it closes it. A second
console opening the same file finds the lock held and is warned who holds it (process, host,
since when); it still opens the game (commits check what the master saw, see
`confirm.py`). The lock is an OS lock (`flock`) on `.NAME.lock`: the system drops it when
the holding process ends in any way, so a lock left by a crash never blocks anyone. Where
there is no `flock` (Windows), a lock whose process is gone is taken over.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from .codec import now

try:
    import fcntl
except ImportError:  # pragma: no cover - not on Linux
    fcntl = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Holder:
    """Who holds a game's lock, as its lock file says."""

    pid: int
    host: str
    since: str

    def describe(self) -> str:
        return f"process {self.pid} on {self.host}, since {self.since[:16].replace('T', ' ')}"


def lock_path(game: Path) -> Path:
    return game.with_name(f".{game.name}.lock")


class GameLock:
    """The lock of one open game (`held` False: another console has it, see `holder`)."""

    def __init__(self, game: Path) -> None:
        self.path = lock_path(game)
        self.held = False
        self.holder: Holder | None = None
        self._fd: int | None = None

    @classmethod
    def acquire(cls, game: Path) -> GameLock:
        """Take the lock if nobody holds it; never waits, never fails (a folder where no
        lock file can be made just has no lock)."""
        lock = cls(game)
        try:
            lock._fd = os.open(lock.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return lock
        if lock._take():
            lock.held = True
            me = {"pid": os.getpid(), "host": _host(), "since": now()}
            os.ftruncate(lock._fd, 0)
            os.pwrite(lock._fd, json.dumps(me).encode(), 0)
        else:
            lock.holder = lock._read()
            os.close(lock._fd)
            lock._fd = None
        return lock

    def _take(self) -> bool:
        assert self._fd is not None
        if fcntl is not None:
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                return False
            return True
        found = self._read()  # no OS lock: a holder whose process is gone is stale
        return found is None or found.host != _host() or not _alive(found.pid)

    def _read(self) -> Holder | None:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8") or "{}")
            return Holder(int(data["pid"]), str(data["host"]), str(data["since"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def release(self) -> None:
        """Give the lock back (and remove the file, so no stale file is left behind)."""
        if self._fd is None:
            return
        if self.held:
            with contextlib.suppress(OSError):
                self.path.unlink()
        os.close(self._fd)  # drops the OS lock
        self._fd = None
        self.held = False


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _host() -> str:
    """This computer's name, as `socket.gethostname` gives it (the same call on POSIX),
    without importing `socket` where it is not needed: ~3 ms of the console's start."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()
