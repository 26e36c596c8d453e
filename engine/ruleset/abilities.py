"""Abilities and roles as data: targets, parameters, effect numbers, grants, traits,
successions; and reading an ability from the ruleset YAML."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..model.names import Names, read_ids, read_names
from ..model.state import RESERVED_ORDER_KEYS, frozen_map
from .yamlsrc import YList, YMap, expect_map

_names = read_names
_ids = read_ids

PARAM_TYPES = frozenset(
    {
        "player",
        "players",
        "secret_role",
        "public_role",
        "faction",
        "ability",
        "int",
        "choice",
        "text",
        "texts",
    }
)


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """A named order parameter (role, amount, victim...)."""

    name: str
    type: str
    required: bool = True
    min: int | None = None
    max: int | None = None
    choices: tuple[Any, ...] = ()
    default: Any = None
    factions: tuple[str, ...] = ()  # for secret_role: roles of these factions only
    per_shot: bool = False  # may be a list, one value per target entry (shot)
    aliases: tuple[str, ...] = ()  # older names a scenario may still write (read as `name`)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """How many targets an order takes; `max_from` lets the effect decide (shots)."""

    min: int
    max: int
    distinct: bool = False
    self_only: bool = False
    allow_self: bool = True
    dead: bool = False  # targets must be dead (the marauder's loot)

    @property
    def none(self) -> bool:
        return self.max == 0


@dataclass(frozen=True, slots=True)
class AbilityDef:
    """An ability as data: step, effect kind and numbers, targets, parameters, limits."""

    key: str  # unique in the ruleset (e.g. maniac_knife)
    names: Names  # names.id is what orders use (e.g. knife)
    step: int
    kind: str
    public: bool
    attack: bool
    changes_hp: bool
    targeted: bool  # counts as applied to its targets (meditation, shadow, surveillance)
    targets: TargetSpec
    params: tuple[ParamSpec, ...]
    effect: Mapping[str, Any]
    tags: tuple[str, ...] = ()
    from_hospital: bool = False
    once_per_target: bool = False
    seed: str = ""
    # another step when a ruling says so: (ruling id, option, step)
    alt_step: tuple[str, str, int] | None = None
    # several orders of it in one phase stand together (none replaces another): the
    # ruleset's kind judges them (a card game's one order per card)
    repeatable: bool = False
    id: str = field(init=False, repr=False, compare=False)  # names.id, read constantly

    def __post_init__(self) -> None:
        object.__setattr__(self, "id", self.names.id)

    def param(self, name: str) -> ParamSpec | None:
        for spec in self.params:
            if spec.name == name:
                return spec
        return None


@dataclass(frozen=True, slots=True)
class Grant:
    """An ability a role has: charges per game, game sizes, slot and combinations."""

    ability: str  # AbilityDef.key
    charges: int | None = None
    sizes: tuple[str, ...] = ()  # size columns where it exists; empty: all
    slot: str = "main"
    combines_with: tuple[str, ...] = ()  # ability ids usable in the same phase
    from_hospital: bool | None = None  # overrides the ability's own rule
    effect: Mapping[str, Any] = field(default_factory=dict)  # overrides of the effect numbers

    def in_size(self, column: str) -> bool:
        return not self.sizes or column in self.sizes


@dataclass(frozen=True, slots=True)
class TraitGrant:
    """A passive feature with its numbers (vdv counterattack, monk regeneration...)."""

    trait: str
    params: Mapping[str, Any]
    sizes: tuple[str, ...] = ()

    def in_size(self, column: str) -> bool:
        return not self.sizes or column in self.sizes


@dataclass(frozen=True, slots=True)
class Succession:
    """What a role gains once all of `when_dead` are dead (the katana to the sensei...)."""

    when_dead: tuple[str, ...]
    grants: tuple[Grant, ...]
    traits: tuple[TraitGrant, ...]
    inherit_counters: Mapping[str, str]  # counter -> role it is taken from


@dataclass(frozen=True, slots=True)
class SecretRoleDef:
    """A secret role: faction, abilities, passive traits, successions."""

    names: Names
    faction: str
    grants: tuple[Grant, ...]
    traits: tuple[TraitGrant, ...]
    succession: tuple[Succession, ...]
    choice: tuple[str, ...] = ()  # setup choice between these ability keys
    seed: str = ""
    # (ruling, option): while that option is in force, holders choose different abilities
    choice_distinct: tuple[str, str] | None = None

    @property
    def id(self) -> str:
        return self.names.id

    def choices_distinct(self, option_in_force: Callable[[str], str]) -> bool:
        """Must the holders of this role choose different abilities? (Its `choice_distinct`
        ruling is at the option that says so.)"""
        if self.choice_distinct is None:
            return False
        ruling, option = self.choice_distinct
        return option_in_force(ruling) == option


@dataclass(frozen=True, slots=True)
class PublicRoleDef:
    """A public role: day abilities, passive traits, HP and vote weight."""

    names: Names
    grants: tuple[Grant, ...]
    traits: tuple[TraitGrant, ...]
    max_hp: int | None = None
    start_hp: int | None = None
    vote_weight: Fraction | None = None
    seed: str = ""

    @property
    def id(self) -> str:
        return self.names.id


_ABILITY_KEYS = frozenset(
    {
        "id",
        "ru",
        "en",
        "aliases",
        "step",
        "kind",
        "public",
        "attack",
        "changes_hp",
        "targeted",
        "targets",
        "params",
        "effect",
        "tags",
        "from_hospital",
        "once_per_target",
        "seed",
        "alt_step",
        "repeatable",
    }
)


def _ability(
    key: str, am: YMap, kinds: Iterable[str], steps: set[int], validate_effect: Any
) -> AbilityDef:
    what = f"ability {key}"
    am.check_keys(_ABILITY_KEYS, what)
    aid = am.opt("id", str, what, key)
    step = am.req("step", int, what)
    if step not in steps:
        am.fail(f"{what}: step {step} is not one of the ruleset's steps", "step")
    kind = am.req("kind", str, what)
    if kind not in set(kinds):
        am.fail(f"{what}: unknown effect kind '{kind}' (known: {', '.join(sorted(kinds))})", "kind")
    targets = _targets(am.get("targets", "one"), am, what)
    params: list[ParamSpec] = []
    pmap = am.opt("params", YMap, what, YMap())
    for pname, spec in pmap.items():
        if pname in RESERVED_ORDER_KEYS:
            pmap.fail(f"{what}: parameter name '{pname}' is taken by the order itself", pname)
        pm = expect_map(spec, f"{what}: parameter {pname}", pmap, pname)
        pm.check_keys(
            {
                "type",
                "required",
                "min",
                "max",
                "choices",
                "default",
                "factions",
                "per_shot",
                "aliases",
            },
            f"{what}: parameter {pname}",
        )
        ptype = pm.req("type", str, f"{what}: parameter {pname}")
        if ptype not in PARAM_TYPES:
            pm.fail(f"{what}: parameter {pname} has unknown type '{ptype}'", "type")
        choices = pm.opt("choices", YList, what, YList())
        params.append(
            ParamSpec(
                pname,
                ptype,
                pm.opt("required", bool, what, True),
                pm.opt("min", int, what),
                pm.opt("max", int, what),
                tuple(choices),
                pm.get("default"),
                _ids(pm.get("factions"), "factions", pm, "factions"),
                pm.opt("per_shot", bool, what, False),
                _ids(pm.get("aliases"), "aliases", pm, "aliases"),
            )
        )
    effect = am.opt("effect", YMap, what, YMap())
    problem = validate_effect(kind, effect)
    if problem:
        am.fail(f"{what}: effect: {problem}", "effect")
    public = am.opt("public", bool, what, False)
    attack = am.opt("attack", bool, what, False)
    alt_step = None
    if "alt_step" in am:
        alt = expect_map(am["alt_step"], f"{what}: alt_step", am, "alt_step")
        alt.check_keys({"ruling", "option", "step"}, f"{what}: alt_step")
        alt_step = (
            alt.req("ruling", str, what),
            alt.req("option", str, what),
            alt.req("step", int, what),
        )
        if alt_step[2] not in steps:
            alt.fail(f"{what}: alt_step: no step {alt_step[2]}", "step")
    return AbilityDef(
        key=key,
        names=_names(am, aid, what),
        step=step,
        kind=kind,
        public=public,
        attack=attack,
        changes_hp=am.opt("changes_hp", bool, what, attack),
        targeted=am.opt("targeted", bool, what, not targets.none),
        targets=targets,
        params=tuple(params),
        effect=frozen_map(effect),
        tags=_ids(am.get("tags"), "tags", am, "tags"),
        from_hospital=am.opt("from_hospital", bool, what, False),
        once_per_target=am.opt("once_per_target", bool, what, False),
        seed=am.opt("seed", str, what, ""),
        alt_step=alt_step,
        repeatable=am.opt("repeatable", bool, what, False),
    )


def _targets(value: Any, am: YMap, what: str) -> TargetSpec:
    if value == "none":
        return TargetSpec(0, 0)
    if value == "self":
        return TargetSpec(1, 1, self_only=True)
    if value == "one":
        return TargetSpec(1, 1)
    if value == "dead":
        return TargetSpec(1, 1, dead=True, allow_self=False)
    if isinstance(value, YMap):
        value.check_keys({"min", "max", "distinct", "allow_self", "dead"}, f"{what}: targets")
        return TargetSpec(
            value.req("min", int, what),
            value.req("max", int, what),
            value.opt("distinct", bool, what, False),
            allow_self=value.opt("allow_self", bool, what, True),
            dead=value.opt("dead", bool, what, False),
        )
    am.fail(f"{what}: targets must be none, self, one, dead or {{min, max}}", "targets")
