"""The message cut into words with their place in the text, quotes set aside, and the
sentence and clause each word belongs to (a clause ends at a comma, a colon or a dash)."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from .morph import NOT_A_NAME, analyse, fold

WORD = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*|\w+", re.UNICODE)
SENTENCE_END = re.compile(r"[.!?;\n…]")
CLAUSE_END = re.compile(r"[,:—–()]|\s-\s")
# a forum quote: [quote]…[/quote] (BBCode) or lines starting with ">"
QUOTE = re.compile(r"\[quote[^\]]*\].*?\[/quote\]", re.IGNORECASE | re.DOTALL)
QUOTE_LINE = re.compile(r"^[ \t]*>.*$", re.MULTILINE)
SHOTS = re.compile(r"^(?:[xх×](\d{1,2})|(\d{1,2})[xх×])$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Token:
    """A word: its text and place, folded form, lemmas, and where it sits."""

    text: str
    start: int
    end: int
    low: str
    lemmas: frozenset[str]
    pos: frozenset[str]
    named: bool
    sentence: int
    clause: int
    line_start: bool  # first word of its line
    line: int  # 0-based line of the message
    colon_after: bool  # followed by ":" or a dash: «Дина: …»
    list_marker: bool = False  # «1)», «2.» numbering the lines of a message

    @property
    def latin(self) -> bool:
        return self.low.isascii()

    @property
    def name_like(self) -> bool:
        """May be a nickname (a verb or a preposition is not, unless spelled exactly)."""
        return self.named or not (self.pos & NOT_A_NAME) or not self.pos

    def number(self) -> int | None:
        if self.low.isascii() and self.low.isdigit() and len(self.low) <= 4:
            return int(self.low)
        shots = SHOTS.match(self.low)
        if shots:
            return int(shots.group(1) or shots.group(2))
        return None


def quotes(text: str) -> list[tuple[int, int]]:
    """The quoted parts of a message: the player quoting the master or another player."""
    found = [(m.start(), m.end()) for m in QUOTE.finditer(text)]
    in_bbcode = _Spans(found)
    found += [(m.start(), m.end()) for m in QUOTE_LINE.finditer(text) if not in_bbcode(m.start())]
    return sorted(found)


def tokenize(text: str, skip: list[tuple[int, int]]) -> list[Token]:
    tokens: list[Token] = []
    sentence = clause = 0
    last_end = 0
    inside = _Spans(skip)  # one bisect per word, not a scan of every quote
    line, counted = 0, 0  # the line of the text at `counted`
    for m in WORD.finditer(text):
        if inside(m.start()):
            continue
        line += text.count("\n", counted, m.start())
        counted = m.start()
        gap = text[last_end : m.start()]
        if tokens and SENTENCE_END.search(gap):
            sentence += 1
            clause += 1
        elif tokens and CLAUSE_END.search(gap):
            clause += 1
        line_start = not tokens or "\n" in gap or inside(last_end)
        after = text[m.end() : m.end() + 3]
        colon = bool(re.match(r"\s*(?::|—|–|-\s)", after))
        marker = line_start and m.group().isdecimal() and after[:1] in (")", ".")
        low = fold(m.group())
        lemmas, pos, named = analyse(low)
        tokens.append(
            Token(
                m.group(),
                m.start(),
                m.end(),
                low,
                lemmas,
                pos,
                named,
                sentence,
                clause,
                line_start,
                line,
                colon,
                marker,
            )
        )
        last_end = m.end()
    return tokens


class _Spans:
    """Whether a place lies in one of the skipped spans (quotes may nest): the spans by
    start, with the furthest end reached so far."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        ordered = sorted(spans)
        self.starts = [a for a, _ in ordered]
        self.reach: list[int] = []
        furthest = -1
        for _, b in ordered:
            furthest = max(furthest, b)
            self.reach.append(furthest)

    def __call__(self, at: int) -> bool:
        j = bisect_right(self.starts, at) - 1
        return j >= 0 and self.reach[j] > at
