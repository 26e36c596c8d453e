"""Read the day's votes from thread posts: each post's verdict, each voter's ballot, the tally.

Our reading of «Любое, даже малейшее, отклонение от процедуры считается как неправильно
оформленный голос. Такой голос не засчитается, а игрок получит голос против себя»:
- every occurrence of the phrase (any case) outside a quote is an attempt at a vote;
- it is a vote if it is the form (VoteForm) and names a player in the game (any case);
- it is struck («Голос зачеркивается ... [s]...[/s]») when the phrase, or what follows it
  up to the name, lies inside a closed `[s]`: struck votes are ignored (a change);
- a voter's ballot is his one unstruck vote; none at all is a skip (a vote against
  himself); a deviating one, or unstruck votes for different players, is malformed (a vote
  against himself too). The same player named again unstruck is one vote, not a change.
Nothing is guessed: an unknown name is flagged with close names offered, never applied.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

from .bbcode import Span, inside, pairs, unclosed
from .form import QUOTE_TAG, STRIKE_TAGS, VoteForm, fold_name
from .posts import Post

SNIPPET = 160
# after the phrase and before the name: only a colon, spaces and tags may stand
_LEAD = re.compile(r"(?:[\s:]|\[[^\[\]\n]*\])*")
_STRIKE_TAG = re.compile(r"\[/?(?:" + "|".join(STRIKE_TAGS) + r")\]", re.IGNORECASE)


class MarkKind(StrEnum):
    """What one occurrence of the phrase in a post is."""

    VOTE = "vote"
    STRUCK = "struck"
    MALFORMED = "malformed"


class Problem(StrEnum):
    """Why an occurrence is not a vote that counts."""

    DEVIATION = "deviation"  # not the form
    UNKNOWN_NAME = "unknown_name"  # the form, naming nobody in the game
    AMBIGUOUS_NAME = "ambiguous_name"  # two players' names fold to the same text
    OUT_OF_GAME = "out_of_game"  # the form, naming a player already out


class PostVerdict(StrEnum):
    """A post's verdict, shown next to it before anything is applied."""

    VOTE = "vote"  # a vote for a player
    CHANGED = "changed"  # only struck votes: an earlier vote taken back
    MALFORMED = "malformed"  # a deviating vote: counts against the author
    NO_VOTE = "no_vote"  # talk, no vote in it
    NOT_A_VOTER = "not_a_voter"  # a vote by someone who has no vote today


class AuthorProblem(StrEnum):
    UNKNOWN = "unknown_author"
    OUT = "author_out"  # dead or gone
    NO_VOTE_RIGHT = "no_vote_right"  # e.g. an NPC («без права голоса»)


class Outcome(StrEnum):
    """A voter's ballot for the day."""

    VOTE = "vote"
    MALFORMED = "malformed"  # a vote against himself
    SKIP = "skip"  # a vote against himself
    SECOND_SKIP = "second_skip"  # a vote against himself, and he leaves the game


@dataclass(frozen=True, slots=True)
class Mark:
    """One occurrence of the phrase in a post, with the text it matched."""

    kind: MarkKind
    text: str
    start: int
    end: int
    written: str | None = None  # the name as written
    candidate: str | None = None  # the player it names (never a guess)
    problem: Problem | None = None
    suggestions: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "written": self.written,
            "candidate": self.candidate,
            "problem": None if self.problem is None else self.problem.value,
            "suggestions": list(self.suggestions),
        }


