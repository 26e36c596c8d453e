"""Issue 10, item 3: the order editor driven by the keyboard alone — Tab through the
targets and out of the source text, Ctrl+Return adds the order being typed (never the
commit dialog), a clean form for the next player afterwards, a warning before an order
replaces a stored one, and a legend for the "*" abilities."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from mastergui import dialogs
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.views.order_editor import OrderEditor


def pick(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, f"{data!r} not offered"
    box.setCurrentIndex(index)


@pytest.fixture
def editor(window: MainWindow, qtbot: QtBot) -> OrderEditor:
    window.show_tab(TAB_ORDERS)
    assert window.workspace is not None
    found = window.workspace.inbox.editor
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return found


def focus(qtbot: QtBot, widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)


def test_tab_goes_through_the_targets_and_out_of_the_source_text(
    editor: OrderEditor, qtbot: QtBot
) -> None:
    pick(editor.actor, "Глеб")  # the boss's pistol: several targets
    pick(editor.ability, "pistol")
    assert len(editor.targets) >= 2
    focus(qtbot, editor.ability)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.targets[0]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.targets[1]
    focus(qtbot, editor.source)
    qtbot.keyClick(editor.source, Qt.Key.Key_Tab)
    assert "\t" not in editor.source.toPlainText()
    assert QApplication.focusWidget() is editor.save


def test_ctrl_return_adds_the_order_being_typed_not_the_commit(
    window: MainWindow, editor: OrderEditor, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, title, _t: asked.append(title) or False)
    session = window.session
    assert session is not None
    before = len(session.view.orders)
    pick(editor.actor, "Павел")
    pick(editor.ability, "investigation")
    target = editor.targets[0]
    pick(target, "Вера")
    focus(qtbot, target)
    with qtbot.waitSignal(session.changed):
        qtbot.keyClick(target, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert asked == []  # no commit dialog
    assert len(session.view.orders) == before + 1
    added = session.view.orders[-1].order
    assert (added.actor, added.ability, added.targets) == ("Павел", "investigation", ("Вера",))
    # a clean form for the next player who has sent nothing yet, focus on the actor
    acted = {o.actor for o in session.view.active_orders}
    assert editor.actor.currentData() not in acted
    assert QApplication.focusWidget() is editor.actor
    # outside the editor Ctrl+Return is still the commit (asked, refused here)
    focus(qtbot, window.workspace.inbox.table)
    qtbot.keyClick(
        window.workspace.inbox.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    assert asked == [window.tr("Commit phase")]


def test_alt_a_adds_the_order(window: MainWindow, editor: OrderEditor, qtbot: QtBot) -> None:
    session = window.session
    assert session is not None
    before = len(session.view.orders)
    pick(editor.actor, "Павел")
    pick(editor.ability, "investigation")
    pick(editor.targets[0], "Вера")
    focus(qtbot, editor.targets[0])
    with qtbot.waitSignal(session.changed):
        qtbot.keyClick(editor.targets[0], Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert len(session.view.orders) == before + 1


def test_a_replacement_is_announced_before_saving(editor: OrderEditor) -> None:
    pick(editor.actor, "Борис")  # his katana on Рита is stored
    assert editor.replaces.text() == "" or "katana" not in editor.replaces.text()
    pick(editor.ability, "katana")
    pick(editor.targets[0], "Лев")
    text = editor.replaces.text()
    assert text.startswith("↻") and "Рита" in text  # the stored katana → Рита goes


def test_the_star_on_other_abilities_has_a_legend(editor: OrderEditor) -> None:
    pick(editor.actor, "Нина")
    assert not [
        i for i in range(editor.ability.count()) if editor.ability.itemText(i).endswith(" *")
    ]  # only when asked for (issue 29)
    editor.other_abilities.setChecked(True)
    starred = [
        i for i in range(editor.ability.count()) if editor.ability.itemText(i).endswith(" *")
    ]
    assert starred
    legend = editor.legend.text()
    assert legend.startswith("*") and editor.legend.isVisibleTo(editor)
    assert editor.ability.itemData(starred[0], Qt.ItemDataRole.ToolTipRole) == legend


def test_parameters_are_offered_read_and_loaded(window: MainWindow, editor: OrderEditor) -> None:
    """The pistol's damage (20 or 25 a shot) as a field; read into the order, and loaded
    back when a stored order is edited."""
    pick(editor.actor, "Глеб")
    pick(editor.ability, "pistol")
    fields = {pf.spec.name: pf for pf in editor.params_box.fields}
    assert "damage" in fields
    box = fields["damage"].widget
    assert isinstance(box, QComboBox)
    pick(box, 20)
    order = editor.current_order()
    assert order is not None and order.params.get("damage") == 20
    session = window.session
    assert session is not None
    stored = next(o for o in session.view.orders if o.order.ability == "pistol")
    editor.edit(stored)
    fields = {pf.spec.name: pf for pf in editor.params_box.fields}
    assert fields["damage"].value() == stored.order.params.get("damage")
    again = editor.current_order()
    assert again is not None and dict(again.params) == dict(stored.order.params)
