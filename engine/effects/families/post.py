"""The phase post's raw material (`ctx.outcome.public`): who was executed and who died,
the status changes the town sees (families.statuses), the announcements, the reveal of the
dead (families.reveals), the winner or a draw (families.win, or `ctx.won`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...model.state import frozen_map
from ...trace import PublicSummary
from .. import hook
from .reveals import revealed
from .statuses import new_statuses

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@hook("public")
def public(ctx: PhaseContext) -> None:
    winner = ctx.outcome.winner
    ctx.outcome.public = PublicSummary(
        executed=ctx.executed,
        deaths=tuple(d.player for d in ctx.deaths),
        status_changes=tuple(new_statuses(ctx).changes),
        announcements=tuple(frozen_map(a) for a in ctx.announcements),
        reveal=revealed(ctx).counts,
        winner=None if winner == "draw" else winner,
        draw=winner == "draw",
    )
