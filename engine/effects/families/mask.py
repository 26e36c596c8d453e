"""Lasting marks: a named effect with typed parameters put on the target for a span of
phases, optionally announced in the public post. A mask is one (a masquerade
«маскирует цель под любую тайную роль ... с этой ночи и до конца игры», seed 001: what
each check sees through it is families.seen's `Mask` data); so are AM-15's contract, hunt
and mind cloud («В следующую фазу цель будет иметь этот статус в соответствии с этим хп»),
which the damage modifiers, the knives and the HP readings read.

```yaml
contract: {kind: mask, effect: {effect: contract, param: null, carries: {multiplier: 2},
                                 starts: 1, lasts: 1, stacking: add, announce: true,
                                 outcome: contracted, note: null}}
```
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Literal

from ...model.state import Effect, frozen_map
from .. import Ids, kind
from ..values import note
from .base import Common, FamilyKind
from .gate import refused, stopped
from .ran import Ran, learn_later

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder


def masked_role(live: Live, effect: str, param: str = "role") -> str | None:
    """The role a mask (the lasting effect `effect`, its parameter `param`) shows on
    `live`, or None: the mask a check, a reveal or an announcement sees first."""
    for found in live.effects:
        if found.kind == effect:
            return str(found.params[param])
    return None


@dataclass(frozen=True, slots=True)
class MaskParams(Common):
    """`effect`: the lasting effect put on the target, carrying the order's parameter
    `param` (the role shown; null: none) and the fixed numbers `carries`; it acts from
    `starts` phases on (null: from now) for `lasts` phases (null: to the end of the game).
    `stacking`: a second one `replace`s the first, is `add`ed beside it, or is not put
    (`once`). `announce`: the public post tells it (its kind the ability's id).
    `outcome` (default `masked`) and `note` (carrying `param`): the order's event.
    `forbid_roles`: secret roles that cannot be masked, `forbid_effects`: lasting effects
    on the target that forbid it (refused `cannot_mask`); `gate`: the ruleset's gate on
    its orders (families.gate). `learns`: the actor also learns what a role or faction
    the order names ran this phase (families.ran). `aim`: what the simulator aims it at
    (default: harm)."""

    effect: str = "masquerade"
    param: str | None = "role"
    carries: dict[str, int] = field(default_factory=dict)
    starts: int | None = None
    lasts: int | None = None
    stacking: Literal["replace", "add", "once"] = "replace"
    announce: bool = False
    note: str | None = "masked_as"
    forbid_roles: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    forbid_effects: tuple[str, ...] = ()
    gate: str | None = None
    learns: Ran | None = None


@kind
class Mask(FamilyKind[MaskParams]):
    """Puts a lasting mark on the target: a mask as the role the order names, from now on,
    or another effect for a span of phases."""

    name = "mask"
    schema = MaskParams
    intent = "harm"

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: MaskParams = self.typed(ro)
        problem = refused(ctx, ro, p.gate)
        if problem is not None:
            return problem
        target = ctx.live(ro.targets[0])
        if target.start.secret_role in p.forbid_roles:
            return "cannot_mask", target.start.secret_role
        for effect in p.forbid_effects:
            if target.has_effect(effect, ctx.phase):
                return "cannot_mask", effect
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: MaskParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        target = ctx.live(ro.targets[0])
        shown = {p.param: ro.params[p.param]} if p.param is not None else {}
        if p.stacking == "replace":
            target.effects[:] = [e for e in target.effects if e.kind != p.effect]
        if p.stacking != "once" or not target.has_effect(p.effect):
            target.effects.append(mark(ctx, ro, p, {**p.carries, **shown}))
        if p.announce:
            ctx.announcements.append({"kind": ro.ability.id, "target": target.name})
        notes = [note(p.note, **shown)] if p.note is not None else []
        ctx.act(ro.actor, ro.ability.id, ro.targets, p.outcome or "masked", notes, order=ro.ref)
        if p.learns is not None:
            learn_later(ctx, ro, p.learns)


def mark(ctx: PhaseContext, ro: ResolvedOrder, p: MaskParams, params: dict[str, object]) -> Effect:
    """The lasting effect, acting from `starts` phases on for `lasts` phases."""
    since = ctx.phase
    start = None if p.starts is None else since + p.starts
    end = None if p.lasts is None else (start if start is not None else since) + p.lasts - 1
    return Effect(p.effect, ro.actor, since, start, end, frozen_map(params))
