"""The vdv's counterattack at step 19 (the attacks themselves are the `attack` family's,
engine.effects.families.attack, which logs them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import hook
from ..common import immune, note
from ..families.attack import deal, record
from .phases import is_night

if TYPE_CHECKING:
    from ...context import PhaseContext


@hook("ret_counterattack", rulings={"vdv_counter_per": ("attacker", "attack")}, then=("deaths",))
def counterattack(ctx: PhaseContext) -> None:
    """Step 19: the vdv deals 20 to each who attacked him tonight (not in coma; not an
    attack; the VIP is immune). Ruling `vdv_counter_per`: per attacker or per attack."""
    if not is_night(ctx):
        return
    attacks = record(ctx).log
    for live in ctx.living():
        spec = live.trait("counterattack")
        if spec is None or not ctx.place_of(live.name).acts:  # «(если не в коме)»
            continue
        used: list[str] = []
        per = ctx.rule("vdv_counter_per", used)
        hits = [a for a, t, _ab in attacks if t == live.name and a is not None and a != live.name]
        if per == "attacker":
            hits = list(dict.fromkeys(hits))
        for attacker in hits:
            if not ctx.live(attacker).alive or immune(ctx, attacker, "counterattack"):
                continue
            deal(
                ctx,
                actor=live.name,
                ability="counterattack",
                target=attacker,
                base=int(spec.get("damage", 20)),
                attack=False,
                notes=[note("counterattack")],
                rulings=used,
            )
