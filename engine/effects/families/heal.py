"""Healing: HP restored to a target, written once for every ruleset with HP (issue 27).

`restore` is the ruleset's one HP heal (an ability's heal, a treat, a place's regeneration,
a reward): the doomed are not healed, a character at 0 HP or below only at the steps a
ruling allows, the student's factor, one rounding, the cap at each heal by a ruling. What
differs between rulesets is the `numbers.healing` section. The `heal` kind is an ability
that heals its targets by an amount (another where the target lay when the phase began),
or to full, and cures lasting effects.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Annotated

from ...ruleset.schema import Ref
from ...trace import EventKind, HpEvent, Note
from .. import kind
from ..values import note
from .base import Common, FamilyKind
from .gate import refused, stopped
from .registry import section_or
from .schema import section

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder

Place = Annotated[str, Ref("location")]  # a place of the ruleset, checked at load


@section("healing")
@dataclass(frozen=True, slots=True)
class HealingParams:
    """The ruleset's heal pipeline, shared by every heal of the game.

    `student_trait`: the trait whose `factor` (else `student_factor`) multiplies a heal by
    an ability («Любое целевое лечение»; none: no such trait); `student_other_ruling`: a
    ruling whose option `all_but_hospital` lets every other heal but a place's regeneration
    count for him too;
    `rounding_ruling`: the ruling that rounds a fractional heal once (option `down`: down,
    any other: up; none: up); `literal_steps_ruling`: a ruling whose option `literal` heals
    a character at 0 HP or below only at `literal_steps` (and the day);
    `cap_ruling`: a ruling whose option `each_heal` cuts HP to the maximum at every heal."""

    student_trait: Annotated[str, Ref("trait")] | None = None
    student_factor: str = "3/2"
    student_other_ruling: str | None = None
    rounding_ruling: str | None = None
    literal_steps_ruling: str | None = None
    literal_steps: tuple[int, ...] = ()
    cap_ruling: str | None = None


def healing(ctx: PhaseContext) -> HealingParams:
    return section_or(ctx.ruleset, "healing", HealingParams)


def restore(
    ctx: PhaseContext,
    *,
    actor: str | None,
    ability: str,
    target: str,
    amount: int,
    regen: bool = False,
    by_ability: bool = False,
    order: str | None = None,
    notes: Iterable[Note] = (),
    rulings: Iterable[str] = (),
) -> HpEvent | None:
    """Heal `target` by `amount`; `by_ability`: a heal or treat, `regen`: a place's
    regeneration (never the student's bonus)."""
    live = ctx.live(target)
    if not live.alive:
        return None
    spec = healing(ctx)
    notes = list(notes)
    used = list(rulings)
    if live.doomed:
        ctx.act(actor, ability, [target], "no_effect", [note("doomed")], used, order)
        return None
    if _too_late(ctx, spec, live.hp, used):
        ctx.act(actor, ability, [target], "no_effect", [note("heal_steps")], used, order)
        return None
    value = Fraction(amount)
    student = live.trait(spec.student_trait) if spec.student_trait else None
    if student is not None and _counts(ctx, spec, regen, by_ability, used):
        value *= Fraction(str(student.get("factor", spec.student_factor)))
        notes.append(note("student"))
    new_hp = live.hp + _rounded(ctx, spec, value, used)
    if spec.cap_ruling and new_hp > live.max_hp and ctx.rule(spec.cap_ruling) == "each_heal":
        new_hp = max(live.max_hp, live.hp)
        notes.append(note("cap", max_hp=live.max_hp))
        used.append(spec.cap_ruling)
    return ctx.change_hp(
        target,
        new_hp,
        kind=EventKind.HEAL,
        actor=actor,
        ability=ability,
        notes=notes,
        rulings=used,
        order=order,
    )


def _too_late(ctx: PhaseContext, spec: HealingParams, hp: int, used: list[str]) -> bool:
    """At 0 HP or below, healed only at the literal steps (ruling `literal_steps_ruling`)."""
    ruling = spec.literal_steps_ruling
    return (
        ruling is not None
        and hp <= 0
        and ctx.step > 0
        and ctx.rule(ruling, used) == "literal"
        and ctx.step not in spec.literal_steps
    )


def _counts(
    ctx: PhaseContext, spec: HealingParams, regen: bool, by_ability: bool, used: list[str]
) -> bool:
    """Whether the student's factor applies to this heal."""
    if by_ability:
        return True
    other = spec.student_other_ruling
    return not regen and other is not None and ctx.rule(other, used) == "all_but_hospital"


def _rounded(ctx: PhaseContext, spec: HealingParams, value: Fraction, used: list[str]) -> int:
    """One rounding, after the factor (ruling `rounding_ruling`)."""
    if value.denominator == 1:
        return int(value)
    ruling = spec.rounding_ruling
    if ruling is not None and ruling not in used:
        used.append(ruling)
    if ruling is not None and ctx.rule(ruling) == "down":
        return value.numerator // value.denominator
    return -((-value.numerator) // value.denominator)


@dataclass(frozen=True, slots=True)
class HealParams(Common):
    """`amount`: HP restored (`to_full`: up to the maximum instead); `amount_at`: another
    amount on a target lying in a place when the phase began (the medic's 15 in hospital),
    noted `was_in_<place>`; `ruled_at`: a place whose amount a ruling switches on (option
    `yes`: coma counts as hospital by `medic_coma`); `cures`: lasting effects the heal
    removes from the target (poison, a disease), each noted `cured_<effect>` (worded
    in the ruleset's `text:`); `gate`: the ruleset's gate on its orders (families.gate),
    asked when the order is checked and at its step."""

    amount: int = 0
    to_full: bool = False
    amount_at: dict[Place, int] = field(default_factory=dict)
    ruled_at: dict[Place, Annotated[str, Ref("ruling")]] = field(default_factory=dict)
    cures: tuple[str, ...] = ()
    gate: str | None = None


@kind
class Heal(FamilyKind[HealParams]):
    """Heals each target through the ruleset's heal pipeline (`numbers.healing`)."""

    name = "heal"
    schema = HealParams
    intent = "help"

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return super().check(ctx, ro) or refused(ctx, ro, self.typed(ro).gate)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        params: HealParams = self.typed(ro)
        if not stopped(ctx, ro, params.gate):
            for target in ro.targets:
                heal_one(ctx, ro, params, target)


def heal_one(ctx: PhaseContext, ro: ResolvedOrder, params: HealParams, target: str) -> None:
    """One target's heal: the amount for where he lay, his cures, then the HP."""
    notes: list[Note] = []
    used: list[str] = []
    live = ctx.live(target)
    amount = live.max_hp - live.hp if params.to_full else params.amount
    where = live.location
    ruling = params.ruled_at.get(where)
    if where in params.amount_at and (ruling is None or ctx.rule(ruling, used) == "yes"):
        amount = params.amount_at[where]
        notes.append(note(f"was_in_{where}"))  # was_in_hospital
    for cured in params.cures:
        if live.alive and not live.doomed and live.effects_of(cured):
            live.effects = [e for e in live.effects if e.kind != cured]
            notes.append(note(f"cured_{cured}"))  # worded by the ruleset
    restore(
        ctx,
        actor=ro.actor,
        ability=ro.ability.id,
        target=target,
        amount=max(amount, 0),
        by_ability=True,
        order=ro.ref,
        notes=notes,
        rulings=used,
    )
