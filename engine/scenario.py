"""Scenario files (docs: scenario-format.md): load with file/line errors, start a game,
resolve it phase by phase, and write it back out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .context import Decider
from .effects.endphase import place_and_shown
from .errors import RulesetError, ScenarioError
from .model import GameState, Order, PhaseInput, PlayerSetup, PlayerState, frozen_map
from .player_setup import SETUP_KEYS, setup_counters, setup_data
from .resolve import Resolution, resolve_phase
from .ruleset import Ruleset, builtin_ruleset
from .statuses import NO_PLACE
from .yamlsrc import YList, YMap, each_map, expect_list, load_yaml_file, load_yaml_text

TARGET_KEYS = frozenset({"target", "targets"})
# what a game file can keep (SQLite integers are 64-bit) and a sane starting HP
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
HP_MAX = 1_000_000
ORDER_KEYS = frozenset({"actor", "ability", "by", "ref"})


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

    def start(self) -> GameState:
        return new_game(self.ruleset, self.players, self.seed, self.rulings)


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
    root.check_keys(
        {"ruleset", "seed", "rulings", "players", "phases", "title", "notes"}, "the scenario"
    )
    ruleset = _scenario_ruleset(root, given)
    seed = root.opt("seed", int, "the scenario", 0)
    if not SEED_MIN <= seed <= SEED_MAX:
        root.fail(
            f"the seed {seed} is out of range: a whole number from {SEED_MIN} to {SEED_MAX}", "seed"
        )
    rulings = _scenario_rulings(root, ruleset)
    players = _players(root, ruleset)
    names = {p.name for p in players}
    phases = _phases(root, ruleset, names)
    return Scenario(
        ruleset,
        tuple(players),
        tuple(phases),
        seed,
        frozen_map(rulings),
        root.opt("title", str, "the scenario"),
        file,
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


def _players(root: YMap, ruleset: Ruleset) -> list[PlayerSetup]:
    players: list[PlayerSetup] = []
    names: set[str] = set()
    plist = expect_list(root.req("players", YList, "the scenario"), "players", root, "players")
    if not plist:
        root.fail("the scenario has no players", "players")
    for _, pm in each_map(plist, "a player"):
        pm.check_keys({"name", "public", "secret", "hp", "choice", "dead", *SETUP_KEYS}, "a player")
        name = str(pm.req("name", (str, int), "a player"))
        if not name.strip():
            pm.fail("a player's name is empty: every player needs a name", "name")
        if name in names:
            pm.fail(f"two players are named '{name}'", "name")
        names.add(name)
        players.append(_player(ruleset, pm, name))
    return players


def _player(ruleset: Ruleset, pm: YMap, name: str) -> PlayerSetup:
    public = _role(ruleset, pm, "public", "public_role", name)
    secret = _role(ruleset, pm, "secret", "secret_role", name)
    hp = pm.opt("hp", int, f"player {name}")
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
    return PlayerSetup(name, public, secret, hp, choice, frozen_map(setup_counters(pm, name)))


def _phases(root: YMap, ruleset: Ruleset, names: set[str]) -> list[PhaseInput]:
    phases: list[PhaseInput] = []
    known_params = {p.name for a in ruleset.abilities.values() for p in a.params}
    plist = root.opt("phases", YList, "the scenario", YList())
    for number, phm in each_map(plist, "a phase"):
        phm.check_keys({"orders", "votes", "revotes", "decisions", "notes"}, f"phase {number + 1}")
        orders: list[Order] = []
        olist = phm.opt("orders", YList, f"phase {number + 1}", YList())
        for index, om in each_map(olist, "an order"):
            orders.append(_order(ruleset, om, names, known_params, number + 1, index))
        votes = _votes(ruleset, phm, "votes", names, number + 1)
        decisions = _plain(phm.opt("decisions", YMap, f"phase {number + 1}", YMap()))
        if "revotes" in phm:  # the revote on a tie: the answer to the question 'revote'
            decisions["revote"] = _votes(ruleset, phm, "revotes", names, number + 1)
        phases.append(PhaseInput(tuple(orders), frozen_map(votes), frozen_map(decisions)))
    return phases


def _votes(ruleset: Ruleset, phm: YMap, key: str, names: set[str], phase: int) -> dict[str, str]:
    """Voter -> a player's name; where the ruleset reads votes from the thread
    (numbers.vote_post), the voter's post text instead (a string with '[', or a list of
    posts, kept joined by a form feed)."""
    from .votes.rules import POSTS_SEPARATOR

    posts_allowed = "vote_post" in ruleset.numbers
    votes: dict[str, str] = {}
    vmap = phm.opt(key, YMap, f"phase {phase}", YMap())
    for voter, candidate in vmap.items():
        if voter not in names:
            vmap.fail(f"{key}: unknown player '{voter}'", voter)
        if candidate is None:
            continue  # an abstention written as 'Bob:'
        if (
            posts_allowed
            and isinstance(candidate, list)
            and all(isinstance(t, str) for t in candidate)
            and candidate
        ):
            votes[voter] = POSTS_SEPARATOR.join(candidate)
            continue
        if posts_allowed and isinstance(candidate, str) and "[" in candidate:
            votes[voter] = candidate
            continue
        if str(candidate) not in names:
            vmap.fail(f"{key}: {voter} votes for unknown player '{candidate}'", voter)
        votes[voter] = str(candidate)
    return votes


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _role(ruleset: Ruleset, pm: YMap, key: str, kind: str, name: str) -> str:
    if key == "public" and key not in pm and len(ruleset.public_roles) == 1:
        return next(iter(ruleset.public_roles))  # a ruleset without public roles
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


def _order(
    ruleset: Ruleset, om: YMap, names: set[str], known_params: set[str], phase: int, index: int
) -> Order:
    what = f"phase {phase}, order {index + 1}"
    allowed = ORDER_KEYS | TARGET_KEYS | known_params
    om.check_keys(allowed, what)
    actor = str(om.req("actor", (str, int), what))
    if actor not in names:
        om.fail(f"{what}: unknown player '{actor}'", "actor")
    raw_ability = str(om.req("ability", str, what))
    ability_id = ruleset.resolve_alias("ability", raw_ability)
    if ability_id is None:
        om.fail(f"{what}: unknown ability '{raw_ability}'", "ability")
    if "target" in om and "targets" in om:
        om.fail(f"{what}: give 'target' or 'targets', not both", "targets")
    targets: list[str] = []
    if om.get("target") is not None:
        targets = [str(om["target"])]
    elif om.get("targets") is not None:
        tl = expect_list(om["targets"], f"{what}: targets", om, "targets")
        targets = [str(t) for t in tl]
    for t in targets:
        if t not in names:
            om.fail(f"{what}: unknown target '{t}'", "target" if "target" in om else "targets")
    by = om.get("by")
    if by is not None and str(by) not in names:
        om.fail(f"{what}: 'by' names unknown player '{by}'", "by")
    params: dict[str, Any] = {}
    specs = {p.name: p for a in ruleset.abilities.values() for p in a.params}
    for key in om:
        if key in ORDER_KEYS or key in TARGET_KEYS:
            continue
        value = om[key]
        spec = specs[key]
        if spec.type in ("player", "players") and value is not None:
            values = value if isinstance(value, list) else [value]
            for v in values:
                if str(v) not in names:
                    om.fail(f"{what}: '{key}' names unknown player '{v}'", key)
        elif (
            spec.type in ("secret_role", "public_role", "faction", "ability")
            and value is not None
            and ruleset.resolve_alias(spec.type, str(value)) in (None, "?ambiguous")
        ):
            om.fail(f"{what}: '{key}': unknown {spec.type.replace('_', ' ')} '{value}'", key)
        params[key] = _plain(value)
    return Order(
        actor,
        ability_id,
        tuple(targets),
        frozen_map(params),
        None if by is None else str(by),
        om.get("ref"),
    )


# --- game ---------------------------------------------------------------------------------------


def new_game(
    ruleset: Ruleset,
    setups: Sequence[PlayerSetup],
    seed: int = 0,
    rulings: Mapping[str, str] | None = None,
) -> GameState:
    """The state before phase 1: HP by role, statuses by HP, the size column."""
    players: list[PlayerState] = []
    for seat, setup in enumerate(setups, start=1):
        prole = ruleset.public_roles[setup.public_role]
        srole = ruleset.secret_roles[setup.secret_role]
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
                faction=srole.faction,
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
    warnings = distribution_warnings(ruleset, setups)
    if warnings:
        extra["setup_warnings"] = tuple(warnings)  # shown with phase 1's resolution
    return GameState(
        ruleset=ruleset.id,
        seed=seed,
        rulings=frozen_map(dict(rulings or {})),
        size_column=size,
        phase=0,
        players=tuple(players),
        extra=frozen_map(extra),
    )


def distribution_warnings(ruleset: Ruleset, setups: Sequence[PlayerSetup]) -> list[str]:
    """How the deal differs from the distribution table (a warning, never a refusal)."""
    count = len(setups)
    warnings: list[str] = []
    if count < ruleset.min_players:
        ruling = ruleset.small_game_ruling  # ruleset data: shared code names no ruling
        warnings.append(
            f"{count} players: the rules need at least {ruleset.min_players}; "
            f"size-dependent rules use the {ruleset.size_column(count)} column"
            + (f" (ruling {ruling})" if ruling else "")
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
            warnings.append(
                f"{column} players: the table deals {wanted} {role}, "
                f"this game has {have.get(role, 0)}"
            )
    extra = sorted(set(have) - set(row.roles) - {row.rest})
    for role in extra:
        warnings.append(f"{column} players: the table deals no {role}, this game has {have[role]}")
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


# --- writing --------------------------------------------------------------------------------------


def scenario_to_data(
    ruleset_id: str,
    players: Sequence[PlayerSetup],
    phases: Sequence[PhaseInput],
    seed: int = 0,
    rulings: Mapping[str, str] | None = None,
    ruleset: Ruleset | None = None,
    title: str | None = None,
) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if title:
        data["title"] = title
    data["ruleset"] = ruleset_id
    data["seed"] = seed
    if rulings:
        data["rulings"] = dict(rulings)
    plist = []
    for p in players:
        entry: dict[str, Any] = {"name": p.name, "public": p.public_role, "secret": p.secret_role}
        if p.hp is not None and p.hp <= 0:
            entry["dead"] = True
        elif p.hp is not None:
            entry["hp"] = p.hp
        if p.choice is not None:
            entry["choice"] = ruleset.abilities[p.choice].id if ruleset else p.choice
        entry.update(setup_data(p.counters))
        plist.append(entry)
    data["players"] = plist
    data["phases"] = [
        {
            "orders": [_order_data(o) for o in ph.orders],
            "votes": dict(ph.votes),
            **({"decisions": _plain_thaw(ph.decisions)} if ph.decisions else {}),
        }
        for ph in phases
    ]
    return data


def _order_data(order: Order) -> dict[str, Any]:
    data = order.to_json()
    return {k: _plain_thaw(v) for k, v in data.items()}


def _plain_thaw(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _plain_thaw(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain_thaw(v) for v in value]
    return value


def dump_scenario(scenario: Scenario) -> str:
    data = scenario_to_data(
        scenario.ruleset.id,
        scenario.players,
        scenario.phases,
        scenario.seed,
        scenario.rulings,
        scenario.ruleset,
        scenario.title,
    )
    return dump_yaml(data)


def dump_yaml(data: Any) -> str:
    class Dumper(yaml.SafeDumper):
        pass

    def flow_small(dumper: yaml.SafeDumper, value: dict[str, Any]) -> yaml.Node:
        flat = all(
            not isinstance(v, (dict, list))
            or (isinstance(v, list) and all(not isinstance(i, (dict, list)) for i in v))
            for v in value.values()
        )
        return dumper.represent_mapping(
            "tag:yaml.org,2002:map", value, flow_style=flat and len(value) <= 8 and bool(value)
        )

    Dumper.add_representer(dict, flow_small)
    return yaml.dump(data, Dumper=Dumper, allow_unicode=True, sort_keys=False, width=100)
