"""The master's "sent" marks on private messages, and the posts kept with a commit. Mixed into
`GameStore`.

A committed phase's marks are on its message rows (`messages.sent_at`); a phase not committed
yet has no message rows, so its marks are kept by what the player is told (`sent_marks`,
keyed by `codec.message_key`). The commit carries them onto the new rows, in its own
transaction, together with the posts; undoing the commit carries them back. Every mark is an
undoable edit, and lives in the file, never only in a console's memory.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..trace import Message
from .codec import field_json, message_key, now
from .db import Db
from .records import BadField, Changes, StoreError

if TYPE_CHECKING:
    from .post_records import PostDraft
    from .undo import Recorder


class MarkOps:
    """The sent-marks half of `GameStore` (see there)."""

    if TYPE_CHECKING:
        _db: Db
        _path: Path

        def _fail(self, message: str) -> StoreError: ...
        def _check_open(self) -> None: ...
        def _ensure_phase(self, number: int) -> None: ...
        def _edit(
            self, kind: str, data: Mapping[str, Any], changes: Changes
        ) -> AbstractContextManager[Recorder]: ...

    def mark_sent(self, message_id: int | Sequence[int], sent: bool = True) -> Changes:
        """Note that the master sent (or not) private messages of a committed phase: one id
        or several (a player's message is several rows), one undoable edit."""
        ids = [message_id] if isinstance(message_id, int) else list(message_id)
        changes = Changes(messages=True)
        with self._edit(
            "mark_sent" if sent else "mark_unsent", {"count": len(ids)}, changes
        ) as rec:
            for one in ids:
                rec.touch("messages", one)
                cur = self._db.execute(
                    "UPDATE messages SET sent_at = ? WHERE id = ?", [now() if sent else None, one]
                )
                if cur.rowcount == 0:
                    raise self._fail(f"no message #{one}")
        return changes

    def draft_marks(self, phase: int) -> set[tuple[str, str]]:
        """(player, what they are told) marked sent in a phase not committed yet."""
        self._check_open()
        try:
            return {
                (str(r), str(c))
                for r, c in self._db.execute(
                    "SELECT recipient, content FROM sent_marks WHERE phase = ?", [phase]
                )
            }
        except sqlite3.OperationalError:  # a file of format 1 opened read-only: none yet
            return set()

    def mark_draft_sent(
        self, phase: int, recipient: str, content: str, sent: bool = True
    ) -> Changes:
        """Mark a player's message of a phase not committed yet sent (or not), by what the
        player is told (`codec.message_key`); the commit carries the mark over. Undoable."""
        changes = Changes(messages=True, phase=phase)
        with self._edit("mark_sent" if sent else "mark_unsent", {"count": 1}, changes) as rec:
            self._ensure_phase(phase)
            rec.touch("sent_marks", phase, recipient, content)
            if sent:
                self._db.execute(
                    "INSERT OR IGNORE INTO sent_marks (phase, recipient, content, "
                    "sent_at) VALUES (?, ?, ?, ?)",
                    [phase, recipient, content, now()],
                )
            else:
                self._db.execute(
                    "DELETE FROM sent_marks WHERE phase = ? AND recipient = ? AND content = ?",
                    [phase, recipient, content],
                )
        return changes

    def _delivered_rows(self, phase: int) -> dict[str, list[tuple[int, Message, str | None]]]:
        """The phase's message rows delivered now, by player, in order."""
        out: dict[str, list[tuple[int, Message, str | None]]] = {}
        for mid, data, sent_at in self._db.execute(
            "SELECT id, data, sent_at FROM messages WHERE phase = ? ORDER BY seq", [phase]
        ):
            try:
                message = Message.from_json(field_json(data, "messages", mid, "data", dict))
            except BadField as exc:
                raise exc.at(self._path) from exc
            except (KeyError, TypeError, ValueError) as exc:
                raise BadField(
                    "messages", mid, "data", f"not a message ({exc!r})", self._path
                ) from exc
            if message.delivered:
                out.setdefault(message.to, []).append((mid, message, sent_at))
        return out

    def _after_commit(self, number: int, posts: Sequence[PostDraft]) -> Changes:
        """Inside the commit's transaction: the marks made before it onto the new message
        rows (where the player is told the same), and the posts."""
        marks = self.draft_marks(number)
        when = now()
        for name, found in self._delivered_rows(number).items():
            if (name, message_key([m for _, m, _ in found])) in marks:
                self._db.conn.executemany(
                    "UPDATE messages SET sent_at = ? WHERE id = ? AND sent_at IS NULL",
                    [(when, mid) for mid, _, _ in found],
                )
        self._db.execute("DELETE FROM sent_marks WHERE phase = ?", [number])
        for post in posts:
            self._db.table("posts").insert(
                {
                    "phase": number,
                    "kind": post.kind,
                    "lang": post.lang,
                    "fmt": post.fmt,
                    "text": post.text,
                    "saved_at": when,
                }
            )
        return Changes(messages=True, posts=bool(posts), phase=number)

    def _marks_to_draft(self, number: int) -> None:
        """Inside an un-commit's transaction: the players whose messages were all sent stay
        marked while the phase is open again."""
        for name, found in self._delivered_rows(number).items():
            sent = [at for _, _, at in found if at is not None]
            if len(sent) == len(found):
                self._db.execute(
                    "INSERT OR IGNORE INTO sent_marks (phase, recipient, content, sent_at) "
                    "VALUES (?, ?, ?, ?)",
                    [number, name, message_key([m for _, m, _ in found]), min(sent)],
                )
