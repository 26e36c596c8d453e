"""The sensei's automatic meditation and the order that switches it off (his meditation,
guard, self-defense and protection are the `protect` family's `meditation` and `halving`
layers, engine.effects.families.protect)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...ruleset.rulings import declare
from .. import EffectKind, Ids, hook, kind
from ..families.meditation import meditate, report_hp_later

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder

# rulings its shared helpers read: options understood, the built-in answer first
declare(
    __name__,
    {
        "meditation_mark_timing": ("when_applied", "at_meditation_step"),
    },
)


@kind
class Toggle(EffectKind):
    """An order that only switches a passive off for this phase (auto-meditation)."""

    name = "toggle_off"
    intent = "off"
    params: ClassVar[Mapping[str, Any]] = {"trait": Ids("trait", one=True)}

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        if ctx.live(ro.actor).trait(str(ro.effect("trait"))) is None:
            return "nothing_to_switch_off", str(ro.effect("trait"))
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        ctx.act(ro.actor, ro.ability.id, [], "switched_off", order=ro.ref)


@hook("auto_meditation")
def auto_meditation(ctx: PhaseContext) -> None:
    """After the ninja dies the sensei meditates every phase besides his action (also
    from hospital, not in coma), unless switched off."""
    for live in ctx.living():
        if live.trait("auto_meditation") is None or not ctx.place_of(live.name).acts:
            continue
        switched_off = any(
            ro.actor == live.name and ro.ability.kind == "toggle_off" for ro in ctx.orders
        )
        ordered = any(
            ro.actor == live.name and ro.ability.effect.get("layer") == "meditation"
            for ro in ctx.orders
        )
        if switched_off or ordered:
            continue
        meditate(ctx, live, "meditation", "meditation_mark_timing", auto=True)
        report_hp_later(ctx, live.name, "meditation", live.name)
