"""Issue 29, item 2: with secrets hidden (Ctrl+Shift+H) nothing on screen names a secret
role or an ordered ability: not the Undo/Redo labels (they read «Повторить: Вернуть заявку
(Злыдень: redirect)»), the title, the status bar, tooltips, menus or any visible widget."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mastergui.main_window import TAB_ORDERS, MainWindow

from .visible_text import visible_strings


def secret_words(window: MainWindow) -> set[str]:
    """The secret roles' names and the names of the abilities ordered this phase."""
    session = window.session
    assert session is not None
    texts = session.texts
    words = {texts.secret_role(p.secret_role) for p in session.view.state.players}
    words |= {texts.ability(o.order.ability) for o in session.view.orders}
    return {w for w in words if len(w) > 3}


def test_nothing_secret_is_shown_while_secrets_are_hidden(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    assert session is not None
    window.show_tab(TAB_ORDERS)
    stored = session.view.orders[0]
    session.withdraw_order(stored.id)
    session.restore_order(stored.id)
    window.undo()  # Undo names the withdrawal, Redo the restoring (actor and ability)
    assert window.undo_action.isEnabled() and window.redo_action.isEnabled()
    shown_before = " ".join(t for _w, t in visible_strings(window))
    words = secret_words(window)
    assert any(w in shown_before for w in words)  # the check sees them while shown
    window.hide_secrets_action.trigger()  # Ctrl+Shift+H
    assert window.hide_secrets_action.isChecked()
    leaks = [
        (where, text) for where, text in visible_strings(window) if any(w in text for w in words)
    ]
    assert leaks == []
