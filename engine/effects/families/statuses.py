"""Statuses at the end of a phase, as data: each living character's status by his HP and
the place it puts him (hospital, coma: `statuses:` and `locations:`), what the town sees,
the changes the phase post lists; written into the characters last (`apply_statuses`),
after every end hook read the old ones.

A holder of `numbers.mortal_wound`'s trait whose wound (the lasting effect of that id) is
still active next phase has the section's status, lying nowhere (the mortally wounded
avenger, «смертельно ранен»).

`numbers.status_rules` (all optional): `shown_hp` — a lasting effect put this
phase shows the town the status of an HP it carries (a mind cloud); `two_statuses` — a
trait whose holder has only two statuses (the stuntman)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Literal, NamedTuple

from ...ruleset.schema import Ref
from ...ruleset.statuses import NO_PLACE
from .. import hook
from .mortal_wound import params as mortal
from .registry import section_or
from .schema import section

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from ...ruleset.load import Ruleset

DEAD = "dead"  # the core's status of the dead (engine.scenario.load writes it too)


@dataclass(frozen=True, slots=True)
class ShownHp:
    """A lasting effect `effect` put this phase shows the town the status of the HP in its
    parameter `param` (the latest such effect counts)."""

    effect: str
    param: str = "hp"


@dataclass(frozen=True, slots=True)
class TwoStatuses:
    """A holder of the trait `trait` (its params: `enters`, a place; `enters_below`, HP;
    `shown`, two statuses) has two statuses, the second one in his place.

    `mode: shown` — his status is by HP, the town sees only `shown[0]`, or `shown[1]`
    while he lies in his place; he enters it only below `enters_below` HP and leaves it
    like everyone (AM-15's stuntman: «может иметь только 2 статуса: здоров и тяжело ранен.
    Попадает в больницу только когда у него остаётся меньше 30 хп»).
    `mode: status` — his status itself is `shown[0]` at `enters_below` HP or more, else
    `shown[1]` in his place, unless the option of `place_ruling` is `label_option` (a
    label, no place). Changes of these holders are listed after the others'."""

    trait: Annotated[str, Ref("trait")]
    mode: Literal["shown", "status"] = "shown"
    place_ruling: str | None = None
    label_option: str = "label_only"


@section("status_rules")
@dataclass(frozen=True, slots=True)
class StatusRules:
    """What decides a status besides the HP and the mortal wound (the `statuses` hook):
    `shown_hp` — lasting effects that show the town the
    status of the HP they carry; `two_statuses` — a trait whose holder has two statuses
    (mode `shown`: only what the town sees; `status`: his status itself)."""

    shown_hp: tuple[ShownHp, ...] = ()
    two_statuses: TwoStatuses | None = None


class Entry(NamedTuple):
    """A character's status at the end of the phase."""

    status: str
    shown: str
    location: str
    since: int


@dataclass(slots=True)
class Statuses:
    """The phase's new statuses (`ctx.part`): written by `statuses`, read by the end hooks
    (delivery, the morning reports) before `apply_statuses` writes them."""

    new: dict[str, Entry] = field(default_factory=dict)
    changes: list[tuple[str, str, str]] = field(default_factory=list)  # name, was, now (shown)


def new_statuses(ctx: PhaseContext) -> Statuses:
    return ctx.part(Statuses)


def rules(rs: Ruleset) -> StatusRules:
    return section_or(rs, "status_rules", StatusRules)


@hook("statuses", then=("apply_statuses",))
def statuses(ctx: PhaseContext) -> None:
    """Statuses by HP; hospital and coma entry and exit; what the town sees."""
    p = rules(ctx.ruleset)
    out = new_statuses(ctx)
    last: list[tuple[str, str, str]] = []  # the two-status holders' changes (mode status)
    for live in ctx.seated():
        start = live.start
        if not start.alive:
            continue
        if not live.alive:
            out.new[live.name] = Entry(DEAD, DEAD, NO_PLACE, ctx.phase)
            continue
        entry, listed_last = _living(ctx, p, live)
        out.new[live.name] = entry
        if entry.shown != start.public_status:
            (last if listed_last else out.changes).append(
                (live.name, start.public_status, entry.shown)
            )
    out.changes.extend(last)


