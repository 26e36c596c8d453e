"""AM-15's own parts of the HP pipeline (what checks "see" is in `seen`).

Damage is dealt by `families.damage.hit`; am15.yaml's `numbers.damage` names, in the
seed's order, the hit modifiers registered here (contract and nagant betrayal, one halving
by guard/self-defense/protection/meditation, the chief physician's half in hospital) and
what follows a hit (the contract's +15 to the damager, the vdv counterattack): no other
game has them. Healing goes through `families.heal.restore` (`numbers.healing`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model.state import Effect
from ..ruleset.rulings import declare
from ..trace import Note
from .families.damage import after_hit, hit, modifier
from .families.heal import restore
from .values import ceil_int as ceil_int
from .values import fraction as fraction
from .values import note as note

if TYPE_CHECKING:
    from ..resolution.context import Live, PhaseContext, ResolvedOrder

# rulings its shared helpers read: options understood, the built-in answer first
declare(
    __name__,
    {
        "chief_physician_halving": ("protection_self_defense_only", "any_halving"),
        "contract_after_boss_death": ("stands", "lapses"),
        "contract_day_damage": ("whole_phase", "night_only"),
        "contract_heal_step": ("immediately", "at_heal_step"),
        "damage_multiplier_stacking": ("multiply", "add"),
        "halving_stacking": ("one", "stack"),
        "heal_rounding": ("up", "down"),
        "instant_kill": ("absolute", "hp_to_zero"),
        "mark_frag": ("attacker", "sensei"),
        "student_other_heals": ("all_but_hospital", "abilities_only"),
        "vdv_counter_per": ("attacker", "attack"),
    },
)


_ONE = 1  # the factor of a hit nothing modifies: an int, as Fractions are slow


# --- AM-15's hit modifiers (numbers.damage names them; families.damage applies them) ---------


@modifier("contract_betrayal")
def _multipliers(
    ctx: PhaseContext,
    live: Live,
    tags: tuple[str, ...],
    attack: bool,
    notes: list[Note],
    used: list[str],
) -> Fraction | int:
    """Contract and nagant betrayal, multiplied or added (ruling damage_multiplier_stacking)."""
    if not live.effects:
        return _ONE
    found: list[int] = []
    for effect in live.effects_of("contract", ctx.phase):
        if ctx.step == 0 and ctx.rule("contract_day_damage", used) == "night_only":
            continue
        if not contract_stands(ctx, effect, used):
            continue
        found.append(int(effect.params.get("multiplier", 2)))
        notes.append(note("contract", by=effect.source))
        break
    for effect in live.effects_of("betrayal", ctx.phase):
        if set(effect.params.get("tags", ("mafia",))) & set(tags):
            found.append(int(effect.params.get("multiplier", 2)))
            notes.append(note("betrayal"))
            break
    if not found:
        return _ONE
    if len(found) > 1 and ctx.rule("damage_multiplier_stacking", used) == "add":
        return Fraction(sum(found) - (len(found) - 1))
    result = Fraction(1)
    for m in found:
        result *= m
    return result


@modifier("halving")
def _halved(
    ctx: PhaseContext,
    live: Live,
    tags: tuple[str, ...],
    attack: bool,
    notes: list[Note],
    used: list[str],
) -> Fraction | int:
    """One halving by guard/self-defense/protection/meditation (all of them under
    halving_stacking = stack)."""
    if not live.halving:
        return _ONE
    halvings = live.halving[:1]
    if len(live.halving) > 1 and ctx.rule("halving_stacking", used) == "stack":
        halvings = live.halving
    for by_ability, by_actor in halvings:
        notes.append(note("halved", ability=by_ability, by=by_actor))
    if len(live.halving) > 1 and len(halvings) == 1:
        notes.append(note("halving_not_stacked", count=len(live.halving)))
    return Fraction(1, 2 ** len(halvings))


@modifier("chief_physician")
def _chief_physician(
    ctx: PhaseContext,
    live: Live,
    tags: tuple[str, ...],
    attack: bool,
    notes: list[Note],
    used: list[str],
) -> Fraction | int:
    """The chief's own half in hospital, on all damage; with a halving protection: 25%."""
    chief = live.trait("chief_physician")
    if chief is None or live.location != chief.get("at"):
        return _ONE
    factor = fraction(chief.get("factor", "1/2"))
    notes.append(note("chief_physician"))
    if attack and live.halving:
        used.append("chief_physician_halving")
        combining = chief.get("combines_with", ())
        if ctx.rule("chief_physician_halving") == "protection_self_defense_only" and not any(
            by in combining for by, _actor in live.halving
        ):
            factor *= 2  # only protection and self-defense combine with the chief's half
            notes.append(note("halving_not_combined"))
    return factor


