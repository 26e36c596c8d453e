"""The game model: frozen records for players, orders and the state between phases.

Ids (roles, abilities, statuses, factions) are ruleset data, so they are plain strings
validated against the loaded ruleset; what the engine itself distinguishes is an enum.
State is replaced, never mutated, between phases.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NewType

from .formats import STATE_FORMAT, upgrade_state
from .frozen import EMPTY as EMPTY
from .frozen import _tuples as _tuples
from .frozen import frozen_map as frozen_map
from .frozen import plain as plain

PlayerName = NewType("PlayerName", str)


@dataclass(frozen=True, slots=True)
class Effect:
    """A lasting effect on a character: a trap, a contract, a masquerade, a hunt...

    `since` is the phase that created it; `active_from`/`active_to` bound the phases in
    which it acts (None: no bound). `source` is the character who caused it.
    """

    kind: str
    source: str | None
    since: int
    active_from: int | None = None
    active_to: int | None = None
    params: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    def active_in(self, phase: int) -> bool:
        if self.active_from is not None and phase < self.active_from:
            return False
        return not (self.active_to is not None and phase > self.active_to)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "source": self.source,
            "since": self.since,
            "active_from": self.active_from,
            "active_to": self.active_to,
            "params": dict(self.params),
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Effect:
        return Effect(
            kind=data["kind"],
            source=data.get("source"),
            since=data["since"],
            active_from=data.get("active_from"),
            active_to=data.get("active_to"),
            params=frozen_map({k: _tuples(v) for k, v in (data.get("params") or {}).items()}),
        )


class CarriesEffects:
    """Queries over a character's lasting effects (shared by the frozen and live records:
    a tuple frozen, a list live)."""

    __slots__ = ()
    effects: Sequence[Effect]

    @property
    def marks(self) -> int:
        return sum(1 for e in self.effects if e.kind == "mark")

    def has_effect(self, kind: str, phase: int | None = None) -> bool:
        return any(e.kind == kind and (phase is None or e.active_in(phase)) for e in self.effects)

    def effects_of(self, kind: str, phase: int | None = None) -> list[Effect]:
        effects = self.effects
        if not effects:
            return []  # most characters carry none: no comprehension to run
        return [e for e in effects if e.kind == kind and (phase is None or e.active_in(phase))]


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    """A seat as dealt at the start: names, roles and setup choices."""

    name: str
    public_role: str
    secret_role: str
    hp: int | None = None  # None: the role's starting HP
    choice: str | None = None  # e.g. the commissar's surveillance/dossier
    # per-player setup a ruleset without HP reads (items, level, traits) as starting
    # counters: `item.<id>`, `level`, `trait.<id>` (scenario-format: additive fields)
    counters: Mapping[str, int] = field(default_factory=lambda: EMPTY)


@dataclass(frozen=True, slots=True)
class PlayerState(CarriesEffects):
    """One character between phases."""

    name: str
    seat: int
    public_role: str
    secret_role: str
    faction: str
    hp: int
    max_hp: int
    alive: bool = True
    status: str = "healthy"
    public_status: str = "healthy"
    location: str = "none"  # a ruleset location id (statuses.NO_PLACE: nowhere special)
    location_since: int = 0
    choice: str | None = None
    # charges spent per grant key, targets already used per ability (once-per-target rules)
    charges_used: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    used_on: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: EMPTY)
    # accumulating numbers: pistol shots, revolver charge...
    counters: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    effects: tuple[Effect, ...] = ()
    died_in: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "seat": self.seat,
            "public_role": self.public_role,
            "secret_role": self.secret_role,
            "faction": self.faction,
            "hp": self.hp,
            "max_hp": self.max_hp,
            "alive": self.alive,
            "status": self.status,
            "public_status": self.public_status,
            "location": self.location,
            "location_since": self.location_since,
            "choice": self.choice,
            "charges_used": dict(self.charges_used),
            "used_on": {k: list(v) for k, v in self.used_on.items()},
            "counters": dict(self.counters),
            "effects": [e.to_json() for e in self.effects],
            "died_in": self.died_in,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> PlayerState:
        return PlayerState(
            name=data["name"],
            seat=data["seat"],
            public_role=data["public_role"],
            secret_role=data["secret_role"],
            faction=data["faction"],
            hp=data["hp"],
            max_hp=data["max_hp"],
            alive=data["alive"],
            status=data["status"],
            public_status=data["public_status"],
            location=str(data["location"]),
            location_since=data["location_since"],
            choice=data.get("choice"),
            charges_used=frozen_map(data.get("charges_used")),
            used_on=frozen_map({k: tuple(v) for k, v in (data.get("used_on") or {}).items()}),
            counters=frozen_map(data.get("counters")),
            effects=tuple(Effect.from_json(e) for e in data.get("effects", [])),
            died_in=data.get("died_in"),
        )


RESERVED_ORDER_KEYS = frozenset({"actor", "ability", "target", "targets", "by", "ref"})


@dataclass(frozen=True, slots=True)
class Order:
    """One order as the master received it.

    `targets` holds one entry per target (or per shot); `params` the named extras
    (role, victim, amount...). `by` is who submitted it (a teammate may order for the
    actor). `ref` identifies the order in the phase (its index unless the store gives one).
    """

    actor: str
    ability: str
    targets: tuple[str, ...] = ()
    params: Mapping[str, Any] = field(default_factory=lambda: EMPTY)
    by: str | None = None
    ref: str | None = None

    def __post_init__(self) -> None:
        if self.by is not None and self.by == self.actor:  # submitted by the actor himself
            object.__setattr__(self, "by", None)  # frozen: as dataclasses' own __init__ sets

    @property
    def target(self) -> str | None:
        return self.targets[0] if self.targets else None

    def to_json(self) -> dict[str, Any]:
        """The order as written in a scenario file."""
        data: dict[str, Any] = {"actor": self.actor, "ability": self.ability}
        if len(self.targets) == 1:
            data["target"] = self.targets[0]
        elif self.targets:
            data["targets"] = list(self.targets)
        for key, value in self.params.items():
            if key not in RESERVED_ORDER_KEYS:  # a parameter never hides the order itself
                data[key] = value
        if self.by is not None and self.by != self.actor:
            data["by"] = self.by
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any], ref: str | None = None) -> Order:
        data = dict(data)
        actor = str(data.pop("actor"))
        ability = str(data.pop("ability"))
        targets: tuple[str, ...] = ()
        if "target" in data:
            target = data.pop("target")
            targets = () if target is None else (str(target),)
        if "targets" in data:
            targets = tuple(str(t) for t in data.pop("targets") or ())
        by = data.pop("by", None)
        data.pop("ref", None)
        return Order(
            actor, ability, targets, frozen_map(data), None if by is None else str(by), ref
        )


@dataclass(frozen=True, slots=True)
class PhaseInput:
    """What the master collected for one phase."""

    orders: tuple[Order, ...] = ()
    votes: Mapping[str, str] = field(default_factory=lambda: EMPTY)  # voter -> candidate
    decisions: Mapping[str, Any] = field(default_factory=lambda: EMPTY)  # question id -> answer


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything the next phase needs, after `phase` phases were resolved."""

    ruleset: str
    seed: int
    rulings: Mapping[str, str]
    size_column: str
    phase: int  # phases resolved so far
    players: tuple[PlayerState, ...]
    # shared tallies (e.g. investigations per target over all civilians)
    tallies: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    winner: str | None = None
    # the game's setup notes, and each hook's own state under its namespace (the reveals'
    # death count, the queue of messages for players in coma...): engine.model.formats
    extra: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    def advanced(
        self,
        phase: int,
        players: tuple[PlayerState, ...],
        tallies: Mapping[str, int],
        winner: str | None,
        extra: Mapping[str, Any],
    ) -> GameState:
        """The state after a phase (as `dataclasses.replace` would make it, only faster)."""
        return GameState(
            self.ruleset,
            self.seed,
            self.rulings,
            self.size_column,
            phase,
            players,
            tallies,
            winner,
            extra,
        )

    def player(self, name: str) -> PlayerState:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def get(self, name: str) -> PlayerState | None:
        for p in self.players:
            if p.name == name:
                return p
        return None

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    @property
    def living(self) -> list[PlayerState]:
        return [p for p in self.players if p.alive]

    def with_players(self, players: tuple[PlayerState, ...]) -> GameState:
        return replace(self, players=players)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": STATE_FORMAT,
            "ruleset": self.ruleset,
            "seed": self.seed,
            "rulings": dict(self.rulings),
            "size_column": self.size_column,
            "phase": self.phase,
            "players": [p.to_json() for p in self.players],
            "tallies": dict(self.tallies),
            "winner": self.winner,
            "extra": plain(self.extra),
        }

    @staticmethod
    def from_json(stored: Mapping[str, Any]) -> GameState:
        """A state from its JSON in any known format (older ones are upgraded)."""
        data = upgrade_state(stored)
        return GameState(
            ruleset=data["ruleset"],
            seed=data["seed"],
            rulings=frozen_map(data["rulings"]),
            size_column=data["size_column"],
            phase=data["phase"],
            players=tuple(PlayerState.from_json(p) for p in data["players"]),
            tallies=frozen_map(data.get("tallies")),
            winner=data.get("winner"),
            extra=frozen_map({k: _tuples(v) for k, v in (data.get("extra") or {}).items()}),
        )
