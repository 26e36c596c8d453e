"""The console and a game file it cannot fully trust (issue 9): a damaged row is named and
the console stays usable; another program's change shows within a poll; a second console is
warned; a commit of a phase that changed since the master looked at it stops."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Scenario
from engine.model.state import Order
from engine.store import GameStore
from engine.store.lock import GameLock
from mastergui import dialogs
from mastergui.main_window import MainWindow
from mastergui.settings import Settings

OPEN = 4  # the test game's open phase


@pytest.fixture
def game_file(tmp_path: Path, demo: Scenario) -> Path:
    path = tmp_path / "game.mmc"
    GameStore.create(path, demo, commit_upto=OPEN - 1).close()
    return path


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def test_a_damaged_row_is_named_and_the_console_stays_usable(
    window: MainWindow, game_file: Path
) -> None:
    conn = sqlite3.connect(game_file)
    with conn:
        order_id = conn.execute("SELECT MIN(id) FROM orders WHERE phase = ?", [OPEN]).fetchone()[0]
        conn.execute("UPDATE orders SET targets = '{not json' WHERE id = ?", [order_id])
    conn.close()
    assert window.open_game(game_file)  # no exception out of the open slot
    where = f"table orders, row {order_id}, field targets"
    assert window.message_bar.isVisible() and where in window.message_bar.label.text()
    session = window.session
    assert session is not None and session.phase == OPEN
    assert session.view.problem is not None and where in session.view.problem
    session.show_phase(2)  # the rest of the game is there
    assert session.view.trace is not None and session.view.trace.number == 2
    assert window.workspace is not None and window.workspace.players.isVisible()


def test_another_programs_change_shows_and_is_said(
    qtbot: QtBot, window: MainWindow, game_file: Path
) -> None:
    assert window.open_game(game_file)
    session = window.session
    assert session is not None
    before = len(session.view.orders)
    with GameStore.open(game_file) as other:
        other.add_order(OPEN, Order("Борис", "katana", ("Лев",)))
    qtbot.waitUntil(lambda: len(session.view.orders) == before + 1, timeout=5000)
    assert "changed by another program" in window.message_bar.label.text()


def test_a_second_console_is_warned_at_open(window: MainWindow, game_file: Path) -> None:
    first = GameLock.acquire(game_file)  # the other console
    try:
        assert window.open_game(game_file)
        text = window.message_bar.label.text()
        assert window.message_bar.isVisible() and "open in another console" in text
    finally:
        first.release()


def test_a_commit_stops_when_the_phase_changed_since_it_was_shown(
    window: MainWindow, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.open_game(game_file)
    session = window.session
    assert session is not None
    with GameStore.open(game_file) as other:  # before the next poll: the view is outdated
        other.add_order(OPEN, Order("Борис", "katana", ("Лев",)))
    monkeypatch.setattr(dialogs, "confirm", lambda *_a: True)
    window.commit_action.trigger()
    text = window.message_bar.label.text()
    assert "changed since you confirmed it" in text and "Борис katana" in text
    assert session.open_phase == OPEN  # nothing committed
    with GameStore.open(game_file, read_only=True) as store:
        assert store.trace(OPEN) is None
    assert any(
        r.order.actor == "Борис" and r.order.ability == "katana" for r in session.view.orders
    )  # and the view shows what is stored now
    window.commit_action.trigger()  # looked at again: it commits
    assert session.open_phase == OPEN + 1


def test_a_change_seen_while_the_dialog_is_open_still_stops_the_commit(
    window: MainWindow, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The view refreshes under the open confirm dialog (a poll): the commit compares with
    what the dialog showed, not with the refreshed view."""
    assert window.open_game(game_file)
    session = window.session
    assert session is not None

    def confirm_while_another_program_writes(*_args: object) -> bool:
        with GameStore.open(game_file) as other:
            other.add_order(OPEN, Order("Борис", "katana", ("Лев",)))
        assert session.poll_file()  # the poll that fires while the dialog waits
        return True

    monkeypatch.setattr(dialogs, "confirm", confirm_while_another_program_writes)
    window.commit_action.trigger()
    assert "changed since you confirmed it" in window.message_bar.label.text()
    assert session.open_phase == OPEN
