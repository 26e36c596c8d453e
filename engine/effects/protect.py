"""The sensei's meditation and marks (guard, self-defense and protection are the `protect`
family's `halving` layer, engine.effects.families.protect)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ..model import Effect
from ..rulings import declare
from . import EffectKind, Ids, hook, kind
from .common import note

if TYPE_CHECKING:
    from ..context import Live, PhaseContext, ResolvedOrder

# rulings its shared helpers read: options understood, the built-in answer first
declare(
    __name__,
    {
        "meditation_mark_timing": ("when_applied", "at_meditation_step"),
    },
)


def put_mark(ctx: PhaseContext, target: str, sensei: str) -> None:
    """A sensei's mark: 45 damage just before the next attack on a non-yakuza."""
    ctx.live(target).effects.append(Effect("mark", sensei, ctx.phase))


def report_hp_later(ctx: PhaseContext, to: str, ability: str, target: str) -> None:
    """`to` learns `target`'s HP at the HP-reading step (after the cap)."""
    ctx.scratch.setdefault("hp_reports", []).append((to, ability, target))


def meditate(ctx: PhaseContext, sensei: Live, auto: bool, order: str | None) -> None:
    sensei.halving.append(("meditation", sensei.name))
    sensei.flags.add("meditating")
    used: list[str] = []
    timing = ctx.rule("meditation_mark_timing", used)
    if timing == "when_applied":

        def on_visit(c: PhaseContext, actor: str, target: str) -> None:
            if target == sensei.name and actor != sensei.name:
                put_mark(c, actor, sensei.name)
                c.act(
                    sensei.name,
                    "meditation",
                    [actor],
                    "mark_placed",
                    [note("meditation_mark")],
                    used,
                )

        ctx.visit_listeners.append(on_visit)
    else:
        for ro in ctx.orders:
            if (
                not ro.ability.public
                and ro.ability.targeted
                and sensei.name in ro.targets
                and ro.actor != sensei.name
                and ro.cancelled is None
            ):
                put_mark(ctx, ro.actor, sensei.name)
                ctx.act(
                    sensei.name,
                    "meditation",
                    [ro.actor],
                    "mark_placed",
                    [note("meditation_mark")],
                    used,
                )
    ctx.act(
        sensei.name,
        "meditation",
        [sensei.name],
        "auto" if auto else "protected",
        [note("auto_meditation")] if auto else [],
        used,
        order,
    )


@kind
class Meditation(EffectKind):
    """Half damage from each attack; whoever targets the sensei with a night ability
    gets a mark; the sensei learns his HP."""

    name = "meditation"
    intent = "help"
    params: ClassVar[Mapping[str, Any]] = {"report_hp": bool}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        sensei = ctx.live(ro.actor)
        if "meditating" in sensei.flags:
            return
        meditate(ctx, sensei, False, ro.ref)
        if ro.effect("report_hp", True):
            report_hp_later(ctx, ro.actor, ro.ability.id, ro.actor)


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
            ro.actor == live.name and ro.ability.kind == "meditation" for ro in ctx.orders
        )
        if switched_off or ordered:
            continue
        meditate(ctx, live, True, None)
        report_hp_later(ctx, live.name, "meditation", live.name)
