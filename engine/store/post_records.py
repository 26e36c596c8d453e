"""The records of what a phase sends and posts: its private results with their sent marks
(`MessageRow`) and its saved posts (`PostRow`, `PostDraft`). Apart from `records.py` because
opening a game reads none of them: the post tab and the first commit import them.

All are frozen, like the store's other records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..trace import Message


@dataclass(frozen=True)
class MessageRow:
    """A private result of a committed phase, and whether the master has sent it."""

    id: int
    phase: int
    message: Message
    sent_at: str | None


@dataclass(frozen=True)
class PostRow:
    """A saved post (phase summary, private message...) in one language and format."""

    id: int
    phase: int
    kind: str  # e.g. "summary", "private:Bob" — the export module names them
    lang: str
    fmt: str  # "bbcode", "markdown", "text"
    text: str
    saved_at: str


@dataclass(frozen=True)
class PostDraft:
    """A post to keep with a commit, in the commit's transaction (see `PostRow`)."""

    kind: str
    lang: str
    fmt: str
    text: str
