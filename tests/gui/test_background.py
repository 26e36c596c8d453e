"""Issue 10, item 12: work off the UI thread and views that honour `Changes` — the what-if
scan runs in a thread (the tab is usable at once, the ≠ marks follow and are the engine's),
and a change of sent marks alone leaves the resolution views' models alone."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from pytestqt.qtbot import QtBot

from mastergui import background, bridge
from mastergui.main_window import TAB_WHATIF, MainWindow
from mastergui.settings import Settings


def test_the_what_if_scan_runs_in_the_background(window: MainWindow, qtbot: QtBot) -> None:
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    whatif = workspace.whatif
    with qtbot.waitSignal(whatif.scan_done, timeout=60_000):
        window.show_tab(TAB_WHATIF)
        assert whatif.ruling.count() > 0  # listed at once, before the scan is done
    view = session.view
    assert view.trace is not None
    expected = bridge.ruling_impacts(
        session.ruleset, view.state, view.inputs, view.trace, session.rulings_in_force()
    )
    assert whatif.impacts() == expected
    marked = {
        whatif.ruling.itemData(i)
        for i in range(whatif.ruling.count())
        if whatif.ruling.itemText(i).startswith("≠")
    }
    assert marked == {rid for (rid, _o), changed in expected.items() if changed}
    qtbot.waitUntil(lambda: background.pending() == 0)


def test_sent_marks_alone_do_not_reset_the_resolution_views(
    window: MainWindow, qtbot: QtBot
) -> None:
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    posts = workspace.post
    posts.ensure_loaded()
    assert posts.current is not None and posts.current.messages
    resets: list[str] = []
    viewer = workspace.viewer
    for name, model in (
        ("steps", viewer.steps_model),
        ("matrix", viewer.matrix_model),
        ("orders", workspace.inbox.model),
    ):
        model.modelReset.connect(lambda n=name: resets.append(n))
    with qtbot.waitSignal(session.changed):
        session.set_sent([posts.current.messages[0]], True)
    assert resets == []
    with qtbot.waitSignal(session.changed):  # an order does reset them
        session.withdraw_order(session.view.orders[0].id)
    assert "steps" in resets and "matrix" in resets


def test_opening_still_reports_integrity_problems(
    window: MainWindow, qtbot: QtBot, game_file: Path, tmp_path: Path
) -> None:
    """The demo's check moved into the warm-up thread; an opened game's problems still
    reach the message bar."""
    session = window.session
    assert session is not None
    session.store.close()
    db = sqlite3.connect(game_file)
    trace = db.execute("SELECT trace FROM phases WHERE number = 1").fetchone()[0]
    with db:
        db.execute(
            "UPDATE phases SET trace = ?, verified = NULL WHERE number = 1",
            (trace.replace('"hp_after":', '"hp_after":1', 1),),
        )
    db.close()
    other = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(other)
    assert other.open_game(game_file)
    assert other.session is not None
    qtbot.waitUntil(lambda: "Integrity check" in other.message_bar.label.text(), timeout=60_000)
    other.close()
