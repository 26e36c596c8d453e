"""Files the store cannot use: a clear message naming the file, and the file left untouched."""

from __future__ import annotations

import importlib
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from engine.store import GameStore, StoreError

from .conftest import SMALL

NOBODY = 65534
# `as_plain_user`'s child runs as nobody, who cannot read root's Python installation: what
# the code under test imports lazily is imported here first (the CLI's version from the
# package metadata: email.parser; creating a game: the migrations, with sqlite-utils; the
# CLI's simulator: multiprocessing)
PRELOADED = ("email.parser", "engine.store.migrations", "engine.simulate.runner")
for _name in PRELOADED:
    importlib.import_module(_name)


def make_game(path: Path) -> Path:
    with GameStore.create(path, ruleset_id="am15", players=SMALL) as store:
        store.commit()
    return path


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def refused(path: Path, match: str) -> StoreError:
    """Opening `path` fails with `match`, names the file and changes nothing in its folder."""
    before = files(path.parent)
    with pytest.raises(StoreError, match=match) as err:
        GameStore.open(path)
    assert str(path) in str(err.value)
    assert files(path.parent) == before
    return err.value


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="no such game file"):
        GameStore.open(tmp_path / "nope.db")
    assert list(tmp_path.iterdir()) == []  # and nothing was created


def test_a_folder(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="folder"):
        GameStore.open(tmp_path)


@pytest.mark.parametrize(
    ("content", "match"),
    [
        (b"", "empty file"),
        (b"players:\n  - {name: Alice}\n", "not an SQLite database"),
        (bytes(range(256)) * 40, "not an SQLite database"),
        (b"SQLite format 3\x00", "not an SQLite database"),  # a header cut short
    ],
)
def test_a_file_that_is_not_a_database(tmp_path: Path, content: bytes, match: str) -> None:
    path = tmp_path / "game.db"
    path.write_bytes(content)
    refused(path, match)


def test_another_programs_database(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.commit()
    conn.close()
    refused(path, "not a Mafia Master Console game")


def _corrupt_pages(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big") or 65536
    for start in range(page, len(data), page):  # every page but the header page
        data[start : start + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    page = int.from_bytes(data[16:18], "big") or 65536
    path.write_bytes(data[: page + page // 2])


@pytest.mark.parametrize("damage", [_corrupt_pages, _truncate], ids=["garbage", "truncated"])
def test_a_damaged_game_file(tmp_path: Path, damage: Callable[[Path], None]) -> None:
    path = make_game(tmp_path / "game.db")
    damage(path)
    error = refused(path, "damaged|cannot be read")
    assert "backup" in str(error) or "cannot be read" in str(error)


def test_a_file_with_a_migration_this_program_does_not_know(tmp_path: Path) -> None:
    path = make_game(tmp_path / "game.db")
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
            "VALUES ('mafia_master_console', '002_from_the_future', 'later')"
        )
    conn.close()
    error = refused(path, "newer version")
    assert "002_from_the_future" in str(error) and "up to 004_vote_words" in str(error)
    assert "Update the program" in str(error)


# --- read-only locations --------------------------------------------------------------------


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder another user can read: tmp_path's parents are private to us."""
    folder = Path(tempfile.mkdtemp(prefix="mmc-store-ro-"))
    folder.chmod(0o755)
    yield folder
    for p in [folder, *folder.rglob("*")]:
        p.chmod(0o755 if p.is_dir() else 0o644)
    shutil.rmtree(folder)


def as_plain_user(fn: Callable[[], str]) -> str:
    """Run `fn` where file permissions hold: in a child without root rights when we are root
    (root ignores them), else here. Returns what `fn` returns (an error message)."""
    if os.geteuid() != 0:
        return fn()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: drop to nobody, report, never return into pytest
        code = 0
        try:
            os.close(read)
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            os.write(write, fn().encode())
        except BaseException as exc:  # report anything to the parent
            os.write(write, f"child failed: {exc!r}".encode())
            code = 1
        finally:
            os._exit(code)
    os.close(write)
    chunks = []
    while chunk := os.read(read, 65536):
        chunks.append(chunk)
    os.close(read)
    os.waitpid(pid, 0)
    return b"".join(chunks).decode()


def _open_message(path: Path) -> Callable[[], str]:
    def run() -> str:
        try:
            GameStore.open(path).close()
        except StoreError as exc:
            return str(exc)
        return "opened"

    return run


def _message_of_create(path: Path) -> Callable[[], str]:
    def run() -> str:
        try:
            GameStore.create(path, ruleset_id="am15", players=SMALL).close()
        except StoreError as exc:
            return str(exc)
        return "created"

    return run


def test_a_read_only_folder(shared_dir: Path) -> None:
    path = make_game(shared_dir / "game.db")
    path.chmod(0o644)
    shared_dir.chmod(0o555)
    before = files(shared_dir)
    message = as_plain_user(_open_message(path))
    assert str(path) in message
    assert "read-only" in message and "Copy it to a folder you can write to" in message
    assert files(shared_dir) == before
    message = as_plain_user(_message_of_create(shared_dir / "new.db"))
    assert "read-only" in message and "cannot create a game there" in message
    assert files(shared_dir) == before


def test_a_read_only_file(shared_dir: Path) -> None:
    path = make_game(shared_dir / "game.db")
    path.chmod(0o444)
    shared_dir.chmod(0o777)
    before = files(shared_dir)
    message = as_plain_user(_open_message(path))
    assert str(path) in message and "read-only" in message
    assert files(shared_dir) == before


def _cli(*args: str) -> Callable[[], str]:
    def run() -> str:
        import contextlib
        import io

        from engine.__main__ import main

        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = main(list(args))
        return f"{code}|{err.getvalue()}"

    return run


def test_a_folder_that_cannot_be_entered(shared_dir: Path) -> None:
    """Issue 9: a PermissionError is a clear message and exit 2, never a traceback."""
    locked = shared_dir / "locked"
    locked.mkdir()
    path = make_game(locked / "game.mmc")
    locked.chmod(0o700)  # root's: nobody cannot even look inside
    for command in (
        ["game", "status", str(path)],
        ["game", "check", str(path)],
        ["post", str(path)],
        ["game", "commit", str(path)],
        ["game", "new", str(locked / "new.mmc"), "--from", str(path)],
    ):
        code, _, err = as_plain_user(_cli(*command)).partition("|")
        assert code == "2", (command, err)
        assert "permission denied" in err.lower() or "cannot be entered" in err, (command, err)
        assert "Traceback" not in err and err.count("\n") == 1
    shared_dir.chmod(0o755)
    sub = shared_dir / "inner"
    sub.mkdir()
    sub.chmod(0o700)
    code, _, err = as_plain_user(
        _cli("game", "new", str(sub / "x" / "g.mmc"), "--from", str(path))
    ).partition("|")
    assert code == "2" and "Traceback" not in err
