"""Win checks as data: `numbers.win.checks`, tried in order after the day and after the
night; the first whose conditions all hold names the winner (`draw` for a draw). With
`day_win_ends_night`, once a side has won after the day every night order of the phase is
rejected (`game_over_reason`); with `keep_recorded`, a win already recorded in the state
stands without a new count.

A condition counts the living of some factions (`count: [mafia]`, or `all`) and compares:
`exactly`, `at_least`, `at_most` (a number), `equals` (the count of other factions),
`at_least_rest` (≥ every other living player), `more_than_half` (> half of the living),
`more_than` (> the count of other factions).
`ruling: {id: option}` makes a check apply only under that option. `ask: question` leaves
the end to the master: he is asked with options `offer` (default the winner) and `continue`
(the default), the counts of `ask_counts` as the question's data; his word ends the checks.
`last_side`: when no check holds, a side wins when it alone has living players, and nobody
alive is a draw («Любая фракция побеждает, как только в игре не остаётся живых персонажей
других фракций», AM-15: the `win` hook's rule without a `numbers.win`).
`effects` put a living player with a lasting effect on another side for the count, under
a ruling's option (a converted player, seed 003's converted_faction). `also`: a living
player of a faction with a counter at least a number wins too, said with a note (the ARC
agent: «Если Агент дожил до конца игры и при этом убил не менее одного игрока, ему
присуждается победа вместе с победившей стороной»)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import hook
from ..values import note
from .registry import numbers_section
from .schema import section
from .state import faction, record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


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
    more_than: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class WinCheck:
    winner: str
    when: tuple[Condition, ...] = ()
    ruling: dict[str, str] = field(default_factory=dict)
    ask: str | None = None
    offer: str | None = None
    ask_counts: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class EffectSide:
    """A lasting effect that puts the living player on `faction` under `ruling`'s option."""

    faction: str
    ruling: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class AlsoWins:
    """A living player of `faction` whose `counter` is at least `at_least` wins too."""

    faction: str
    counter: str
    at_least: int = 1
    note: str = "family_also_wins"
    note_key: str = "player"


@section("win")
@dataclass(frozen=True, slots=True)
class WinParams:
    """Who wins (the `win` hook): `checks` tried in order, then `last_side`; `effects`
    that put a player on another side; `also` winners beside the side;
    `day_win_ends_night`: a win after the day (step 0) rejects the phase's night orders
    with `game_over_reason` (mafiascum: the game ends at the lynch); `keep_recorded`: a
    win already recorded in the state stands (no new count, no new notes)."""

    checks: tuple[WinCheck, ...] = ()
    game_over_reason: str = "game_over"
    effects: dict[str, EffectSide] = field(default_factory=dict)
    also: tuple[AlsoWins, ...] = ()
    last_side: bool = False
    day_win_ends_night: bool = False
    keep_recorded: bool = False


LAST_SIDE = WinParams(last_side=True)  # the `win` hook's rule without a `numbers.win`


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
        not c.more_than or n > _count(sides, c.more_than),
    )
    return all(tests)


def side_of(ctx: PhaseContext, params: WinParams, name: str) -> str:
    """The player's side for the count (`effects`, else his faction)."""
    live = ctx.live(name)
    for effect, to in params.effects.items():
        if live.effects_of(effect) and all(ctx.rule(r) == o for r, o in to.ruling.items()):
            return to.faction
    return faction(ctx, name)


def winner(ctx: PhaseContext, params: WinParams) -> str | None:
    sides: dict[str, int] = {}
    for live in ctx.living():
        side = side_of(ctx, params, live.name)
        sides[side] = sides.get(side, 0) + 1
    for check in params.checks:
        if any(ctx.rule(r) != o for r, o in check.ruling.items()):
            continue
        if all(holds(c, sides) for c in check.when):
            return check.winner if check.ask is None else _asked(ctx, check, sides)
    if params.last_side and len(sides) <= 1:
        return next(iter(sides), "draw")
    return None


def _asked(ctx: PhaseContext, check: WinCheck, sides: dict[str, int]) -> str | None:
    """The master's word on a check with `ask` (never the engine's)."""
    assert check.ask is not None
    offer = check.offer or check.winner
    data = {**{f: sides.get(f, 0) for f in check.ask_counts}, "offer": offer}
    answer = ctx.ask(check.ask, check.ask, data, [offer, "continue"], "continue")
    return check.winner if answer == offer else None


def also_wins(ctx: PhaseContext, params: WinParams, won: str) -> None:
    """`also`: players who win beside the winning side (not on a draw)."""
    if won == "draw":
        return
    for rule in params.also:
        for live in ctx.living():
            if faction(ctx, live.name) != rule.faction:
                continue
            if int(live.counters.get(rule.counter, 0)) >= rule.at_least:
                data = {rule.note_key: live.name, "side": won}
                ctx.notes.append(note(rule.note, **data))


@hook("win")
def win(ctx: PhaseContext) -> None:
    """The win check, after the day (a step's `after`) or at the end of a phase:
    `numbers.win`, by default `last_side` alone (AM-15 and its kin, mafialife, the card
    game). A faction left with nobody gets the ruleset's `goals` (unless its `gets_goals`
    is false), noted for the master («Если ваша фракция, не являющаяся законом, мертва или
    уже не может победить, играйте на следующие цели», AM-15)."""
    params = numbers_section(ctx.ruleset, "win") or LAST_SIDE
    if params.keep_recorded and ctx.state.winner is not None:
        ctx.won(ctx.state.winner)
        return
    found = winner(ctx, params)
    if found is not None:
        ctx.won(found)
        also_wins(ctx, params, found)
        if params.day_win_ends_night and ctx.step == 0:
            _end_night(ctx, params)
    _destroyed(ctx)


def _end_night(ctx: PhaseContext, params: WinParams) -> None:
    """A win after the day: the phase's night orders are rejected (once)."""
    if record(ctx).game_over:
        return
    record(ctx).game_over = True
    for ro in ctx.orders:
        if ro.cancelled is None and ro.ability.step > 0:
            ro.cancelled = params.game_over_reason
            ctx.reject(ro.order, params.game_over_reason, 0, player=ro.actor)


def _destroyed(ctx: PhaseContext) -> None:
    alive = {p.start.faction for p in ctx.living()}
    before = {p.faction for p in ctx.state.players if p.alive}
    for side in sorted(before - alive):
        if ctx.ruleset.goals and ctx.ruleset.factions[side].gets_goals:
            goals = [g.id for g in ctx.ruleset.goals]
            ctx.notes.append(note("faction_destroyed", faction=side, goals=goals))
