"""What a metamorphs night shares between its steps (the team's kill orders).

Nobody's HP changes: a kill is recorded as pending until the end of the phase (night
actions are simultaneous, «Агент действует одновременно с Метаморфами»), then the
families' `family_deaths` turns it into a death with the role shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...model import Effect

if TYPE_CHECKING:
    from ...context import Live, PhaseContext

CONVERTED = "converted"  # the lasting effect of a conversion («будет обозначаться как Метаморф»)


@dataclass(slots=True)
class Night:
    """The night's record, kept in ctx.scratch['meta_night']."""

    team_orders: list[tuple[int, str, str, str]] = field(default_factory=list)


def night(ctx: PhaseContext) -> Night:
    found = ctx.scratch.get("meta_night")
    if not isinstance(found, Night):
        found = ctx.scratch["meta_night"] = Night()
    return found


def night_number(ctx: PhaseContext) -> int:
    """Which night of the game this phase's night is (ruling night_zero)."""
    return ctx.phase - 1 if ctx.rule("night_zero") == "resolves" else ctx.phase


def converted(live: Live) -> Effect | None:
    return next(iter(live.effects_of(CONVERTED)), None)
