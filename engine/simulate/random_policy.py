"""The `random` policy: any legal order or none, random targets, random votes."""

from __future__ import annotations

from collections.abc import Iterable

from ..resolution.context import Live, PhaseContext
from ..ruleset.load import Grant
from .policy import AbilityInfo, Policy, below, choice, draw, pick


class RandomPolicy(Policy):
    """Every slot: a uniformly random ability or nothing; every voter: a random other."""

    name = "random"

    def votes(self, ctx: PhaseContext) -> dict[str, str]:
        out: dict[str, str] = {}
        for voter in self.voters(ctx):
            others = [n for n in self.names if n != voter.name]
            if others:
                out[voter.name] = choice(self.rng, others)
        return out

    def slot_choices(
        self, ctx: PhaseContext, live: Live, grants: list[Grant]
    ) -> Iterable[Grant | None]:
        return draw(self.rng, [*grants, None])

    def targets(
        self,
        ctx: PhaseContext,
        live: Live,
        info: AbilityInfo,
        pool: list[str],
        count: int,
        distinct: bool,
    ) -> list[str]:
        return pick(self.rng, pool, count, distinct)

    def shots(self, low: int, high: int) -> int:
        return below(self.rng, low, high)
