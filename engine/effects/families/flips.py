"""The end of a night without HP: pending deaths written with their flip, charges spent,
results of the dead held back (or not) by a ruling.

«Every death flips at once»: the role, the alignment and the modifiers shown are the true
ones (`numbers.flips` may hide any of them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...model.state import frozen_map
from ...trace import Death
from .. import effect_kind, hook
from .base import FamilyKind
from .registry import section_or
from .schema import section
from .state import faction, modifiers, record, spend, write_deaths

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ...resolution.context import PhaseContext


@section("flips")
@dataclass(frozen=True, slots=True)
class FlipParams:
    """What a death shows. `role_effects`: a lasting effect on the dead that shows another
    role (a converted player «будет обозначаться как Метаморф при выбывании», seed 003);
    `frags_counter`: a counter on the killer that counts his kills that landed (a win
    condition may read it). Whose results are held back is the delivery family's
    (`numbers.delivery`, the `messages` hook)."""

    role: bool = True
    alignment: bool = True
    modifiers: bool = True
    role_effects: dict[str, str] = field(default_factory=dict)
    frags_counter: str | None = None


def _params(ctx: PhaseContext) -> FlipParams:
    return section_or(ctx.ruleset, "flips", FlipParams)


def flip(ctx: PhaseContext, name: str) -> Mapping[str, Any]:
    p = _params(ctx)
    out: dict[str, Any] = {}
    if p.role:
        out["role_shown"] = role_shown(ctx, p, name)
    if p.alignment:
        out["alignment_shown"] = faction(ctx, name)
    if p.modifiers:
        out["modifiers_shown"] = list(modifiers(ctx, name))
    return frozen_map(out)


def role_shown(ctx: PhaseContext, p: FlipParams, name: str) -> str:
    live = ctx.live(name)
    shown = (r for e, r in p.role_effects.items() if live.effects_of(e))
    return next(shown, live.start.secret_role)


def out_by_day(
    ctx: PhaseContext,
    name: str,
    cause: str,
    rulings: tuple[str, ...],
    reason: str,
    cancelled: str | None = None,
    execution: bool = True,
) -> Mapping[str, Any]:
    """A player out by day (executed, or gone): dead at once with his flip (returned), his
    night orders cancelled (`cancelled`, default `reason`) and refused with `reason`; the
    caller says the event in its own words."""
    shown = flip(ctx, name)
    live = ctx.live(name)
    live.alive = False
    live.executed = True  # out by day: the driver leaves his orders to the vote
    if execution:
        ctx.executed = name
    ctx.deaths.append(Death(name, None, 0, cause, rulings, extra=shown))
    for ro in ctx.orders:
        if ro.actor == name and ro.cancelled is None:
            ro.cancelled = cancelled or reason
            ctx.reject(ro.order, reason, 0, player=name)
    return shown


@hook("family_deaths", then=("statuses", "messages", "apply_statuses"))
def family_deaths(ctx: PhaseContext) -> None:
    rec, p = record(ctx), _params(ctx)
    for ro in ctx.orders:  # «it is not considered Normal to refund shots»: blocked uses spend
        if isinstance(effect_kind(ro.ability.kind), FamilyKind) and ro.cancelled in (
            None,
            "blocked",
        ):
            spend(ctx, ro.actor, ro.ability.id)
    for pending in write_deaths(ctx, rec.deaths.values(), lambda name: flip(ctx, name)):
        if p.frags_counter is not None and pending.frag is not None:
            killer = ctx.live(pending.frag)
            killer.counters[p.frags_counter] = int(killer.counters.get(p.frags_counter, 0)) + 1
