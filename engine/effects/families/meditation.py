"""A protector's meditation (AM-15's and «Возвращение»'s sensei): the `protect` family's
`meditation` layer. He takes less damage from attacks (one halving for AM-15's pipeline,
the flag `meditating` for the share of «Возвращение»'s), and whoever applies a night
ability to him gets his mark (when applied, or all at the meditation step by a ruling).
The marks and HP reports of the other protections go through here too."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...model.state import Effect
from ..values import note

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext

MARK = "mark"  # the protector's mark: damage just before the next attack on its bearer
MEDITATING = "meditating"  # the flag the damage pipeline reads


@dataclass(slots=True)
class HpReports:
    """The HP readings due at the HP-reading step (the phase's typed state, `ctx.part`):
    (to, ability, target), in the order asked."""

    due: list[tuple[str, str, str]] = field(default_factory=list)


def hp_reports_due(ctx: PhaseContext) -> list[tuple[str, str, str]]:
    return ctx.part(HpReports).due


def put_mark(ctx: PhaseContext, target: str, protector: str) -> None:
    """The protector's mark on `target` (a lasting effect the damage pipeline fires)."""
    ctx.live(target).effects.append(Effect(MARK, protector, ctx.phase))


def report_hp_later(ctx: PhaseContext, to: str, ability: str, target: str) -> None:
    """`to` learns `target`'s HP at the HP-reading step (after the cap; the
    `hp_reports` hook, families.self_check, reads this list)."""
    hp_reports_due(ctx).append((to, ability, target))


def meditate(
    ctx: PhaseContext,
    sensei: Live,
    ability: str,
    timing_ruling: str | None,
    auto: bool = False,
    order: str | None = None,
) -> None:
    """`sensei` meditates this phase (`auto`: by his trait, not by an order); whoever
    applies a night ability to him is marked at its step, or all of them now when the
    `timing_ruling` says `at_meditation_step`."""
    sensei.halving.append((ability, sensei.name))
    sensei.flags.add(MEDITATING)
    used: list[str] = []
    timing = ctx.rule(timing_ruling, used) if timing_ruling else "when_applied"
    if timing == "when_applied":

        def on_visit(c: PhaseContext, actor: str, target: str) -> None:
            if target == sensei.name and actor != sensei.name:
                put_mark(c, actor, sensei.name)
                c.act(sensei.name, ability, [actor], "mark_placed", [note("meditation_mark")], used)

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
                    sensei.name, ability, [ro.actor], "mark_placed", [note("meditation_mark")], used
                )
    ctx.act(
        sensei.name,
        ability,
        [sensei.name],
        "auto" if auto else "protected",
        [note("auto_meditation")] if auto else [],
        used,
        order,
    )
