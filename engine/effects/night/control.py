"""Blocks and redirects: moves that change other moves before they run.

A block cancels every move of its target not yet made tonight (`{done: false, by:
blocked}`); it may also infect (a delayed death, see `end.night_delayed`). A redirect sends
every target entry (every shot) of A's move to B. The `night_blocks` hook (after the blocks
step) orders them: blocks on players who redirect, then redirects of blocks, then the other
blocks. Each redirect runs once, so mutual redirects cannot loop.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from .. import ParamType, hook, kind
from ..common import note
from ..families.ledger import NightOutcome, night, orders_of, result
from ..families.shields import PASS, on_target
from .moves import NightKind
from .numbers import LIST

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder

BLOCK, REDIRECT = "night_block", "night_redirect"


@kind
class NightBlock(NightKind):
    """Cancels the target's move tonight; `infects` names a lasting effect it also gives
    (unless the `infection` list stops it); `blocks_unless` a ruling whose option `no`
    makes it infect only. `by_role`: the order parameter naming a role; the target is its
    only living holder (none or several: not made). `infect_if`: the order's true/false
    parameter that asks for the infection."""

    name = BLOCK
    intent = "harm"  # a block spoils the target's move
    params: ClassVar[Mapping[str, ParamType]] = {
        "list": LIST,
        "infects": str,
        "infection_list": str,
        "blocks_unless": str,
        "by_role": str,
        "infect_if": str,
        "anti": str,
        "not_twice_running": bool,
    }

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        """Queued: the `night_blocks` hook applies the step's blocks in their order."""


@kind
class NightRedirect(NightKind):
    """A's targeted move goes to B (`victim`); not made when A made no move, was blocked,
    moved as a team of several, or the move cannot take B."""

    name = REDIRECT

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        if ro.ref not in night(ctx).redirected_early:
            redirect(ctx, ro)


def _block_target(ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
    param = ro.effect("by_role")
    if param is None or ro.ref in night(ctx).final:  # redirected: B, whatever his role
        return ro.target
    holders = [p.name for p in ctx.living() if p.start.secret_role == ro.params.get(str(param))]
    if len(holders) != 1 or holders[0] == ro.actor:
        return None
    ro.targets = (holders[0],)
    return holders[0]


def apply_block(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    target = _block_target(ctx, ro)
    if target is None:
        result(ctx, ro, False, "unsuitable")
        return
    decision = on_target(ctx, ro, target, "block")
    if decision.outcome != PASS:
        result(ctx, ro, False, decision.by)
        return
    used: list[str] = []
    gate = ro.effect("blocks_unless")
    blocks = gate is None or ctx.rule(str(gate), used) != "no"
    if blocks:
        for other in orders_of(ctx, target):
            if other.cancelled is None and other.ref not in night(ctx).results:
                other.cancelled = "blocked"
                result(ctx, other, False, "blocked", blocked_by=ro.actor)
                ctx.act(
                    ro.actor,
                    ro.ability.id,
                    [target],
                    NightOutcome.BLOCKED,
                    [note("night_blocked", order=other.ref, ability=other.ability.id)],
                    used,
                    ro.ref,
                )
    wanted = ro.effect("infect_if")
    if ro.effect("infects") and (wanted is None or ro.params.get(str(wanted)) is True):
        # tried at the delayed-deaths step, when tonight's heals are placed (super heal)
        night(ctx).infections.append((ro.ref, target))
    result(ctx, ro, True, None)


def redirect(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    a, b = str(ro.target), str(ro.params.get("victim"))
    decision = on_target(ctx, ro, a, "redirect")
    if decision.outcome != PASS:
        result(ctx, ro, False, decision.by)
        return
    moves = [o for o in orders_of(ctx, a) if o is not ro]
    if not moves:
        result(ctx, ro, False, "no_move")
        return
    open_moves = [o for o in moves if o.cancelled is None and o.ref not in night(ctx).results]
    if not open_moves:
        blocked = any(o.cancelled == "blocked" for o in moves)
        result(ctx, ro, False, "blocked" if blocked else "no_move")
        return
    move = open_moves[0]
    members = move.params.get("members") or ()
    if isinstance(members, (list, tuple)) and len(members) > 1:
        result(ctx, ro, False, "team")
        return
    spec = move.ability.targets
    if not move.targets or spec.self_only or (b == a and not spec.allow_self):
        result(ctx, ro, False, "unsuitable")
        return
    original = move.targets
    move.targets = tuple(b for _ in original)
    night(ctx).final[move.ref] = original
    ctx.act(
        a,
        move.ability.id,
        move.targets,
        NightOutcome.REDIRECTED,
        [note("night_redirected", original=list(original), final=list(move.targets), by=ro.actor)],
        order=move.ref,
    )
    result(ctx, ro, True, None)


@hook("night_blocks")
def night_blocks(ctx: PhaseContext) -> None:
    """Girls on hackers, then hackers' redirects of girls' moves, then the other girls."""
    here = [ro for ro in ctx.orders if ro.ability.kind == BLOCK and ro.ability.step == ctx.step]
    redirects = [ro for ro in ctx.orders if ro.ability.kind == REDIRECT]
    redirecting = {ro.actor for ro in redirects}
    for ro in here:
        by_role = ro.effect("by_role") is not None and ro.cancelled is None
        if by_role and _block_target(ctx, ro) is None:
            result(ctx, ro, False, "unsuitable")
    first = [ro for ro in here if ro.target in redirecting]
    for ro in first:
        _block(ctx, ro)
    blockers = {ro.actor for ro in here}
    for ro in redirects:
        if ro.cancelled is None and ro.target in blockers:
            night(ctx).redirected_early.add(ro.ref)
            redirect(ctx, ro)
    for ro in here:
        if ro not in first:
            _block(ctx, ro)


def _block(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    if ro.cancelled is None and ro.ref not in night(ctx).results and ctx.live(ro.actor).alive:
        apply_block(ctx, ro)
