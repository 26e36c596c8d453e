"""Writing a game back out as a scenario (docs: scenario-format.md): plain data, then YAML
that keeps small mappings on one line. Reading is in `scenario`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..model.state import Order, PhaseInput, PlayerSetup, plain
from ..ruleset.load import Ruleset
from .load import Scenario
from .player_setup import setup_data


def scenario_to_data(
    ruleset_id: str,
    players: Sequence[PlayerSetup],
    phases: Sequence[PhaseInput],
    seed: int = 0,
    rulings: Mapping[str, str] | None = None,
    ruleset: Ruleset | None = None,
    title: str | None = None,
    extensions: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if title:
        data["title"] = title
    data["ruleset"] = ruleset_id
    data["seed"] = seed
    ext = plain(extensions or {})  # a ruleset's own keys (engine.ruleset.extensions)
    data.update(ext.get("top", {}))
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
        own = dict(ext.get("players", {}).get(p.name, {}))
        if "public" in own:  # free text standing for the ruleset's free_public role
            entry["public"] = own.pop("public")
        if own and ruleset is not None and ruleset.scenario_keys.no_hp:
            entry.pop("hp", None)
        entry.update(setup_data(p.counters))
        entry.update(own)
        plist.append(entry)
    data["players"] = plist
    data["phases"] = [_phase_data(ph) for ph in phases]
    return data


def _phase_data(ph: PhaseInput) -> dict[str, Any]:
    """A phase as scenario-format.md writes it; sold votes as the phase key `sold_votes`."""
    decisions = dict(plain(ph.decisions)) if ph.decisions else {}
    sold = decisions.get("sold_votes")
    if isinstance(sold, (list, tuple)) and all(isinstance(v, str) for v in sold):
        del decisions["sold_votes"]
    else:
        sold = None  # an older file's odd value: written back as it came, in the decisions
    return {
        "orders": [_order_data(o) for o in ph.orders],
        "votes": dict(ph.votes),
        **({"sold_votes": list(sold)} if sold else {}),
        **({"decisions": decisions} if decisions else {}),
    }


def _order_data(order: Order) -> dict[str, Any]:
    data = order.to_json()
    return {k: plain(v) for k, v in data.items()}


def dump_scenario(scenario: Scenario) -> str:
    data = scenario_to_data(
        scenario.ruleset.id,
        scenario.players,
        scenario.phases,
        scenario.seed,
        scenario.rulings,
        scenario.ruleset,
        scenario.title,
        scenario.extensions,
    )
    return dump_yaml(data)


def dump_yaml(data: Any) -> str:
    import yaml  # only when writing a scenario: not on the way to a game on screen

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
