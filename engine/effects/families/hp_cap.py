"""The HP cap at a phase's end (issue 27): «Если после 32-го шага хп персонажа находятся
выше максимума, они становится равными максимуму» (seed 000) — every character above his
maximum is set to it, an event of kind `cap`. A ruleset caps at every heal instead or too
by `numbers.healing.cap_ruling` (families.heal)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...trace import EventKind
from .. import hook
from ..values import note

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@hook("hp_cap")
def hp_cap(ctx: PhaseContext) -> None:
    for live in ctx.living():
        if live.hp > live.max_hp:
            ctx.change_hp(
                live.name,
                live.max_hp,
                kind=EventKind.CAP,
                actor=None,
                ability="cap",
                notes=[note("cap", max_hp=live.max_hp)],
            )
