"""What proposals leave of a message: the glue words they take with them («в», «бью»,
"on"), their spans widened to those words, and every other word returned unread with the
reason — never dropped."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from .model import Span, Unparsed, Unread
from .morph import CYRILLIC
from .tokens import Token
from .words import FILLER, FOR_ACTOR


def with_glue(tokens: Sequence[Token], used: set[int]) -> set[int]:
    """The words proposals took, and the glue words («в», «бью», "on") between them or
    between one of them and the sentence's edge."""
    glue = {
        i
        for i, t in enumerate(tokens)
        if t.low in FILLER or t.low in FOR_ACTOR or t.lemmas & FILLER or t.list_marker
    }
    taken = set(used)
    n = len(tokens)
    after: list[int | None] = [None] * n  # the first word after i that is no glue
    nxt: int | None = None
    for i in range(n - 1, -1, -1):
        after[i] = nxt
        if i not in glue:
            nxt = i
    left: int | None = None  # the last word before i that is no glue, or glue taken
    for i in range(n):
        if i in glue and i not in used and _glued(tokens, i, left, after[i], taken, used):
            taken.add(i)
        if i not in glue or i in taken:
            left = i
    return taken


def _glued(
    tokens: Sequence[Token],
    i: int,
    left: int | None,
    right: int | None,
    taken: set[int],
    used: set[int],
) -> bool:
    same = tokens[i].sentence
    left_ok = left is None or tokens[left].sentence != same or left in taken
    right_ok = right is None or tokens[right].sentence != same or right in used
    has_side = (left is not None and left in taken and tokens[left].sentence == same) or (
        right is not None and right in used and tokens[right].sentence == same
    )
    return left_ok and right_ok and has_side


def widen(span: Span, tokens: Sequence[Token], glue: set[int]) -> Span:
    """A proposal's span with the glue words on its edges («Ставлю ловушку на Зою»)."""
    starts = [t.start for t in tokens] if not isinstance(tokens, _Indexed) else tokens.starts
    first = bisect_left(starts, span.start)
    last = first
    while last < len(tokens) and tokens[last].end <= span.end:
        last += 1
    last -= 1
    if last < first:
        return span
    while first - 1 in glue and tokens[first - 1].sentence == tokens[first].sentence:
        first -= 1
    while last + 1 in glue and tokens[last + 1].sentence == tokens[last].sentence:
        last += 1
    return Span(tokens[first].start, tokens[last].end)


def unread_parts(
    text: str,
    tokens: Sequence[Token],
    taken: set[int],
    unread: set[int],
    negated: set[int],
    quoted: Sequence[tuple[int, int]],
    asked: frozenset[int] = frozenset(),
) -> list[Unparsed]:
    """Runs of words no proposal took."""
    out: list[Unparsed] = []
    run: list[int] = []
    for i in [*range(len(tokens)), None]:
        if (
            i is not None
            and i not in taken
            and (not run or (run[-1] == i - 1 and tokens[i].sentence == tokens[run[-1]].sentence))
        ):
            run.append(i)
            continue
        if run:
            span = Span(tokens[run[0]].start, tokens[run[-1]].end)
            why = (
                Unread.ALTERNATIVES
                if set(run) & asked
                else Unread.NEGATED
                if set(run) & negated
                else Unread.NO_ABILITY
                if set(run) & unread
                else Unread.UNSURE_NAME
                if any(_capitalised(tokens, j) for j in run)
                else Unread.CHATTER
            )
            out.append(Unparsed(span, span.of(text), why))
            run = []
        if i is not None and i not in taken:
            run = [i]
    for start, end in quoted:
        out.append(Unparsed(Span(start, end), text[start:end], Unread.QUOTE))
    return sorted(out, key=lambda u: u.span.start)


def _capitalised(tokens: Sequence[Token], i: int) -> bool:
    """A capitalised word inside a sentence («катана на Васю»): maybe a player the
    nicknames do not match."""
    t = tokens[i]
    inside = i > 0 and tokens[i - 1].sentence == t.sentence and not t.line_start
    return inside and t.text[:1].isupper() and not t.text.isupper() and t.name_like


def language(text: str, quoted: Sequence[tuple[int, int]]) -> str:
    own, at = [], 0  # the text outside the quotes, slice by slice
    for a, b in sorted(quoted):
        own.append(text[at:a] if a > at else "")
        at = max(at, b)
    own.append(text[at:])
    mine = "".join(own)
    cyrillic = len(CYRILLIC.findall(mine))
    latin = sum(1 for ch in mine if ch.isascii() and ch.isalpha())
    return "ru" if cyrillic >= latin else "en"


class _Indexed(list[Token]):
    """The words with their starts, for `widen` to find a span's words by bisection."""

    def __init__(self, tokens: Sequence[Token]) -> None:
        super().__init__(tokens)
        self.starts = [t.start for t in tokens]


def indexed(tokens: Sequence[Token]) -> Sequence[Token]:
    return _Indexed(tokens)
