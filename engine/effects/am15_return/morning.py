"""The end of a phase in «Возвращение»: regeneration (step 26), the avenger, the witness,
the undertaker, the prosecutor. Statuses (the stuntman's three), the morning reports
(forensics, the stuntman), delivery (coma results lost) and the role revealed on death
are the families' (statuses, morning, delivery, reveals), composed in
rulesets/am15_return.yaml."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ruleset.rulings import declare
from ...ruleset.statuses import NO_PLACE
from ...trace import EventKind
from .. import hook, trait
from ..am15.endphase_hp import heal_undertakers, monk_regen
from ..common import note
from ..families.heal import restore
from ..families.reveals import announced_role
from ..families.statuses import place_of_holder
from .phases import is_night

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext

trait(__name__, "ret_prosecutor", amount=int)
# the helpers' rulings: counted_deaths (undertaker, prosecutor)
declare(__name__, {"avenger_death_counts": ("at_death", "at_kill")})


@hook("ret_regeneration", rulings={"regen_start": ("night_begun_there", "hp_at_step_26")})
def regeneration(ctx: PhaseContext) -> None:
    """Step 26: the places that heal (hospital and coma +15; ruling `regen_start`), the
    monk +10; no student bonus («не усиливает эффект от восстановления в больнице и прочих
    пассивных восстановлений»)."""
    if not is_night(ctx):
        return
    by_hp = ctx.rule("regen_start") == "hp_at_step_26"
    for live in ctx.living():
        place = ctx.place_of(live.name)
        if by_hp:
            place = ctx.ruleset.place(
                _location_for(ctx, live, live.hp) if live.hp > 0 else NO_PLACE
            )
        if place.regen is not None:
            restore(
                ctx,
                actor=None,
                ability=place.id,
                target=live.name,
                amount=place.regen,
                notes=[note(place.id)],
                rulings=["regen_start"],
            )
        monk_regen(ctx, live)


def _location_for(ctx: PhaseContext, live: Live, hp: int) -> str:
    """Where HP puts a character: the stuntman is «тяжело ранен (1-29)», never in coma —
    in his trait's place below `enters_below` (families.statuses, `two_statuses`)."""
    return place_of_holder(ctx, live, hp)


def _new_avengers(ctx: PhaseContext) -> list[str]:
    return list(dict.fromkeys(ctx.scratch.get("killed_avengers", [])))


@hook("ret_avenger", rulings={"avenger_hp": ("set_100", "real")})
def avenger(ctx: PhaseContext) -> None:
    """«Смертельно раненный мститель считается живым персонажем со 100 хп» (ruling
    `avenger_hp`: his HP set to 100 for the extra phase)."""
    for name in _new_avengers(ctx):
        live = ctx.live(name)
        used: list[str] = []
        if ctx.rule("avenger_hp", used) == "set_100":
            ctx.change_hp(
                name,
                int(ctx.number("mortally_wounded_hp")),
                kind=EventKind.HEAL,
                actor=None,
                ability="mortal_wound",
                notes=[note("avenger")],
                rulings=used,
            )
        del live


def counted_deaths(ctx: PhaseContext, used: list[str]) -> list[str]:
    """Deaths this phase for the undertaker and the prosecutor (ruling
    `avenger_death_counts`): a killed avenger when he finally dies, or when wounded."""
    if ctx.rule("avenger_death_counts", used) == "at_kill":
        return [d.player for d in ctx.deaths if d.cause != "mortal_wound"] + _new_avengers(ctx)
    return [d.player for d in ctx.deaths]


@hook("ret_undertaker")
def undertaker(ctx: PhaseContext) -> None:
    """«Восстанавливает 15 хп за каждого погибшего ночью игрока ... утром, если гробовщик
    выжил.»"""
    if not is_night(ctx):
        return
    used: list[str] = []
    count = len(counted_deaths(ctx, used))
    if not count:
        return
    heal_undertakers(ctx, count, used)


@hook("ret_prosecutor", rulings={"prosecutor_reveal": ("as_announced", "true_role")})
def prosecutor(ctx: PhaseContext) -> None:
    """«Восстанавливает 30 хп, если днём погибает хотя бы один персонаж, чья роль
    раскрывается не как закон. Не работает, если погибает в этот день сам.»"""
    if is_night(ctx):
        return
    used: list[str] = []
    names = counted_deaths(ctx, used)
    as_announced = ctx.rule("prosecutor_reveal", used) == "as_announced"
    outlaws = []
    for name in names:
        role = announced_role(ctx, name) if as_announced else ctx.live(name).start.secret_role
        if role is not None and ctx.faction_of(role) != "law":
            outlaws.append(name)
    if not outlaws:
        return
    for live in ctx.living():
        spec = live.trait("ret_prosecutor")
        if spec is not None and live.name not in names:
            restore(
                ctx,
                actor=live.name,
                ability="prosecutor",
                target=live.name,
                amount=int(spec["amount"]),
                notes=[note("prosecutor", deaths=outlaws)],
                rulings=used,
            )
