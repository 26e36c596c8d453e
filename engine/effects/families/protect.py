"""Protection: a shield that stops kills on the actual target (a doctor: one kill, or
every kill by a ruling) or a guard that takes the first kill nothing else stops (a
bodyguard). Bulletproof (a passive modifier) and the jailkeeper's protection (a block that
`protects`) are layers of the same list, in the order `numbers.kills.layers` gives."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import kind
from .base import Common, FamilyKind
from .state import Shield, event, record

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder

# a protection ruling's options -> how many kills it stops (None: every kill)
USES = {"one_kill": 1, "all_kills": None}


@dataclass(frozen=True, slots=True)
class ProtectParams(Common):
    """`layer`: `shield` (stops a kill) or `guard` (takes it in the target's place);
    `uses_ruling`: a ruling with options `one_kill` / `all_kills` (default one kill)."""

    layer: str = "shield"
    uses_ruling: str | None = None


@kind
class Protect(FamilyKind[ProtectParams]):
    """Puts a shield or a guard on the actual target; not told whether it worked."""

    name = "protect"
    schema = ProtectParams
    intent = "help"

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        params: ProtectParams = self.typed(ro)
        if params.layer not in ("shield", "guard"):
            return "bad_layer", params.layer
        return super().check(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        params: ProtectParams = self.typed(ro)
        target = ro.target
        if target is None:
            return
        option = ctx.rule(params.uses_ruling) if params.uses_ruling else "one_kill"
        uses = 1 if params.layer == "guard" else USES.get(option, 1)
        record(ctx).shields.setdefault(target, []).append(
            Shield(ro.actor, params.layer, uses, ro.ability.id)
        )
        event(ctx, ro, "done")
