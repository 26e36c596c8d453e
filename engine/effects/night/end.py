"""The hanging, the night's deaths and the newspaper (returning and delayed deaths:
families.mines, families.delayed).

- `night_hanging` (step 0): the most counted votes, a tie or an unhangable top: nobody;
  sold votes and the votes of a day without a vote (`no_vote_days`) are shown, not
  counted; a bribe saves unless a living non-ally holds its counter.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...model import frozen_map
from ...trace import Death, Vote, VoteTally
from .. import hook
from ..common import note
from ..families.ledger import (
    NightOutcome,
    has_trait,
    items,
    night,
    orders_of,
    spend_setup,
    switch,
    use_item,
)
from ..families.shields import used_up
from .moves import remember_target

if TYPE_CHECKING:
    from ...context import PhaseContext


@hook("night_deaths", then=("statuses", "apply_statuses"))
def night_deaths(ctx: PhaseContext) -> None:
    for pending in night(ctx).deaths.values():
        live = ctx.live(pending.target)
        if not live.alive:
            continue
        live.alive = False
        ctx.deaths.append(
            Death(pending.target, pending.frag, pending.step, pending.cause, pending.rulings)
        )


@hook("night_results")
def night_results(ctx: PhaseContext) -> None:
    """Each move that was not rejected: its actor's newspaper line `{done, by, ...}`."""
    n = night(ctx)
    for ro in ctx.orders:
        found = n.results.get(ro.ref)
        if found is None:
            continue
        if found.get("by") != "blocked":
            spend_setup(ctx, ro)
        if ro.effect("not_twice_running") and ro.target is not None:
            # the ordered target, before any redirect: the girl chose it
            remember_target(ctx, ro, n.final.get(ro.ref, (ro.target,))[0])
        data: dict[str, Any] = dict(found)
        if ro.ref in n.final:
            data["original_target"] = list(n.final[ro.ref])
        ctx.send(ro.actor, ro.ability.id, ro.target, frozen_map(data))


@hook("night_hanging")
def night_hanging(ctx: PhaseContext) -> None:
    """The day's hanging; the hanged make no move tonight (switch `hanged_still_move`:
    they do). A tie hangs nobody (switch `tie_asks_master`: the master is asked); an
    unhangable top hangs nobody (switch `next_when_unhangable`: the next candidate)."""
    votes: dict[str, str] = dict(ctx.scratch.get("votes_in", {}))
    # «голос игрока учтён не будет»: the phase's `sold_votes` (scenario key, or the older
    # `decisions: {sold_votes: ...}`, both read into the decisions)
    sold = set(ctx.decisions.get("sold_votes") or ())
    rules: Mapping[str, Any] = ctx.ruleset.numbers.get("hanging") or {}
    if ctx.phase in rules.get("no_vote_days", ()):  # «В первый день голосования нет»
        if votes:
            why = (note("night_no_vote_today", day=ctx.phase),)
            ctx.votes = VoteTally(tuple(Vote(v, c, 1.0, why, False) for v, c in votes.items()))
        return
    living = {p.name for p in ctx.living()}
    counted = {v: c for v, c in votes.items() if v in living and v not in sold and c in living}
    ballots = tuple(
        Vote(v, c, 1.0, (note("night_sold_vote"),) if v in sold else (), v in counted)
        for v, c in votes.items()
    )
    if not counted:
        if ballots:
            ctx.votes = VoteTally(ballots)
        return
    tally: dict[str, int] = {}
    for candidate in counted.values():
        tally[candidate] = tally.get(candidate, 0) + 1
    ctx.votes = VoteTally(
        ballots, frozen_map({c: float(k) for c, k in tally.items()}), float(len(counted))
    )
    used: list[str] = []
    hanged = _top(ctx, tally, counted, used)
    if hanged is None:
        return
    live = ctx.live(hanged)
    live.alive, live.executed = False, True
    ctx.executed = hanged
    ctx.votes = replace(ctx.votes, executed=hanged)
    ctx.deaths.append(Death(hanged, None, 0, "hanging", tuple(used)))
    # the step shows the hanging (the vote's tally is the trace's `vote`)
    ctx.act(
        None,
        None,
        [hanged],
        NightOutcome.HANGED,
        [note("night_hanged", votes=tally[hanged], cast=len(counted))],
        tuple(used),
    )
    if switch(ctx, "hanged_still_move", used):
        return
    for ro in orders_of(ctx, hanged):
        ro.cancelled = "hanged"
        ctx.reject(ro.order, "hanged", 0, player=hanged)


def _top(
    ctx: PhaseContext, tally: Mapping[str, int], counted: Mapping[str, str], used: list[str]
) -> str | None:
    """Who is hanged: the most votes; ties and the unhangable by the switches."""
    ranked = sorted(tally, key=lambda c: (-tally[c], c))
    while ranked:
        leaders = [c for c in ranked if tally[c] == tally[ranked[0]]]
        if len(leaders) > 1:
            answer = None
            if switch(ctx, "tie_asks_master", used):
                answer = ctx.ask("hanging", "hanging", {"tied": leaders}, [*leaders, None], None)
            if answer not in leaders:
                ctx.notes.append(note("night_hanging_tie", tied=leaders))
                return None
            leaders = [str(answer)]
        if _hangable(ctx, leaders[0], counted):
            return leaders[0]
        ctx.notes.append(note("night_not_hanged", player=leaders[0]))
        if not switch(ctx, "next_when_unhangable", used):
            return None
        ranked = [c for c in ranked if c not in leaders]
    return None


def _hangable(ctx: PhaseContext, name: str, counted: Mapping[str, str]) -> bool:
    """numbers.hanging: `never: [traits or items]`, `lynch_only: [roles or items]`, where
    a lynch needs every other living player's counted vote."""
    rules: Mapping[str, Any] = ctx.ruleset.numbers.get("hanging") or {}
    live = ctx.live(name)
    if any(has_trait(live, t) or items(live, t) > 0 for t in rules.get("never", ())):
        return False
    if _bribed(ctx, name, rules.get("bribe") or {}):
        return False
    lynch = rules.get("lynch_only", ())
    if live.start.secret_role in lynch or any(items(live, t) > 0 for t in lynch):
        others = {p.name for p in ctx.living()} - {name}
        return all(counted.get(v) == name for v in others)
    return True


def _bribed(ctx: PhaseContext, name: str, spec: Mapping[str, Any]) -> bool:
    """numbers.hanging.bribe `{item, countered_by, lone_factions, used_up}`: the item saves
    from any hanging, lynch too, unless a living non-ally holds the counter («не действует
    против союзников»: the same faction, except a faction of loners, the neutrals). A bribe
    that saves is used up as a shield's item is (`used_up`: true, or a ruling)."""
    live = ctx.live(name)
    item = spec.get("item")
    if item is None or items(live, str(item)) <= 0:
        return False
    counter = spec.get("countered_by")
    faction = live.start.faction
    lone = faction in spec.get("lone_factions", ())
    against = [
        p.name
        for p in ctx.living()
        if counter is not None
        and p.name != name
        and items(p, str(counter)) > 0
        and (lone or p.start.faction != faction)
    ]
    if against:
        ctx.notes.append(note("night_anti_bribe", player=name, by=against))
        return False
    ctx.notes.append(note("night_bribed", player=name))
    if used_up(ctx, spec, []):
        use_item(live, str(item))
    return True
