"""A faction's one kill decided from its members' orders (`kill` with `decided_later`):
the decider's word (a role with the trait `team_decider`, a don) while he lives and sent
one, else the members' orders as a vote; a tie asks the master. The chosen order is landed
by `kill.land`. Run as the hook `team_kill` after the kill's step; `numbers.team_kill`
names the rulings and words.

Seed 003: «Контроллер ("дон мафии") - озвучивает окончательное решение по поводу ночной
жертвы. В случае гибели Контроллера Метаморфы не вправе назначать нового и вынуждены
устраивать небольшое голосование.»"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import hook, trait
from ..values import note
from .kill import Kill, land
from .registry import section_or
from .schema import section
from .state import record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder

trait(__name__, "team_decider")  # his order is the team's («озвучивает окончательное решение»)


@section("team_kill")
@dataclass(frozen=True, slots=True)
class TeamKillParams:
    """`source_ruling`: its option `decider_only_option` means no kill while the decider
    lives and sent none (`no_decision_note`); `tie_ruling`: its option `no_kill_option`
    means a tied vote kills nobody, else the master is asked (`tie_question`; unanswered:
    nobody; `tie_note`); `frag_ruling`: its option `first_order_option` gives the frag to
    the first order naming the target, else to the earliest seated member who named it.
    Members the decider overrules are refused with `overruled` / `not_decider`; the
    no-kill events say `no_kill_outcome`."""

    source_ruling: str | None = None
    decider_only_option: str = "decider_only"
    tie_ruling: str | None = None
    no_kill_option: str = "no_kill"
    tie_question: str = "team_kill"
    tie_note: str = "family_team_tie"
    no_decision_note: str = "family_no_decision"
    frag_ruling: str | None = None
    first_order_option: str = "first_order"
    overruled: str = "overruled"
    not_decider: str = "not_decider"
    no_kill_outcome: str = "no_team_kill"


def _orders(ctx: PhaseContext) -> list[ResolvedOrder]:
    return [ro for ro in record(ctx).kills if Kill().typed(ro).decided_later]


@hook("team_kill")
def team_kill(ctx: PhaseContext) -> None:
    """One kill for the team (see the module)."""
    orders = _orders(ctx)
    if not orders:
        return
    p = section_or(ctx.ruleset, "team_kill", TeamKillParams)
    ability = orders[0].ability.id
    used = [p.source_ruling] if p.source_ruling else []
    decider = next((lv for lv in ctx.living() if lv.trait("team_decider") is not None), None)
    mine = [ro for ro in orders if decider is not None and ro.actor == decider.name]
    others = [ro for ro in orders if ro not in mine]
    if mine:
        target, frag = str(mine[-1].target), mine[-1].actor
        _refuse(ctx, others, p.overruled)
    elif decider is not None and _is(ctx, p.source_ruling, p.decider_only_option):
        _refuse(ctx, others, p.not_decider)
        ctx.act(None, ability, [], p.no_kill_outcome, [note(p.no_decision_note)], used)
        return
    else:
        found = _vote(ctx, p, orders, ability, used)
        if found is None:
            return
        target, frag = found
    first = next(ro for ro in orders if str(ro.target) == target)
    land(ctx, first, target, frag, used)


def _vote(
    ctx: PhaseContext, p: TeamKillParams, orders: list[ResolvedOrder], ability: str, used: list[str]
) -> tuple[str, str] | None:
    """The members' orders as a vote: (target, frag), or None (no kill, said)."""
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    counts: dict[str, int] = {}
    for ro in orders:
        counts[str(ro.target)] = counts.get(str(ro.target), 0) + 1
    top = max(counts.values())
    tied = sorted((t for t, c in counts.items() if c == top), key=lambda t: seat[t])
    if len(tied) == 1:
        target = tied[0]
    else:
        if p.tie_ruling:
            used.append(p.tie_ruling)
        answer = None
        if not _is(ctx, p.tie_ruling, p.no_kill_option):
            question = p.tie_question
            answer = ctx.ask(question, question, {"tied": tied}, [*tied, None], None)
        if answer not in tied:
            ctx.act(None, ability, tied, p.no_kill_outcome, [note(p.tie_note)], used)
            return None
        target = str(answer)
    if p.frag_ruling:
        used.append(p.frag_ruling)
    naming = [ro for ro in orders if str(ro.target) == target]
    if _is(ctx, p.frag_ruling, p.first_order_option):
        return target, min(naming, key=lambda ro: ro.index).actor
    return target, min(naming, key=lambda ro: seat[ro.actor]).actor


def _is(ctx: PhaseContext, ruling: str | None, option: str) -> bool:
    return ruling is not None and ctx.rule(ruling) == option


def _refuse(ctx: PhaseContext, orders: list[ResolvedOrder], code: str) -> None:
    for ro in orders:
        ctx.reject(ro.order, code, ctx.step, player=ro.actor)
