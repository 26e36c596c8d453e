"""Delayed effects on a night of simultaneous moves without HP: a lasting effect that kills
its carrier `delay` phases after it came, unless a cure's mark is on him that night.

```yaml
numbers:
  delayed_deaths:
    aids: {cause: aids, cured_by: cure_aids}   # «заражен СПИДом ... умрет» unless cured
```
A block that `infects` (the control family's girl) gives the effect: tried at this step,
once tonight's heals are placed, against the block's `infection_list` (default
`infection`): «Суперлечение доктором - ход НЕ сбивается, но заражения СПИДом не
происходит» (seed 004).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated

from ...model.state import Effect
from ...ruleset.numbers import typed_number
from ...ruleset.schema import Ref
from .. import hook, numbers
from .ledger import NightOutcome
from .shields import PASS, decide
from .state import die, marked, record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@dataclass(frozen=True, slots=True)
class DelayedDeath:
    """A lasting effect that kills `delay` phases after it came (`cause`, default the
    effect's id; the frag: who gave it) unless tonight's mark `cured_by` is on him."""

    cause: str | None = None
    cured_by: Annotated[str, Ref("effect:marks", word="mark")] | None = None
    delay: int = 1


numbers(__name__, delayed_deaths=Mapping[str, DelayedDeath])


@hook("night_delayed", then=("night_deaths",))
def night_delayed(ctx: PhaseContext) -> None:
    table: Mapping[str, DelayedDeath] = ctx.ruleset.memo(
        ("typed_number", "delayed_deaths"),
        lambda: typed_number(ctx.ruleset, "delayed_deaths", {}),
    )
    for live in ctx.living():
        for effect_kind, spec in table.items():
            due = [e for e in live.effects_of(effect_kind) if e.since == ctx.phase - spec.delay]
            if not due:
                continue
            curer = marked(ctx, live.name, spec.cured_by) if spec.cured_by else None
            if curer is not None:
                ctx.act(curer, None, [live.name], NightOutcome.CURED)
            else:
                die(ctx, live.name, due[0].source, spec.cause or effect_kind)
            live.effects = [e for e in live.effects if e not in due]
    _infect(ctx)


def _infect(ctx: PhaseContext) -> None:
    """Tonight's infections: the block's `infection_list` may stop them."""
    n = record(ctx)
    by_ref = {ro.ref: ro for ro in ctx.orders}
    for ref, target in n.infections:
        ro = by_ref[ref]
        decision = decide(ctx, str(ro.effect("infection_list", "infection")), ro, target)
        infected = decision.outcome == PASS
        if infected:
            ctx.live(target).effects.append(Effect(str(ro.effect("infects")), ro.actor, ctx.phase))
        ctx.act(
            ro.actor,
            ro.ability.id,
            [target],
            NightOutcome.INFECTED if infected else NightOutcome.NOT_INFECTED,
            decision.notes,
            decision.rulings,
            ref,
        )
        n.results.setdefault(ref, {"done": True, "by": None})["infected"] = infected
