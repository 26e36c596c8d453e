"""Information about HP: what checks read as a player's HP, a self check (own HP with a
threshold word, a trap set for him, the marks on him), and the HP-reading step (the
`hp_reports` hook: the readings protections asked for, families.meditation, and the traits
that read their bearer's own HP).

```yaml
numbers:
  hp_reading:
    wounded: {status: mortally_wounded, effect: mortal_wound, hp: mortally_wounded_hp}
    shown_by: mind_cloud        # a lasting effect whose `hp` a fooled reading shows instead
    trap: trap                  # the lasting effect a self check reports
    self_reports: [{trait: masochist}]
    warnings: [{trait: stuntman, below: warn_below, says: below_80}]
```
A self check is the investigate family's `shows: self` (`many_at`: from that HP on it says
`many`: «узнаёт свои хп по итогам фазы», AM-15's diagnostics); it is fooled by `shown_by`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from ...ruleset.schema import Ref
from .. import hook, ruleset_check
from .meditation import MARK, hp_reports_due
from .registry import section_or
from .schema import section, unknown

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from ...ruleset.load import Ruleset

WOUNDED_BY_VOTE = "mortal_now"  # families.execution's flag: mortally wounded this phase


@dataclass(frozen=True, slots=True)
class WoundedHp:
    """A mortally wounded player (his status `status`, the lasting effect `effect`, or
    wounded by the vote this phase) reads as alive with the ruleset number `hp`
    («считается живым персонажем со 100 хп для всех проверок», AM-15's avenger)."""

    status: str
    effect: str
    hp: str


@dataclass(frozen=True, slots=True)
class SelfReport:
    """The bearer of `trait` learns his own HP, trap and marks at the HP-reading step (the
    message named by the trait); `fooled`: whether `shown_by` changes what he reads."""

    trait: Annotated[str, Ref("trait")]
    fooled: bool = False


@dataclass(frozen=True, slots=True)
class Warning:
    """The bearer of `trait` is told `{says: true}` (a message of the trait) when his own
    HP (as `shown_by` shows it) is below the trait's parameter `below` (`default` when the
    trait has none); `about_self`: the message names him as its target (else none). Read
    at the HP-reading step (`warnings`) or in the morning (families.morning)."""

    trait: Annotated[str, Ref("trait")]
    below: str
    says: str
    default: int | None = None
    about_self: bool = True


@section("hp_reading")
@dataclass(frozen=True, slots=True)
class HpReading:
    """How checks read HP (see the module): `wounded`, `shown_by` (a lasting effect with
    the HP shown in its parameter `shown_param`), `trap` (a lasting effect: a self check
    says whether one waits for him next phase), `self_reports`, `warnings`."""

    wounded: WoundedHp | None = None
    shown_by: str | None = None
    shown_param: str = "hp"
    trap: str | None = None
    self_reports: tuple[SelfReport, ...] = ()
    warnings: tuple[Warning, ...] = ()


def reading(ctx: PhaseContext) -> HpReading:
    return section_or(ctx.ruleset, "hp_reading", HpReading)


@ruleset_check
def check_hp_reading(ruleset: Ruleset) -> None:
    """The number a mortally wounded player reads as is one of the ruleset's numbers."""
    wounded = section_or(ruleset, "hp_reading", HpReading).wounded
    if wounded is not None and wounded.hp not in ruleset.numbers:
        unknown(
            ruleset.file, "numbers: hp_reading: wounded: hp", wounded.hp, ruleset.numbers, "number"
        )


def seen_hp(ctx: PhaseContext, name: str) -> int:
    """HP as checks see it (a mortally wounded player: `wounded.hp`)."""
    live = ctx.live(name)
    wounded = reading(ctx).wounded
    if wounded is not None and (
        live.start.status == wounded.status
        or WOUNDED_BY_VOTE in live.flags
        or live.has_effect(wounded.effect)
    ):
        return int(ctx.number(wounded.hp))
    return live.hp


def own_hp(ctx: PhaseContext, name: str) -> int:
    """The HP a fooled reading gives a player about himself: `shown_by`'s, else the seen."""
    spec = reading(ctx)
    if spec.shown_by is not None:
        for shown in ctx.live(name).effects_of(spec.shown_by, ctx.phase):
            return int(shown.params[spec.shown_param])
    return seen_hp(ctx, name)


def self_report(
    ctx: PhaseContext, name: str, many_at: int | None, fooled: bool = True
) -> dict[str, Any]:
    """`{hp, trap, marks}` of `name` about himself (`hp`: `many` from `many_at` on)."""
    live = ctx.live(name)
    hp = own_hp(ctx, name) if fooled else seen_hp(ctx, name)
    trap_kind = reading(ctx).trap
    trap = any(e.kind == trap_kind and e.active_from == ctx.phase + 1 for e in live.effects)
    value: int | str = "many" if many_at is not None and hp >= many_at else hp
    return {"hp": value, "trap": trap, "marks": sum(1 for e in live.effects if e.kind == MARK)}


@hook("hp_reports")
def hp_reports(ctx: PhaseContext) -> None:
    """The HP-reading step, after the cap: the readings asked for (guard, meditation), then
    each living player's own readings by trait."""
    for to, ability, target in hp_reports_due(ctx):
        ctx.send(to, ability, target, {"hp": seen_hp(ctx, target)})
    spec = reading(ctx)
    if not spec.self_reports and not spec.warnings:
        return
    for live in ctx.living():
        for report in spec.self_reports:
            if live.trait(report.trait) is not None:
                found = self_report(ctx, live.name, None, report.fooled)
                ctx.send(live.name, report.trait, live.name, found)
        for warning in spec.warnings:
            warn(ctx, live, warning)


def warn(ctx: PhaseContext, live: Live, warning: Warning) -> None:
    """Tell `live` of his low HP when he bears the warning's trait (see `Warning`)."""
    params = live.trait(warning.trait)
    limit = None if params is None else params.get(warning.below, warning.default)
    if limit is not None and own_hp(ctx, live.name) < int(limit):
        about = live.name if warning.about_self else None
        ctx.send(live.name, warning.trait, about, {warning.says: True})
