"""A protector's meditation (AM-15's and «Возвращение»'s sensei): the `protect` family's
`meditation` layer. He takes less damage from attacks (one halving for AM-15's pipeline,
the flag `meditating` for the share of «Возвращение»'s), and whoever applies a night
ability to him gets his mark (when applied, or all at the meditation step by a ruling).
The marks and HP reports of the other protections go through here too.

A trait may make its holder meditate every phase without an order (`numbers.
meditation_by_trait`, the hook `meditation_by_trait`: «после смерти ниндзя ... медитацию
включает автоматически каждую ночь (... по желанию может выключать)», seed 000)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from ...model.errors import RulesetError
from ...model.state import Effect
from ...ruleset.abilities import Grant
from ...ruleset.schema import Ref
from .. import effect_kind, hook, ruleset_check
from ..values import note
from .registry import numbers_section
from .schema import section
from .switch_off import switched_off

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from ...ruleset.load import Ruleset

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
    auto: str | None = None,
    order: str | None = None,
) -> None:
    """`sensei` meditates this phase (`auto`: by his trait, not by an order, the note
    said); whoever applies a night ability to him is marked at its step, or all of them now
    when the `timing_ruling` says `at_meditation_step`."""
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
        "auto" if auto is not None else "protected",
        [note(auto)] if auto else [],
        used,
        order,
    )


LAYER = "meditation"  # the `protect` family's layer of a meditation


@section("meditation_by_trait")
@dataclass(frozen=True, slots=True)
class MeditationByTrait:
    """A holder of `trait` meditates every phase he can act where he lies (his place
    `acts`), unless he orders a meditation himself or switches the trait off (an order of
    kind `toggle_off`, families.switch_off); `ability`: his meditation (a `protect` of
    layer `meditation`), whose id, mark timing and HP report the automatic one takes;
    `note`: the note of its event (outcome `auto`)."""

    trait: Annotated[str, Ref("trait")]
    ability: Annotated[str, Ref("ability")]
    note: str | None = None


@hook("meditation_by_trait")
def meditation_by_trait(ctx: PhaseContext) -> None:
    """The automatic meditations of the phase (see MeditationByTrait)."""
    p = numbers_section(ctx.ruleset, "meditation_by_trait")
    if not isinstance(p, MeditationByTrait):
        return
    ability = ctx.ruleset.abilities[p.ability]
    timing, report = _meditation(ctx, p.ability)
    for live in ctx.living():
        if live.trait(p.trait) is None or not ctx.place_of(live.name).acts:
            continue
        ordered = any(
            ro.actor == live.name and ro.ability.effect.get("layer") == LAYER for ro in ctx.orders
        )
        if ordered or switched_off(ctx, live.name, p.trait):
            continue
        meditate(ctx, live, ability.id, timing, auto=p.note or "")
        if report:
            report_hp_later(ctx, live.name, ability.id, live.name)


def _meditation(ctx: PhaseContext, key: str) -> tuple[str | None, bool]:
    """The meditation ability's mark timing ruling and whether it reports HP."""
    from .protect import Protect  # the protect family imports this module

    found = effect_kind(ctx.ruleset.abilities[key].kind)
    assert isinstance(found, Protect)  # checked at load (check_meditation_by_trait)
    params = found.typed_grant(ctx, Grant(key))
    return params.mark_timing_ruling, params.report_hp


@ruleset_check
def check_meditation_by_trait(ruleset: Ruleset) -> None:
    """The automatic meditation's `ability` is a `protect` of layer `meditation` (its
    `trait` and `ability` are `Ref`s, checked with the ruleset's ids)."""
    p = numbers_section(ruleset, "meditation_by_trait")
    if not isinstance(p, MeditationByTrait):
        return
    from .protect import Protect  # the protect family imports this module

    ability = ruleset.abilities[p.ability]
    if ability.kind != Protect.name or ability.effect.get("layer") != LAYER:
        raise RulesetError(
            f"numbers: meditation_by_trait: ability: '{p.ability}' is not a meditation "
            f"(kind protect, layer {LAYER})",
            ruleset.file,
        )
