"""What a character holds in the coming phase, for the console and the order reader:
each ability with its charges left, and whether it can be ordered in this phase at all
(the phase's kind, where the character lies, charges: the first checks an order meets,
whatever its targets). The console offers these first and asks who still has something
to do; the engine's own checks decide, here as when the order is judged."""

from __future__ import annotations

from dataclasses import dataclass

from .context import PhaseContext, ResolvedOrder
from .model import GameState, Order
from .order_checks import usable_now
from .ruleset import AbilityDef, Grant, Ruleset


@dataclass(frozen=True, slots=True)
class HeldAbility:
    """An ability a character holds in the coming phase, with charges left (None: no
    limit), and whether an order of it can stand in this phase (its kind, the actor's
    place, charges)."""

    definition: AbilityDef
    grant: Grant
    charges_left: int | None
    usable: bool = True

    @property
    def id(self) -> str:
        return self.definition.id


def abilities_of(ruleset: Ruleset, state: GameState) -> dict[str, list[HeldAbility]]:
    """Every living character's abilities for the phase after `state`, as the engine will
    grant them (role, game size, successions, copied roles, a received nagant)."""
    from .validate import prepare_phase  # validate re-exports this module's names

    ctx = PhaseContext(ruleset, state, {})
    prepare_phase(ctx)
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
            items.append(HeldAbility(ability, grant, left, usable))
        out[name] = items
    return out
