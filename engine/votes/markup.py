"""Vote markup of English forum posts (mafiascum): `[vote]X[/vote]`, `[unvote]`, bold `VOTE: X`.

The rules (docs/rules-mafiascum.md, «Reading votes from posts»):
- text inside closed `[quote]` pairs (nested too, any case) is someone else's: ignored; so is
  text inside closed `[spoiler]` pairs when the reading says so (hidden by the forum);
- marks in order of appearance: `[vote]NAME[/vote]` (a typed `VOTE:` inside dropped; empty:
  nothing; a tag whose text starts with a vote word is read like a bold: «[vote]UNVOTE[/vote]»),
  `[unvote]…[/unvote]` (content ignored), and a bold segment whose text (inner tags removed)
  holds the word `vote`/`unvote` (the spec: starts with it; the forum, as measured on 113 real
  days, also writes «[b]FoS: X\nVote: Y[/b]», «[b]Hammer vote X[/b]»: `bold_anywhere`): from
  the first such word on, each word `unvote` is an unvote and each word `vote` (optional `:`) a
  vote for the text up to the next line break, comma, vote word or the segment's end
  («[b]unvote, vote X[/b]» = unvote, then vote X);
- plain, non-bold `vote: X` is no vote («Voting must be bolded … or … vote tags»).
The last mark of a post is the one that counts (the caller takes it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from .bbcode import Span, pairs

QUOTE_TAGS = ("quote",)
SPOILER_TAGS = ("spoiler", "hide")
_ANY_TAG = re.compile(r"\[/?[a-zA-Z*][^\[\]\n]*\]|\[/\]")  # «[/]»: a closer typed short
_VOTE_TAG = re.compile(r"\[(un|)vote\](.*?)\[/\1vote\]", re.IGNORECASE | re.DOTALL)
_LONE_UNVOTE = re.compile(r"\[unvote\s*/?\]", re.IGNORECASE)
# one vote word inside a bold segment: «vote», «vote:», «unvote»; the name follows a vote
# «vote count», «votecount»: the moderator's tally asked for or named, no vote
_WORD = re.compile(r"\b(un)?vote\b(?!\s*counts?\b)\s*:?", re.IGNORECASE)
_STOP = re.compile(r"[\n,]|\b(?:un)?vote\b", re.IGNORECASE)
_LEADING_WORD = re.compile(r"\s*(?:un)?vote\b", re.IGNORECASE)
# a plain line «Vote: X» / «Unvote, vote: X» (the colon required), or «Unvote» alone
_PLAIN_LINE = re.compile(
    r"^[ \t]*(?:(?:unvote[ \t,;.]*)?vote[ \t]*:[^\n]*|unvote[ \t.!]*$)",
    re.IGNORECASE | re.MULTILINE,
)
_ANY_WORD = re.compile(r"\b(?:un)?vote\b(?!\s*counts?\b)", re.IGNORECASE)
_TRIM = " \t.,;:!\u00a0"


class MarkKind(StrEnum):
    VOTE = "vote"
    UNVOTE = "unvote"


class Source(StrEnum):
    TAG = "tag"  # [vote]X[/vote], [unvote]
    BOLD = "bold"  # [b]VOTE: X[/b]
    PLAIN = "plain"  # a line «Vote: X», when the reading counts those


@dataclass(frozen=True, slots=True)
class VoteMark:
    """One vote or unvote written in a post; `written` is the name as typed (votes only)."""

    kind: MarkKind
    written: str | None
    start: int  # in the post's text
    source: Source

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind.value,
            "written": self.written,
            "start": self.start,
            "source": self.source.value,
        }


@dataclass(frozen=True, slots=True)
class MarkupReading:
    """How a post's markup is read: what is hidden from the count."""

    spoilers_hidden: bool = True  # markup inside a closed [spoiler] is not a vote
    plain_lines: bool = False  # a plain line «Vote: X» (no bold, no tag) is a vote too
    # a bold holding the word vote anywhere («[b]Hammer vote X[/b]», the forum's habit as
    # measured), or only a bold whose text starts with it (the spec's narrower rule)
    bold_anywhere: bool = True


def _blank(text: str, spans: list[Span]) -> str:
    """The text with each span's inside replaced by spaces (positions kept)."""
    chars = list(text)
    for s in spans:
        for i in range(s.start, s.end):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


