"""Phases out of order in the console, on real game files in tmp_path: a late order makes a
committed phase stale until it is re-resolved (checked against the engine), and a later
phase holding early orders says why it cannot resolve yet."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Order
from engine.store import GameStore, PhaseStatus
from mastergui import dialogs
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.models.orders import OrderState

from .conftest import OPEN, engine_trace


def test_a_late_order_makes_a_committed_phase_stale_until_re_resolved(
    window: MainWindow, qtbot: QtBot, game_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dialogs, "confirm", lambda *_a: True)  # the re-resolve asks first
    session = window.session
    session.show_phase(2)
    viewer = window.workspace.viewer
    assert "committed" in viewer.status.text()
    assert not window.resolve_action.isEnabled()
    session.add_order(Order("Нина", "investigation", ("Борис",)))
    with GameStore.open(game_file) as store:
        assert store.phase_status(2).status is PhaseStatus.STALE
    assert "STALE" in viewer.status.text()
    assert window.reresolve_action.isEnabled()
    window.reresolve_action.trigger()
    with GameStore.open(game_file) as store:
        assert store.phase_status(2).status is PhaseStatus.COMMITTED
        trace = store.trace(2)
    # the late order took part: it ran or was judged (here: her one investigation is spent)
    judged = [*trace.orders, *(r.order for r in trace.rejected)]
    assert any(o.actor == "Нина" and o.targets == ("Борис",) for o in judged)
    assert window.session.view.trace == trace == engine_trace(game_file, 2)


def test_a_later_phase_with_early_orders_shows_why_it_cannot_resolve(window: MainWindow) -> None:
    session = window.session
    session.show_phase(OPEN + 1)  # the test game keeps phase 5's orders while 4 is open
    view = session.view
    assert view.trace is None and "phase 4 is not committed" in (view.problem or "")
    assert len(view.orders) > 0
    assert "cannot be resolved" in window.workspace.viewer.status.text()
    assert not window.commit_action.isEnabled() and not window.resolve_action.isEnabled()
    window.show_tab(TAB_ORDERS)
    states = {
        window.workspace.inbox.model.row_at(r).state
        for r in range(window.workspace.inbox.model.rowCount())
    }
    assert states == {OrderState.UNRESOLVED}
