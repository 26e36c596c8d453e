"""Meditation (25%) and weaken (protection and self-defense are the `protect` family's
`cancel_strongest` layer, engine.effects.families.protect)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import kind
from ..common import note
from ..protect import meditate
from .base import RetKind

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@kind
class RetMeditation(RetKind):
    """«сэнсэй получает только 25% урона от атак. Каждый игрок, применяющий способность
    на сэнсэя, получает метку.» (ruling meditation_mark_timing, as in am15)"""

    name = "ret_meditation"
    intent = "help"

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        sensei = ctx.live(ro.actor)
        if "meditating" not in sensei.flags:
            meditate(ctx, sensei, False, ro.ref)


@kind
class Weaken(RetKind):
    """«атаки цели наносят в эту ночь на 15% урона меньше. Проценты от разных применений
    суммируются.»"""

    name = "ret_weaken"
    intent = "harm"

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        weakened: dict[str, int] = ctx.scratch.setdefault("ret_weaken", {})
        for target in ro.targets:
            weakened[target] = weakened.get(target, 0) + 1
            ctx.act(
                ro.actor,
                ro.ability.id,
                [target],
                "weakened",
                [note("weakened", percent=int(ctx.number("weaken_percent")) * weakened[target])],
                order=ro.ref,
            )
