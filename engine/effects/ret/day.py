"""The day (step 0): which orders belong to the phase, the public abilities (curse, copy;
the treat is the `heal` family) and the vote. A night phase keeps only secret orders, a
day only public ones."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from ...model import Effect, frozen_map
from ...trace import Death, Vote, VoteTally
from .. import hook, kind
from ..common import fraction, note
from ..day import hang, refused_ballot, vote_totals
from .base import RetKind
from .phases import is_night
from .pipeline import deal, round_amount

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@hook(
    "ret_vote",
    rulings={
        "day_order": ("abilities_first", "vote_first"),
        "execution_rule": ("majority_of_cast", "plurality"),
        "avenger_scope": ("all", "no_execution"),
    },
    then=("deaths",),
)
def day(ctx: PhaseContext) -> None:
    """The day's vote, before or after the public abilities (ruling `day_order`)."""
    if is_night(ctx):
        return
    if ctx.rule("day_order") == "abilities_first":
        ctx.run_later(ctx.step, tally)
    else:
        tally(ctx)


def tally(ctx: PhaseContext) -> None:
    """Coma voters and votes for the dead do not count (ruling `execution_rule`)."""
    votes_in: Mapping[str, str] = ctx.scratch.get("votes_in", {})
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    ballots: list[Vote] = []
    for voter, candidate in sorted(votes_in.items(), key=lambda kv: seat.get(kv[0], 10**6)):
        refused = refused_ballot(ctx, voter, candidate)
        ballots.append(refused if refused is not None else Vote(voter, candidate, 1.0))
    totals, cast = vote_totals(ballots)
    executed = None
    if ctx.rule("execution_rule") == "plurality":
        top = max(totals.values(), default=0.0)
        leaders = [c for c, t in totals.items() if t == top]
        executed = leaders[0] if top > 0 and len(leaders) == 1 else None
    else:
        executed = next((c for c, t in totals.items() if cast > 0 and t > cast / 2), None)
    ctx.votes = VoteTally(tuple(ballots), frozen_map(totals), cast, executed)
    if executed is not None:
        execute(ctx, executed)


def execute(ctx: PhaseContext, name: str) -> None:
    """Execution: the avenger is mortally wounded instead (ruling `avenger_scope`)."""
    live = ctx.live(name)
    ctx.executed = name
    used: list[str] = []
    if (
        live.trait("mortal_wound") is not None
        and live.start.status != "mortally_wounded"
        and ctx.rule("avenger_scope", used) == "all"
    ):
        live.effects.append(
            Effect(
                "mortal_wound",
                None,
                ctx.phase,
                ctx.phase + 1,
                ctx.phase + 1,
                frozen_map({"step": 0, "frag": None}),
            )
        )
        ctx.scratch.setdefault("killed_avengers", []).append(name)
        ctx.act(None, "execution", [name], "mortally_wounded", [note("avenger")], used)
        return
    hang(ctx, live, used)
    ctx.deaths.append(Death(name, None, 0, "execution", tuple(used)))
    ran = ctx.live(name).flags
    for ro in ctx.orders:
        if ro.actor == name and ro.cancelled is None and f"ran:{ro.ability.id}" not in ran:
            ro.cancelled = "executed"
            ctx.reject(ro.order, "executed", 0, player=name)


@kind
class RetCurse(RetKind):
    """«урон, равный трети своего недостающего хп на момент начала дня (но не больше 27)»."""

    name = "ret_curse"
    intent = "harm"
    then: ClassVar[tuple[str, ...]] = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {"fraction": str, "max": int}

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        start = ctx.live(ro.actor).start
        missing = max(start.max_hp - start.hp, 0)
        used: list[str] = []
        share = round_amount(ctx, Fraction(missing) * fraction(ro.effect("fraction")), used)
        amount = min(share, int(ro.effect("max")))
        deal(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=ro.targets[0],
            base=amount,
            attack=False,
            order=ro.ref,
            rulings=used,
            notes=[note("curse", missing=missing, of=ro.actor)],
        )


@kind
class RetCopyRole(RetKind):
    """«Копирует способности явной роли цели на следующую ночь и день.»"""

    name = "ret_copy_role"
    params: ClassVar[Mapping[str, Any]] = {"forbid_roles": list, "phases": int}

    def order_check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        role = ctx.live(ro.targets[0]).start.public_role
        if role in (ro.effect("forbid_roles") or ()):
            return "cannot_copy", role
        return None

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        role = ctx.live(ro.targets[0]).start.public_role
        last = ctx.phase + int(ro.effect("phases", 2))
        ctx.live(ro.actor).effects.append(
            Effect(
                "copied_role",
                ro.targets[0],
                ctx.phase,
                ctx.phase + 1,
                last,
                frozen_map({"role": role}),
            )
        )
        ctx.act(
            ro.actor,
            ro.ability.id,
            ro.targets,
            "copied",
            [note("copied", role=role)],
            ["plagiarist_timing"],
            ro.ref,
        )
