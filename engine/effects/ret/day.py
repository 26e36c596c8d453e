"""The day (step 0): the public abilities (curse, copy; the treat is the `heal` family); the
vote is the `day_vote` family's (rulesets/am15_return.yaml `numbers.day_vote`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...model import Effect, frozen_map
from ...rulings import declare
from .. import kind
from ..common import note
from .base import RetKind

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


# the day vote's rulings (the `day_vote` family reads them by the names
# rulesets/am15_return.yaml gives): options understood, the built-in answer first
declare(
    __name__,
    {
        "day_order": ("abilities_first", "vote_first"),
        "execution_rule": ("majority_of_cast", "plurality"),
        "avenger_scope": ("all", "no_execution"),
    },
)


@kind
class RetCopyRole(RetKind):
    """«Копирует способности явной роли цели на следующую ночь и день.»"""

    name = "ret_copy_role"
    params: ClassVar[Mapping[str, Any]] = {"forbid_roles": list, "phases": int}

    def order_check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        role = ctx.live(ro.targets[0]).start.public_role
        if role in (ro.effect("forbid_roles") or ()):
            return "cannot_copy", role
        return None

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        role = ctx.live(ro.targets[0]).start.public_role
        last = ctx.phase + int(ro.effect("phases", 2))
        ctx.live(ro.actor).effects.append(
            Effect(
                "copied_role",
                ro.targets[0],
                ctx.phase,
                ctx.phase + 1,
                last,
                frozen_map({"role": role}),
            )
        )
        ctx.act(
            ro.actor,
            ro.ability.id,
            ro.targets,
            "copied",
            [note("copied", role=role)],
            ["plagiarist_timing"],
            ro.ref,
        )
