"""Another role's ability used by an order («Уйти в тень (1 на игру) – применяет способность
мирного жителя. Не попадает в ловушку в эту ночь. Выглядит в эту ночь как мирный житель с
точки зрения досье, опознания и разоблачения», seed 001).

The order names the used ability by a parameter and gives that ability's targets; the used
ability runs at its own step as an order of its own (visiting its targets, while the actor
lives) and counts among the phase's orders where attacks are compared (families.attack).
Lying low (`lie_low`) is the seeing family's (families.seen: masks with `lying_low`, and
the traps spare him)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from ...resolution.context import ResolvedOrder
from ...ruleset.abilities import Grant
from ...ruleset.schema import Ref
from .. import Ids, effect_kind, kind
from ..values import note
from .attack import record
from .base import Common, FamilyKind
from .gate import refused, stopped
from .immunity import listed_immune
from .seen import lie_low

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@dataclass(frozen=True, slots=True)
class UseRoleAbilityParams(Common):
    """`from_role`: the secret role whose abilities the order may use, named by the
    order's parameter `use_param` (refused `not_of_role` when that role has no such
    ability, or only of a kind in `exclude_kinds`); the order's targets must suit the used
    ability (`wrong_target_count`) and no target's `immune_trait` may list it (`immune`);
    `lie_low`: the actor lies low this phase; the order's event: `outcome` (default
    `used`) with the note `uses`; `gate`: the ruleset's gate on its orders
    (families.gate)."""

    from_role: Annotated[str, Ids("secret_role", one=True)] = field(kw_only=True)
    use_param: str = "use"
    exclude_kinds: tuple[str, ...] = ()
    immune_trait: Annotated[str, Ref("trait")] | None = None
    lie_low: bool = False
    gate: str | None = None


@kind
class UseRoleAbility(FamilyKind[UseRoleAbilityParams]):
    """Uses an ability of another role (see the module)."""

    name = "use_role_ability"
    schema = UseRoleAbilityParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: UseRoleAbilityParams = self.typed(ro)
        return refused(ctx, ro, p.gate) or _problem(ctx, ro, p) or super().check(ctx, ro)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: UseRoleAbilityParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        grant = _used(ctx, ro, p)
        assert grant is not None  # checked at validation
        ability = ctx.ruleset.abilities[grant.ability]
        if p.lie_low:
            lie_low(ctx, ro.actor)
        targets = (ro.actor,) if ability.targets.self_only else ro.targets
        inner = ResolvedOrder(
            ro.order, ability, Grant(grant.ability), targets, {}, ro.ref, ro.index
        )
        record(ctx).inner.append(inner)  # compared with the phase's attacks
        word = p.outcome or "used"
        ctx.act(
            ro.actor, ro.ability.id, targets, word, [note("uses", ability=ability.id)],
            order=ro.ref,
        )  # fmt: skip

        def use(c: PhaseContext) -> None:
            if not c.live(ro.actor).alive:
                return
            if ability.targeted:
                for target in targets:
                    c.visit(ro.actor, target, ability.id)
            effect_kind(ability.kind).run(c, inner)

        ctx.run_later(ability.step, use)


def _used(ctx: PhaseContext, ro: ResolvedOrder, p: UseRoleAbilityParams) -> Grant | None:
    """The role's grant of the ability the order names, or None."""
    wanted = str(ro.params.get(p.use_param))
    for grant in ctx.ruleset.secret_roles[p.from_role].grants:
        ability = ctx.ruleset.abilities[grant.ability]
        if ability.id == wanted and ability.kind not in p.exclude_kinds:
            return grant
    return None


def _problem(
    ctx: PhaseContext, ro: ResolvedOrder, p: UseRoleAbilityParams
) -> tuple[str, str] | None:
    grant = _used(ctx, ro, p)
    if grant is None:
        return "not_of_role", str(ro.params.get(p.use_param))
    used = ctx.ruleset.abilities[grant.ability]
    spec = used.targets
    count = len(ro.targets)
    if not spec.self_only and not spec.min <= count <= spec.max:
        return "wrong_target_count", f"{count} (needs {spec.min}–{spec.max})"
    for target in ro.targets:
        if listed_immune(ctx, target, p.immune_trait, used.id):
            return "immune", target
    return None
