"""What a character holds in the coming phase, for the console and the order reader:
each ability with its charges left, and whether it can be ordered in this phase at all
(the phase's kind, where the character lies, charges: the first checks an order meets,
whatever its targets), and whether the orders already in leave it nothing to do (another
member sent the faction's kill). The console offers these first and asks who still has
something to do; the engine's own checks decide, here as when the order is judged."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..effects import effect_kind
from ..model.state import GameState, Order
from ..ruleset.load import AbilityDef, Grant, Ruleset
from .context import PhaseContext, ResolvedOrder
from .order_checks import usable_now


@dataclass(frozen=True, slots=True)
class HeldAbility:
    """An ability a character holds in the coming phase, with charges left (None: no
    limit), and whether an order of it can stand in this phase (its kind, the actor's
    place, charges); `spent`: the orders already in leave it nothing to do this phase
    (still offered: the master may withdraw the other member's order)."""

    definition: AbilityDef
    grant: Grant
    charges_left: int | None
    usable: bool = True
    spent: bool = False

    @property
    def id(self) -> str:
        return self.definition.id


def abilities_of(
    ruleset: Ruleset, state: GameState, orders: Sequence[Order] = ()
) -> dict[str, list[HeldAbility]]:
    """Every living character's abilities for the phase after `state`, as the engine will
    grant them (role, game size, successions, copied roles, a received nagant); `orders`:
    the phase's orders already in and not rejected, which may have `spent` an ability."""
    from .validate import prepare_phase  # validate re-exports this module's names

    ctx = PhaseContext(ruleset, state, {})
    prepare_phase(ctx)
    others = _bound(ctx, orders)
    out: dict[str, list[HeldAbility]] = {}
    for name, live in ctx.players.items():
        items: list[HeldAbility] = []
        seen: set[str] = set()
        for grant in live.grants:
            if grant.ability in seen:
                continue
            seen.add(grant.ability)
            left = None
            if grant.charges is not None:
                left = max(0, grant.charges - live.charges_used.get(grant.ability, 0))
            ability = ruleset.abilities[grant.ability]
            probe = ResolvedOrder(Order(name, ability.id, ()), ability, grant, (), {}, "", 0)
            usable = live.start.alive and usable_now(ctx, probe)
            spent = usable and effect_kind(ability.kind).spent(ctx, probe, others)
            items.append(HeldAbility(ability, grant, left, usable, spent))
        out[name] = items
    return out


def _bound(ctx: PhaseContext, orders: Sequence[Order]) -> list[ResolvedOrder]:
    """The orders bound to their abilities and grants (one the actor does not hold, or of
    a player not in the game, binds to nothing: it spends nothing)."""
    out: list[ResolvedOrder] = []
    for order in orders:
        live = ctx.players.get(order.actor)
        grant = next((g for g in live.grants if g.ability == order.ability), None) if live else None
        if grant is None:
            continue
        ability = ctx.ruleset.abilities[grant.ability]
        out.append(ResolvedOrder(order, ability, grant, order.targets, {}, "", 0))
    return out
