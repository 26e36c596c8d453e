"""Issue 29, item 11: a game of another ruleset opened (File ▸ New game, Open) while one
is open gets its own player table: the columns, their order and widths a fresh start
gives it — not the other ruleset's remembered layout (MafiaLife's table kept AM-15's:
blank Фракция/Отметки, its setup columns pushed to the end, until a restart)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui.main_window import MainWindow
from mastergui.settings import Settings

DEMOS = Path(__file__).resolve().parents[2] / "resources" / "demo"


def demo_game(tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.mmc"
    GameStore.create(path, load_scenario(DEMOS / f"{name}.yaml"), commit_upto=0).close()
    return path


def columns(win: MainWindow) -> list[tuple[int, bool, int]]:
    """(logical column, hidden, width) in the order shown."""
    assert win.workspace is not None
    header = win.workspace.players.table.horizontalHeader()
    shown = [header.logicalIndex(v) for v in range(header.count())]
    return [(c, header.isSectionHidden(c), header.sectionSize(c)) for c in shown]


def fresh(qtbot: QtBot, tmp_path: Path, game: Path) -> list[tuple[int, bool, int]]:
    win = MainWindow(Settings(), "ru", tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.open_game(game)
    QApplication.processEvents()
    found = columns(win)
    win.close()
    return found


def test_another_rulesets_game_gets_its_own_columns(qtbot: QtBot, tmp_path: Path) -> None:
    am15, mafialife = demo_game(tmp_path, "am15_demo"), demo_game(tmp_path, "mafialife_demo")
    expected = fresh(qtbot, tmp_path, mafialife)
    QSettings().clear()
    win = MainWindow(Settings(), "ru", tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.open_game(am15)
    QApplication.processEvents()
    assert win.open_game(mafialife)  # AM-15's layout saved on the way
    QApplication.processEvents()
    assert columns(win) == expected
    win.close()
