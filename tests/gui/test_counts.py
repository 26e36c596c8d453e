"""Issue 10, item 6: one set of order counts everywhere — the inbox header, the phase
summary under the player table and the commit dialog say the same, and a withdrawn order
stays counted (as withdrawn) instead of vanishing from the summary."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from mastergui import dialogs
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.models.orders import OrderState, counts_text, inbox_rows, order_counts


def test_header_summary_and_commit_dialog_count_alike(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    window.show_tab(TAB_ORDERS)
    first = session.view.orders[0]
    with qtbot.waitSignal(session.changed):
        session.withdraw_order(first.id)
    rows = inbox_rows(session.texts, session.view.orders, session.view.trace)
    counts = order_counts(rows)
    assert counts[OrderState.WITHDRAWN] == 1
    assert sum(counts.values()) == len(session.view.orders)  # every stored order counted
    expected = counts_text(rows)
    assert "withdrawn: 1" in expected
    assert workspace.inbox.summary.text().endswith(expected)
    assert expected in workspace.summary.text()
    shown: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _title, text: shown.append(text) or False)
    window.commit()
    assert len(shown) == 1 and expected in shown[0]
