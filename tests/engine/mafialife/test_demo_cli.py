"""`python -m engine resolve` on the mafialife demo: what the master sees."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.__main__ import main
from engine.scenario.load import load_scenario, resolve_game

DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "mafialife_demo.yaml"


def test_the_demo_resolves_from_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", str(DEMO), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "redirected by Зоя: Кира → Глеб" in out
    assert "protection 3 of the list «blocks» decided: the killer cannot be slept with" in out
    assert "executed: Вера" in out


def test_the_demo_outcome() -> None:
    phases = resolve_game(load_scenario(DEMO))
    deaths = [[(d.player, d.cause, d.frag) for d in r.trace.deaths] for r in phases]
    assert deaths[0] == [
        ("Глеб", "kill", "Борис"),
        ("Лев", "kill", "Жанна"),
        ("Дина", "poison_spread", "Егор"),
        ("Алиса", "poison_spread", "Егор"),
    ]
    assert ("Кира", "den", "Егор") in deaths[1]
    assert deaths[2] == [("Зоя", "aids", "Игорь")]


def test_a_game_file_resolves_the_demo_as_the_scenario(tmp_path: Path) -> None:
    """The deal's items and traits are kept in the file (store migration 003_player_setup;
    tests/store/test_player_setup.py): the committed game ends as the scenario does."""
    from engine.store import GameStore

    scenario = load_scenario(DEMO)
    with GameStore.create(tmp_path / "ml.mmc", scenario) as store:
        assert store.state() == resolve_game(scenario)[-1].state
        assert [p.counters for p in store.players()] == [p.counters for p in scenario.players]


def test_the_rulings_doc_is_up_to_date(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/rulings-mafialife.md is generated from the ruleset; regenerate it after a
    change: `python -m engine rulings mafialife > docs/rulings-mafialife.md`."""
    assert main(["rulings", "mafialife"]) == 0
    out = capsys.readouterr().out
    assert out == (DEMO.parents[2] / "docs" / "rulings-mafialife.md").read_text(encoding="utf-8")
