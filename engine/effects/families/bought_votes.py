"""Votes bought with one's own HP: the day vote's extra ballots (`reader: names`, `check:
orders`). An order of kind `buy_votes` adds its `count` votes to the target of its actor's
own vote of the phase, and costs him HP per vote («Может вносить до 3 дополнительных голосов
за цель своего голосования. Получает 20 урона за каждый дополнительный голос», seed 000).
The ballots (families.ballots) add the bought votes; the order itself deals the cost."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...trace import Vote
from .. import kind
from ..values import note
from .base import Common, FamilyKind
from .damage import hit
from .day_vote import params as day_vote_params
from .immunity import listed_immune

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class BuyVotesParams(Common):
    """`hp_per_vote`: the damage (not an attack) the buyer takes per vote bought;
    `count_param`: the order's parameter saying how many votes; `note`: the note of the
    bought ballot and of the damage (default: the ability's id), with `count`.

    Refused without a vote of the actor this phase (`no_vote`) and on a vote for a holder of
    the day vote's `immune_trait` whose `abilities` list the ability (`immune`)."""

    hp_per_vote: int = 0
    count_param: str = "count"
    note: str | None = None


@kind
class BuyVotes(FamilyKind[BuyVotesParams]):
    """Extra votes on one's own vote's target, paid in HP (see the module)."""

    name = "buy_votes"
    schema = BuyVotesParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        candidate = ctx.inputs.votes.get(ro.actor)
        if candidate is None:
            return "no_vote", ro.actor
        if candidate in ctx.players and immune(ctx, candidate, ro.ability.id):
            return "immune", candidate
        return super().check(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: BuyVotesParams = self.typed(ro)
        count = bought(ro, p)
        hit(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=ro.actor,
            base=count * p.hp_per_vote,
            attack=False,
            order=ro.ref,
            notes=[note(p.note or ro.ability.id, count=count)],
        )


def bought(ro: ResolvedOrder, p: BuyVotesParams) -> int:
    return int(ro.params[p.count_param])


def immune(ctx: PhaseContext, candidate: str, key: str) -> bool:
    """Whether `candidate`'s trait `immune_trait` of the day vote lists `key` (an ability,
    or the vote weight's `weight_key`)."""
    return listed_immune(ctx, candidate, day_vote_params(ctx).immune_trait, key)


_KIND = BuyVotes()


def bought_ballots(ctx: PhaseContext) -> dict[str, Vote]:
    """voter -> the ballot of the votes he bought this phase (his last order of this kind),
    on his own vote's candidate (the ballots check that vote)."""
    found: dict[str, Vote] = {}
    for ro in ctx.orders:
        candidate = ctx.inputs.votes.get(ro.actor)
        if ro.ability.kind != BuyVotes.name or candidate is None:
            continue
        p: BuyVotesParams = _KIND.typed(ro)
        count = bought(ro, p)
        said = (note(p.note or ro.ability.id, count=count),)
        found[ro.actor] = Vote(ro.actor, candidate, float(count), said)
    return found
