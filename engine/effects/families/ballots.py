"""The day vote's ballots when a vote is a player's name (`reader: names`), each judged by
the section's `check`:

- `orders`: a vote that cannot count is refused as an order would be (dead voter, a
  voter whose place does not vote, a dead or unknown candidate) and kept uncounted with
  its note; `weights`: a public role's vote weight (a vote against a holder of
  `immune_trait` naming `weight_key` weighs one), the votes bought by an order of kind
  `buy_votes` (families.bought_votes), the self-vote penalty of trait `penalty_trait`;
- `start`: by the start of the phase (a card game's veche): a dead voter's vote, a vote
  for the dead or (ruling `self_ruling` forbidden) for oneself are not counted; the voters
  in seat order only; `no_lynch` is the abstention (peace);
- `living`: by now; `sold_votes` are shown, not counted.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ...model.state import Order
from ...resolution.context import public_roles_of
from ...trace import Vote
from ..values import fraction, note
from .bought_votes import bought_ballots, immune

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from ...ruleset.load import Ruleset
    from .day_vote import DayVoteParams


def in_seat_order(ctx: PhaseContext, voters: Mapping[str, str]) -> list[str]:
    """The voters in seating order, then any who are not players as given (each ballot of
    the tally in that order, not sorted)."""
    seated = [name for name in ctx.order_of_seats if name in voters]
    if len(seated) < len(voters):
        players = ctx.players
        seated.extend(v for v in voters if v not in players)
    return seated


def by_orders(ctx: PhaseContext, p: DayVoteParams, votes_in: Mapping[str, str]) -> list[Vote]:
    """`check: orders` (see the module)."""
    ballots: list[Vote] = []
    extra = bought_ballots(ctx)
    for voter in in_seat_order(ctx, votes_in):
        candidate = votes_in[voter]
        refused = refused_ballot(ctx, voter, candidate)
        if refused is not None:
            ballots.append(refused)
            continue
        heavier = vote_weight(ctx, ctx.live(voter)) if p.weights else None
        if heavier is None:
            ballots.append(Vote(voter, candidate, 1.0, ()))
        elif immune(ctx, candidate, p.weight_key):
            ballots.append(Vote(voter, candidate, 1.0, (note("vip_single_vote"),)))
        else:
            ballots.append(Vote(voter, candidate, float(heavier), ()))
        if voter in extra:
            ballots.append(extra[voter])
    for live in ctx.living() if p.penalty_trait else ():
        penalty = live.trait(p.penalty_trait or "")
        if penalty is not None and ctx.place_of(live.name).votes:
            weight = -float(fraction(penalty["votes"]))
            ballots.append(Vote(live.name, live.name, weight, (note(p.penalty_trait or ""),)))
    return ballots


def vote_weight(ctx: PhaseContext, voter: Live) -> Fraction | None:
    """The heaviest weight above 1 of the voter's public roles; None: his vote weighs 1
    (most voters: no Fraction is compared, as Fractions are slow)."""
    heavier = ctx.ruleset.memo("heavier_votes", lambda: _heavier_votes(ctx.ruleset))
    weight: Fraction | None = None
    for role_id in public_roles_of(ctx, voter):
        w = heavier.get(role_id)
        if w is not None and (weight is None or w > weight):
            weight = w
    return weight


def _heavier_votes(ruleset: Ruleset) -> dict[str, Fraction]:
    """The public roles whose vote weighs more than 1, with its weight."""
    return {
        role_id: role.vote_weight
        for role_id, role in ruleset.public_roles.items()
        if role.vote_weight is not None and role.vote_weight > 1
    }


def refused_ballot(ctx: PhaseContext, voter: str, candidate: str) -> Vote | None:
    """A vote that cannot count (`ballot_problem`): rejected with the reason, and kept in the
    tally uncounted with its note; None when it counts."""
    problem = ballot_problem(ctx, voter, candidate)
    if problem is None:
        return None
    order = Order(voter, "vote", (candidate,), ref=f"{ctx.phase}.vote.{voter}")
    ctx.reject(order, problem[0], **problem[1])
    why = {
        "actor_dead": "vote_voter_dead",
        "target_dead": "vote_for_dead",
        "unknown_player": "vote_unknown_player",
    }.get(problem[0], f"vote_voter_{problem[0]}")  # vote_voter_in_<place>
    return Vote(voter, candidate, 0.0, (note(why),), counted=False)


def ballot_problem(
    ctx: PhaseContext, voter: str, candidate: str
) -> tuple[str, dict[str, Any]] | None:
    if voter not in ctx.players:
        return "unknown_player", {"player": voter}
    if candidate not in ctx.players:
        return "unknown_player", {"player": candidate}
    live = ctx.live(voter)
    if not live.alive:
        return "actor_dead", {"player": voter}
    place = ctx.place_of(voter)
    if not place.votes:
        return f"in_{place.id}", {"player": voter}
    if not ctx.live(candidate).alive:
        return "target_dead", {"targets": [candidate]}
    return None


def by_start(
    ctx: PhaseContext, p: DayVoteParams, votes: Mapping[str, str]
) -> tuple[list[Vote], dict[str, float]]:
    """`check: start` (see the module): the ballots and the counted totals."""
    ballots: list[Vote] = []
    totals: dict[str, float] = {}
    for voter in ctx.order_of_seats:
        candidate = votes.get(voter)
        if candidate is None:
            continue
        why = _bad_vote(ctx, p, voter, candidate)
        ballots.append(Vote(voter, candidate, 1.0, (note(why),) if why else (), why is None))
        if why is None:
            totals[candidate] = totals.get(candidate, 0) + 1
    return ballots, totals


def _bad_vote(ctx: PhaseContext, p: DayVoteParams, voter: str, candidate: str) -> str | None:
    if not ctx.live(voter).start.alive:
        return "vote_voter_dead"
    if candidate == p.no_lynch:
        return None
    if candidate not in ctx.players or not ctx.live(candidate).start.alive:
        return "vote_candidate_dead"
    if candidate == voter and p.self_ruling and ctx.rule(p.self_ruling) == "forbidden":
        return "vote_self"
    return None


def by_living(
    ctx: PhaseContext, p: DayVoteParams, votes: Mapping[str, str]
) -> tuple[tuple[Vote, ...], dict[str, str]]:
    """`check: living` (see the module): the ballots as given, and the counted votes."""
    # «голос игрока учтён не будет»: the phase's `sold_votes` (scenario key, or the older
    # `decisions: {sold_votes: ...}`, both read into the decisions)
    sold = set(ctx.decisions.get("sold_votes") or ()) if p.sold_votes else set()
    living = {pl.name for pl in ctx.living()}
    counted = {v: c for v, c in votes.items() if v in living and v not in sold and c in living}
    sold_note = (note(f"{p.note_prefix}sold_vote"),)
    ballots = tuple(
        Vote(v, c, 1.0, sold_note if v in sold else (), v in counted) for v, c in votes.items()
    )
    return ballots, counted
