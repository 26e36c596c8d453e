"""Control actions: swaps (the bus driver) and blocks (roleblock; jailkeep = block +
protect), resolved by NAR's Golden Rule with loops asked of the master.

«Apply actions which modify other actions before the actions they modify»: B modifies A when
B blocks A's actor, or B swaps a player among A's current targets. Every unresolved control
action no other unresolved one modifies resolves (in the order submitted), then again. None
left while some remain is a loop: the master is asked (question named by `numbers.control.
question`), the default from the ruling `numbers.control.loop_ruling`: `nar_list` (the first
of `numbers.control.list`, then the first submitted, resolves first) or `simultaneous` (every
block of the loop takes effect and none cancels another; a loop with a swap uses the list).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import effect_kind, hook, kind
from ..values import note
from .base import Common, FamilyKind
from .night_move import Listed, ListId, refusal
from .schema import section
from .state import Shield, block, event, record, tell

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder

SWAP, BLOCK = "swap", "block"
USES = {"all_kills": None, "one_kill": 1}  # a protection ruling's options -> kills it stops


@section("control")
@dataclass(frozen=True, slots=True)
class ControlParams:
    """`list`: control classes by priority for a loop; `loop_ruling`: its options
    `nar_list` / `simultaneous`; `question`: the loop's question id."""

    list: tuple[str, ...] = (SWAP, BLOCK)
    loop_ruling: str | None = None
    question: str = "action_loop"


@dataclass(frozen=True, slots=True)
class SwapParams(Common):
    """`immune_ruling`: a ruling whose option `no` leaves unblockable orders unswapped."""

    immune_ruling: str | None = None


@dataclass(frozen=True, slots=True)
class BlockParams(Listed):
    """`protects`: the block also protects its target (a jailkeeper); `protection_ruling`:
    a ruling with options `all_kills` / `one_kill` (default: all kills).

    On a night of simultaneous moves (`list` set, families.night_control): `infects`: a
    lasting effect it also gives (families.delayed; unless `infection_list` stops it);
    `blocks_unless`: a ruling whose option `no` makes it infect only; `by_role`: the order
    parameter naming a role, the target its only living holder (none or several: not
    made); `infect_if`: the order's true/false parameter that asks for the infection."""

    protects: bool = False
    protection_ruling: str | None = None
    infects: str | None = None
    infection_list: ListId = None
    blocks_unless: str | None = None
    by_role: str | None = None
    infect_if: str | None = None


@kind
class Swap(FamilyKind[SwapParams]):
    """Swaps two players in the targets of every action it modifies (a bus drive)."""

    name = "swap"
    schema = SwapParams
    control = SWAP
    intent = "help"


@kind
class Block(FamilyKind[BlockParams]):
    """Cancels every action of the target tonight (not an unblockable one)."""

    name = "block"
    schema = BlockParams
    control = BLOCK
    intent = "harm"

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        params: BlockParams = self.typed(ro)
        if params.list is not None:  # a night of simultaneous moves (families.night_move)
            return refusal(ctx, ro, params)
        return super().check(ctx, ro)


