"""Returning deaths, delayed deaths, the night's deaths and the newspaper (the day's
hanging is the `day_vote` family's: rulesets/mafialife.yaml `numbers.day_vote`).

- `night_returning`: a mine kills everyone else whose move reached the mined player; a
  poison that spreads kills everyone whose move reached its victim (list `spread` may stop
  it; the poisoner and `spares_roles` are spared). No other protection helps.
- `night_delayed`: numbers.delayed_deaths `{effect: {cause, cured_by: mark}}`: a player
  given the effect last phase dies now unless tonight's mark cures him; then tonight's
  infections are tried against their list (a heal placed after the block counts).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...model import Effect, frozen_map
from ...trace import Death
from .. import hook
from ..common import note
from .base import (
    NightOutcome,
    die,
    marked,
    night,
    spend_setup,
)
from .moves import remember_target
from .shields import PASS, decide

if TYPE_CHECKING:
    from ...context import PhaseContext


@hook("night_returning", then=("night_deaths",))
def night_returning(ctx: PhaseContext) -> None:
    n = night(ctx)
    by_ref = {ro.ref: ro for ro in ctx.orders}
    for mined, (setter, mine_ref) in n.mines.items():
        for actor in n.touched.get(mined, ()):
            if actor != setter:
                die(ctx, actor, setter, "mine")
                ctx.act(  # the mine's order: the viewer names the move and its setter (frag)
                    setter,
                    by_ref[mine_ref].ability.id,
                    [actor],
                    NightOutcome.RETURNING,
                    [note("night_mine", on=mined)],
                    order=mine_ref,
                )
    for victim, (poisoner, ref) in n.poisoned.items():
        ro = by_ref[ref]
        spared = ro.effect("spares_roles", ())
        for actor in n.touched.get(victim, ()):
            if actor == poisoner or ctx.live(actor).start.secret_role in spared:
                continue
            if decide(ctx, "spread", ro, actor).outcome != PASS:
                continue
            die(ctx, actor, poisoner, str(ro.effect("spread_cause", "poison_spread")))
            ctx.act(
                poisoner,
                ro.ability.id,
                [actor],
                NightOutcome.RETURNING,
                [note("night_poison", on=victim)],
                order=ref,
            )


@hook("night_delayed", then=("night_deaths",))
def night_delayed(ctx: PhaseContext) -> None:
    table: Mapping[str, Any] = ctx.ruleset.numbers.get("delayed_deaths") or {}
    for live in ctx.living():
        for effect_kind, spec in table.items():
            due = [e for e in live.effects_of(effect_kind) if e.since == ctx.phase - 1]
            if not due:
                continue
            cure = spec.get("cured_by")
            if cure and marked(ctx, live.name, str(cure)) is not None:
                ctx.act(marked(ctx, live.name, str(cure)), None, [live.name], NightOutcome.CURED)
            else:
                die(ctx, live.name, due[0].source, str(spec.get("cause", effect_kind)))
            live.effects = [e for e in live.effects if e not in due]
    _infect(ctx)


def _infect(ctx: PhaseContext) -> None:
    """Tonight's infections: the block's `infection` list may stop them."""
    n = night(ctx)
    by_ref = {ro.ref: ro for ro in ctx.orders}
    for ref, target in n.infections:
        ro = by_ref[ref]
        decision = decide(ctx, str(ro.effect("infection_list", "infection")), ro, target)
        infected = decision.outcome == PASS
        if infected:
            ctx.live(target).effects.append(Effect(str(ro.effect("infects")), ro.actor, ctx.phase))
        ctx.act(
            ro.actor,
            ro.ability.id,
            [target],
            NightOutcome.INFECTED if infected else NightOutcome.NOT_INFECTED,
            decision.notes,
            decision.rulings,
            ref,
        )
        n.results.setdefault(ref, {"done": True, "by": None})["infected"] = infected


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
