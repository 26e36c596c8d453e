"""What the console offers each player (engine.resolution.held.abilities_of): «Every living mafia
member has `factional_kill`» (docs/rules-mafiascum.md); a town player holds its slot only so that a
scenario's `faction: mafia` can use it, and is neither offered it nor asked for it."""

from __future__ import annotations

from pathlib import Path

from engine import load_scenario
from engine.resolution.held import abilities_of
from engine.scenario.load import resolve_game

DEMO = Path(__file__).resolve().parents[3] / "resources/demo/mafiascum_demo.yaml"


def test_only_mafia_members_are_offered_the_factional_kill() -> None:
    scenario = load_scenario(DEMO)
    state = resolve_game(scenario, 2)[-1].state
    held = abilities_of(scenario.ruleset, state)
    usable = {name: {h.id for h in items if h.usable} for name, items in held.items()}
    assert usable["Bob"] == {"factional_kill"}  # goon
    assert usable["Erin"] == {"roleblock", "factional_kill"}  # `faction: mafia` roleblocker
    assert usable["Grace"] == set() and usable["Olivia"] == set()  # vanilla townies
    assert usable["Frank"] == {"bus_drive"}
