"""Protection and self-defense (the strongest attack cancelled), meditation (25%), weaken."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from .. import kind
from ..common import note
from ..families import damage
from ..protect import meditate, put_mark
from .base import RetKind

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@kind
class CancelStrongest(RetKind):
    """«цель не получает урона от самой сильной атаки в эту ночь»: one attack cancelled
    however many protect the target («не суммируется с защитой сэнсэя»); protection adds
    a mark, from this night."""

    name = "ret_cancel_strongest"
    intent = "help"
    params: ClassVar[Mapping[str, Any]] = {"mark": bool}

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        cancels: dict[str, list[str]] = ctx.scratch.setdefault("ret_cancel", {})
        for target in ro.targets:
            guards = cancels.setdefault(target, [])
            notes = [note("not_stacked", count=len(guards) + 1)] if guards else []
            guards.append(ro.actor)
            if ro.effect("mark"):
                put_mark(ctx, target, ro.actor)
                notes.append(note("mark_placed"))
            ctx.act(ro.actor, ro.ability.id, [target], "protected", notes, order=ro.ref)


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
