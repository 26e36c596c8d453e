"""Conversion: the target gets a lasting effect (`effect`, e.g. `converted`) that other
families read: a check sees him as another role and side (`investigate`'s `effects`), an
ability of his is lost from the next phase (`lost_after`), the win may count him on another
side. A protection on the target (or, by a ruling, on the actor) cancels it; a limited
conversion is spent only when it works.

Seed 003 («Метаморфы»): «Ассимилятор - начиная со второго игрового дня имеет право
единожды за игру ночью "превратить" любого игрока ... Если это действие отменил
Ксенобиолог - оно не тратится.»"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...model.state import Effect
from .. import effect_kind, kind
from ..values import note
from .base import Common, FamilyKind
from .state import record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class ConvertParams(Common):
    """`effect`: the lasting effect put on the target;
    `start` / `start_ruling` + `start_by_option`: the first night it may be used, `too_early`
    the reason before it; nights are counted as the phase less `offset_by_option` of
    `offset_ruling` (a game whose phase 1 is night 0);
    `spent_counter`: once a game, by this counter on the actor (set when it works), reason
    `used_up`;
    `protected_cancels`: whose protection tonight cancels it (`target`, `actor`), per option
    of `protected_cancels_ruling` (default the target's), said with note `cancelled_note`;
    `feedback_ruling`: a ruling whose option `no` tells the actor nothing (else he is told
    `{converted: true/false}`);
    `stops_checks`: the target's checks tonight are cancelled (reason `stops_reason`)."""

    effect: str = "converted"
    start: int = 1
    start_ruling: str | None = None
    start_by_option: dict[str, int] = field(default_factory=dict)
    offset_ruling: str | None = None
    offset_by_option: dict[str, int] = field(default_factory=dict)
    too_early: str = "too_early"
    spent_counter: str | None = None
    used_up: str = "used_up"
    protected_cancels_ruling: str | None = None
    protected_cancels: dict[str, tuple[str, ...]] = field(default_factory=dict)
    cancelled_note: str = "family_conversion_cancelled"
    feedback_ruling: str | None = None
    stops_checks: bool = False
    stops_reason: str = "converted_tonight"


def _pick(ctx: PhaseContext, ruling: str | None, table: dict[str, int], default: int) -> int:
    return table.get(ctx.rule(ruling), default) if ruling else default


@kind
class Convert(FamilyKind[ConvertParams]):
    """Puts the conversion's lasting effect on the target (see the module)."""

    name = "convert"
    schema = ConvertParams
    intent = "harm"

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: ConvertParams = self.typed(ro)
        first = _pick(ctx, p.start_ruling, p.start_by_option, p.start)
        if ctx.phase - _pick(ctx, p.offset_ruling, p.offset_by_option, 0) < first:
            return p.too_early, str(first)
        if p.spent_counter is not None and ctx.live(ro.actor).counters.get(p.spent_counter):
            return p.used_up, ro.ability.id
        return super().check(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: ConvertParams = self.typed(ro)
        target = ro.target
        if target is None:
            return
        used: list[str] = []
        option = ctx.rule(p.protected_cancels_ruling, used) if p.protected_cancels_ruling else ""
        feedback = p.feedback_ruling is None or ctx.rule(p.feedback_ruling, used) != "no"
        whose = {"target": target, "actor": ro.actor}
        by = None
        for who in p.protected_cancels.get(option, ("target",)):
            by = by or next((s.by for s in record(ctx).shields.get(whose[who], [])), None)
        if by is not None:
            record(ctx).conversions_cancelled.add(target)
            outcome, notes = "cancelled", [note(p.cancelled_note, by=by)]
        else:
            ctx.live(target).effects.append(Effect(p.effect, ro.actor, ctx.phase))
            if p.spent_counter is not None:
                ctx.live(ro.actor).counters[p.spent_counter] = 1
            outcome, notes = p.outcome or "converted", []
        ctx.act(ro.actor, ro.ability.id, [target], outcome, notes, used, ro.ref)
        if feedback:
            ctx.send(ro.actor, ro.ability.id, target, {"converted": by is None})
        if by is None and p.stops_checks:
            _stop_checks(ctx, target, p.stops_reason)


def _stop_checks(ctx: PhaseContext, target: str, reason: str) -> None:
    """«Если игрок являлся Экспертом на момент превращения, он теряет свои ночные
    способности уже в ночь превращения.»"""
    for other in ctx.orders:
        mine = other.actor == target and other.cancelled is None
        if mine and effect_kind(other.ability.kind).is_check:
            other.cancelled = "converted"
            ctx.reject(other.order, reason, ctx.step, player=target)