def _control(ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
    found = effect_kind(ro.ability.kind)
    return found.control if isinstance(found, FamilyKind) else None


def modifies(ctx: PhaseContext, b: ResolvedOrder, a: ResolvedOrder) -> bool:
    if a is b:
        return False
    if _control(ctx, b) == BLOCK:
        return b.target == a.actor
    return bool(set(b.targets) & set(a.targets))


@hook("control_actions")
def control_actions(ctx: PhaseContext) -> None:
    """Resolve tonight's swaps and blocks by the Golden Rule (see the module)."""
    rec = record(ctx)
    for ro in ctx.orders:
        rec.submitted.setdefault(ro.ref, ro.targets)
    open_ = sorted(
        (ro for ro in ctx.orders if ro.cancelled is None and _control(ctx, ro)),
        key=lambda ro: ro.index,
    )
    while open_:
        free = [a for a in open_ if not any(modifies(ctx, b, a) for b in open_)]
        if free:
            for ro in free:
                _resolve(ctx, ro, open_)
            open_ = [ro for ro in open_ if ro not in free]
            continue
        open_ = _loop(ctx, open_)


def in_loops(ctx: PhaseContext, open_: list[ResolvedOrder]) -> list[ResolvedOrder]:
    """The open control actions that modify themselves through others (the loop's own,
    not those merely waiting on it), in the order submitted."""

    def reaches(start: ResolvedOrder) -> bool:
        seen: set[str] = set()
        todo = [b for b in open_ if modifies(ctx, b, start)]
        while todo:
            b = todo.pop()
            if b is start:
                return True
            if b.ref in seen:
                continue
            seen.add(b.ref)
            todo.extend(c for c in open_ if modifies(ctx, c, b))
        return False

    return [ro for ro in open_ if reaches(ro)] or list(open_)


def _loop(ctx: PhaseContext, open_: list[ResolvedOrder]) -> list[ResolvedOrder]:
    params = _params(ctx)
    priority = {c: i for i, c in enumerate(params.list)}
    loop = in_loops(ctx, open_)
    ranked = sorted(loop, key=lambda ro: (priority.get(_control(ctx, ro) or "", 99), ro.index))
    used: list[str] = []
    option = ctx.rule(params.loop_ruling, used) if params.loop_ruling else "nar_list"
    swaps = any(_control(ctx, ro) == SWAP for ro in loop)
    default = "simultaneous" if option == "simultaneous" and not swaps else ranked[0].actor
    actors = [ro.actor for ro in loop]
    answer = ctx.ask(
        params.question,
        params.question,
        {"actors": actors, "default": default},
        [*actors, "simultaneous"],
        default,
    )
    ctx.notes.append(note("family_action_loop", actors=actors, used=answer, rulings=used))
    if answer == "simultaneous" and not swaps:
        for ro in loop:
            _resolve(ctx, ro, loop, simultaneous=True)
        return [ro for ro in open_ if ro not in loop]
    first = next((ro for ro in ranked if ro.actor == answer), ranked[0])
    _resolve(ctx, first, open_)
    return [ro for ro in open_ if ro is not first]


def _params(ctx: PhaseContext) -> ControlParams:
    from .registry import section_or

    return section_or(ctx.ruleset, "control", ControlParams)


def _resolve(
    ctx: PhaseContext, ro: ResolvedOrder, open_: list[ResolvedOrder], simultaneous: bool = False
) -> None:
    rec = record(ctx)
    rec.control_order.append(ro.ref)
    if ro.ref in rec.blocked_by and not simultaneous:
        return  # a blocked swap swaps nothing; a blocked jailkeeper neither blocks nor protects
    if _control(ctx, ro) == SWAP:
        _swap(ctx, ro, open_)
    else:
        _block(ctx, ro, open_, simultaneous)


def _swap(ctx: PhaseContext, ro: ResolvedOrder, open_: list[ResolvedOrder]) -> None:
    if len(ro.targets) != 2:
        return
    x, y = ro.targets
    params: SwapParams = effect_kind(ro.ability.kind).typed(ro)  # type: ignore[attr-defined]
    spare = params.immune_ruling is not None and ctx.rule(params.immune_ruling) == "no"
    rec = record(ctx)
    done = set(rec.control_order)  # resolved control actions are not modified any more
    for other in ctx.orders:
        if other is ro or other.ref in done or not ({x, y} & set(other.targets)):
            continue
        found = effect_kind(other.ability.kind)
        if spare and isinstance(found, FamilyKind) and found.unblockable(ctx, other):
            continue
        other.targets = tuple(y if t == x else x if t == y else t for t in other.targets)
        rec.driven_by.setdefault(other.ref, []).append(ro.actor)
    event(ctx, ro, "done")


def _block(
    ctx: PhaseContext, ro: ResolvedOrder, open_: list[ResolvedOrder], simultaneous: bool
) -> None:
    target = ro.target
    if target is None:
        return
    rec = record(ctx)
    loop = {o.ref for o in open_} if simultaneous else set()
    for other in ctx.orders:
        if other.actor != target or other is ro or other.cancelled is not None:
            continue
        if other.ref in loop or other.ref in rec.control_order:
            continue  # simultaneous blocks: none cancels another; a resolved one stands
        found = effect_kind(other.ability.kind)
        if isinstance(found, FamilyKind) and found.unblockable(ctx, other):
            continue  # a strongman's kill: its own event names the strongman
        block(ctx, other, ro.actor)
        if isinstance(found, FamilyKind) and found.typed(other).reports:
            tell(ctx, other, {"result": "no_result"})
        event(ctx, other, "blocked", (ro.actor,))
    event(ctx, ro, "done")
    params: BlockParams = effect_kind(ro.ability.kind).typed(ro)  # type: ignore[attr-defined]
    if params.protects:
        option = ctx.rule(params.protection_ruling) if params.protection_ruling else "all_kills"
        shields = rec.shields.setdefault(target, [])
        shields.append(Shield(ro.actor, "jail", USES.get(option), ro.ability.id))
