"""Step 0: the day's vote read from the thread, the revote, the coin toss, the departures.

«Каждый игровой день, начиная с первого, завершается общим голосованием ... Пропуск
голосования равнозначен голосу против себя. Игрок, дважды пропустивший голосование,
покидает игру. При ничьей на дневном голосовании проводится повторное голосование,
определяющее выбывшего; в случае повторной ничьей Ведущий кидает монетку».
A vote value is a bare name (a well-formed vote the master read) or the voter's post texts
(separated by a form feed when there are several); engine.votes reads them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ...model import frozen_map
from ...trace import Vote, VoteTally
from ...votes import Outcome, Post, Roll, VoteForm, VoteReading, VoteRules, read_votes
from ...votes.rules import POSTS_SEPARATOR, THREAD, vote_rules
from .. import hook, trait
from ..common import note
from ..families.flips import out_by_day

if TYPE_CHECKING:
    from ...context import PhaseContext

RULINGS = {
    "vote_format": ("tolerant", "exact"),
    "vote_change": ("malformed", "last_counts"),
    "malformed_not_skip": ("no", "yes"),
    "double_skip": ("total", "in_a_row"),
    "revote_skip": ("one", "two"),
    "revote_candidates": ("any", "tied"),
    "coin_toss": ("master",),
    "npc_vote": ("no_vote", "votes"),
    "night_zero": ("setup", "resolves"),
}


def night_number(ctx: PhaseContext) -> int:
    """Which night of the game this phase's night is (ruling night_zero)."""
    return ctx.phase - 1 if ctx.rule("night_zero") == "resolves" else ctx.phase


trait(__name__, "no_vote")  # «неигровых персонажей без права голоса»


@vote_rules("meta_vote")
def rules_of(form: VoteForm, data: Mapping[str, Any], rule: Callable[[str], str]) -> VoteRules:
    leave = data.get("skips_to_leave")
    return VoteRules(
        form,
        exact=rule("vote_format") == "exact",
        several="last" if rule("vote_change") == "last_counts" else "malformed",
        malformed_is_skip=rule("malformed_not_skip") == "yes",
        skips_to_leave=leave if isinstance(leave, int) else None,
    )


@hook("meta_vote", rulings=RULINGS)
def meta_vote(ctx: PhaseContext) -> None:
    if night_number(ctx) < 1:
        return  # phase 1 is night 0 (ruling night_zero): no day, no vote
    votes_in: dict[str, Any] = dict(ctx.scratch.get("votes_in", {}))
    thread = ctx.decisions.get(THREAD)
    if isinstance(thread, Mapping):  # the pasted posts kept by a game store
        votes_in.update({str(v): _joined(t) for v, t in thread.items() if t is not None})
    if not votes_in and "revote" not in ctx.decisions:
        # a phase without votes records no day vote (a scenario about the night only)
        return
    data = ctx.ruleset.numbers["vote_post"]
    rules = rules_of(VoteForm.from_data(data), data, lambda r: ctx.rule(r))
    used = ["vote_format", "vote_change", "malformed_not_skip", "double_skip"]
    roll = day_roll(ctx)
    first = read_votes(posts_of(ctx, votes_in, rules.form), roll, rules)
    ctx.votes = tally(first, None)
    final, leaders = first, first.leaders
    if first.tie:
        final, leaders = _revote(ctx, first, roll, rules, used)
    executed = None
    if len(leaders) == 1:
        executed = leaders[0]
    elif len(leaders) > 1:
        default = ctx.rng("coin_toss").choice(sorted(leaders))
        answer = ctx.ask("coin_toss", "coin_toss", {"tied": list(leaders)}, list(leaders), default)
        executed = answer if answer in leaders else default
        used.append("coin_toss")
        ctx.notes.append(note("meta_coin_toss", tied=list(leaders), chosen=executed))
    _skips(ctx, first, final, used)
    if executed is not None:
        ctx.votes = tally(first, executed)
        _remove(ctx, executed, "execution", used)
    leaving = ctx.scratch.get("meta_leaving", set())
    for name in ctx.order_of_seats:
        if name in leaving and name != executed:
            _remove(ctx, name, "left", used)


