"""Issue 10, item 12: a game opens off the UI thread. The store is opened, checked and its
open phase resolved in a worker thread (its own connection, handed over once the worker
is done); the GUI thread only builds the views. The window keeps answering meanwhile, the
status bar says what is being opened, and a failure or a superseded opening is handled."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Scenario
from engine.store import GameStore
from mastergui import background, opening
from mastergui.main_window import MainWindow
from mastergui.session import PhaseView
from tests.gui.conftest import OPEN


@pytest.fixture
def second_game(tmp_path: Path, demo: Scenario) -> Path:
    """Another game file: the test game with one phase fewer committed."""
    path = tmp_path / "second.mmc"
    GameStore.create(path, demo, commit_upto=OPEN - 2, title="Second game").close()
    return path


def test_a_game_opens_in_a_worker_and_the_gui_thread_takes_the_store(
    window: MainWindow, qtbot: QtBot, second_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    computed: list[tuple[str, PhaseView]] = []
    real = opening.compute_view

    def recording(store: GameStore, number: int, resolve: bool = True) -> PhaseView:
        view = real(store, number, resolve)
        computed.append((threading.current_thread().name, view))
        return view

    monkeypatch.setattr(opening, "compute_view", recording)
    old = window.session
    with qtbot.waitSignal(window.game_opened, timeout=60_000) as opened:
        window.open_game_later(second_game)
        # at once, before the worker is done: the window says what it opens, keeps the
        # old game on screen, and answers (a tab switch is processed)
        assert window.statusBar().currentMessage() == "Opening second.mmc…"
        assert window.session is old
    assert opened.args == [True]
    session = window.session
    assert session is not None and session is not old
    assert session.path == second_game and session.title == "Second game"
    assert session.open_phase == OPEN - 1
    # the open phase was resolved once, in the worker, and the session kept that view
    [(thread, view)] = computed
    assert thread == "mastergui-open"
    assert session.view is view and not view.resolving  # a game the master opens: resolved
    assert window.statusBar().currentMessage() == ""
    # the GUI thread now owns the connection: it reads and writes without SQLite's
    # "objects created in a thread" error
    session.store.set_title("Renamed here")
    with GameStore.open(second_game, read_only=True) as reread:
        assert reread.title == "Renamed here"
    qtbot.waitUntil(lambda: background.pending() == 0, timeout=60_000)


def test_a_file_that_cannot_open_is_named_and_the_old_game_stays(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    junk = tmp_path / "junk.mmc"
    junk.write_bytes(b"not a game at all" * 100)
    old = window.session
    with qtbot.waitSignal(window.game_opened, timeout=60_000) as opened:
        window.open_game_later(junk)
    assert opened.args == [False]
    assert window.session is old  # still on screen and usable
    assert window.message_bar.isVisible()
    assert window.message_bar.label.text().count("junk.mmc") == 1
    assert window.statusBar().currentMessage() == ""


def test_a_later_opening_supersedes_an_earlier_one(
    window: MainWindow,
    qtbot: QtBot,
    game_file: Path,
    second_game: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A master who picks a second recent game before the first one has loaded gets the
    second; the first one's store is closed, never shown."""
    made: list[opening.Opened | opening.NotOpened] = []
    real = opening.open_or_fail

    def recording(path: Path) -> opening.Opened | opening.NotOpened:
        result = real(path)
        made.append(result)
        return result

    monkeypatch.setattr(opening, "open_or_fail", recording)
    with qtbot.waitSignal(window.game_opened, timeout=60_000) as opened:
        window.open_game_later(game_file)
        window.open_game_later(second_game)
    assert opened.args == [True]
    qtbot.waitUntil(lambda: background.pending() == 0, timeout=60_000)
    assert window.session is not None and window.session.path == second_game
    first = next(r for r in made if r.path == game_file)
    assert isinstance(first, opening.Opened) and first.store.closed


def test_a_scenario_handed_to_open_later_is_imported(
    window: MainWindow,
    qtbot: QtBot,
    game_scenario: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from mastergui import dialogs

    monkeypatch.setattr(dialogs, "ask_number", lambda *_a: 2)
    with qtbot.waitSignal(window.game_opened, timeout=60_000) as opened:
        window.open_game_later(game_scenario)
    assert opened.args == [True]
    assert window.session is not None and window.session.path.parent == tmp_path
    assert window.session.open_phase == 3
