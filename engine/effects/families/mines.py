"""Returning deaths on a night of simultaneous moves without HP: a mine kills everyone else
whose move reached the mined player; a poison that spread (the kill family's `spreads`)
kills everyone whose move reached its victim, unless the `spread` protection list stops
it (the poisoner and the kill's `spares_roles` are spared). No other protection helps.

«Мафия установила мину на Игрока 1. Игрок 2, имея антимафию, выполнил ход на Игрока 1.
Тогда Игрок 2 подорвется на мине мафии и Антимафия ему не поможет.» (seed 004)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from .. import hook, kind
from ..values import note
from .base import Common, FamilyKind
from .kill import Kill, KillParams
from .ledger import NightOutcome, lacks, result
from .shields import PASS, decide
from .state import die, record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class MineParams(Common):
    """`cause`: the death cause of whoever steps on it; `anti`: the side whose anti-item
    the protection lists read (the mine itself ignores every protection)."""

    cause: str = "mine"
    anti: str | None = None


@kind
class Mine(FamilyKind[MineParams]):
    """A mine on the target: whoever else's move reaches him tonight dies (returning)."""

    name = "mine"
    schema = MineParams
    intent = "harm"
    then: ClassVar[tuple[str, ...]] = ("night_returning",)  # who stepped on it dies there

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return lacks(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        record(ctx).mines[str(ro.target)] = (ro.actor, ro.ref)
        ctx.act(ro.actor, ro.ability.id, ro.targets, NightOutcome.MINED, order=ro.ref)
        result(ctx, ro, True, None)


@hook("night_returning", then=("night_deaths",))
def night_returning(ctx: PhaseContext) -> None:
    n = record(ctx)
    by_ref = {ro.ref: ro for ro in ctx.orders}
    for mined, (setter, mine_ref) in n.mines.items():
        ro = by_ref[mine_ref]
        for actor in n.touched.get(mined, ()):
            if actor != setter:
                die(ctx, actor, setter, Mine().typed(ro).cause)
                ctx.act(  # the mine's order: the viewer names the move and its setter (frag)
                    setter,
                    ro.ability.id,
                    [actor],
                    NightOutcome.RETURNING,
                    [note("night_mine", on=mined)],
                    order=mine_ref,
                )
    for victim, (poisoner, ref) in n.poisoned.items():
        _spread(ctx, by_ref[ref], victim, poisoner)


def _spread(ctx: PhaseContext, ro: ResolvedOrder, victim: str, poisoner: str) -> None:
    params: KillParams = Kill().typed(ro)
    for actor in record(ctx).touched.get(victim, ()):
        if actor == poisoner or ctx.live(actor).start.secret_role in params.spares_roles:
            continue
        if decide(ctx, "spread", ro, actor).outcome != PASS:
            continue
        die(ctx, actor, poisoner, params.spread_cause)
        ctx.act(
            poisoner,
            ro.ability.id,
            [actor],
            NightOutcome.RETURNING,
            [note("night_poison", on=victim)],
            order=ro.ref,
        )
