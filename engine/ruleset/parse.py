"""Reading a ruleset's YAML into a checked `Ruleset` (`engine.ruleset.load.load_ruleset`): every
section's reader and every check. Only a start that does not find the parsed ruleset in the
cache (`ruleset/cache.py`) imports it, with the readers' and checks' own modules.

Every error names the file, the line and the key. An ability names its effect `kind`, a
role names its `traits`; unknown names fail at load, so a typo never turns into a rule
that silently does nothing.
"""

from __future__ import annotations

from pathlib import Path

from ..model.errors import RulesetError
from ..model.names import read_ids, read_names
from ..model.state import frozen_map
from .checks import (
    build_aliases,
    check_effect_ids,
    check_hooks_needed,
    check_references,
    check_rulings_understood,
)
from .data import Ruleset
from .extensions import load_columns, load_scenario_keys
from .load import SCHEMA_VERSION, find_ruleset_file
from .number_bounds import check_numbers
from .numbers import check_numbers_ids, read_numbers
from .phases import load_phases
from .roles import GrantReader, read_public_roles, read_secret_roles
from .sections import (
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
from .statuses import load_statuses
from .variant import EXTENDS, base_files, check_variant_keys, describe_base_error, resolve_variant
from .yamlsrc import YList, YMap, expect_map, load_yaml_file

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
    """Load and validate a ruleset file; a variant (`extends: <id>`, engine.ruleset.variant)
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
    from ..effects import known_hooks, run_ruleset_checks

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
