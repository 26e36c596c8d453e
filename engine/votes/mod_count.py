"""A moderator's vote count post read back: the standing votes it states.

Moderators post counts in the site's usual forms («werewolf555 - 5 - Dekes, boberz», «Hiraki
(L-1): RobCapone, bvoigt», «Cogito Ergo Sum (2) - Salamence20, Junpei», «The Rufflig: (5)
VictorDeAngelo, reinoe», «no lynch (1): unlynchable», then «Not Voting: …»). When the reading
takes the moderator's counts as the record (`vote_count_posts: record`), the standing votes are
set to the last count: a vote the moderator did not count (or counted though the thread reads
otherwise) follows his count from there on («Votecount errors can be pointed out in the thread»).
A post is a count only when it says so («vote count», «votecount», «not voting») and every name
on its lines is a living slot.
"""

from __future__ import annotations

import re

from .markup import MarkupReading, visible
from .slots import NO_LYNCH, Shorthand, SlotNames

_TAG = re.compile(r"\[/?[a-zA-Z*][^\[\]\n]*\]")
_IS_COUNT = re.compile(r"vote\s*count|not\s+voting", re.IGNORECASE)
_NOT_VOTING = re.compile(r"^\s*(?:not\s+voting|no\s+votes?\b|abstain)", re.IGNORECASE)
# TARGET, then a separator: « - 5 - », «(L-1):», «(2) -», «: (5)», «:», « - »
_LINE = re.compile(
    r"^\s*(?P<target>[^\n:(]+?)\s*"
    r"(?:[-–]\s*\d+\s*[-–]|\((?:L\s*-?\s*\d+|\d+|lynch|hammer)\)\s*[-–:]?|:\s*\(\d+\)|:|\s[-–]\s)"
    r"\s*(?P<voters>[^\n]*)$",
    re.IGNORECASE,
)
_PAREN = re.compile(r"\([^)]*\)")


def read_vote_count(text: str, names: SlotNames) -> dict[str, str | None] | None:
    """Voter slot -> target (a slot or NO_LYNCH; None: listed as not voting) for each slot
    the count names; None: the post is no count. Slots it does not name keep their vote."""
    plain = _TAG.sub("", visible(text, MarkupReading()))
    if not _IS_COUNT.search(plain):
        return None
    votes: dict[str, str | None] = {}
    idle: list[str] = []
    lines = 0
    for line in plain.splitlines():
        if _NOT_VOTING.match(line):
            listed = _PAREN.sub("", line).split(":", 1)[-1].split(",")
            idle.extend(s for v in listed if (s := names.author(_clean(v))) is not None)
            continue
        m = _LINE.match(line)
        if m is None:
            continue
        target = names.resolve(_clean(m.group("target")), Shorthand.UNIQUE_PREFIX).target
        voters = [_clean(v) for v in _PAREN.sub("", m.group("voters")).split(",")]
        voters = [v for v in voters if v]
        if target is None or not voters:
            continue
        slots = [names.author(v) for v in voters]
        if any(s is None for s in slots):
            continue  # not a wagon line, or a name the count misspells: not read
        lines += 1
        for s in slots:
            assert s is not None
            votes[s] = target
    if not lines:
        return None
    # a slot both on a wagon and «not voting» (a slip of the count): the wagon stands
    return {**{s: None for s in idle}, **votes}


def _clean(name: str) -> str:
    return name.strip(" \t*:.-–").strip()


__all__ = ["NO_LYNCH", "read_vote_count"]
