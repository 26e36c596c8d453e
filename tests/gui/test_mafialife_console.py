"""MafiaLife (seed 004) in the console, on real game files: the player table shows the
deal's setup (columns the ruleset declares), and the viewer explains the night as a master
debugging it needs — a redirect's original and final target, who blocked a move, which
protection of which list decided, and the mine or poison behind a returning death with
its frag (issue 13, «The viewer explains the night»)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.scenario.load import load_scenario_text
from engine.store import GameStore
from mastergui import i18n
from mastergui.main_window import MainWindow
from mastergui.models.players import PlayerColumn
from mastergui.settings import Settings
from tests.engine.mafialife.helpers import player, scenario_text

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "mafialife_demo.yaml"


def make_window(qtbot: QtBot, tmp_path: Path, lang: str) -> MainWindow:
    win = MainWindow(Settings(), lang, tmp_path)
    qtbot.addWidget(win)
    return win


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path, "en")
    yield win
    win.close()


def open_game(window: MainWindow, tmp_path: Path, text: str | None = None) -> None:
    """The demo (or a scenario) as a game file, every phase committed but the last."""
    scenario = load_scenario(DEMO) if text is None else load_scenario_text(text)
    path = tmp_path / "ml.mmc"
    GameStore.create(path, scenario, commit_upto=max(len(scenario.phases) - 1, 1)).close()
    assert window.open_game(path)


def events(window: MainWindow, phase: int, step: int) -> list[tuple[str, ...]]:
    """What the step's table shows: (actor → target, ability, result, notes)."""
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    session.show_phase(phase)
    viewer = workspace.viewer
    viewer.select_step(step)
    model = viewer.events_model
    return [
        tuple(str(model.index(r, c).data() or "") for c in range(4))
        for r in range(model.rowCount())
    ]


def setup_cells(window: MainWindow, name: str) -> dict[str, str]:
    workspace = window.workspace
    assert workspace is not None
    model = workspace.players.model
    row = model.row_of(name)
    first = len(PlayerColumn)
    return {
        str(model.headerData(c, Qt.Orientation.Horizontal)): str(model.index(row, c).data() or "")
        for c in range(first, model.columnCount())
    }


def test_the_player_table_shows_the_deal_in_the_rulesets_columns(
    window: MainWindow, tmp_path: Path
) -> None:
    """The demo deals Жанна (killer) level 2, pierce and autodefence, an anti-elixir; Кира
    a pistol and an elixir. Columns come from `numbers.setup_columns`, words from `text:`."""
    open_game(window, tmp_path)
    session = window.session
    assert session is not None
    session.show_phase(1)  # before night 1: nothing used yet
    assert setup_cells(window, "Жанна") == {
        "Level": "2",
        "Items": "anti-elixir",
        "Traits": "autodefence, pierce",  # by id, as the state keeps them
        "Moves left": "",
    }
    assert setup_cells(window, "Кира")["Items"] == "elixir, pistol"
    workspace = window.workspace
    assert workspace is not None
    panel = workspace.players
    first = len(PlayerColumn)
    assert not panel.table.isColumnHidden(first)
    assert panel.table.isColumnHidden(first + 3)  # nobody was dealt charges: no column
    assert panel.table.isColumnHidden(PlayerColumn.CHARGES)  # nobody has ability charges
    panel.set_hide_secrets(True)  # screen sharing: the deal is secret
    assert panel.table.isColumnHidden(first)
    assert setup_cells(window, "Жанна")["Items"] == ""


def test_the_deal_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    i18n.install("ru")
    try:
        win = make_window(qtbot, tmp_path, "ru")
        open_game(win, tmp_path)
        assert win.session is not None
        win.session.show_phase(1)
        cells = setup_cells(win, "Жанна")
        assert cells["Уровень"] == "2" and cells["Свойства"] == "автозащита, пробивание"
        assert cells["Товары"] == "антиэликсир"
        rows = events(win, 1, 4)
        assert rows == [
            ("Борис → Глеб", "Наган", "перенаправлен", "ход сбит (Зоя): Кира → Глеб"),
        ]
        win.close()
    finally:
        i18n.install("en")


