"""Rulesets as data: load a ruleset YAML into typed, validated records.

Every error names the file, the line and the key. An ability names its effect `kind`, a
role names its `traits`; unknown names fail at load, so a typo never turns into a rule
that silently does nothing.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

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
from .extensions import load_columns, load_scenario_keys
from .model import frozen_map
from .names import Names, norm, read_ids, read_names
from .number_bounds import check_numbers
from .phases import load_phases
from .ruleset_checks import (
    build_aliases,
    check_effect_ids,
    check_hooks_needed,
    check_references,
    check_rulings_understood,
)
from .ruleset_data import Ruleset
from .ruleset_numbers import check_numbers_ids, read_numbers
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
from .ruleset_variant import (
    EXTENDS,
    base_files,
    check_variant_keys,
    describe_base_error,
    resolve_variant,
)
from .statuses import Place, StatusDef, load_statuses
from .userdata import reachable_dir, reachable_file, user_rulesets_dir
from .yamlsrc import YList, YMap, expect_map, load_yaml_file

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
        "scenario",
        "columns",
    }
)


_names = read_names
_ids = read_ids


def load_ruleset(path: str | Path) -> Ruleset:
    """Load and validate a ruleset file; a variant (`extends: <id>`, engine.ruleset_variant)
    is merged into its base first, then checked as a whole ruleset."""
    root = load_yaml_file(path, RulesetError)
    if not isinstance(root, YMap):
        raise RulesetError("a ruleset must be a mapping at the top level", str(path), 1)
    if EXTENDS not in root:
        return _checked(root, path)
    check_variant_keys(root, _TOP_KEYS)
    bases = {str(p): p.stem for p in base_files(Path(path), find_ruleset_file)}
    try:
        return _checked(resolve_variant(root, find_ruleset_file), path)
    except RulesetError as exc:
        raise describe_base_error(exc, str(path), bases) from None


def _checked(root: YMap, path: str | Path) -> Ruleset:
    """The ruleset a whole ruleset's tree describes, every check passed."""
    from .effects import known_hooks, run_ruleset_checks

    check_numbers(root, "the ruleset")
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
    numbers_raw = expect_map(root.req("numbers", YMap, what), "numbers", root, "numbers")
    numbers_ids = read_numbers(numbers_raw)  # each key's schema; its ids once all is read
    numbers = frozen_map(numbers_raw)
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
        scenario_keys=load_scenario_keys(root),
        columns=load_columns(root),
    )
    check_references(ruleset, root, smap, amap)
    check_hooks_needed(ruleset, root, amap)
    check_effect_ids(ruleset, amap, smap, pmap)
    check_numbers_ids(numbers_ids, ruleset)
    check_rulings_understood(ruleset, root)
    ruleset._aliases.update(build_aliases(ruleset, root))
    run_ruleset_checks(ruleset)
    return ruleset


RULESET_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_\-]{0,63}")


def ruleset_files() -> dict[str, Path]:
    """Every ruleset the program can use, id -> file: the bundled ones, then the master's own
    from their data folder. A bundled id wins: games made with it must keep resolving the
    same, so a master's variant needs its own id (and file name). A file whose name is no
    ruleset id (`x.cards.yaml`, a ruleset's own data) is not a ruleset."""
    found = {p.stem: p for p in sorted(RULESETS_DIR.glob("*.yaml")) if RULESET_ID.fullmatch(p.stem)}
    own = user_rulesets_dir()
    if reachable_dir(own):
        for path in sorted(own.glob("*.yaml")):
            if RULESET_ID.fullmatch(path.stem):
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
    path = find_ruleset_file(ruleset_id)
    if path is None:
        raise RulesetError(
            f"unknown ruleset '{ruleset_id}' (available: "
            f"{', '.join(ruleset_files())}; your own go in {user_rulesets_dir()})"
        )
    return _load_once(str(path))


def find_ruleset_file(ruleset_id: str) -> Path | None:
    """The file of ruleset `ruleset_id`: the bundled one, else the master's own; None for
    no such ruleset or what is no ruleset id (never a path)."""
    if not RULESET_ID.fullmatch(ruleset_id):
        return None
    for folder in (RULESETS_DIR, user_rulesets_dir()):
        path = folder / f"{ruleset_id}.yaml"
        if reachable_file(path):  # an unreachable data folder holds none (issue 31.7)
            return path
    return None


@cache
def _load_once(path: str) -> Ruleset:
    from .ruleset_cache import cached_ruleset

    rs = cached_ruleset(Path(path), load_ruleset)
    stem = Path(path).stem
    if rs.id != stem:  # games name their ruleset by id and find it again by file name
        raise RulesetError(
            f"the ruleset's id is '{rs.id}' but the file is {stem}.yaml: "
            f"name the file {rs.id}.yaml (or change the id)",
            path,
        )
    return rs
