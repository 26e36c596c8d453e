"""Protection: a shield that stops kills on the actual target (a doctor: one kill, or
every kill by a ruling) or a guard that takes the first kill nothing else stops (a
bodyguard). Bulletproof (a passive modifier) and the jailkeeper's protection (a block that
`protects`) are layers of the same list, in the order `numbers.kills.layers` gives."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...model import Effect
from .. import kind
from .base import Common, FamilyKind
from .state import Shield, record

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder

# a protection ruling's options -> how many kills it stops (None: every kill)
USES = {"one_kill": 1, "all_kills": None}


@dataclass(frozen=True, slots=True)
class ProtectParams(Common):
    """`layer`: `shield` (stops a kill) or `guard` (takes it in the target's place);
    `uses_ruling`: a ruling whose option says how many kills a shield stops, by
    `uses_by_option` (null: every kill; default `one_kill` 1, `all_kills` every one; an
    option not named: one kill);
    `not_twice`: the id of a flag kept on the actor naming his last target; set, the same
    target two nights running is refused with reason `not_twice_reason` (a doctor who
    «неспособен дважды подряд лечить одного игрока», seed 003)."""

    layer: str = "shield"
    uses_ruling: str | None = None
    uses_by_option: dict[str, int | None] = field(default_factory=lambda: dict(USES))
    not_twice: str | None = None
    not_twice_reason: str = "same_target_twice"


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
        if params.not_twice is not None:
            last = next(iter(ctx.live(ro.actor).effects_of(params.not_twice)), None)
            if last is not None and last.since == ctx.phase - 1 and last.source == ro.target:
                return params.not_twice_reason, str(ro.target)
        return super().check(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        params: ProtectParams = self.typed(ro)
        target = ro.target
        if target is None:
            return
        option = ctx.rule(params.uses_ruling) if params.uses_ruling else "one_kill"
        uses = 1 if params.layer == "guard" else params.uses_by_option.get(option, 1)
        record(ctx).shields.setdefault(target, []).append(
            Shield(ro.actor, params.layer, uses, ro.ability.id)
        )
        if params.not_twice is not None:
            live = ctx.live(ro.actor)
            live.effects = [e for e in live.effects if e.kind != params.not_twice]
            live.effects.append(Effect(params.not_twice, target, ctx.phase))
        self.done(ctx, ro)
