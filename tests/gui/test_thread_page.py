"""Issue 30 item 6 in the console: a thread page copied from the browser, for a ruleset
whose day votes are free words — the posts found (author, time, votes read, counted or
late), the tally, a boundary fixed as text, Apply in one step to undo. Fits 1024×700."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.views.inbox import VotesPanel
from mastergui.views.thread_page import HEIGHT, WIDTH, ThreadPageDialog
from mastergui.window_size import size_within

from .conftest import OPEN

PAGE = """Re: День 2
Сообщение Алиса » 02 дек 2026, 20:02
Всем привет. Голос за Лёву, он молчит.
Алиса
Сообщения: 412
Наверх

Re: День 2
Сообщение Борис » 02 дек 2026, 21:15
голосую против Глебушки

Re: День 2
Сообщение Вера » 03 дек 2026, 00:12
голос за Бориса, простите, опоздала
"""


def open_page(window: MainWindow, qtbot: QtBot) -> ThreadPageDialog:
    window.show_tab(TAB_ORDERS)
    panel = window.findChild(VotesPanel)
    assert panel is not None and not panel.thread_button.isHidden()
    dialog = panel.open_thread()
    assert isinstance(dialog, ThreadPageDialog)
    qtbot.addWidget(dialog)
    dialog.paste.setPlainText(PAGE)
    return dialog


def column(dialog: ThreadPageDialog, c: int) -> list[str]:
    t = dialog.table
    return [item.text() if (item := t.item(r, c)) else "" for r in range(t.rowCount())]


def test_the_posts_found_the_votes_and_the_late_post(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    dialog = open_page(window, qtbot)
    assert column(dialog, 0) == ["Алиса", "Борис", "Вера"]
    assert column(dialog, 1) == ["02.12 20:02", "02.12 21:15", "03.12 00:12"]
    assert column(dialog, 2) == ["Лев", "Глеб", "Борис"]
    # the deadline proposed: the first post's day at 23:59; Вера's vote came after it
    dialog.use_deadline.setChecked(True)
    assert column(dialog, 3) == ["✓", "✓", "after the deadline"]
    assert (
        "Лев 1" in dialog.summary.text() and "Борис" not in dialog.summary.text().split("Tally:")[1]
    )
    dialog.apply_button.click()
    with GameStore.open(game_file) as store:
        votes = store.votes(OPEN)
    assert votes["Алиса"] == "Лев" and votes["Борис"] == "Глеб" and votes.get("Вера") != "Борис"
    session = window.session
    assert session is not None
    session.undo()  # both votes in one step
    with GameStore.open(game_file) as store:
        assert store.votes(OPEN).get("Борис") != "Глеб"


def test_a_boundary_is_fixed_as_text(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_page(window, qtbot)
    dialog.write_as_text()
    text = dialog.paste.toPlainText()
    assert text.startswith("=== Алиса | 02.12.2026 20:02\nВсем привет.")
    # the master moves Борис's line into a post of its own author: read again at once
    dialog.paste.setPlainText(
        text.replace("=== Борис | 02.12.2026 21:15", "=== Дина | 02.12.2026 21:15")
    )
    assert column(dialog, 0) == ["Алиса", "Дина", "Вера"]


def test_the_thread_page_fits_1024_by_700(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_page(window, qtbot)
    dialog.resize(size_within(QRect(0, 0, 1024, 700), WIDTH, HEIGHT))
    QApplication.processEvents()
    assert dialog.width() <= 1024 and dialog.height() <= 700 - 32
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 700 - 32
