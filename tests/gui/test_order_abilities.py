"""Issue 29, item 4: the order editor offers the actor's own abilities for this phase —
for the first actor of a fresh form too (the list stayed empty until another actor was
picked), and when a stored order is edited (every ability was starred); the others only
when the master asks for them («Others»), so type-ahead finds the actor's own."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.views.order_abilities import ASK_OTHERS, OTHER_MARK
from mastergui.views.order_editor import OrderEditor

from .test_order_keyboard import focus, pick


@pytest.fixture
def editor(window: MainWindow, qtbot: QtBot) -> OrderEditor:
    window.show_tab(TAB_ORDERS)
    assert window.workspace is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window.workspace.inbox.editor


def offered(editor: OrderEditor) -> list[str]:
    """The abilities offered (the last item that asks for the others aside)."""
    box = editor.ability
    data = [box.itemData(i) for i in range(box.count())]
    return [d for d in data if d is not None and d != ASK_OTHERS]


def own(window: MainWindow, actor: str) -> list[str]:
    session = window.session
    assert session is not None
    return [a.id for a in session.view.abilities[actor] if a.usable]


def test_the_first_actor_of_a_fresh_form_has_his_abilities(
    window: MainWindow, editor: OrderEditor
) -> None:
    first = editor.actor.itemData(0)
    editor.new_order(first)
    editor.new_order(first)  # the actor already current: no change signal
    assert offered(editor) == own(window, first)
    assert editor.ability.currentData() == own(window, first)[0]


def test_editing_an_order_offers_the_actors_own_abilities_unstarred(
    window: MainWindow, editor: OrderEditor
) -> None:
    session = window.session
    assert session is not None
    stored = next(r for r in session.view.orders if r.order.actor == "Борис")
    editor.new_order(stored.order.actor)
    editor.edit(stored)
    assert editor.ability.currentData() == stored.order.ability
    assert not editor.ability.currentText().endswith(OTHER_MARK)
    assert offered(editor) == own(window, "Борис")
    assert not editor.other_abilities.isChecked()


def test_other_abilities_only_when_asked_for(window: MainWindow, editor: OrderEditor) -> None:
    pick(editor.actor, "Борис")
    assert offered(editor) == own(window, "Борис")
    assert not editor.legend.isVisible()
    assert editor.ability.itemData(editor.ability.count() - 1) == ASK_OTHERS
    pick(editor.ability, ASK_OTHERS)  # «Другие способности…»
    assert editor.other_abilities.isChecked()
    assert len(offered(editor)) > len(own(window, "Борис"))
    assert offered(editor)[: len(own(window, "Борис"))] == own(window, "Борис")
    assert editor.legend.isVisible()
    editor.new_order("Борис")  # a fresh form: the actor's own again
    assert offered(editor) == own(window, "Борис")


def test_type_ahead_stays_on_the_actors_own_ability(editor: OrderEditor, qtbot: QtBot) -> None:
    pick(editor.actor, "Борис")  # katana, trap
    pick(editor.ability, "katana")
    focus(qtbot, editor.ability)
    qtbot.keyClicks(editor.ability, "ka")
    assert editor.ability.currentData() == "katana"  # not a foreign one after it
