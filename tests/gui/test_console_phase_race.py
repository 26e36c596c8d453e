"""Issue 31.1 in the console: the master adds an order or a vote to the phase on screen, and
another program committed that phase a moment before (before the console's poll noticed):
nothing lands in the committed phase, the master is told, and the view moves on."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from engine import Order
from engine.store import GameStore, PhaseStatus
from mastergui.main_window import MainWindow

from .conftest import OPEN


def test_an_input_to_a_phase_committed_meanwhile_is_refused_and_said(
    window: MainWindow, game_file: Path, qtbot: QtBot
) -> None:
    session = window.session
    assert session is not None and session.phase == OPEN and not session.view.committed
    with GameStore.open(game_file) as other:
        other.commit(OPEN)
        orders = len(other.orders(OPEN))
    said: list[str] = []
    session.failed.connect(said.append)
    assert session.add_order(Order("Нина", "investigation", ("Борис",))) is None
    assert len(said) == 1 and f"Phase {OPEN} was committed meanwhile by another program" in said[0]
    with GameStore.open(game_file) as store:
        assert store.phase_status(OPEN).status is PhaseStatus.COMMITTED
        assert len(store.orders(OPEN)) == orders
    assert session.phase == OPEN + 1  # the console shows the phase open now
    # the same happens to a vote in a console that has not looked again
    with GameStore.open(game_file) as other:
        other.commit(OPEN + 1)
    assert session.set_vote("Нина", "Борис") is None
    assert len(said) == 2 and f"Phase {OPEN + 1} was committed meanwhile" in said[1]
    with GameStore.open(game_file) as store:
        assert store.phase_status(OPEN + 1).status is PhaseStatus.COMMITTED


def test_undo_commit_of_a_commit_not_seen_is_refused(window: MainWindow, game_file: Path) -> None:
    session = window.session
    assert session is not None and session.phase == OPEN
    with GameStore.open(game_file) as other:
        other.commit(OPEN)  # the console still shows phase OPEN - 1 as the last commit
    said: list[str] = []
    session.failed.connect(said.append)
    assert session.undo_commit() is None
    assert len(said) == 1 and f"phase {OPEN} was committed meanwhile" in said[0]
    with GameStore.open(game_file) as store:
        assert store.phase_status(OPEN).status is PhaseStatus.COMMITTED
        assert store.phase_status(OPEN - 1).status is PhaseStatus.COMMITTED
