"""Statuses by HP, and the places they put a living character in (hospital, coma...).

A status may put its holder in a `location`; what a character may do there is data on the
status: `acts` (any order), `secret_acts` (secret abilities, unless the ability or grant
says `from_hospital`... i.e. allowed from such a place), `votes`, `messages` (results are
held until he leaves), `regen` (HP regained at the `regeneration` hook each phase begun
there) and `regen_now` (a ruling whose option `same_phase` also heals on entering). The
engine reads only these capabilities, never a location's id.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..model.names import Names, read_names
from .yamlsrc import YList, YMap, each_map

NO_PLACE = "none"  # the location of a character who lies nowhere special
DEAD = "dead"  # the one status id the format reserves: the engine gives it to the dead


@dataclass(frozen=True, slots=True)
class Place:
    """Where a living character lies between phases, and what he may do there."""

    id: str
    names: Names
    acts: bool = True
    secret_acts: bool = True
    votes: bool = True
    messages: bool = True
    regen: int | None = None
    regen_now: str | None = None  # a ruling: 'same_phase' heals on entering too

    @property
    def special(self) -> bool:
        """Anywhere but nowhere: the player table shows it."""
        return self.id != NO_PLACE


FREE = Place(NO_PLACE, Names(NO_PLACE, "", ""))


@dataclass(frozen=True, slots=True)
class StatusDef:
    """A status by HP band; `location` is where the character lies while in it."""

    names: Names
    min_hp: int | None
    max_hp: int | None
    location: str = NO_PLACE
    special: bool = False
    acts: bool = True
    votes: bool = True
    messages: bool = True
    secret_acts: bool = True
    regen: int | None = None
    regen_now: str | None = None

    @property
    def id(self) -> str:
        return self.names.id

    def covers(self, hp: int) -> bool:
        if self.special:
            return False
        if self.min_hp is not None and hp < self.min_hp:
            return False
        return not (self.max_hp is not None and hp > self.max_hp)


_STATUS_KEYS = frozenset(
    {
        "id",
        "ru",
        "en",
        "aliases",
        "min_hp",
        "max_hp",
        "location",
        "special",
        "acts",
        "votes",
        "messages",
        "secret_acts",
        "regen",
        "regen_now",
    }
)


def load_statuses(root: YMap, what: str) -> tuple[tuple[StatusDef, ...], Mapping[str, Place]]:
    """The `statuses` list and the `locations` names; the places with the capabilities of
    the statuses that put a character there (which must agree)."""
    lmap = root.opt("locations", YMap, what, YMap())
    names: dict[str, Names] = {}
    for lid, lm in lmap.items():
        if not isinstance(lm, YMap):
            lmap.fail(f"location {lid}: needs ru and en names", lid)
        lm.check_keys({"ru", "en", "aliases"}, f"location {lid}")
        names[lid] = read_names(lm, lid, f"location {lid}")
    statuses: list[StatusDef] = []
    places: dict[str, Place] = {NO_PLACE: FREE}
    for _, sm in each_map(root.req("statuses", YList, what), "a status"):
        sm.check_keys(_STATUS_KEYS, "a status")
        sid = sm.req("id", str, "a status")
        w = f"status {sid}"
        location = sm.opt("location", str, w, NO_PLACE)
        if location != NO_PLACE and location not in names:
            sm.fail(
                f"{w}: location '{location}' is not in 'locations' (known: "
                f"{', '.join(sorted(names)) or 'none'})",
                "location",
            )
        status = StatusDef(
            read_names(sm, sid, w),
            sm.opt("min_hp", int, w),
            sm.opt("max_hp", int, w),
            location,
            sm.opt("special", bool, w, False),
            sm.opt("acts", bool, w, True),
            sm.opt("votes", bool, w, True),
            sm.opt("messages", bool, w, True),
            sm.opt("secret_acts", bool, w, True),
            sm.opt("regen", int, w),
            sm.opt("regen_now", str, w),
        )
        statuses.append(status)
        if location == NO_PLACE:
            continue
        place = Place(
            location,
            names[location],
            status.acts,
            status.secret_acts,
            status.votes,
            status.messages,
            status.regen,
            status.regen_now,
        )
        if location in places and places[location] != place:
            sm.fail(f"{w}: its capabilities differ from another status in '{location}'", "location")
        places[location] = place
    if DEAD not in {s.id for s in statuses}:
        root.fail(
            f"statuses: a status '{DEAD}' is needed (the engine gives it to the dead)", "statuses"
        )
    return tuple(statuses), places
