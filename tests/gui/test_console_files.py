"""Game files in the console, on real files in tmp_path: a scenario dropped on the window
becomes a game, a bad one is refused naming the file and line, and a game exported as a
scenario reads back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent
from pytestqt.qtbot import QtBot

from mastergui import dialogs
from mastergui.main_window import MainWindow
from mastergui.settings import Settings

from .conftest import OPEN


def test_a_dropped_scenario_becomes_a_game(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    game_scenario: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(dialogs, "ask_number", lambda *_a: 5)  # commit all five phases
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(game_scenario))])
    event = QDropEvent(
        QPoint(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    old = window.session
    window.dropEvent(event)
    qtbot.waitUntil(lambda: window.session is not old)
    assert window.session.path.parent == tmp_path and window.session.path.suffix == ".mmc"
    assert window.session.open_phase == 6  # every scenario phase committed, as chosen
    assert str(window.session.path) in Settings().recent_files()


def test_a_bad_scenario_is_refused_with_the_file_and_line(
    window: MainWindow, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "ruleset: am15\nplayers:\n  - {name: A, public: nobody, secret: ninja}\n", encoding="utf-8"
    )
    assert not window.import_scenario(bad)
    assert window.message_bar.isVisible()
    assert "bad.yaml" in window.message_bar.label.text()
    assert ":3" in window.message_bar.label.text()
    assert window.message_bar.label.text().count("bad.yaml") == 1  # the file named once


def test_export_scenario_round_trips(window: MainWindow, tmp_path: Path) -> None:
    target = tmp_path / "out.yaml"
    assert window.export_scenario(target)
    from engine import load_scenario

    again = load_scenario(target)
    assert len(again.phases) >= OPEN - 1
    assert [p.name for p in again.players] == window.session.names()
