"""The game file: its schema (versioned migrations), and opening it safely.

A file is checked before anything is written to it: the SQLite header must be there, the
application id must be ours, and the schema version (`PRAGMA user_version`, set by each
migration) must not be newer than this program's. Only then are pragmas set and pending
migrations applied, so a file this program cannot use is left exactly as it was.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from sqlite_utils import Database, Migrations

from .records import StoreError

APPLICATION_ID = 0x4D4D4331  # "MMC1": marks a Mafia Master Console game file
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000

MIGRATIONS = Migrations("mafia_master_console")

# Each migration ends by setting user_version to its number: SCHEMA_VERSION is the last.
SCHEMA_V1 = [
    """CREATE TABLE game (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        title TEXT,
        ruleset_id TEXT NOT NULL,
        ruleset_version TEXT NOT NULL,
        seed INTEGER NOT NULL,
        rulings TEXT NOT NULL DEFAULT '{}',      -- JSON: ruling id -> option
        start_state TEXT NOT NULL,               -- JSON GameState before phase 1
        start_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL)""",
    """CREATE TABLE players (
        seat INTEGER PRIMARY KEY CHECK (seat >= 1),
        name TEXT NOT NULL UNIQUE,
        public_role TEXT NOT NULL,
        secret_role TEXT NOT NULL,
        hp INTEGER,                              -- NULL: the role's starting HP
        choice TEXT)                             -- a setup choice (commissar's dossier...)""",
    """CREATE TABLE phases (
        number INTEGER PRIMARY KEY CHECK (number >= 1),
        committed_at TEXT,
        trace TEXT,                              -- JSON PhaseTrace, committed
        state TEXT,                              -- JSON GameState after the phase
        state_hash TEXT,
        input_hash TEXT,                         -- of the inputs the trace was resolved from
        start_hash TEXT,                         -- of the state it started from
        verified TEXT,                           -- integrity stamp (codec.stamp)
        drafted_at TEXT,
        draft_trace TEXT,
        draft_state TEXT,
        draft_input_hash TEXT,
        draft_start_hash TEXT,
        draft_verified TEXT,
        CHECK ((trace IS NULL) = (state IS NULL)),
        CHECK ((trace IS NULL) = (committed_at IS NULL)))""",
    """CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        phase INTEGER NOT NULL REFERENCES phases(number),
        seq INTEGER NOT NULL,                    -- arrival order in the phase
        ref TEXT NOT NULL,                       -- stable id traces refer to ("3.2")
        actor TEXT NOT NULL REFERENCES players(name) ON UPDATE CASCADE,
        ability TEXT NOT NULL,
        targets TEXT NOT NULL DEFAULT '[]',
        params TEXT NOT NULL DEFAULT '{}',
        submitted_by TEXT REFERENCES players(name) ON UPDATE CASCADE,
        source_text TEXT,
        version INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        edited_at TEXT,
        withdrawn_at TEXT,
        UNIQUE (phase, seq),
        UNIQUE (phase, ref))""",
    """CREATE TABLE order_versions (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        data TEXT NOT NULL,                      -- JSON: actor, ability, targets, params, by
        source_text TEXT,
        replaced_at TEXT NOT NULL,
        UNIQUE (order_id, version))""",
    """CREATE TABLE votes (
        phase INTEGER NOT NULL REFERENCES phases(number),
        voter TEXT NOT NULL REFERENCES players(name) ON UPDATE CASCADE,
        candidate TEXT NOT NULL REFERENCES players(name) ON UPDATE CASCADE,
        set_at TEXT NOT NULL,
        PRIMARY KEY (phase, voter))""",
    """CREATE TABLE decisions (
        phase INTEGER NOT NULL REFERENCES phases(number),
        qid TEXT NOT NULL,
        answer TEXT NOT NULL,                    -- JSON
        set_at TEXT NOT NULL,
        PRIMARY KEY (phase, qid))""",
    """CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        phase INTEGER NOT NULL REFERENCES phases(number),
        seq INTEGER NOT NULL,
        recipient TEXT NOT NULL,
        data TEXT NOT NULL,                      -- JSON Message
        sent_at TEXT,
        UNIQUE (phase, seq))""",
    """CREATE TABLE posts (
        id INTEGER PRIMARY KEY,
        phase INTEGER NOT NULL REFERENCES phases(number),
        kind TEXT NOT NULL,
        lang TEXT NOT NULL,
        fmt TEXT NOT NULL,
        text TEXT NOT NULL,
        saved_at TEXT NOT NULL)""",
    """CREATE TABLE phase_history (
        id INTEGER PRIMARY KEY,
        phase INTEGER NOT NULL REFERENCES phases(number),
        reason TEXT NOT NULL,                    -- 'reresolved' or 'uncommitted'
        committed_at TEXT NOT NULL,
        replaced_at TEXT NOT NULL,
        trace TEXT NOT NULL,
        state TEXT NOT NULL,
        input_hash TEXT,
        start_hash TEXT)""",
    "CREATE INDEX orders_by_phase ON orders (phase, seq)",
    "CREATE INDEX messages_by_recipient ON messages (recipient, phase)",
    "CREATE INDEX posts_by_phase ON posts (phase, kind, lang, fmt, id)",
    "CREATE INDEX history_by_phase ON phase_history (phase, id)",
]


