"""Attacks and what answers them: fixed damage, the pistol's cartridges and supplies, the
vdv's counterattack at step 19, the trap (next night), the message and its nagant."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from ...model import Effect, Location, frozen_map
from .. import hook, kind, trait
from ..common import fraction, immune, note
from .base import RetKind
from .phases import guessed_role, is_night, lying_low, next_night, night_number
from .pipeline import deal, direct_kill, is_attack, strongest

if TYPE_CHECKING:
    from ...context import Live, PhaseContext, ResolvedOrder

trait("ret_supplies", per_night=int, when_dead=str, dead_per_night=int, lapse=int)


@kind
class RetDamage(RetKind):
    """Damage to each target entry: a fixed amount, a chosen one, half the target's HP at
    the night's start, or 10·(night − 1); a named role kills outright (the katana)."""

    name = "ret_damage"
    then: ClassVar[tuple[str, ...]] = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {
        "amount": int,
        "start_hp_fraction": str,
        "per_night": int,
        "night_offset": int,
        "kills_named": bool,
        "ignores_weaken": bool,
        "attack_ruling": str,
    }

    def base_amount(
        self, ctx: PhaseContext, ro: ResolvedOrder, target: Live, shot: int = 0
    ) -> Fraction | int:
        share = ro.effect("start_hp_fraction")
        if share is not None:
            return Fraction(max(target.start.hp, 0)) * fraction(share)
        per_night = ro.effect("per_night")
        if per_night is not None:
            return int(per_night) * max(night_number(ctx) - int(ro.effect("night_offset", 0)), 0)
        chosen = ro.params.get("damage")
        return int(chosen) if chosen is not None else int(ro.effect("amount"))

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        attack = is_attack(ctx, ro)
        for shot, target in enumerate(ro.targets):
            live = ctx.live(target)
            if not live.alive:
                continue
            if ro.effect("kills_named") and ro.params.get("role") and self._named(ctx, ro, shot):
                continue
            base = self.base_amount(ctx, ro, live, shot)
            used: list[str] = []
            if base == 0 and ctx.rule("zero_damage_attack", used) == "not_attack":
                ctx.act(
                    ro.actor,
                    ro.ability.id,
                    [target],
                    "no_effect",
                    [note("zero_damage")],
                    used,
                    ro.ref,
                )
                continue
            deal(
                ctx,
                actor=ro.actor,
                ability=ro.ability.id,
                target=target,
                base=base,
                attack=attack,
                tags=ro.ability.tags,
                ignores_weaken=bool(ro.effect("ignores_weaken")),
                order=ro.ref,
                shot=(ro.ref, shot),
                rulings=used,
            )

    def _named(self, ctx: PhaseContext, ro: ResolvedOrder, shot: int) -> bool:
        """«Можно назвать тайную роль ... и если цель её имеет, она умирает.»"""
        target = ro.targets[shot]
        used: list[str] = []
        if guessed_role(ctx, target, used) != ro.params["role"]:
            return False
        used.append("katana_kill_vs_protection")
        if (
            ctx.rule("katana_kill_vs_protection") == "saved"
            and strongest(ctx, target) == (ro.ref, shot)
            and ctx.scratch.get("ret_cancel", {}).get(target)
        ):
            ctx.scratch.setdefault("ret_attacks", []).append((ro.actor, target, ro.ability.id))
            ctx.act(
                ro.actor,
                ro.ability.id,
                [target],
                "cancelled",
                [note("strongest_attack")],
                used,
                ro.ref,
            )
            return True
        ctx.scratch.setdefault("ret_attacks", []).append((ro.actor, target, ro.ability.id))
        direct_kill(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=target,
            order=ro.ref,
            notes=[note("named_role", role=ro.params["role"])],
            rulings=used,
        )
        return True


@kind
class RetPistol(RetDamage):
    """20 per shot, one cartridge each («тратя 1 патрон»); shots beyond the stock: rejected."""

    name = "ret_pistol"

    def max_targets(self, ctx: PhaseContext, ro: ResolvedOrder) -> int | None:
        return stock(ctx, ctx.live(ro.actor))

    def order_check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        if len(ro.targets) > stock(ctx, ctx.live(ro.actor)):
            return "no_cartridges", str(stock(ctx, ctx.live(ro.actor)))
        return None

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        live = ctx.live(ro.actor)
        live.counters["cartridges"] = live.counters.get("cartridges", 0) - len(ro.targets)
        live.counters["shots_tonight"] = len(ro.targets)
        ctx.act(
            ro.actor,
            ro.ability.id,
            ro.targets,
            "cartridges_spent",
            [note("cartridges", spent=len(ro.targets), left=live.counters["cartridges"])],
            order=ro.ref,
        )
        super().resolve(ctx, ro)


