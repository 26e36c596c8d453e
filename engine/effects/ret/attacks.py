"""Attacks and what answers them: fixed, chosen and computed damage (the katana naming a
role kills outright) and the vdv's counterattack at step 19."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from .. import hook, kind
from ..common import fraction, immune, note
from ..families.protect import cancels
from .base import RetKind
from .phases import guessed_role, is_night, night_number
from .pipeline import deal, direct_kill, is_attack, strongest

if TYPE_CHECKING:
    from ...context import Live, PhaseContext, ResolvedOrder


@kind
class RetDamage(RetKind):
    """Damage to each target entry: a fixed amount, a chosen one, half the target's HP at
    the night's start, or 10·(night − 1); a named role kills outright (the katana)."""

    name = "ret_damage"
    intent = "harm"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "zero_damage_attack": ("still_attack", "not_attack"),
        "katana_kill_vs_protection": ("kills", "saved"),
    }
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
            and cancels(ctx, target)
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


@hook("ret_counterattack", rulings={"vdv_counter_per": ("attacker", "attack")}, then=("deaths",))
def counterattack(ctx: PhaseContext) -> None:
    """Step 19: the vdv deals 20 to each who attacked him tonight (not in coma; not an
    attack; the VIP is immune). Ruling `vdv_counter_per`: per attacker or per attack."""
    if not is_night(ctx):
        return
    attacks: list[tuple[str | None, str, str]] = ctx.scratch.get("ret_attacks", [])
    for live in ctx.living():
        spec = live.trait("counterattack")
        if spec is None or not ctx.place_of(live.name).acts:  # «(если не в коме)»
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
