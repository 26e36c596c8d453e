"""The end of a phase: statuses, hospital and coma, counters, expiring effects, message
delivery, death-count reveals, the win check; and the passive traits. Regeneration, deaths,
the HP cap and mortal wounds are in `endphase_hp`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...model.state import frozen_map
from ...ruleset.statuses import NO_PLACE
from ...trace import Message, PublicSummary
from .. import hook, trait
from ..common import note
from .seen import masked_role

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext
    from ...ruleset.load import Ruleset


# passive traits and the numbers they take (validated when a ruleset loads)
trait(__name__, "regen", amount=int)
trait(__name__, "counterattack", damage=int)
trait(__name__, "self_vote_penalty", votes=(int, float, str))
trait(__name__, "paranoid")
trait(__name__, "mortal_wound")
trait(__name__, "chief_physician", at=str, factor=str, regen=int, combines_with=list)
trait(__name__, "undertaker", amount=int)
trait(__name__, "student", factor=str)
trait(__name__, "stuntman", enters=str, enters_below=int, warn_below=int, shown=list)
trait(__name__, "immune", abilities=list)
trait(__name__, "masochist")
trait(__name__, "afterlife")
trait(__name__, "auto_meditation")


@hook("statuses", then=("apply_statuses",))
def statuses(ctx: PhaseContext) -> None:
    """Statuses by HP; hospital and coma entry and exit; what the town sees."""
    rs = ctx.ruleset
    changes: list[tuple[str, str, str]] = []
    new: dict[str, tuple[str, str, str, int]] = {}
    for live in ctx.seated():
        start = live.start
        if not start.alive:
            continue
        if not live.alive:
            new[live.name] = ("dead", "dead", NO_PLACE, ctx.phase)
            continue
        if live.has_effect("mortal_wound", ctx.phase + 1):
            status, shown, location = "mortally_wounded", "mortally_wounded", NO_PLACE
        else:
            status = rs.status_for_hp(live.hp).id
            location, shown = place_and_shown(rs, live.traits, status, live.hp, live.start.location)
        for cloud in live.effects:
            if cloud.kind == "mind_cloud" and cloud.since == ctx.phase:
                shown = rs.status_for_hp(int(cloud.params["hp"])).id
        since = start.location_since if location == start.location else ctx.phase
        new[live.name] = (status, shown, location, since)
        if shown != start.public_status:
            changes.append((live.name, start.public_status, shown))
    ctx.scratch["statuses"] = new
    ctx.scratch["status_changes"] = changes


def place_and_shown(
    rs: Ruleset, traits: Mapping[str, Mapping[str, Any]], status: str, hp: int, was: str
) -> tuple[str, str]:
    """Where a living character lies with `status` (having lain in `was`) and the status
    the town sees. The stuntman (trait): only two shown statuses; he enters his place only
    below `enters_below` HP and leaves it like everyone, and lies nowhere else."""
    where = rs.status(status).location
    stunt = traits.get("stuntman")
    if stunt is None:
        return where, status
    enters = str(stunt["enters"])
    if where == NO_PLACE:
        place = NO_PLACE
    elif was == enters or hp < int(stunt["enters_below"]):
        place = enters
    else:
        place = NO_PLACE
    shown = list(stunt["shown"])
    return place, shown[1] if place != NO_PLACE else shown[0]


@hook("effects_expiry")
def effects_expiry(ctx: PhaseContext) -> None:
    for live in ctx.seated():
        live.effects = [e for e in live.effects if e.active_to is None or e.active_to > ctx.phase]


@hook("afterlife")
def afterlife(ctx: PhaseContext) -> None:
    """'Связи на том свете': knows the secret roles of the dead."""
    died = [d.player for d in ctx.deaths]
    if not died:
        return
    for live in ctx.living():
        if live.trait("afterlife") is not None:
            for name in died:
                ctx.send(live.name, "afterlife", name, {"role": ctx.live(name).start.secret_role})


@hook("messages", rulings={"mortally_wounded_messages": ("delivered", "withheld")})
def messages(ctx: PhaseContext) -> None:
    """Deliver: coma queues (delivered on waking), the dead get nothing."""
    statuses: dict[str, tuple[str, str, str, int]] = ctx.scratch.get("statuses", {})
    out: list[Message] = []
    queued: list[dict[str, Any]] = []

    last_words = {d.player for d in ctx.deaths if d.cause == "mortal_wound"} | {
        p.name for p in ctx.seated() if "mortal_now" in p.flags
    }
    deliver_last = bool(last_words) and ctx.rule("mortally_wounded_messages") == "delivered"

    def where(name: str) -> str:
        """'ok', 'dead', or the place that holds the results back."""
        live = ctx.live(name)
        if not live.alive:
            # the mortally wounded avenger acted as alive: this phase's results are his
            return "ok" if deliver_last and name in last_words else "dead"
        entry = statuses.get(name)
        if entry is None or ctx.ruleset.place(entry[2]).messages:
            return "ok"
        return entry[2]  # held where results do not reach (coma)

    own = ctx.own("messages")
    for held in own.get("queued", ()):
        msg = Message.from_json(held)
        state = where(msg.to)
        if state == "ok":
            out.append(Message(msg.to, msg.ability, msg.target, msg.result, msg.phase, True))
        elif state != "dead":
            queued.append(dict(held))
    for msg in ctx.messages:
        state = where(msg.to)
        if state == "ok":
            out.append(msg)
        elif state != "dead":
            held_msg = Message(
                msg.to, msg.ability, msg.target, msg.result, msg.phase, False, state, msg.source
            )
            out.append(held_msg)
            queued.append(msg.to_json())
        else:
            out.append(
                Message(
                    msg.to,
                    msg.ability,
                    msg.target,
                    msg.result,
                    msg.phase,
                    False,
                    "dead",
                    msg.source,
                )
            )
    ctx.scratch["delivered"] = out
    own["queued"] = queued


@hook("apply_statuses")
def apply_statuses(ctx: PhaseContext) -> None:
    """Write the new statuses into the characters (after everything read the old ones)."""
    statuses: dict[str, tuple[str, str, str, int]] = ctx.scratch.get("statuses", {})
    for live in ctx.seated():
        entry = statuses.get(live.name)
        if entry is None:
            continue
        status, shown, location, since = entry
        live.final = {
            "status": status,
            "public_status": shown,
            "location": location,
            "location_since": since,
            "alive": status != "dead",
            "died_in": ctx.phase if status == "dead" else live.start.died_in,
        }


@hook("reveals")
def reveals(ctx: PhaseContext) -> None:
    """Every `reveal_every` deaths since the last reveal: dead per faction, a masked
    character counted first as the mask's faction, correctly at the next reveal."""
    every = int(ctx.number("reveal_every"))
    own = ctx.own("reveals")
    since = int(own.get("deaths_since", 0)) + len(ctx.deaths)
    kept = own.get("mask_counted", ())
    counted = list(kept)
    reveal = None
    if since >= every:
        counts = {f: 0 for f in ctx.ruleset.factions}
        for live in ctx.seated():
            if live.alive:
                continue
            faction = live.start.faction
            mask = masked_role(live)
            if mask is not None and live.name not in counted:
                faction = ctx.faction_of(mask)
                counted.append(live.name)
            counts[faction] += 1
        reveal = counts
        since = 0
        own["history"] = [*own.get("history", ()), {"phase": ctx.phase, "counts": counts}]
    own["deaths_since"] = since
    # the list kept as it was when nobody was added (not frozen again every phase)
    own["mask_counted"] = counted if len(counted) != len(kept) else kept
    ctx.scratch["reveal"] = None if reveal is None else frozen_map(reveal)


