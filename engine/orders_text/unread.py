"""What proposals leave of a message: the glue words they take with them («в», «бью»,
"on"), their spans widened to those words, and every other word returned unread with the
reason — never dropped."""

from __future__ import annotations

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
    for i in sorted(glue - used):
        left = next((j for j in range(i - 1, -1, -1) if j not in glue or j in taken), None)
        right = next((j for j in range(i + 1, len(tokens)) if j not in glue), None)
        same = tokens[i].sentence
        left_ok = left is None or tokens[left].sentence != same or left in taken
        right_ok = right is None or tokens[right].sentence != same or right in used
        has_side = (left is not None and left in taken and tokens[left].sentence == same) or (
            right is not None and right in used and tokens[right].sentence == same
        )
        if left_ok and right_ok and has_side:
            taken.add(i)
    return taken


def widen(span: Span, tokens: Sequence[Token], glue: set[int]) -> Span:
    """A proposal's span with the glue words on its edges («Ставлю ловушку на Зою»)."""
    inside = [i for i, t in enumerate(tokens) if span.start <= t.start and t.end <= span.end]
    if not inside:
        return span
    first, last = inside[0], inside[-1]
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
    own = "".join(ch for i, ch in enumerate(text) if not any(a <= i < b for a, b in quoted))
    cyrillic = len(CYRILLIC.findall(own))
    latin = sum(1 for ch in own if ch.isascii() and ch.isalpha())
    return "ru" if cyrillic >= latin else "en"
