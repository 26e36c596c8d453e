"""Scenario files (docs: scenario-format.md): load with file/line errors, start a game,
resolve it phase by phase. Writing one back out is in `scenario.write`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..effects.families.statuses import place_and_shown
from ..model.errors import RulesetError, ScenarioError
from ..model.state import GameState, PhaseInput, PlayerSetup, PlayerState, frozen_map
from ..model.state import _tuples as json_frozen
from ..resolution.context import Decider
from ..resolution.driver import Resolution, resolve_phase
from ..ruleset.extensions import NAMESPACE as EXTENSIONS
from ..ruleset.load import Ruleset, builtin_ruleset
from ..ruleset.statuses import NO_PLACE
from ..ruleset.yamlsrc import YList, YMap, each_map, expect_list, load_yaml_file, load_yaml_text
from . import keys as scenario_keys
from .phases import read_phases
from .player_setup import SETUP_KEYS, check_modifiers, setup_counters

# what a game file can keep (SQLite integers are 64-bit) and a sane starting HP
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
HP_MAX = 1_000_000
# a player key a ruleset may declare (`scenario: player:`): the seat's faction, overriding
# its secret role's
FACTION_KEY = "faction"


@dataclass(frozen=True)
class Scenario:
    """A whole game (or its start) as a master shares it."""

    ruleset: Ruleset
    players: tuple[PlayerSetup, ...]
    phases: tuple[PhaseInput, ...]
    seed: int = 0
    rulings: Mapping[str, str] = field(default_factory=dict)
    title: str | None = None
    file: str | None = None
    # the ruleset's own scenario keys (engine.ruleset.extensions): {"top": {...}, "players": {...}}
    extensions: Mapping[str, Any] = field(default_factory=dict)
    # what was read but taken as a default (a player without `secret`), file and line each
    warnings: tuple[str, ...] = ()

    def start(self) -> GameState:
        return new_game(
            self.ruleset, self.players, self.seed, self.rulings, self.extensions, self.warnings
        )


def load_scenario(path: str | Path) -> Scenario:
    """Read a scenario file; any problem raises ScenarioError naming file and line."""
    root = load_yaml_file(path, ScenarioError)
    return _scenario(root, str(path))


def load_scenario_text(
    text: str, name: str = "<scenario>", ruleset: Ruleset | None = None
) -> Scenario:
    """A scenario from text; `ruleset` given: it must name that ruleset's id (a ruleset
    that is not bundled, e.g. the toy one of the tests)."""
    return _scenario(load_yaml_text(text, name, ScenarioError), name, ruleset)


def _scenario(root: Any, file: str, given: Ruleset | None = None) -> Scenario:
    if not isinstance(root, YMap):
        raise ScenarioError(
            "a scenario must be a mapping with 'ruleset', 'players' and 'phases'", file, 1
        )
    ruleset = _scenario_ruleset(root, given)
    root.check_keys(  # a ruleset's own keys (engine.ruleset.extensions) come on top
        {"ruleset", "seed", "rulings", "players", "phases", "title", "notes"}
        | scenario_keys.top_keys(ruleset),
        "the scenario",
    )
    seed = root.opt("seed", int, "the scenario", 0)
    if not SEED_MIN <= seed <= SEED_MAX:
        root.fail(
            f"the seed {seed} is out of range: a whole number from {SEED_MIN} to {SEED_MAX}", "seed"
        )
    rulings = _scenario_rulings(root, ruleset)
    scenario_keys.ruling_keys(root, ruleset, rulings)
    ext_players: dict[str, dict[str, Any]] = {}
    warnings: list[str] = []
    players = _players(root, ruleset, ext_players, warnings)
    names = {p.name for p in players}
    phases = read_phases(root, ruleset, names)
    return Scenario(
        ruleset,
        tuple(players),
        tuple(phases),
        seed,
        frozen_map(rulings),
        root.opt("title", str, "the scenario"),
        file,
        scenario_keys.extensions(root, ruleset, ext_players),
        tuple(warnings),
    )


def _scenario_ruleset(root: YMap, given: Ruleset | None) -> Ruleset:
    rid = root.req("ruleset", str, "the scenario")
    try:
        return given if given is not None and given.id == rid else builtin_ruleset(rid)
    except RulesetError as exc:
        if exc.file and exc.file.endswith(".yaml"):
            raise  # the bundled ruleset itself is broken: say where
        root.fail(exc.message, "ruleset")


def _scenario_rulings(root: YMap, ruleset: Ruleset) -> dict[str, str]:
    rulings: dict[str, str] = {}
    rmap = root.opt("rulings", YMap, "the scenario", YMap())
    for rule_id, option in rmap.items():
        if rule_id not in ruleset.rulings:
            rmap.fail(
                f"unknown ruling '{rule_id}' (known: {', '.join(sorted(ruleset.rulings))})", rule_id
            )
        options = ruleset.rulings[rule_id].option_ids()
        if str(option) not in options:
            rmap.fail(
                f"ruling {rule_id}: '{option}' is not an option ({', '.join(options)})", rule_id
            )
        rulings[rule_id] = str(option)
    return rulings


def _players(
    root: YMap, ruleset: Ruleset, ext_players: dict[str, dict[str, Any]], warnings: list[str]
) -> list[PlayerSetup]:
    """The seats; a player's ruleset-own keys (a card game's hand) go to `ext_players`."""
    players: list[PlayerSetup] = []
    names: set[str] = set()
    plist = expect_list(root.req("players", YList, "the scenario"), "players", root, "players")
    if not plist:
        root.fail("the scenario has no players", "players")
    cards = scenario_keys.known_cards(ruleset, root)
    for _, pm in each_map(plist, "a player"):
        pm.check_keys(
            {
                "name",
                "public",
                "secret",
                "choice",
                "dead",
                *scenario_keys.player_keys(ruleset),
                *SETUP_KEYS,
            },
            "a player",
        )
        name = str(pm.req("name", (str, int), "a player"))
        scenario_keys.keep_player_keys(ruleset, pm, name, ext_players)
        if FACTION_KEY in ruleset.scenario_keys.player and FACTION_KEY in pm:
            faction = pm.req(FACTION_KEY, str, f"player {name}")
            if faction not in ruleset.factions:
                known = ", ".join(ruleset.factions)
                pm.fail(f"player {name}: unknown faction '{faction}' (known: {known})", FACTION_KEY)
        check_modifiers(ruleset, pm, name)
        if not name.strip():
            pm.fail("a player's name is empty: every player needs a name", "name")
        if name in names:
            pm.fail(f"two players are named '{name}'", "name")
        names.add(name)
        scenario_keys.check_player_cards(ruleset, pm, name, cards)
        default = ruleset.scenario_keys.default_secret
        if "secret" not in pm and default is not None:
            warnings.append(
                f"{pm.file}:{pm.line}: player {name} has no secret role: {default} is assumed"
            )
        players.append(_player(ruleset, pm, name, ext_players))
    scenario_keys.check_player_refs(ruleset, plist, names)
    return players


def _player(
    ruleset: Ruleset, pm: YMap, name: str, ext_players: dict[str, dict[str, Any]]
) -> PlayerSetup:
    public = scenario_keys.free_public(ruleset, pm, name, ext_players) or _role(
        ruleset, pm, "public", "public_role", name
    )
    secret = _role(ruleset, pm, "secret", "secret_role", name)
    hp = scenario_keys.hp_from_list(ruleset, pm, name, pm.opt("hp", int, f"player {name}"))
    if hp is not None and not 1 <= hp <= HP_MAX:
        pm.fail(
            f"player {name}: hp {hp} is out of range: a player starts with 1 to "
            f"{HP_MAX} HP (leave hp out for the role's own; 'dead: true' for a seat "
            "whose player is dead before phase 1)",
            "hp",
        )
    if pm.opt("dead", bool, f"player {name}", False):
        if hp is not None:
            pm.fail(f"player {name}: give 'hp' or 'dead: true', not both", "dead")
        hp = 0  # dead before phase 1 (rules cases about the dead need such seats)
    choice = pm.opt("choice", str, f"player {name}")
    if choice is not None:
        key = _choice(ruleset, secret, choice)
        if key is None:
            names_of = (
                ", ".join(ruleset.abilities[k].id for k in ruleset.secret_roles[secret].choice)
                or "none"
            )
            pm.fail(
                f"player {name}: choice '{choice}' is not a setup choice of "
                f"{secret} (choices: {names_of})",
                "choice",
            )
        choice = key
    counters = setup_counters(pm, name, ruleset)
    return PlayerSetup(name, public, secret, hp, choice, frozen_map(counters))


def _role(ruleset: Ruleset, pm: YMap, key: str, kind: str, name: str) -> str:
    if key == "public" and key not in pm and len(ruleset.public_roles) == 1:
        return next(iter(ruleset.public_roles))  # a ruleset without public roles
    default = ruleset.scenario_keys.default_secret
    if key == "secret" and key not in pm and default in ruleset.secret_roles:
        return str(default)  # a roster of names (the warning is the scenario's)
    raw = pm.req(key, str, f"player {name}")
    found = ruleset.resolve_alias(kind, raw)
    if found is None or found == "?ambiguous":
        table = ruleset.public_roles if kind == "public_role" else ruleset.secret_roles
        pm.fail(f"player {name}: unknown {key} role '{raw}' (known: {', '.join(table)})", key)
    return found


def _choice(ruleset: Ruleset, secret: str, raw: str) -> str | None:
    ability_id = ruleset.resolve_alias("ability", raw) or raw
    for key in ruleset.secret_roles[secret].choice:
        if ruleset.abilities[key].id == ability_id or key == raw:
            return key
    return None


# --- game ---------------------------------------------------------------------------------------


def new_game(
    ruleset: Ruleset,
    setups: Sequence[PlayerSetup],
    seed: int = 0,
    rulings: Mapping[str, str] | None = None,
    extensions: Mapping[str, Any] | None = None,
    warnings: Sequence[str] = (),
) -> GameState:
    """The state before phase 1: HP by role, statuses by HP, the size column."""
    players: list[PlayerState] = []
    own = (extensions or {}).get("players") or {}
    for seat, setup in enumerate(setups, start=1):
        prole = ruleset.public_roles[setup.public_role]
        srole = ruleset.secret_roles[setup.secret_role]
        # a ruleset whose scenarios may give a seat's `faction` (a mafia roleblocker)
        side = (own.get(setup.name) or {}).get(FACTION_KEY) or srole.faction
        max_hp = prole.max_hp or ruleset.default_hp
        hp = setup.hp if setup.hp is not None else (prole.start_hp or max_hp)
        status = ruleset.status_for_hp(hp)
        alive = hp > 0
        # where the HP puts him, as at the end of a phase (the stuntman's trait included)
        location, shown = place_and_shown(
            ruleset, {t.trait: t.params for t in prole.traits}, status.id, hp, NO_PLACE
        )
        players.append(
            PlayerState(
                name=setup.name,
                seat=seat,
                public_role=setup.public_role,
                secret_role=setup.secret_role,
                faction=str(side),
                hp=hp,
                max_hp=max_hp,
                alive=alive,
                status=status.id if alive else "dead",
                public_status=shown if alive else "dead",
                location=location,
                location_since=0,
                choice=setup.choice,
                died_in=None if alive else 0,
                counters=setup.counters,
            )
        )
    size = ruleset.size_column(len(players))
    small = len(players) < ruleset.min_players
    extra: dict[str, Any] = {"small_game": small}
    if ruleset.numbers.get("deal_warnings", True) is not False or len(setups) < ruleset.min_players:
        warnings = [*warnings, *distribution_warnings(ruleset, setups)]
    if warnings:
        extra["setup_warnings"] = tuple(warnings)  # shown with phase 1's resolution
    if extensions:
        extra[EXTENSIONS] = json_frozen(extensions)  # the ruleset's own setup
        # (engine.ruleset.extensions)
    return GameState(
        ruleset=ruleset.id,
        seed=seed,
        rulings=frozen_map(dict(rulings or {})),
        size_column=size,
        phase=0,
        players=tuple(players),
        extra=frozen_map(extra),
    )


def distribution_warnings(
    ruleset: Ruleset, setups: Sequence[PlayerSetup], lang: str | None = None
) -> list[str]:
    """How the deal differs from the distribution table (a warning, never a refusal):
    worded in `lang` with the roles' names (the console), else as the scenario file's
    warnings have always read (English, role ids)."""
    from ..texts import render

    def say(key: str, plain: str, **data: object) -> str:
        return plain if lang is None else render(ruleset, key, data, lang)

    count = len(setups)
    warnings: list[str] = []
    if count < ruleset.min_players:
        ruling = ruleset.small_game_ruling  # ruleset data: shared code names no ruling
        column = ruleset.size_column(count)
        plain = (
            f"{count} players: the rules need at least {ruleset.min_players}; "
            f"size-dependent rules use the {column} column"
            + (f" (ruling {ruling})" if ruling else "")
        )
        warnings.append(
            say("warn.too_few", plain, count=count, min=ruleset.min_players, column=column)
        )
        return warnings
    column = ruleset.size_column(count)
    row = next((r for r in ruleset.distribution if r.column == column), None)
    if row is None:
        return warnings
    have: dict[str, int] = {}
    for s in setups:
        have[s.secret_role] = have.get(s.secret_role, 0) + 1
    for role, wanted in row.roles.items():
        if have.get(role, 0) != wanted:
            plain = (
                f"{column} players: the table deals {wanted} {role}, "
                f"this game has {have.get(role, 0)}"
            )
            data = {"column": column, "wanted": wanted, "role": role, "have": have.get(role, 0)}
            warnings.append(say("warn.table_deals", plain, **data))
    extra = sorted(set(have) - set(row.roles) - {row.rest})
    for role in extra:
        plain = f"{column} players: the table deals no {role}, this game has {have[role]}"
        data = {"column": column, "role": role, "have": have[role]}
        warnings.append(say("warn.table_deals_none", plain, **data))
    return warnings


def resolve_game(
    scenario: Scenario, upto: int | None = None, decider: Decider | None = None
) -> list[Resolution]:
    """Resolve the scenario's phases in order (all, or the first `upto`)."""
    state = scenario.start()
    results: list[Resolution] = []
    phases = scenario.phases if upto is None else scenario.phases[:upto]
    for phase in phases:
        res = resolve_phase(scenario.ruleset, state, phase, decider)
        results.append(res)
        state = res.state
    return results
