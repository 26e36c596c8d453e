"""Copying a public role: the actor uses the target's public role's abilities for a while
(«Копирует способности явной роли цели на следующую ночь и день», seed 001). The copy is a
lasting effect on the actor naming the role, from the next phase on; what it grants is the
engine's reading of that effect."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated

from ...model.state import Effect, frozen_map
from .. import Ids, kind
from ..values import note
from .base import Common, FamilyKind
from .gate import refused, stopped

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class CopyParams(Common):
    """`effect`: the lasting effect on the actor (its parameter `role`, its source the
    target); `phases`: how many phases it lasts from the next one (null: the rest of the
    game); `forbid_roles`: public roles that cannot be copied (refused `cannot_copy`);
    `timing_ruling`: the ruling that says when the copy acts, named in the event;
    `gate`: the ruleset's gate on its orders (families.gate)."""

    effect: str = "copied_role"
    phases: int | None = 1
    forbid_roles: Annotated[tuple[str, ...], Ids("public_role")] = ()
    timing_ruling: str | None = None
    gate: str | None = None


@kind
class CopyRole(FamilyKind[CopyParams]):
    """The actor copies the target's public role (see the module)."""

    name = "copy"
    schema = CopyParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: CopyParams = self.typed(ro)
        problem = refused(ctx, ro, p.gate)
        if problem is not None:
            return problem
        role = ctx.live(ro.targets[0]).start.public_role
        return ("cannot_copy", role) if role in p.forbid_roles else None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: CopyParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        role = ctx.live(ro.targets[0]).start.public_role
        last = None if p.phases is None else ctx.phase + p.phases
        ctx.live(ro.actor).effects.append(
            Effect(p.effect, ro.targets[0], ctx.phase, ctx.phase + 1, last,
                   frozen_map({"role": role}))
        )  # fmt: skip
        rulings = [p.timing_ruling] if p.timing_ruling else []
        ctx.act(
            ro.actor, ro.ability.id, ro.targets, "copied", [note("copied", role=role)], rulings,
            ro.ref,
        )  # fmt: skip
