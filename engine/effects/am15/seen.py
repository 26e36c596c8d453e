"""What checks see: the masquerade's role instead of the true one, a mortally wounded
avenger's HP, and the paranoid, on whom a check's result is the master's choice."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from .. import immunity
from ..families import seen as families_seen
from ..families.mask import masked_role

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder


MASK = "masquerade"  # the masquerade's lasting effect (rulesets/am15.yaml)


def seen_role(ctx: PhaseContext, target: str) -> str:
    """The secret role every check sees: the masquerade's, or the true one."""
    live = ctx.live(target)
    return masked_role(live, MASK) or live.start.secret_role


def seen_faction(ctx: PhaseContext, target: str) -> str:
    return ctx.faction_of(seen_role(ctx, target))


def mortally_wounded(live: Live) -> bool:
    return live.start.status == "mortally_wounded" or "mortal_now" in live.flags


def seen_hp(ctx: PhaseContext, target: str) -> int:
    """HP as checks see it: a mortally wounded avenger counts as alive with 100 HP."""
    live = ctx.live(target)
    if mortally_wounded(live) or live.has_effect("mortal_wound"):
        return int(ctx.number("mortally_wounded_hp"))
    return live.hp


@immunity("paranoid")
def is_paranoid_immune(ctx: PhaseContext, ro: ResolvedOrder, target: str) -> bool:
    """The paranoid is untouched by secret abilities that cannot change his HP this phase
    (protection and guard excepted)."""
    ability = ro.ability
    if ability.public or ability.changes_hp or "paranoid_exempt" in ability.tags:
        return False
    return ctx.live(target).trait("paranoid") is not None


Choices = families_seen.Choices


def check_result(
    ctx: PhaseContext,
    ro: ResolvedOrder,
    target: str,
    real: Callable[[], Mapping[str, Any]],
    choices: Choices,
) -> Mapping[str, Any]:
    """A check's result; on the paranoid, the master's choice (the family's, ruling
    `paranoid_check_result`)."""
    return families_seen.master_choice(ctx, ro, target, real, choices, "paranoid_check_result")
