"""Who may act, ruleset-wide, for the family kinds of a game with HP: a ruling may forbid
targeting oneself, leave a character at 0 HP or below inert for the rest of the night, or
let his status follow his HP during the night (seed 001's rulings `self_target`,
`negative_hp_acts`, `status_timing`). Set in `numbers.acting`; a ruleset without the
section has none of these."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..values import note
from .registry import numbers_section
from .schema import section

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@section("acting")
@dataclass(frozen=True, slots=True)
class ActingParams:
    """`self_ruling`: a ruling whose option `forbidden` refuses a targeted ability on
    oneself (reason `not_on_self`) unless the ability targets only oneself or is tagged
    `self_allowed`; `inert_ruling`: a ruling whose option `inert` leaves the later secret
    orders of a character at 0 HP or below without effect; `live_status_ruling`: a ruling
    whose option `live` takes away the secret abilities a character's status by his HP
    tonight (hospital, coma) no longer allows. An order without effect is noted and
    ruled with the ruling's id."""

    self_ruling: str | None = None
    inert_ruling: str | None = None
    live_status_ruling: str | None = None


def acting(ctx: PhaseContext) -> ActingParams | None:
    found = numbers_section(ctx.ruleset, "acting")
    return found if isinstance(found, ActingParams) else None


def refused(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
    """(`not_on_self`, ability) when the ruleset's self-target ruling forbids the order."""
    spec = acting(ctx)
    if (
        spec is not None
        and spec.self_ruling is not None
        and ro.actor in ro.targets
        and not ro.ability.targets.self_only
        and "self_allowed" not in ro.ability.tags
        and ctx.rule(spec.self_ruling) == "forbidden"
    ):
        return "not_on_self", ro.ability.id
    return None


def inert(ctx: PhaseContext, ro: ResolvedOrder) -> bool:
    """Whether the accepted order has no effect at its step (then recorded so)."""
    spec = acting(ctx)
    why = None if spec is None or ro.ability.public else _why(ctx, ro, spec)
    if why is None:
        return False
    ro.cancelled = why
    ctx.act(ro.actor, ro.ability.id, ro.targets, "no_effect", [note(why)], [why], ro.ref)
    return True


def _why(ctx: PhaseContext, ro: ResolvedOrder, spec: ActingParams) -> str | None:
    actor = ctx.live(ro.actor)
    ruling = spec.inert_ruling
    if ruling is not None and actor.hp <= 0 and ctx.rule(ruling) == "inert":
        return ruling
    ruling = spec.live_status_ruling
    if ruling is None or ctx.rule(ruling) != "live":
        return None
    where = ctx.ruleset.place(ctx.ruleset.status_for_hp(actor.hp).location)
    from_hospital = ro.grant.from_hospital
    if from_hospital is None:
        from_hospital = ro.ability.from_hospital
    if not where.acts or (not where.secret_acts and not from_hospital):
        return ruling
    return None
