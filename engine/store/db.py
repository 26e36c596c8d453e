"""The store's connection: plain `sqlite3` for every read, sqlite-utils for what it does well.

Importing sqlite-utils takes longer than opening a game (it brings click, pluggy, dateutil...:
0.15-0.5 s, on the console's path to its first game on screen), and opening a game only
reads. So `Db` reads through the sqlite3 connection itself, and makes the sqlite-utils
`Database` over that same connection the first time something needs it: a transaction
(`atomic`, whose savepoints nest), a table helper (`table(...).insert/upsert`) or the
migrations (`migrations.py`). Every write of the store is inside `atomic()`, so a statement
executed here while writing is exactly what sqlite-utils' `execute` would run (its extra
steps only concern statements outside a transaction).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sqlite_utils import Database
    from sqlite_utils.db import Table

# sqlite-utils' Migrations keeps what it applied here (sqlite_utils/migrations.py);
# tests/store/test_migrations.py checks that `applied_migrations` reads it as sqlite-utils does
MIGRATIONS_TABLE = "_sqlite_migrations"


class Db:
    """One game file's connection (see the module's docstring)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self._utils: Database | None = None

    def execute(
        self, sql: str, parameters: Sequence[Any] | Mapping[str, Any] = ()
    ) -> sqlite3.Cursor:
        return self.conn.execute(sql, parameters)

    @property
    def utils(self) -> Database:
        """sqlite-utils over this connection (imported on first use)."""
        if self._utils is None:
            from sqlite_utils import Database

            # recursive_triggers is set when connecting, with the other pragmas
            self._utils = Database(self.conn, recursive_triggers=False, execute_plugins=False)
        return self._utils

    @contextmanager
    def atomic(self) -> Iterator[None]:
        """One transaction (a savepoint when one is open already): sqlite-utils' `atomic`."""
        with self.utils.atomic():
            yield

    def table(self, name: str) -> Table:
        return self.utils.table(name)

    def close(self) -> None:
        self.conn.close()


def applied_migrations(db: Db, migration_set: str) -> list[str]:
    """The names of the migrations of `migration_set` applied to the file, in order: what
    sqlite-utils' `Migrations.applied` answers, read without importing it."""
    exists = db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [MIGRATIONS_TABLE]
    ).fetchone()
    if exists is None:
        return []
    return [
        str(name)
        for (name,) in db.execute(
            f"SELECT name FROM [{MIGRATIONS_TABLE}] WHERE migration_set = ? ORDER BY rowid",
            [migration_set],
        )
    ]
