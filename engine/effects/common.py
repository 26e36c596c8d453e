"""Helpers the core and the families share: the VIP's immunities, lasting effects, an
order's spending (AM-15's rulings they read are declared in effects/am15/rulings.py).

Damage is dealt by `families.damage.hit`: am15.yaml's `numbers.damage` gives, in the
seed's order, its modifiers as data (the contract's and the nagant betrayal's
multipliers, one halving by guard/self-defense/protection/meditation, the chief
physician's half in hospital: families.hit_factors) and what follows a hit (the contract's
+15 to the damager: families.rewards; the vdv's counterattack: families.attack).
Healing goes through `families.heal.restore` (`numbers.healing`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.state import Effect
from .families.immunity import listed_immune
from .families.ran import RAN
from .values import ceil_int as ceil_int
from .values import fraction as fraction
from .values import note as note

if TYPE_CHECKING:
    from ..resolution.context import Live, PhaseContext, ResolvedOrder

# --- the VIP's immunities, effects, charges ------------------------------------------------


def immune(ctx: PhaseContext, target: str, ability_id: str) -> bool:
    """The VIP's immunities: public abilities and passives listed in its trait."""
    return listed_immune(ctx, target, "immune", ability_id)


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
    live.flags.add(RAN + ro.ability.id)