@MIGRATIONS(name="001_initial")
def m001_initial(db: Database) -> None:
    for statement in SCHEMA_V1:
        db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")


@MIGRATIONS(name="002_sent_marks")
def m002_sent_marks(db: Database) -> None:
    # the master's "sent" marks on private messages of a phase not committed yet (those of a
    # committed phase are `messages.sent_at`): in the file, never only in a console's memory
    db.execute("""CREATE TABLE sent_marks (
        phase INTEGER NOT NULL REFERENCES phases(number),
        recipient TEXT NOT NULL,
        content TEXT NOT NULL,                   -- what the player is told (message JSON)
        sent_at TEXT NOT NULL,
        PRIMARY KEY (phase, recipient, content))""")
    db.execute("PRAGMA user_version = 2")


@MIGRATIONS(name="003_player_setup")
def m003_player_setup(db: Database) -> None:
    # per-player setup a ruleset without HP reads (level, traits, items, charges: the seat's
    # starting counters, engine.player_setup); seats of an older file had none
    db.execute("ALTER TABLE players ADD COLUMN setup TEXT NOT NULL DEFAULT '{}'")
    db.execute("PRAGMA user_version = 3")


SCHEMA_VERSION = 3
KNOWN_MIGRATIONS = frozenset({"001_initial", "002_sent_marks", "003_player_setup"})


# --- opening --------------------------------------------------------------------------------


def _refuse(path: Path, message: str) -> StoreError:
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
        raise _refuse(path, f"not a game file ({what}); it was not changed")
    app_id = int.from_bytes(head[68:72], "big")
    if app_id != APPLICATION_ID:
        raise _refuse(
            path, "an SQLite database, but not a Mafia Master Console game; it was not changed"
        )
    version = int.from_bytes(head[60:64], "big")
    if version > SCHEMA_VERSION:
        raise _refuse(path, NEWER.format(found=version, ours=SCHEMA_VERSION))