def test_a_redirected_order_shows_its_original_and_final_target(
    window: MainWindow, tmp_path: Path
) -> None:
    """Demo night 1: the hacker Зоя turns Борис's nagant from Кира to Глеб."""
    open_game(window, tmp_path)
    assert events(window, 1, 4) == [
        ("Борис → Глеб", "Nagant", "redirected", "redirected by Зоя: Кира → Глеб"),
    ]


def test_a_blocked_order_shows_who_blocked_it(window: MainWindow, tmp_path: Path) -> None:
    """Demo night 2: the girl Игорь's AIDS on Зоя also blocks Зоя's theft (order 2.4)."""
    open_game(window, tmp_path)
    assert events(window, 2, 3) == [
        ("Игорь → Зоя", "AIDS", "blocked", "blocked: Theft (2.4)"),
    ]


def test_a_protection_shows_its_place_and_which_one_decided(
    window: MainWindow, tmp_path: Path
) -> None:
    """Demo night 1: the girl cannot sleep with the killer (place 3 of the blocks' list);
    the doctor's heal (place 8 of the poison list) stops the maniac's poison on Мира."""
    open_game(window, tmp_path)
    assert events(window, 1, 3) == [
        (
            "Игорь → Жанна",
            "Sleep",
            "stopped by a protection",
            "protection 3 of the list «blocks» decided: the killer cannot be slept with",
        ),
    ]
    attacks = events(window, 1, 7)
    assert (
        "Егор → Мира",
        "Poison",
        "stopped by a protection",
        "protection 8 of the list «poison» decided: heal",
    ) in attacks


def test_a_returning_death_names_the_poison_and_its_frag(
    window: MainWindow, tmp_path: Path
) -> None:
    """Demo night 1: Дина healed the poisoned Мира, Алиса checked her: the poison spreads
    to both, the frag is the maniac Егор's."""
    open_game(window, tmp_path)
    assert events(window, 1, 9) == [
        ("Егор → Дина", "Poison", "killed by a returning effect", "poisoned through Мира"),
        ("Егор → Алиса", "Poison", "killed by a returning effect", "poisoned through Мира"),
    ]
    workspace = window.workspace
    assert workspace is not None
    deaths = workspace.viewer.deaths_model
    rows = [
        tuple(str(deaths.index(r, c).data() or "") for c in range(4))
        for r in range(deaths.rowCount())
    ]
    assert ("Дина", "9. Returning effects", "Егор", "the poison spread to him") in rows


def test_a_returning_death_names_the_mine_and_its_frag(window: MainWindow, tmp_path: Path) -> None:
    """«мина ... убивает любого, кто совершит над ним действие»: the mafioso Борис mines
    Вера, the civilian Кира shoots her: Кира dies on the mine, Борис's frag."""
    players = [
        player("Борис", "mafioso"),
        player("Вера", "doctor"),
        player("Кира", "civilian", items={"pistol": 1}),
        player("Лев", "commissar"),
    ]
    night = [
        {"actor": "Борис", "ability": "mine", "target": "Вера"},
        {"actor": "Кира", "ability": "pistol", "target": "Вера"},
    ]
    open_game(window, tmp_path, scenario_text(players, [{"orders": night}, {}]))
    assert (
        "Борис → Кира",
        "Mine",
        "killed by a returning effect",
        "blown up on the mine on Вера",
    ) in events(window, 1, 9)
    workspace = window.workspace
    assert workspace is not None
    deaths = workspace.viewer.deaths_model
    rows = [
        tuple(str(deaths.index(r, c).data() or "") for c in range(4))
        for r in range(deaths.rowCount())
    ]
    assert ("Кира", "9. Returning effects", "Борис", "blown up on a mine") in rows


