"""A character and an accepted order in their working form while a phase resolves: `Live`
(what can change while steps run, frozen back into a `PlayerState`) and `ResolvedOrder`
(an order bound to its ability and grant). `engine.context` re-exports both."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .model import CarriesEffects, Effect, Order, PlayerState, frozen_map
from .ruleset import AbilityDef, Grant
from .trace import HpEvent


@dataclass(slots=True, eq=False)
class Live(CarriesEffects):
    """A character during the phase: what can change while steps run."""

    start: PlayerState
    hp: int
    max_hp: int
    effects: list[Effect]
    charges_used: dict[str, int]
    used_on: dict[str, list[str]]
    counters: dict[str, int]
    alive: bool  # alive when the phase began (and not executed since)
    executed: bool = False
    doomed: bool = False  # killed outright: no healing saves (murder, katana on commissar)
    fell: HpEvent | None = None
    halving: list[tuple[str, str]] = field(default_factory=list)  # (ability key, actor)
    flags: set[str] = field(default_factory=set)  # per-phase markers
    grants: list[Grant] = field(default_factory=list)
    traits: dict[str, Mapping[str, Any]] = field(default_factory=dict)
    final: dict[str, Any] = field(default_factory=dict)  # status fields set at the phase's end

    @property
    def name(self) -> str:
        return self.start.name

    @property
    def seat(self) -> int:
        return self.start.seat

    @property
    def location(self) -> str:
        """Where the character lay when the phase began (a ruleset location id)."""
        return self.start.location

    def trait(self, name: str) -> Mapping[str, Any] | None:
        return self.traits.get(name)

    @staticmethod
    def of(state: PlayerState) -> Live:
        return Live(
            start=state,
            hp=state.hp,
            max_hp=state.max_hp,
            effects=list(state.effects),
            charges_used=dict(state.charges_used),
            used_on={k: list(v) for k, v in state.used_on.items()},
            counters=dict(state.counters),
            alive=state.alive,
        )

    def freeze(self) -> PlayerState:
        return replace(
            self.start,
            hp=self.hp,
            max_hp=self.max_hp,
            effects=tuple(self.effects),
            charges_used=frozen_map(self.charges_used),
            used_on=frozen_map({k: tuple(v) for k, v in self.used_on.items()}),
            counters=frozen_map(self.counters),
            **self.final,
        )


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

    @property
    def actor(self) -> str:
        return self.order.actor

    @property
    def target(self) -> str | None:
        return self.targets[0] if self.targets else None

    def effect(self, key: str, default: Any = None) -> Any:
        if key in self.grant.effect:
            return self.grant.effect[key]
        return self.ability.effect.get(key, default)
