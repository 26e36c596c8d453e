"""A second look at the proposals (issue 30): alternatives («или», «либо») turned into a
question to the player, two ability words in one clause, a name nobody matched beside an
order. Each marks what the master must look at; none changes what was read."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from .doubts import Doubt
from .frame_parts import frame_marks, frame_tokens
from .frames import Frame
from .model import ProposedOrder, ProposedVote, Unparsed, Unread
from .tokens import Token
from .words import ALTERNATIVE


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
    """Two orders in one clause naming different abilities («хилку Лёше закину»): the
    words may mean one order; both are marked for a look."""
    clauses = [{tokens[m.first].clause for m in frame_marks(f)} for f in frames]
    out = []
    for i, o in enumerate(orders):
        shared = any(
            j != i and clauses[i] & clauses[j] and orders[j].order.ability != o.order.ability
            for j in range(len(orders))
        )
        out.append(_doubt(o, Doubt.OTHER_ABILITY) if shared else o)
    return out


def names_nearby(p: ProposedOrder | ProposedVote, unparsed: Sequence[Unparsed], text: str) -> Any:
    """A capitalised word no player matches, or a player named with no order, in the
    proposal's sentence («катана на Глеба и Васю»): the target may be wrong or missing."""
    start, end = p.span.start, p.span.end
    left = max(text.rfind(c, 0, start) for c in ".!?\n")
    right = min([i for i in (text.find(c, end) for c in ".!?\n") if i >= 0] or [len(text)])
    for u in unparsed:
        if u.why in (Unread.UNSURE_NAME, Unread.NO_ABILITY) and left < u.span.start < right:
            return _doubt(p, Doubt.NAME_NEARBY)
    return p


def _doubt(p: Any, doubt: Doubt) -> Any:
    return p if doubt in p.doubts else replace(p, doubts=(*p.doubts, doubt))
