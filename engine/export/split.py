"""Cutting a post into messages that fit a chat's limit (Discord takes 2000 characters).

Cuts fall between sections (blank lines) where they can, else between lines, and only a
line longer than the limit is cut inside. Nothing is lost or reordered: only the blank
line or line break at each cut goes (a chat starts each message on a new line anyway)."""

from __future__ import annotations

DISCORD_LIMIT = 2000  # characters in one Discord message


def split_message(text: str, limit: int = DISCORD_LIMIT) -> tuple[str, ...]:
    """`text` as parts of at most `limit` characters, cut at the largest breaks possible."""
    if limit < 1:
        raise ValueError(f"limit must be positive, not {limit}")
    return tuple(_split(text, limit, ("\n\n", "\n")))


def _split(text: str, limit: int, breaks: tuple[str, ...]) -> list[str]:
    if len(text) <= limit:
        return [text]
    if not breaks:
        return [text[i : i + limit] for i in range(0, len(text), limit)]
    sep, finer = breaks[0], breaks[1:]
    parts: list[str] = []
    current = ""
    for piece in text.split(sep):
        joined = piece if not current else current + sep + piece
        if len(joined) <= limit:
            current = joined
            continue
        if current:
            parts.append(current)
        if len(piece) <= limit:
            current = piece
        else:  # one section alone is too long: cut it at finer breaks
            *whole, current = _split(piece, limit, finer)
            parts.extend(whole)
    parts.append(current)
    return parts