@dataclass(frozen=True, slots=True)
class PostReading:
    post: Post
    author: str | None  # the player, when the author's name matched one
    verdict: PostVerdict
    marks: tuple[Mark, ...]
    author_problem: AuthorProblem | None = None
    quoted: int = 0  # phrases inside quotes: someone else's votes, ignored
    unclosed: int = 0  # [s]/[quote] never closed: plain text on the forum

    @property
    def candidate(self) -> str | None:
        votes = [m.candidate for m in self.marks if m.kind is MarkKind.VOTE]
        return votes[-1] if votes else None

    def to_json(self) -> dict[str, Any]:
        return {
            **self.post.to_json(),
            "player": self.author,
            "verdict": self.verdict.value,
            "candidate": self.candidate,
            "author_problem": None if self.author_problem is None else self.author_problem.value,
            "quoted": self.quoted,
            "unclosed": self.unclosed,
            "marks": [m.to_json() for m in self.marks],
        }


@dataclass(frozen=True, slots=True)
class Ballot:
    """A voter's ballot: whom it counts against and why."""

    voter: str
    outcome: Outcome
    against: str  # the candidate, or the voter himself
    posts: tuple[int, ...] = ()  # numbers of the posts it rests on
    changed_from: tuple[str, ...] = ()  # struck candidates, in order
    several: tuple[str, ...] = ()  # unstruck candidates when more than one
    skips: int = 0  # skips counted so far in the game, this day included
    leaves: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "voter": self.voter,
            "outcome": self.outcome.value,
            "against": self.against,
            "posts": list(self.posts),
            "changed_from": list(self.changed_from),
            "several": list(self.several),
            "skips": self.skips,
            "leaves": self.leaves,
        }


@dataclass(frozen=True)
class Roll:
    """Who is in the game today: seated players, who is alive, who may vote."""

    players: tuple[str, ...]  # seating order
    alive: frozenset[str]
    voters: frozenset[str]
    skips_before: Mapping[str, int] = field(default_factory=dict)

    @staticmethod
    def of(
        players: Sequence[str],
        alive: Iterable[str] | None = None,
        voters: Iterable[str] | None = None,
        skips_before: Mapping[str, int] | None = None,
    ) -> Roll:
        living = frozenset(players if alive is None else alive)
        return Roll(
            tuple(players),
            living,
            frozenset(living if voters is None else voters),
            dict(skips_before or {}),
        )


@dataclass(frozen=True)
class VoteRules:
    """The rules' choices the reader needs (a ruleset maps its rulings to these)."""

    form: VoteForm
    exact: bool = False  # vote_format: byte-exact
    several: Literal["malformed", "last"] = "malformed"  # vote_change
    malformed_is_skip: bool = False  # malformed_not_skip: no
    skips_to_leave: int | None = 2  # «дважды пропустивший голосование, покидает игру»


@dataclass(frozen=True)
class VoteReading:
    """Every post with its verdict, every voter's ballot (seating order), the totals."""

    posts: tuple[PostReading, ...]
    ballots: tuple[Ballot, ...]
    totals: Mapping[str, int]
    leaders: tuple[str, ...]

    @property
    def tie(self) -> bool:
        return len(self.leaders) > 1

    def ballot(self, voter: str) -> Ballot | None:
        return next((b for b in self.ballots if b.voter == voter), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "posts": [p.to_json() for p in self.posts],
            "ballots": [b.to_json() for b in self.ballots],
            "totals": dict(self.totals),
            "leaders": list(self.leaders),
            "tie": self.tie,
        }


class Names:
    """Player names as the thread writes them: any case, any spacing; nothing guessed."""

    def __init__(self, names: Iterable[str]) -> None:
        self.by_fold: dict[str, str | None] = {}
        for name in names:
            key = fold_name(name)
            self.by_fold[key] = None if key in self.by_fold else name  # None: ambiguous

    def find(self, written: str) -> tuple[str | None, Problem | None]:
        key = fold_name(written)
        if key not in self.by_fold:
            return None, Problem.UNKNOWN_NAME
        found = self.by_fold[key]
        return (found, None) if found is not None else (None, Problem.AMBIGUOUS_NAME)

    def close_to(self, written: str) -> tuple[str, ...]:
        folded = difflib.get_close_matches(fold_name(written), list(self.by_fold), n=3, cutoff=0.6)
        return tuple(n for f in folded if (n := self.by_fold[f]) is not None)