def _head(path: Path) -> bytes:
    """The first 100 bytes; StoreError (never an OSError) when the file cannot be read."""
    try:
        if path.is_dir():
            raise _refuse(path, "this is a folder, not a game file")
        with path.open("rb") as fh:
            return fh.read(100)
    except FileNotFoundError as exc:
        raise _refuse(path, "no such game file") from exc
    except PermissionError as exc:
        raise _refuse(
            path,
            "cannot be read: permission denied (the file or a folder on the "
            "way to it); nothing was changed",
        ) from exc
    except OSError as exc:
        raise _refuse(path, f"cannot be read ({exc.strerror or exc})") from exc


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
        raise _refuse(
            path, f"the folder {folder} cannot be entered (permission denied); nothing was changed"
        ) from exc
    if not folder_ok:
        raise _refuse(path, f"the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        action = "create a game" if creating else "open the game"
        raise _refuse(
            path,
            f"the folder {folder} is read-only: cannot {action} there (a game "
            "keeps its journal next to the file). Copy it to a folder you can "
            "write to; nothing was changed.",
        )
    if not creating and not os.access(path, os.R_OK | os.W_OK):
        raise _refuse(
            path,
            "the file is read-only: cannot open the game for editing. Make it "
            "writable or copy it; nothing was changed.",
        )


def connect_reading(path: Path) -> Database:
    """A connection that never writes the file (for `status`, `check`, `post`): the file is
    opened for reading and writing where that is allowed, so SQLite can share the journal
    with a console that has the game open and tidies it up on close, but `query_only` refuses
    every write; no pragma that writes, no migration. Where the file or its folder is
    read-only, a plain read-only (and failing that, immutable) connection."""
    writable = os.access(path, os.R_OK | os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)
    modes = ["?mode=rw"] if writable else ["?mode=ro", "?mode=ro&immutable=1"]
    last: sqlite3.Error | None = None
    for mode in modes:
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(
                path.resolve().as_uri() + mode, uri=True, timeout=BUSY_TIMEOUT_MS / 1000
            )
            conn.execute("PRAGMA query_only=ON")
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            last = exc
            continue
        try:
            if app_id != APPLICATION_ID:
                raise _refuse(path, "an SQLite database, but not a Mafia Master Console game")
            if version > SCHEMA_VERSION:
                raise _refuse(path, NEWER.format(found=version, ours=SCHEMA_VERSION))
            conn.execute("PRAGMA foreign_keys=ON")
            db = Database(conn, execute_plugins=False)
            applied = {m.name for m in MIGRATIONS.applied(db)}
            unknown = sorted(applied - KNOWN_MIGRATIONS)
            if unknown:
                raise _refuse(path, NEWER.format(found=", ".join(unknown), ours=SCHEMA_VERSION))
            if not applied:
                raise _refuse(path, "not a complete game file (no schema); it was not changed")
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


def connect(path: Path, create: bool = False, hand_over: bool = False) -> Database:
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
        raise _refuse(path, f"cannot open the file ({exc})") from exc
    try:
        if not create:
            # read-only questions first: the header may lag behind the journal
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if app_id != APPLICATION_ID:
                raise _refuse(path, "an SQLite database, but not a Mafia Master Console game")
            if version > SCHEMA_VERSION:
                raise _refuse(path, NEWER.format(found=version, ours=SCHEMA_VERSION))
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise _refuse(path, f"cannot use a write-ahead journal here (journal mode {mode})")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        db = Database(conn, execute_plugins=False)
        applied: set[str] = set()
        if not create:
            applied = {m.name for m in MIGRATIONS.applied(db)}
            unknown = sorted(applied - KNOWN_MIGRATIONS)
            if unknown:
                raise _refuse(path, NEWER.format(found=", ".join(unknown), ours=SCHEMA_VERSION))
            if not applied:
                raise _refuse(path, "not a complete game file (no schema); it was not changed")
        if applied != KNOWN_MIGRATIONS:
            _upgrade(path, db, version=0 if create else int(version))
        return db
    except StoreError:
        conn.close()
        raise
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise damaged(path, exc) from exc


def _upgrade(path: Path, db: Database, version: int) -> None:
    """Apply pending migrations, each in its own transaction with its record: a failing step
    leaves the file at the last good version."""
    try:
        MIGRATIONS.apply(db)
    except sqlite3.DatabaseError:
        raise
    except Exception as exc:
        raise _refuse(
            path,
            f"the file could not be upgraded from format {version} to "
            f"{SCHEMA_VERSION} ({type(exc).__name__}: {exc}); it keeps its "
            "last good format",
        ) from exc


def damaged(path: Path, exc: BaseException) -> StoreError:
    text = str(exc)
    if "readonly" in text or "read-only" in text:
        return _refuse(path, f"the game cannot be written here ({text}); nothing was changed")
    if "locked" in text or "busy" in text:
        return _refuse(path, f"the game is busy in another program ({text}); try again")
    return _refuse(
        path,
        f"the file is damaged and cannot be read as a game ({text}). Restore "
        "it from a backup or an exported scenario; it was not changed.",
    )
