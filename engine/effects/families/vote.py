"""The day's vote and execution by majority (the hammer), No Lynch and the deadline.

The standing votes when the day ends (`votes:` of the phase). A candidate (or No Lynch) at
the threshold is lynched (No Lynch: nobody); else the deadline rule: no lynch, or
plurality (strictly the most, more than No Lynch; a tie asks the master when `ties`
names `master`, default no lynch). Weights come from a player's scenario key (a double
voter: `vote_weight: 2`). Rulings are named by the data: `threshold_ruling` (No Lynch's
threshold: `majority`, `one_less`, `one_less_always`), `deadline_ruling` (`no_lynch`,
`plurality`), `quota_ruling` (majority of `players` or of `votes`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...model.state import frozen_map
from ...trace import Vote, VoteTally, freeze
from ...votes.majority import (
    NoLynchThreshold,
    majority_of,
    no_lynch_needs_of,
    plurality,
    reaching,
)
from ...votes.slots import NO_LYNCH
from .execution import execute
from .state import weight

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext
    from .day_vote import DayVoteParams


def majority(living: int) -> int:
    """«(number of living players/2) +1, rounded down»: half is not a majority (the forum
    counter's own rule, engine.votes.majority: one implementation for both)."""
    return majority_of(living)


def no_lynch_threshold(option: str, living: int) -> int:
    try:
        threshold = NoLynchThreshold(option)
    except ValueError:
        threshold = NoLynchThreshold.MAJORITY
    return no_lynch_needs_of(threshold, living)


def _from_thread(ctx: PhaseContext, no_lynch: str) -> tuple[dict[str, str], Any] | None:
    """The phase's `thread:` (its posts) read by the forum counter, as the standing votes
    at the hammer (or at the end) and the hammer's post; None without a thread."""
    thread = ctx.decisions.get("thread")
    if not isinstance(thread, (list, tuple)):
        return None
    from ...votes.forum import read_forum_day
    from ...votes.posts import Post

    posts = [
        Post(str(t["author"]), str(t["text"]), i, forum=t.get("number"))
        for i, t in enumerate(thread, start=1)
        if isinstance(t, Mapping)
    ]
    count = read_forum_day(posts, ctx.ruleset, ctx.state, dict(ctx.rulings))
    votes = {v: (no_lynch if t == NO_LYNCH else t) for v, t in count.votes.items()}
    hammer = count.hammer
    return votes, None if hammer is None else {"index": hammer.index, "number": hammer.number}


def majority_vote(ctx: PhaseContext, p: DayVoteParams) -> None:
    """The day's vote of `reader: thread` (see the module)."""
    votes: dict[str, str] = dict(ctx.inputs.votes)
    hammer_post = None
    read = None if votes else _from_thread(ctx, p.no_lynch)
    if read is not None:
        votes, hammer_post = read
    if not votes and read is None:
        return  # a phase without a day vote (a night-only scenario)
    used: list[str] = []
    living = [lv.name for lv in ctx.living()]
    weights = {n: weight(ctx, n, p.weight_key) for n in living}
    quota = ctx.rule(p.quota_ruling, used) if p.quota_ruling else "players"
    count = sum(weights.values()) if quota == "votes" else len(living)
    need = majority(count)
    nl_option = ctx.rule(p.threshold_ruling, used) if p.threshold_ruling else "majority"
    nl_need = no_lynch_threshold(nl_option, count)
    totals: dict[str, int] = {}
    wagons: dict[str, list[str]] = {}
    ballots: list[dict[str, Any]] = []
    ignored: list[str] = []
    for voter in ctx.order_of_seats:
        if voter not in votes:
            continue
        against = votes[voter]
        if voter not in weights or (against != p.no_lynch and against not in weights):
            ignored.append(voter)
            continue
        totals[against] = totals.get(against, 0) + weights[voter]
        wagons.setdefault(against, []).append(voter)
    # every living player's ballot, then the ignored ones (the dead, strangers), in the
    # contract's shape (voter, candidate, weight, counted) plus the spec's outcome/against
    for voter in [*living, *(v for v in ignored if v not in weights)]:
        cast = votes.get(voter)
        counted = cast is not None and voter not in ignored
        outcome = "none" if not counted else "no_lynch" if cast == p.no_lynch else "vote"
        ballots.append(
            {
                "voter": voter,
                "candidate": cast,
                "weight": float(weights.get(voter, 1)),
                "counted": counted,
                "note_data": [],
                "outcome": outcome,
                "against": cast if outcome == "vote" else None,
            }
        )
    lynched, ended = _outcome(ctx, p, totals, need, nl_need, used)
    extra = {
        "majority": need,
        "alive": len(living),
        "no_lynch_threshold": nl_need,
        "outcome": "lynch" if lynched else "no_lynch",
        "lynched": lynched,
        "ended_by": ended,
        "hammer": hammer_post,
        "ballots": ballots,
        "wagons": wagons,
        "not_voting": [b["voter"] for b in ballots if b["outcome"] == "none"],
        "ignored": ignored,
    }
    tally = VoteTally(
        tuple(
            Vote(b["voter"], b["candidate"], b["weight"], (), b["counted"])
            for b in ballots
            if b["candidate"] is not None
        ),
        frozen_map({k: float(v) for k, v in totals.items()}),
        float(sum(totals.values())),
        lynched,
        frozen_map({k: freeze(v) for k, v in extra.items()}),
    )
    ctx.votes = tally
    if lynched is not None:
        execute(ctx, p, lynched, used)


def _outcome(
    ctx: PhaseContext,
    p: DayVoteParams,
    totals: dict[str, int],
    need: int,
    nl_need: int,
    used: list[str],
) -> tuple[str | None, str]:
    # the counter's words: its No Lynch is NO_LYNCH, ours the ruleset's `no_lynch` id
    counted = {(NO_LYNCH if k == p.no_lynch else k): v for k, v in totals.items()}
    reached = reaching(counted, need, nl_need)
    if reached is not None:
        return (None if reached == NO_LYNCH else reached), "hammer"
    deadline = ctx.rule(p.deadline_ruling, used) if p.deadline_ruling else "no_lynch"
    if deadline != "plurality":
        return None, "deadline"
    leaders = sorted(plurality(counted))
    if not leaders:
        return None, "deadline"
    if len(leaders) == 1:
        return leaders[0], "deadline"
    if "master" not in p.ties:
        return None, "deadline"
    answer = ctx.ask(
        p.tie_question, p.tie_question, {"candidates": leaders}, [*leaders, p.no_lynch], p.no_lynch
    )
    return (str(answer) if answer in leaders else None), "deadline"
