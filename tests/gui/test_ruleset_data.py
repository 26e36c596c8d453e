"""The console takes its location column, faction colours and words from the ruleset
(issue 11): AM-15's come from rulesets/am15.yaml, a toy ruleset brings its own or none."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from engine import Scenario, load_ruleset
from engine.scenario.load import load_scenario_text, resolve_game
from mastergui.models.player_rows import location_header, player_rows
from mastergui.models.players import PlayerColumn, PlayerTableModel
from mastergui.models.steps import step_rows
from mastergui.text import Texts

TOY = Path(__file__).resolve().parents[1] / "rulesets" / "toy_classic.yaml"
TOY_GAME = """ruleset: toy_classic
players:
  - {name: Maf, public: player, secret: mafioso}
  - {name: Doc, public: player, secret: doctor}
  - {name: Ann, public: player, secret: townie}
phases:
  - orders: [{actor: Maf, ability: kill, target: Ann}]
"""


def test_am15_columns_colours_and_words_come_from_its_ruleset(
    qtmodeltester: ModelTester, demo: Scenario
) -> None:
    texts = Texts(demo.ruleset, "ru")
    assert location_header(texts) == "Больница / Кома"
    state = demo.start()
    rows = player_rows(texts, state, {}, ())
    mafia = next(r for r in rows if r.faction_id == "mafia")
    assert mafia.faction_colour == "#b3322f"
    model = PlayerTableModel()
    model.set_location_header(location_header(texts))
    model.set_rows(rows)
    qtmodeltester.check(model)
    header = model.headerData(PlayerColumn.LOCATION, Qt.Orientation.Horizontal)
    assert header == "Больница / Кома"
    colour = model.data(
        model.index(rows.index(mafia), PlayerColumn.FACTION), Qt.ItemDataRole.ForegroundRole
    )
    assert colour.name() == "#b3322f"


def test_a_toy_ruleset_has_no_hospital_column_colours_or_am15_steps() -> None:
    toy = load_ruleset(TOY)
    texts = Texts(toy, "en")
    assert location_header(texts) == "Location"
    (res,) = resolve_game(load_scenario_text(TOY_GAME, "<toy>", toy))
    rows = player_rows(texts, res.state, {}, ())
    assert all(r.faction_colour is None and r.location == "" for r in rows)
    # a night of the toy shows the night's steps only
    assert [r.number for r in step_rows(texts, res.trace)] == [1, 2, 3]


def test_a_ruleset_word_wins_over_the_console_s(tmp_path: Path) -> None:
    text = TOY.read_text(encoding="utf-8") + (
        "\ntext:\n  flag.mark: {ru: клеймо, en: brand}\n"
        "  outcome.no_effect: {ru: мимо, en: nothing happened}\n"
    )
    path = tmp_path / "toy.yaml"
    path.write_text(text, encoding="utf-8")
    texts = Texts(load_ruleset(path), "en")
    assert texts.flag("mark") == "brand" and texts.outcome("no_effect") == "nothing happened"
    assert Texts(load_ruleset(TOY), "en").flag("mark") == "mark"
