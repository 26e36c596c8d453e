"""Passive regeneration at a phase's end (issue 27): the places that heal (a status's
`regen`, e.g. hospital and coma +15 «каждую ночь, начиная со следующей»), a trait that
heals more in one place (a chief physician's 20 in hospital) and a trait that heals its
holder every phase (a monk's 10), each through the ruleset's heal pipeline
(`families.heal.restore`). One hook, `regeneration`; a ruleset's differences are the
typed section `numbers.regeneration`.

Which place heals: the one the character lay in when the phase began. A place entered
this phase heals at once when its status's `regen_now` ruling says `same_phase`; with
`by_hp_when` in force, the place his HP puts him in at this step heals instead (a place
trait may move him elsewhere: the statuses family's `two_statuses`, `place_of_holder`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from ...ruleset.schema import Ref
from ...ruleset.statuses import FREE, NO_PLACE, Place
from .. import hook
from ..values import note
from .heal import restore
from .registry import section_or
from .schema import section
from .statuses import place_of_holder
from .switch import Switch, holds

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext


@section("regeneration")
@dataclass(frozen=True, slots=True)
class RegenerationParams:
    """`kinds`: the phase kinds it runs in (none: every phase); `by_hp_when`: a
    `{ruling: option}` in force heals by the place the HP puts a character in now, else by
    where he lay when the phase began (the ruling is named on each place's heal; a
    holder of `numbers.status_rules.two_statuses`' trait lies where that section says);
    `bonus_trait`: a trait that heals its `regen` instead in the place `at`;
    `own_trait`: a trait that heals its holder by its `amount` (the trait is the event's
    ability), noted `own_note`."""

    kinds: tuple[str, ...] = ()
    by_hp_when: Switch = field(default_factory=dict)
    bonus_trait: Annotated[str, Ref("trait")] | None = None
    own_trait: Annotated[str, Ref("trait")] | None = None
    own_note: str | None = None


def params(ctx: PhaseContext) -> RegenerationParams:
    return section_or(ctx.ruleset, "regeneration", RegenerationParams)


@hook("regeneration")
def regeneration(ctx: PhaseContext) -> None:
    p = params(ctx)
    if p.kinds and ctx.kind.id not in p.kinds:
        return
    ruled: list[str] = []
    by_hp = holds(ctx, p.by_hp_when, ruled)
    for live in ctx.living():
        place = _healing_place(ctx, p, live, by_hp)
        if place.regen is not None:
            restore(
                ctx,
                actor=None,
                ability=place.id,
                target=live.name,
                amount=_amount(p, live, place),
                regen=True,
                notes=[note(place.id)],
                rulings=[*ruled, *([place.regen_now] if place.regen_now else [])],
            )
        own = live.trait(p.own_trait) if p.own_trait else None
        if p.own_trait and own is not None:
            restore(
                ctx,
                actor=live.name,
                ability=p.own_trait,
                target=live.name,
                amount=int(own["amount"]),
                notes=[note(p.own_note)] if p.own_note else [],
            )


def _healing_place(ctx: PhaseContext, p: RegenerationParams, live: Live, by_hp: bool) -> Place:
    """The place that heals him this phase (FREE: none)."""
    if by_hp:
        return ctx.ruleset.place(place_of_holder(ctx, live, live.hp) if live.hp > 0 else NO_PLACE)
    place = ctx.place_of(live.name)
    if place.regen is not None:
        return place
    # entered this phase: heals now only by its ruling
    place = ctx.ruleset.place(ctx.ruleset.status_for_hp(live.hp).location)
    if place.regen is not None and place.regen_now and ctx.rule(place.regen_now) == "same_phase":
        return place
    return FREE


def _amount(p: RegenerationParams, live: Live, place: Place) -> int:
    bonus = live.trait(p.bonus_trait) if p.bonus_trait else None
    if bonus is not None and bonus.get("at") == place.id:
        return int(bonus.get("regen", place.regen))
    return int(place.regen or 0)
