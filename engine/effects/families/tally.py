"""The day vote of `reader: names` counted (`count`): `majority_of_cast` (more than half
of the votes cast: the counted positive weights, a self-vote penalty is no vote cast),
`plurality` (the most, alone; a tie: nobody), `most` (the most counted votes, at least
one; `no_lynch` may win by its majority of `peace_ruling`'s base — `cast` or the living
— and fewer than `min_alive` living hold no vote; ties by `ties`; a top the `hanging`
exceptions spare: nobody, or the next while `next_switch` holds). `no_vote_days`: the
day's votes are shown, not counted."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from ...model.state import frozen_map
from ...trace import Vote, VoteTally
from ..values import note
from .ballots import by_living, by_orders, by_start
from .execution import execute
from .ledger import has_trait, items, use_item
from .switch import holds

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from .day_vote import DayVoteParams, Hanging


def vote_by_names(ctx: PhaseContext, p: DayVoteParams) -> None:
    votes: dict[str, str] = dict(ctx.inputs.votes)
    if p.check == "orders":
        _by_orders(ctx, p, votes)
    elif p.check == "start":
        _by_start(ctx, p, votes)
    else:
        _by_living(ctx, p, votes)


def _by_orders(ctx: PhaseContext, p: DayVoteParams, votes: Mapping[str, str]) -> None:
    ballots = by_orders(ctx, p, votes)
    totals: dict[str, float] = {}
    cast: list[float] = []
    for b in ballots:
        if b.counted:
            totals[b.candidate] = totals.get(b.candidate, 0.0) + b.weight
            if b.weight > 0:
                cast.append(b.weight)
    count = sum(cast)
    mode = p.count
    if p.count_ruling and ctx.rule(p.count_ruling) in ("plurality", "majority_of_cast"):
        mode = "plurality" if ctx.rule(p.count_ruling) == "plurality" else "majority_of_cast"
    executed = None
    if mode == "plurality":
        top = max(totals.values(), default=0.0)
        leaders = [c for c, t in totals.items() if t == top]
        executed = leaders[0] if top > 0 and len(leaders) == 1 else None
    else:
        executed = next((c for c, t in totals.items() if count > 0 and t > count / 2), None)
    ctx.votes = VoteTally(tuple(ballots), frozen_map(totals), count, executed)
    if executed is not None:
        execute(ctx, p, executed, ())


def _by_start(ctx: PhaseContext, p: DayVoteParams, votes: Mapping[str, str]) -> None:
    ballots, totals = by_start(ctx, p, votes)
    cast = sum(totals.values())
    alive = [pl for pl in ctx.seated() if pl.start.alive]
    executed = None
    if len(alive) >= p.min_alive and not _peace(ctx, p, totals, cast, len(alive)):
        executed = most(ctx, p, totals, {}, [])
    ctx.votes = VoteTally(tuple(ballots), frozen_map(totals), float(cast), executed)
    if executed is not None:
        execute(ctx, p, executed, ())


def _peace(
    ctx: PhaseContext, p: DayVoteParams, totals: Mapping[str, float], cast: float, alive: int
) -> bool:
    """«Если строгое большинство голосов "за мир", то казни не происходит»."""
    if not p.peace_ruling:
        return False
    base = cast if ctx.rule(p.peace_ruling) == "cast" else alive
    return totals.get(p.no_lynch, 0) * 2 > base


def _by_living(ctx: PhaseContext, p: DayVoteParams, votes: Mapping[str, str]) -> None:
    if ctx.phase in p.no_vote_days:  # «В первый день голосования нет»
        if votes:
            why = (note(f"{p.note_prefix}no_vote_today", day=ctx.phase),)
            ctx.votes = VoteTally(tuple(Vote(v, c, 1.0, why, False) for v, c in votes.items()))
        return
    ballots, counted = by_living(ctx, p, votes)
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
    executed = most(ctx, p, tally, counted, used)
    if executed is not None:
        ctx.votes = replace(ctx.votes, executed=executed)
        execute(ctx, p, executed, used, votes=tally[executed], cast=len(counted))


def most(
    ctx: PhaseContext,
    p: DayVoteParams,
    totals: Mapping[str, float],
    counted: Mapping[str, str],
    used: list[str],
) -> str | None:
    """Who the most votes execute; ties by `ties`, the spared by `hanging`."""
    candidates = {k: v for k, v in totals.items() if k != p.no_lynch}
    ranked = sorted(candidates, key=lambda c: (-candidates[c], c))
    while ranked:
        leaders = [c for c in ranked if candidates[c] == candidates[ranked[0]]]
        if len(leaders) > 1:
            chosen = _tie(ctx, p, leaders, used)
            if chosen is None:
                return None
            leaders = [chosen]
        if _executable(ctx, p.hanging, leaders[0], counted, p.note_prefix, used):
            return leaders[0]
        ctx.notes.append(note(f"{p.note_prefix}not_hanged", player=leaders[0]))
        if not holds(ctx, p.next_switch, used):
            return None
        ranked = [c for c in ranked if c not in leaders]
    return None


def _tie(ctx: PhaseContext, p: DayVoteParams, leaders: list[str], used: list[str]) -> str | None:
    for way in p.ties:
        if way == "list":
            return min(leaders, key=lambda n: _list_place(ctx, p, n))
        if way == "master" and (not p.tie_switch or holds(ctx, p.tie_switch, used)):
            q = p.tie_question
            answer = ctx.ask(q, q, {"tied": leaders}, [*leaders, None], None)
            if answer in leaders:
                return str(answer)
    ctx.notes.append(note(f"{p.note_prefix}hanging_tie", tied=leaders))
    return None


def _list_place(ctx: PhaseContext, p: DayVoteParams, name: str) -> tuple[int, int]:
    """A player's place in the scenario's list `list_key` by his entry `list_entry` of the
    ruleset's state `list_namespace` («выше по списку»); else his seat."""
    top = (ctx.state.extra.get("scenario") or {}).get("top", {})
    raw = top.get(p.list_key) if isinstance(top, Mapping) and p.list_key else None
    listed = [str(x) for x in raw] if isinstance(raw, (list, tuple)) else []
    mine = ctx.own(p.list_namespace).get("players", {}) if p.list_namespace else {}
    entry = mine.get(name) if isinstance(mine, Mapping) else None
    shown = entry.get(p.list_entry) if isinstance(entry, Mapping) else None
    seat = ctx.order_of_seats.index(name)
    if shown in listed:
        return (listed.index(shown), seat)
    return (len(listed), seat)


