"""Counts on a target: a lasting counter (exposure units: «цель получает 1 единицу
разоблачения», seed 001) or a count of this phase only that a damage modifier reads
(weaken: «атаки цели наносят в эту ночь на 15% урона меньше. Проценты от разных применений
суммируются», numbers.damage's `actor_count`). The role the target is seen as when counted
is kept for the phase (what an exposure reveals in the morning)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from ...ruleset.schema import Ref
from .. import kind
from ..values import note
from . import damage
from .base import Common, FamilyKind
from .gate import refused, stopped
from .seen import Mask, seen_role

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class CountParams(Common):
    """`counter`: the name of what is counted; `units`: how many an order adds, or the
    order's parameter `units_param` when it has one (negative takes off; 0 does nothing);
    a lasting counter never falls below 0; `tonight`: a count of this phase only (read by a
    damage modifier's `actor_count`), told with `percent` = the ruleset number
    `percent_number` times the count; `immune_trait`: a target with this trait is not
    counted (`no_effect`, noted `immune_note`); `seen_masks`: the role the target is
    seen as when counted (families.seen) is kept for the phase; `outcome`: the event's word
    (default the counter's name), `note`: its note (default the counter's name);
    `gate`: the ruleset's gate on its orders (families.gate)."""

    counter: str = "count"
    units: int = 1
    units_param: str | None = None
    tonight: bool = False
    percent_number: str | None = None
    immune_trait: Annotated[str, Ref("trait")] | None = None
    immune_note: str = "immune"
    seen_masks: tuple[Mask, ...] = ()
    note: str | None = None
    gate: str | None = None


@dataclass(slots=True)
class CountRecord:
    """The phase's roles seen when counted: counter -> target -> role."""

    seen: dict[str, dict[str, str]] = field(default_factory=dict)


def seen_when_counted(ctx: PhaseContext, counter: str) -> dict[str, str]:
    return ctx.part(CountRecord).seen.setdefault(counter, {})


@kind
class Count(FamilyKind[CountParams]):
    """Adds units to a count on each target (see the module)."""

    name = "add_count"
    schema = CountParams
    intent = "harm"

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return refused(ctx, ro, self.typed(ro).gate)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: CountParams = self.typed(ro)
        if not stopped(ctx, ro, p.gate):
            apply(ctx, ro, p)


def apply(ctx: PhaseContext, ro: ResolvedOrder, p: CountParams) -> None:
    """The order's units (`units`, or its parameter `units_param`) on each target."""
    units = ro.params.get(p.units_param) if p.units_param is not None else None
    add(ctx, ro, p, p.units if units is None else int(units))


def add(ctx: PhaseContext, ro: ResolvedOrder, p: CountParams, units: int) -> None:
    """`units` on each target of the order (none: nothing)."""
    if not units:
        return
    word = p.outcome or p.counter
    said = p.note or p.counter
    for target in ro.targets:
        live = ctx.live(target)
        if p.immune_trait is not None and live.trait(p.immune_trait) is not None:
            ctx.act(ro.actor, ro.ability.id, [target], "no_effect", [note(p.immune_note)],
                    order=ro.ref)  # fmt: skip
            continue
        if p.tonight:
            uses = damage.add_count(ctx, p.counter, target)
            percent = int(ctx.number(p.percent_number)) * uses if p.percent_number else uses
            ctx.act(ro.actor, ro.ability.id, [target], word, [note(said, percent=percent)],
                    order=ro.ref)  # fmt: skip
            continue
        before = live.counters.get(p.counter, 0)
        live.counters[p.counter] = max(before + units, 0)
        after = live.counters[p.counter]
        ctx.act(ro.actor, ro.ability.id, [target], word, [note(said, before=before, after=after)],
                order=ro.ref)  # fmt: skip
        seen_when_counted(ctx, p.counter)[target] = seen_role(ctx, p.seen_masks, target)
