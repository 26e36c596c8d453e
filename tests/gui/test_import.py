"""Issue 10, item 4: importing a scenario asks which phases to commit (the default keeps
the last one open for its orders), clears an old error on success, and the window title
names the game and its file."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.store import GameStore, PhaseStatus
from mastergui import dialogs
from mastergui.main_window import MainWindow


def test_import_asks_which_phases_to_commit(
    window: MainWindow, tmp_path: Path, game_scenario: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, int, int, int]] = []

    def answer(_parent: object, _title: str, text: str, default: int, low: int, high: int) -> int:
        asked.append((text, default, low, high))
        return default  # the master takes the default

    monkeypatch.setattr(dialogs, "ask_number", answer)
    window.message_bar.show_message("an old error")
    target = tmp_path / "imported.mmc"
    assert window.import_scenario(game_scenario, target)
    text, default, low, high = asked[0]
    assert (default, low, high) == (4, 0, 5) and "Phases in console.yaml: 5." in text
    with GameStore.open(target) as store:
        statuses = [p.status for p in store.phases()]
        assert statuses[:4] == [PhaseStatus.COMMITTED] * 4
        assert store.open_phase() == 5  # the last phase left open, its orders waiting
        assert store.orders(5)
    assert not window.message_bar.isVisible()  # the old error is gone
    session = window.session
    assert session is not None and session.path == target
    title = window.windowTitle()
    assert session.title in title and "imported.mmc" in title


def test_refusing_the_question_imports_nothing(
    window: MainWindow, tmp_path: Path, game_scenario: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dialogs, "ask_number", lambda *_a: None)
    target = tmp_path / "never.mmc"
    assert not window.import_scenario(game_scenario, target)
    assert not target.exists()
