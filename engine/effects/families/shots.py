"""Kills told at their step on a night of simultaneous moves without HP (the kill family's
`list` mode, mafialife): each target entry is one shot, tried against the ruleset's
protection list (`list`, families.shields); a shot no shield decides is a pending death
(families.ledger) whose frag is the shooter's. A kill that `spreads` (a poison) reaches,
at the returning step, everyone whose move reached its victim (families.mines).

The order's newspaper line is `{done, by}`: done when one shot killed, `by` the first
shield that stopped one; several shots are listed under `shots`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .ledger import NightOutcome, result
from .night_move import refusal
from .shields import PASS, REVIVE, on_target
from .state import die, record, switch

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from .kill import KillParams


def check(ctx: PhaseContext, ro: ResolvedOrder, params: KillParams) -> tuple[str, str] | None:
    """Refused as any night move is (families.night_move)."""
    return refusal(ctx, ro, params)


def fire(ctx: PhaseContext, ro: ResolvedOrder, params: KillParams) -> None:
    """Every shot now; `merge_repeats`' switch on: one shot per distinct target."""
    targets = ro.targets
    if params.merge_repeats and switch(ctx, params.merge_repeats):
        targets = tuple(dict.fromkeys(targets))
    if params.spreads:
        _poison(ctx, ro, params, str(ro.target))
        return
    shots = [shot(ctx, ro, target, params.cause, str(params.list)) for target in targets]
    result(
        ctx,
        ro,
        any(s["done"] for s in shots),
        next((s["by"] for s in shots if not s["done"]), None),
        **({"shots": shots} if len(shots) > 1 else {}),
    )


def _poison(ctx: PhaseContext, ro: ResolvedOrder, params: KillParams, target: str) -> None:
    """«Ядом Маньяка травятся все …, кто взаимодействовал с непосредственной жертвой»: the
    poison spreads when it killed, or when a shield of `spreads_past` stopped it."""
    done = shot(ctx, ro, target, params.cause, str(params.list))
    decided = done["by"]
    if done["done"] or decided in params.spreads_past:
        record(ctx).poisoned[target] = (ro.actor, ro.ref)
        ctx.act(ro.actor, ro.ability.id, [target], NightOutcome.POISON_SPREADS, order=ro.ref)
    result(ctx, ro, done["done"], decided)


def shot(
    ctx: PhaseContext, ro: ResolvedOrder, target: str, cause: str, default_list: str
) -> dict[str, Any]:
    """One shot on `target`: protected, revived (an elixir), or a death (the first of
    tonight on him: `killed`, else `already_killed`)."""
    decision = on_target(ctx, ro, target, default_list)
    if decision.outcome == REVIVE:
        ctx.act(
            ro.actor,
            ro.ability.id,
            [target],
            NightOutcome.REVIVED,
            decision.notes,
            decision.rulings,
            ro.ref,
        )
        return {"target": target, "done": False, "by": decision.by}
    if decision.outcome != PASS:
        return {"target": target, "done": False, "by": decision.by}
    first = die(ctx, target, ro.actor, cause, decision.rulings)
    ctx.act(
        ro.actor,
        ro.ability.id,
        [target],
        NightOutcome.KILLED if first else NightOutcome.ALREADY_KILLED,
        rulings=(),
        order=ro.ref,
    )
    return {"target": target, "done": True, "by": None}
