"""Win checks as data: `numbers.win.checks`, tried in order after the day and after the
night; the first whose conditions all hold names the winner (`draw` for a draw). Once a
side has won after the day, every night order of the phase is rejected (`game_over`).

A condition counts the living of some factions (`count: [mafia]`, or `all`) and compares:
`exactly`, `at_least`, `at_most` (a number), `equals` (the count of other factions),
`at_least_rest` (≥ every other living player), `more_than_half` (> half of the living).
`ruling: {id: option}` makes a check apply only under that option."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import hook
from .registry import numbers_section
from .schema import section
from .state import faction, record

if TYPE_CHECKING:
    from ...context import PhaseContext


@dataclass(frozen=True, slots=True)
class Condition:
    """One comparison of a count of the living (see the module)."""

    count: tuple[str, ...] = ("all",)
    exactly: int | None = None
    at_least: int | None = None
    at_most: int | None = None
    equals: tuple[str, ...] = ()
    at_least_rest: bool = False
    more_than_half: bool = False


@dataclass(frozen=True, slots=True)
class WinCheck:
    winner: str
    when: tuple[Condition, ...] = ()
    ruling: dict[str, str] = field(default_factory=dict)


@section("win")
@dataclass(frozen=True, slots=True)
class WinParams:
    checks: tuple[WinCheck, ...] = ()
    game_over_reason: str = "game_over"


def _count(sides: dict[str, int], which: tuple[str, ...]) -> int:
    return sum(sides.values()) if "all" in which else sum(sides.get(f, 0) for f in which)


def holds(c: Condition, sides: dict[str, int]) -> bool:
    n, total = _count(sides, c.count), sum(sides.values())
    tests = (
        c.exactly is None or n == c.exactly,
        c.at_least is None or n >= c.at_least,
        c.at_most is None or n <= c.at_most,
        not c.equals or n == _count(sides, c.equals),
        not c.at_least_rest or n >= total - n,
        not c.more_than_half or 2 * n > total,
    )
    return all(tests)


def winner(ctx: PhaseContext, params: WinParams) -> str | None:
    sides: dict[str, int] = {}
    for live in ctx.living():
        side = faction(ctx, live.name)
        sides[side] = sides.get(side, 0) + 1
    for check in params.checks:
        if any(ctx.rule(r) != o for r, o in check.ruling.items()):
            continue
        if all(holds(c, sides) for c in check.when):
            return check.winner
    return None


@hook("win_check")
def win_check(ctx: PhaseContext) -> None:
    params = numbers_section(ctx.ruleset, "win") or WinParams()
    if ctx.state.winner is not None:
        ctx.scratch["winner"] = ctx.state.winner
        return
    found = winner(ctx, params)
    if found is None:
        return
    ctx.scratch["winner"] = found
    if ctx.step == 0 and not record(ctx).game_over:
        record(ctx).game_over = True
        for ro in ctx.orders:
            if ro.cancelled is None and ro.ability.step > 0:
                ro.cancelled = params.game_over_reason
                ctx.reject(ro.order, params.game_over_reason, 0, player=ro.actor)
