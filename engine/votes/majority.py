"""The day's count in a majority game (mafiascum «Normal»): votes read post by post, the hammer.

Posts are read in order; each post's marks are applied in order to its author's standing vote;
after each post the hammer test runs: the first post that brings a player (or No Lynch) to the
threshold ends the day, and nothing after it counts («No votes or unvotes will count after an
elimination has been achieved»). Majority is ⌊n/2⌋+1 of the living slots («Eliminations
require a majority of votes: (number of living players/2) +1, rounded down»).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from .markup import MarkKind, MarkupReading, VoteMark, marks
from .mod_count import read_vote_count
from .posts import Post
from .slots import NO_LYNCH, Resolved, Shorthand, Slot, SlotNames, fold


class NoLynchThreshold(StrEnum):
    MAJORITY = "majority"  # «a majority of players voting for "No Lynch"»
    ONE_LESS = "one_less"  # ⌈n/2⌉: one less when n is even («one less for NO LYNCH»)
    ONE_LESS_ALWAYS = "one_less_always"  # majority − 1


class DeadlineOutcome(StrEnum):
    NO_LYNCH = "no_lynch"  # «the day will end in a no lynch»
    PLURALITY = "plurality"


class Quota(StrEnum):
    PLAYERS = "players"  # majority of the living slots
    VOTES = "votes"  # of the votes, a double voter counting twice


class PostVerdict(StrEnum):
    VOTE = "vote"
    NO_LYNCH = "no_lynch"
    UNVOTE = "unvote"
    INVALID = "invalid"  # only flagged names: the previous vote stands
    NO_VOTE = "no_vote"
    NOT_A_VOTER = "not_a_voter"
    AFTER_HAMMER = "after_hammer"
    VOTE_COUNT = "vote_count"  # a moderator's count, taken as the record


@dataclass(frozen=True)
class MajorityRules:
    """The day's rulings (docs/rules-mafiascum.md, «Rulings»), defaults as the spec's."""

    no_lynch_threshold: NoLynchThreshold = NoLynchThreshold.MAJORITY
    deadline_outcome: DeadlineOutcome = DeadlineOutcome.NO_LYNCH
    quota: Quota = Quota.PLAYERS
    shorthand: Shorthand = Shorthand.NICKNAMES
    # the moderator's vote count posts as the record (`vote_count_posts: record`): the
    # standing votes follow each count (mod_count); default: the thread alone decides
    moderator_counts: bool = False
    markup: MarkupReading = field(default_factory=MarkupReading)

    def count(self, slots: Sequence[Slot]) -> int:
        """n of the majority: the living slots, or their votes (`double_voter_quota`)."""
        return sum(s.weight for s in slots) if self.quota is Quota.VOTES else len(slots)

    def majority(self, slots: Sequence[Slot]) -> int:
        return majority_of(self.count(slots))

    def no_lynch_needs(self, slots: Sequence[Slot]) -> int:
        return no_lynch_needs_of(self.no_lynch_threshold, self.count(slots))


# One mechanic, one implementation: the day's step 0 (engine.effects.families.vote, the
# standing votes when the day ends) and the post-by-post count below both decide with these.


def majority_of(n: int) -> int:
    """«(number of living players/2) +1, rounded down»: half is not a majority."""
    return n // 2 + 1


def no_lynch_needs_of(threshold: NoLynchThreshold, n: int) -> int:
    if threshold is NoLynchThreshold.ONE_LESS:
        return (n + 1) // 2  # ⌈n/2⌉: one less than the majority when n is even
    if threshold is NoLynchThreshold.ONE_LESS_ALWAYS:
        return majority_of(n) - 1
    return majority_of(n)


def reaching(totals: Mapping[str, int], need: int, no_lynch_need: int) -> str | None:
    """Who (a slot, or NO_LYNCH) the standing votes bring to the threshold: a player
    before No Lynch (only a double voter's weight could bring both there at once)."""
    for target, total in totals.items():
        if target != NO_LYNCH and total >= need:
            return target
    return NO_LYNCH if totals.get(NO_LYNCH, 0) >= no_lynch_need else None


def plurality(totals: Mapping[str, int]) -> tuple[str, ...]:
    """The deadline's plurality: the players with strictly the most votes, more than No
    Lynch; () when No Lynch has as many or nobody votes. Two or more: a tie."""
    players = {t: n for t, n in totals.items() if t != NO_LYNCH}
    best = max(players.values(), default=0)
    if best == 0 or best <= totals.get(NO_LYNCH, 0):
        return ()
    return tuple(t for t, n in players.items() if n == best)


@dataclass(frozen=True, slots=True)
class DayEvent:
    """Something the moderator did mid-day, after the post numbered `after`: slots killed
    (modkill, day kill: n changes) or the vote count reset."""

    after: int
    killed: tuple[str, ...] = ()
    reset: bool = False


@dataclass(frozen=True, slots=True)
class ReadMark:
    mark: VoteMark
    name: Resolved | None  # votes only

    def to_json(self) -> dict[str, object]:
        return {**self.mark.to_json(), **({} if self.name is None else self.name.to_json())}


@dataclass(frozen=True, slots=True)
class PostCount:
    """One post read: its author's slot, its marks, what it did to his vote."""

    index: int  # place in the input, 1-based
    post: Post
    slot: str | None
    verdict: PostVerdict
    marks: tuple[ReadMark, ...]
    target: str | None = None  # the vote standing after it (a slot or NO_LYNCH)

    @property
    def number(self) -> int:
        return self.post.forum if self.post.forum is not None else self.index

    def to_json(self) -> dict[str, object]:
        return {
            **self.post.to_json(),
            "index": self.index,
            "player": self.slot,
            "verdict": self.verdict.value,
            "candidate": self.target,
            "marks": [m.to_json() for m in self.marks],
        }


@dataclass(frozen=True)
class DayCount:
    """The day as read: every post, the standing votes, the threshold and the hammer."""

    posts: tuple[PostCount, ...]
    slots: tuple[Slot, ...]  # living at the end of the reading
    votes: Mapping[str, str]  # voter slot -> slot or NO_LYNCH
    majority: int
    no_lynch_threshold: int
    hammer: PostCount | None
    lynched: str | None  # a slot, NO_LYNCH, or None (no hammer)
    at_deadline: str | None
    after_hammer: tuple[int, ...] = ()
    flagged: tuple[tuple[int, Resolved], ...] = field(default_factory=tuple)

    def wagons(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for voter, target in self.votes.items():
            out.setdefault(target, []).append(voter)
        return out

    def totals(self) -> dict[str, int]:
        weight = {s.name: s.weight for s in self.slots}
        return {t: sum(weight.get(v, 1) for v in vs) for t, vs in self.wagons().items()}


class _Day:
    """The running count: living slots, standing votes, in vote order."""

    def __init__(self, slots: Sequence[Slot], rules: MajorityRules) -> None:
        self.slots = list(slots)
        self.rules = rules
        self.votes: dict[str, str] = {}

    def apply(self, event: DayEvent) -> None:
        gone = set(event.killed)
        self.slots = [s for s in self.slots if s.name not in gone]
        if event.reset:
            self.votes.clear()
        self.votes = {v: t for v, t in self.votes.items() if v not in gone and t not in gone}

    def follow(self, count: Mapping[str, str | None]) -> None:
        """The moderator's count as the record for the slots it names."""
        for voter, target in count.items():
            self.cast(voter, target)

    def cast(self, voter: str, target: str | None) -> None:
        if self.votes.get(voter) == target:
            return
        self.votes.pop(voter, None)  # a changed vote joins its new wagon last
        if target is not None:
            self.votes[voter] = target

    def totals(self) -> dict[str, int]:
        weight = {s.name: s.weight for s in self.slots}
        totals: dict[str, int] = {}
        for voter, target in self.votes.items():
            totals[target] = totals.get(target, 0) + weight.get(voter, 1)
        return totals

    def reached(self) -> str | None:
        need, nl_need = self.rules.majority(self.slots), self.rules.no_lynch_needs(self.slots)
        return reaching(self.totals(), need, nl_need)

    def deadline(self) -> str:
        if self.rules.deadline_outcome is DeadlineOutcome.NO_LYNCH:
            return NO_LYNCH
        leaders = plurality(self.totals())
        return leaders[0] if len(leaders) == 1 else NO_LYNCH  # a tie: the master's default


def count_day(
    posts: Sequence[Post],
    slots: Sequence[Slot],
    rules: MajorityRules = MajorityRules(),
    dead: Sequence[Slot] = (),
    events: Sequence[DayEvent] = (),
    moderators: Sequence[str] = (),
) -> DayCount:
    """The day's votes from its posts: pure, never raises on odd text, nothing guessed."""
    day = _Day(slots, rules)
    pending = sorted(events, key=lambda e: e.after)
    read: list[PostCount] = []
    flagged: list[tuple[int, Resolved]] = []
    hammer: PostCount | None = None
    after: list[int] = []
    killed: list[Slot] = list(dead)
    names = SlotNames(day.slots, killed)
    mods = {fold(m) for m in moderators}
    for index, post in enumerate(posts, start=1):
        number = post.forum if post.forum is not None else index
        while pending and pending[0].after < number and hammer is None:
            event = pending.pop(0)
            killed.extend(s for s in day.slots if s.name in event.killed)
            day.apply(event)
            names = SlotNames(day.slots, killed)
        counted = _read(index, post, names, day, rules, hammer is not None)
        if rules.moderator_counts and hammer is None and fold(post.author) in mods:
            stated = read_vote_count(post.text, names)
            if stated is not None:
                day.follow(stated)
                counted = PostCount(index, post, None, PostVerdict.VOTE_COUNT, ())
                if day.reached() is not None:  # the count itself shows a majority
                    hammer, lynched, votes_at_hammer = counted, day.reached(), dict(day.votes)
        read.append(counted)
        if counted.verdict is PostVerdict.AFTER_HAMMER:
            after.append(number)
            continue
        if counted.slot is not None:  # a voter's flagged names: the master checks them
            flagged.extend((number, m.name) for m in counted.marks if m.name and m.name.problem)
        if hammer is None and counted.slot is not None and day.reached() is not None:
            hammer = counted
            lynched = day.reached()
            votes_at_hammer = dict(day.votes)
    if hammer is None:
        lynched, votes_at_hammer = None, dict(day.votes)
    return DayCount(
        tuple(read),
        tuple(day.slots),
        votes_at_hammer,
        rules.majority(day.slots),
        rules.no_lynch_needs(day.slots),
        hammer,
        lynched,
        day.deadline(),
        tuple(after),
        tuple(flagged),
    )


def _read(
    index: int, post: Post, names: SlotNames, day: _Day, rules: MajorityRules, over: bool
) -> PostCount:
    found = marks(post.text, rules.markup)
    slot = names.author(post.author)
    if not found:
        return PostCount(index, post, slot, PostVerdict.NO_VOTE, ())
    read = tuple(
        ReadMark(m, names.resolve(m.written, rules.shorthand) if m.written else None) for m in found
    )
    if slot is None:
        return PostCount(index, post, None, PostVerdict.NOT_A_VOTER, read)
    if over:
        return PostCount(index, post, slot, PostVerdict.AFTER_HAMMER, read)
    verdict = PostVerdict.INVALID
    for m in read:
        if m.mark.kind is MarkKind.UNVOTE:
            day.cast(slot, None)
            verdict = PostVerdict.UNVOTE
        elif m.name is not None and m.name.target is not None:
            day.cast(slot, m.name.target)
            verdict = PostVerdict.NO_LYNCH if m.name.target == NO_LYNCH else PostVerdict.VOTE
    return PostCount(index, post, slot, verdict, read, day.votes.get(slot))
