"""The `random` policy: any legal order or none, random targets, random votes."""

from __future__ import annotations

from ..context import Live, PhaseContext
from ..ruleset import AbilityDef, Grant
from .policy import Policy, pick


class RandomPolicy(Policy):
    """Every slot: a uniformly random ability or nothing; every voter: a random other."""

    name = "random"

    def votes(self, ctx: PhaseContext) -> dict[str, str]:
        living = [p.name for p in self.living]
        out: dict[str, str] = {}
        for voter in self.voters(ctx):
            others = [n for n in living if n != voter.name]
            if others:
                out[voter.name] = self.rng.choice(others)
        return out

    def slot_choices(
        self, ctx: PhaseContext, live: Live, grants: list[Grant]
    ) -> list[Grant | None]:
        options: list[Grant | None] = [*grants, None]
        self.rng.shuffle(options)
        return options

    def targets(
        self,
        ctx: PhaseContext,
        live: Live,
        ability: AbilityDef,
        pool: list[str],
        count: int,
        distinct: bool,
    ) -> list[str]:
        return pick(self.rng, pool, count, distinct)

    def shots(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)
