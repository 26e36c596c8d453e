"""The night: «Действия статусов в порядке приоритетности: Ксенобиолог > Ассимилятор >
Эксперт» (steps 1 < 2 < 5), the team's one kill (3) and the agent's (4)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from .. import EffectKind, hook, kind, trait
from ..common import note
from ..families.state import Pending, record
from .base import converted, night

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder

trait(__name__, "team_decider")  # the controller: «озвучивает окончательное решение»


def _lost(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
    """A converted doctor or agent acts the night of his conversion and loses his ability
    from the next («способности он теряет только на следующую ночь»)."""
    effect = converted(ctx.live(ro.actor))
    if effect is not None and effect.since < ctx.phase:
        return "converted", ro.actor
    return None


@kind
class MetaTeamKill(EffectKind):
    """A member's kill order: counted by the `meta_team_kill` hook after the step."""

    name = "meta_team_kill"
    intent = "harm"

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        night(ctx).team_orders.append((ro.index, ro.actor, str(ro.target), ro.ref))


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
    orders = night(ctx).team_orders
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
    land_kill(ctx, target, frag, "kill", used, next(o[3] for o in orders if o[2] == target))


def _overruled(ctx: PhaseContext, orders: list[tuple[int, str, str, str]], code: str) -> None:
    by_ref = {ro.ref: ro for ro in ctx.orders}
    for _, actor, _, ref in orders:
        ro = by_ref.get(ref)
        if ro is not None:
            ctx.reject(ro.order, code, ctx.step, player=actor)


def land_kill(
    ctx: PhaseContext,
    target: str,
    frag: str | None,
    ability: str,
    used: list[str],
    order: str | None = None,
) -> None:
    """A kill on `target`: saved by tonight's heal, or death at the end of the phase."""
    shield = next((s for s in record(ctx).shields.get(target, []) if s.uses != 0), None)
    if shield is not None:
        if shield.uses is not None:
            shield.uses -= 1
        ctx.act(
            frag,
            ability,
            [target],
            "saved",
            [note("meta_saved", by=shield.by)],
            [*used, "doctor_saves_all"],
            order,
        )
        return
    deaths = record(ctx).deaths
    if target in deaths:
        # «Агент действует одновременно с Метаморфами»: one death, one frag
        rulings = [*used, "shared_kill_frag"]
        if ctx.rule("shared_kill_frag") == "agent" and frag is not None:
            deaths[target].frag = frag
        ctx.act(
            frag, ability, [target], "already_killed", [note("meta_shared_kill")], rulings, order
        )
        return
    deaths[target] = Pending(target, frag, ctx.step, "kill", tuple(used))
    ctx.act(frag, ability, [target], "killed", [], used, order)
    if ctx.rule("night_simultaneous") == "no":
        for ro in ctx.orders:
            if ro.actor == target and ro.cancelled is None and ro.ability.step > ctx.step:
                ro.cancelled = "killed_tonight"
                ctx.reject(ro.order, "killed_tonight", ctx.step, player=target)


@kind
class MetaKill(EffectKind):
    """The agent's kill: any player, every night, alongside the team's."""

    name = "meta_kill"
    intent = "harm"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "shared_kill_frag": ("team", "agent"),
        "night_simultaneous": ("yes", "no"),
    }

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return _lost(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        land_kill(ctx, str(ro.target), ro.actor, ro.ability.id, [], ro.ref)
