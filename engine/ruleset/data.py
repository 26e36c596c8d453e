"""The loaded, validated ruleset (`Ruleset`): its records, and the lookups the engine, the
export and the console make in it. Loading and finding rulesets is in `engine.ruleset.load`,
which re-exports `Ruleset`."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..model.errors import RulesetError
from ..model.names import Names, norm
from .abilities import AbilityDef, PublicRoleDef, SecretRoleDef
from .extensions import RulesetColumn, ScenarioKeys
from .phases import PhaseCycle, PhaseKind, merged_cycle
from .sections import DistributionRow, FactionDef, GoalDef, RulingDef, SizeColumn, StepDef
from .statuses import FREE, NO_PLACE, Place, StatusDef

T = TypeVar("T")


@dataclass(frozen=True)
class Ruleset:
    """A loaded, validated ruleset."""

    id: str
    version: str
    file: str
    names: Names
    source: str
    default_hp: int
    steps: tuple[StepDef, ...]
    end_of_phase: tuple[str, ...]
    statuses: tuple[StatusDef, ...]
    numbers: Mapping[str, Any]
    factions: Mapping[str, FactionDef]
    abilities: Mapping[str, AbilityDef]
    secret_roles: Mapping[str, SecretRoleDef]
    public_roles: Mapping[str, PublicRoleDef]
    sizes: tuple[SizeColumn, ...]
    min_players: int
    distribution: tuple[DistributionRow, ...]
    rulings: Mapping[str, RulingDef]
    goals: tuple[GoalDef, ...]
    text: Mapping[str, Mapping[str, str]]  # message/note templates: key -> {ru, en}
    phases: PhaseCycle = field(default_factory=lambda: merged_cycle((), ()))
    places: Mapping[str, Place] = field(default_factory=lambda: {NO_PLACE: FREE})
    # words players use in orders besides the names (verbs, slang), for the order parser:
    # "vote" or an ability id -> language -> words or phrases
    order_words: Mapping[str, Mapping[str, tuple[str, ...]]] = field(default_factory=dict)
    scenario_keys: ScenarioKeys = field(default_factory=ScenarioKeys)  # engine.ruleset.extensions
    columns: tuple[RulesetColumn, ...] = ()  # player table columns (engine.ruleset.extensions)
    _aliases: dict[str, dict[str, str]] = field(default_factory=dict, repr=False)
    _by_id: dict[str, list[AbilityDef]] = field(default_factory=dict, repr=False)
    # what an order's ability name means (alias resolved; whether it names a secret
    # ability): asked for every order the balance simulator validates, so kept
    _named: dict[str, tuple[str, bool]] = field(default_factory=dict, repr=False, compare=False)
    _memo: dict[Hashable, Any] = field(default_factory=dict, repr=False, compare=False)

    def __getstate__(self) -> dict[str, Any]:
        # the derived tables are rebuilt on first use: a pickled ruleset (the ruleset
        # cache) carries none of them (a step plan holds functions, maybe not picklable)
        return {**self.__dict__, "_named": {}, "_memo": {}}

    # --- lookups -------------------------------------------------------------------------
    def phase_kind(self, number: int, rulings: Mapping[str, str] | None = None) -> PhaseKind:
        """The kind of phase `number` (1-based) under `rulings` (defaults where absent)."""
        chosen = rulings or {}
        return self.phases.kind_of(number, lambda r: chosen.get(r) or self.rulings[r].default)

    def phase_ordinal(self, number: int, rulings: Mapping[str, str] | None = None) -> int:
        """Which day (or night...) phase `number` is under `rulings`: its kind's count."""
        chosen = rulings or {}
        return self.phases.ordinal(number, lambda r: chosen.get(r) or self.rulings[r].default)

    def phase_name(
        self, number: int, rulings: Mapping[str, str] | None = None, lang: str = "ru"
    ) -> str | None:
        """Phase `number` in the ruleset's words ("Ночь 2", "Night 2") where kinds of phase
        alternate; None where every phase is alike (AM-15: just "phase 5")."""
        if self.phases.merged:
            return None
        kind = self.phase_kind(number, rulings)
        return f"{kind.names.get(lang)} {self.phase_ordinal(number, rulings)}"

    def step(self, number: int) -> StepDef:
        for s in self.steps:
            if s.number == number:
                return s
        raise KeyError(number)

    def status(self, status_id: str) -> StatusDef:
        found = self.memo("statuses_by_id", self._statuses_by_id).get(status_id)
        if found is None:
            raise KeyError(status_id)
        return found

    def _statuses_by_id(self) -> dict[str, StatusDef]:
        by_id: dict[str, StatusDef] = {}
        for s in self.statuses:
            by_id.setdefault(s.id, s)  # the first of an id, as a search in order finds
        return by_id

    def place(self, location: str) -> Place:
        """Where `location` puts a character and what he may do there."""
        return self.places.get(location, FREE)

    def status_for_hp(self, hp: int) -> StatusDef:
        for s in self.statuses:
            if s.covers(hp):
                return s
        raise RulesetError(f"no status covers {hp} HP", self.file)

    def size_column(self, players: int) -> str:
        """The size column for a player count; outside the table, the nearest column."""
        for col in self.sizes:
            if col.min <= players <= col.max:
                return col.id
        if players < self.sizes[0].min:
            return self.sizes[0].id  # see small_game_ruling: the smallest column
        return self.sizes[-1].id

    @property
    def setup_rulings(self) -> tuple[RulingDef, ...]:
        """The rulings decided when a game is made (`setup: true`), in file order."""
        return tuple(r for r in self.rulings.values() if r.setup)

    @property
    def small_game_ruling(self) -> str | None:
        """The ruling a game below `min_players` relies on (`numbers.small_game_ruling`;
        a ruleset whose seed is silent on it names none)."""
        ruling = self.numbers.get("small_game_ruling")
        return str(ruling) if ruling else None

    def resolve_alias(self, kind: str, name: str) -> str | None:
        """The id for `name` (an id or a localized name) among `kind`, or None."""
        return self._aliases.get(kind, {}).get(norm(name))

    def abilities_by_id(self, ability_id: str) -> list[AbilityDef]:
        """Abilities that orders name `ability_id` (both knives are 'knife')."""
        if not self._by_id:
            for a in self.abilities.values():
                self._by_id.setdefault(a.id, []).append(a)
        return self._by_id.get(ability_id, [])

    def memoized(self, key: Hashable) -> Any:
        """What `memo` keeps under `key`, or None before its first build (the hot paths'
        lookup, with no builder made per call)."""
        return self._memo.get(key)

    def memo(self, key: Hashable, build: Callable[[], T]) -> T:
        """A table derived from the ruleset alone, built on first use and kept (a loaded
        ruleset never changes): what every phase would otherwise recompute."""
        if key in self._memo:
            return self._memo[key]  # type: ignore[no-any-return]
        value = self._memo[key] = build()
        return value

    def ability_named(self, name: str) -> tuple[str, bool]:
        """The ability id an order's `name` means (an alias resolved, else `name` itself)
        and whether an ability of that id is secret."""
        found = self._named.get(name)
        if found is None:
            ability_id = self.resolve_alias("ability", name) or name
            secret = any(not a.public for a in self.abilities_by_id(ability_id))
            found = self._named[name] = (ability_id, secret)
        return found

    def name(self, kind: str, item_id: str, lang: str) -> str:
        table: Mapping[str, Any]
        if kind == "secret_role":
            table = self.secret_roles
        elif kind == "public_role":
            table = self.public_roles
        elif kind == "faction":
            table = self.factions
        elif kind == "status":
            table = {s.id: s for s in self.statuses}
        elif kind == "step":
            table = {str(s.number): s for s in self.steps}
        elif kind == "phase_kind":
            table = self.phases.kinds
        elif kind == "location":
            table = self.places
        else:
            by_id = {a.id: a for a in self.abilities.values()}
            table = by_id
        item = table.get(item_id)
        return item.names.get(lang) if item is not None else item_id

    def template(self, key: str, lang: str) -> str:
        entry = self.text.get(key)
        if entry is None:
            return key
        return entry.get(lang) or entry.get("en") or key
