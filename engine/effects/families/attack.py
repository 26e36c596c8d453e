"""HP attacks: a base amount (fixed, chosen by the order, a share of the target's HP at the
phase's start, or so much per night), through the night's HP protections, then the damage
family's modifiers and one rounding (families.damage). A named role may kill outright.

The night's strongest attack on a protected target (a `cancel_strongest` protection,
families.protect) does nothing; which one is strongest is decided once, at the first attack
on him, from every accepted attack at him tonight (ruling `numbers.attacks.strongest_ruling`:
option `dealt` compares after the modifiers, else the nominal amounts; ties: the earliest).

```yaml
numbers:
  attacks: {strongest_ruling: strongest_attack, immune_trait: immune,
            immune_ruling: vip_strikes,
            zero_ruling: zero_damage_attack}
```
Every attack is logged in the phase's typed record (who attacked whom with what: a
counterattack reads it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Annotated, Any, ClassVar

from ...ruleset.schema import Ref
from ...trace import HpEvent, Note
from .. import Ids, effect_kind, hook, kind
from ..values import fraction, note
from . import ammo, damage, recoil
from .base import Common, FamilyKind
from .gate import refused, stopped
from .immunity import listed_immune
from .protect import cancels
from .registry import section_or
from .schema import section
from .seen import Mask, masked

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder
    from ...ruleset.load import AbilityDef, Grant

ShotKey = tuple[str, int]  # (order ref, shot index)


@section("attacks")
@dataclass(frozen=True, slots=True)
class AttackNumbers:
    """`strongest_ruling`: the ruling whose option `dealt` compares attacks after the damage
    modifiers when choosing the strongest (else their nominal amounts); `immune_trait`: a
    trait whose bearer no attack harms when `immune_ruling`'s option is `immune_option`
    (the VIP: «all_attacks»); `zero_ruling`: a ruling whose option `not_attack` makes an
    attack's hit of 0 no attack, only a `no_effect`; `counter_trait`: a trait whose bearer,
    if he can act where he lies, deals its `damage` (no attack) to each who attacked him in
    a phase of kind `counter_phase_kind`, at the `attack_counter` hook — once per attacker
    when `counter_ruling`'s option is `attacker`, else per attack; or right after each
    attack on him (families.damage's `after: [counter]`, AM-15's vdv); the `abilities` of
    the trait `counter_immune_trait` (default: the immune trait) may list the counter
    trait (the VIP)."""

    strongest_ruling: str | None = None
    immune_trait: Annotated[str, Ref("trait")] | None = None
    immune_ruling: str | None = None
    immune_option: str = "all_attacks"
    zero_ruling: str | None = None
    counter_trait: Annotated[str, Ref("trait")] | None = None
    counter_ruling: str | None = None
    counter_phase_kind: str = "night"
    counter_immune_trait: Annotated[str, Ref("trait")] | None = None


@dataclass(slots=True)
class AttackRecord:
    """The phase's attacks: the log (attacker, target, ability), the strongest shot chosen
    per target, orders run inside another (lying low uses a civilian's ability), and the
    counters given at once to an attacker (once per attacker by the ruling)."""

    log: list[tuple[str | None, str, str]] = field(default_factory=list)
    strongest: dict[str, ShotKey | None] = field(default_factory=dict)
    inner: list[ResolvedOrder] = field(default_factory=list)
    countered: set[tuple[str, str]] = field(default_factory=set)  # (bearer, attacker)


def record(ctx: PhaseContext) -> AttackRecord:
    return ctx.part(AttackRecord)


def numbers(ctx: PhaseContext) -> AttackNumbers:
    return section_or(ctx.ruleset, "attacks", AttackNumbers)


@dataclass(frozen=True, slots=True)
class AttackParams(Common):
    """The base amount, the first given of: `chosen` (the order's parameter of that name,
    when given: dual pistols' 25 or 40), `start_hp_fraction` (of the target's HP at the
    phase's start, "1/2"), `per_night` (times the night's number less `night_offset`;
    nights are phases of kind `night_kind`), `amount`.
    `flags`: the hit's flags a damage modifier may skip on (`ignores_weaken`);
    `attack_ruling`: a ruling whose option `yes` makes it an attack (else the ability's
    `attack` decides);
    `missing_hp_fraction`: instead, that share of the actor's missing HP at the phase's start,
    rounded once, at most `max` (a curse: «урон, равный трети своего недостающего хп на
    момент начала дня (но не больше 27)»), told with `note` (`missing`, `of`); the target's
    missing HP instead when `missing_of_ruling`'s option is `target`; `share_rounds_up`: the
    share rounds up, not by `numbers.damage`'s rounding ruling;
    `named_param`: the order's parameter naming a secret role: a target who has it dies
    outright, unless `named_ruling`'s option is `saved` and a protection cancels this,
    his strongest attack; the role compared is the true one, or the one `guess_masks`
    show when `guess_ruling`'s option is `as_seen`; noted `named_note`. With `miss_kills_actor`
    the guess is all it does: right, the target dies, wrong, the actor dies (noted
    `miss_note`: «Если угадывает, цель умирает. Если нет, умирает каратель»);
    `spends_ammo`: each target entry spends one of the actor's ammunition (families.ammo:
    no more entries than he holds, refused `no_<counter>`);
    `charge_counter`: a counter on the actor adding `charge_step` to `amount` per phase the
    ability went unused where secret abilities are used (not in hospital; where no order is
    possible, coma, only when `charge_coma_ruling`'s option is `charges`), emptied when it
    is used («Урон от способности увеличивается на 20 за каждую фазу, когда Каратель не
    применяет её и не в Госпитале», AM-15's revolver);
    `gate`: the ruleset's gate on its orders (families.gate).

    Seed 000's knives and murder: `amount_at`: the amount while the actor lies in a place
    (hospital: 45), unless the endgame holds (`endgame_dead_factions` all dead and of each
    faction of `endgame_only_roles` only those roles alive: «Наносит из больницы полный
    урон, если мертва вся мафия и якудза, а из законников живы только мирные жители»);
    `combo_amount` instead when the actor also used `combo_with` this phase;
    `immune_roles`: targets of these true roles take no damage (`immune_outcome`, noted
    `immune_note` with the role), still attacked (marks go off, what follows a hit runs)
    when `immune_roles_ruling`'s option is `attacked`; `tells_roles`: the actor is told
    `found` when the target (as seen) has one of these roles;
    `marked_by`: a lasting effect on the target that makes the hit no attack and not
    applied to him, noted with the effect's id; the target is seen through `marked_masks`,
    faction `marked_learners` is told his role (as ability `marked_told_as`);
    `recoil`: a share of the amount back to the actor (no attack, noted `recoil_note`;
    `marked_recoil` on a marked target; of the damage dealt when `recoil_base_ruling`'s
    option is `dealt`; rounded up with `share_rounds_up`), none in the endgame (noted
    `endgame_note`) or when the order's parameter `spared_by_faction` names the target's
    faction (as seen), every `spared_needs_dead` role is dead (absent ones too by
    `spared_absent_ruling`'s option `absent_counts_as_dead`) and the target is not of
    `spared_not_roles` (noted `spared_note`); both said `spared_outcome`;
    `guess_only`: the named guess is all it does: right, the target dies; wrong, nothing
    (`miss_outcome`, noted `miss_note`) or the actor with `miss_kills_actor`;
    `protected_roles` may not be named while a faction of `protected_while_factions` or a
    role of `protected_while_roles` lives (refused `protected_reason`, naming it)."""

    amount: int = 0
    chosen: str | None = None
    start_hp_fraction: str | None = None
    per_night: int | None = None
    night_offset: int = 0
    night_kind: str = "night"
    flags: tuple[str, ...] = ()
    attack_ruling: str | None = None
    missing_hp_fraction: str | None = None
    max: int | None = None
    missing_of_ruling: str | None = None
    share_rounds_up: bool = False
    note: str | None = None
    named_param: str | None = None
    named_ruling: str | None = None
    guess_ruling: str | None = None
    guess_masks: tuple[Mask, ...] = ()
    named_note: str = "named_role"
    miss_kills_actor: bool = False
    miss_note: str = "wrong_guess"
    spends_ammo: bool = False
    charge_counter: str | None = None
    charge_step: int = 0
    charge_coma_ruling: str | None = None
    gate: str | None = None
    amount_at: Annotated[dict[str, int], Ids("location", keys=True)] = field(default_factory=dict)
    combo_with: Annotated[str | None, Ids("ability", one=True)] = None
    combo_amount: int = 0
    endgame_dead_factions: Annotated[tuple[str, ...], Ids("faction")] = ()
    endgame_only_roles: Annotated[
        dict[str, tuple[str, ...]], Ids("faction", keys=True, values="secret_role")
    ] = field(default_factory=dict)
    immune_roles: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    immune_roles_ruling: str | None = field(
        default=None, metadata={"options": ("not_attacked", "attacked")}
    )
    immune_outcome: str = "no_damage"
    immune_note: str = "immune_role"
    tells_roles: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    marked_by: str | None = None
    marked_masks: tuple[Mask, ...] = ()
    marked_learners: Annotated[str | None, Ids("faction", one=True)] = None
    marked_told_as: Annotated[str | None, Ids("ability", one=True)] = None
    recoil: str | None = None
    marked_recoil: str | None = None
    recoil_base_ruling: str | None = field(default=None, metadata={"options": ("amount", "dealt")})
    recoil_note: str = "self_damage"
    endgame_note: str = "endgame"
    spared_by_faction: str | None = None
    spared_needs_dead: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    spared_absent_ruling: str | None = field(
        default=None, metadata={"options": ("never", "absent_counts_as_dead")}
    )
    spared_not_roles: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    spared_note: str = "faction_guessed"
    spared_outcome: str = "no_self_damage"
    guess_only: bool = False
    miss_outcome: str = "missed"
    protected_roles: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    protected_while_factions: Annotated[tuple[str, ...], Ids("faction")] = ()
    protected_while_roles: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    protected_reason: str = "protected_role"


@kind
class Attack(FamilyKind[AttackParams]):
    """HP damage to each target entry (see the module)."""

    name = "hp_attack"
    schema = AttackParams
    intent = "harm"
    then: ClassVar[tuple[str, ...]] = ("deaths",)

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: AttackParams = self.typed(ro)
        problem = refused(ctx, ro, p.gate) or protected(ctx, ro, p)
        if problem is None and p.spends_ammo:
            held = ammo.stock(ctx, ctx.live(ro.actor))
            if len(ro.targets) > held:
                return f"no_{ammo.numbers(ctx).counter}", str(held)
        return problem

    def applies_to(self, ctx: PhaseContext, ro: ResolvedOrder, target: str) -> bool:
        """Not on a target with the mark `marked_by` («способность не считается
        применённой на персонажа»)."""
        return not recoil.marked(ctx, self.typed(ro), target)

    def max_targets(self, ctx: PhaseContext, ro: ResolvedOrder) -> int | None:
        if self.typed(ro).spends_ammo:
            return ammo.stock(ctx, ctx.live(ro.actor))
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: AttackParams = self.typed(ro)
        if not stopped(ctx, ro, p.gate):
            self.resolve(ctx, ro)
            if p.charge_counter is not None:
                ctx.live(ro.actor).counters[p.charge_counter] = 0

    def end_of_phase(self, ctx: PhaseContext, live: Live, grant: Grant, used: bool) -> None:
        p: AttackParams = self.typed_grant(ctx, grant)
        if p.charge_counter is None or used:
            return
        if ammo.charges_at(ctx, live.name, p.charge_coma_ruling, "charges"):
            live.counters[p.charge_counter] = live.counters.get(p.charge_counter, 0) + 1

    def keeps_at_end(self, ability: AbilityDef) -> bool:
        return ability.effect.get("charge_counter") is not None

    def base_amount(
        self, ctx: PhaseContext, ro: ResolvedOrder, target: Live, shot: int = 0
    ) -> Fraction | int:
        p: AttackParams = self.typed(ro)
        if p.start_hp_fraction is not None:
            return Fraction(max(target.start.hp, 0)) * fraction(p.start_hp_fraction)
        if p.per_night is not None:
            return p.per_night * max(night_number(ctx, p.night_kind) - p.night_offset, 0)
        chosen = ro.params.get(p.chosen) if p.chosen is not None else None
        if chosen is not None:
            return int(chosen)
        if p.charge_counter is not None:
            held = ctx.live(ro.actor).counters.get(p.charge_counter, 0)
            return p.amount + p.charge_step * held
        if p.combo_with is not None and any(
            o.actor == ro.actor and o.ability.id == p.combo_with and o is not ro for o in ctx.orders
        ):
            return p.combo_amount
        where = ctx.live(ro.actor).location
        if where in p.amount_at and not recoil.endgame(ctx, p):
            return p.amount_at[where]
        return p.amount

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: AttackParams = self.typed(ro)
        if p.miss_kills_actor or p.guess_only:
            guess(ctx, ro, p)
            return
        if p.missing_hp_fraction is not None:
            share_of_missing(ctx, ro, p)
            return
        if p.spends_ammo:
            counter = ammo.numbers(ctx).counter
            shots = len(ro.targets)
            left = ammo.spend(ctx, ctx.live(ro.actor), shots)
            ctx.act(ro.actor, ro.ability.id, ro.targets, f"{counter}_spent",
                    [note(counter, spent=shots, left=left)], order=ro.ref)  # fmt: skip
        attack = is_attack(ctx, ro)
        follows = bool(p.tells_roles or p.marked_by or p.recoil)
        for shot, target in enumerate(ro.targets):
            if p.immune_roles and immune_role(ctx, ro, p, target):
                continue
            on_mark = recoil.marked(ctx, p, target)
            dealt = self.strike(ctx, ro, p, shot, attack and not on_mark, on_mark)
            if follows:
                amount = self.base_amount(ctx, ro, ctx.live(target), shot)
                recoil.follow(ctx, ro, p, target, on_mark, amount, dealt)

    def strike(
        self,
        ctx: PhaseContext,
        ro: ResolvedOrder,
        p: AttackParams,
        shot: int,
        attack: bool,
        on_mark: bool,
    ) -> HpEvent | None:
        """One target entry's hit (a named role's outright kill, or nothing at 0 by the
        zero ruling); the damage event, if any."""
        target = ro.targets[shot]
        live = ctx.live(target)
        if not live.alive:
            return None
        named = p.named_param is not None and ro.params.get(p.named_param)
        if named and named_kill(ctx, ro, p, shot):
            return None
        base = self.base_amount(ctx, ro, live, shot)
        used: list[str] = []
        zero = numbers(ctx).zero_ruling
        if (
            ro.ability.attack
            and base == 0
            and zero is not None
            and ctx.rule(zero, used) == "not_attack"
        ):
            ctx.act(
                ro.actor, ro.ability.id, [target], "no_effect", [note("zero_damage")], used,
                ro.ref,
            )  # fmt: skip
            return None
        return deal(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=target,
            base=base,
            attack=attack,
            tags=ro.ability.tags,
            flags=p.flags,
            order=ro.ref,
            shot=(ro.ref, shot),
            notes=[note(str(p.marked_by))] if on_mark else [],
            rulings=used,
        )


def immune_role(ctx: PhaseContext, ro: ResolvedOrder, p: AttackParams, target: str) -> bool:
    """A target of an `immune_roles` role takes nothing («Если атаковал психа, узнаёт об
    этом и не наносит урона»); attacked all the same by `immune_roles_ruling`."""
    live = ctx.live(target)
    role = live.start.secret_role
    if role not in p.immune_roles:
        return False
    used: list[str] = []
    ruling = p.immune_roles_ruling
    if ruling is not None and ctx.rule(ruling, used) == "attacked":
        damage.unharmed(ctx, ro.actor, ro.ability.id, live, ro.ref)
    ctx.act(ro.actor, ro.ability.id, [target], p.immune_outcome,
            [note(p.immune_note, role=role)], used, ro.ref)  # fmt: skip
    if role in p.tells_roles:
        ctx.send(ro.actor, ro.ability.id, target, {"found": role})
    return True


def protected(ctx: PhaseContext, ro: ResolvedOrder, p: AttackParams) -> tuple[str, str] | None:
    """A `protected_roles` role named while one of those it waits for lives: refused
    («Нельзя называть роль мирного жителя, пока не погибнет вся мафия, якудза, ...»)."""
    named = ro.params.get(p.named_param) if p.named_param is not None else None
    if named is None or named not in p.protected_roles:
        return None
    for side in p.protected_while_factions:
        if ctx.faction_alive(side):
            return p.protected_reason, side
    for role in p.protected_while_roles:
        if any(holder.alive for holder in ctx.role_holders(role)):
            return p.protected_reason, role
    return None


def night_number(ctx: PhaseContext, night_kind: str = "night") -> int:
    """The number of the current night (or of the last night, by day)."""
    rs = ctx.ruleset
    return sum(1 for n in range(1, ctx.phase + 1) if rs.phase_kind(n, ctx.rulings).id == night_kind)


def share_of_missing(ctx: PhaseContext, ro: ResolvedOrder, p: AttackParams) -> None:
    for target in ro.targets:
        used: list[str] = []
        of_target = p.missing_of_ruling is not None and ctx.rule(p.missing_of_ruling, used)
        whose = target if of_target == "target" else ro.actor
        start = ctx.live(whose).start
        missing = max(start.max_hp - start.hp, 0)
        share = Fraction(missing) * fraction(str(p.missing_hp_fraction))
        if p.share_rounds_up:
            share = Fraction(-(-share.numerator // share.denominator))
        amount = damage.rounded(ctx, share, used)
        deal(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=target,
            base=amount if p.max is None else min(amount, p.max),
            attack=is_attack(ctx, ro),
            order=ro.ref,
            rulings=used,
            notes=[note(p.note, missing=missing, of=whose)] if p.note else [],
        )


def guessed(ctx: PhaseContext, p: AttackParams, target: str, used: list[str]) -> str:
    """The role a named guess is compared with: the true one, or as the masks show it."""
    role = ctx.live(target).start.secret_role
    if p.guess_ruling is not None and ctx.rule(p.guess_ruling, used) == "as_seen":
        role = masked(ctx, p.guess_masks, target) or role
    return role


def guess(ctx: PhaseContext, ro: ResolvedOrder, p: AttackParams) -> None:
    """`guess_only`: the target dies if the named role is his; else nothing, or the actor
    with `miss_kills_actor`."""
    target = ro.targets[0]
    used: list[str] = []
    named = str(ro.params[str(p.named_param)])
    if guessed(ctx, p, target, used) == named:
        victim, by, told = target, ro.actor, note(p.named_note, role=named)
    elif p.miss_kills_actor:
        victim, by, told = ro.actor, None, note(p.miss_note, role=named, target=target)
    else:  # «Если не угадывает, ничего не происходит»
        ctx.act(ro.actor, ro.ability.id, [target], p.miss_outcome,
                [note(p.miss_note, role=named)], used, ro.ref)  # fmt: skip
        return
    damage.outright(
        ctx, actor=by, ability=ro.ability.id, target=victim, order=ro.ref, notes=[told],
        rulings=used,
    )  # fmt: skip


def named_kill(ctx: PhaseContext, ro: ResolvedOrder, p: AttackParams, shot: int) -> bool:
    """Whether the target has the role the order names («если цель её имеет, она
    умирает»): then he dies outright, or the kill is cancelled as his strongest attack."""
    target = ro.targets[shot]
    used: list[str] = []
    named = ro.params[str(p.named_param)]
    if guessed(ctx, p, target, used) != named:
        return False
    record(ctx).log.append((ro.actor, target, ro.ability.id))
    if p.named_ruling is not None:
        used.append(p.named_ruling)
        if (
            ctx.rule(p.named_ruling) == "saved"
            and strongest(ctx, target) == (ro.ref, shot)
            and cancels(ctx, target)
        ):
            ctx.act(
                ro.actor, ro.ability.id, [target], "cancelled", [note("strongest_attack")], used,
                ro.ref,
            )  # fmt: skip
            return True
    damage.outright(
        ctx,
        actor=ro.actor,
        ability=ro.ability.id,
        target=target,
        order=ro.ref,
        notes=[note(p.named_note, role=named)],
        rulings=used,
    )
    return True


def is_attack(ctx: PhaseContext, ro: ResolvedOrder) -> bool:
    """The ability's attack flag, unless a ruling says otherwise (the strike)."""
    if not ro.ability.attack:
        return False
    ruling = ro.effect("attack_ruling")
    return ruling is None or ctx.rule(str(ruling)) == "yes"


def attack_orders(ctx: PhaseContext, target: str) -> list[tuple[ResolvedOrder, int]]:
    """Every shot of an accepted attack at `target` tonight, in resolution order."""
    found: list[tuple[ResolvedOrder, int]] = []
    for ro in [*ctx.orders, *record(ctx).inner]:
        if ro.cancelled is not None or not is_attack(ctx, ro):
            continue
        found.extend((ro, i) for i, t in enumerate(ro.targets) if t == target)
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    found.sort(key=lambda s: (s[0].ability.step, seat[s[0].actor], s[0].index, s[1]))
    return found


def strongest(ctx: PhaseContext, target: str) -> ShotKey | None:
    """The attack a protection cancels; decided once, at the first attack on the target."""
    cache = record(ctx).strongest
    if target in cache:
        return cache[target]
    live = ctx.live(target)
    ruling = numbers(ctx).strongest_ruling
    dealt = ruling is not None and ctx.rule(ruling) == "dealt"
    best: tuple[Fraction, ShotKey] | None = None
    for ro, shot in attack_orders(ctx, target):
        amounted: Any = effect_kind(ro.ability.kind)
        base = Fraction(amounted.base_amount(ctx, ro, live, shot))
        if dealt:
            flags = tuple(ro.effect("flags") or ())
            base *= damage.factor(ctx, ro.actor, live, ro.ability.tags, True, flags)
        if best is None or base > best[0]:
            best = (base, (ro.ref, shot))
    cache[target] = best[1] if best is not None else None
    return cache[target]


def deal(
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
    shot: ShotKey | None = None,
    notes: Iterable[Note] = (),
    rulings: Iterable[str] = (),
) -> HpEvent | None:
    """Damage `target`; returns the event (None: no effect). An attack is logged, spares
    the immune and may be the strongest one a protection cancels; then families.damage."""
    live = ctx.live(target)
    if not live.alive:
        return None
    used = list(rulings)
    if attack:
        record(ctx).log.append((actor, target, ability))
        spec = numbers(ctx)
        if spec.immune_trait is not None and live.trait(spec.immune_trait) is not None:
            ruling = spec.immune_ruling
            if ruling is None or ctx.rule(ruling, used) == spec.immune_option:
                ctx.act(actor, ability, [target], "immune", [note("vip")], used, order)
                return None
        guards = cancels(ctx, target)
        if guards and shot is not None and strongest(ctx, target) == shot:
            named = [spec.strongest_ruling] if spec.strongest_ruling else []
            ctx.act(
                actor,
                ability,
                [target],
                "cancelled",
                [note("strongest_attack", by=guards)],
                [*used, *named],
                order,
            )
            return None
    return damage.hit(
        ctx,
        actor=actor,
        ability=ability,
        target=target,
        base=base,
        attack=attack,
        tags=tags,
        flags=flags,
        fires_marks=fires_marks,
        order=order,
        notes=notes,
        rulings=used,
    )


@hook("attack_counter", then=("deaths",))
def counterattack(ctx: PhaseContext) -> None:
    """«ВДВ ... наносит 20 урона каждому, кто его атаковал» (seed 001; not in coma)."""
    spec = numbers(ctx)
    trait = spec.counter_trait
    if trait is None or ctx.kind.id != spec.counter_phase_kind:
        return
    attacks = record(ctx).log
    for live in ctx.living():
        params = live.trait(trait)
        if params is None or not ctx.place_of(live.name).acts:
            continue
        used: list[str] = []
        per = ctx.rule(spec.counter_ruling, used) if spec.counter_ruling else "attack"
        hits = [a for a, t, _ab in attacks if t == live.name and a is not None and a != live.name]
        if per == "attacker":
            hits = list(dict.fromkeys(hits))
        for attacker in hits:
            if ctx.live(attacker).alive and not _immune(ctx, attacker, trait, spec):
                _answer(ctx, live, attacker, trait, used)


@damage.after_hit("counter")
def _counter_on_hit(
    ctx: PhaseContext, actor: str | None, live: Live, attack: bool, amount: int, order: str | None
) -> None:
    if attack and actor is not None:
        counter_now(ctx, actor, live, order)


def counter_now(ctx: PhaseContext, attacker: str, live: Live, order: str | None) -> None:
    """The counter trait's bearer answers an attack on him at once (see AttackNumbers)."""
    spec = numbers(ctx)
    trait = spec.counter_trait
    if trait is None or live.trait(trait) is None or attacker == live.name:
        return
    if not ctx.place_of(live.name).acts:
        return
    if not ctx.live(attacker).alive or _immune(ctx, attacker, trait, spec):
        return
    used: list[str] = []
    per = ctx.rule(spec.counter_ruling, used) if spec.counter_ruling else "attack"
    if per == "attacker":
        given = record(ctx).countered
        if (live.name, attacker) in given:
            return
        given.add((live.name, attacker))
    _answer(ctx, live, attacker, trait, used, order)


def _answer(
    ctx: PhaseContext,
    live: Live,
    attacker: str,
    trait: str,
    used: list[str],
    order: str | None = None,
) -> None:
    """The trait's `damage` (no attack) to the attacker."""
    params = live.trait(trait) or {}
    damage.hit(
        ctx,
        actor=live.name,
        ability=trait,
        target=attacker,
        base=int(params.get("damage", 20)),
        attack=False,
        order=order,
        notes=[note(trait)],
        rulings=used,
    )


def _immune(ctx: PhaseContext, name: str, ability: str, spec: AttackNumbers) -> bool:
    """The counter's immune trait lists the counter trait (the VIP)."""
    return listed_immune(ctx, name, spec.counter_immune_trait or spec.immune_trait, ability)


__all__ = ["Attack", "AttackParams", "counter_now", "deal", "is_attack", "record", "strongest"]
