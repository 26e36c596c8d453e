"""The game file: its schema (versioned migrations), and opening it safely.

A file is checked before anything is written to it: the SQLite header must be there, the
application id must be ours, and the migrations it records (sqlite-utils' table of them by
name, the file's one record of its format) must all be known to this program. Only then are
pragmas set and pending migrations applied, so a file this program cannot use is left
exactly as it was.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from .db import Db, applied_migrations
from .records import StoreError

APPLICATION_ID = 0x4D4D4331  # "MMC1": marks a Mafia Master Console game file
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000

MIGRATION_SET = "mafia_master_console"  # sqlite-utils' name for our migrations

# The migrations of migrations.py, by name: a file that records another is a newer
# program's (branches numbered apart: 004 ran before 003 on some files, so names, not a
# counter, say what a file has)
KNOWN_MIGRATIONS = frozenset(
    {"001_initial", "002_sent_marks", "003_player_setup", "004_vote_words"}
)
LATEST = max(KNOWN_MIGRATIONS)  # said in messages: this program reads up to it


# --- opening --------------------------------------------------------------------------------


def refuse(path: Path, message: str) -> StoreError:
    return StoreError(message, path)


NEWER = (
    "was saved by a newer version of Mafia Master Console (file format {found}; this "
    "program reads up to {ours}). Update the program to open it; the file was not changed."
)


def sniff(path: Path) -> None:
    """Refuse a file we cannot use, reading only its first 100 bytes."""
    head = _head(path)
    if len(head) < 100 or not head.startswith(SQLITE_MAGIC):
        what = "an empty file" if not head else "not an SQLite database"
        raise refuse(path, f"not a game file ({what}); it was not changed")
    app_id = int.from_bytes(head[68:72], "big")
    if app_id != APPLICATION_ID:
        raise refuse(
            path, "an SQLite database, but not a Mafia Master Console game; it was not changed"
        )


def _head(path: Path) -> bytes:
    """The first 100 bytes; StoreError (never an OSError) when the file cannot be read."""
    try:
        if path.is_dir():
            raise refuse(path, "this is a folder, not a game file")
        with path.open("rb") as fh:
            return fh.read(100)
    except FileNotFoundError as exc:
        raise refuse(path, "no such game file") from exc
    except PermissionError as exc:
        raise refuse(
            path,
            "cannot be read: permission denied (the file or a folder on the "
            "way to it); nothing was changed",
        ) from exc
    except OSError as exc:
        raise refuse(path, f"cannot be read ({exc.strerror or exc})") from exc


def looks_like_store(path: Path) -> bool:
    """Whether a file sniffs as an SQLite database (whatever its name): a game store to be
    opened as one (`GameStore.open` then says if it is not ours), never parsed as text."""
    try:
        with path.open("rb") as fh:
            return fh.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC
    except OSError:
        return False


def check_writable(path: Path, creating: bool = False) -> None:
    folder = path.parent
    try:
        folder_ok = folder.is_dir()
    except PermissionError as exc:
        raise refuse(
            path, f"the folder {folder} cannot be entered (permission denied); nothing was changed"
        ) from exc
    if not folder_ok:
        raise refuse(path, f"the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        action = "create a game" if creating else "open the game"
        raise refuse(
            path,
            f"the folder {folder} is read-only: cannot {action} there (a game "
            "keeps its journal next to the file). Copy it to a folder you can "
            "write to; nothing was changed.",
        )
    if not creating and not os.access(path, os.R_OK | os.W_OK):
        raise refuse(
            path,
            "the file is read-only: cannot open the game for editing. Make it "
            "writable or copy it; nothing was changed.",
        )


def _writable(path: Path) -> bool:
    """Whether the file and its folder may be written, by permission and by the master's
    intent: a file without any write bit was made read-only on purpose, even for root."""
    try:
        marked = path.stat().st_mode & 0o222 != 0
    except OSError:
        return False
    return (
        marked and os.access(path, os.R_OK | os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)
    )


def connect_reading(path: Path) -> Db:
    """A connection that never writes the file (for `status`, `check`, `post`): the file is
    opened for reading and writing where that is allowed, so SQLite can share the journal
    with a console that has the game open and tidies it up on close, but `query_only` refuses
    every write; no pragma that writes, no migration. Where the file or its folder is
    read-only, a read-only connection that creates nothing: `immutable` while no journal
    lies beside the file (a read-only connection to a WAL file would otherwise make its
    `-wal` and `-shm` and leave them there), else a plain read-only one that reads the
    journal a console left (issue 31.8)."""
    if _writable(path):
        modes = ["?mode=rw"]
    elif Path(f"{path}-wal").exists():
        modes = ["?mode=ro", "?mode=ro&immutable=1"]
    else:
        modes = ["?mode=ro&immutable=1"]
    last: sqlite3.Error | None = None
    for mode in modes:
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(
                path.resolve().as_uri() + mode, uri=True, timeout=BUSY_TIMEOUT_MS / 1000
            )
            conn.execute("PRAGMA query_only=ON")
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            last = exc
            continue
        try:
            if app_id != APPLICATION_ID:
                raise refuse(path, "an SQLite database, but not a Mafia Master Console game")
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("PRAGMA recursive_triggers=ON")
            db = Db(conn)
            check_migrations(path, db)
            # an older format is read as it is (upgrading would write): what reading needs
            # is in every format; newer tables are absent and read as empty
            return db
        except StoreError:
            conn.close()
            raise
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise damaged(path, exc) from exc
    raise damaged(path, last or sqlite3.DatabaseError("cannot be opened"))


def connect(path: Path, create: bool = False, hand_over: bool = False) -> Db:
    """A connection with our pragmas, after checking the file is ours and not newer.
    `hand_over`: the thread that opens it may pass it on to another thread once it is done
    with it (a console opens a game in a worker, then uses it in the GUI thread); never
    used by two threads at once, so SQLite's own same-thread check is off."""
    uri = path.resolve().as_uri() + ("?mode=rwc" if create else "?mode=rw")
    try:
        conn = sqlite3.connect(
            uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=not hand_over
        )
    except sqlite3.Error as exc:
        raise refuse(path, f"cannot open the file ({exc})") from exc
    try:
        applied: set[str] = set()
        if not create:
            # read-only questions first: the header may lag behind the journal
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            if app_id != APPLICATION_ID:
                raise refuse(path, "an SQLite database, but not a Mafia Master Console game")
            applied = check_migrations(path, Db(conn))
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise refuse(path, f"cannot use a write-ahead journal here (journal mode {mode})")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA recursive_triggers=ON")
        db = Db(conn)
        if applied != KNOWN_MIGRATIONS:
            from .migrations import upgrade

            upgrade(path, db.utils)
        return db
    except StoreError:
        conn.close()
        raise
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise damaged(path, exc) from exc


def check_migrations(path: Path, db: Db) -> set[str]:
    """The migrations the file records; refused if it records none (not a whole game) or
    one this program does not know (a newer program's)."""
    applied = set(applied_migrations(db, MIGRATION_SET))
    unknown = sorted(applied - KNOWN_MIGRATIONS)
    if unknown:
        raise refuse(path, NEWER.format(found=", ".join(unknown), ours=LATEST))
    if not applied:
        raise refuse(path, "not a complete game file (no schema); it was not changed")
    return applied


def damaged(path: Path, exc: BaseException) -> StoreError:
    text = str(exc)
    if "readonly" in text or "read-only" in text:
        return refuse(path, f"the game cannot be written here ({text}); nothing was changed")
    if "locked" in text or "busy" in text:
        return refuse(path, f"the game is busy in another program ({text}); try again")
    return refuse(
        path,
        f"the file is damaged and cannot be read as a game ({text}). Restore "
        "it from a backup or an exported scenario; it was not changed.",
    )
