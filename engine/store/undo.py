"""Undo and redo of the master's edits, as row images.

An edit records, for each row it touches, the row before and after (None: no such row).
Undo writes the before-images back (last touched first), redo the after-images. Phase
statuses are derived from hashes of the inputs, so restoring the inputs restores the
statuses (a draft that matched them matches again). Commits clear the history: edits
before a commit are part of what was committed (`undo_commit` is the way back). The stacks
of edits are `history.History`; this module is imported by the first edit, not to open a
game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .db import Db
from .records import Changes

# the tables an edit may touch, and their keys
KEYS: Mapping[str, tuple[str, ...]] = {
    "game": ("id",),
    "players": ("seat",),
    "orders": ("id",),
    "order_versions": ("id",),
    "votes": ("phase", "voter"),
    "decisions": ("phase", "qid"),
    "messages": ("id",),
    "sent_marks": ("phase", "recipient", "content"),
}

LABELS: Mapping[str, tuple[str, str]] = {
    "add_order": ("Add order ({actor}: {ability})", "Добавить заявку ({actor}: {ability})"),
    "edit_order": ("Edit order ({actor}: {ability})", "Изменить заявку ({actor}: {ability})"),
    "withdraw_order": (
        "Withdraw order ({actor}: {ability})",
        "Отозвать заявку ({actor}: {ability})",
    ),
    "restore_order": ("Restore order ({actor}: {ability})", "Вернуть заявку ({actor}: {ability})"),
    "set_vote": ("Vote ({voter} → {candidate})", "Голос ({voter} → {candidate})"),
    "remove_vote": ("Remove vote ({voter})", "Убрать голос ({voter})"),
    "set_decision": ("Decision ({qid})", "Решение ({qid})"),
    "sell_vote": ("Vote sold ({voter})", "Голос продан ({voter})"),
    "unsell_vote": ("Vote not sold ({voter})", "Голос не продан ({voter})"),
    "answers": ("Answers to {count} question(s)", "Ответы на вопросы: {count}"),
    "add_inputs": (
        "Add {count} order(s) and vote(s) from messages",
        "Добавить заявки и голоса из сообщений: {count}",
    ),
    "set_ruling": ("Ruling ({ruling})", "Решение по правилам ({ruling})"),
    "set_players": ("Change the players", "Изменить игроков"),
    "set_title": ("Rename the game", "Переименовать игру"),
    "mark_sent": ("Mark {count} message(s) sent", "Отметить отправленными: {count}"),
    "mark_unsent": ("Mark {count} message(s) not sent", "Снять отметку «отправлено»: {count}"),
}


@dataclass(frozen=True)
class RowImage:
    """One table row before or after an edit (None: absent)."""

    table: str
    key: tuple[Any, ...]
    row: Mapping[str, Any] | None


@dataclass(frozen=True)
class Edit:
    """One undoable edit: its kind and data, the rows before and after, what changed."""

    kind: str
    data: Mapping[str, Any]
    before: tuple[RowImage, ...]
    after: tuple[RowImage, ...]
    changes: Changes

    def label(self, lang: str) -> str:
        en, ru = LABELS[self.kind]
        return (ru if lang == "ru" else en).format(**self.data)


def read_row(db: Db, table: str, key: tuple[Any, ...]) -> dict[str, Any] | None:
    cols = KEYS[table]
    where = " AND ".join(f"{c} = ?" for c in cols)
    cur = db.execute(f"SELECT * FROM {table} WHERE {where}", list(key))
    row = cur.fetchone()
    if row is None:
        return None
    return {d[0]: v for d, v in zip(cur.description, row, strict=True)}


def write_row(db: Db, image: RowImage) -> None:
    cols = KEYS[image.table]
    where = " AND ".join(f"{c} = ?" for c in cols)
    if image.row is None:
        db.execute(f"DELETE FROM {image.table} WHERE {where}", list(image.key))
        return
    exists = db.execute(f"SELECT 1 FROM {image.table} WHERE {where}", list(image.key)).fetchone()
    if exists:
        # UPDATE, never REPLACE: a REPLACE deletes first, and the delete would cascade
        names = [c for c in image.row if c not in cols]
        sets = ", ".join(f"{c} = ?" for c in names)
        db.execute(
            f"UPDATE {image.table} SET {sets} WHERE {where}",
            [image.row[c] for c in names] + list(image.key),
        )
    else:
        names = list(image.row)
        marks = ", ".join("?" for _ in names)
        db.execute(
            f"INSERT INTO {image.table} ({', '.join(names)}) VALUES ({marks})",
            [image.row[c] for c in names],
        )


@dataclass
class Recorder:
    """Collects before-images as an edit touches rows; `finish` takes the after-images."""

    db: Db
    touched: list[tuple[str, tuple[Any, ...]]] = field(default_factory=list)
    before: list[RowImage] = field(default_factory=list)

    def touch(self, table: str, *key: Any) -> None:
        """Call before changing or deleting a row (or inserting at a known key)."""
        if (table, key) in self.touched:
            return
        self.touched.append((table, key))
        self.before.append(RowImage(table, key, read_row(self.db, table, key)))

    def created(self, table: str, *key: Any) -> None:
        """Call after inserting a row whose key the database chose."""
        self.touched.append((table, key))
        self.before.append(RowImage(table, key, None))

    def finish(self) -> tuple[tuple[RowImage, ...], tuple[RowImage, ...]]:
        after = tuple(RowImage(t, k, read_row(self.db, t, k)) for t, k in self.touched)
        return tuple(self.before), after


def write_rows(db: Db, images: list[RowImage]) -> None:
    """Write images back. Foreign keys are checked at the end of the transaction; players
    are deleted before they are written again, so names swapped between seats never clash."""
    db.execute("PRAGMA defer_foreign_keys = ON")
    players = [i for i in images if i.table == "players"]
    for image in players:
        write_row(db, RowImage(image.table, image.key, None))
    for image in images:
        if image.table != "players" or image.row is not None:
            write_row(db, image)


def apply_undo(db: Db, edit: Edit) -> None:
    write_rows(db, list(reversed(edit.before)))


def apply_redo(db: Db, edit: Edit) -> None:
    write_rows(db, list(edit.after))
