"""One protocol for every family move told at its step on a night of simultaneous moves
without HP (mafialife's night: families.ledger, families.shields): a family kind's
parameters take `Listed`'s fields, and a move whose `list` is set is made this way.

The move is refused without the item (`needs_item`) or the setup charges it needs, with
the same target twice while `refuse_repeats`' switch is on, or (`not_twice_running`) on
the target its actor gave the same move last night. Made, it touches its final target
(whatever blocks and redirects left it) and tries the protection list (`list`): the first
shield that applies decides; a stopped move's newspaper line is `{done: false, by}`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated

from ...model.state import Effect
from .. import Ids
from .base import Common
from .ledger import lacks, result
from .shields import PASS, Decision, on_target
from .state import switch

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder

# optional ids, checked at load with file and line (the registry reads the outer Annotated)
ListId = Annotated[str | None, Ids("numbers:protection_lists", one=True)]
SwitchId = Annotated[str | None, Ids("numbers:night_switches", one=True)]
LAST = "night_last."  # a lasting effect on the actor: the target of last night's move


@dataclass(frozen=True, slots=True)
class Listed(Common):
    """A move told at its step through a protection list (families.night_move).

    `list`: an entry of numbers.protection_lists (set: the move is made this way);
    `anti`: the side whose anti-item stops it (default the actor's role); `needs_item`:
    an item the actor must hold (spent per move); `refuse_repeats`: a switch whose being on
    refuses the same target twice in one order; `not_twice_running`: the same target as
    last night's move refused («Дважды подряд нельзя спать с одним и тем же игроком»)."""

    list: ListId = None
    anti: str | None = None
    needs_item: str | None = None
    refuse_repeats: SwitchId = None
    not_twice_running: bool = False


def refusal(ctx: PhaseContext, ro: ResolvedOrder, params: Listed) -> tuple[str, str] | None:
    """Why the move is refused (see the module), or None."""
    refuse = params.refuse_repeats
    if refuse and len(set(ro.targets)) < len(ro.targets) and switch(ctx, refuse):
        return "repeated_target", ro.ability.id
    if params.not_twice_running and ro.target is not None:
        last = last_target(ctx, ro)
        if last is not None and last == ro.target:
            return "twice_running", str(ro.target)
    return lacks(ctx, ro)


def reach(ctx: PhaseContext, ro: ResolvedOrder, target: str, default_list: str) -> bool:
    """The move reaches `target` through its protection list (`list`, else
    `default_list`); False (its line written `{done: false, by}`) when a shield stopped it."""
    decision: Decision = on_target(ctx, ro, target, default_list)
    if decision.outcome != PASS:
        result(ctx, ro, False, decision.by)
        return False
    return True


def last_target(ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
    """Whom the actor gave this move last night (`not_twice_running`), or None."""
    for e in ctx.live(ro.actor).effects_of(LAST + ro.ability.key):
        if e.since == ctx.phase - 1:
            return e.source
    return None


def remember_target(ctx: PhaseContext, ro: ResolvedOrder, target: str) -> None:
    """Tonight's target of a `not_twice_running` move, read by tomorrow night's check
    (the effect's `source` is the target: «Дважды подряд … на одного и того же игрока»)."""
    live = ctx.live(ro.actor)
    kind_id = LAST + ro.ability.key
    live.effects = [e for e in live.effects if e.kind != kind_id]
    # active_to: this phase, so it is no flag of the player (a bookkeeping record); the
    # night has no effects_expiry hook, which would drop it before tomorrow
    live.effects.append(Effect(kind_id, target, ctx.phase, None, ctx.phase))
