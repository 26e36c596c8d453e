"""The role announced with a death is one concept in the export (`PublicPhase.death_roles`,
`Death.announced_role`), while each spec keeps its JSON key: `role_shown` (seed 003: «При
выбывании статус игрока будет оглашен Ведущим») and `revealed_role` (seed 001: «Всем
объявляется его тайная роль»)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.export.public import public_phase
from engine.model.state import frozen_map
from engine.scenario.load import load_scenario, resolve_game
from engine.trace import Death

DEMOS = Path(__file__).resolve().parents[2] / "resources" / "demo"


@pytest.mark.parametrize("key", ["role_shown", "revealed_role"])
def test_either_spec_key_is_the_announced_role_and_stays_in_the_json(key: str) -> None:
    death = Death("Алиса", None, None, "execution", extra=frozen_map({key: "doctor"}))
    assert death.announced_role == "doctor"
    data = death.to_json()
    assert data[key] == "doctor" and not {"role_shown", "revealed_role"} - {key} & set(data)
    assert Death.from_json(data) == death
    assert Death("Борис", None, None, "execution").announced_role is None


@pytest.mark.parametrize(
    ("demo", "key"),
    [("am15_return_demo.yaml", "revealed_role"), ("metamorphs_demo.yaml", "role_shown")],
)
def test_each_rulesets_announced_roles_reach_the_post_facts(demo: str, key: str) -> None:
    scenario = load_scenario(DEMOS / demo)
    announced = 0
    for res in resolve_game(scenario):
        facts = public_phase(res.trace, res.state)
        expected = {d.player: str(d.extra[key]) for d in res.trace.deaths if d.extra.get(key)}
        assert facts.death_roles == expected
        announced += len(expected)
    assert announced > 0, "the demo announces a role with a death"


def test_the_am15_deaths_announce_no_role() -> None:
    """Seed 000: «Тайная роль не объявляется»."""
    for res in resolve_game(load_scenario(DEMOS / "am15_demo.yaml")):
        assert public_phase(res.trace, res.state).death_roles == {}
