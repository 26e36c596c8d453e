"""Heals for the deaths of the phase (issue 27): a trait whose living holder restores HP
when characters died this phase — per death (an undertaker: «Восстанавливает 20 хп за
каждого погибшего игрока, кроме погибшего от казни», seed 000; «15 хп за каждого
погибшего ночью игрока», seed 001) or once when at least one died whose role is shown as
not of a faction (a prosecutor: «Восстанавливает 30 хп, если днём погибает хотя бы один
персонаж, чья роль раскрывается не как закон», seed 001).
One hook, `heal_per_death`, over the list `numbers.heal_per_death.heals`.

Which deaths count: those of the phase, but for `skip_causes` (executions), and a
mortally wounded holder of `numbers.mortal_wound`'s trait (an avenger) by
`wounded_ruling`: `at_kill` (counted when wounded, not again when he dies), `at_death`
(when he dies at the end of his extra phase), `never`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from ...ruleset.schema import Ref
from .. import hook
from ..values import note
from . import mortal_wound
from .heal import restore
from .registry import section_or
from .schema import section
from .seen import Mask, masked
from .switch import Switch, holds

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@dataclass(frozen=True, slots=True)
class HealPerDeath:
    """One heal for the phase's deaths (its keys: `HealPerDeathParams`)."""

    trait: Annotated[str, Ref("trait")]
    note: str
    ability: str | None = None
    names_in_note: bool = False
    kinds: tuple[str, ...] = ()
    per_death: bool = True
    skip_causes: tuple[str, ...] = ()
    wounded_ruling: Annotated[str, Ref("ruling")] | None = None
    not_faction: Annotated[str, Ref("faction")] | None = None
    shown_when: Switch = field(default_factory=dict)
    hidden_trait: Annotated[str, Ref("trait")] | None = None
    shown_masks: tuple[Mask, ...] = ()
    not_if_counted: bool = False


@section("heal_per_death")
@dataclass(frozen=True, slots=True)
class HealPerDeathParams:
    """`heals`: the heals for the phase's deaths, in order, each with the keys:
    `trait`: whose living holder heals himself by its `amount`; `ability`: the event's
    ability (none: the trait), `note`: its note, carrying `deaths` (the count, or the names
    when `names_in_note`); `kinds`: the phase kinds it works in (none: every phase);
    `per_death`: the amount for each counted death, else once; `skip_causes`: death causes
    not counted; `wounded_ruling`: the ruling on a mortally wounded character (options
    at_kill, at_death, never; none: never); `not_faction`: only deaths whose role is shown
    not of this faction count, the role shown being the true one unless `shown_when` holds
    (then as announced: `hidden_trait` shows none, else the first of `shown_masks`);
    `not_if_counted`: not when the holder is himself among the counted deaths."""

    heals: tuple[HealPerDeath, ...] = ()


def params(ctx: PhaseContext) -> HealPerDeathParams:
    return section_or(ctx.ruleset, "heal_per_death", HealPerDeathParams)


@hook("heal_per_death")
def heal_per_death(ctx: PhaseContext) -> None:
    for heal in params(ctx).heals:
        if not heal.kinds or ctx.kind.id in heal.kinds:
            _heal(ctx, heal)


def counted(ctx: PhaseContext, heal: HealPerDeath, used: list[str]) -> list[str]:
    """The deaths this heal counts, by name."""
    wound = mortal_wound.params(ctx)
    when = ctx.rule(heal.wounded_ruling, used) if heal.wounded_ruling else "never"
    # at_death: a wounded character's death counts (unless a skipped cause), else not
    names = [
        d.player
        for d in ctx.deaths
        if d.cause not in heal.skip_causes and (when == "at_death" or d.cause != wound.trait)
    ]
    if when == "at_kill":
        names += mortal_wound.newly_wounded(ctx)
    elif when == "at_death" and wound.trait:
        # dying at the end of this phase, his extra one (not yet among the deaths)
        names += [
            p.name
            for p in ctx.living()
            if p.start.status == wound.status and mortal_wound.ACTS_NOW not in p.flags
        ]
    return names


def _shown_role(ctx: PhaseContext, heal: HealPerDeath, name: str, as_announced: bool) -> str | None:
    live = ctx.live(name)
    if not as_announced:
        return live.start.secret_role
    if heal.hidden_trait and live.trait(heal.hidden_trait) is not None:
        return None
    return masked(ctx, heal.shown_masks, name) or live.start.secret_role


def _heal(ctx: PhaseContext, heal: HealPerDeath) -> None:
    used: list[str] = []
    dead = counted(ctx, heal, used)
    names = dead
    if heal.not_faction is not None:
        as_announced = holds(ctx, heal.shown_when, used)
        names = [
            n
            for n in dead
            if (role := _shown_role(ctx, heal, n, as_announced)) is not None
            and ctx.faction_of(role) != heal.not_faction
        ]
    if not names:
        return
    amount_per = len(names) if heal.per_death else 1
    said = note(heal.note, deaths=names if heal.names_in_note else len(names))
    for live in ctx.living():
        spec = live.trait(heal.trait)
        if spec is None or (heal.not_if_counted and live.name in dead):
            continue
        restore(
            ctx,
            actor=live.name,
            ability=heal.ability or heal.trait,
            target=live.name,
            amount=int(spec["amount"]) * amount_per,
            notes=[said],
            rulings=used,
        )
