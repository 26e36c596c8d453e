"""HP drained: taken from the target and gained by the actor («Каждый день может отжать у
цели 5 хп и восстановить их себе. Если у цели было меньше 5 хп, всё равно восстанавливает
себе 5 хп», seed 000). What is taken is a drain (an HP event of its own kind, not damage),
or by a ruling damage through the ruleset's damage pipeline (families.damage, not an
attack); the gain is the actor's HP event, outside the heal pipeline (no factor, no cap)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ...trace import EventKind
from .. import kind
from ..values import note
from .base import Common, FamilyKind
from .damage import hit
from .gate import refused, stopped

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class DrainParams(Common):
    """`amount`: the HP taken from each target; `damage_ruling`: a ruling whose option
    `damage` takes it as damage (its modifiers apply), else it changes hands as it is;
    `short_ruling`: a ruling whose option `takes_what_there_is` takes no more than the
    target has (down to 0), any other option (or none) the whole amount;
    `gains`: the actor gains the whole `amount` (even from a target that had less) or only
    what was `taken`; `gain_note`: the note of his gain; `gate`: the ruleset's gate on its
    orders (families.gate)."""

    amount: int = 0
    damage_ruling: str | None = None
    short_ruling: str | None = None
    gains: Literal["amount", "taken"] = "amount"
    gain_note: str | None = None
    gate: str | None = None


@kind
class Drain(FamilyKind[DrainParams]):
    """Takes HP from each target and gives it to the actor (see the module)."""

    name = "hp_drain"
    schema = DrainParams
    intent = "harm"
    then = ("deaths",)

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return super().check(ctx, ro) or refused(ctx, ro, self.typed(ro).gate)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: DrainParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        for target in ro.targets:
            taken = take(ctx, ro, p, target)
            gain = p.amount if p.gains == "amount" else taken
            me = ctx.live(ro.actor)
            ctx.change_hp(
                ro.actor,
                me.hp + gain,
                kind=EventKind.HEAL,
                actor=ro.actor,
                ability=ro.ability.id,
                notes=[note(p.gain_note)] if p.gain_note else [],
                order=ro.ref,
            )


def take(ctx: PhaseContext, ro: ResolvedOrder, p: DrainParams, target: str) -> int:
    """The HP taken from `target`: as damage, or as a drain (see DrainParams)."""
    live = ctx.live(target)
    used: list[str] = []
    if p.damage_ruling and ctx.rule(p.damage_ruling, used) == "damage":
        event = hit(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=target,
            base=p.amount,
            attack=False,
            order=ro.ref,
            rulings=used,
        )
        return -event.delta if event is not None else 0
    taken = p.amount
    if (
        live.hp < p.amount
        and p.short_ruling
        and ctx.rule(p.short_ruling, used) == "takes_what_there_is"
    ):
        taken = max(live.hp, 0)
    ctx.change_hp(
        target,
        live.hp - taken,
        kind=EventKind.DRAIN,
        actor=ro.actor,
        ability=ro.ability.id,
        rulings=used,
        order=ro.ref,
    )
    return taken
