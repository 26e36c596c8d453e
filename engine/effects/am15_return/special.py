"""Lying low (Кара is the `hp_attack` kind's named guess)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...resolution.context import ResolvedOrder
from ...ruleset.load import Grant
from .. import effect_kind, kind
from ..common import immune, note
from ..families import attack
from ..families.seen import lie_low
from .base import RetKind

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@kind
class LieLow(RetKind):
    """«применяет способность мирного жителя. Не попадает в ловушку в эту ночь. Выглядит в
    эту ночь как мирный житель с точки зрения досье, опознания и разоблачения.»

    Ordered as `lie_low` with `use: <civilian ability>` and that ability's targets; the
    used ability runs at its own step."""

    name = "ret_lie_low"
    params: ClassVar[Mapping[str, Any]] = {"from_role": str}

    def _used(self, ctx: PhaseContext, ro: ResolvedOrder) -> Grant | None:
        role = ctx.ruleset.secret_roles[str(ro.effect("from_role"))]
        wanted = str(ro.params.get("use"))
        for grant in role.grants:
            ability = ctx.ruleset.abilities[grant.ability]
            if ability.id == wanted and ability.kind != "identify":
                return grant
        return None

    def order_check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        grant = self._used(ctx, ro)
        if grant is None:
            return "not_a_civilian_ability", str(ro.params.get("use"))
        used = ctx.ruleset.abilities[grant.ability]
        spec = used.targets
        count = len(ro.targets)
        if not spec.self_only and not spec.min <= count <= spec.max:
            return "wrong_target_count", f"{count} (needs {spec.min}–{spec.max})"
        for target in ro.targets:
            if immune(ctx, target, used.id):  # the VIP «иммунитет ... к ударам»
                return "immune", target
        return None

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        grant = self._used(ctx, ro)
        assert grant is not None  # checked at validation
        ability = ctx.ruleset.abilities[grant.ability]
        lie_low(ctx, ro.actor)
        targets = (ro.actor,) if ability.targets.self_only else ro.targets
        inner = ResolvedOrder(
            ro.order, ability, Grant(grant.ability), targets, {}, ro.ref, ro.index
        )
        # the used ability counts among tonight's attacks (for the strongest one)
        attack.record(ctx).inner.append(inner)
        ctx.act(
            ro.actor,
            ro.ability.id,
            targets,
            "lying_low",
            [note("uses", ability=ability.id)],
            order=ro.ref,
        )

        def use(c: PhaseContext) -> None:
            if not c.live(ro.actor).alive:
                return
            if ability.targeted:
                for target in targets:
                    c.visit(ro.actor, target, ability.id)
            effect_kind(ability.kind).run(c, inner)

        ctx.run_later(ability.step, use)
