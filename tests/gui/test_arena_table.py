"""Mafic Arena XII in the player table: the Hand's size from the ruleset's columns, the
secret containers (Sleeve, Side, Deck) hidden under "Hide secrets" («Количество карт в
Рукаве, Сайде и Колоде знает только владелец»)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from engine.scenario.load import load_scenario, resolve_game
from mastergui.bridge import abilities_of
from mastergui.models.player_columns import extra_header
from mastergui.models.player_rows import player_rows
from mastergui.models.players import PlayerColumn, PlayerTableModel
from mastergui.text import Texts

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "mafic_arena_12_demo.yaml"
DISPLAY = Qt.ItemDataRole.DisplayRole


def test_hand_counts_and_hidden_containers(qtmodeltester: ModelTester) -> None:
    scenario = load_scenario(DEMO)
    state = resolve_game(scenario, 1)[-1].state
    texts = Texts(scenario.ruleset, "ru")
    model = PlayerTableModel()
    model.set_extra_header(extra_header(texts))
    model.set_rows(player_rows(texts, state, abilities_of(scenario.ruleset, state), []))
    qtmodeltester.check(model)
    vasya = model.row_of("Вася")
    cell = model.index(vasya, PlayerColumn.EXTRA)
    assert cell.data(DISPLAY) == "Рука 3 · Рукав 0 · Сайд 0 · Колода 6"
    assert (
        model.headerData(PlayerColumn.EXTRA, Qt.Orientation.Horizontal)
        == "Рука / Рукав / Сайд / Колода"
    )
    assert model.index(vasya, PlayerColumn.PUBLIC_ROLE).data(DISPLAY) == "Кузнец"
    model.set_hide_secrets(True)
    assert cell.data(DISPLAY) == "Рука 3"