def test_new_game_takes_each_players_setup(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """The deal's items, level and traits are typed per seat as a scenario writes them; a
    typo is named and the game is not made until it is fixed; the file keeps the setup."""
    from mastergui.views.new_game import PUBLIC, SETUP, NewGameDialog

    dialog = NewGameDialog("en", window)
    qtbot.addWidget(dialog)
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("mafialife"))
    assert not dialog.table.isColumnHidden(SETUP)
    assert dialog.table.isColumnHidden(PUBLIC)  # one public role: nothing to pick
    dialog.count.setValue(5)
    dialog.deal()
    dialog.table.item(0, SETUP).setText("level: 2, traits: [pierce], items: {armor: 1}")
    dialog.table.item(1, SETUP).setText("items: {armor: lots}")
    assert "player Player 2" in dialog.warnings.text() and "armor" in dialog.warnings.text()
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted  # not made with the typo
    dialog.table.item(1, SETUP).setText("items: {pistol: 1}")
    assert dialog.warnings.text().startswith("✓"), dialog.warnings.text()
    spec = dialog.spec()
    assert spec.players[0].counters == {"level": 2, "trait.pierce": 1, "item.armor": 1}
    path = tmp_path / "new.mmc"
    assert window.create_game(spec, path)
    with GameStore.open(path) as store:
        assert [p.counters for p in store.players()][:2] == [
            {"level": 2, "trait.pierce": 1, "item.armor": 1},
            {"item.pistol": 1},
        ]
    assert setup_cells(window, "Player 1")["Level"] == "2"


def test_other_rulesets_have_no_setup_column(qtbot: QtBot, window: MainWindow) -> None:
    from mastergui.views.new_game import PUBLIC, SETUP, NewGameDialog

    dialog = NewGameDialog("en", window)
    qtbot.addWidget(dialog)
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("am15"))
    assert dialog.table.isColumnHidden(SETUP) and not dialog.table.isColumnHidden(PUBLIC)


def test_the_setup_columns_sit_beside_the_flags(window: MainWindow, tmp_path: Path) -> None:
    """Before the charges and the orders, not past them at the far right."""
    open_game(window, tmp_path)
    workspace = window.workspace
    assert workspace is not None
    header = workspace.players.table.horizontalHeader()
    flags = header.visualIndex(PlayerColumn.FLAGS)
    first = len(PlayerColumn)
    assert [header.visualIndex(c) for c in range(first, first + 4)] == [
        flags + 1 + i for i in range(4)
    ]
    assert header.visualIndex(PlayerColumn.ORDERS) > flags + 4


def test_the_hanging_shows_in_the_days_step(window: MainWindow, tmp_path: Path) -> None:
    """Demo day 2: Вера hanged by 4 of the 5 counted votes («отдать голос за повешение»)."""
    open_game(window, tmp_path)
    rows = events(window, 2, 0)
    assert [(r[2], r[3]) for r in rows] == [("hanged", "4 of 5 counted votes")]
    assert "Вера" in rows[0][0]


def test_the_summary_says_hanged(window: MainWindow, tmp_path: Path) -> None:
    open_game(window, tmp_path)
    assert window.session is not None and window.workspace is not None
    window.session.show_phase(2)
    summary = window.findChild(QLabel, "phaseSummary")
    assert summary is not None and "Hanged: Вера" in summary.text()


def test_a_sold_vote_is_ticked_beside_the_vote(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    """Seed 004, line 198: «в этом случае голос игрока учтён не будет». The votes panel's
    tick stores the phase's sold_votes; the engine's tally then leaves the vote out, and
    the ballot's notes say why."""
    from mastergui.main_window import TAB_ORDERS
    from mastergui.views.inbox import VotesPanel

    players = [player(n, r) for n, r in (("A", "civilian"), ("B", "mafioso"))]
    players += [player("C", "civilian"), player("D", "civilian")]
    open_game(
        window,
        tmp_path,
        scenario_text(players, [{"orders": []}, {"votes": {"A": "B", "C": "B", "D": "A"}}]),
    )
    window.show()
    qtbot.waitExposed(window)
    window.show_tab(TAB_ORDERS)
    panel = window.findChild(VotesPanel)
    assert panel is not None and not panel.sold.isHidden()
    panel.voter.setCurrentIndex(panel.voter.findData("C"))
    assert not panel.sold.isChecked()
    panel.sold.click()
    session = window.session
    assert session is not None
    assert session.store.sold_votes(2) == ["C"]
    assert panel.sold.isChecked()
    tally = session.view.trace.votes if session.view.trace is not None else None
    assert tally is not None and tally.executed is None  # one counted vote each
    row = next(r for r in range(panel.model.rowCount()) if panel.model.index(r, 0).data() == "C")
    assert panel.model.index(row, 2).data() == "(1)"  # not counted
    assert "sold" in str(panel.model.index(row, 3).data())
    panel.sold.click()
    assert session.store.sold_votes(2) == []
