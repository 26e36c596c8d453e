"""Ammunition: a counter on a player, supplied each night by a trait and spent one per
shot by an `hp_attack` with `spends_ammo` («Пистолет – наносит 20 урона цели, тратя 1 патрон»;
the boss «в начале каждой ночи получает 1 патрон (после смерти Киллера - 2). Не работает из
госпиталя»; the brute «сам патроны не накапливает», seed 001).

```yaml
numbers:
  ammo: {counter: cartridges, trait: ret_supplies, place_ruling: supplies,
         supplied_flag: ret_supplied}
```
The trait's parameters: `per_night`, `when_dead` (a role) and `dead_per_night` (the supply
once that role is dead), `lapse` (a supply not spent the same night lapses). The hooks
`ammo_supply` (at the night's first step) and `ammo_lapse` (at its end) give and take it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import hook
from ..values import note
from .registry import numbers_section
from .schema import section

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext


@section("ammo")
@dataclass(frozen=True, slots=True)
class AmmoNumbers:
    """`counter`: the counter held (and the note of its events); `trait`: the trait that
    supplies it; `night_kind`: the phases it is supplied in; `place_ruling`: a ruling whose
    option `hospital_and_coma` stops the supply in a place where one cannot act at all
    (coma), besides one where secret abilities are not used (hospital); `supplied_flag`:
    the flag of a player supplied this phase; `ability`: the ability the supply's events
    name."""

    counter: str = "ammo"
    trait: str = "supplies"
    night_kind: str = "night"
    place_ruling: str | None = None
    supplied_flag: str = "supplied"
    ability: str = "supplies"


def numbers(ctx: PhaseContext) -> AmmoNumbers:
    found = numbers_section(ctx.ruleset, "ammo")
    return found if isinstance(found, AmmoNumbers) else AmmoNumbers()


def stock(ctx: PhaseContext, live: Live) -> int:
    """Held now, tonight's supply included (orders are checked before the first step)."""
    spec = numbers(ctx)
    pending = 0 if spec.supplied_flag in live.flags else due(ctx, live, spec)
    return live.counters.get(spec.counter, 0) + pending


def spend(ctx: PhaseContext, live: Live, shots: int) -> int:
    """`shots` spent; what is left."""
    counter = numbers(ctx).counter
    live.counters[counter] = live.counters.get(counter, 0) - shots
    live.counters["shots_tonight"] = shots
    return live.counters[counter]


def due(ctx: PhaseContext, live: Live, spec: AmmoNumbers) -> int:
    """Tonight's supply by the trait, where the player lies."""
    params = live.trait(spec.trait)
    if params is None or ctx.kind.id != spec.night_kind or not live.alive:
        return 0
    place = ctx.place_of(live.name)
    if not place.secret_acts:  # «Не работает из госпиталя.»
        return 0
    ruling = spec.place_ruling
    if not place.acts and ruling is not None and ctx.rule(ruling) == "hospital_and_coma":
        return 0
    dead = params.get("when_dead")
    if dead and ctx.role_dead(str(dead)):
        return int(params.get("dead_per_night", 2))
    return int(params.get("per_night", 1))


@hook("ammo_supply")
def ammo_supply(ctx: PhaseContext) -> None:
    spec = numbers(ctx)
    for live in ctx.living():
        amount = due(ctx, live, spec)
        live.flags.add(spec.supplied_flag)
        if amount:
            held = live.counters[spec.counter] = live.counters.get(spec.counter, 0) + amount
            live.counters["supplied_tonight"] = amount
            rulings = [spec.place_ruling] if spec.place_ruling else []
            ctx.act(live.name, spec.ability, [live.name], "supplied",
                    [note(spec.counter, added=amount, left=held)], rulings)  # fmt: skip


@hook("ammo_lapse")
def ammo_lapse(ctx: PhaseContext) -> None:
    """A supply the trait lets lapse, not spent the same night, goes (spent first)."""
    spec = numbers(ctx)
    for live in ctx.seated():
        supplied = live.counters.pop("supplied_tonight", 0)
        shots = live.counters.pop("shots_tonight", 0)
        params = live.trait(spec.trait)
        if params is None or not params.get("lapse") or not supplied:
            continue
        lapse = max(supplied - shots, 0)
        if lapse:
            held = live.counters[spec.counter] = live.counters.get(spec.counter, 0) - lapse
            ctx.act(live.name, spec.ability, [live.name], f"{spec.counter}_lapsed",
                    [note(spec.counter, lapsed=lapse, left=held)])  # fmt: skip
