"""Weaken (protection, self-defense and the sensei's meditation, 25%, are the `protect`
family's `cancel_strongest` and `meditation` layers, engine.effects.families.protect)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import kind
from ..common import note
from ..families import damage
from .base import RetKind

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@kind
class Weaken(RetKind):
    """«атаки цели наносят в эту ночь на 15% урона меньше. Проценты от разных применений
    суммируются.»"""

    name = "ret_weaken"
    intent = "harm"

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        for target in ro.targets:
            uses = damage.add_count(ctx, "weaken", target)  # numbers.damage's actor_count
            ctx.act(
                ro.actor,
                ro.ability.id,
                [target],
                "weakened",
                [note("weakened", percent=int(ctx.number("weaken_percent")) * uses)],
                order=ro.ref,
            )
