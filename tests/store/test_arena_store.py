"""A Mafic Arena XII game in a real SQLite file: the hands and decks of the scenario are in
the stored start, committed phases match the engine, the integrity check stays quiet, and
the exported scenario keeps the cards (never lose data)."""

from __future__ import annotations

from pathlib import Path

from engine.scenario.load import load_scenario_text, resolve_game
from engine.store import GameStore

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "mafic_arena_12_demo.yaml"


def test_a_card_game_in_a_store_keeps_its_cards(tmp_path: Path) -> None:
    text = DEMO.read_text(encoding="utf-8")  # with its peace votes (migration 004)
    scenario = load_scenario_text(text, "demo.yaml")
    store = GameStore.create(tmp_path / "arena.db", scenario)
    try:
        expected = resolve_game(scenario)[-1].state
        assert store.state(3).to_json() == expected.to_json()
        assert store.integrity(full=True) == []
        again = load_scenario_text(store.export_scenario(), "exported.yaml")
        assert again.extensions == scenario.extensions
    finally:
        store.close()
    reopened = GameStore.open(tmp_path / "arena.db")
    try:
        hand = reopened.state(1).extra["mafic_arena_12"]["players"]["Вася"]["hand"]
        assert list(hand) == ["pistol", "surveillance_camera", "witness"]
    finally:
        reopened.close()
