"""The plays of a phase (cards that will act at their step) and what the ruleset reads of
them: blocks, disguises, who targeted whom."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import Card
from .state import phase

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext

# per actor, the containers a card is played from, in the order of the damage step
SOURCES = ("sleeve", "hand", "side")


@dataclass(slots=True)
class Play:
    """One card played this phase (accepted and spent at step 1)."""

    actor: str
    card: Card
    source: str  # hand | sleeve | side
    target: str | None
    accuse: tuple[str, ...]
    text: str | None
    ref: str
    index: int
    mafia_got: bool = False
    rulings: list[str] = field(default_factory=list)


def plays(ctx: PhaseContext) -> list[Play]:
    return phase(ctx).plays


def blocked(ctx: PhaseContext) -> set[str]:
    """Characters whose card plays this phase have no effect (handcuffs, RSVP)."""
    return phase(ctx).blocked


def works(ctx: PhaseContext, play: Play) -> bool:
    """A play takes effect unless its actor is blocked (control plays are never blocked)."""
    return play.card.kind == "block" or play.actor not in blocked(ctx)


def in_step_order(ctx: PhaseContext, kinds: set[str]) -> list[Play]:
    """The plays of these card kinds: actors in seat order; per actor Sleeve, Hand, Side,
    in the order listed."""
    ctx.rule("same_step_order")  # «одновременно»: seat order, one answer (a ruling)
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    chosen = [p for p in plays(ctx) if p.card.kind in kinds]
    return sorted(chosen, key=lambda p: (seat[p.actor], SOURCES.index(p.source), p.index))


def disguised(ctx: PhaseContext, name: str) -> bool:
    """`name` played a working Disguise this phase."""
    return any(p.actor == name and p.card.kind == "disguise" and works(ctx, p) for p in plays(ctx))


def visitors(ctx: PhaseContext, target: str) -> list[str]:
    """Who targeted `target` this phase (card plays or assists), in seat order: the core's
    record of visits (`ctx.visits`, written by the driver as each order applies; the
    families' visit information reads the same record)."""
    who = {a for a, t, _ability, _step in ctx.visits if t == target}
    return [n for n in ctx.order_of_seats if n in who]
