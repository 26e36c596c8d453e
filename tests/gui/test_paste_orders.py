"""The paste box (issue 16): a player's message read into proposed orders and votes with
the engine's verdicts; nothing is stored until the master adds the accepted ones, and each
stored order keeps the message as its source text. Checked against the store."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from pytestqt.qtbot import QtBot

from engine import Scenario
from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.views.message_view import FIELD_COLOURS, UNREAD_COLOUR
from mastergui.views.paste_orders import Column, PasteOrdersDialog

OPEN = 2


@pytest.fixture
def game_file(tmp_path: Path, demo: Scenario) -> Path:
    """The test game open at phase OPEN (conftest's `window` opens this one)."""
    path = tmp_path / "game.mmc"
    GameStore.create(path, demo, commit_upto=OPEN - 1).close()
    return path


def paste(window: MainWindow, qtbot: QtBot, sender: str, text: str) -> PasteOrdersDialog:
    window.show_tab(TAB_ORDERS)
    dialog = window.workspace.inbox.paste_message()
    qtbot.addWidget(dialog)
    dialog.sender_box.setCurrentIndex(dialog.sender_box.findData(sender))
    dialog.message.setPlainText(text)
    qtbot.mouseClick(dialog.read_button, Qt.MouseButton.LeftButton)
    return dialog


def stored(path: Path, phase: int) -> list[tuple[str, str, tuple[str, ...], str | None]]:
    with GameStore.open(path) as store:
        return [
            (r.order.actor, r.order.ability, r.order.targets, r.source_text)
            for r in store.orders(phase)
        ]


def test_proposals_show_beside_the_message_and_nothing_is_stored_before_adding(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    before = stored(game_file, OPEN)
    text = "Привет! Катаной бью Глеба, защиту на Зою 🙂 Голос за Лёву"
    dialog = paste(window, qtbot, "Борис", text)
    table = dialog.table
    assert table.rowCount() == 3
    rows = [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]
    assert rows[0][Column.ABILITY] == "Katana" and rows[0][Column.TARGETS] == "Глеб"
    assert rows[0][Column.WORDS] == "Катаной бью Глеба"
    # protection is the sensei's: the engine's reason is shown, and it is not ticked
    assert rows[1][Column.VERDICT].startswith("✕")
    assert table.item(1, Column.ACCEPT).checkState() == Qt.CheckState.Unchecked
    assert rows[2][Column.KIND] == "vote" and rows[2][Column.TARGETS] == "Лев"
    assert "Привет" in [u.text for u in dialog.parsed.unparsed] if dialog.parsed else False
    # the source text is shown with the matched words highlighted, the unread in grey
    assert dialog.source.toPlainText() == text

    def colour_at(word: str) -> str:
        cursor = QTextCursor(dialog.source.document())
        cursor.setPosition(text.index(word) + 1)  # no emoji before these words
        return cursor.charFormat().background().color().name()

    assert colour_at("Катаной") == FIELD_COLOURS["ability"]
    assert colour_at("Глеба") == FIELD_COLOURS["target"]
    assert colour_at("Привет") == UNREAD_COLOUR
    assert stored(game_file, OPEN) == before  # nothing applied yet


def test_accepted_orders_are_stored_with_the_message_and_dropped_ones_are_not(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    text = "Катаной бью Глеба, защиту на Зою. Голос за Лёву"
    dialog = paste(window, qtbot, "Борис", text)
    dialog.table.setCurrentCell(1, Column.KIND)
    dialog.drop_current()  # the master drops the protection
    assert dialog.table.rowCount() == 2
    with qtbot.waitSignal(window.session.changed):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    orders = stored(game_file, OPEN)
    assert ("Борис", "katana", ("Глеб",), text) in orders
    assert not any(o[1] == "protection" for o in orders)
    with GameStore.open(game_file) as store:
        assert store.phase_input(OPEN).votes.get("Борис") == "Лев"


def test_the_master_edits_a_proposal_and_the_verdict_follows(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    dialog = paste(window, qtbot, "Борис", "Катаной бью Глеба")
    assert dialog.table.item(0, Column.VERDICT).text().startswith("✓")
    dialog.table.item(0, Column.TARGETS).setText("Борис, Глеб")  # two targets: too many
    assert dialog.table.item(0, Column.VERDICT).text().startswith("✕")
    dialog.table.item(0, Column.TARGETS).setText("Игорь")
    dialog.table.item(0, Column.ABILITY).setText("Ловушка")  # a name, as the master writes it
    assert dialog.table.item(0, Column.ABILITY).text() == "Trap"
    assert dialog.table.item(0, Column.VERDICT).text().startswith("✓")
    dialog.table.item(0, Column.ACCEPT).setCheckState(Qt.CheckState.Checked)
    with qtbot.waitSignal(window.session.changed):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert ("Борис", "trap", ("Игорь",), "Катаной бью Глеба") in stored(game_file, OPEN)


def test_the_keyboard_reads_and_drops(window: MainWindow, qtbot: QtBot) -> None:
    window.show_tab(TAB_ORDERS)
    dialog = window.workspace.inbox.paste_message()
    qtbot.addWidget(dialog)
    dialog.sender_box.setCurrentIndex(dialog.sender_box.findData("Борис"))
    dialog.message.setPlainText("Катаной бью Глеба, голос за Киру")
    dialog.message.setFocus()
    qtbot.waitUntil(dialog.message.hasFocus)
    qtbot.keyClick(dialog.message, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.table.rowCount() == 2
    dialog.table.setFocus()
    dialog.table.setCurrentCell(1, Column.KIND)
    qtbot.waitUntil(dialog.table.hasFocus)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Delete)
    assert dialog.table.rowCount() == 1 and dialog.proposals[0].kind == "order"


def test_parameters_are_shown_and_edited(window: MainWindow, qtbot: QtBot, game_file: Path) -> None:
    dialog = paste(window, qtbot, "Лев", "убийство Веры, роль синоби")
    # in the ruleset's words (issue 29, item 8), not «role=shinobi»
    assert dialog.table.item(0, Column.PARAMS).text() == "role: Shinobi"
    # edited as text: the words are read back...
    dialog.table.item(0, Column.PARAMS).setText("Role: ninja")
    assert dict(dialog.proposals[0].order.params) == {"role": "ninja"}
    assert dialog.table.item(0, Column.PARAMS).text() == "role: Ninja"
    # ...and so are the ids, as before
    dialog.table.item(0, Column.PARAMS).setText("role=shinobi")
    assert dialog.table.item(0, Column.PARAMS).text() == "role: Shinobi"
    dialog.table.item(0, Column.PARAMS).setText("role=ninja")
    dialog.table.item(0, Column.ACCEPT).setCheckState(Qt.CheckState.Checked)
    with qtbot.waitSignal(window.session.changed):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    with GameStore.open(game_file) as store:
        (row,) = [r for r in store.orders(OPEN) if r.order.ability == "murder"]
    assert dict(row.order.params) == {"role": "ninja"}
    assert row.source_text == "убийство Веры, роль синоби"


def test_a_message_goes_to_the_open_phase_while_an_old_one_is_shown(
    window: MainWindow, qtbot: QtBot, game_file: Path
) -> None:
    window.session.show_phase(1)  # the master looks back at the committed first phase
    dialog = paste(window, qtbot, "Дина", "Нападение на Киру")
    assert "phase" not in dialog.table.item(0, Column.KIND).text()
    with qtbot.waitSignal(window.session.changed):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert ("Дина", "assault", ("Кира",), "Нападение на Киру") in stored(game_file, OPEN)


def test_a_preorder_goes_to_its_phase(window: MainWindow, qtbot: QtBot, game_file: Path) -> None:
    dialog = paste(window, qtbot, "Глеб", "Завтра заказ на Игоря")
    assert "phase 3" in dialog.table.item(0, Column.KIND).text()
    dialog.table.item(0, Column.ACCEPT).setCheckState(Qt.CheckState.Checked)
    with qtbot.waitSignal(window.session.changed):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert ("Глеб", "contract", ("Игорь",), "Завтра заказ на Игоря") in stored(game_file, 3)
