"""Lasting effects end: at the end of a phase, every effect whose `active_to` phase is
over is taken away (the `effects_expiry` hook; an effect without `active_to` lasts the
game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import hook

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@hook("effects_expiry")
def effects_expiry(ctx: PhaseContext) -> None:
    for live in ctx.seated():
        live.effects = [e for e in live.effects if e.active_to is None or e.active_to > ctx.phase]
