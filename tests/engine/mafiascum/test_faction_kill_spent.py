"""«Mafia: once per night, one member may perform the factional kill»: once a member's kill
is in, the engine says the other members' factional kill is `spent` (engine.resolution.held), which
the console's «No order yet» asks (tests/gui/test_faction_kill_sent.py)."""

from __future__ import annotations

from pathlib import Path

from engine import load_scenario
from engine.resolution.held import abilities_of

DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "mafiascum_demo.yaml"


def test_the_kill_is_spent_for_the_others_not_for_the_sender() -> None:
    """The engine's answer: Ivan's factional kill is spent once Bob's is in; Bob's own is
    not (his order is the one standing), and the kill is still offered (usable)."""
    scenario = load_scenario(DEMO)
    order = scenario.phases[0].orders[1]
    assert (order.actor, order.ability) == ("Bob", "factional_kill")
    held = abilities_of(scenario.ruleset, scenario.start(), [order])
    ivan = {a.id: a for a in held["Ivan"]}["factional_kill"]
    bob = {a.id: a for a in held["Bob"]}["factional_kill"]
    assert ivan.usable and ivan.spent
    assert bob.usable and not bob.spent
    before = abilities_of(scenario.ruleset, scenario.start())
    assert not {a.id: a for a in before["Ivan"]}["factional_kill"].spent
