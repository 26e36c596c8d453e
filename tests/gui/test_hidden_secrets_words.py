"""Issue 29, item 2: with secrets hidden (Ctrl+Shift+H) nothing on screen names a secret
role or an ordered ability: not the Undo/Redo labels (they read «Повторить: Вернуть заявку
(Злыдень: redirect)»), the title, the status bar, tooltips, menus or any visible widget."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui import i18n
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.settings import Settings

from .visible_text import visible_strings

DEMOS = sorted((Path(__file__).resolve().parents[2] / "resources" / "demo").glob("*.yaml"))


def secret_words(window: MainWindow) -> set[str]:
    """The living players' secret roles and the secret abilities ordered this phase, by
    their names — less what the phase's public post says anyway (a death's announced
    role) and the game's own title («Метаморфы» names a role too)."""
    session = window.session
    assert session is not None
    texts = session.texts
    state = session.view.state
    words = {texts.secret_role(p.secret_role) for p in state.players if p.alive}
    for row in session.view.orders:
        found = session.ruleset.abilities_by_id(row.order.ability)
        if found and not found[0].public:
            words.add(texts.ability(row.order.ability))
    public = session.title + " " + public_post(window)
    return {w for w in words if len(w) > 3 and w not in public}


def public_post(window: MainWindow) -> str:
    from engine.export.post import public_post as render

    session = window.session
    assert session is not None
    view = session.view
    if view.trace is None:
        return ""
    return render(session.ruleset, view.trace, view.after, lang=session.lang)


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


@pytest.mark.parametrize("demo", DEMOS, ids=lambda p: p.stem)
def test_nothing_secret_in_russian_for_every_demo(qtbot: QtBot, tmp_path: Path, demo: Path) -> None:
    """The same in Russian on each ruleset's demo (the hacker's «Вернуть заявку (Злыдень:
    redirect)» was MafiaLife's)."""
    i18n.install("ru")
    try:
        path = tmp_path / "game.mmc"
        scenario = load_scenario(demo)
        GameStore.create(path, scenario, commit_upto=len(scenario.phases) - 1).close()
        win = MainWindow(Settings(), "ru", tmp_path)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        assert win.open_game(path)
        session = win.session
        assert session is not None and session.view.orders
        stored = session.view.orders[-1]
        session.withdraw_order(stored.id)
        session.restore_order(stored.id)
        win.undo()
        words = secret_words(win)
        win.hide_secrets_action.trigger()
        leaks = [(w, t) for w, t in visible_strings(win) if any(s in t for s in words)]
        win.close()
        assert leaks == []
    finally:
        i18n.install("en")
