"""Day and night as separate phases, and what a character is seen as.

The seed runs days (the vote, public abilities) and nights (steps 1–27) apart. Until the
core declares phase kinds, the kind follows from the phase number and the `first_phase`
ruling: with `day`, odd phases are days; with `night`, odd phases are nights.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..common import masked_role

if TYPE_CHECKING:
    from ...context import Live, PhaseContext


def phase_kind(ctx: PhaseContext, phase: int | None = None) -> str:
    """`day` or `night` for `phase` (the current one by default)."""
    number = ctx.phase if phase is None else phase
    first = ctx.rule("first_phase", absent="day")
    odd = number % 2 == 1
    return ("day" if odd else "night") if first == "day" else ("night" if odd else "day")


def is_night(ctx: PhaseContext) -> bool:
    return phase_kind(ctx) == "night"


def night_number(ctx: PhaseContext) -> int:
    """The number of the current night (or of the last night, by day)."""
    first = ctx.rule("first_phase", absent="day")
    return ctx.phase // 2 if first == "day" else (ctx.phase + 1) // 2


def next_night(ctx: PhaseContext) -> int:
    """The phase number of the next night («следующей ночью»)."""
    return ctx.phase + (2 if is_night(ctx) else 1)


def lying_low(ctx: PhaseContext, name: str) -> bool:
    return name in ctx.scratch.get("ret_lie_low", set())


def paranoid(live: Live) -> bool:
    return live.trait("ret_paranoid") is not None


def seen_role(ctx: PhaseContext, name: str, check: str) -> str:
    """The secret role `check` sees: connections, dossier, identification, exposure.

    A mask acts on all of them; the paranoid is a civilian to connections and dossier;
    lying low, a civilian to dossier, identification and exposure this night."""
    live = ctx.live(name)
    if check in ("dossier", "identification", "expose") and lying_low(ctx, name):
        return "civilian"
    mask = masked_role(live)
    if mask is not None:
        return mask
    if paranoid(live) and check in ("connections", "dossier"):
        return "civilian"
    return live.start.secret_role


def guessed_role(ctx: PhaseContext, name: str, used: list[str]) -> str:
    """The role a named guess (katana, Кара) is compared with (ruling role_guess_true_role)."""
    live = ctx.live(name)
    if ctx.rule("role_guess_true_role", used) == "as_seen":
        return masked_role(live) or live.start.secret_role
    return live.start.secret_role
