"""The shadow's report (AM-15's and «Возвращение»'s espionage): on the paranoid, the
master's choice. The other checks are the investigate family's (families.investigate,
families.ran, families.self_check)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .seen import check_result

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


def _last(ctx: PhaseContext) -> int:
    return ctx.ruleset.steps[-1].number


def _visits_by(ctx: PhaseContext, actor: str) -> list[str]:
    return list(dict.fromkeys(t for a, t, _ab, _s in ctx.visits if a == actor))


def _visitors_of(ctx: PhaseContext, target: str, exclude: str) -> list[str]:
    return list(dict.fromkeys(a for a, t, _ab, _s in ctx.visits if t == target and a != exclude))


def shadow(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    """The shadow's report, made at the last step (also «Возвращение»'s espionage)."""
    target = ro.targets[0]

    def report(c: PhaseContext) -> None:
        def choices(rng: random.Random) -> tuple[list[Any], Any]:
            return [], {"targets": [rng.choice([p.name for p in c.living()])], "visitors": []}

        result = check_result(
            c,
            ro,
            target,
            lambda: {
                "targets": _visits_by(c, target),
                "visitors": _visitors_of(c, target, ro.actor),
            },
            choices,
        )
        c.send(ro.actor, ro.ability.id, target, result)

    ctx.run_later(_last(ctx), report)
