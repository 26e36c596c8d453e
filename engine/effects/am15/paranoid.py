"""The paranoid (seed 000): «Не может быть целью тайной способности, которая не может
изменить ему хп в эту фазу (за исключением защиты и охраны). Такие способности просто не
имеют эффекта, а проверки дают выбранный мастером или случайный результат.» The checks'
result is the investigate family's (`immune_ruling: paranoid_check_result` in
rulesets/am15.yaml); here, which orders have no effect on him."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import immunity

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@immunity("paranoid")
def is_paranoid_immune(ctx: PhaseContext, ro: ResolvedOrder, target: str) -> bool:
    """The paranoid is untouched by secret abilities that cannot change his HP this phase
    (protection and guard excepted: tag `paranoid_exempt`)."""
    ability = ro.ability
    if ability.public or ability.changes_hp or "paranoid_exempt" in ability.tags:
        return False
    return ctx.live(target).trait("paranoid") is not None
