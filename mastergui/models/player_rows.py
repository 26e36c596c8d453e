"""The player table's rows: what each seat shows, computed once per game change from a
`GameState` and the ruleset's words, already in the master's language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine import GameState, Order

from ..bridge import Ability
from ..resolving import resolving_word
from ..text import Texts, translate
from .player_columns import extra_cells, free_public, setup_cell, setup_columns


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """What one row shows, already in the master's language."""

    seat: int
    name: str
    public_role: str
    secret_role: str
    faction_id: str
    faction: str
    hp: int
    max_hp: int
    alive: bool
    status_id: str
    status: str
    public_status_id: str
    public_status: str
    location: str
    location_rank: int
    flags: str
    charges: str
    orders: str
    order_count: int
    faction_colour: str | None = None  # the ruleset's colour of the faction
    extra_public: str = ""  # the ruleset's columns the town may know ("Hand 3")
    extra_all: str = ""  # and the secret ones ("Hand 3 · Sleeve 1 · Deck 9")
    setup: tuple[str, ...] = ()  # the ruleset's setup columns (numbers.setup_columns)


def public_face(texts: Texts, role: str) -> str:
    """A public role's name; nothing for a ruleset's free-text role nobody wrote (the
    card game's «Класс» is the field's name, not anyone's class)."""
    return "" if role == texts.ruleset.scenario_keys.free_public else texts.public_role(role)


def _location(texts: Texts, location: str, since: int) -> tuple[str, int]:
    """The ruleset's name of where the player lies, and its rank for sorting (the order
    of the ruleset's locations; nowhere special: 0)."""
    places = list(texts.ruleset.places)
    if location not in places or not texts.ruleset.place(location).special:
        return "", 0
    word = texts.name("location", location).lower()
    if since:
        word += " " + translate("PlayerTable", "(since phase %1)").replace("%1", str(since))
    return word, places.index(location)


def location_header(texts: Texts) -> str:
    """The location column's title: the ruleset's places ("Hospital / Coma"), or a plain
    word for a ruleset that has none."""
    names = [texts.name("location", p.id) for p in texts.ruleset.places.values() if p.special]
    return " / ".join(names) or translate("PlayerTable", "Location")


def _flags(texts: Texts, state: GameState, effects: Sequence[Any]) -> str:
    upcoming = state.phase + 1
    words: list[str] = []
    marks = sum(1 for e in effects if e.kind == "mark")
    if marks:
        words.append(f"{texts.flag('mark')} ×{marks}" if marks > 1 else texts.flag("mark"))
    for e in effects:
        if e.kind == "mark" or (e.active_to is not None and e.active_to < upcoming):
            continue
        # a granted ability (the nagant) shows as that ability's name
        granted = e.params.get("ability") if e.kind == "grant" else None
        word = texts.ability(str(granted)).lower() if granted else texts.flag(e.kind)
        if word not in words:
            words.append(word)
    return ", ".join(words)


def player_rows(
    texts: Texts,
    state: GameState,
    abilities: Mapping[str, Sequence[Ability]],
    orders: Sequence[Order],
    resolving: bool = False,
) -> list[PlayerRow]:
    """The rows of the table, in seating order (`resolving`: the abilities, hence the
    charges left, are not computed yet: said so in place of the charges)."""
    by_actor: dict[str, list[Order]] = {}
    for order in orders:
        by_actor.setdefault(order.actor, []).append(order)
    rows: list[PlayerRow] = []
    extra = setup_columns(texts)
    for p in sorted(state.players, key=lambda p: p.seat):
        location, rank = _location(texts, p.location, p.location_since)
        charges = (
            resolving_word()
            if resolving
            else ", ".join(
                f"{texts.ability(a.id)} {a.charges_left}/{a.grant.charges}"
                for a in abilities.get(p.name, ())
                if a.charges_left is not None
            )
        )
        mine = by_actor.get(p.name, [])
        shown, everything = extra_cells(texts, state, p.name)
        order_text = "; ".join(
            texts.ability(o.ability) + (" → " + ", ".join(o.targets) if o.targets else "")
            for o in mine
        )
        rows.append(
            PlayerRow(
                seat=p.seat,
                name=p.name,
                public_role=free_public(state, p.name) or public_face(texts, p.public_role),
                secret_role=texts.secret_role(p.secret_role),
                faction_id=p.faction,
                faction=texts.faction(p.faction),
                hp=p.hp,
                max_hp=p.max_hp,
                alive=p.alive,
                status_id=p.status,
                status=texts.status(p.status),
                public_status_id=p.public_status,
                public_status=texts.status(p.public_status),
                location=location,
                location_rank=rank,
                flags=_flags(texts, state, p.effects),
                faction_colour=texts.faction_colour(p.faction),
                charges=charges,
                orders=order_text,
                order_count=len(mine),
                extra_public=shown,
                extra_all=everything,
                setup=tuple(setup_cell(texts, c, p.counters) for c in extra),
            )
        )
    return rows
