"""The boss's supplies and the pistol's cartridges (passed to the brute with the boss's
death, whose own supply lapses unless spent the same night)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rulings import declare
from .. import hook, kind, trait
from ..common import note
from ..families.attack import Attack
from .phases import is_night

if TYPE_CHECKING:
    from ...context import Live, PhaseContext, ResolvedOrder

declare(__name__, {"supplies": ("hospital_and_coma", "hospital_only")})  # supply_due
trait(__name__, "ret_supplies", per_night=int, when_dead=str, dead_per_night=int, lapse=int)


@kind
class RetPistol(Attack):
    """20 per shot, one cartridge each («тратя 1 патрон»); shots beyond the stock: rejected."""

    name = "ret_pistol"

    def max_targets(self, ctx: PhaseContext, ro: ResolvedOrder) -> int | None:
        return stock(ctx, ctx.live(ro.actor))

    def order_check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        if len(ro.targets) > stock(ctx, ctx.live(ro.actor)):
            return "no_cartridges", str(stock(ctx, ctx.live(ro.actor)))
        return None

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        live = ctx.live(ro.actor)
        live.counters["cartridges"] = live.counters.get("cartridges", 0) - len(ro.targets)
        live.counters["shots_tonight"] = len(ro.targets)
        ctx.act(
            ro.actor,
            ro.ability.id,
            ro.targets,
            "cartridges_spent",
            [note("cartridges", spent=len(ro.targets), left=live.counters["cartridges"])],
            order=ro.ref,
        )
        super().resolve(ctx, ro)


def stock(ctx: PhaseContext, live: Live) -> int:
    """Cartridges held now, tonight's supply included (validation runs before step 1)."""
    pending = 0 if "ret_supplied" in live.flags else supply_due(ctx, live)
    return live.counters.get("cartridges", 0) + pending


def supply_due(ctx: PhaseContext, live: Live) -> int:
    """«в начале каждой ночи получает 1 патрон (после смерти Киллера - 2). Не работает из
    госпиталя.» (ruling `supplies`: nor in coma)."""
    spec = live.trait("ret_supplies")
    if spec is None or not is_night(ctx) or not live.alive:
        return 0
    place = ctx.place_of(live.name)
    if not place.secret_acts:  # «Не работает из госпиталя.»
        return 0
    if not place.acts and ctx.rule("supplies") == "hospital_and_coma":
        return 0
    dead = spec.get("when_dead")
    if dead and ctx.role_dead(str(dead)):
        return int(spec.get("dead_per_night", 2))
    return int(spec.get("per_night", 1))


@hook("ret_supplies")
def supplies(ctx: PhaseContext) -> None:
    for live in ctx.living():
        amount = supply_due(ctx, live)
        live.flags.add("ret_supplied")
        if amount:
            live.counters["cartridges"] = live.counters.get("cartridges", 0) + amount
            live.counters["supplied_tonight"] = amount
            ctx.act(
                live.name,
                "supplies",
                [live.name],
                "supplied",
                [note("cartridges", added=amount, left=live.counters["cartridges"])],
                ["supplies"],
            )


@hook("ret_cartridges_lapse")
def cartridges_lapse(ctx: PhaseContext) -> None:
    """The brute «сам патроны не накапливает»: tonight's supply not spent tonight lapses
    (the supply is spent first)."""
    for live in ctx.seated():
        supplied = live.counters.pop("supplied_tonight", 0)
        shots = live.counters.pop("shots_tonight", 0)
        spec = live.trait("ret_supplies")
        if spec is None or not spec.get("lapse") or not supplied:
            continue
        lapse = max(supplied - shots, 0)
        if lapse:
            live.counters["cartridges"] = live.counters.get("cartridges", 0) - lapse
            ctx.act(
                live.name,
                "supplies",
                [live.name],
                "cartridges_lapsed",
                [note("cartridges", lapsed=lapse, left=live.counters["cartridges"])],
            )
