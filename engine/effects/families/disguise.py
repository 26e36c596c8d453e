"""Documents: from now on checks see the target as another role (`seen_as`), a lasting
effect read by the checks through a mask `{effect: seen_as}` (families.seen,
families.night_info).
`factions`: only members of these factions take it (others: not done, `unsuitable`).
Made through a protection list (families.night_move; default `info`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from ...model.state import Effect, frozen_map
from .. import Ids, kind
from .base import FamilyKind
from .ledger import NightOutcome, result
from .night_move import Listed, reach, refusal

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder

SEEN_AS = "seen_as"  # a lasting effect: checks show `params.role`


@dataclass(frozen=True, slots=True)
class DisguiseParams(Listed):
    """`seen_as`: the role checks show from now on; `factions`: who takes it (empty: all)."""

    seen_as: Annotated[str, Ids("secret_role", one=True)] = field(kw_only=True)
    factions: Annotated[tuple[str, ...], Ids("faction")] = ()


@kind
class Disguise(FamilyKind[DisguiseParams]):
    """Documents on the target: checks see him as `seen_as` from now on."""

    name = "disguise"
    schema = DisguiseParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return refusal(ctx, ro, self.typed(ro))

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        params: DisguiseParams = self.typed(ro)
        target = str(ro.target)
        if not reach(ctx, ro, target, "info"):
            return
        live = ctx.live(target)
        if params.factions and live.start.faction not in params.factions:
            result(ctx, ro, False, "unsuitable")
            return
        role = frozen_map({"role": params.seen_as})
        live.effects.append(Effect(SEEN_AS, ro.actor, ctx.phase, params=role))
        ctx.act(ro.actor, ro.ability.id, [target], NightOutcome.DOCUMENTS, order=ro.ref)
        result(ctx, ro, True, None)
