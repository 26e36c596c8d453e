"""The end of a night of simultaneous moves (families.ledger): its deaths, then the
morning newspaper (returning and delayed deaths: families.mines, families.delayed; the
day's hanging: the `day_vote` family).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...model.state import frozen_map
from .. import hook
from .ledger import spend_setup
from .night_move import remember_target
from .state import record, write_deaths

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@hook("night_deaths", then=("statuses", "apply_statuses"))
def night_deaths(ctx: PhaseContext) -> None:
    """Tonight's pending deaths written, in the order they landed."""
    write_deaths(ctx, record(ctx).deaths.values())


@hook("night_results")
def night_results(ctx: PhaseContext) -> None:
    """Each move that was not rejected: its actor's newspaper line `{done, by, ...}`."""
    n = record(ctx)
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
