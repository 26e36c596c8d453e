"""Scenario files in both directions: a game exported and imported again resolves to the
identical traces (scenario-format.md is the contract)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.model.state import Order
from engine.scenario.load import load_scenario, load_scenario_text, resolve_game
from engine.store import GameStore
from engine.store.codec import canonical
from engine.trace import PhaseTrace

from .conftest import DEMO, SCENARIOS, SMALL

FILES = [DEMO, *SCENARIOS]


def text(trace: PhaseTrace | None) -> str:
    """A trace as comparable text. Keys sorted: a trace read back from JSON has its maps in
    sorted order (the public reveal, for one) where a live trace has them as built."""
    assert trace is not None
    return canonical(trace.to_json())


def traces(store: GameStore) -> list[str]:
    return [text(store.trace(n)) for n in range(1, store.open_phase())]


@pytest.mark.parametrize("file", FILES, ids=lambda p: p.name)
def test_scenario_store_export_import_gives_identical_traces(tmp_path: Path, file: Path) -> None:
    scenario = load_scenario(file)
    direct = [text(r.trace) for r in resolve_game(scenario)]
    with GameStore.create(tmp_path / "first.db", scenario) as first:
        assert traces(first) == direct
        exported = first.export_scenario()
    again = load_scenario_text(exported, "exported.yaml")
    assert [text(r.trace) for r in resolve_game(again)] == direct
    with GameStore.create(tmp_path / "second.db", again) as second:
        assert traces(second) == direct
        assert second.export_scenario() == exported
        assert second.players() == list(scenario.players)
        assert second.seed == scenario.seed
        assert second.rulings == dict(scenario.rulings)
        assert second.title == scenario.title


def test_withdrawn_and_edited_orders_round_trip_with_their_refs(tmp_path: Path) -> None:
    with GameStore.create(tmp_path / "g.db", ruleset_id="am15", players=SMALL, seed=3) as store:
        store.add_order(1, Order("Alice", "katana", ("Bob",)))
        store.add_order(1, Order("Carol", "dossier", ("Alice",)))
        store.add_order(1, Order("Bob", "heal", ("Bob",)))
        store.withdraw_order(store.orders(1)[0].id)
        store.edit_order(store.orders(1)[2].id, Order("Bob", "heal", ("Carol",)))
        store.set_vote(1, "Dan", "Alice")
        store.set_decision(1, "some:question", {"peaceful": False})
        store.commit()
        store.add_order(2, Order("Alice", "katana", ("Dan",)))
        store.commit()
        exported = store.export_scenario()
        expected = traces(store)
    assert "ref: '1.2'" in exported
    scenario = load_scenario_text(exported)
    assert [text(r.trace) for r in resolve_game(scenario)] == expected
    with GameStore.create(tmp_path / "again.db", scenario) as again:
        assert traces(again) == expected


def test_export_of_open_phases_and_committed_only(tmp_path: Path) -> None:
    scenario = load_scenario(DEMO)
    with GameStore.create(tmp_path / "g.db", scenario, commit_upto=2) as store:
        everything = load_scenario_text(store.export_scenario())
        committed = load_scenario_text(store.export_scenario(include_open=False))
    assert len(everything.phases) == len(scenario.phases)
    assert len(committed.phases) == 2
    assert committed.phases == scenario.phases[:2]