def read_votes(posts: Sequence[Post], roll: Roll, rules: VoteRules) -> VoteReading:
    """The day's vote from the thread: pure, no guessing, never raises on odd text."""
    names = Names(roll.players)
    readings = tuple(read_post(p, roll, rules, names) for p in posts)
    ballots = tuple(_ballots(readings, roll, rules))
    totals: dict[str, int] = {}
    for b in ballots:
        totals[b.against] = totals.get(b.against, 0) + 1
    seat = {n: i for i, n in enumerate(roll.players)}
    ordered = dict(sorted(totals.items(), key=lambda kv: (-kv[1], seat.get(kv[0], 10**6))))
    top = max(ordered.values(), default=0)
    leaders = tuple(n for n, v in ordered.items() if v == top and top > 0)
    return VoteReading(readings, ballots, ordered, leaders)


def read_post(post: Post, roll: Roll, rules: VoteRules, names: Names | None = None) -> PostReading:
    names = names or Names(roll.players)
    text = post.text
    author, _ = names.find(post.author)
    author_problem: AuthorProblem | None = None
    if author is None:
        author_problem = AuthorProblem.UNKNOWN
    elif author not in roll.alive:
        author_problem = AuthorProblem.OUT
    elif author not in roll.voters:
        author_problem = AuthorProblem.NO_VOTE_RIGHT
    quotes = pairs(text, (QUOTE_TAG,))
    strikes = pairs(text, STRIKE_TAGS)
    forms = list(rules.form.pattern(rules.exact).finditer(text))
    marks: list[Mark] = []
    quoted = 0
    for occ in rules.form.phrase_pattern.finditer(text):
        if inside(occ.start(), quotes):
            quoted += 1
            continue
        marks.append(_mark(text, occ, forms, strikes, roll, names, rules.form))
    verdict = _verdict(marks, author_problem)
    return PostReading(
        post,
        author,
        verdict,
        tuple(marks),
        author_problem,
        quoted,
        unclosed(text, (QUOTE_TAG, *STRIKE_TAGS)),
    )


def _mark(
    text: str,
    occ: re.Match[str],
    forms: Sequence[re.Match[str]],
    strikes: Sequence[Span],
    roll: Roll,
    names: Names,
    form_of: VoteForm,
) -> Mark:
    form = next((f for f in forms if f.start() <= occ.start() < f.end()), None)
    if _struck(text, occ, strikes):
        written = _struck_name(text, occ, form_of)
        candidate = names.find(written)[0] if written else None
        if form is not None:
            return Mark(MarkKind.STRUCK, form.group(), form.start(), form.end(), written, candidate)
        shown, start, end = _snippet(text, occ)
        return Mark(MarkKind.STRUCK, shown, start, end, written, candidate)
    if form is None:
        shown, start, end = _snippet(text, occ)
        return Mark(
            MarkKind.MALFORMED,
            shown,
            start,
            end,
            problem=Problem.DEVIATION,
        )
    written = " ".join(form.group("name").split())
    found, problem = names.find(written)
    if found is not None and found not in roll.alive:
        problem, found = Problem.OUT_OF_GAME, None
    if found is None:
        return Mark(
            MarkKind.MALFORMED,
            form.group(),
            form.start(),
            form.end(),
            written,
            None,
            problem,
            names.close_to(written) if problem else (),
        )
    return Mark(MarkKind.VOTE, form.group(), form.start(), form.end(), written, found)


def _struck(text: str, occ: re.Match[str], strikes: Sequence[Span]) -> bool:
    if inside(occ.start(), strikes):
        return True
    lead = _LEAD.match(text, occ.end())
    end = lead.end() if lead is not None else occ.end()
    # a strike opened between the phrase and the name: «[s][color=#ff0000]Имя[/color][/s]»
    return any(occ.end() <= s.start < end + 1 and s.end > end for s in strikes)


