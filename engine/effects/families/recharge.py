"""Recharge: an ability of limited uses (a grant's `charges`) spent in full gets one use
back, the one the order names («Отдых» restores a used once-per-game ability; «Отдых не
может быть использован, если у мирного жителя потрачено менее 2 способностей», seed 000).

```yaml
rest:
  {kind: recharge, targets: none, params: {recharge: {type: ability}},
   effect: {param: recharge, min_spent: 2, too_early: rest_too_early}}
```
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import kind
from ..values import note
from .base import Common, FamilyKind

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class RechargeParams(Common):
    """`param`: the order's parameter naming the ability to recharge (an ability id);
    `min_spent`: the actor's abilities of limited uses that must be spent in full before
    it may be ordered (else refused `too_early`, with how many are); `not_spent`: the
    refusal when the named ability is not one of them. Done: `recharged`, noted with the
    ability."""

    param: str = "ability"
    min_spent: int = 1
    too_early: str = "too_few_spent"
    not_spent: str = "not_spent"


@kind
class Recharge(FamilyKind[RechargeParams]):
    """One use back of a spent ability (see the module)."""

    name = "recharge"
    schema = RechargeParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: RechargeParams = self.typed(ro)
        spent = spent_in_full(ctx, ro.actor)
        if len(spent) < p.min_spent:
            return p.too_early, str(len(spent))
        wanted = str(ro.params[p.param])
        if not any(ctx.ruleset.abilities[key].id == wanted for key in spent):
            return p.not_spent, wanted
        return super().check(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        live = ctx.live(ro.actor)
        wanted = str(ro.params[self.typed(ro).param])
        for key in spent_in_full(ctx, ro.actor):
            if ctx.ruleset.abilities[key].id == wanted:
                live.charges_used[key] -= 1
                ctx.act(ro.actor, ro.ability.id, [], "recharged",
                        [note("recharged", ability=wanted)], order=ro.ref)  # fmt: skip
                return


def spent_in_full(ctx: PhaseContext, name: str) -> list[str]:
    """The keys of `name`'s abilities of limited uses with none left."""
    live = ctx.live(name)
    return [
        g.ability
        for g in live.grants
        if g.charges is not None and live.charges_used.get(g.ability, 0) >= g.charges
    ]


__all__ = ["Recharge", "RechargeParams", "spent_in_full"]
