"""Rulesets as data: load a ruleset YAML into typed, validated records.

Every error names the file, the line and the key. An ability names its effect `kind`, a
role names its `traits`; unknown names fail at load, so a typo never turns into a rule
that silently does nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

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
    _ability,
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
from .statuses import FREE, NO_PLACE, Place, StatusDef, load_statuses
from .userdata import user_rulesets_dir
from .yamlsrc import YList, YMap, each_map, expect_list, expect_map, load_yaml_file

SCHEMA_VERSION = 1
RULESETS_DIR = bundled("rulesets")  # the rulesets shipped with the program

# re-exported: what other modules import from here
__all__ = [
    "PARAM_TYPES", "RULESETS_DIR", "SCHEMA_VERSION", "AbilityDef", "DistributionRow",
    "FactionDef", "GoalDef", "Grant", "Names", "ParamSpec", "Place", "PublicRoleDef",
    "Ruleset", "RulingDef", "RulingOption", "SecretRoleDef", "SizeColumn", "StatusDef",
    "StepDef", "Succession", "TargetSpec", "TraitGrant", "builtin_ruleset", "load_ruleset",
    "norm",
]


@dataclass(frozen=True, slots=True)
class StepDef:
    """One resolution step: its number, names, and the passive hooks run in it."""

    number: int
    names: Names
    passives: tuple[str, ...] = ()
    after: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return self.names.id


@dataclass(frozen=True, slots=True)
class FactionDef:
    """A faction and whether its members know each other (and may order for each other)."""

    names: Names
    short: str
    team: bool
    colour: str | None = None  # how the console marks the faction ("#b3322f")
    gets_goals: bool = True  # destroyed, its dead play for the ruleset's `goals`

    @property
    def id(self) -> str:
        return self.names.id


@dataclass(frozen=True, slots=True)
class SizeColumn:
    """A game-size column (14–15, 16–17, 18–20) of size-dependent rules."""

    id: str
    min: int
    max: int


@dataclass(frozen=True, slots=True)
class DistributionRow:
    """Secret roles dealt for a size column; the rest are `rest` (civilians)."""

    column: str
    roles: Mapping[str, int]
    rest: str


@dataclass(frozen=True, slots=True)
class RulingOption:
    id: str
    text: str
    text_ru: str = ""

    def get(self, lang: str) -> str:
        return self.text_ru if lang == "ru" and self.text_ru else self.text


@dataclass(frozen=True, slots=True)
class RulingDef:
    """A question the seed leaves open: options, the default and the seed words."""

    id: str
    question: str
    options: tuple[RulingOption, ...]
    default: str
    seed: str
    question_ru: str = ""

    def option_ids(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.options)

    def ask(self, lang: str) -> str:
        """The question in `lang` (English when no Russian is written)."""
        return self.question_ru if lang == "ru" and self.question_ru else self.question

    def option(self, option_id: str) -> RulingOption:
        return next(o for o in self.options if o.id == option_id)


@dataclass(frozen=True, slots=True)
class GoalDef:
    id: str
    text_ru: str
    text_en: str


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

    # --- lookups -------------------------------------------------------------------------
    def phase_kind(self, number: int, rulings: Mapping[str, str] | None = None) -> PhaseKind:
        """The kind of phase `number` (1-based) under `rulings` (defaults where absent)."""
        chosen = rulings or {}
        return self.phases.kind_of(
            number, lambda r: chosen.get(r) or self.rulings[r].default)

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
            return self.sizes[0].id  # ruling small_game_variant: the smallest column
        return self.sizes[-1].id

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


# --- loading -------------------------------------------------------------------------------

_TOP_KEYS = frozenset({
    "schema_version", "id", "version", "name", "source", "default_hp", "steps", "end_of_phase",
    "statuses", "numbers", "factions", "abilities", "secret_roles", "public_roles", "sizes",
    "min_players", "distribution", "rulings", "goals", "text", "phases", "locations",
    "order_words",
})


_names = read_names
_ids = read_ids


def _is_colour(text: str) -> bool:
    digits = text[1:]
    return text.startswith("#") and len(digits) == 6 and \
        all(c in "0123456789abcdefABCDEF" for c in digits)


def _fraction(m: YMap, key: str, what: str) -> Fraction | None:
    if key not in m or m[key] is None:
        return None
    value = m[key]
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        m.fail(f"{what}: '{key}' must be a number like 2.5 or 1/3", key)
    try:
        return Fraction(str(value))
    except (ValueError, ZeroDivisionError):
        m.fail(f"{what}: '{key}' must be a number like 2.5 or 1/3, not {value!r}", key)


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
    steps = _steps(root, what, hooks)
    end_of_phase = _ids(root.opt("end_of_phase", YList, what), "end_of_phase", root,
                        "end_of_phase")
    for hook in end_of_phase:
        if hook not in hooks:
            root.fail(f"end_of_phase: unknown hook '{hook}'", "end_of_phase")
    statuses, places = load_statuses(root, what)
    numbers = frozen_map(expect_map(root.req("numbers", YMap, what), "numbers", root, "numbers"))
    factions = _factions(root, what)
    sizes = _sizes(root, what)
    amap = expect_map(root.req("abilities", YMap, what), "abilities", root, "abilities")
    abilities = _abilities(amap, {s.number for s in steps})
    grants = _GrantReader(abilities, {z.id for z in sizes})
    smap = expect_map(root.req("secret_roles", YMap, what), "secret_roles", root, "secret_roles")
    secret_roles = _secret_roles(smap, factions, grants)
    pmap = expect_map(root.req("public_roles", YMap, what), "public_roles", root, "public_roles")
    public_roles = _public_roles(pmap, grants)
    distribution = _distribution(root, what, {z.id for z in sizes}, secret_roles)
    rulings = _rulings(root, what)
    goals, text = _goals(root, what), _text(root, what)

    phases = load_phases(root, tuple(s.number for s in steps), end_of_phase, hooks,
                         {r.id: r.option_ids() for r in rulings.values()})
    ruleset = Ruleset(
        id=rid, version=str(root.req("version", (str, int), what)), file=str(path), names=names,
        source=root.req("source", str, what), default_hp=root.req("default_hp", int, what),
        steps=tuple(steps), end_of_phase=end_of_phase, statuses=statuses, numbers=numbers,
        factions=factions, abilities=abilities, secret_roles=secret_roles,
        public_roles=public_roles, sizes=tuple(sizes),
        min_players=root.req("min_players", int, what), distribution=tuple(distribution),
        rulings=rulings, goals=goals, text=text, phases=phases, places=places,
        order_words=_order_words(root.opt("order_words", YMap, what, YMap()), abilities),
    )
    check_references(ruleset, root, smap, amap)
    check_hooks_needed(ruleset, root, amap)
    check_effect_ids(ruleset, amap, smap, pmap)
    check_rulings_understood(ruleset, root)
    ruleset._aliases.update(build_aliases(ruleset, root))
    return ruleset


def _steps(root: YMap, what: str, hooks: set[str]) -> list[StepDef]:
    steps: list[StepDef] = []
    for _, sm in each_map(root.req("steps", YList, what), "a step"):
        sm.check_keys({"number", "id", "ru", "en", "aliases", "passives", "after"}, "a step")
        number = sm.req("number", int, "a step")
        if steps and number != steps[-1].number + 1:
            sm.fail(f"steps must be numbered in order: {number} after {steps[-1].number}", "number")
        sid = sm.req("id", str, f"step {number}")
        passives = _ids(sm.get("passives"), "passives", sm, "passives")
        after = _ids(sm.get("after"), "after", sm, "after")
        for hook in (*passives, *after):
            if hook not in hooks:
                sm.fail(f"step {number}: unknown hook '{hook}' (known: {', '.join(sorted(hooks))})",
                        "passives" if hook in passives else "after")
        steps.append(StepDef(number, _names(sm, sid, f"step {number}"), passives, after))
    return steps


def _factions(root: YMap, what: str) -> dict[str, FactionDef]:
    factions: dict[str, FactionDef] = {}
    fmap = expect_map(root.req("factions", YMap, what), "factions", root, "factions")
    for fid, fm in fmap.items():
        fm = expect_map(fm, f"faction {fid}", fmap, fid)
        fm.check_keys({"ru", "en", "aliases", "short", "team", "colour", "gets_goals"},
                      f"faction {fid}")
        colour = fm.opt("colour", str, f"faction {fid}")
        if colour is not None and not _is_colour(colour):
            fm.fail(f"faction {fid}: colour must be like \"#b3322f\", not {colour!r}",
                    "colour")
        factions[fid] = FactionDef(_names(fm, fid, f"faction {fid}"),
                                   fm.req("short", str, f"faction {fid}"),
                                   fm.opt("team", bool, f"faction {fid}", False), colour,
                                   fm.opt("gets_goals", bool, f"faction {fid}", True))
    return factions


def _sizes(root: YMap, what: str) -> list[SizeColumn]:
    sizes: list[SizeColumn] = []
    for _, zm in each_map(root.req("sizes", YList, what), "a size column"):
        zm.check_keys({"id", "min", "max"}, "a size column")
        sizes.append(SizeColumn(zm.req("id", str, "a size column"), zm.req("min", int, "size"),
                                zm.req("max", int, "size")))
    return sizes


def _abilities(amap: YMap, step_numbers: set[int]) -> dict[str, AbilityDef]:
    from .effects import known_kinds, validate_effect

    abilities: dict[str, AbilityDef] = {}
    kinds = known_kinds()
    for key, am in amap.items():
        am = expect_map(am, f"ability {key}", amap, key)
        abilities[key] = _ability(key, am, kinds, step_numbers, validate_effect)
    return abilities


class _GrantReader:
    """Reads a role's `abilities` and `traits` lists against the abilities, size columns and
    traits the ruleset and the core know."""

    def __init__(self, abilities: Mapping[str, AbilityDef], size_ids: set[str]) -> None:
        from .effects import known_traits

        self.abilities = abilities
        self.size_ids = size_ids
        self.traits_known = known_traits()

    def grant_list(self, m: YMap, field_name: str, owner: str, public: bool
                   ) -> tuple[Grant, ...]:
        items = m.opt(field_name, YList, owner, YList())
        return tuple(self._grant(items, index, item, owner, public)
                     for index, _line, item in items.enumerate_lines())

    def _grant(self, items: YList, index: int, item: Any, owner: str, public: bool) -> Grant:
        if isinstance(item, str):
            gm = YMap({"ability": item})
            gm.file, gm.line, gm.key_lines, gm.error_type = (
                items.file, items.item_lines[index], {}, RulesetError)
        else:
            gm = expect_map(item, f"{owner}: an ability", items, index)
        gm.check_keys({"ability", "charges", "sizes", "slot", "combines_with",
                       "from_hospital", "effect"}, f"{owner}: an ability")
        akey = gm.req("ability", str, owner)
        if akey not in self.abilities:
            gm.fail(f"{owner}: unknown ability '{akey}'", "ability")
        if self.abilities[akey].public != public:
            gm.fail(f"{owner}: '{akey}' is a "
                    f"{'public' if self.abilities[akey].public else 'secret'} ability", "ability")
        grant_sizes = _ids(gm.get("sizes"), "sizes", gm, "sizes")
        for z in grant_sizes:
            if z not in self.size_ids:
                gm.fail(f"{owner}: unknown size column '{z}'", "sizes")
        effect_over = gm.opt("effect", YMap, owner, YMap())
        return Grant(
            akey, gm.opt("charges", int, owner), grant_sizes,
            gm.opt("slot", str, owner, "main"),
            _ids(gm.get("combines_with"), "combines_with", gm, "combines_with"),
            gm.opt("from_hospital", bool, owner), frozen_map(effect_over),
        )

    def trait_list(self, m: YMap, owner: str) -> tuple[TraitGrant, ...]:
        from .effects import validate_trait

        out: list[TraitGrant] = []
        items = m.opt("traits", YList, owner, YList())
        for index, _line, item in items.enumerate_lines():
            tsizes: tuple[str, ...] = ()
            if isinstance(item, str):
                tname, params = item, YMap()
            else:
                tm = expect_map(item, f"{owner}: a trait", items, index)
                tm.check_keys({"trait", "params", "sizes"}, f"{owner}: a trait")
                tname = tm.req("trait", str, owner)
                params = tm.opt("params", YMap, owner, YMap())
                tsizes = _ids(tm.get("sizes"), "sizes", tm, "sizes")
            if tname not in self.traits_known:
                items.fail(f"{owner}: unknown trait '{tname}' (known: "
                           f"{', '.join(sorted(self.traits_known))})", index)
            problem = validate_trait(tname, params)
            if problem:
                items.fail(f"{owner}: {problem}", index)
            out.append(TraitGrant(tname, frozen_map(params), tsizes))
        return tuple(out)


def _secret_roles(smap: YMap, factions: Mapping[str, FactionDef], grants: _GrantReader
                  ) -> dict[str, SecretRoleDef]:
    secret_roles: dict[str, SecretRoleDef] = {}
    for sid, sm in smap.items():
        sm = expect_map(sm, f"secret role {sid}", smap, sid)
        owner = f"secret role {sid}"
        sm.check_keys({"ru", "en", "aliases", "faction", "abilities", "traits", "succession",
                       "choice", "choice_distinct", "seed"}, owner)
        faction = sm.req("faction", str, owner)
        if faction not in factions:
            sm.fail(f"{owner}: unknown faction '{faction}'", "faction")
        successions: list[Succession] = []
        for _, cm in each_map(sm.opt("succession", YList, owner, YList()), "a succession"):
            cm.check_keys({"when_dead", "abilities", "traits", "inherit_counters"}, owner)
            inherit = cm.opt("inherit_counters", YMap, owner, YMap())
            successions.append(Succession(
                _ids(cm.req("when_dead", (str, YList), owner), "when_dead", cm, "when_dead"),
                grants.grant_list(cm, "abilities", owner, False), grants.trait_list(cm, owner),
                frozen_map(inherit),
            ))
        choice = _ids(sm.get("choice"), "choice", sm, "choice")
        secret_roles[sid] = SecretRoleDef(
            _names(sm, sid, owner), faction, grants.grant_list(sm, "abilities", owner, False),
            grants.trait_list(sm, owner), tuple(successions), choice,
            sm.opt("seed", str, owner, ""), _choice_distinct(sm, owner),
        )
    for sid, role in secret_roles.items():
        for succ in role.succession:
            for dead in succ.when_dead:
                if dead not in secret_roles:
                    smap[sid].fail(f"secret role {sid}: succession names unknown role '{dead}'")
    return secret_roles


def _choice_distinct(sm: YMap, owner: str) -> tuple[str, str] | None:
    if "choice_distinct" not in sm:
        return None
    dm = expect_map(sm["choice_distinct"], f"{owner}: choice_distinct", sm, "choice_distinct")
    dm.check_keys({"ruling", "option"}, f"{owner}: choice_distinct")
    return (dm.req("ruling", str, owner), dm.req("option", str, owner))


def _public_roles(pmap: YMap, grants: _GrantReader) -> dict[str, PublicRoleDef]:
    public_roles: dict[str, PublicRoleDef] = {}
    for pid, pm in pmap.items():
        pm = expect_map(pm, f"public role {pid}", pmap, pid)
        owner = f"public role {pid}"
        pm.check_keys({"ru", "en", "aliases", "abilities", "traits", "max_hp", "start_hp",
                       "vote_weight", "seed"}, owner)
        public_roles[pid] = PublicRoleDef(
            _names(pm, pid, owner), grants.grant_list(pm, "abilities", owner, True),
            grants.trait_list(pm, owner), pm.opt("max_hp", int, owner),
            pm.opt("start_hp", int, owner), _fraction(pm, "vote_weight", owner),
            pm.opt("seed", str, owner, ""),
        )
    return public_roles


def _distribution(root: YMap, what: str, size_ids: set[str],
                  secret_roles: Mapping[str, SecretRoleDef]) -> list[DistributionRow]:
    distribution: list[DistributionRow] = []
    for _, dm in each_map(root.req("distribution", YList, what), "a distribution row"):
        dm.check_keys({"column", "roles", "rest"}, "a distribution row")
        col = dm.req("column", str, "a distribution row")
        if col not in size_ids:
            dm.fail(f"unknown size column '{col}'", "column")
        roles = expect_map(dm.req("roles", YMap, "a distribution row"), "roles", dm, "roles")
        for rname, count in roles.items():
            if rname not in secret_roles:
                roles.fail(f"distribution: unknown secret role '{rname}'", rname)
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                roles.fail(f"distribution: the count of '{rname}' must be a whole number", rname)
        rest = dm.req("rest", str, "a distribution row")
        if rest not in secret_roles:
            dm.fail(f"distribution: unknown secret role '{rest}'", "rest")
        distribution.append(DistributionRow(col, frozen_map(roles), rest))
    return distribution


def _rulings(root: YMap, what: str) -> dict[str, RulingDef]:
    rulings: dict[str, RulingDef] = {}
    for _, rm in each_map(root.req("rulings", YList, what), "a ruling"):
        rm.check_keys({"id", "question", "question_ru", "options", "default", "seed"},
                      "a ruling")
        rule_id = rm.req("id", str, "a ruling")
        if rule_id in rulings:
            rm.fail(f"duplicate ruling '{rule_id}'", "id")
        opts = expect_map(rm.req("options", YMap, rule_id), "options", rm, "options")
        options = _ruling_options(opts, rule_id)
        default = rm.req("default", str, rule_id)
        if default not in opts:
            rm.fail(f"ruling {rule_id}: default '{default}' is not one of its options", "default")
        rulings[rule_id] = RulingDef(rule_id, rm.req("question", str, rule_id), options, default,
                                     rm.req("seed", str, rule_id),
                                     rm.opt("question_ru", str, rule_id, ""))
    return rulings


def _ruling_options(opts: YMap, rule_id: str) -> tuple[RulingOption, ...]:
    options_list: list[RulingOption] = []
    for key, wording in opts.items():
        if isinstance(wording, YMap):  # {en: ..., ru: ...}
            wording.check_keys({"en", "ru"}, f"ruling {rule_id}: option {key}")
            options_list.append(RulingOption(str(key), wording.req("en", str, rule_id),
                                             wording.opt("ru", str, rule_id, "")))
        elif isinstance(wording, str):
            options_list.append(RulingOption(str(key), wording))
        else:
            opts.fail(f"ruling {rule_id}: option {key} needs a text", str(key))
    return tuple(options_list)


def _goals(root: YMap, what: str) -> tuple[GoalDef, ...]:
    goals: list[GoalDef] = []
    for _, gm in each_map(root.opt("goals", YList, what, YList()), "a goal"):
        gm.check_keys({"id", "ru", "en"}, "a goal")
        goals.append(GoalDef(gm.req("id", str, "a goal"), gm.req("ru", str, "a goal"),
                             gm.req("en", str, "a goal")))
    return tuple(goals)


def _text(root: YMap, what: str) -> dict[str, Mapping[str, str]]:
    """The ruleset's own texts (codes its effects add, with their Russian and English)."""
    text: dict[str, Mapping[str, str]] = {}
    tmap = root.opt("text", YMap, what, YMap())
    for key, entry in tmap.items():
        em = expect_map(entry, f"text {key}", tmap, key)
        em.check_keys({"ru", "en"}, f"text {key}")
        text[key] = frozen_map({"ru": em.req("ru", str, key), "en": em.req("en", str, key)})
    return text


