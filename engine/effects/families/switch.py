"""A `{ruling: option}` switch: a family parameter that turns a behaviour on when the
named ruling's option in force is the one written (e.g. `by_hp_when: {regen_start:
hp_at_step_26}`). Its own small module: the families that read one need nothing else of
the day vote, where it was first written."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated

from ...ruleset.schema import RulingChoice

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext

Switch = Annotated[Mapping[str, str], RulingChoice()]


def holds(ctx: PhaseContext, switch: Mapping[str, str], used: list[str] | None = None) -> bool:
    """A `{ruling: option}` switch: its ruling's option in force is the one named."""
    for ruling, option in switch.items():
        return ctx.rule(str(ruling), used) == str(option)
    return False