def _joined(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return POSTS_SEPARATOR.join(str(v) for v in value)
    return str(value)


def day_roll(ctx: PhaseContext) -> Roll:
    npc_votes = ctx.rule("npc_vote") == "votes"
    living = [p.name for p in ctx.living()]
    voters = [p.name for p in ctx.living() if npc_votes or p.trait("no_vote") is None]
    return Roll.of(
        ctx.order_of_seats,
        living,
        voters,
        {p.name: int(p.counters.get("skips", 0)) for p in ctx.seated()},
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


def tally(reading: VoteReading, executed: str | None) -> VoteTally:
    ballots = tuple(
        Vote(b.voter, b.against, 1.0, (note(f"meta_ballot_{b.outcome.value}", skips=b.skips),))
        for b in reading.ballots
    )
    return VoteTally(ballots, frozen_map(dict(reading.totals)), float(len(ballots)), executed)


def _revote(
    ctx: PhaseContext, first: VoteReading, roll: Roll, rules: VoteRules, used: list[str]
) -> tuple[VoteReading, tuple[str, ...]]:
    """A tie: the revote (decisions.revote, or the scenario's `revotes`), same rules."""
    used.append("revote_candidates")
    given = ctx.decisions.get("revote")
    answer = ctx.ask("revote", "revote", {"tied": list(first.leaders)}, [], None)
    if not isinstance(given, Mapping) and not isinstance(answer, Mapping):
        ctx.notes.append(note("meta_no_revote", tied=list(first.leaders)))
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
    if ctx.rule("revote_candidates") == "tied":
        second = _only_tied(second, first.leaders)
    ctx.notes.append(
        note(
            "meta_revote",
            tied=list(first.leaders),
            totals=", ".join(f"{n} {c}" for n, c in second.totals.items()),
            leaders=list(second.leaders),
        )
    )
    ctx.scratch["revote"] = second
    return second, second.leaders


def _only_tied(reading: VoteReading, tied: tuple[str, ...]) -> VoteReading:
    """Ruling revote_candidates=tied: a vote for anyone else is malformed."""
    from dataclasses import replace

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


def _skips(ctx: PhaseContext, first: VoteReading, final: VoteReading, used: list[str]) -> None:
    """Count the day's skips into each voter's `skips` counter (rulings double_skip,
    revote_skip, malformed_not_skip)."""
    in_a_row = ctx.rule("double_skip") == "in_a_row"
    two = ctx.rule("revote_skip") == "two"
    for ballot in first.ballots:
        live = ctx.live(ballot.voter)
        day = 1 if ballot.skips > int(live.counters.get("skips", 0)) else 0
        if final is not first:
            again = final.ballot(ballot.voter)
            if again is not None and again.skips > int(live.counters.get("skips", 0)):
                day = day + 1 if two else max(day, 1)
                if "revote_skip" not in used:
                    used.append("revote_skip")
        total = int(live.counters.get("skips", 0)) + day
        if in_a_row and day == 0:
            total = 0
        live.counters["skips"] = total
        leave = ctx.ruleset.numbers["vote_post"].get("skips_to_leave")
        if isinstance(leave, int) and total >= leave and day:
            ctx.scratch.setdefault("meta_leaving", set()).add(ballot.voter)


def _remove(ctx: PhaseContext, name: str, cause: str, used: list[str]) -> None:
    """Executed or gone: out at once, the role shown, his night orders cancelled."""
    if not ctx.live(name).alive:
        return
    word = "executed" if cause == "execution" else "left"
    shown = out_by_day(ctx, name, cause, tuple(used), word, cause, cause == "execution")
    ctx.act(None, cause, [name], word, [note(f"meta_{cause}", role=shown["role_shown"])], used)
