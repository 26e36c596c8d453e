"""Issue 29, item 1: a target typed into the order editor is the order's target, however
the order is added (Ctrl+Return while the completion is still shown, Tab first, or the
Add button); an untouched target field never becomes an order on the first player."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.views.order_editor import OrderEditor

from .keys import type_text
from .test_order_keyboard import focus, pick


@pytest.fixture
def editor(window: MainWindow, qtbot: QtBot) -> OrderEditor:
    window.show_tab(TAB_ORDERS)
    assert window.workspace is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window.workspace.inbox.editor


@pytest.mark.parametrize("how", ["ctrl_return", "tab_then_ctrl_return", "button"])
def test_the_typed_target_is_the_orders_target(
    window: MainWindow, editor: OrderEditor, qtbot: QtBot, how: str
) -> None:
    session = window.session
    assert session is not None
    before = len(session.view.orders)
    pick(editor.actor, "Павел")
    pick(editor.ability, "investigation")
    target = editor.targets[0]
    focus(qtbot, target)
    type_text(target, "Ве")  # completes to «Вера»
    with qtbot.waitSignal(session.changed):
        if how == "button":
            qtbot.mouseClick(editor.save, Qt.MouseButton.LeftButton)
        else:
            if how == "tab_then_ctrl_return":
                qtbot.keyClick(target, Qt.Key.Key_Tab)
            widget = QApplication.focusWidget()
            assert widget is not None
            qtbot.keyClick(widget, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(session.view.orders) == before + 1
    added = session.view.orders[-1].order
    assert (added.actor, added.ability, added.targets) == ("Павел", "investigation", ("Вера",))


def test_an_untouched_target_is_not_an_order(
    window: MainWindow, editor: OrderEditor, qtbot: QtBot
) -> None:
    """The first player of the list (often the actor) is never taken for the target the
    master did not choose: nothing is stored and the editor says what is missing."""
    session = window.session
    assert session is not None
    before = len(session.view.orders)
    pick(editor.actor, "Павел")
    pick(editor.ability, "investigation")
    assert editor.targets[0].currentText() == ""
    focus(qtbot, editor.targets[0])
    qtbot.keyClick(editor.targets[0], Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(session.view.orders) == before
    assert editor.verdict.text().startswith("✕")
    assert QApplication.focusWidget() is editor.targets[0]