def _executable(
    ctx: PhaseContext,
    h: Hanging,
    name: str,
    counted: Mapping[str, str],
    prefix: str,
    used: list[str],
) -> bool:
    """`hanging`: `never` (traits or items), the bribe, `lynch_only` (roles or items: every
    other living player's counted vote)."""
    live = ctx.live(name)
    if any(has_trait(live, t) or items(live, t) > 0 for t in h.never):
        return False
    if _bribed(ctx, h, live, prefix):
        return False
    if live.start.secret_role in h.lynch_only or any(items(live, t) > 0 for t in h.lynch_only):
        others = {pl.name for pl in ctx.living()} - {name}
        return all(counted.get(v) == name for v in others)
    return True


def _bribed(ctx: PhaseContext, h: Hanging, live: Live, prefix: str) -> bool:
    """The bribe saves from any execution unless a living non-ally holds the counter («не
    действует против союзников»: the same faction, except a faction of loners); a bribe
    that saves is spent when `used_up`."""
    item = h.bribe_item
    if item is None or items(live, item) <= 0:
        return False
    counter = h.countered_by
    faction = live.start.faction
    lone = faction in h.lone_factions
    against = [
        pl.name
        for pl in ctx.living()
        if counter is not None
        and pl.name != live.name
        and items(pl, counter) > 0
        and (lone or pl.start.faction != faction)
    ]
    if against:
        ctx.notes.append(note(f"{prefix}anti_bribe", player=live.name, by=against))
        return False
    ctx.notes.append(note(f"{prefix}bribed", player=live.name))
    spent = ctx.rule(h.used_up, []) != "kept" if isinstance(h.used_up, str) else h.used_up
    if spent:
        use_item(live, item)
    return True
