"""The end of a phase in «Возвращение»: regeneration (step 26), the avenger, the witness,
the undertaker, the prosecutor, statuses (the stuntman's three), the morning reports
(forensics, the stuntman), message delivery (coma results lost), the role revealed on
death (masked: the fake first, the real after the next vote; the paranoid: never) and
exposure reveals."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...model.state import frozen_map
from ...ruleset.rulings import declare
from ...ruleset.statuses import NO_PLACE
from ...trace import EventKind, Message
from .. import hook, trait
from ..am15.endphase_hp import heal_undertakers, monk_regen
from ..am15.seen import masked_role
from ..common import note
from ..families import damage
from ..families.counts import seen_when_counted
from ..families.heal import restore
from .phases import is_night, paranoid

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext

trait(__name__, "ret_prosecutor", amount=int)
# the helpers' rulings: _location_for (the stuntman), counted_deaths (undertaker, prosecutor)
declare(
    __name__,
    {
        "stuntman_hospital": ("hospital", "label_only"),
        "avenger_death_counts": ("at_death", "at_kill"),
    },
)


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
    in his trait's place below `enters_below` (ruling `stuntman_hospital`)."""
    stunt = live.trait("stuntman")
    if stunt is not None:
        if hp >= int(stunt["enters_below"]) or ctx.rule("stuntman_hospital") == "label_only":
            return NO_PLACE
        return str(stunt["enters"])
    return ctx.ruleset.status_for_hp(hp).location


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


def announced_role(ctx: PhaseContext, name: str) -> str | None:
    """The secret role announced at death: the mask's, none for the paranoid."""
    live = ctx.live(name)
    if paranoid(live):
        return None
    return masked_role(live) or live.start.secret_role


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


@hook("ret_statuses", then=("apply_statuses",))
def statuses(ctx: PhaseContext) -> None:
    """After am15's statuses: the stuntman's three, healthy 30–100, heavily wounded 1–29."""
    new: dict[str, tuple[str, str, str, int]] = ctx.scratch["statuses"]
    changes: list[tuple[str, str, str]] = ctx.scratch["status_changes"]
    for live in ctx.living():
        entry = new.get(live.name)
        if live.trait("stuntman") is None or entry is None or entry[0] == "mortally_wounded":
            continue
        stunt = live.trait("stuntman") or {}
        shown = list(stunt["shown"])
        status = str(shown[0] if live.hp >= int(stunt["enters_below"]) else shown[1])
        location = _location_for(ctx, live, live.hp)
        since = live.start.location_since if location == live.start.location else ctx.phase
        new[live.name] = (status, status, location, since)
        changes[:] = [c for c in changes if c[0] != live.name]
        if status != live.start.public_status:
            changes.append((live.name, live.start.public_status, status))


@hook("ret_forensics")
def forensics(ctx: PhaseContext) -> None:
    """Morning: «узнаёт тип ран за прошлую ночь на всех игроках, кроме здоровых» (also
    from hospital); the stuntman «Утром узнаёт, если имеет менее 80 хп»."""
    if not is_night(ctx):
        return
    new: dict[str, tuple[str, str, str, int]] = ctx.scratch.get("statuses", {})
    wounds = damage.wounds(ctx)
    for live in ctx.living():
        if live.trait("ret_forensics") is not None:
            for other in ctx.seated():
                entry = new.get(other.name)
                if entry is None or entry[0] == "healthy":
                    continue
                ctx.send(
                    live.name,
                    "forensics",
                    other.name,
                    {"wounds": list(dict.fromkeys(wounds.get(other.name, [])))},
                )
        stunt = live.trait("stuntman")
        if stunt is not None and live.hp < int(stunt.get("warn_below", 80)):
            ctx.send(live.name, "stuntman", None, {"below_80": True})


@hook("ret_messages", rulings={"coma_messages": ("lost", "queued")})
def messages(ctx: PhaseContext) -> None:
    """Delivery: the dead get nothing; in coma «не может ... получать результаты проверок»
    (ruling `coma_messages`: lost, or queued until waking as in am15)."""
    new: dict[str, tuple[str, str, str, int]] = ctx.scratch.get("statuses", {})
    queue = ctx.rule("coma_messages") == "queued"
    out: list[Message] = []
    held: list[dict[str, Any]] = []

    def where(name: str) -> str:
        if not ctx.live(name).alive:
            return "dead"
        entry = new.get(name)
        if entry is None or ctx.ruleset.place(entry[2]).messages:
            return "ok"
        return entry[2]  # a place without results (coma): withheld there

    own = ctx.own("messages")  # the same namespace as am15's queue
    for old in own.get("queued", ()):
        msg = Message.from_json(old)
        state = where(msg.to)
        if state == "ok":
            out.append(Message(msg.to, msg.ability, msg.target, msg.result, msg.phase, True))
        elif state == "coma":
            held.append(dict(old))
    for msg in ctx.messages:
        state = where(msg.to)
        if state == "ok":
            out.append(msg)
            continue
        out.append(
            Message(
                msg.to, msg.ability, msg.target, msg.result, msg.phase, False, state, msg.source
            )
        )
        if state != "dead" and queue:
            held.append(msg.to_json())
    ctx.scratch["delivered"] = out
    own["queued"] = held


@hook("ret_reveal", rulings={"exposure_effect": ("tally_only", "reveal_at_n")})
def reveal(ctx: PhaseContext) -> None:
    """«Всем объявляется его тайная роль»: each death carries `revealed_role` (the mask's
    fake first, the real one announced after the next vote; the paranoid: null).
    Exposure units reveal the role as seen at `exposure_reveal_at` (ruling)."""
    own = ctx.own("am15_return")
    pending = [list(p) for p in own.get("pending_reveals", ())]
    deaths = []
    for death in ctx.deaths:
        role = announced_role(ctx, death.player)
        real = ctx.live(death.player).start.secret_role
        if role is not None and role != real:
            pending.append([death.player, real, ctx.phase])
        deaths.append(replace(death, extra=frozen_map({"revealed_role": role})))
    ctx.deaths[:] = deaths
    if not is_night(ctx):
        for name, real, _since in [p for p in pending if p[2] < ctx.phase]:
            ctx.announcements.append({"kind": "role_revealed", "target": name, "role": real})
        pending = [p for p in pending if p[2] >= ctx.phase]
    own["pending_reveals"] = pending
    if ctx.rule("exposure_effect") != "reveal_at_n":
        return
    done = list(own.get("exposed", ()))
    seen_as = seen_when_counted(ctx, "exposure")
    for live in ctx.living():
        if live.name in done or live.counters.get("exposure", 0) < int(
            ctx.number("exposure_reveal_at")
        ):
            continue
        role = seen_as.get(live.name) or masked_role(live) or live.start.secret_role
        ctx.announcements.append({"kind": "exposed", "target": live.name, "role": role})
        done.append(live.name)
    own["exposed"] = done
