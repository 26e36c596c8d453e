"""Issue 30 item 5: a batch of private messages reviewed in one table — every proposal
with its sender, the words it came from, sure or what to look at, the verdict — accepted,
edited or asked back; the accepted added in one step to undo. The dialog fits 1024×700."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.views.batch_orders import HEIGHT, WIDTH, Action, BatchOrdersDialog, Col
from mastergui.window_size import size_within

from .conftest import OPEN

BATCH = """Борис, [02.12.2026 0:15]
Катаной бью Глеба, ловушку не ставлю

Егор, [02.12.2026 0:16]
нож в Леву или в Миру, сам реши

=== Жанна
досье на Гошу. Голос за Лёву
=== Вася Пупкин
привет
"""


def open_batch(window: MainWindow, qtbot: QtBot, text: str) -> BatchOrdersDialog:
    window.show_tab(TAB_ORDERS)
    assert window.workspace is not None
    dialog = window.workspace.inbox.paste_batch()
    qtbot.addWidget(dialog)
    dialog.paste.setPlainText(text)
    dialog.read_button.click()
    return dialog


def stored(path: Path) -> tuple[list[tuple[str, str, tuple[str, ...], str]], dict[str, str]]:
    with GameStore.open(path) as store:
        rows = [
            (r.order.actor, r.order.ability, r.order.targets, r.source_text or "")
            for r in store.orders(OPEN)
        ]
        return rows, store.votes(OPEN)


def cells(dialog: BatchOrdersDialog, column: int) -> list[str]:
    table = dialog.table
    return [item.text() if (item := table.item(r, column)) else "" for r in range(table.rowCount())]


def test_every_message_of_a_batch_is_reviewed_in_one_table(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    before = stored(game_file)
    dialog = open_batch(window, qtbot, BATCH)
    assert cells(dialog, Col.FROM) == ["Борис", "Егор", "Жанна", "Жанна", "Вася Пупкин"]
    assert cells(dialog, Col.KIND) == ["order", "ask: alternatives", "order", "vote", "not read"]
    assert cells(dialog, Col.ABILITY)[0] == "Katana" and cells(dialog, Col.TARGETS)[0] == "Глеб"
    # sure and valid: accepted; the question: asked; the unsure name: skipped until looked at
    actions = [dialog.action(r) for r in range(dialog.table.rowCount())]
    assert actions == [Action.ACCEPT, Action.ASK, Action.SKIP, Action.ACCEPT, Action.SKIP]
    assert cells(dialog, Col.SURE)[2].startswith("?") and "name" in cells(dialog, Col.SURE)[2]
    assert dialog.questions() == ["Егор: «нож в Леву или в Миру, сам реши»"]
    assert stored(game_file) == before  # nothing stored before Add


def test_an_edit_is_the_masters_reading_and_the_batch_is_one_undo_step(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    before = stored(game_file)
    dialog = open_batch(window, qtbot, BATCH)
    target = dialog.table.item(2, Col.TARGETS)
    assert target is not None
    target.setText("Игорь")  # the master knows which Гоша
    assert dialog.action(2) == Action.ACCEPT and cells(dialog, Col.SURE)[2].startswith("✓")
    assert "(3)" in dialog.apply_button.text()
    dialog.apply_button.click()
    orders, votes = stored(game_file)
    added = [o for o in orders if o not in before[0]]
    assert [o[:3] for o in added] == [
        ("Борис", "katana", ("Глеб",)),
        ("Жанна", "dossier", ("Игорь",)),
    ]
    assert added[0][3].startswith("Катаной бью Глеба")
    assert votes["Жанна"] == "Лев"
    session = window.session
    assert session is not None
    session.undo()  # one step takes the whole batch back
    assert stored(game_file) == before


def test_the_batch_review_fits_1024_by_700(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_batch(window, qtbot, BATCH)
    dialog.resize(size_within(QRect(0, 0, 1024, 700), WIDTH, HEIGHT))
    QApplication.processEvents()
    assert dialog.width() <= 1024 and dialog.height() <= 700 - 32
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 700 - 32
