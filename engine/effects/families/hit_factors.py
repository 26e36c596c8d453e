"""The hit modifiers that read the target's lasting effects, his protections and his traits
(families.damage's `Modifier` data): a contract's or a betrayal's multiplier carried by the
effect, one halving per protection, a trait's share where its bearer lies, and a group of
multipliers that add instead of multiplying by a ruling.

```yaml
modifiers:
  - {target_effect: contract, effect_factor: multiplier, giver_key: by, note: contract,
     day_ruling: contract_day_damage, lapses_ruling: contract_after_boss_death,
     sum_ruling: damage_multiplier_stacking}
  - {halvings: true, factor: "1/2", stack_ruling: halving_stacking, attacks_only: true,
     note: halved, limit_note: halving_not_stacked}
  - {target_trait: chief_physician, note: chief_physician, combine_ruling: chief_physician_halving,
     combine_only: protection_self_defense_only, limit_note: halving_not_combined}
```
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ...model.state import Effect
from ...trace import Note
from ..values import fraction, note

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from .damage import Modifier

Factor = Fraction | int
NIGHT_ONLY = "night_only"  # `day_ruling`'s option: the modifier skips the day's step 0
STANDS = "stands"  # `lapses_ruling`'s option: the effect outlives its dead giver
ADD = "add"  # `sum_ruling`'s option: the group's multipliers add
STACK = "stack"  # `stack_ruling`'s option: every halving counts


def stands(ctx: PhaseContext, effect: Effect, ruling: str | None, used: list[str] | None) -> bool:
    """An effect whose giver was dead when the phase began stands or lapses (`ruling`)."""
    giver = effect.source
    if ruling is None or giver is None or giver not in ctx.players:
        return True
    if ctx.live(giver).start.alive:
        return True
    return ctx.rule(ruling, used) == STANDS


def from_effect(
    ctx: PhaseContext,
    m: Modifier,
    live: Live,
    tags: tuple[str, ...],
    notes: list[Note],
    used: list[str],
) -> Factor | None:
    """The factor of the first of the target's `target_effect`s that applies, or None."""
    for effect in live.effects_of(str(m.target_effect), ctx.phase):
        if day_off(ctx, m, used):
            continue
        if not stands(ctx, effect, m.lapses_ruling, used):
            continue
        if m.effect_tags is not None:
            wanted = effect.params.get(m.effect_tags)
            if wanted is not None and not set(wanted) & set(tags):
                continue
        if m.effect_factor is not None and m.effect_factor in effect.params:
            value: Factor = int(effect.params[m.effect_factor])
        else:
            value = fixed(ctx, m)
        given = {m.giver_key: effect.source} if m.giver_key else {}
        notes.append(note(m.note, **given))
        return value
    return None


def day_off(ctx: PhaseContext, m: Modifier, used: list[str]) -> bool:
    """In the day's step 0, while `day_ruling` says `night_only`."""
    return m.day_ruling is not None and ctx.step == 0 and ctx.rule(m.day_ruling, used) == NIGHT_ONLY


def fixed(ctx: PhaseContext, m: Modifier) -> Factor:
    """The modifier's own factor: the ruleset number `number`, or `factor`."""
    value = ctx.number(m.number) if m.number is not None else m.factor or "1"
    return fraction(value) if isinstance(value, str) else int(value)


def summed(ctx: PhaseContext, ruling: str, found: list[Factor], used: list[str]) -> Factor:
    """A group's multipliers: multiplied, or added (`ruling`'s option `add`: ×2 and ×2 is
    ×3) when more than one applies."""
    if len(found) > 1 and ctx.rule(ruling, used) == ADD:
        return Fraction(sum(found) - (len(found) - 1))
    out: Factor = 1
    for value in found:
        out = Fraction(out) * value
    return out


def halvings(
    ctx: PhaseContext, m: Modifier, live: Live, notes: list[Note], used: list[str]
) -> Factor:
    """The protections that cut his damage this phase (`Live.halving`): one counts (all of
    them while `stack_ruling` says `stack`), each with its note naming it and its giver."""
    if not live.halving:
        return 1
    counted = live.halving[:1]
    many = len(live.halving) > 1
    if many and m.stack_ruling is not None and ctx.rule(m.stack_ruling, used) == STACK:
        counted = live.halving
    for by_ability, by_actor in counted:
        notes.append(note(m.note, ability=by_ability, by=by_actor))
    if many and len(counted) == 1 and m.limit_note is not None:
        notes.append(note(m.limit_note, count=len(live.halving)))
    return fraction(m.factor or "1/2") ** len(counted)


def from_trait(
    ctx: PhaseContext,
    m: Modifier,
    live: Live,
    attack: bool,
    notes: list[Note],
    used: list[str],
) -> Factor:
    """The share of damage a trait gives its bearer where he lies (its params `factor`, `at`);
    on an attack with halvings too, while `combine_ruling` says `combine_only`, only the
    halvings by its `combines_with` abilities combine with it (else it is undone)."""
    params = live.trait(str(m.target_trait))
    if params is None or live.location != params.get("at"):
        return 1
    value = fraction(params.get("factor", m.factor or "1/2"))
    notes.append(note(m.note))
    if attack and live.halving and m.combine_ruling is not None:
        if m.combine_ruling not in used:
            used.append(m.combine_ruling)
        combining = params.get("combines_with", ())
        if ctx.rule(m.combine_ruling) == m.combine_only and not any(
            by in combining for by, _actor in live.halving
        ):
            value = Fraction(1)
            if m.limit_note is not None:
                notes.append(note(m.limit_note))
    return value
