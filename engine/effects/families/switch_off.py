"""A passive trait switched off for one phase by an order («медитацию включает автоматически
каждую ночь (... по желанию может выключать)», seed 000). The order itself only says so;
what the trait does each phase asks `switched_off` first (families.meditation)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from .. import Ids, kind
from .base import Common, FamilyKind

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class ToggleOffParams(Common):
    """`trait`: the actor's passive trait the order switches off this phase (an actor
    without it is refused, `nothing_to_switch_off`); the event's word is `switched_off`
    unless `outcome` names another."""

    trait: Annotated[str, Ids("trait", one=True)] = field(kw_only=True)


@kind
class ToggleOff(FamilyKind[ToggleOffParams]):
    """Switches one of the actor's passive traits off for this phase (see the module)."""

    name = "toggle_off"
    schema = ToggleOffParams
    intent = "off"

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        trait = self.typed(ro).trait
        if ctx.live(ro.actor).trait(trait) is None:
            return "nothing_to_switch_off", trait
        return super().check(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        word = self.typed(ro).outcome or "switched_off"
        ctx.act(ro.actor, ro.ability.id, [], word, order=ro.ref)


_KIND = ToggleOff()


def switched_off(ctx: PhaseContext, name: str, trait: str) -> bool:
    """Whether `name` ordered his trait `trait` off this phase."""
    return any(
        ro.actor == name and ro.ability.kind == ToggleOff.name and _KIND.typed(ro).trait == trait
        for ro in ctx.orders
    )
