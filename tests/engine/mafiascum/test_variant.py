"""Another game composed from the same families, in YAML only (tests/rulesets/
families_variant.yaml): the families serve any ruleset, with its own parameters."""

from __future__ import annotations

from pathlib import Path

import yaml

from engine.ruleset.load import load_ruleset
from engine.scenario.load import load_scenario_text, resolve_game

VARIANT = Path(__file__).resolve().parents[2] / "rulesets" / "families_variant.yaml"


def play(players: list[tuple[str, str]], phase: dict[str, object]) -> object:
    rs = load_ruleset(VARIANT)
    data = {
        "ruleset": rs.id,
        "players": [{"name": n, "secret": r} for n, r in players],
        "phases": [phase],
    }
    (res,) = resolve_game(load_scenario_text(yaml.safe_dump(data), ruleset=rs))
    return res


def test_the_variant_resolves_with_its_own_parameters() -> None:
    table = [
        ("Ann", "medic"),
        ("Ben", "sheriff"),
        ("Cid", "consort"),
        ("Dee", "killer"),
        ("Eve", "citizen"),
        ("Fay", "citizen"),
        ("Gus", "mobster"),
    ]
    res = play(
        table,
        {
            "votes": {"Ann": "Eve", "Ben": "Eve", "Fay": "Gus"},  # plurality at the deadline
            "orders": [
                {"actor": "Ann", "ability": "heal", "target": "Ben"},
                {"actor": "Cid", "ability": "hit", "target": "Ben"},  # mafia's kill
                {"actor": "Dee", "ability": "hit", "target": "Ben"},  # the killer's own
                {"actor": "Ben", "ability": "inspect", "target": "Dee"},
            ],
        },
    )
    trace = res.trace  # type: ignore[attr-defined]
    assert trace.executed == "Eve" and trace.votes.extra["ended_by"] == "deadline"
    assert [d.player for d in trace.deaths] == ["Eve"]  # the medic stopped both kills
    (msg,) = trace.messages
    assert dict(msg.result) == {"result": "suspicious"}
