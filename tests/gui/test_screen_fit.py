"""Issue 29, item 3: every window and dialog fits the available screen area, whatever it
shows. On a 1024×700 and a 1366×768 screen, in Russian and English, with each ruleset's
demo: every tab (the Balance tab set a minimum of 738-773 px), a live language switch
(974 → 1010 px on a 1000-px screen), long recent games; and the dialogs (the «Голоса из
темы» dialog was 1100×720, its Apply button off the screen)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui import i18n, window_size
from mastergui.main_window import (
    TAB_BALANCE,
    TAB_ORDERS,
    TAB_POST,
    TAB_VIEWER,
    TAB_WHATIF,
    MainWindow,
)
from mastergui.settings import Settings
from mastergui.text_dialog import TextDialog
from mastergui.views.new_game import NewGameDialog
from mastergui.views.paste_orders import PasteOrdersDialog
from mastergui.views.thread_votes import ThreadVotesDialog

DEMOS = sorted((Path(__file__).resolve().parents[2] / "resources" / "demo").glob("*.yaml"))


def screen(name: str) -> QScreen:
    found = [s for s in QApplication.screens() if s.name() == name]
    assert found, f"no {name} screen (tests/gui/data/screens.json)"
    return found[0]


def inside(widget: QWidget) -> bool:
    QApplication.processEvents()
    return widget.screen().availableGeometry().contains(widget.frameGeometry())


@pytest.fixture
def small_window(
    qtbot: QtBot, tmp_path: Path, request: pytest.FixtureRequest
) -> Iterator[MainWindow]:
    lang, name = request.param
    i18n.install(lang)
    settings = Settings()
    for i in range(6):  # long recent games: the menu's entries are wide
        long = tmp_path / ("очень длинное имя папки с играми " * 3) / f"игра {i}.mmc"
        settings.add_recent(long, "Осенняя арена, сезон третий, " * 3 + str(i))
    win = MainWindow(settings, lang, tmp_path)
    qtbot.addWidget(win)
    win.setScreen(screen(name))
    window_size.place(win, None)
    win.show()
    qtbot.waitExposed(win)
    try:
        yield win
    finally:
        win.close()
        i18n.install("en")


PLACES = [(lang, name) for lang in ("ru", "en") for name in ("small", "laptop")]


@pytest.mark.parametrize("small_window", PLACES, indirect=True, ids=lambda p: "-".join(p))
@pytest.mark.parametrize("demo", DEMOS, ids=lambda p: p.stem)
def test_the_window_stays_inside_its_screen(
    small_window: MainWindow, tmp_path: Path, demo: Path, qtbot: QtBot
) -> None:
    win = small_window
    path = tmp_path / "game.mmc"
    GameStore.create(path, load_scenario(demo), commit_upto=0).close()
    assert win.open_game(path)
    assert inside(win)
    for tab in (TAB_ORDERS, TAB_VIEWER, TAB_POST, TAB_WHATIF, TAB_BALANCE, TAB_ORDERS):
        win.show_tab(tab)
        assert inside(win), tab
    file_menu = win.menuBar().actions()[0].menu()
    file_menu.popup(win.mapToGlobal(win.rect().center()))
    for recent in [a.menu() for a in file_menu.actions() if a.menu()]:
        recent.popup(win.mapToGlobal(win.rect().center()))
        assert inside(recent)
        recent.close()
    file_menu.close()
    assert inside(win)
    other = "en" if win.lang == "ru" else "ru"
    win.set_language(other)
    assert inside(win)
    win.set_language("ru" if other == "en" else "en")
    assert inside(win)


@pytest.mark.parametrize("small_window", [("ru", "small")], indirect=True, ids=["ru-small"])
def test_every_dialog_fits_the_screen(
    small_window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    win = small_window
    path = tmp_path / "game.mmc"
    GameStore.create(path, load_scenario(DEMOS[0]), commit_upto=0).close()
    assert win.open_game(path)
    session = win.session
    assert session is not None
    dialogs: list[QDialog] = [
        ThreadVotesDialog(session, win),
        PasteOrdersDialog(session, win),
        NewGameDialog("ru", win),
        TextDialog("О программе", "текст " * 2000, win),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert inside(dialog), type(dialog).__name__
        dialog.close()
