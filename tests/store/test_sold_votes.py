"""Sold votes in the store (MafiaLife, seed 004): «Если игрок купил товар за голос, то он
"не может" голосовать … в этом случае голос игрока учтён не будет» (line 198). A phase's
`sold_votes` is kept with its decisions, as the scenario reads it; the console ticks it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario.load import load_scenario_text
from engine.store import Changes, GameStore, StoreError

GAME = """\
ruleset: mafialife
seed: 4
players:
  - {name: A, public: player, secret: civilian}
  - {name: B, public: player, secret: mafioso}
  - {name: C, public: player, secret: civilian}
  - {name: D, public: player, secret: civilian}
phases:
  - {}
  - votes: {A: B, C: B, D: A}
"""


@pytest.fixture
def game(tmp_path: Path) -> GameStore:
    store = GameStore.create(tmp_path / "ml.db", load_scenario_text(GAME), commit_upto=1)
    return store


def test_a_sold_vote_is_ticked_undone_and_exported(game: GameStore) -> None:
    assert game.resolve(2).trace.executed == "B"
    game.set_vote_sold(2, "C", True)
    assert game.sold_votes(2) == ["C"]
    trace = game.resolve(2).trace
    assert trace.executed is None  # one counted vote each: a tie
    exported = load_scenario_text(game.export_scenario())
    assert list(exported.phases[1].decisions["sold_votes"]) == ["C"]
    assert "sold_votes:" in game.export_scenario()
    assert game.set_vote_sold(2, "C", True) == Changes()  # nothing changed
    game.undo()
    assert game.sold_votes(2) == [] and game.resolve(2).trace.executed == "B"
    with pytest.raises(StoreError, match="unknown player 'Zed'"):
        game.set_vote_sold(2, "Zed", True)
    game.close()


def test_the_older_decisions_form_reads_into_the_store(tmp_path: Path) -> None:
    older = GAME.replace(
        "  - votes: {A: B, C: B, D: A}",
        "  - votes: {A: B, C: B, D: A}\n    decisions: {sold_votes: [C]}",
    )
    store = GameStore.create(tmp_path / "old.db", load_scenario_text(older), commit_upto=1)
    assert store.sold_votes(2) == ["C"]
    assert store.resolve(2).trace.executed is None
    store.close()


def test_the_cli_ticks_a_sold_vote(game: GameStore, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.__main__ import main

    path = str(game.path)
    game.close()
    assert main(["game", "vote", path, "C", "B", "--phase", "2", "--sold"]) == 0
    with GameStore.open(path) as again:
        assert again.sold_votes(2) == ["C"]
    assert main(["game", "vote", path, "C", "B", "--phase", "2", "--not-sold"]) == 0
    with GameStore.open(path) as again:
        assert again.sold_votes(2) == []
