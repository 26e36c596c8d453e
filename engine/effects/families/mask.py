"""Masks: a lasting effect that makes checks see the target as another secret role (a
masquerade «маскирует цель под любую тайную роль ... с этой ночи и до конца игры», seed
001); what each check sees through it is families.seen's `Mask` data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated

from ...model.state import Effect, frozen_map
from .. import Ids, kind
from ..values import note
from .base import Common, FamilyKind
from .gate import refused, stopped

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder


def masked_role(live: Live, effect: str, param: str = "role") -> str | None:
    """The role a mask (the lasting effect `effect`, its parameter `param`) shows on
    `live`, or None: the mask a check, a reveal or an announcement sees first."""
    for found in live.effects:
        if found.kind == effect:
            return str(found.params[param])
    return None


@dataclass(frozen=True, slots=True)
class MaskParams(Common):
    """`effect`: the lasting effect put on the target (a second one replaces the first),
    carrying the order's parameter `param` (the role shown); `forbid_roles`: secret roles
    that cannot be masked, `forbid_effects`: lasting effects on the target that forbid it
    (refused `cannot_mask`); `gate`: the ruleset's gate on its orders (families.gate)."""

    effect: str = "masquerade"
    param: str = "role"
    forbid_roles: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    forbid_effects: tuple[str, ...] = ()
    gate: str | None = None


@kind
class Mask(FamilyKind[MaskParams]):
    """Masks the target as the role the order names, from now on."""

    name = "mask"
    schema = MaskParams
    intent = "harm"

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: MaskParams = self.typed(ro)
        problem = refused(ctx, ro, p.gate)
        if problem is not None:
            return problem
        target = ctx.live(ro.targets[0])
        if target.start.secret_role in p.forbid_roles:
            return "cannot_mask", target.start.secret_role
        for effect in p.forbid_effects:
            if target.has_effect(effect, ctx.phase):
                return "cannot_mask", effect
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: MaskParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        target = ctx.live(ro.targets[0])
        shown = ro.params[p.param]
        target.effects[:] = [e for e in target.effects if e.kind != p.effect]
        target.effects.append(
            Effect(p.effect, ro.actor, ctx.phase, params=frozen_map({p.param: shown}))
        )
        ctx.act(
            ro.actor, ro.ability.id, ro.targets, "masked", [note("masked_as", role=shown)],
            order=ro.ref,
        )  # fmt: skip
