"""Thread posts as the master pastes them: a file of posts, or text from the console.

Plain text: each post starts with a header line `=== Author` (anything after a `|` on that
line is a note, e.g. the time or the post number), the post's text follows up to the next
header. YAML/JSON: a list of `{author, text}` (or `{posts: [...]}`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..model.errors import InputError

HEADER = re.compile(r"^===[ \t]*(?P<author>[^|\n]*?)[ \t]*(?:\|(?P<note>[^\n]*))?$")


@dataclass(frozen=True, slots=True)
class Post:
    """One post of the thread: who wrote it and the BBCode he wrote."""

    author: str
    text: str
    number: int  # 1-based, in thread order
    line: int | None = None  # where its header is in the pasted text or file
    note: str | None = None
    forum: int | None = None  # the forum's own post number, when the input gives one

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"number": self.number, "author": self.author, "text": self.text}
        if self.forum is not None:
            data["forum_number"] = self.forum
        if self.line is not None:
            data["line"] = self.line
        if self.note:
            data["note"] = self.note
        return data


def parse_posts_text(text: str, source: str = "<posts>") -> list[Post]:
    """Split pasted text at `=== Author` lines; text before the first header is an error."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    posts: list[Post] = []
    author: str | None = None
    note: str | None = None
    start_line = 0
    body: list[str] = []

    def flush() -> None:
        if author is not None:
            posts.append(
                Post(author, "\n".join(body).strip("\n"), len(posts) + 1, start_line, note)
            )

    for number, line in enumerate(text.split("\n"), start=1):
        m = HEADER.match(line)
        if m is not None:
            flush()
            author = m.group("author").strip()
            if not author:
                raise InputError("a post header '===' names no author", source, number)
            note = (m.group("note") or "").strip() or None
            start_line = number
            body = []
        elif author is None:
            if line.strip():
                raise InputError(
                    "posts start with a header line '=== Author' (then the "
                    "post's text); found text before the first header",
                    source,
                    number,
                )
        else:
            body.append(line)
    flush()
    return posts


def read_posts_file(path: str | Path) -> list[Post]:
    """A file of posts: `.yaml`/`.yml`/`.json` as a list, anything else as plain text."""
    p = Path(path)
    try:
        raw = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("no such file", str(path)) from None
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", str(path)) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", str(path)) from None
    if p.suffix.lower() in (".yaml", ".yml", ".json"):
        return _structured(raw, str(path), p.suffix.lower() == ".json")
    return parse_posts_text(raw, str(path))


def _structured(raw: str, source: str, is_json: bool) -> list[Post]:
    import yaml  # when such a file is read, not at startup

    try:
        data = json.loads(raw) if is_json else yaml.safe_load(raw)
    except (yaml.YAMLError, json.JSONDecodeError) as exc:
        line = getattr(getattr(exc, "problem_mark", None), "line", None)
        line = line + 1 if isinstance(line, int) else getattr(exc, "lineno", None)
        raise InputError(f"cannot parse: {str(exc).splitlines()[0]}", source, line) from None
    if isinstance(data, dict) and "posts" in data:
        data = data["posts"]
    if not isinstance(data, list):
        raise InputError("expected a list of posts ({author, text})", source)
    posts: list[Post] = []
    for index, item in enumerate(data, start=1):
        if (
            not isinstance(item, dict)
            or not isinstance(item.get("author"), (str, int))
            or not isinstance(item.get("text", ""), str)
        ):
            raise InputError(f"post {index}: needs 'author' and 'text' (text as a string)", source)
        note, forum = item.get("note"), item.get("number")
        posts.append(
            Post(
                str(item["author"]).strip(),
                str(item.get("text", "")),
                index,
                None,
                None if note is None else str(note),
                forum if isinstance(forum, int) and not isinstance(forum, bool) else None,
            )
        )
    return posts
