"""Issue 29, item 10: the Orders tab at 1024×700 and 1366×768, in both languages — a
pistol's targets (several boxes) keep «Добавить приказ» on screen, the verdict and the
button are in view with a parameter row, the filter field keeps room for words, and a
night without a vote shows no empty votes panel."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui import i18n
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.settings import Settings

from .test_order_keyboard import pick

RETURN = Path(__file__).resolve().parents[2] / "resources" / "demo" / "am15_return_demo.yaml"
SIZES = [(lang, size) for lang in ("ru", "en") for size in ((1024, 700), (1366, 768))]


def whole(widget: QWidget) -> bool:
    """Shown entirely: nothing of it cut by the window or a scroll area."""
    QApplication.processEvents()
    return widget.visibleRegion().boundingRect().size() == widget.size()


@pytest.fixture(params=SIZES, ids=lambda p: f"{p[0]}-{p[1][0]}")
def small(
    request: pytest.FixtureRequest, qtbot: QtBot, game_file: Path, tmp_path: Path
) -> Iterator[MainWindow]:
    lang, (width, height) = request.param
    i18n.install(lang)
    win = MainWindow(Settings(), lang, tmp_path)
    qtbot.addWidget(win)
    assert win.open_game(game_file)
    win.resize(width, height)
    win.show()
    qtbot.waitExposed(win)
    win.show_tab(TAB_ORDERS)
    try:
        yield win
    finally:
        win.close()
        i18n.install("en")


def test_a_pistol_keeps_add_on_screen(small: MainWindow, qtbot: QtBot) -> None:
    assert small.workspace is not None
    editor = small.workspace.inbox.editor
    pick(editor.actor, "Глеб")  # the boss's pistol: several targets and a damage row
    pick(editor.ability, "pistol")
    assert len(editor.targets) >= 2 and editor.params_box.fields
    qtbot.waitUntil(lambda: whole(editor.save))
    assert whole(editor.verdict) or editor.verdict.text() == ""
    assert all(whole(box) for box in editor.targets)


def test_the_filter_field_keeps_room(small: MainWindow) -> None:
    assert small.workspace is not None
    field = small.workspace.players.filter
    QApplication.processEvents()
    placeholder = field.fontMetrics().horizontalAdvance(field.placeholderText()[:12])
    assert field.width() >= placeholder


def test_a_night_without_a_vote_has_no_votes_panel(
    qtbot: QtBot, tmp_path: Path, window: MainWindow
) -> None:
    path = tmp_path / "return.mmc"
    GameStore.create(path, load_scenario(RETURN), commit_upto=1).close()
    assert window.open_game(path)
    session = window.session
    assert session is not None
    window.show_tab(TAB_ORDERS)
    assert window.workspace is not None
    inbox = window.workspace.inbox
    session.show_phase(2)  # a night
    QApplication.processEvents()
    assert not inbox.votes.isVisible()
    session.show_phase(1)  # a day: the vote
    QApplication.processEvents()
    assert inbox.votes.isVisible()


def test_the_orders_summary_reads_at_a_glance(small: MainWindow) -> None:
    """«Фаза 5. Приказов: 8 — принят: 7, отклонён: 1» wrapped over three or four lines
    beside «Из сообщения…» and «Пакетом…» at 1024×700: it takes the column's width, on one
    line (two at most), and the paste buttons stay whole on their own row."""
    assert small.workspace is not None
    inbox = small.workspace.inbox
    inbox.ensure_loaded()
    QApplication.processEvents()
    summary = inbox.summary
    assert "—" in summary.text()  # the counts are shown
    lines = summary.height() / summary.fontMetrics().lineSpacing()
    assert lines < 2.5, summary.text()
    assert whole(inbox.paste_button) and whole(inbox.batch_button)
    # the buttons are not squeezed beside the summary
    assert inbox.paste_button.geometry().top() >= summary.geometry().bottom()
