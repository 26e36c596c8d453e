"""The loaded, validated ruleset (`Ruleset`): its records, and the lookups the engine, the
export and the console make in it. Loading and finding rulesets is in `engine.ruleset`,
which re-exports `Ruleset`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .abilities import AbilityDef, PublicRoleDef, SecretRoleDef
from .errors import RulesetError
from .extensions import RulesetColumn, ScenarioKeys
from .names import Names, norm
from .phases import PhaseCycle, PhaseKind, merged_cycle
from .ruleset_sections import DistributionRow, FactionDef, GoalDef, RulingDef, SizeColumn, StepDef
from .statuses import FREE, NO_PLACE, Place, StatusDef


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
    scenario_keys: ScenarioKeys = field(default_factory=ScenarioKeys)  # engine.extensions
    columns: tuple[RulesetColumn, ...] = ()  # player table columns (engine.extensions)
    _aliases: dict[str, dict[str, str]] = field(default_factory=dict, repr=False)
    _by_id: dict[str, list[AbilityDef]] = field(default_factory=dict, repr=False)

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
        for s in self.statuses:
            if s.id == status_id:
                return s
        raise KeyError(status_id)

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

    def ruling_default(self, ruling_id: str) -> str:
        return self.rulings[ruling_id].default

    def resolve_alias(self, kind: str, name: str) -> str | None:
        """The id for `name` (an id or a localized name) among `kind`, or None."""
        return self._aliases.get(kind, {}).get(norm(name))

    def abilities_by_id(self, ability_id: str) -> list[AbilityDef]:
        """Abilities that orders name `ability_id` (both knives are 'knife')."""
        if not self._by_id:
            for a in self.abilities.values():
                self._by_id.setdefault(a.id, []).append(a)
        return self._by_id.get(ability_id, [])

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