@hook("win")
def win(ctx: PhaseContext) -> None:
    """A faction wins when no living character of another faction remains; all dead: draw.
    A faction with nobody left gets the seed's goals, noted for the master."""
    alive_factions = {p.start.faction for p in ctx.seated() if p.alive}
    if not alive_factions:
        ctx.scratch["winner"] = "draw"
    elif len(alive_factions) == 1:
        ctx.scratch["winner"] = next(iter(alive_factions))
    before = {p.faction for p in ctx.state.players if p.alive}
    for faction in sorted(before - alive_factions):
        if ctx.ruleset.goals and ctx.ruleset.factions[faction].gets_goals:
            ctx.notes.append(
                note("faction_destroyed", faction=faction, goals=[g.id for g in ctx.ruleset.goals])
            )


@hook("public")
def public(ctx: PhaseContext) -> None:
    winner = ctx.scratch.get("winner")
    ctx.scratch["public"] = PublicSummary(
        executed=ctx.executed,
        deaths=tuple(d.player for d in ctx.deaths),
        status_changes=tuple(ctx.scratch.get("status_changes", ())),
        announcements=tuple(frozen_map(a) for a in ctx.announcements),
        reveal=ctx.scratch.get("reveal"),
        winner=None if winner == "draw" else winner,
        draw=winner == "draw",
    )
