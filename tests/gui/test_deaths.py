"""Issue 10, item 1: a death whose HP fell in an earlier phase (the avenger: «получает
статус при смерти ... и умирает в конце следующей фазы») is shown with the phase it fell
in — "fell at step 8 of phase 4; died at the end of phase 5" — in the summary, the Deaths
tab, the why chain and the matrix, from the trace's `fell_in` (never a step of this phase)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mastergui import games
from mastergui.main_window import MainWindow
from mastergui.models.deaths import why_rows
from mastergui.models.roles import Role
from mastergui.settings import Settings

PLACE = "fell at step 8 of phase 4; died at the end of phase 5"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(win)
    assert win.open_game(games.ensure_demo(tmp_path))  # phase 5 open: Рита's extra phase
    return win


def test_the_avengers_death_names_the_phase_hp_fell_in(window: MainWindow) -> None:
    session = window.session
    assert session is not None and window.workspace is not None
    trace = session.view.trace
    assert trace is not None and trace.number == 5
    death = next(d for d in trace.deaths if d.player == "Рита")
    assert (death.step, death.fell_in) == (8, 4)  # the engine's facts
    assert f"Рита ({PLACE}, frag: Глеб)" in window.workspace.summary.text()
    viewer = window.workspace.viewer
    deaths = viewer.deaths_model
    row = next(r for r in range(deaths.rowCount()) if deaths.index(r, 0).data() == "Рита")
    assert deaths.index(row, 1).data() == PLACE
    assert deaths.index(row, 0).data(Role.STEP) is None  # step 8 of phase 5 is not hers
    last = why_rows(session.texts, trace, "Рита")[-1]
    assert PLACE in last.what and last.step == ""
    matrix = viewer.matrix_model
    column = matrix.column_of_step(8)
    if column >= 0:
        assert not str(matrix.index(matrix.row_of("Рита"), column).data()).startswith("✝")
    frag = matrix.index(matrix.row_of("Рита"), matrix.frag_column()).data()
    assert PLACE in frag


def test_a_death_in_its_own_phase_keeps_the_plain_step(window: MainWindow) -> None:
    session = window.session
    assert session is not None and window.workspace is not None
    session.show_phase(3)  # Мира: HP fell at step 7 of phase 3, dead in phase 3
    text = window.workspace.summary.text()
    assert "Мира (step 7, frag: Борис)" in text
    assert "fell at" not in text