def _order_words(words: YMap, abilities: Mapping[str, AbilityDef]
                 ) -> dict[str, Mapping[str, tuple[str, ...]]]:
    """`order_words`: for "vote" or an ability id, the words per language (ru, en)."""
    known = {a.id for a in abilities.values()} | {"vote"}
    out: dict[str, Mapping[str, tuple[str, ...]]] = {}
    for key, entry in words.items():
        if key not in known:
            words.fail(f"order_words: '{key}' is neither 'vote' nor an ability id", key)
        em = expect_map(entry, f"order_words {key}", words, key)
        em.check_keys({"ru", "en"}, f"order_words {key}")
        langs: dict[str, tuple[str, ...]] = {}
        for lang in em:
            items = expect_list(em[lang], f"order_words {key} {lang}", em, lang)
            if not all(isinstance(w, str) and w.strip() for w in items):
                em.fail(f"order_words {key} {lang}: a list of words", lang)
            langs[lang] = tuple(items)
        out[key] = frozen_map(langs)
    return out


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
    return sorted(ruleset_files())


def builtin_ruleset(ruleset_id: str) -> Ruleset:
    """A ruleset by id (`<id>.yaml`, bundled or in the master's data folder), loaded once.
    An id is a name, never a path: `../../x` or `/etc/x` is refused before any file is looked
    at."""
    if not isinstance(ruleset_id, str) or not RULESET_ID.fullmatch(ruleset_id):
        raise RulesetError(f"'{ruleset_id}' is not a ruleset id: ids are names of rulesets "
                           "(letters, digits, '_' and '-'), never paths")
    path = RULESETS_DIR / f"{ruleset_id}.yaml"
    if not path.is_file():
        path = user_rulesets_dir() / f"{ruleset_id}.yaml"
    if not path.is_file():
        raise RulesetError(f"unknown ruleset '{ruleset_id}' (available: "
                           f"{', '.join(ruleset_ids())}; your own go in {user_rulesets_dir()})")
    return _load_once(str(path))


@cache
def _load_once(path: str) -> Ruleset:
    rs = load_ruleset(path)
    stem = Path(path).stem
    if rs.id != stem:  # games name their ruleset by id and find it again by file name
        raise RulesetError(f"the ruleset's id is '{rs.id}' but the file is {stem}.yaml: "
                           f"name the file {rs.id}.yaml (or change the id)", path)
    return rs
