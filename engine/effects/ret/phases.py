"""Day and night as separate phases, and what a character is seen as.

The seed runs days (the vote, public abilities) and nights (steps 1–27) apart: the ruleset
declares the two phase kinds and the `first_phase` ruling; this module reads them. Each
kind and hook of the package declares the rulings it reads (the ruleset's default first);
modules declare those of their shared helpers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rulings import declare
from ..families import seen as families_seen
from ..families.seen import Mask
from ..families.seen import lying_low as lying_low  # read by ret.delayed too
from ..seen import masked_role

if TYPE_CHECKING:
    from ...context import Live, PhaseContext

declare(__name__, {"role_guess_true_role": ("true_role", "as_seen")})  # guessed_role


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


def paranoid(live: Live) -> bool:
    return live.trait("ret_paranoid") is not None


# the masks each check sees through, in the family's data (families.seen.Mask): a mask
# acts on all of them; the paranoid is a civilian to connections and dossier; lying low, a
# civilian to dossier, identification and exposure this night (the dossier's own are in
# rulesets/am15_return.yaml)
_MASK = Mask(effect="masquerade")
_LOW = Mask(lying_low=True, role="civilian")
_PARANOID = Mask(trait="ret_paranoid", role="civilian")
MASKS: dict[str, tuple[Mask, ...]] = {
    "connections": (_MASK, _PARANOID),
    "identification": (_LOW, _MASK),
    "expose": (_LOW, _MASK),
}


def seen_role(ctx: PhaseContext, name: str, check: str) -> str:
    """The secret role `check` sees: connections, identification, exposure."""
    return families_seen.seen_role(ctx, MASKS[check], name)


def guessed_role(ctx: PhaseContext, name: str, used: list[str]) -> str:
    """The role a named guess (katana, Кара) is compared with (ruling role_guess_true_role)."""
    live = ctx.live(name)
    if ctx.rule("role_guess_true_role", used) == "as_seen":
        return masked_role(live) or live.start.secret_role
    return live.start.secret_role
