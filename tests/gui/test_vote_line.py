"""Issue 29, item 5: a vote in one line — «Алиса Лев» or «Алиса → Лев» and Enter records
it, names completed from their beginnings (a name of several words too); a line that
names no vote records nothing and says why."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.views.vote_line import read_vote_line

from .keys import type_text

NAMES = ["Алиса", "Лев", "Лера", "Вася Пупкин", "Вася"]


@pytest.mark.parametrize(
    ("line", "vote"),
    [
        ("Алиса Лев", ("Алиса", "Лев")),
        ("Алиса → Лев", ("Алиса", "Лев")),
        ("алиса->лев", ("Алиса", "Лев")),
        ("Ал Лев", ("Алиса", "Лев")),
        ("Ал Лер", ("Алиса", "Лера")),
        ("Вася Пупкин Алиса", ("Вася Пупкин", "Алиса")),
        ("Вася Алиса", ("Вася", "Алиса")),
        ("Алиса -", ("Алиса", None)),
        ("Алиса", ("Алиса", None)),
    ],
)
def test_a_line_reads_as_a_vote(line: str, vote: tuple[str, str | None]) -> None:
    assert read_vote_line(line, NAMES) == vote


@pytest.mark.parametrize("line", ["Алиса Ле", "Боря Лев", "Алиса Лев Лера", ""])
def test_a_line_that_is_no_vote_says_so(line: str) -> None:
    assert isinstance(read_vote_line(line, NAMES), str)


def test_typing_a_vote_and_enter_records_it(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    assert session is not None and window.workspace is not None
    window.show_tab(TAB_ORDERS)
    line = window.workspace.inbox.votes.line
    line.setFocus()
    type_text(line, "Ал Нин")  # Алиса → Нина
    with qtbot.waitSignal(session.changed):
        qtbot.keyClick(line, Qt.Key.Key_Return)
    assert session.view.inputs.votes.get("Алиса") == "Нина"
    assert line.text() == ""
    before = dict(session.view.inputs.votes)
    type_text(line, "Ктото Лев")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert dict(session.view.inputs.votes) == before
    assert "Ктото" in line.toolTip()
