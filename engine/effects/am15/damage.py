"""The base of AM-15's knives (kills.ManiacKnife): each target entry a hit through the
damage family. The pistol is the kill family's, its banked shots families.ammo; this stays
only until the knives leave for a family."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from .. import EffectKind
from ..families.damage import hit

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder


class Damage(EffectKind):
    """An attack of AM-15's own weapons: each target entry a hit of `amount` (a subclass
    says how much), through the damage family."""

    intent = "harm"
    then = ("deaths",)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        for shot, target in enumerate(ro.targets):
            hit(
                ctx,
                actor=ro.actor,
                ability=ro.ability.id,
                target=target,
                base=self.amount(ctx, ro, ctx.live(target), shot),
                attack=ro.ability.attack,
                tags=ro.ability.tags,
                order=ro.ref,
            )

    def amount(
        self, ctx: PhaseContext, ro: ResolvedOrder, target: Live, shot: int = 0
    ) -> Fraction | int:
        return int(ro.effect("amount"))
