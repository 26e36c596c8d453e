"""A day's votes in free words («голос за Глеба», "vote Boris") for the rulesets whose day
vote has no fixed post form (issue 30): each post read by the private-message reader
(`engine.orders_text`), a voter's last vote counting, posts after the deadline flagged and
not counted, and the tally. Nothing is applied here: the console shows it, the master adds
the votes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ..orders_text import OrderReader
from ..orders_text.batch import player_named
from .pages import PagePost


@dataclass(frozen=True, slots=True)
class PostVote:
    """What one post says: the voter (None: the author is no player), the candidate (None:
    abstains), the words read, whether the reading is sure, and whether it came late."""

    post: PagePost
    voter: str | None
    votes: tuple[tuple[str | None, str, bool], ...]  # (candidate, words, sure)
    late: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "author": self.post.author,
            "time": self.post.time.isoformat(sep=" ") if self.post.time else None,
            "line": self.post.line,
            "voter": self.voter,
            "late": self.late,
            "votes": [{"candidate": c, "text": t, "sure": s} for c, t, s in self.votes],
        }


@dataclass(frozen=True, slots=True)
class FreeTally:
    posts: tuple[PostVote, ...]
    ballots: dict[str, str | None] = field(default_factory=dict)  # voter -> last vote
    totals: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "posts": [p.to_json() for p in self.posts],
            "ballots": self.ballots,
            "totals": self.totals,
        }


def read_free_votes(
    posts: Sequence[PagePost], reader: OrderReader, deadline: datetime | None = None
) -> FreeTally:
    names = [p.name for p in reader.state.players]
    read: list[PostVote] = []
    ballots: dict[str, str | None] = {}
    for post in posts:
        voter = player_named(post.author, names, reader.players)
        is_late = deadline is not None and post.time is not None and post.time > deadline
        if voter is None:
            read.append(PostVote(post, None, (), is_late))
            continue
        parsed = reader.read(post.text[:60_000], voter)
        votes = tuple((v.candidate, v.span.of(parsed.text), v.sure) for v in parsed.votes)
        read.append(PostVote(post, voter, votes, is_late))
        if votes and not is_late:
            ballots.pop(voter, None)  # a later vote replaces the earlier: the order stays
            ballots[voter] = votes[-1][0]
    totals: dict[str, int] = {}
    for candidate in ballots.values():
        if candidate is not None:
            totals[candidate] = totals.get(candidate, 0) + 1
    ordered = dict(sorted(totals.items(), key=lambda kv: -kv[1]))
    return FreeTally(tuple(read), ballots, ordered)
