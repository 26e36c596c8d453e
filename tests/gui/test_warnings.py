"""Issue 10, item 8: warnings that must come — undoing a commit whose private messages were
already marked sent, and re-resolving stale phases (said at open, asked with what changes,
before the committed traces are replaced)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Order
from engine.store import GameStore, PhaseStatus
from mastergui import dialogs, stale
from mastergui.main_window import MainWindow
from mastergui.settings import Settings

from .conftest import OPEN


def test_undo_commit_warns_about_messages_already_sent(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    assert session is not None and window.workspace is not None
    monkeypatch.setattr(dialogs, "confirm", lambda *_a: True)
    window.commit()
    assert session.open_phase == OPEN + 1
    panel = window.workspace.post
    panel.ensure_loaded()
    first = panel.copy_next()  # copied to the player: marked sent in the store
    assert first is not None
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _t, text: asked.append(text) or False)
    window.undo_commit()
    assert len(asked) == 1 and "already marked sent" in asked[0] and first in asked[0]
    assert session.open_phase == OPEN + 1  # refused: nothing undone


def test_undo_commit_without_sent_messages_has_no_warning(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _t, text: asked.append(text) or False)
    window.undo_commit()
    assert len(asked) == 1 and "already marked sent" not in asked[0]


def test_stale_phases_are_announced_and_re_resolved_only_after_seeing_the_changes(
    window: MainWindow,
    qtbot: QtBot,
    game_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session = window.session
    assert session is not None
    session.show_phase(2)
    session.add_order(Order("Борис", "katana", ("Вера",)))  # a late katana: HP changes
    assert [p.number for p in session.phases() if p.status is PhaseStatus.STALE]
    # opening the game says so
    again = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(again)
    session.store.close()
    assert again.open_game(game_file)
    assert "Stale" in again.message_bar.label.text() and again.message_bar.isVisibleTo(again)
    assert again.session is not None
    with GameStore.open(game_file) as store:
        old = {n: store.trace(n) for n in range(2, OPEN)}
    # refused: nothing changes
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _t, text: asked.append(text) or False)
    again.reresolve_stale()
    assert len(asked) == 1 and "Phase 2:" in asked[0]
    with GameStore.open(game_file) as store:
        assert store.phase_status(2).status is PhaseStatus.STALE
    # agreed: the store's own re-resolution is what the dialog announced
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _t, text: asked.append(text) or True)
    again.reresolve_stale()
    with GameStore.open(game_file) as store:
        assert store.phase_status(2).status is PhaseStatus.COMMITTED
        new = {n: store.trace(n) for n in range(2, OPEN)}
    announced = asked[-1]
    for number in range(2, OPEN):
        old_trace, new_trace = old[number], new[number]
        assert old_trace is not None and new_trace is not None
        for line in stale.differences(old_trace, new_trace):
            assert line in announced
    assert any(stale.differences(old[n], new[n]) for n in range(2, OPEN))  # type: ignore[arg-type]
    again.close()
