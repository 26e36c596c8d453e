"""Day and night as separate phases, and what a character is seen as.

The seed runs days (the vote, public abilities) and nights (steps 1–27) apart: the ruleset
declares the two phase kinds and the `first_phase` ruling; this module reads them. Each
kind and hook of the package declares the rulings it reads (the ruleset's default first);
modules declare those of their shared helpers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ruleset.rulings import declare
from ..families.seen import lying_low as lying_low  # read by ret.delayed too

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext

# read by the attack family (`guess_ruling`: katana, Кара)
declare(__name__, {"role_guess_true_role": ("true_role", "as_seen")})


def phase_kind(ctx: PhaseContext) -> str:
    """The kind of the current phase (`day` or `night`), as the ruleset's cycle says."""
    return ctx.kind.id


def is_night(ctx: PhaseContext) -> bool:
    return ctx.kind.id == "night"


def night_number(ctx: PhaseContext) -> int:
    """The number of the current night (or of the last night, by day)."""
    rs = ctx.ruleset
    return sum(1 for n in range(1, ctx.phase + 1) if rs.phase_kind(n, ctx.rulings).id == "night")


def next_night(ctx: PhaseContext) -> int:
    """The phase number of the next night («следующей ночью»)."""
    n = ctx.phase + 1
    while ctx.ruleset.phase_kind(n, ctx.rulings).id != "night":
        n += 1
    return n
