"""The `greedy` policy (its heuristics are described in `engine.simulate.policy`)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping
from itertools import islice
from typing import Any

from ..resolution.context import Live, PhaseContext
from ..ruleset.load import Grant, ParamSpec, Ruleset
from .policy import AbilityInfo, Policy, choice, draw, pick, random_param

RANK: dict[str, int] = {"harm": 0, "help": 1, "check": 2, "other": 3}  # what greedy tries first


class GreedyPolicy(Policy):
    """Teams focus one weak outsider; loners hunt known enemies; helpers heal their own."""

    name = "greedy"

    def __init__(self, ruleset: Ruleset, rng: random.Random) -> None:
        super().__init__(ruleset, rng)
        self._teams = {fid: fdef.team for fid, fdef in ruleset.factions.items()}

    def plan(self, ctx: PhaseContext) -> None:
        self.focus: dict[str, str] = {}
        for faction, fdef in self.rs.factions.items():
            if not fdef.team:
                continue
            outsiders = [p for p in self.living if p.start.faction != faction]
            if outsiders and any(p.start.faction == faction for p in self.living):
                self.focus[faction] = self._weakest(outsiders).name
        self.attack_focus = dict(self.focus)

    def voted(self, ctx: PhaseContext, votes: Mapping[str, str]) -> None:
        """A focus the vote executes before the attacks (a merged day and night) is not
        attacked: the team's attacks go to the next weakest outsider."""
        if not votes or not ctx.kind.steps or ctx.kind.steps[0] != 0:
            return
        tally: dict[str, int] = {}
        for name in votes.values():
            tally[name] = tally.get(name, 0) + 1
        leader = max(tally, key=tally.__getitem__)
        if tally[leader] * 2 <= len(votes):
            return  # no majority (a majority's leader is the only one)
        for faction, target in self.focus.items():
            if target != leader:
                continue
            rest = [p for p in self.living if p.start.faction != faction and p.name != leader]
            if rest:
                self.attack_focus[faction] = self._weakest(rest).name

    def _weakest(self, players: list[Live]) -> Live:
        # one pass: the lowest band and who is in it, in the order given
        band = self._band
        lows: list[Live] = []
        low = 0
        for p in players:
            weak = band.get(p.start.public_status, 0)
            if not lows or weak < low:
                low = weak
                lows = [p]
            elif weak == low:
                lows.append(p)
        return choice(self.rng, lows)

    def _team(self, live: Live) -> bool:
        return self._teams[live.start.faction]

    def _enemies(self, ctx: PhaseContext, live: Live) -> list[Live]:
        mine = self.known.get(live.name, {})
        return [p for p in self.living if p.name in mine and mine[p.name] != live.start.faction]

    def _strangers(self, ctx: PhaseContext, live: Live) -> list[str]:
        mine = self.known.get(live.name, {})
        return [p.name for p in self.living if p.name not in mine]

    def _target(self, ctx: PhaseContext, live: Live) -> str | None:
        """Whom this character most wants dead now."""
        if self._team(live):
            return self.attack_focus.get(live.start.faction)
        enemies = self._enemies(ctx, live)
        if enemies:
            return self._weakest(enemies).name
        mine = self.known.get(live.name, {})
        others = [
            p.name
            for p in self.living
            if p.name != live.name and mine.get(p.name, "") != live.start.faction
        ]
        return choice(self.rng, others) if others else None

    def votes(self, ctx: PhaseContext) -> dict[str, str]:
        out: dict[str, str] = {}
        tally: dict[str, int] = {}
        for voter in self.voters(ctx):
            mine = self.known.get(voter.name, {})
            candidate: str | None
            team = self._team(voter)
            enemies = [] if team else self._enemies(ctx, voter)
            if team:
                candidate = self.focus.get(voter.start.faction)
            elif enemies:
                candidate = self._weakest(enemies).name
            else:
                leader = max(tally, key=lambda n: tally[n], default=None)
                if (
                    leader is not None
                    and leader != voter.name
                    and mine.get(leader, "") != voter.start.faction
                ):
                    candidate = leader
                else:
                    candidate = self._target(ctx, voter)
            if candidate is not None:
                out[voter.name] = candidate
                tally[candidate] = tally.get(candidate, 0) + 1
        return out

    def slot_choices(
        self, ctx: PhaseContext, live: Live, grants: list[Grant]
    ) -> Iterable[Grant | None]:
        # attacks first, then help, checks and the rest (in a random order within each);
        # never a switch-off
        if len(grants) == 1:  # the common case: nothing to draw
            return (grants[0], None) if self._rank(grants[0]) is not None else (None,)
        ranked: list[list[Grant]] = [[] for _ in RANK]  # by rank
        for g in grants:
            rank = self._rank(g)
            if rank is not None:
                ranked[rank].append(g)
        return self._in_rank_order(ranked)

    def _in_rank_order(self, ranked: list[list[Grant]]) -> Iterator[Grant | None]:
        for grants in ranked:
            if grants:
                yield from draw(self.rng, grants)
        yield None

    def _rank(self, grant: Grant) -> int | None:
        """Which abilities greedy tries first; None: never."""
        return RANK.get(self.info(grant.ability).intent)

    def targets(
        self,
        ctx: PhaseContext,
        live: Live,
        info: AbilityInfo,
        pool: list[str],
        count: int,
        distinct: bool,
    ) -> list[str]:
        aim = info.intent
        wanted: list[str] = []  # the players of `pool` it wants, best first
        if aim == "harm":
            target = self._target(ctx, live)
            wanted = [target] if target is not None and target in pool else []
        elif aim == "help":
            wanted = self._helped(live, set(pool), count if distinct else 1)
        elif aim == "check":
            strangers = [n for n in self._strangers(ctx, live) if n in pool]
            wanted = list(islice(draw(self.rng, strangers), count if distinct else 1))
        if not wanted:
            return pick(self.rng, pool, count, distinct)
        if not distinct:
            return [wanted[0]] * count  # focus fire: every shot on the first choice
        if len(wanted) >= count:
            return wanted[:count]
        rest = [n for n in pool if n not in wanted]
        return wanted + list(islice(draw(self.rng, rest), count - len(wanted)))

    def _helped(self, live: Live, pool: set[str], count: int) -> list[str]:
        """Whom a help goes to, in order: a team's most hurt members (fewest HP, then seat
        order), a loner himself, then the most hurt others; only the first when one is
        wanted (no sort)."""
        team = self._team(live)
        if not team and count == 1 and live.name in pool:
            return [live.name]
        faction = live.start.faction
        fits = [
            p for p in self.living if p.name in pool and (not team or p.start.faction == faction)
        ]
        if count == 1:
            best: Live | None = None
            for p in fits:
                if best is None or p.hp < best.hp or (p.hp == best.hp and p.seat < best.seat):
                    best = p
            return [] if best is None else [best.name]
        if team:
            return [p.name for p in sorted(fits, key=lambda p: (p.hp, p.seat))]
        return [p.name for p in sorted(fits, key=lambda p: (p.name != live.name, p.hp, p.seat))]

    def shots(self, low: int, high: int) -> int:
        return high

    def param(self, ctx: PhaseContext, live: Live, spec: ParamSpec) -> Any:
        if spec.type == "player":
            return self._target(ctx, live)
        if spec.type == "secret_role" and not spec.choices:
            # name a role of another faction that is in play (a guess worth making)
            in_play = sorted(
                {p.start.secret_role for p in self.seated if p.start.faction != live.start.faction}
            )
            fitting = [
                r
                for r in in_play
                if not spec.factions or self.rs.secret_roles[r].faction in spec.factions
            ]
            if fitting:
                return choice(self.rng, fitting)
        return random_param(self.rs, ctx, live, spec, self.rng)
