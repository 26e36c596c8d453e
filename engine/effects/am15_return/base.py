"""What every «Возвращение» ability checks before it acts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ruleset.rulings import declare
from ..families.gate import gate

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


declare(
    __name__,
    {
        "negative_hp_acts": ("acts", "inert"),
        "status_timing": ("phase_start", "live"),
        "self_target": ("allowed", "forbidden"),
    },
)


def blocked(ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
    """Why an accepted night order has no effect at its step, or None.

    Ruling `negative_hp_acts: inert`: HP at 0 or below stops the character's later orders.
    Ruling `status_timing: live`: a character whose HP fell into hospital or coma tonight
    loses the night abilities he could not use from there."""
    if ro.ability.public:
        return None
    actor = ctx.live(ro.actor)
    if actor.hp <= 0 and ctx.rule("negative_hp_acts") == "inert":
        return "negative_hp_acts"
    if ctx.rule("status_timing") == "live":
        where = ctx.ruleset.place(ctx.ruleset.status_for_hp(actor.hp).location)
        if not ro.acts_from(where):
            return "status_timing"
    return None


def on_self(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
    """Ruling `self_target: forbidden`: no order on oneself unless the ability allows it."""
    if (
        ro.actor in ro.targets
        and not ro.ability.targets.self_only
        and "self_allowed" not in ro.ability.tags
        and ctx.rule("self_target") == "forbidden"
    ):
        return "not_on_self", ro.ability.id
    return None


@gate("ret_night")
class RetGate:
    """The gate of «Возвращение»'s abilities on the shared families (`gate: ret_night`):
    `on_self` before the order is accepted, `blocked` at its step."""

    def refuse(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return on_self(ctx, ro)

    def stop(self, ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
        return blocked(ctx, ro)
