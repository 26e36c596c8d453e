"""The witness and identification (connections, dossier, exposure and espionage are the
investigate, count and visit_check families' in rulesets/am15_return.yaml)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from ...model import Effect, frozen_map
from .. import kind, trait
from ..families.seen import lying_low
from ..seen import masked_role
from .base import RetKind
from .phases import paranoid

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder

trait(__name__, "ret_paranoid")
trait(__name__, "ret_forensics")


@kind
class Witness(RetKind):
    """«если цель умирает, все, кто посещал её в эту ночь, становятся подозрительными для
    него» — decided in the morning (hook ret_witness)."""

    name = "ret_witness"

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        ctx.scratch.setdefault("ret_witness", []).append((ro.actor, ro.targets[0]))
        ctx.act(ro.actor, ro.ability.id, ro.targets, "watching", order=ro.ref)


def suspects(ctx: PhaseContext, name: str) -> set[str]:
    found: set[str] = set()
    for effect in ctx.live(name).effects_of("suspects"):
        found.update(effect.params.get("players", ()))
    return found


def add_suspects(ctx: PhaseContext, witness: str, names: list[str]) -> None:
    live = ctx.live(witness)
    live.effects.append(
        Effect("suspects", witness, ctx.phase, params=frozen_map({"players": tuple(names)}))
    )


@kind
class Identification(RetKind):
    """«узнаёт, подозрительна ли для него цель. Если цель замаскирована, даёт
    отрицательный ответ.» Charges come from the witness (counter `identification`)."""

    name = "ret_identification"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "lie_low_identification": ("civilian_rules", "never")
    }
    is_check = True

    def order_check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        if ctx.live(ro.actor).counters.get("identification", 0) <= 0:
            return "no_identification_charge", "identification"
        return None

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        me = ctx.live(ro.actor)
        me.counters["identification"] = me.counters.get("identification", 0) - 1
        target = ro.targets[0]
        live = ctx.live(target)
        used: list[str] = []
        suspicious = target in suspects(ctx, ro.actor)
        if (
            masked_role(live) is not None
            or paranoid(live)
            or (lying_low(ctx, target) and ctx.rule("lie_low_identification", used) == "never")
        ):
            suspicious = False
        ctx.send(ro.actor, ro.ability.id, target, {"suspicious": suspicious})
        ctx.act(ro.actor, ro.ability.id, [target], "identified", rulings=used, order=ro.ref)
