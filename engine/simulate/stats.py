"""What a run says: win rates with 95% Wilson intervals, game length, deaths by cause and
by step, survival per role, and the comparison of two runs.

The summary holds ids and numbers only; names are rendered by the CLI and the console in
the master's language.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..ruleset.load import Ruleset
from .play import DRAW, UNFINISHED, GameResult, SimConfig

Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Rate:
    """k of n, with the 95% Wilson score interval."""

    k: int
    n: int

    @property
    def p(self) -> float:
        return self.k / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.k, self.n)

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        return {"k": self.k, "n": self.n, "rate": self.p, "low": low, "high": high}


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for k successes in n trials (good near 0 and 1)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # exact at the ends (0/n and n/n) and never excluding p, whatever the rounding
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def difference(a: Rate, b: Rate) -> tuple[float, float, float]:
    """a − b with Newcombe's hybrid score interval (built from the two Wilson intervals)."""
    (la, ua), (lb, ub) = a.interval, b.interval
    d = a.p - b.p
    low = d - math.sqrt((a.p - la) ** 2 + (ub - b.p) ** 2)
    high = d + math.sqrt((ua - a.p) ** 2 + (b.p - lb) ** 2)
    return d, low, high


@dataclass(frozen=True)
class Summary:
    """The results of one run."""

    config: SimConfig
    games: int
    outcomes: dict[str, Rate]  # faction ids, then draw and unfinished
    lengths: dict[int, int]  # phases -> games
    length_mean: float
    length_sd: float
    deaths_by_cause: dict[str, int]
    deaths_by_step: dict[int, int]
    survival: dict[str, Rate]  # secret role -> survived/dealt
    survival_public: dict[str, Rate]

    def to_json(self) -> dict[str, Any]:
        c = self.config
        return {
            "ruleset": c.ruleset,
            "players": c.players,
            "games": self.games,
            "policy": c.policy,
            "seed": c.seed,
            "rulings": dict(c.rulings),
            "phase_cap": c.phase_cap,
            "outcomes": {k: v.to_json() for k, v in self.outcomes.items()},
            "length": {
                "mean": self.length_mean,
                "sd": self.length_sd,
                "min": min(self.lengths, default=0),
                "max": max(self.lengths, default=0),
                "histogram": {str(k): v for k, v in self.lengths.items()},
            },
            "deaths_by_cause": self.deaths_by_cause,
            "deaths_by_step": {str(k): v for k, v in self.deaths_by_step.items()},
            "survival": {k: v.to_json() for k, v in self.survival.items()},
            "survival_public": {k: v.to_json() for k, v in self.survival_public.items()},
        }


def summarize(ruleset: Ruleset, config: SimConfig, results: Sequence[GameResult]) -> Summary:
    results = sorted(results, key=lambda r: r.index)  # the same sums whoever played what
    n = len(results)
    wins = Counter(r.winner for r in results)
    outcomes = {f: Rate(wins.get(f, 0), n) for f in ruleset.factions}
    for extra in (DRAW, UNFINISHED):
        outcomes[extra] = Rate(wins.get(extra, 0), n)
    for other in sorted(set(wins) - set(outcomes)):  # a ruleset's own outcome word
        outcomes[other] = Rate(wins[other], n)
    lengths = [r.phases for r in results]
    causes: Counter[str] = Counter()
    steps: Counter[int] = Counter()
    dealt: Counter[str] = Counter()
    alive: Counter[str] = Counter()
    dealt_public: Counter[str] = Counter()
    alive_public: Counter[str] = Counter()
    for r in results:
        for seat in r.seats:
            dealt[seat.secret_role] += 1
            dealt_public[seat.public_role] += 1
            if seat.alive:
                alive[seat.secret_role] += 1
                alive_public[seat.public_role] += 1
            else:
                causes[seat.cause or "unknown"] += 1
                if seat.step is not None:
                    steps[seat.step] += 1
    return Summary(
        config=config,
        games=n,
        outcomes=outcomes,
        lengths=dict(sorted(Counter(lengths).items())),
        length_mean=statistics.fmean(lengths) if lengths else 0.0,
        length_sd=statistics.stdev(lengths) if len(lengths) > 1 else 0.0,
        deaths_by_cause=dict(sorted(causes.items())),
        deaths_by_step=dict(sorted(steps.items())),
        survival={
            role: Rate(alive[role], dealt[role]) for role in ruleset.secret_roles if dealt[role]
        },
        survival_public={
            role: Rate(alive_public[role], dealt_public[role])
            for role in ruleset.public_roles
            if dealt_public[role]
        },
    )


@dataclass(frozen=True)
class Comparison:
    """Two runs side by side: each outcome's rate in both and the difference a − b."""

    a: Summary
    b: Summary

    def rows(self) -> list[tuple[str, Rate, Rate, tuple[float, float, float]]]:
        keys = list(dict.fromkeys([*self.a.outcomes, *self.b.outcomes]))
        out = []
        for key in keys:
            ra = self.a.outcomes.get(key, Rate(0, self.a.games))
            rb = self.b.outcomes.get(key, Rate(0, self.b.games))
            out.append((key, ra, rb, difference(ra, rb)))
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a.to_json(),
            "b": self.b.to_json(),
            "difference": {
                k: {"a": ra.p, "b": rb.p, "diff": d, "low": lo, "high": hi}
                for k, ra, rb, (d, lo, hi) in self.rows()
            },
            "length_diff": self.a.length_mean - self.b.length_mean,
        }
