"""The vote reader's data: who is in the game today (`Roll`), the rules' choices (`VoteRules`),
and what it reads: marks, each post's verdict, each voter's ballot, the tally (`VoteReading`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

from .form import VoteForm
from .posts import Post


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
