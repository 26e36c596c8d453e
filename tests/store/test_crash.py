"""kill -9 while committing: 200 trials, each a child process killed at a random moment while
it commits, un-commits and edits phases in a loop (or while it creates a game). After each
kill the file opens, every phase is fully committed or not at all, and no commit the child
saw finish is lost."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.scenario.load import Scenario
from engine.store import GameStore, PhaseStatus

TRIALS = 200
CREATE_EVERY = 10  # every 10th trial kills a `create` instead
MAX_DELAY = 0.06  # seconds between the child being ready and the kill
CREATE_DELAY = 0.3  # a create of the demo game takes about 0.1 s in a child


@dataclass
class Log:
    """What the child said before it died: finished operations and the one in flight."""

    committed: int  # phases committed after the last finished operation
    in_flight: tuple[str, int] | None
    finished: int


def parse(text: str) -> Log:
    committed, in_flight, finished = 0, None, 0
    for line in text.splitlines():
        parts = line.split()
        if len(parts) != 3:
            continue  # the line the kill cut short
        what, op, number = parts[0], parts[1], int(parts[2])
        if what == "ready":
            committed = int(op)
        elif what == "begin":
            in_flight = (op, number)
        elif what == "end":
            in_flight = None
            finished += 1
            if op == "commit":
                committed = number
            elif op == "undo":
                committed = number - 1
    return Log(committed, in_flight, finished)


def child_loop(path: Path, seed: int, phases: int, fd: int) -> None:
    """Commit, un-commit and vote forever, saying what it does (line-buffered, unbuffered
    pipe: a line is out before the next step starts)."""
    rnd = random.Random(seed)
    out = os.fdopen(fd, "w", buffering=1)
    store = GameStore.open(path)
    names = [p.name for p in store.players()]
    start = store.open_phase() - 1
    out.write(f"ready {start} 0\n")
    while True:
        number = store.open_phase()
        if number > 1 and (number > phases or rnd.random() < 0.3):
            out.write(f"begin undo {number - 1}\n")
            store.undo_commit()
            out.write(f"end undo {number - 1}\n")
            continue
        if rnd.random() < 0.5:
            out.write(f"begin vote {number}\n")
            store.set_vote(number, rnd.choice(names), rnd.choice(names))
            out.write(f"end vote {number}\n")
        out.write(f"begin commit {number}\n")
        store.commit()
        out.write(f"end commit {number}\n")


def run_child(target: object, *args: object) -> tuple[int, int]:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 0
        os.close(read)
        try:
            target(*args, write)  # type: ignore[operator]
        except BaseException:
            traceback.print_exc()  # the test shows it when the child dies early
            code = 1
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def read_until(fd: int, marker: bytes, timeout: float = 10.0) -> bytes:
    data = b""
    deadline = time.monotonic() + timeout
    while marker not in data:
        assert time.monotonic() < deadline, f"the child never said {marker!r}: {data!r}"
        chunk = os.read(fd, 65536)
        assert chunk, f"the child died early: {data!r}"
        data += chunk
    return data


def read_rest(fd: int) -> bytes:
    data = b""
    while chunk := os.read(fd, 65536):
        data += chunk
    os.close(fd)
    return data


def check_consistent(path: Path) -> int:
    """The file opens clean and each committed phase is whole; returns phases committed."""
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    with GameStore.open(path) as store:
        assert store.problems == []
        assert store.integrity(full=True) == []  # every committed phase re-resolved
        committed = store.open_phase() - 1
        rows = store.phases()
        assert [r.number for r in rows if r.status is PhaseStatus.COMMITTED] == list(
            range(1, committed + 1)
        )
        assert not [r for r in rows if r.status is PhaseStatus.STALE]
        for number in range(1, committed + 1):
            trace = store.trace(number)
            assert trace is not None and trace.number == number
            assert store.state(number).phase == number
            assert [m.message for m in store.messages(number)] == list(trace.messages)
        assert store.messages(committed + 1) == []
        return committed


def test_kill_9_during_commits_loses_nothing(tmp_path: Path, demo: Scenario) -> None:
    rnd = random.Random(20240601)
    path = tmp_path / "crash.db"
    GameStore.create(path, demo, commit_upto=0).close()
    phases = len(demo.phases)
    seen: Counter[str] = Counter()
    for trial in range(TRIALS):
        if trial % CREATE_EVERY == CREATE_EVERY - 1:
            seen[_kill_a_create(tmp_path / f"created{trial}.db", demo, rnd)] += 1
            continue
        pid, fd = run_child(child_loop, path, trial, phases)
        ready = read_until(fd, b"ready").decode()
        time.sleep(rnd.uniform(0, MAX_DELAY))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status), f"trial {trial}: the child ended by itself"
        log = parse(ready + read_rest(fd).decode())
        committed = check_consistent(path)
        expected = {log.committed}
        if log.in_flight is not None:
            op, number = log.in_flight
            seen[op] += 1
            expected.add({"commit": number, "undo": number - 1}.get(op, log.committed))
            if committed != log.committed:
                seen[f"{op} (already durable)"] += 1
        assert committed in expected, f"trial {trial}: {committed} committed, log {log}"
    print(f"kills landed during: {dict(seen)}")  # shown with -s
    # the kills landed in every kind of operation, commits included
    assert seen["commit"] >= 40, seen
    assert seen["undo"] >= 10, seen
    assert seen["created"] + seen["absent"] == TRIALS // CREATE_EVERY


def _kill_a_create(path: Path, demo: Scenario, rnd: random.Random) -> str:
    def create(fd: int) -> None:
        os.close(fd)
        GameStore.create(path, demo).close()

    pid, fd = run_child(create)
    time.sleep(rnd.uniform(0, CREATE_DELAY))
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    read_rest(fd)
    if not path.exists():
        return "absent"  # killed before the finished file got its name
    assert check_consistent(path) == len(demo.phases)
    return "created"


@pytest.mark.parametrize(
    "text,committed,in_flight",
    [
        ("ready 0 0\nbegin commit 1\nend commit 1\nbegin commit 2\n", 1, ("commit", 2)),
        ("ready 3 0\nbegin undo 3\nend undo 3\nbegin vo", 2, None),
        ("ready 4 0\n", 4, None),
    ],
)
def test_the_log_parser(text: str, committed: int, in_flight: tuple[str, int] | None) -> None:
    log = parse(text)
    assert (log.committed, log.in_flight) == (committed, in_flight)
