"""A reward for damaging a marked target: each damager regains HP once a phase (AM-15's
contract: «каждый наносящий урон цели восстанавливает себе 15 хп (независимо от
количества атак)», seed 000). Runs after every hit (families.damage's `after: [rewards]`).

```yaml
numbers:
  hit_rewards:
    contract: {amount: heal, lapses_ruling: contract_after_boss_death,
               timing_ruling: contract_heal_step, later_step: heal_step, note: contract_reward}
```
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...ruleset.numbers import typed_number
from .. import numbers
from ..values import note
from .damage import after_hit
from .heal import restore
from .hit_factors import stands

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext

IMMEDIATELY = "immediately"  # `timing_ruling`'s option: the HP comes at once


@dataclass(frozen=True, slots=True)
class Reward:
    """Whoever damages a bearer of the lasting effect (the table's key) regains the HP in
    the effect's parameter `amount`, once a phase, never for damaging himself; the HP
    event names the effect as its ability, with the note `note` (naming the target).
    `lapses_ruling`: the effect of a giver dead when the phase began rewards while its
    option is `stands`; `timing_ruling`: its option `immediately` heals at once, any
    other at the step the ruleset number `later_step` names."""

    amount: str
    note: str
    lapses_ruling: str | None = None
    timing_ruling: str | None = None
    later_step: str | None = None


numbers(__name__, hit_rewards=Mapping[str, Reward])


@dataclass(slots=True)
class Rewarded:
    """This phase's rewards given (the phase's typed state): (effect, target, damager)."""

    given: set[tuple[str, str, str]] = field(default_factory=set)


def _table(ctx: PhaseContext) -> Mapping[str, Reward]:
    found: Mapping[str, Reward] = ctx.ruleset.memo(
        ("typed_number", "hit_rewards"),
        lambda: typed_number(ctx.ruleset, "hit_rewards", {}),
    )
    return found


@after_hit("rewards")
def reward(
    ctx: PhaseContext, actor: str | None, live: Live, attack: bool, amount: int, order: str | None
) -> None:
    """After a hit that hurt: the damager's rewards for the target's effects."""
    if amount <= 0 or actor is None or not live.effects:
        return
    for kind, spec in _table(ctx).items():
        effect = next(iter(live.effects_of(kind, ctx.phase)), None)
        if (
            effect is None
            or actor == live.name
            or not stands(ctx, effect, spec.lapses_ruling, None)
        ):
            continue
        given = ctx.part(Rewarded).given
        if (kind, live.name, actor) in given:
            continue  # once per damager, whatever the number of attacks
        given.add((kind, live.name, actor))
        _give(ctx, kind, spec, actor, live.name, int(effect.params[spec.amount]), order)


def _give(
    ctx: PhaseContext,
    kind: str,
    spec: Reward,
    damager: str,
    target: str,
    amount: int,
    order: str | None,
) -> None:
    used = [spec.timing_ruling] if spec.timing_ruling is not None else []

    def give(c: PhaseContext) -> None:
        restore(
            c,
            actor=damager,
            ability=kind,
            target=damager,
            amount=amount,
            order=order,
            notes=[note(spec.note, target=target)],
            rulings=used,
        )

    timing = ctx.rule(spec.timing_ruling) if spec.timing_ruling is not None else IMMEDIATELY
    if timing == IMMEDIATELY or spec.later_step is None:
        give(ctx)
    else:
        ctx.run_later(int(ctx.number(spec.later_step)), give)
