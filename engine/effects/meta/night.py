"""The night: «Действия статусов в порядке приоритетности: Ксенобиолог > Ассимилятор >
Эксперт» (steps 1 < 2 < 5), the team's one kill (3) and the agent's (4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import hook, trait
from ..common import note
from ..families.kill import Kill, land
from ..families.state import record

if TYPE_CHECKING:
    from ...context import PhaseContext

trait(__name__, "team_decider")  # the controller: «озвучивает окончательное решение»


def _team_orders(ctx: PhaseContext) -> list[tuple[int, str, str, str]]:
    """Tonight's team kill orders (the `kill` family's `decided_later` ones, collected in
    the families' record), as (index, actor, target, ref)."""
    out = []
    for ro in record(ctx).kills:
        if Kill().typed(ro).decided_later:
            out.append((ro.index, ro.actor, str(ro.target), ro.ref))
    return out


@hook(
    "meta_team_kill",
    rulings={
        "team_kill_source": ("controller_or_vote", "controller_only"),
        "team_kill_frag": ("decider", "first_order"),
        "team_vote_tie": ("master", "no_kill"),
    },
)
def meta_team_kill(ctx: PhaseContext) -> None:
    """One kill for the team: the controller's word, else the members' orders as a vote."""
    orders = _team_orders(ctx)
    if not orders:
        return
    used = ["team_kill_source"]
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    decider = next((p for p in ctx.living() if p.trait("team_decider") is not None), None)
    mine = [o for o in orders if decider is not None and o[1] == decider.name]
    others = [o for o in orders if o not in mine]
    if mine:
        target, frag = mine[-1][2], mine[-1][1]
        _overruled(ctx, others, "overruled")
    elif decider is not None and ctx.rule("team_kill_source") == "controller_only":
        _overruled(ctx, others, "not_decider")
        ctx.act(None, "kill", [], "no_team_kill", [note("meta_no_decision")], used)
        return
    else:
        counts: dict[str, int] = {}
        for _, _, t, _ in orders:
            counts[t] = counts.get(t, 0) + 1
        top = max(counts.values())
        tied = sorted((t for t, c in counts.items() if c == top), key=lambda t: seat[t])
        if len(tied) == 1:
            target = tied[0]
        else:
            used.append("team_vote_tie")
            if ctx.rule("team_vote_tie") == "no_kill":
                ctx.act(None, "kill", tied, "no_team_kill", [note("meta_team_tie")], used)
                return
            answer = ctx.ask("team_kill", "team_kill", {"tied": tied}, [*tied, None], None)
            if answer not in tied:
                ctx.act(None, "kill", tied, "no_team_kill", [note("meta_team_tie")], used)
                return
            target = str(answer)
        used.append("team_kill_frag")
        naming = [o for o in orders if o[2] == target]
        if ctx.rule("team_kill_frag") == "first_order":
            frag = min(naming)[1]
        else:
            frag = min(naming, key=lambda o: seat[o[1]])[1]
    ref = next(o[3] for o in orders if o[2] == target)
    land(ctx, next(ro for ro in record(ctx).kills if ro.ref == ref), target, frag, used)


def _overruled(ctx: PhaseContext, orders: list[tuple[int, str, str, str]], code: str) -> None:
    by_ref = {ro.ref: ro for ro in ctx.orders}
    for _, actor, _, ref in orders:
        ro = by_ref.get(ref)
        if ro is not None:
            ctx.reject(ro.order, code, ctx.step, player=actor)