def visible(text: str, reading: MarkupReading = MarkupReading()) -> str:
    """The post's own words: quotes (and hidden spoilers) blanked out, positions kept."""
    names = QUOTE_TAGS + (SPOILER_TAGS if reading.spoilers_hidden else ())
    return _blank(text, pairs(text, names))


def marks(text: str, reading: MarkupReading = MarkupReading()) -> list[VoteMark]:
    """Every vote and unvote the author wrote, in order of appearance."""
    own = visible(text, reading)
    found: list[VoteMark] = []
    tags: list[Span] = []
    for m in _VOTE_TAG.finditer(own):
        tags.append(Span(m.start(), m.end(), m.start(2)))
        if m.group(1):
            found.append(VoteMark(MarkKind.UNVOTE, None, m.start(), Source.TAG))
            continue
        inner = _strip_tags(m.group(2))
        if _LEADING_WORD.match(inner.text):  # «[vote]UNVOTE[/vote]», «[vote]vote: X[/vote]»
            found.extend(_word_marks(inner, m.start(), Source.TAG))
            continue
        written = _clean(inner.text)
        if written:
            found.append(VoteMark(MarkKind.VOTE, written, m.start(), Source.TAG))
    for m in _LONE_UNVOTE.finditer(own):
        if not any(t.start <= m.start() < t.end for t in tags):
            found.append(VoteMark(MarkKind.UNVOTE, None, m.start(), Source.TAG))
    untagged = _blank(own, tags)
    bolds = _outermost(pairs(untagged, ("b",)))
    for bold in bolds:
        found.extend(_bold_marks(untagged, bold, reading.bold_anywhere))
    if reading.plain_lines:
        plain = _blank(untagged, bolds)
        for m in _PLAIN_LINE.finditer(plain):
            found.extend(_word_marks(_strip_tags(m.group()), m.start(), Source.PLAIN))
    return sorted(found, key=lambda v: v.start)


def _outermost(spans: list[Span]) -> list[Span]:
    spans = sorted(spans, key=lambda s: (s.start, -s.end))
    out: list[Span] = []
    for s in spans:
        if not out or s.start >= out[-1].end:
            out.append(s)
    return out


def _bold_marks(text: str, bold: Span, anywhere: bool) -> list[VoteMark]:
    inner_end = text.rfind("[", bold.inner_start, bold.end)
    segment = _strip_tags(text[bold.inner_start : inner_end])
    # «[b]FoS: X\nVote: Y[/b]», «[b]Hammer vote X[/b]»: from the first vote word on
    line = _ANY_WORD.search(segment.text) if anywhere else _LEADING_WORD.match(segment.text)
    if line is None:
        return []
    return _word_marks(segment, bold.inner_start, Source.BOLD, line.start())


def _word_marks(segment: _Stripped, base: int, source: Source, first: int = 0) -> list[VoteMark]:
    """Each word `unvote` an unvote, each `vote` a vote for what follows it."""
    out: list[VoteMark] = []
    for w in _WORD.finditer(segment.text, first):
        start = base + segment.origin(w.start())
        if w.group(1):
            out.append(VoteMark(MarkKind.UNVOTE, None, start, source))
            continue
        stop = _STOP.search(segment.text, w.end())
        written = _clean(
            segment.text[w.end() : len(segment.text) if stop is None else stop.start()]
        )
        if written:
            out.append(VoteMark(MarkKind.VOTE, written, start, source))
    return out


@dataclass(frozen=True, slots=True)
class _Stripped:
    text: str
    offsets: tuple[int, ...]  # where each character of text was in the segment

    def origin(self, i: int) -> int:
        return self.offsets[i] if i < len(self.offsets) else len(self.offsets)


def _strip_tags(segment: str) -> _Stripped:
    kept: list[str] = []
    offsets: list[int] = []
    pos = 0
    for m in _ANY_TAG.finditer(segment):
        kept.append(segment[pos : m.start()])
        offsets.extend(range(pos, m.start()))
        pos = m.end()
    kept.append(segment[pos:])
    offsets.extend(range(pos, len(segment)))
    return _Stripped("".join(kept), tuple(offsets))


def _clean(written: str) -> str:
    return " ".join(written.split()).strip(_TRIM)
