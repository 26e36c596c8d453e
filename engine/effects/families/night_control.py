"""Blocks and redirects on a night of simultaneous moves (the control family with a
`list`, families.night_move: mafialife's girl and hacker): moves that change other moves
before they run.

A block cancels every move of its target not yet made tonight (`{done: false, by:
blocked}`); it may also infect (a delayed death, families.delayed). A redirect sends every
target entry (every shot) of A's move to B. The `night_blocks` hook (after the blocks
step) orders them: blocks on players who redirect, then redirects of blocks, then the
other blocks. Each redirect runs once, so mutual redirects cannot loop.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import hook, kind
from ..values import note
from .base import FamilyKind
from .control import Block, BlockParams
from .ledger import NightOutcome, result
from .night_move import Listed, reach, refusal
from .state import block, orders_of, record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class RedirectParams(Listed):
    """`victim`: the order parameter naming B, the move's new target."""

    victim: str = "victim"


@kind
class Redirect(FamilyKind[RedirectParams]):
    """A's targeted move goes to B (`victim`); not made when A made no move, was blocked,
    moved as a team of several, or the move cannot take B."""

    name = "redirect"
    schema = RedirectParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return refusal(ctx, ro, self.typed(ro))

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        if ro.ref not in record(ctx).redirected_early:
            redirect(ctx, ro)


def _params(ro: ResolvedOrder) -> BlockParams:
    typed: BlockParams = Block().typed(ro)
    return typed


def _block_target(ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
    param = _params(ro).by_role
    if param is None or ro.ref in record(ctx).final:  # redirected: B, whatever his role
        return ro.target
    holders = [p.name for p in ctx.living() if p.start.secret_role == ro.params.get(param)]
    if len(holders) != 1 or holders[0] == ro.actor:
        return None
    ro.targets = (holders[0],)
    return holders[0]


def apply_block(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    params = _params(ro)
    target = _block_target(ctx, ro)
    if target is None:
        result(ctx, ro, False, "unsuitable")
        return
    if not reach(ctx, ro, target, "block"):
        return
    used: list[str] = []
    gate = params.blocks_unless
    if gate is None or ctx.rule(gate, used) != "no":
        for other in orders_of(ctx, target):
            if other.cancelled is None and other.ref not in record(ctx).results:
                block(ctx, other, ro.actor)
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
    wanted = params.infect_if
    if params.infects and (wanted is None or ro.params.get(wanted) is True):
        # tried at the delayed-deaths step, when tonight's heals are placed (super heal)
        record(ctx).infections.append((ro.ref, target))
    result(ctx, ro, True, None)


def redirect(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    a, b = str(ro.target), str(ro.params.get(Redirect().typed(ro).victim))
    if not reach(ctx, ro, a, "redirect"):
        return
    moves = [o for o in orders_of(ctx, a) if o is not ro]
    if not moves:
        result(ctx, ro, False, "no_move")
        return
    open_moves = [o for o in moves if o.cancelled is None and o.ref not in record(ctx).results]
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
    record(ctx).final[move.ref] = original
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
    here = [ro for ro in ctx.orders if _listed(ro, Block.name) and ro.ability.step == ctx.step]
    redirects = [ro for ro in ctx.orders if _listed(ro, Redirect.name)]
    redirecting = {ro.actor for ro in redirects}
    for ro in here:
        by_role = _params(ro).by_role is not None and ro.cancelled is None
        if by_role and _block_target(ctx, ro) is None:
            result(ctx, ro, False, "unsuitable")
    first = [ro for ro in here if ro.target in redirecting]
    for ro in first:
        _block(ctx, ro)
    blockers = {ro.actor for ro in here}
    for ro in redirects:
        if ro.cancelled is None and ro.target in blockers:
            record(ctx).redirected_early.add(ro.ref)
            redirect(ctx, ro)
    for ro in here:
        if ro not in first:
            _block(ctx, ro)


def _listed(ro: ResolvedOrder, kind_name: str) -> bool:
    """A move of that kind told through a protection list (a plain block is the Golden
    Rule's, families.control)."""
    if ro.ability.kind != kind_name:
        return False
    params: Listed = Block().typed(ro) if kind_name == Block.name else Redirect().typed(ro)
    return params.list is not None


def _block(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    if ro.cancelled is None and ro.ref not in record(ctx).results and ctx.live(ro.actor).alive:
        apply_block(ctx, ro)
