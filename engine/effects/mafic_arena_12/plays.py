"""The plays of a phase (cards that will act at their step) and what the ruleset reads of
them: blocks, disguises, who targeted whom."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..families.seen import lie_low
from ..families.state import record
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


def block(ctx: PhaseContext, blocker: Play, target: str) -> None:
    """Handcuffs, RSVP: every card play of `target` this phase has no effect. Kept where
    the families keep a phase's blocks (`families.state.Record.blocked_by`, order ref ->
    blocker: what `happened` reads), the first blocker kept."""
    found = record(ctx).blocked_by
    for play in plays(ctx):
        if play.actor == target:
            found.setdefault(play.ref, blocker.actor)


def works(ctx: PhaseContext, play: Play) -> bool:
    """A play takes effect unless it is blocked (control plays are never blocked)."""
    return play.card.kind == "block" or play.ref not in record(ctx).blocked_by


def hide_disguised(ctx: PhaseContext) -> None:
    """After the blocks: a working Disguise makes its player lie low this phase (the
    families' `seen.LyingLow`): his plays are not seen by the camera and are no grounds
    for an accusation."""
    for play in plays(ctx):
        if play.card.kind == "disguise" and works(ctx, play):
            lie_low(ctx, play.actor)


def in_step_order(ctx: PhaseContext, kinds: set[str]) -> list[Play]:
    """The plays of these card kinds: actors in seat order; per actor Sleeve, Hand, Side,
    in the order listed."""
    ctx.rule("same_step_order")  # «одновременно»: seat order, one answer (a ruling)
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    chosen = [p for p in plays(ctx) if p.card.kind in kinds]
    return sorted(chosen, key=lambda p: (seat[p.actor], SOURCES.index(p.source), p.index))


def visitors(ctx: PhaseContext, target: str) -> list[str]:
    """Who targeted `target` this phase (card plays or assists), in seat order: the core's
    record of visits (`ctx.visits`, written by the driver as each order applies; the
    families' visit information reads the same record)."""
    who = {a for a, t, _ability, _step in ctx.visits if t == target}
    return [n for n in ctx.order_of_seats if n in who]
