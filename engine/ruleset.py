"""Rulesets as data: load a ruleset YAML into typed, validated records.

Every error names the file, the line and the key. An ability names its effect `kind`, a
role names its `traits`; unknown names fail at load, so a typo never turns into a rule
that silently does nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from resources import bundled

from .abilities import (
    PARAM_TYPES,
    AbilityDef,
    Grant,
    ParamSpec,
    PublicRoleDef,
    SecretRoleDef,
    Succession,
    TargetSpec,
    TraitGrant,
)
from .errors import RulesetError
from .model import frozen_map
from .names import Names, norm, read_ids, read_names
from .phases import PhaseCycle, PhaseKind, load_phases, merged_cycle
from .ruleset_checks import (
    build_aliases,
    check_effect_ids,
    check_hooks_needed,
    check_references,
    check_rulings_understood,
)
from .ruleset_roles import GrantReader, read_public_roles, read_secret_roles
from .ruleset_sections import (
    DistributionRow,
    FactionDef,
    GoalDef,
    RulingDef,
    RulingOption,
    SizeColumn,
    StepDef,
    read_abilities,
    read_distribution,
    read_factions,
    read_goals,
    read_order_words,
    read_rulings,
    read_sizes,
    read_steps,
    read_text,
)
from .statuses import FREE, NO_PLACE, Place, StatusDef, load_statuses
from .userdata import user_rulesets_dir
from .yamlsrc import YList, YMap, expect_map, load_yaml_file

T = TypeVar("T")

SCHEMA_VERSION = 1
RULESETS_DIR = bundled("rulesets")  # the rulesets shipped with the program

# re-exported: what other modules import from here
__all__ = [
    "PARAM_TYPES",
    "RULESETS_DIR",
    "SCHEMA_VERSION",
    "AbilityDef",
    "DistributionRow",
    "FactionDef",
    "GoalDef",
    "Grant",
    "Names",
    "ParamSpec",
    "Place",
    "PublicRoleDef",
    "Ruleset",
    "RulingDef",
    "RulingOption",
    "SecretRoleDef",
    "SizeColumn",
    "StatusDef",
    "StepDef",
    "Succession",
    "TargetSpec",
    "TraitGrant",
    "builtin_ruleset",
    "load_ruleset",
    "norm",
]


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
    _aliases: dict[str, dict[str, str]] = field(default_factory=dict, repr=False)
    _by_id: dict[str, list[AbilityDef]] = field(default_factory=dict, repr=False)
    # what an order's ability name means (alias resolved; whether it names a secret
    # ability): asked for every order the balance simulator validates, so kept
    _named: dict[str, tuple[str, bool]] = field(default_factory=dict, repr=False, compare=False)
    _memo: dict[Hashable, Any] = field(default_factory=dict, repr=False, compare=False)

    # --- lookups -------------------------------------------------------------------------
    def phase_kind(self, number: int, rulings: Mapping[str, str] | None = None) -> PhaseKind:
        """The kind of phase `number` (1-based) under `rulings` (defaults where absent)."""
        chosen = rulings or {}
        return self.phases.kind_of(number, lambda r: chosen.get(r) or self.rulings[r].default)

    def phase_ordinal(self, number: int, rulings: Mapping[str, str] | None = None) -> int:
        """Which day (or night...) phase `number` is under `rulings`: its kind's count."""
        chosen = rulings or {}
        return self.phases.ordinal(number, lambda r: chosen.get(r) or self.rulings[r].default)

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


# --- loading -------------------------------------------------------------------------------

_TOP_KEYS = frozenset(
    {
        "schema_version",
        "id",
        "version",
        "name",
        "source",
        "default_hp",
        "steps",
        "end_of_phase",
        "statuses",
        "numbers",
        "factions",
        "abilities",
        "secret_roles",
        "public_roles",
        "sizes",
        "min_players",
        "distribution",
        "rulings",
        "goals",
        "text",
        "phases",
        "locations",
        "order_words",
    }
)


_names = read_names
_ids = read_ids