def stock(ctx: PhaseContext, live: Live) -> int:
    """Cartridges held now, tonight's supply included (validation runs before step 1)."""
    pending = 0 if "ret_supplied" in live.flags else supply_due(ctx, live)
    return live.counters.get("cartridges", 0) + pending


def supply_due(ctx: PhaseContext, live: Live) -> int:
    """«в начале каждой ночи получает 1 патрон (после смерти Киллера - 2). Не работает из
    госпиталя.» (ruling `supplies`: nor in coma)."""
    spec = live.trait("ret_supplies")
    if spec is None or not is_night(ctx) or not live.alive:
        return 0
    if live.location is Location.HOSPITAL:
        return 0
    if live.location is Location.COMA and ctx.rule("supplies") == "hospital_and_coma":
        return 0
    dead = spec.get("when_dead")
    if dead and ctx.role_dead(str(dead)):
        return int(spec.get("dead_per_night", 2))
    return int(spec.get("per_night", 1))


@hook("ret_supplies")
def supplies(ctx: PhaseContext) -> None:
    for live in ctx.living():
        amount = supply_due(ctx, live)
        live.flags.add("ret_supplied")
        if amount:
            live.counters["cartridges"] = live.counters.get("cartridges", 0) + amount
            live.counters["supplied_tonight"] = amount
            ctx.act(
                live.name,
                "supplies",
                [live.name],
                "supplied",
                [note("cartridges", added=amount, left=live.counters["cartridges"])],
                ["supplies"],
            )


@hook("ret_cartridges_lapse")
def cartridges_lapse(ctx: PhaseContext) -> None:
    """The brute «сам патроны не накапливает»: tonight's supply not spent tonight lapses
    (the supply is spent first)."""
    for live in ctx.seated():
        supplied = live.counters.pop("supplied_tonight", 0)
        shots = live.counters.pop("shots_tonight", 0)
        spec = live.trait("ret_supplies")
        if spec is None or not spec.get("lapse") or not supplied:
            continue
        lapse = max(supplied - shots, 0)
        if lapse:
            live.counters["cartridges"] = live.counters.get("cartridges", 0) - lapse
            ctx.act(
                live.name,
                "supplies",
                [live.name],
                "cartridges_lapsed",
                [note("cartridges", lapsed=lapse, left=live.counters["cartridges"])],
            )


@hook("ret_counterattack")
def counterattack(ctx: PhaseContext) -> None:
    """Step 19: the vdv deals 20 to each who attacked him tonight (not in coma; not an
    attack; the VIP is immune). Ruling `vdv_counter_per`: per attacker or per attack."""
    if not is_night(ctx):
        return
    attacks: list[tuple[str | None, str, str]] = ctx.scratch.get("ret_attacks", [])
    for live in ctx.living():
        spec = live.trait("counterattack")
        if spec is None or live.location is Location.COMA:
            continue
        used: list[str] = []
        per = ctx.rule("vdv_counter_per", used)
        hits = [a for a, t, _ab in attacks if t == live.name and a is not None and a != live.name]
        if per == "attacker":
            hits = list(dict.fromkeys(hits))
        for attacker in hits:
            if not ctx.live(attacker).alive or immune(ctx, attacker, "counterattack"):
                continue
            deal(
                ctx,
                actor=live.name,
                ability="counterattack",
                target=attacker,
                base=int(spec.get("damage", 20)),
                attack=False,
                notes=[note("counterattack")],
                rulings=used,
            )


@kind
class RetTrap(RetKind):
    """«устанавливает для цели ловушку. Если следующей ночью цель попытается выполнить
    ночное действие, ловушка сработает и нанесёт 95 урона»."""

    name = "ret_trap"
    then: ClassVar[tuple[str, ...]] = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {"damage": int}

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        night = next_night(ctx)
        ctx.live(ro.targets[0]).effects.append(
            Effect(
                "trap",
                ro.actor,
                ctx.phase,
                night,
                night,
                frozen_map({"damage": int(ro.effect("damage")), "step": ctx.step}),
            )
        )
        ctx.act(ro.actor, ro.ability.id, ro.targets, "trap_set", order=ro.ref)


