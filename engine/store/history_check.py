"""The game's history as rows (issue 31.2): what re-resolving cannot see. An input row whose
phase has no record (written with foreign keys off, or copied in by hand), and a committed
phase after one that is not committed (phases are committed in order; such a file says
"open phase: 10" while phase 4 waits, and a commit then finds phase 9 stale). Both are
reported with the phase and the row, never repaired."""

from __future__ import annotations

import sqlite3

from .db import Db
from .records import IntegrityProblem, ProblemKind


def history_problems(db: Db, full: bool) -> list[IntegrityProblem]:
    """The phases out of order (one query, on every open), and with `full` every row whose
    reference leads nowhere (SQLite's own `foreign_key_check`)."""
    problems = _out_of_order(db)
    if full:
        problems.extend(_orphans(db))
    return problems


def _out_of_order(db: Db) -> list[IntegrityProblem]:
    numbers = {
        int(n): c is not None for n, c in db.execute("SELECT number, committed_at FROM phases")
    }
    committed = sorted(n for n, done in numbers.items() if done)
    problems: list[IntegrityProblem] = []
    for number in committed:
        waiting = [n for n in range(1, number) if not numbers.get(n, False)]
        if waiting:
            first = waiting[0]
            why = "has no record" if first not in numbers else "is not committed"
            problems.append(
                IntegrityProblem(
                    number,
                    ProblemKind.OUT_OF_ORDER,
                    f"committed, but phase {first} before it {why}: phases are committed in "
                    "order (a phase copied in from another file?)",
                    "phases",
                    str(number),
                    "committed_at",
                )
            )
    return problems


def _orphans(db: Db) -> list[IntegrityProblem]:
    problems: list[IntegrityProblem] = []
    try:
        found = db.execute("PRAGMA foreign_key_check").fetchall()
    except sqlite3.DatabaseError:  # reported by the reads that fail on the same damage
        return problems
    for table, rowid, parent, fkid in found:
        links = db.execute(f"PRAGMA foreign_key_list([{table}])").fetchall()
        column = next((str(link[3]) for link in links if link[0] == fkid), "?")
        value = _value(db, table, column, rowid)
        phase = value if column == "phase" and isinstance(value, int) else _phase(db, table, rowid)
        problems.append(
            IntegrityProblem(
                phase,
                ProblemKind.ORPHAN_ROW,
                f"{column} {value!r} names a row of {parent} that does not exist",
                str(table),
                str(rowid),
                column,
            )
        )
    return problems


def _value(db: Db, table: str, column: str, rowid: int | None) -> object:
    if rowid is None or column == "?":
        return None
    row = db.execute(f"SELECT [{column}] FROM [{table}] WHERE rowid = ?", [rowid]).fetchone()
    return None if row is None else row[0]


def _phase(db: Db, table: str, rowid: int | None) -> int | None:
    columns = {str(c[1]) for c in db.execute(f"PRAGMA table_info([{table}])")}
    if "phase" not in columns:
        return None
    value = _value(db, table, "phase", rowid)
    return value if isinstance(value, int) else None