def _living(ctx: PhaseContext, p: StatusRules, live: Live) -> tuple[Entry, bool]:
    """A living character's entry, and whether his change is listed after the others'."""
    rs = ctx.ruleset
    two = p.two_statuses
    wound = mortal(ctx)
    if wound.trait is not None and live.has_effect(wound.trait, ctx.phase + 1):
        status = shown = wound.status
        location = NO_PLACE
    elif two is not None and two.mode == "status" and live.trait(two.trait) is not None:
        status, location = _two_statuses(ctx, two, live)
        return Entry(status, status, location, _since(ctx, live, location)), True
    else:
        status = rs.status_for_hp(live.hp).id
        location, shown = place_and_shown(rs, live.traits, status, live.hp, live.start.location)
    for seen in p.shown_hp:
        for effect in live.effects:
            if effect.kind == seen.effect and effect.since == ctx.phase:
                shown = rs.status_for_hp(int(effect.params[seen.param])).id
    return Entry(status, shown, location, _since(ctx, live, location)), False


def _since(ctx: PhaseContext, live: Live, location: str) -> int:
    return live.start.location_since if location == live.start.location else ctx.phase


def _two_statuses(ctx: PhaseContext, two: TwoStatuses, live: Live) -> tuple[str, str]:
    """Mode `status`: the status and the place of a holder of the trait."""
    spec = live.trait(two.trait) or {}
    shown = list(spec["shown"])
    above = live.hp >= int(spec["enters_below"])
    return str(shown[0] if above else shown[1]), place_of_holder(ctx, live, live.hp)


def place_of_holder(ctx: PhaseContext, live: Live, hp: int) -> str:
    """Where `hp` puts a character, by mode `status` of `two_statuses`: a holder of the
    trait is in his place below `enters_below` (unless the ruling says a label only), in
    none else; anyone else where his status by HP lies."""
    two = rules(ctx.ruleset).two_statuses
    spec = None if two is None else live.trait(two.trait)
    if two is None or spec is None:
        return ctx.ruleset.status_for_hp(hp).location
    label = two.place_ruling is not None and ctx.rule(two.place_ruling) == two.label_option
    if hp >= int(spec["enters_below"]) or label:
        return NO_PLACE
    return str(spec["enters"])


def place_and_shown(
    rs: Ruleset, traits: Mapping[str, Mapping[str, Any]], status: str, hp: int, was: str
) -> tuple[str, str]:
    """Where a living character lies with `status` (having lain in `was`) and the status
    the town sees; a holder of `two_statuses`' trait by mode `shown` (also how a scenario's
    starting HP places everyone, engine.scenario.load)."""
    where = rs.status(status).location
    two = rules(rs).two_statuses
    spec = None if two is None else traits.get(two.trait)
    if spec is None:
        return where, status
    enters = str(spec["enters"])
    if where == NO_PLACE:
        place = NO_PLACE
    elif was == enters or hp < int(spec["enters_below"]):
        place = enters
    else:
        place = NO_PLACE
    shown = list(spec["shown"])
    return place, shown[1] if place != NO_PLACE else shown[0]


@hook("apply_statuses")
def apply_statuses(ctx: PhaseContext) -> None:
    """Write the new statuses into the characters (after everything read the old ones)."""
    new = new_statuses(ctx).new
    for live in ctx.seated():
        entry = new.get(live.name)
        if entry is None:
            continue
        dead = entry.status == DEAD
        live.final = {
            "status": entry.status,
            "public_status": entry.shown,
            "location": entry.location,
            "location_since": entry.since,
            "alive": not dead,
            "died_in": ctx.phase if dead else live.start.died_in,
        }
