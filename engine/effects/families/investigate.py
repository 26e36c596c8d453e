"""Investigation: what a check of the actual target returns, as data. Roles and modifiers
may be seen as another result (a miller guilty, a godfather not guilty); otherwise the
target's faction decides (`innocent_factions` read innocent)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import kind
from .base import Common, FamilyKind
from .state import event, faction, has, tell

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class InvestigateParams(Common):
    """`roles` / `modifiers`: a result by the target's role or modifier (the role first);
    else `innocent` for a faction in `innocent_factions`, `guilty` for any other."""

    reports: bool = True
    innocent_factions: tuple[str, ...] = ()
    roles: dict[str, str] = field(default_factory=dict)
    modifiers: dict[str, str] = field(default_factory=dict)
    guilty: str = "guilty"
    innocent: str = "not_guilty"


@kind
class Investigate(FamilyKind[InvestigateParams]):
    """A check: its result to the actor (`no_result` when blocked, from the block)."""

    name = "investigate"
    schema = InvestigateParams
    is_check = True

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ro.target
        if target is None:
            return
        seen = seen_as(ctx, self.typed(ro), target)
        tell(ctx, ro, {"result": seen})
        event(ctx, ro, "done")


def seen_as(ctx: PhaseContext, params: InvestigateParams, target: str) -> str:
    role = ctx.live(target).start.secret_role
    if role in params.roles:
        return params.roles[role]
    for modifier, result in params.modifiers.items():
        if has(ctx, target, modifier):
            return result
    side = faction(ctx, target)
    return params.innocent if side in params.innocent_factions else params.guilty