def _struck_name(text: str, occ: re.Match[str], form: VoteForm) -> str | None:
    """The name a struck vote named, when the line is the form once the strike tags are
    taken out (for the master's eyes: «Дмитрий → Алиса»); None otherwise."""
    line_start = text.rfind("\n", 0, occ.start()) + 1
    line_end = text.find("\n", occ.end())
    line = text[line_start : len(text) if line_end < 0 else line_end]
    m = form.tolerant.search(_STRIKE_TAG.sub("", line))
    return " ".join(m.group("name").split()) if m is not None else None


def _snippet(text: str, occ: re.Match[str]) -> tuple[str, int, int]:
    """The line of a deviating or struck attempt (shortened to SNIPPET), and its span."""
    line_start = text.rfind("\n", 0, occ.start()) + 1
    line_end = text.find("\n", occ.end())
    line_end = len(text) if line_end < 0 else line_end
    raw = text[line_start:line_end]
    start = line_start + len(raw) - len(raw.lstrip())
    end = line_end - (len(raw) - len(raw.rstrip()))
    line = text[start:end]
    return (line if len(line) <= SNIPPET else line[: SNIPPET - 1] + "…"), start, end


def _verdict(marks: Sequence[Mark], author_problem: AuthorProblem | None) -> PostVerdict:
    kinds = {m.kind for m in marks}
    if not kinds:
        return PostVerdict.NO_VOTE
    if author_problem is not None and kinds != {MarkKind.STRUCK}:
        return PostVerdict.NOT_A_VOTER
    if MarkKind.MALFORMED in kinds:
        return PostVerdict.MALFORMED
    if MarkKind.VOTE in kinds:
        return PostVerdict.VOTE
    return PostVerdict.CHANGED


def _ballots(readings: Sequence[PostReading], roll: Roll, rules: VoteRules) -> Iterable[Ballot]:
    by_voter: dict[str, list[PostReading]] = {}
    for r in readings:
        if r.author is not None and r.author_problem is None:
            by_voter.setdefault(r.author, []).append(r)
    for voter in roll.players:
        if voter in roll.voters and voter in roll.alive:
            yield _ballot(voter, by_voter.get(voter, []), roll, rules)


def _ballot(voter: str, readings: Sequence[PostReading], roll: Roll, rules: VoteRules) -> Ballot:
    marks = [(r.post.number, m) for r in readings for m in r.marks]
    votes = [(n, m) for n, m in marks if m.kind is MarkKind.VOTE]
    bad = [n for n, m in marks if m.kind is MarkKind.MALFORMED]
    struck = tuple(
        str(m.candidate or m.written)
        for _, m in marks
        if m.kind is MarkKind.STRUCK and (m.candidate or m.written)
    )
    named = list(dict.fromkeys(str(m.candidate) for _, m in votes))
    numbers = tuple(dict.fromkeys(n for n, m in marks if m.kind is not MarkKind.STRUCK))
    before = int(roll.skips_before.get(voter, 0))
    if not bad and (len(named) == 1 or (named and rules.several == "last")):
        return Ballot(
            voter,
            Outcome.VOTE,
            str(votes[-1][1].candidate),
            numbers,
            struck,
            tuple(named) if len(named) > 1 else (),
            before,
        )
    if bad or named:
        skips = before + 1 if rules.malformed_is_skip else before
        return Ballot(
            voter,
            Outcome.MALFORMED,
            voter,
            numbers,
            struck,
            tuple(named) if len(named) > 1 else (),
            skips,
            _leaves(skips, rules),
        )
    skips = before + 1
    leaves = _leaves(skips, rules)
    return Ballot(
        voter, Outcome.SECOND_SKIP if leaves else Outcome.SKIP, voter, (), struck, (), skips, leaves
    )


def _leaves(skips: int, rules: VoteRules) -> bool:
    return rules.skips_to_leave is not None and skips >= rules.skips_to_leave