@after_hit("contract_reward")
def _reward(
    ctx: PhaseContext, actor: str | None, live: Live, attack: bool, amount: int, order: str | None
) -> None:
    """«каждый наносящий урон цели восстанавливает себе 15 хп»."""
    if amount > 0 and actor is not None:
        _contract_heal(ctx, actor, live, order)


@after_hit("counterattack")
def _counter(
    ctx: PhaseContext, actor: str | None, live: Live, attack: bool, amount: int, order: str | None
) -> None:
    """The vdv answers every attack on him."""
    if attack and actor is not None:
        counterattack(ctx, actor, live, order)


@dataclass(slots=True)
class _Answers:
    """This phase's answers given once per pair: contract rewards (target, damager) and vdv
    counters (vdv, attacker) by ruling vdv_counter_per = attacker."""

    rewarded: set[tuple[str, str]] = field(default_factory=set)
    countered: set[tuple[str, str]] = field(default_factory=set)


_ANSWERS = "am15_answers"  # its place in the phase's scratch


def _answers(ctx: PhaseContext) -> _Answers:
    found = ctx.scratch.get(_ANSWERS)
    if not isinstance(found, _Answers):
        found = ctx.scratch[_ANSWERS] = _Answers()
    return found


def contract_stands(ctx: PhaseContext, effect: Effect, used: list[str] | None = None) -> bool:
    """A contract whose boss died before its phase: stands or lapses (ruling)."""
    boss = effect.source
    if boss is None or boss not in ctx.players or ctx.live(boss).start.alive:
        return True
    return ctx.rule("contract_after_boss_death", used) == "stands"


def _contract_heal(ctx: PhaseContext, damager: str, live: Live, order: str | None) -> None:
    for effect in live.effects_of("contract", ctx.phase):
        if damager == live.name or not contract_stands(ctx, effect):
            return
        given = _answers(ctx).rewarded
        if (live.name, damager) in given:
            return  # once per damager, whatever the number of attacks
        given.add((live.name, damager))
        amount = int(effect.params.get("heal", 15))
        used = ["contract_heal_step"]

        def give(c: PhaseContext, amount: int = amount, used: list[str] = used) -> None:
            restore(
                c,
                actor=damager,
                ability="contract",
                target=damager,
                amount=amount,
                order=order,
                notes=[note("contract_reward", target=live.name)],
                rulings=used,
            )

        if ctx.rule("contract_heal_step") == "immediately":
            give(ctx)
        else:
            ctx.run_later(int(ctx.number("heal_step")), give)
        return


def counterattack(ctx: PhaseContext, attacker: str, live: Live, order: str | None) -> None:
    counter = live.trait("counterattack")
    if counter is None or attacker == live.name or not ctx.place_of(live.name).acts:
        return
    attacker_live = ctx.live(attacker)
    if not attacker_live.alive or immune(ctx, attacker, "counterattack"):
        return
    used = ["vdv_counter_per"]
    if ctx.rule("vdv_counter_per") == "attacker":
        given = _answers(ctx).countered
        if (live.name, attacker) in given:
            return
        given.add((live.name, attacker))
    hit(
        ctx,
        actor=live.name,
        ability="counterattack",
        target=attacker,
        base=int(counter.get("damage", 15)),
        attack=False,
        order=order,
        notes=[note("counterattack")],
        rulings=used,
    )


# --- healing ----------------------------------------------------------------------------------


# --- the VIP's immunities, effects, charges ------------------------------------------------


def immune(ctx: PhaseContext, target: str, ability_id: str) -> bool:
    """The VIP's immunities: public abilities and passives listed in its trait."""
    vip = ctx.live(target).trait("immune")
    return vip is not None and ability_id in vip.get("abilities", ())


def add_effect(live: Live, effect: Effect, replace_kind: bool = False) -> None:
    if replace_kind:
        live.effects[:] = [e for e in live.effects if e.kind != effect.kind]
    live.effects.append(effect)


def spend(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    """Record that the order ran: charges, once-per-target, setup choices."""
    live = ctx.live(ro.actor)
    if ro.grant.charges is not None:
        live.charges_used[ro.grant.ability] = live.charges_used.get(ro.grant.ability, 0) + 1
    if ro.ability.once_per_target:
        done = live.used_on.setdefault(ro.ability.id, [])
        for t in ro.targets:
            if t not in done:
                done.append(t)
    role = ctx.ruleset.secret_roles[live.start.secret_role]
    if ro.grant.ability in role.choice:
        live.counters[f"used:{ro.grant.ability}"] = 1
    live.flags.add(f"ran:{ro.ability.id}")
