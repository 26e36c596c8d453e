"""A master's variant in the console (issue 27, item 7): the example «Возвращение: домашние
правила» (docs/examples/rulesets/return_house.yaml), put in the data folder's `rulesets/`,
is offered by File ▸ New game by its own name; a game made on it deals the variant's table
(the doctor in the shinobi's seat) and resolves by the variant's rules."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.scenario.setup import distribution
from engine.store import GameStore
from mastergui.main_window import MainWindow
from mastergui.settings import Settings
from mastergui.views.new_game import NewGameDialog
from resources import DATA_DIR_ENV

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "rulesets" / "return_house.yaml"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))  # as app.py sets it
    (tmp_path / "data" / "rulesets").mkdir(parents=True)
    shutil.copy(EXAMPLE, tmp_path / "data" / "rulesets" / EXAMPLE.name)
    win = MainWindow(Settings(), "ru", tmp_path)
    qtbot.addWidget(win)
    yield win
    win.close()


def test_new_game_offers_the_variant_and_makes_a_game_on_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    dialog = NewGameDialog("ru", window)
    qtbot.addWidget(dialog)
    box = dialog.ruleset_box
    labels = {box.itemData(i): box.itemText(i) for i in range(box.count())}
    assert labels["return_house"] == "Возвращение: домашние правила"
    assert labels["am15_return"] == "Альтернативная мафия 15. Возвращение"  # the base stays
    box.setCurrentIndex(box.findData("return_house"))
    rs = dialog.ruleset
    assert rs is not None and rs.id == "return_house"
    assert list(dialog.ruling_boxes) == ["first_phase"]  # the base's setup ruling
    dialog.count.setValue(13)
    assert "Доктор" in dialog.distribution.text() and "Синоби" not in dialog.distribution.text()
    dialog.seed.setValue(7)
    dialog.deal()
    assert dialog.warnings.text().startswith("✓"), dialog.warnings.text()
    dealt = sorted(p.secret_role for p in dialog.spec().players)
    assert dealt == sorted(distribution(rs, 13).as_list())
    assert "doctor" in dealt and "shinobi" not in dealt
    path = tmp_path / "house.mmc"
    assert window.create_game(dialog.spec(), path)
    with GameStore.open(path) as store:
        assert store.ruleset.id == "return_house"
        assert store.ruleset.abilities["heal"].effect["amount"] == 50
    session = window.session
    assert session is not None and session.open_phase == 1
    assert session.ruleset.rulings["execution_rule"].default == "plurality"


def test_the_example_game_opens_with_the_variants_results(
    window: MainWindow, tmp_path: Path
) -> None:
    """The worked example's game (docs/examples/return_house_game.yaml), night 1 committed:
    the day opens with Игорь at 75 HP (the house heal of 50 after the rifle's 75)."""
    scenario = load_scenario(ROOT / "docs" / "examples" / "return_house_game.yaml")
    path = tmp_path / "example.mmc"
    GameStore.create(path, scenario, commit_upto=1).close()
    assert window.open_game(path)
    session = window.session
    assert session is not None and session.ruleset.id == "return_house"
    assert session.open_phase == 2
    hp = {p.name: p.hp for p in session.view.state.players}
    assert hp["Игорь"] == 75


def test_a_broken_variant_is_listed_with_its_line_but_cannot_be_chosen(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """A typo in a master's file: New game shows the file, the line and the did-you-mean,
    and picking it keeps the ruleset chosen before (nothing half-loaded, no crash)."""
    broken = tmp_path / "data" / "rulesets" / "bad.yaml"
    broken.write_text(
        "extends: am15_return\nid: bad\nname: {ru: Б, en: B}\n"
        "secret_roles:\n  ninjja: {faction: law}\n",
        encoding="utf-8",
    )
    dialog = NewGameDialog("en", window)
    qtbot.addWidget(dialog)
    box = dialog.ruleset_box
    index = box.findData("bad")
    assert f"{broken}:5: secret_roles" in box.itemText(index)
    assert "(did you mean 'ninja'?)" in box.itemData(index, Qt.ItemDataRole.ToolTipRole)
    model = box.model()
    assert isinstance(model, QStandardItemModel) and not model.item(index).isEnabled()
    before = dialog.ruleset
    assert before is not None
    box.setCurrentIndex(index)  # were it chosen anyway: the ruleset before stays
    assert dialog.ruleset is before and box.currentData() == before.id
