"""GUI tests: offscreen, one QApplication per session (pytest-qt's `qapp`), settings in a
temporary ini file, a frozen copy of the demo game resolved by the engine as the reference."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSettings
from pytestqt.qtbot import QtBot

from engine import Scenario, load_scenario, resolve_phase
from engine.store import GameStore
from engine.trace import PhaseTrace
from mastergui.main_window import MainWindow
from mastergui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "am15_demo.yaml"
GAME = Path(__file__).resolve().parent / "data" / "console.yaml"  # frozen copy of the demo
OPEN = 4  # the test game's open phase: Жанна's dossier on the paranoid asks a question
SCREENS = Path(__file__).resolve().parent / "data" / "screens.json"


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    """The offscreen platform with a desktop monitor (1920×1200, the primary), a laptop
    screen (1366×768) to its right and a small one (1024×700) right of that, for its
    single 800×800 screen: the console opens at
    its own size, 1500×920, as on a master's monitor, and a test can put a window on the
    small screen. Another platform asked for (QT_QPA_PLATFORM) keeps its own screens."""
    if os.environ["QT_QPA_PLATFORM"] != "offscreen":
        return ["pytest-qt-qapp"]
    return ["pytest-qt-qapp", "-platform", f"offscreen:configfile={SCREENS}"]


@pytest.fixture(scope="session", autouse=True)
def fake_settings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """QSettings() reads and writes an ini file under a temporary folder, never the
    tester's own configuration."""
    folder = tmp_path_factory.mktemp("settings")
    QCoreApplication.setOrganizationName("MafiaMasterConsoleTests")
    QCoreApplication.setApplicationName("mastergui-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder


@pytest.fixture(scope="session", autouse=True)
def english(qapp: object) -> None:
    """The console as an English-speaking master sees it: English plural forms installed
    ("1 edit", not "1 edit(s)"); a test that switches language switches back to this."""
    from mastergui import i18n

    i18n.install("en")


@pytest.fixture(autouse=True)
def clean_settings(fake_settings: Path) -> Iterator[None]:
    QSettings().clear()
    yield
    QSettings().clear()


@pytest.fixture(scope="session")
def demo() -> Scenario:
    """The frozen test game (5 phases; phase 4 asks the master a question)."""
    return load_scenario(GAME)


@pytest.fixture(scope="session")
def game_scenario() -> Path:
    return GAME


@pytest.fixture
def game_file(tmp_path: Path, demo: Scenario) -> Path:
    """The test game in a real file: phases before OPEN committed."""
    path = tmp_path / "game.mmc"
    GameStore.create(path, demo, commit_upto=OPEN - 1).close()
    return path


@pytest.fixture
def window(qtbot: QtBot, game_file: Path, tmp_path: Path) -> Iterator[MainWindow]:
    """The console (English) on the test game, shown."""
    win = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(win)
    assert win.open_game(game_file)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def engine_trace(path: Path, phase: int) -> PhaseTrace:
    """The engine's own resolution of a stored phase: the reference for every check."""
    with GameStore.open(path) as store:
        return resolve_phase(store.ruleset, store.state(phase - 1), store.phase_input(phase)).trace
