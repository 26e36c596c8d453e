"""Where the words of a message sit: each clause's words, each sentence's last word, the
lines with words, marks grouped by a key — found once per message, so a long paste is read
in linear time (issue 31); and whether a clause is bare negation."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .annotate import Mark
from .tokens import Token
from .words import FILLER, NEGATION


def bare(clause: Sequence[Token]) -> bool:
    """The clause is only a negation and glue («нет», «не ставлю», «не буду»)."""
    return all(t.low in NEGATION or t.lemmas & FILLER or t.low in FILLER for t in clause)


def places(
    tokens: Sequence[Token],
) -> tuple[dict[int, list[Token]], dict[int, int], set[int]]:
    """The words of each clause, the last word of each sentence, the lines with words."""
    in_clause: dict[int, list[Token]] = {}
    last: dict[int, int] = {}
    for i, t in enumerate(tokens):
        in_clause.setdefault(t.clause, []).append(t)
        last[t.sentence] = i
    return in_clause, last, {t.line for t in tokens}


def by(marks: Sequence[Mark], key: Callable[[Mark], int]) -> dict[int, list[Mark]]:
    out: dict[int, list[Mark]] = {}
    for m in marks:
        out.setdefault(key(m), []).append(m)
    return out
