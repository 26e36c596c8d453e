"""Ammunition: a counter on a player, supplied each night by a trait and spent one per
shot by an `hp_attack` with `spends_ammo` («Пистолет – наносит 20 урона цели, тратя 1 патрон»;
the boss «в начале каждой ночи получает 1 патрон (после смерти Киллера - 2). Не работает из
госпиталя»; the brute «сам патроны не накапливает», seed 001).

```yaml
numbers:
  ammo: {counter: cartridges, trait: ret_supplies, place_ruling: supplies,
         coma_option: hospital_only, supplied_flag: ret_supplied}
```
The trait's parameters: `per_night`, `dead_role` and `dead_per_night` (the supply once that
role is dead: the kill family's way of saying "after role X dies, more", one test,
families.hp_amounts.after_death), `lapse` (a supply not spent the same night lapses). The hooks
`ammo_supply` (at the night's first step) and `ammo_lapse` (at its end) give and take it.

Banked: a weapon's own shots (a `kill` with `ammo_counter`): each phase its free `shots`
spend nothing, each more one from the actor's counter; a phase it goes unused where it
charges (`charges_at`: not in hospital; in coma by ruling) banks the free shots, unless
`banks` is false («За каждую ночь, когда босс не использует эту способность и не находится
в больнице, он накапливает 1 выстрел»; the brute «сам выстрелы не накапливает», seed 000).
Once `dead_role` is dead, `dead_shots`, `dead_amount` and `dead_amounts` replace the free
shots, the amount and the amounts allowed, unless `dead_ruling`'s option is `plain`
(«После смерти Киллера по желанию наносит 25 урона, и можно применять дважды без траты
выстрелов»). The `counters` hook, at the end of every phase, charges every weapon that
keeps something while unused (this banking, `hp_attack`'s `charge_counter`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from .. import EffectKind, effect_kind, hook
from ..values import note
from . import hp_amounts
from .hp_amounts import HpParams, after_death
from .registry import section_or
from .schema import section

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder
    from ...ruleset.load import AbilityDef


@section("ammo")
@dataclass(frozen=True, slots=True)
class AmmoNumbers:
    """`counter`: the counter held (and the note of its events); `trait`: the trait that
    supplies it; `night_kind`: the phases it is supplied in; `place_ruling`: a ruling whose
    option `coma_option` lets the supply reach a place where one cannot act at all (coma;
    without the ruling it does not), never one where secret abilities are not used
    (hospital; `charges_at`); `supplied_flag`: the flag of a player supplied this phase;
    `ability`: the ability the supply's events name."""

    counter: str = "ammo"
    trait: str = "supplies"
    night_kind: str = "night"
    place_ruling: str | None = None
    coma_option: str = "charges"
    supplied_flag: str = "supplied"
    ability: str = "supplies"


def numbers(ctx: PhaseContext) -> AmmoNumbers:
    return section_or(ctx.ruleset, "ammo", AmmoNumbers)


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
    if not charges_at(ctx, live.name, spec.place_ruling, spec.coma_option):
        return 0  # «Не работает из госпиталя.»
    dead = params.get("dead_role")
    if after_death(ctx, None if dead is None else str(dead)):
        return int(params.get("dead_per_night", 2))
    return int(params.get("per_night", 1))


def charges_at(ctx: PhaseContext, name: str, coma_ruling: str | None, coma_option: str) -> bool:
    """Whether a weapon charges (or a supply arrives) where `name` lies this phase: not
    where secret abilities are not used (hospital); where no order is possible at all
    (coma) only when `coma_ruling`'s option is `coma_option`."""
    place = ctx.place_of(name)
    if not place.acts:
        return coma_ruling is not None and ctx.rule(coma_ruling) == coma_option
    return place.secret_acts


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


class Banked(HpParams, Protocol):
    """The parameters a weapon with banked shots reads (the kill family's, see KillParams)."""

    @property
    def ammo_counter(self) -> str | None: ...
    @property
    def banks(self) -> bool: ...
    @property
    def bank_coma_ruling(self) -> str | None: ...


def free_shots(ctx: PhaseContext, p: Banked) -> int:
    """The shots of a phase that spend nothing banked."""
    found = hp_amounts.shots(ctx, p)
    return 1 if found is None else found


def banked_max(ctx: PhaseContext, ro: ResolvedOrder, p: Banked, counter: str) -> int:
    """The target entries an order may hold: the free shots and every banked one."""
    return free_shots(ctx, p) + ctx.live(ro.actor).counters.get(counter, 0)


def spend_banked(ctx: PhaseContext, ro: ResolvedOrder, p: Banked, counter: str) -> None:
    """The shots beyond the free ones come from the bank (told `extra_shots`)."""
    extra = max(0, len(ro.targets) - free_shots(ctx, p))
    if not extra:
        return
    live = ctx.live(ro.actor)
    left = live.counters[counter] = live.counters.get(counter, 0) - extra
    ctx.act(ro.actor, ro.ability.id, ro.targets, "extra_shots",
            [note("extra_shots", spent=extra, left=left)], order=ro.ref)  # fmt: skip


def bank(ctx: PhaseContext, live: Live, p: Banked, counter: str, used: bool) -> None:
    """At the end of a phase the weapon went unused where it charges: its free shots."""
    if used or not p.banks or not charges_at(ctx, live.name, p.bank_coma_ruling, "charges"):
        return
    live.counters[counter] = live.counters.get(counter, 0) + free_shots(ctx, p)


@hook("counters")
def counters(ctx: PhaseContext) -> None:
    """Weapons that charge while unused (banked shots, `hp_attack`'s charge), each by its
    kind's `end_of_phase`, told whether the ability ran this phase."""
    charging = ctx.ruleset.memo("charging_kinds", _no_kinds_yet)  # filled as abilities come
    for live in ctx.living():
        for grant in live.grants:
            key = grant.ability
            if key in charging:
                found = charging[key]
            else:
                found = charging[key] = _charging(ctx.ruleset.abilities[key])
            if found is None:
                continue  # the kind keeps nothing at the end of a phase
            kind, ran = found
            kind.end_of_phase(ctx, live, grant, ran in live.flags)


def _no_kinds_yet() -> dict[str, tuple[EffectKind, str] | None]:
    return {}


def _charging(ability: AbilityDef) -> tuple[EffectKind, str] | None:
    """The ability's kind and its flag of having run, when the kind keeps something at the
    end of a phase for it; else None."""
    kind = effect_kind(ability.kind)
    if type(kind).end_of_phase is EffectKind.end_of_phase or not kind.keeps_at_end(ability):
        return None
    return kind, f"ran:{ability.id}"
