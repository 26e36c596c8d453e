"""A character and an accepted order in their working form while a phase resolves: `Live`
(what can change while steps run, frozen back into a `PlayerState`) and `ResolvedOrder`
(an order bound to its ability and grant). `engine.resolution.context` re-exports both."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..model.state import EMPTY, CarriesEffects, Effect, Order, PlayerState, frozen_map
from ..ruleset.load import AbilityDef, Grant
from ..ruleset.statuses import Place
from ..trace import HpEvent


@dataclass(slots=True, eq=False)
class Live(CarriesEffects):
    """A character during the phase: what can change while steps run."""

    name: str  # the start's name and seat, as plain fields: read constantly
    seat: int
    start: PlayerState
    hp: int
    max_hp: int
    effects: list[Effect]
    charges_used: dict[str, int]
    used_on: dict[str, list[str]]
    counters: dict[str, int]
    alive: bool  # alive when the phase began (and not executed since)
    executed: bool
    doomed: bool  # killed outright: no healing saves (murder, katana on commissar)
    fell: HpEvent | None
    halving: list[tuple[str, str]]  # (ability key, actor)
    flags: set[str]  # per-phase markers
    grants: list[Grant]
    traits: dict[str, Mapping[str, Any]]
    final: dict[str, Any]  # status fields set at the phase's end

    # from the character as the phase began (16 a phase), the maps copied to be changed
    def __init__(self, start: PlayerState) -> None:
        self.name = start.name
        self.seat = start.seat
        self.start = start
        self.hp = start.hp
        self.max_hp = start.max_hp
        self.effects = list(start.effects)
        self.charges_used = dict(start.charges_used) if start.charges_used else {}
        used_on = start.used_on
        self.used_on = {k: list(v) for k, v in used_on.items()} if used_on else {}
        self.counters = dict(start.counters) if start.counters else {}
        self.alive = start.alive
        self.executed = False
        self.doomed = False
        self.fell = None
        self.halving = []
        self.flags = set()
        self.grants = []
        self.traits = {}
        self.final = {}

    @property
    def location(self) -> str:
        """Where the character lay when the phase began (a ruleset location id)."""
        return self.start.location

    def trait(self, name: str) -> Mapping[str, Any] | None:
        return self.traits.get(name)

    @staticmethod
    def of(state: PlayerState) -> Live:
        return Live(state)

    def freeze(self) -> PlayerState:
        """The character as the next state holds it. Built field by field (not with
        dataclasses.replace, which is slow), reusing the start's maps when they did not
        change, and the start itself when nothing changed (the dead, the untouched): equal
        either way, and it runs for every seat of every phase."""
        s = self.start
        final = self.final
        # most maps are empty before and after: no call for them
        charges_used = s.charges_used
        if self.charges_used or charges_used:
            charges_used = _same_or_frozen(charges_used, self.charges_used)
        used_on: Mapping[str, Any] = s.used_on
        if self.used_on or used_on:
            used_on = _same_or_frozen(used_on, {k: tuple(v) for k, v in self.used_on.items()})
        counters = s.counters
        if self.counters or counters:
            counters = _same_or_frozen(counters, self.counters)
        effects = s.effects
        if (self.effects or effects) and not _same_items(effects, self.effects):
            effects = tuple(self.effects)
        if (
            self.hp == s.hp
            and self.max_hp == s.max_hp
            and charges_used is s.charges_used
            and used_on is s.used_on
            and counters is s.counters
            and effects is s.effects
            and all(getattr(s, k) == v for k, v in final.items())
        ):
            return s
        if not final.keys() <= _FINAL_FIELDS:  # a field the constructor below does not set
            raise KeyError(f"Live.final: {sorted(final.keys() - _FINAL_FIELDS)}")
        return PlayerState(
            name=s.name,
            seat=s.seat,
            public_role=s.public_role,
            secret_role=s.secret_role,
            faction=s.faction,
            hp=self.hp,
            max_hp=self.max_hp,
            alive=final.get("alive", s.alive),
            status=final.get("status", s.status),
            public_status=final.get("public_status", s.public_status),
            location=final.get("location", s.location),
            location_since=final.get("location_since", s.location_since),
            choice=final.get("choice", s.choice),
            charges_used=charges_used,
            used_on=used_on,
            counters=counters,
            effects=effects,
            died_in=final.get("died_in", s.died_in),
        )


# what Live.final may set (the statuses hook writes them at the end of the phase)
_FINAL_FIELDS = frozenset(
    {"alive", "status", "public_status", "location", "location_since", "choice", "died_in"}
)


def _same_or_frozen(old: Mapping[str, Any], new: dict[str, Any]) -> Mapping[str, Any]:
    """`old` when `new` holds the same items (no new read-only copy), else a frozen copy.
    Same means of the same type too: 1 and True are equal but not the same JSON."""
    if not new:  # the common case: nothing kept, before or now
        return old if not old else EMPTY
    if len(old) == len(new) and all(
        (w := new.get(k, new)) is v or (type(w) is type(v) and w == v) for k, v in old.items()
    ):
        return old
    return frozen_map(new)


def _same_items(old: tuple[Effect, ...], new: list[Effect]) -> bool:
    if len(old) != len(new):
        return False
    return all(a is b for a, b in zip(old, new, strict=True))


@dataclass(slots=True, eq=False)
class ResolvedOrder:
    """An accepted order bound to its ability definition and the grant that allows it."""

    order: Order
    ability: AbilityDef
    grant: Grant
    targets: tuple[str, ...]
    params: dict[str, Any]
    ref: str
    index: int
    cancelled: str | None = None
    actor: str = field(init=False)  # the order's actor, as a plain field: read constantly

    def __post_init__(self) -> None:
        self.actor = self.order.actor

    @property
    def target(self) -> str | None:
        return self.targets[0] if self.targets else None

    def acts_from(self, place: Place) -> bool:
        """Whether the order may act from `place`: never where nobody acts (coma); a secret
        one where secret abilities are not used (hospital) only when its grant, else its
        ability, says `from_hospital` (the order check and «Возвращение»'s live status)."""
        if not place.acts:
            return False
        if place.secret_acts or self.ability.public:
            return True
        allowed = self.grant.from_hospital
        return self.ability.from_hospital if allowed is None else allowed

    def effect(self, key: str, default: Any = None) -> Any:
        if key in self.grant.effect:
            return self.grant.effect[key]
        return self.ability.effect.get(key, default)
