"""Recharging (the heal is the `heal` family, engine.effects.families.heal)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from .. import EffectKind, kind
from ..common import note

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@kind
class Rest(EffectKind):
    """Recharge one used once-per-game ability; only with at least `min_used` spent."""

    name = "rest"
    params: ClassVar[Mapping[str, Any]] = {"min_used": int}

    def _spent(self, ctx: PhaseContext, ro: ResolvedOrder) -> list[str]:
        live = ctx.live(ro.actor)
        return [
            g.ability
            for g in live.grants
            if g.charges is not None and live.charges_used.get(g.ability, 0) >= g.charges
        ]

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        spent = self._spent(ctx, ro)
        if len(spent) < int(ro.effect("min_used")):
            return "rest_too_early", str(len(spent))
        wanted = str(ro.params["recharge"])
        if not any(ctx.ruleset.abilities[key].id == wanted for key in spent):
            return "not_spent", wanted
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        live = ctx.live(ro.actor)
        wanted = str(ro.params["recharge"])
        for key in self._spent(ctx, ro):
            if ctx.ruleset.abilities[key].id == wanted:
                live.charges_used[key] -= 1
                ctx.act(
                    ro.actor,
                    ro.ability.id,
                    [],
                    "recharged",
                    [note("recharged", ability=wanted)],
                    order=ro.ref,
                )
                return