@hook("ret_trap_fire")
def trap_fire(ctx: PhaseContext) -> None:
    """Traps of last night fire on targets who try a night action (not an attack; marks
    fire). Lying low: «Не попадает в ловушку в эту ночь»."""
    if not is_night(ctx):
        return
    used: list[str] = []
    tried: set[str] = set(ctx.scratch.get("night_actors", set()))
    if ctx.rule("trap_attempt", used) == "any_order":
        tried |= set(ctx.scratch.get("night_attempts", set()))
    for live in ctx.living():
        for trap in live.effects_of("trap", ctx.phase):
            setter = trap.source
            if (
                setter is not None
                and not ctx.live(setter).start.alive
                and ctx.rule("trap_after_setter_death", used) == "removed"
            ):
                ctx.act(setter, "trap", [live.name], "trap_removed", [note("setter_dead")], used)
                continue
            if live.name not in tried or lying_low(ctx, live.name):
                why = "lie_low" if lying_low(ctx, live.name) else "trap_idle"
                ctx.act(setter, "trap", [live.name], "trap_idle", [note(why)], used)
                continue
            deal(
                ctx,
                actor=setter,
                ability="trap",
                target=live.name,
                base=int(trap.params["damage"]),
                attack=False,
                notes=[note("trap_fired")],
                rulings=[*used, "trap_cancels_action"],
            )
            if ctx.rule("trap_cancels_action") == "cancels":
                for ro in ctx.orders:
                    if (
                        ro.actor == live.name
                        and not ro.ability.public
                        and ro.ability.step > ctx.step
                        and ro.cancelled is None
                    ):
                        ro.cancelled = "trap"
                        ctx.act(
                            live.name,
                            ro.ability.id,
                            ro.targets,
                            "no_effect",
                            [note("trap_cancels")],
                            ["trap_cancels_action"],
                            ro.ref,
                        )


@kind
class RetMessage(RetKind):
    """«наутро цель обнаруживает у себя наган и явную роль жертвы, кроме неё. На следующую
    ночь (и только на неё) цель получает способность тайной роли Наган»."""

    name = "ret_message"
    params: ClassVar[Mapping[str, Any]] = {"grants": str}

    def order_check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        if ro.params.get("victim") == ro.targets[0]:
            return "victim_is_target", str(ro.params.get("victim"))
        return None

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ro.targets[0]
        victim = str(ro.params["victim"])
        night = next_night(ctx)
        used: list[str] = []
        slot = "main" if ctx.rule("nagant_slot", used) == "instead" else "nagant"
        ctx.live(target).effects.append(
            Effect(
                "grant",
                ro.actor,
                ctx.phase,
                night,
                night,
                frozen_map({"ability": str(ro.effect("grants")), "victim": victim, "slot": slot}),
            )
        )
        ctx.send(
            target, "nagant", victim, {"victim_public_role": ctx.live(victim).start.public_role}
        )
        ctx.act(
            ro.actor,
            ro.ability.id,
            ro.targets,
            "nagant_given",
            [note("victim", victim=victim)],
            used,
            ro.ref,
        )


@hook("ret_nagant_report")
def nagant_report(ctx: PhaseContext) -> None:
    """After the nagant's night the boss learns whether the receiver shot the victim; if
    not, ×2 from mafia abilities and the nagant for the rest of the game."""
    for live in ctx.seated():
        for grant in live.effects_of("grant", ctx.phase):
            key = str(grant.params["ability"])
            if key not in ctx.ruleset.abilities or not is_night(ctx):
                continue
            shot = next(
                (
                    ro
                    for ro in ctx.orders
                    if ro.actor == live.name and ro.ability.key == key and ro.cancelled is None
                ),
                None,
            )
            victim = grant.params.get("victim")
            used: list[str] = []
            hit = shot is not None and victim in shot.targets
            betrayed = not hit and (
                shot is not None or ctx.rule("nagant_betrayal", used) == "betrayal"
            )
            boss = grant.source
            if boss is not None and ctx.live(boss).alive:
                ctx.send(boss, "message", live.name, {"shot_victim": hit})
            if betrayed and live.alive:
                live.effects.append(Effect("betrayal", boss, ctx.phase, ctx.phase + 1, None))
                ctx.act(boss, "nagant", [live.name], "betrayal", [note("betrayal")], used)
