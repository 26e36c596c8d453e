"""The game file's schema, as sqlite-utils' versioned migrations (one transaction per step).

Only creating a game or upgrading an older file imports this module (and sqlite-utils):
opening a current file checks which migrations it has by reading their table
(`db.applied_migrations`), and `schema.py` refuses a file from a newer program before
anything here runs.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlite_utils import Database, Migrations

from . import schema
from .schema import APPLICATION_ID, MIGRATION_SET

MIGRATIONS = Migrations(MIGRATION_SET)

# sqlite-utils records each migration applied, by name, in the file (`_sqlite_migrations`):
# the file's one record of its format. schema.KNOWN_MIGRATIONS names them all (opening a
# file reads that record without this module). Files of earlier programs also carry a
# `PRAGMA user_version` (1-4) that those programs set; nothing reads it now.
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


@MIGRATIONS(name="003_player_setup")
def m003_player_setup(db: Database) -> None:
    # per-player setup a ruleset without HP reads (level, traits, items, charges: the seat's
    # starting counters, engine.scenario.player_setup); seats of an older file had none. 004 may
    # have run before it on a file (main had 004 first for a while): migrations go by name.
    db.execute("ALTER TABLE players ADD COLUMN setup TEXT NOT NULL DEFAULT '{}'")


@MIGRATIONS(name="004_vote_words")
def m004_vote_words(db: Database) -> None:
    # a vote for no player (Mafic Arena's «за мир»: the ruleset's `scenario.vote_words`):
    # votes.candidate no longer references players; a trigger keeps a renamed player's
    # votes his (what ON UPDATE CASCADE did). The table is rebuilt (SQLite cannot drop a
    # constraint), its rows copied as they are. Numbered 004 after another branch's 003;
    # it reads and writes only the votes table.
    db.execute("""CREATE TABLE votes_new (
        phase INTEGER NOT NULL REFERENCES phases(number),
        voter TEXT NOT NULL REFERENCES players(name) ON UPDATE CASCADE,
        candidate TEXT NOT NULL,                 -- a player's name or a ruleset's vote word
        set_at TEXT NOT NULL,
        PRIMARY KEY (phase, voter))""")
    db.execute(
        "INSERT INTO votes_new (phase, voter, candidate, set_at) "
        "SELECT phase, voter, candidate, set_at FROM votes"
    )
    db.execute("DROP TABLE votes")
    db.execute("ALTER TABLE votes_new RENAME TO votes")
    db.execute("""CREATE TRIGGER votes_candidate_renamed AFTER UPDATE OF name ON players
        BEGIN UPDATE votes SET candidate = NEW.name WHERE candidate = OLD.name; END""")


def upgrade(path: Path, db: Database) -> None:
    """Apply pending migrations, each in its own transaction with its record: a failing step
    leaves the file at the last good version."""
    try:
        MIGRATIONS.apply(db)
    except sqlite3.DatabaseError:
        raise
    except Exception as exc:
        raise schema.refuse(
            path,
            f"the file could not be upgraded to format {schema.LATEST} "
            f"({type(exc).__name__}: {exc}); it keeps its last good format",
        ) from exc
