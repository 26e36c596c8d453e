"""The day vote read from posts by the ruleset's vote form (`reader: posts`): the revote on
a tie, the coin on a second tie, the skips and who leaves for them.

«Каждый игровой день, начиная с первого, завершается общим голосованием ... Пропуск
голосования равнозначен голосу против себя. Игрок, дважды пропустивший голосование,
покидает игру. При ничьей на дневном голосовании проводится повторное голосование,
определяющее выбывшего; в случае повторной ничьей Ведущий кидает монетку» (metamorphs).
A vote value is a bare name (a well-formed vote the master read) or the voter's post texts
(separated by a form feed when there are several); engine.votes reads them. The rulings
are the section's (`format_ruling`...): see `DayVoteParams`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ...model.state import frozen_map
from ...trace import Vote, VoteTally
from ...votes import Outcome, Post, Roll, VoteForm, VoteReading, VoteRules, read_votes
from ...votes.rules import POSTS_SEPARATOR, THREAD
from ..values import note
from .day_vote import NO_VOTE, DayVoteParams, params, rules_of
from .execution import flip
from .flips import out_by_day

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@dataclass(slots=True)
class Leaving:
    """Who leaves for his skips today (the phase's typed state, `ctx.part`)."""

    names: set[str] = field(default_factory=set)


def vote_by_posts(ctx: PhaseContext, p: DayVoteParams) -> None:
    votes_in: dict[str, Any] = dict(ctx.inputs.votes)
    thread = ctx.decisions.get(THREAD)
    if isinstance(thread, Mapping):  # the pasted posts kept by a game store
        votes_in.update({str(v): _joined(t) for v, t in thread.items() if t is not None})
    if not votes_in and "revote" not in ctx.decisions:
        # a phase without votes records no day vote (a scenario about the night only)
        return
    data = ctx.ruleset.numbers["vote_post"]
    rules = rules_of(VoteForm.from_data(data), data, lambda r: ctx.rule(r), ctx.ruleset)
    named = (p.format_ruling, p.change_ruling, p.malformed_skip_ruling, p.double_skip_ruling)
    used = [r for r in named if r is not None]
    roll = day_roll(ctx, p)
    first = read_votes(posts_of(ctx, votes_in, rules.form), roll, rules)
    ctx.votes = tally(first, None, p)
    final, leaders = first, first.leaders
    if first.tie and "revote" in p.ties:
        final, leaders = _revote(ctx, p, first, roll, rules, used)
    executed = None
    if len(leaders) == 1:
        executed = leaders[0]
    elif len(leaders) > 1 and "coin" in p.ties and p.coin_ruling:
        coin = p.coin_ruling
        default = ctx.rng(coin).choice(sorted(leaders))
        answer = ctx.ask(coin, coin, {"tied": list(leaders)}, list(leaders), default)
        executed = answer if answer in leaders else default
        used.append(coin)
        ctx.notes.append(note(f"{p.note_prefix}{coin}", tied=list(leaders), chosen=executed))
    _skips(ctx, p, first, final, used)
    if executed is not None:
        ctx.votes = tally(first, executed, p)
        flip(ctx, p, executed, used)
    leaving = ctx.part(Leaving).names
    for name in ctx.order_of_seats:
        if name in leaving and name != executed and ctx.live(name).alive:
            shown = out_by_day(ctx, name, "left", tuple(used), "left", "left", False)
            said = note(f"{p.note_prefix}left", role=shown["role_shown"])
            ctx.act(None, "left", [name], "left", [said], used)


def _joined(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return POSTS_SEPARATOR.join(str(v) for v in value)
    return str(value)


def day_roll(ctx: PhaseContext, p: DayVoteParams | None = None) -> Roll:
    p = p or params(ctx)
    npc_votes = p.npc_vote_ruling is not None and ctx.rule(p.npc_vote_ruling) == "votes"
    living = [pl.name for pl in ctx.living()]
    voters = [pl.name for pl in ctx.living() if npc_votes or pl.trait(NO_VOTE) is None]
    return Roll.of(
        ctx.order_of_seats,
        living,
        voters,
        {pl.name: int(pl.counters.get("skips", 0)) for pl in ctx.seated()},
    )


def posts_of(ctx: PhaseContext, votes: Mapping[str, Any], form: VoteForm) -> list[Post]:
    """The votes as posts: a bare player name is his well-formed vote; anything else is the
    text of his posts. Voters in seating order, posts in the order given."""
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    posts: list[Post] = []
    for voter in sorted(votes, key=lambda v: seat.get(v, 10**6)):
        value = str(votes[voter])
        texts = [form.example(value)] if value in ctx.players else value.split(POSTS_SEPARATOR)
        for text in texts:
            posts.append(Post(voter, text, len(posts) + 1))
    return posts


def tally(reading: VoteReading, executed: str | None, p: DayVoteParams) -> VoteTally:
    ballots = tuple(
        Vote(
            b.voter,
            b.against,
            1.0,
            (note(f"{p.note_prefix}ballot_{b.outcome.value}", skips=b.skips),),
        )
        for b in reading.ballots
    )
    return VoteTally(ballots, frozen_map(dict(reading.totals)), float(len(ballots)), executed)


def _revote(
    ctx: PhaseContext,
    p: DayVoteParams,
    first: VoteReading,
    roll: Roll,
    rules: VoteRules,
    used: list[str],
) -> tuple[VoteReading, tuple[str, ...]]:
    """A tie: the revote (decisions.revote, or the scenario's `revotes`), same rules."""
    if p.revote_candidates_ruling:
        used.append(p.revote_candidates_ruling)
    q = p.revote_question
    given = ctx.decisions.get(q)
    answer = ctx.ask(q, q, {"tied": list(first.leaders)}, [], None)
    if not isinstance(given, Mapping) and not isinstance(answer, Mapping):
        ctx.notes.append(note(f"{p.note_prefix}no_revote", tied=list(first.leaders)))
        return first, first.leaders
    votes = {
        str(k): _joined(v)
        for k, v in (given if isinstance(given, Mapping) else answer).items()
        if v is not None
    }
    second = read_votes(
        posts_of(ctx, votes, rules.form),
        Roll.of(roll.players, roll.alive, roll.voters, roll.skips_before),
        rules,
    )
    if p.revote_candidates_ruling and ctx.rule(p.revote_candidates_ruling) == "tied":
        second = _only_tied(second, first.leaders)
    ctx.notes.append(
        note(
            f"{p.note_prefix}revote",
            tied=list(first.leaders),
            totals=", ".join(f"{n} {c}" for n, c in second.totals.items()),
            leaders=list(second.leaders),
        )
    )
    return second, second.leaders


def _only_tied(reading: VoteReading, tied: tuple[str, ...]) -> VoteReading:
    """Only the tied may be voted for in the revote: a vote for anyone else is malformed."""
    ballots = tuple(
        replace(b, outcome=Outcome.MALFORMED, against=b.voter)
        if b.outcome is Outcome.VOTE and b.against not in tied
        else b
        for b in reading.ballots
    )
    totals: dict[str, int] = {}
    for b in ballots:
        totals[b.against] = totals.get(b.against, 0) + 1
    top = max(totals.values(), default=0)
    leaders = tuple(n for n, v in totals.items() if v == top and top > 0)
    return VoteReading(reading.posts, ballots, totals, leaders)


def _skips(
    ctx: PhaseContext, p: DayVoteParams, first: VoteReading, final: VoteReading, used: list[str]
) -> None:
    """Count the day's skips into each voter's `skips` counter (`double_skip_ruling`
    in_a_row, `revote_skip_ruling` two, `malformed_skip_ruling`)."""
    in_a_row = p.double_skip_ruling is not None and ctx.rule(p.double_skip_ruling) == "in_a_row"
    two = p.revote_skip_ruling is not None and ctx.rule(p.revote_skip_ruling) == "two"
    leave = ctx.ruleset.numbers["vote_post"].get("skips_to_leave")
    for ballot in first.ballots:
        live = ctx.live(ballot.voter)
        day = 1 if ballot.skips > int(live.counters.get("skips", 0)) else 0
        if final is not first:
            again = final.ballot(ballot.voter)
            if again is not None and again.skips > int(live.counters.get("skips", 0)):
                day = day + 1 if two else max(day, 1)
                if p.revote_skip_ruling and p.revote_skip_ruling not in used:
                    used.append(p.revote_skip_ruling)
        total = int(live.counters.get("skips", 0)) + day
        if in_a_row and day == 0:
            total = 0
        live.counters["skips"] = total
        if isinstance(leave, int) and total >= leave and day:
            ctx.part(Leaving).names.add(ballot.voter)
