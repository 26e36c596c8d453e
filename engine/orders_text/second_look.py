"""A second look at the proposals (issue 30): alternatives («или», «либо») turned into a
question to the player, two ability words in one clause, a name nobody matched beside an
order. Each marks what the master must look at; none changes what was read."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from .doubts import Doubt
from .frame_parts import frame_marks, frame_tokens
from .frames import Frame
from .model import ProposedOrder, Unparsed, Unread
from .tokens import Token
from .words import ALTERNATIVE, DESCRIBING

SENTENCE_END = re.compile(r"[.!?\n]")


def questions(frames: Sequence[Frame], tokens: Sequence[Token]) -> tuple[list[Frame], set[int]]:
    """Frames whose sentence offers alternatives («нож в Сеню или в Тимура», «лечу
    Олега либо себя»): not orders but a question to the player; their words are returned
    as such. The rest are read as usual."""
    choice = {t.sentence for t in tokens if t.low in ALTERNATIVE}
    if not choice:
        return list(frames), set()
    asked: set[int] = set()
    kept: list[Frame] = []
    for f in frames:
        if any(tokens[m.first].sentence in choice for m in frame_marks(f)):
            asked |= frame_tokens(f)
            asked |= {i for i, t in enumerate(tokens) if t.low in ALTERNATIVE}
        else:
            kept.append(f)
    return kept, asked


def other_abilities(
    orders: list[ProposedOrder], frames: Sequence[Frame], tokens: Sequence[Token]
) -> list[ProposedOrder]:
    """Two orders in one clause naming different abilities («хилку Лёше кину» when the
    verb is not outranked): the words may mean one order; both are marked for a look."""
    clauses = [{tokens[m.first].clause for m in frame_marks(f)} for f in frames]
    named: dict[int, set[str]] = {}
    for o, cs in zip(orders, clauses, strict=True):
        for c in cs:
            named.setdefault(c, set()).add(o.order.ability)
    return [
        _doubt(o, Doubt.OTHER_ABILITY) if any(len(named[c]) > 1 for c in cs) else o
        for o, cs in zip(orders, clauses, strict=True)
    ]


def names_nearby(unparsed: Sequence[Unparsed], text: str) -> Callable[[Any], Any]:
    """A capitalised word no player matches, or a player named with no order, in a
    proposal's sentence («катана на Глеба и Васю»): the target may be wrong or missing.
    The sentences that hold such a word are found once (a long paste stays linear)."""
    ends = [m.end() for m in SENTENCE_END.finditer(text)]
    flagged = {
        bisect_right(ends, u.span.start)
        for u in unparsed
        if u.why in (Unread.UNSURE_NAME, Unread.NO_ABILITY)
    }

    def look(p: Any) -> Any:
        first = bisect_right(ends, p.span.start)
        last = bisect_right(ends, max(p.span.start, p.span.end - 1))
        if any(k in flagged for k in range(first, last + 1)):
            return _doubt(p, Doubt.NAME_NEARBY)
        return p

    return look


def described(tokens: Sequence[Token]) -> Callable[[Any], Any]:
    """«убиваем того, на кого покажет Ксюша», «лечу того, кого будут бить»: a player
    described by a clause; a name in it is not the target. A proposal whose sentence holds
    «кто», «который» is marked for a look."""
    starts = [t.start for t in tokens]
    flagged = {t.sentence for t in tokens if t.low in DESCRIBING or t.lemmas & DESCRIBING}

    def look(p: Any) -> Any:
        if not flagged:
            return p
        first = bisect_right(starts, p.span.start) - 1
        last = bisect_right(starts, max(p.span.start, p.span.end - 1)) - 1
        sentences = {tokens[i].sentence for i in range(max(first, 0), last + 1)}
        return _doubt(p, Doubt.DESCRIBED) if sentences & flagged else p

    return look


def _doubt(p: Any, doubt: Doubt) -> Any:
    return p if doubt in p.doubts else replace(p, doubts=(*p.doubts, doubt))