def load_ruleset(path: str | Path) -> Ruleset:
    """Load and validate a ruleset file."""
    from .effects import known_hooks

    root = load_yaml_file(path, RulesetError)
    if not isinstance(root, YMap):
        raise RulesetError("a ruleset must be a mapping at the top level", str(path), 1)
    root.check_keys(_TOP_KEYS, "the ruleset")
    version = root.req("schema_version", int, "the ruleset")
    if version != SCHEMA_VERSION:
        root.fail(
            f"schema_version {version} is not supported (this program reads {SCHEMA_VERSION})",
            "schema_version",
        )
    rid = root.req("id", str, "the ruleset")
    what = f"ruleset '{rid}'"
    name_map = expect_map(root.req("name", YMap, what), "name", root, "name")
    names = _names(name_map, rid, "the ruleset name")

    hooks = known_hooks()
    steps = read_steps(root, what, hooks)
    end_of_phase = _ids(root.opt("end_of_phase", YList, what), "end_of_phase", root, "end_of_phase")
    for hook in end_of_phase:
        if hook not in hooks:
            root.fail(f"end_of_phase: unknown hook '{hook}'", "end_of_phase")
    statuses, places = load_statuses(root, what)
    numbers = frozen_map(expect_map(root.req("numbers", YMap, what), "numbers", root, "numbers"))
    factions = read_factions(root, what)
    sizes = read_sizes(root, what)
    amap = expect_map(root.req("abilities", YMap, what), "abilities", root, "abilities")
    abilities = read_abilities(amap, {s.number for s in steps})
    grants = GrantReader(abilities, {z.id for z in sizes})
    smap = expect_map(root.req("secret_roles", YMap, what), "secret_roles", root, "secret_roles")
    secret_roles = read_secret_roles(smap, factions, grants)
    pmap = expect_map(root.req("public_roles", YMap, what), "public_roles", root, "public_roles")
    public_roles = read_public_roles(pmap, grants)
    distribution = read_distribution(root, what, {z.id for z in sizes}, secret_roles)
    rulings = read_rulings(root, what)
    goals, text = read_goals(root, what), read_text(root, what)

    small = numbers.get("small_game_ruling")
    if small is not None and small not in rulings:
        root.fail(f"numbers: small_game_ruling: unknown ruling '{small}'", "numbers")
    phases = load_phases(
        root,
        tuple(s.number for s in steps),
        end_of_phase,
        hooks,
        {r.id: r.option_ids() for r in rulings.values()},
    )
    ruleset = Ruleset(
        id=rid,
        version=str(root.req("version", (str, int), what)),
        file=str(path),
        names=names,
        source=root.req("source", str, what),
        default_hp=root.req("default_hp", int, what),
        steps=tuple(steps),
        end_of_phase=end_of_phase,
        statuses=statuses,
        numbers=numbers,
        factions=factions,
        abilities=abilities,
        secret_roles=secret_roles,
        public_roles=public_roles,
        sizes=tuple(sizes),
        min_players=root.req("min_players", int, what),
        distribution=tuple(distribution),
        rulings=rulings,
        goals=goals,
        text=text,
        phases=phases,
        places=places,
        order_words=read_order_words(root.opt("order_words", YMap, what, YMap()), abilities),
    )
    check_references(ruleset, root, smap, amap)
    check_hooks_needed(ruleset, root, amap)
    check_effect_ids(ruleset, amap, smap, pmap)
    check_rulings_understood(ruleset, root)
    ruleset._aliases.update(build_aliases(ruleset, root))
    return ruleset


RULESET_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_\-]{0,63}")


def ruleset_files() -> dict[str, Path]:
    """Every ruleset the program can use, id -> file: the bundled ones, then the master's own
    from their data folder. A bundled id wins: games made with it must keep resolving the
    same, so a master's variant needs its own id (and file name)."""
    found = {p.stem: p for p in sorted(RULESETS_DIR.glob("*.yaml"))}
    own = user_rulesets_dir()
    if own.is_dir():
        for path in sorted(own.glob("*.yaml")):
            found.setdefault(path.stem, path)
    return found


def ruleset_ids() -> list[str]:
    """The bundled ids (sorted), then the master's own (sorted): New game lists them so."""
    return list(ruleset_files())


def builtin_ruleset(ruleset_id: str) -> Ruleset:
    """A ruleset by id (`<id>.yaml`, bundled or in the master's data folder), loaded once.
    An id is a name, never a path: `../../x` or `/etc/x` is refused before any file is looked
    at."""
    if not isinstance(ruleset_id, str) or not RULESET_ID.fullmatch(ruleset_id):
        raise RulesetError(
            f"'{ruleset_id}' is not a ruleset id: ids are names of rulesets "
            "(letters, digits, '_' and '-'), never paths"
        )
    path = RULESETS_DIR / f"{ruleset_id}.yaml"
    if not path.is_file():
        path = user_rulesets_dir() / f"{ruleset_id}.yaml"
    if not path.is_file():
        raise RulesetError(
            f"unknown ruleset '{ruleset_id}' (available: "
            f"{', '.join(ruleset_files())}; your own go in {user_rulesets_dir()})"
        )
    return _load_once(str(path))


@cache
def _load_once(path: str) -> Ruleset:
    rs = load_ruleset(path)
    stem = Path(path).stem
    if rs.id != stem:  # games name their ruleset by id and find it again by file name
        raise RulesetError(
            f"the ruleset's id is '{rs.id}' but the file is {stem}.yaml: "
            f"name the file {rs.id}.yaml (or change the id)",
            path,
        )
    return rs
