"""The end of a phase in «Возвращение»: statuses (the stuntman's three), the morning
reports (forensics, the stuntman), message delivery (coma results lost), the role revealed
on death (masked: the fake first, the real after the next vote; the paranoid: never) and
exposure reveals. Regeneration (step 26), deaths and the avenger, the undertaker and the
prosecutor are the families' (`regeneration`, `mortal_wound`, `heal_per_death`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...model.state import frozen_map
from ...ruleset.rulings import declare
from ...trace import Message
from .. import hook, trait
from ..am15.seen import masked_role
from ..families import damage
from ..families.counts import seen_when_counted
from ..families.regeneration import location_for as _location_for  # ret_statuses
from .phases import is_night, paranoid

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext

trait(__name__, "ret_prosecutor", amount=int)  # the heal_per_death family's (its YAML)
# the rulings the end-of-phase HP families read by the names rulesets/am15_return.yaml
# gives (regeneration, mortal_wound, heal_per_death): options understood, built-in first
declare(
    __name__,
    {
        "regen_start": ("night_begun_there", "hp_at_step_26"),
        "stuntman_hospital": ("hospital", "label_only"),
        "avenger_hp": ("set_100", "real"),
        "avenger_death_counts": ("at_death", "at_kill"),
        "prosecutor_reveal": ("as_announced", "true_role"),
    },
)


def announced_role(ctx: PhaseContext, name: str) -> str | None:
    """The secret role announced at death: the mask's, none for the paranoid."""
    live = ctx.live(name)
    if paranoid(live):
        return None
    return masked_role(live) or live.start.secret_role


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
