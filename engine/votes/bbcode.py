"""Where BBCode pairs lie in a post: quotes (someone else's words) and strikes.

A tag only takes effect when it is closed, as the forum renders it: an unclosed `[s]` or
`[quote]` shows as plain text, so it neither strikes nor quotes anything.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

_TAGS: dict[tuple[str, ...], re.Pattern[str]] = {}


@dataclass(frozen=True, slots=True)
class Span:
    """A closed pair: from the start of the opening tag to the end of the closing one."""

    start: int
    end: int
    inner_start: int  # just after the opening tag

    def holds(self, pos: int) -> bool:
        return self.inner_start <= pos < self.end


def _pattern(names: Sequence[str]) -> re.Pattern[str]:
    key = tuple(names)
    if key not in _TAGS:
        alt = "|".join(re.escape(n) for n in names)
        _TAGS[key] = re.compile(rf"\[(/?)({alt})(?:[=\s][^\]]*)?\]", re.IGNORECASE)
    return _TAGS[key]


def pairs(text: str, names: Sequence[str]) -> list[Span]:
    """Closed pairs of any of the tag names (nested pairs too; a stray closer is ignored)."""
    stack: list[tuple[str, int, int]] = []
    found: list[Span] = []
    for m in _pattern(names).finditer(text):
        name = m.group(2).lower()
        if not m.group(1):
            stack.append((name, m.start(), m.end()))
            continue
        for depth in range(len(stack) - 1, -1, -1):
            if stack[depth][0] == name:
                _, start, inner = stack[depth]
                del stack[depth:]  # pairs opened inside and never closed stay plain text
                found.append(Span(start, m.end(), inner))
                break
    return found


def inside(pos: int, spans: Iterable[Span]) -> bool:
    return any(s.holds(pos) for s in spans)


def unclosed(text: str, names: Sequence[str]) -> int:
    """How many opening tags of these names are never closed (worth a note to the master)."""
    opened = sum(1 for m in _pattern(names).finditer(text) if not m.group(1))
    return opened - len(pairs(text, names))
