"""HP damage, one mechanic for a ruleset with HP: a base amount, the ruleset's modifiers
(data, `numbers.damage`), one rounding, the HP event; then the wound it leaves and the
marks it sets off. An outright kill (no HP, no heal saves) is the same family's.

```yaml
numbers:
  damage:
    rounding_ruling: rounding            # option `down` rounds down, else up
    modifiers:                           # applied in this order, each with its note
      - {actor_count: weaken, number: weaken_percent, attacks_only: true,
         skipped_by: ignores_weaken, note: weakened}
      - {tags: [mafia, nagant], target_effect: betrayal, number: betrayal_multiplier,
         note: betrayal}
      - {target_flag: meditating, number: meditation_share, attacks_only: true,
         note: meditation}
    marks: {effect: mark, damage: 45, immune_factions: [yakuza], frag_ruling: mark_frag,
            giver_key: sensei}
    outright_frag_ruling: direct_death_frag
```
A mechanic no other game shares may stay the ruleset's own code and still deal through
this pipeline: a modifier `{by: NAME, note: ...}` calls the hit modifier its module
registers (`@modifier(NAME)`), and `after: [NAME, ...]` names what runs after every hit
(`@after_hit(NAME)`); the module registering them is imported by the ruleset's numbers.

The counts a modifier reads (`actor_count`: how many times tonight an ability lowered the
attacker's damage) and the wounds a hit leaves (what a forensic check reports) are the
phase's typed record (families.state), not the ruleset's own words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Annotated

from ...model.errors import RulesetError
from ...ruleset.schema import Ref
from ...trace import EventKind, HpEvent, Note
from .. import _MODULES, need_after_hit, ruleset_check
from ..values import note
from . import hit_factors
from .registry import numbers_section, section_or
from .schema import section, unknown
from .state import record

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from ...ruleset.load import Ruleset


Ruling = Annotated[str, Ref("ruling")]  # a ruling's id, checked at load with its line


@dataclass(frozen=True, slots=True)
class Modifier:
    """One factor on a hit, applied when all its conditions hold: `attacks_only` (the hit
    is an attack), `skipped_by` (a hit's flag that skips it: `ignores_weaken`), `tags` (the
    ability has one of them), `target_effect` (a lasting effect on the target this phase),
    `target_flag` (a flag on him tonight), `actor_count` (the attacker's count tonight:
    each takes `number` percent off, summed, never below nothing). The factor is `factor`
    (a fraction, "1/4") or the ruleset number named `number`. `note`: the note told with
    it (with `percent` for a count). `by`: a hit modifier the ruleset's own code registers
    (`@modifier`), which returns the factor and adds its own notes and rulings.

    Read from the target's lasting effect (families.hit_factors): `effect_factor`: the
    effect's parameter giving the factor (a contract's `multiplier`); `effect_tags`: its
    parameter listing the tags the hit must have one of (a betrayal's); `giver_key`: the
    note names the effect's giver under it; `day_ruling`: its option `night_only` skips the
    day (step 0); `lapses_ruling`: the effect of a giver dead when the phase began counts
    while its option is `stands`; `sum_ruling`: consecutive modifiers naming the same one
    multiply, or add while its option is `add` (×2 and ×2: ×3).
    `halvings`: one `factor` (default 1/2) per protection cutting the target's damage this
    phase, one only unless `stack_ruling` says `stack` (`limit_note` then, with the count).
    `target_trait`: a trait of the target giving its `factor` where he lies (its `at`); on
    an attack with halvings, while `combine_ruling` says `combine_only`, undone unless one
    of them is by its `combines_with` abilities (`limit_note`)."""

    note: str = ""
    attacks_only: bool = False
    skipped_by: str | None = None
    tags: tuple[str, ...] = ()
    target_effect: str | None = None
    target_flag: str | None = None
    actor_count: str | None = None
    factor: str | None = None
    number: str | None = None
    by: str | None = None
    effect_factor: str | None = None
    effect_tags: str | None = None
    giver_key: str | None = None
    day_ruling: Ruling | None = None
    lapses_ruling: Ruling | None = None
    sum_ruling: Ruling | None = None
    halvings: bool = False
    stack_ruling: Ruling | None = None
    target_trait: Annotated[str, Ref("trait")] | None = None
    combine_ruling: Ruling | None = None
    combine_only: str | None = None
    limit_note: str | None = None


@dataclass(frozen=True, slots=True)
class Marks:
    """Lasting effects (`effect`) on a target that each deal `damage` (not an attack) and
    go once he takes damage from an attack (or a hit that says so), unless his faction is
    one of `immune_factions`. The frag: the attacker's when `frag_ruling`'s option is
    `attacker`, else the mark's giver; the note names the giver under `giver_key`.
    `first`: they go off just before an attack's damage, whether it hurts or not (AM-15)."""

    effect: str
    damage: int
    immune_factions: tuple[Annotated[str, Ref("faction")], ...] = ()
    frag_ruling: Ruling | None = None
    giver_key: str = "giver"
    first: bool = False


@section("damage")
@dataclass(frozen=True, slots=True)
class DamageParams:
    """`rounding_ruling`: the ruling whose option `down` rounds a fractional hit down
    (otherwise up); `modifiers`: the factors on a hit, in order; `marks`: what damage sets
    off; `outright_frag_ruling`: the ruling whose option `always_user` gives an outright
    kill's frag to its user even after an earlier fall; `outright_doomed_ruling`: the
    ruling whose option `absolute` leaves the victim of an outright kill beyond any heal
    (without it he always is); `after`: what runs after every hit, in order: a family's
    (`rewards`: families.rewards' `numbers.hit_rewards`; `counter`: families.attack's
    counter trait) or one the ruleset's own code registers with `@after_hit`; the
    modifiers' own fields: `Modifier` (families.hit_factors reads the target's)."""

    rounding_ruling: str | None = None
    modifiers: tuple[Modifier, ...] = ()
    marks: Marks | None = None
    outright_frag_ruling: str | None = None
    outright_doomed_ruling: str | None = None
    after: tuple[str, ...] = ()


# a hit modifier: (ctx, target, the hit's tags, attack?, notes, rulings) -> its factor
HitModifier = Callable[
    ["PhaseContext", "Live", tuple[str, ...], bool, list[Note], list[str]], "Fraction | int"
]
# after a hit: (ctx, actor, target, attack?, the damage dealt, order)
AfterHit = Callable[["PhaseContext", "str | None", "Live", bool, int, "str | None"], None]
_MODIFIERS: dict[str, HitModifier] = {}
_AFTER: dict[str, AfterHit] = {}


def modifier(name: str) -> Callable[[HitModifier], HitModifier]:
    """Register a hit modifier a ruleset's `numbers.damage.modifiers` names with `by`."""

    def register(fn: HitModifier) -> HitModifier:
        _MODIFIERS[name] = fn
        return fn

    return register


def after_hit(name: str) -> Callable[[AfterHit], AfterHit]:
    """Register what runs after every hit, named in a ruleset's `numbers.damage.after`
    (found through the index, engine.effects.index.AFTER_HITS, on first use)."""

    def register(fn: AfterHit) -> AfterHit:
        _AFTER[name] = fn
        _MODULES["after_hits"][name] = fn.__module__
        return fn

    return register


def _after(name: str) -> AfterHit | None:
    need_after_hit(name, _AFTER)
    return _AFTER.get(name)


def _after_fn(name: str) -> AfterHit:
    """The after-hit `name` (checked at load), its module imported on first use."""
    found = _AFTER.get(name) or _after(name)
    assert found is not None, name
    return found


@ruleset_check
def check_damage(ruleset: Ruleset) -> None:
    """The numbers and `after`s a section names exist (its rulings and factions are
    `Ref`s, checked with the ruleset's ids: engine.ruleset.numbers)."""
    spec = numbers_section(ruleset, "damage") if "damage" in ruleset.numbers else None
    if not isinstance(spec, DamageParams):
        return
    where = "numbers: damage"
    for name in spec.after:
        if _after(name) is None:
            unknown(ruleset.file, f"{where}: after", name, _AFTER)
    for i, m in enumerate(spec.modifiers):
        _check_modifier(ruleset, f"{where}: modifiers[{i}]", m)


def _check_modifier(ruleset: Ruleset, where: str, m: Modifier) -> None:
    if m.by is not None:
        if m.by not in _MODIFIERS:
            unknown(ruleset.file, f"{where}: by", m.by, _MODIFIERS)
        return
    if m.number is not None and m.number not in ruleset.numbers:
        unknown(ruleset.file, f"{where}: number", m.number, ruleset.numbers)
    if m.halvings or m.target_trait is not None or m.effect_factor is not None:
        return  # their factor may come from the target's protections, trait or effect
    if m.number is None and (m.factor is None or m.actor_count is not None):
        needs = "'number' (percent per count)" if m.actor_count else "'factor' or 'number'"
        raise RulesetError(f"{where}: needs {needs}", ruleset.file)


def params(ctx: PhaseContext) -> DamageParams:
    return section_or(ctx.ruleset, "damage", DamageParams)


def count(ctx: PhaseContext, what: str, player: str) -> int:
    """Tonight's count of `what` on `player` (a modifier's `actor_count`)."""
    return record(ctx).counts.get(what, {}).get(player, 0)


def add_count(ctx: PhaseContext, what: str, player: str) -> int:
    counts = record(ctx).counts.setdefault(what, {})
    counts[player] = counts.get(player, 0) + 1
    return counts[player]


def wounds(ctx: PhaseContext) -> dict[str, list[str]]:
    """Tonight's wounds: target -> the abilities that damaged or killed him."""
    return record(ctx).wounds


def wound(ctx: PhaseContext, target: str, ability: str) -> None:
    record(ctx).wounds.setdefault(target, []).append(ability)


def rounded(ctx: PhaseContext, value: Fraction | int, used: list[str]) -> int:
    """One rounding, after every modifier (`rounding_ruling`: up or down)."""
    if isinstance(value, int) or value.denominator == 1:
        return int(value)
    ruling = params(ctx).rounding_ruling
    if ruling is not None and ruling not in used:
        used.append(ruling)
    if ruling is not None and ctx.rule(ruling) == "down":
        return value.numerator // value.denominator
    return -((-value.numerator) // value.denominator)


def factor(
    ctx: PhaseContext,
    actor: str | None,
    target: Live,
    tags: Iterable[str],
    attack: bool,
    flags: Iterable[str] = (),
    notes: list[Note] | None = None,
    used: list[str] | None = None,
) -> Fraction:
    """The product of the modifiers that apply to this hit (their notes into `notes`, the
    rulings they read into `used`)."""
    out = Fraction(1)
    own = set(flags)
    told = notes if notes is not None else []
    read = used if used is not None else []
    group: list[Fraction | int] = []  # a `sum_ruling`'s multipliers found so far
    mods = params(ctx).modifiers
    for i, m in enumerate(mods):
        last_of_group = i + 1 == len(mods) or mods[i + 1].sum_ruling != m.sum_ruling
        found = _one(ctx, m, actor, target, tuple(tags), attack, own, told, read)
        if m.sum_ruling is None:
            out *= found if found is not None else 1
            continue
        if found is not None:
            group.append(found)
        if last_of_group and group:
            out *= hit_factors.summed(ctx, m.sum_ruling, group, read)
            group = []
    return out


def _one(
    ctx: PhaseContext,
    m: Modifier,
    actor: str | None,
    target: Live,
    tags: tuple[str, ...],
    attack: bool,
    own: set[str],
    notes: list[Note],
    used: list[str],
) -> Fraction | int | None:
    """One modifier's factor on this hit, None when it does not apply."""
    if (m.attacks_only and not attack) or (m.skipped_by is not None and m.skipped_by in own):
        return None
    if m.tags and not set(tags) & set(m.tags):
        return None
    if m.target_flag is not None and m.target_flag not in target.flags:
        return None
    if m.halvings:
        return hit_factors.halvings(ctx, m, target, notes, used)
    if m.target_trait is not None:
        return hit_factors.from_trait(ctx, m, target, attack, notes, used)
    if m.target_effect is not None:
        return hit_factors.from_effect(ctx, m, target, tags, notes, used)
    if m.by is not None:
        return _MODIFIERS[m.by](ctx, target, tags, attack, notes, used)
    if m.actor_count is not None:
        uses = count(ctx, m.actor_count, actor) if actor is not None else 0
        if not uses:
            return None
        percent = int(ctx.number(str(m.number))) * uses
        notes.append(note(m.note, percent=percent))
        return Fraction(max(100 - percent, 0), 100)
    notes.append(note(m.note))
    return hit_factors.fixed(ctx, m)


def hit(
    ctx: PhaseContext,
    *,
    actor: str | None,
    ability: str,
    target: str,
    base: Fraction | int,
    attack: bool,
    tags: Iterable[str] = (),
    flags: Iterable[str] = (),
    fires_marks: bool = False,
    order: str | None = None,
    notes: Iterable[Note] = (),
    rulings: Iterable[str] = (),
) -> HpEvent | None:
    """Damage `target` by `base` times the modifiers, rounded once; a hit that hurts leaves
    a wound and, from an attack or a hit that `fires_marks` (a trap), sets off his marks.
    None: he is dead already."""
    live = ctx.live(target)
    if not live.alive:
        return None
    used, told = list(rulings), list(notes)
    spec = params(ctx)
    marks_first = spec.marks is not None and spec.marks.first
    if marks_first and (attack or fires_marks):
        set_off_marks(ctx, actor, ability, live, order)
    times = factor(ctx, actor, live, tags, attack, flags, told, used)
    amount = rounded(ctx, base * times if times != 1 else base, used)
    event = ctx.change_hp(
        target,
        live.hp - amount,
        kind=EventKind.DAMAGE,
        actor=actor,
        ability=ability,
        attack=attack,
        notes=told,
        rulings=used,
        order=order,
    )
    if amount > 0:
        wound(ctx, target, ability)
        if (attack or fires_marks) and not marks_first:
            set_off_marks(ctx, actor, ability, live, order)
    for name in spec.after:
        _after_fn(name)(ctx, actor, live, attack, amount, order)
    return event


def set_off_marks(
    ctx: PhaseContext, trigger: str | None, ability: str, live: Live, order: str | None
) -> None:
    """Each mark on him deals its damage (not an attack) and goes."""
    spec = params(ctx).marks
    if spec is None:
        return
    marks = [e for e in live.effects if e.kind == spec.effect]
    if not marks or live.start.faction in spec.immune_factions:
        return
    ruling = spec.frag_ruling
    for mark in marks:
        live.effects.remove(mark)
        to_attacker = ruling is None or ctx.rule(ruling) == "attacker"
        hit(
            ctx,
            actor=trigger if to_attacker else mark.source,
            ability=spec.effect,
            target=live.name,
            base=spec.damage,
            attack=False,
            order=order,
            notes=[
                note(spec.effect, attack=ability, attacker=trigger, **{spec.giver_key: mark.source})
            ],
            rulings=[ruling] if ruling is not None else [],
        )


def unharmed(
    ctx: PhaseContext, actor: str | None, ability: str, live: Live, order: str | None
) -> None:
    """An attack that deals nothing but still counts as one (a ruling may say so): his
    marks go off and what follows every hit runs, with nothing dealt."""
    set_off_marks(ctx, actor, ability, live, order)
    for name in params(ctx).after:
        _after_fn(name)(ctx, actor, live, True, 0, order)


def outright(
    ctx: PhaseContext,
    *,
    actor: str | None,
    ability: str,
    target: str,
    order: str | None,
    notes: Iterable[Note] = (),
    rulings: Iterable[str] = (),
) -> HpEvent | None:
    """An outright kill («она умирает»): HP to 0 (or stays below), no protection saves
    him, and no heal when he is doomed (`outright_doomed_ruling`); the frag by
    `outright_frag_ruling`."""
    live = ctx.live(target)
    if not live.alive:
        return None
    spec = params(ctx)
    used = list(rulings)
    doomed = spec.outright_doomed_ruling
    if doomed is None or ctx.rule(doomed, used) == "absolute":
        live.doomed = True
    ruling = spec.outright_frag_ruling
    if ruling is not None:
        used.append(ruling)
        if actor is not None and ctx.rule(ruling) == "always_user":
            live.fell = None  # the kill is the user's even after an earlier fall
    wound(ctx, target, ability)  # the night's dead are not healthy: forensics sees them
    return ctx.change_hp(
        target,
        min(live.hp, 0),
        kind=EventKind.KILL,
        actor=actor,
        ability=ability,
        notes=notes,
        rulings=used,
        order=order,
    )
