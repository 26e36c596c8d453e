"""Issue 26: the first game is on screen before its open phase is resolved. The player
table (HP, statuses), the inbox's orders and the phases come from the store; the open
phase's resolution (the engine's verdicts, the tally, the charges left, who has no order
yet, the trace) follows right after the first paint, each of them saying "resolving…"
till then — never a wrong figure — and afterwards the console is exactly the one a game
opened the usual way shows."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from mastergui import first_game
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.models.orders import OrderState
from mastergui.opening import NotOpened, Opened
from mastergui.phase_view import compute_view
from mastergui.settings import Settings
from tests.gui.conftest import engine_trace


def _started(qtbot: QtBot, folder: Path) -> MainWindow:
    """The console as `app.run` starts it: the first game opened off the GUI thread."""
    window = MainWindow(Settings(), "en", folder)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    demo: list[Path | Exception] = []
    first: list[Opened | NotOpened] = []
    first_game.prepare_first_game(None, Settings(), folder, demo, first)
    [opened] = first
    assert isinstance(opened, Opened)
    assert opened.view is not None and opened.view.resolving and opened.view.trace is None
    assert window.show_opened(opened)
    return window


def test_the_first_screen_says_resolving_then_shows_the_resolution(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _started(qtbot, tmp_path)
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    view = session.view
    # from the store: every player with HP and status, every order of the open phase
    stored = session.store.state(view.number - 1)
    rows = workspace.players.model.rows()
    assert [(r.name, r.hp, r.status_id) for r in rows] == [
        (p.name, p.hp, p.status) for p in sorted(stored.players, key=lambda p: p.seat)
    ]
    assert {r.charges for r in rows} == {"resolving…"}  # the charges left need the verdicts
    window.show_tab(TAB_ORDERS)
    inbox = workspace.inbox
    assert inbox.model.rowCount() == len(view.orders) > 0
    inbox_rows = [inbox.model.row_at(i) for i in range(inbox.model.rowCount())]
    assert {r.state for r in inbox_rows if r is not None and not r.stored.withdrawn} == {
        OrderState.UNRESOLVED
    }
    assert inbox.missing.text() == "No order yet: resolving…"
    assert inbox.votes.tally.text() == "Tally: resolving…"
    assert workspace.viewer.status.text() == f"Phase {view.number}: resolving…"
    assert not window.commit_action.isEnabled()  # nothing to commit before it is resolved

    with qtbot.waitSignal(session.changed, timeout=60_000):
        window.resolve_pending()
    assert not session.view.resolving
    assert session.view.trace == engine_trace(session.path, view.number)
    assert session.view == compute_view(session.store, view.number)
    assert not session.resolve_pending()  # once

    # the same console as a game opened the usual way
    usual = MainWindow(Settings(), "en", tmp_path / "usual")
    qtbot.addWidget(usual)
    assert usual.open_game(session.path)
    assert usual.workspace is not None
    usual.show()
    usual.show_tab(TAB_ORDERS)
    assert workspace.players.model.rows() == usual.workspace.players.model.rows()
    assert "resolving…" not in {r.charges for r in workspace.players.model.rows()}
    for label in ("missing", "summary"):
        assert getattr(inbox, label).text() == getattr(usual.workspace.inbox, label).text()
    assert inbox.votes.tally.text() == usual.workspace.inbox.votes.tally.text()
    assert workspace.viewer.status.text() == usual.workspace.viewer.status.text()
    assert workspace.summary.text() == usual.workspace.summary.text()
    assert window.commit_action.isEnabled() == usual.commit_action.isEnabled()
    usual.close()
