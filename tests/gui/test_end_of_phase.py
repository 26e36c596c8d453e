"""Issue 29, item 10: the HP cap of AM-15 «Возвращение» is done at the end of the phase
(«Стартовое и максимальное здоровье - 130 хп», ruling hp_cap: end_of_phase), after every
step: the viewer shows it under its own «Конец фазы» heading, not under step 27 (Кара),
while the JSON keeps the last step's number and marks the event `end_of_phase`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from engine.trace import END_OF_PHASE, HpEvent
from mastergui import i18n
from mastergui.main_window import TAB_VIEWER, MainWindow
from mastergui.models.roles import Role
from mastergui.settings import Settings

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "am15_return_demo.yaml"
NIGHT = 2  # night 1 of the demo: the monks Алиса and Нина regenerate to 110, cut to 100


def _open(qtbot: QtBot, tmp_path: Path, lang: str) -> MainWindow:
    scenario = load_scenario(DEMO)
    path = tmp_path / "game.mmc"
    GameStore.create(path, scenario, commit_upto=len(scenario.phases) - 1).close()
    win = MainWindow(Settings(), lang, tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.open_game(path)
    assert win.session is not None
    win.session.show_phase(NIGHT)
    win.show_tab(TAB_VIEWER)
    return win


def _cap_rows(win: MainWindow) -> list[HpEvent]:
    assert win.workspace is not None
    model = win.workspace.viewer.events_model
    items = [model.index(r, 0).data(Role.ITEM) for r in range(model.rowCount())]
    return [i for i in items if isinstance(i, HpEvent) and i.ability == "cap"]


def test_the_hp_cap_shows_under_the_end_of_the_phase(qtbot: QtBot, tmp_path: Path) -> None:
    win = _open(qtbot, tmp_path, "en")
    assert win.workspace is not None
    viewer = win.workspace.viewer
    steps = viewer.steps_model
    numbers = [steps.step_at(r) for r in range(steps.rowCount())]
    # the night's 27 steps, then the end of the phase, last
    assert numbers[-2:] == [27, END_OF_PHASE]
    last = steps.rowCount() - 1
    assert steps.index(last, 1).data() == "End of phase"
    assert steps.index(last, 0).data() == ""  # no step number of its own
    for number in numbers[:-1]:
        assert number is not None
        viewer.select_step(number)
        assert _cap_rows(win) == [], f"a cap event under step {number}"
    viewer.select_step(END_OF_PHASE)
    assert viewer.step_title.text() == "End of phase"
    cut = {(e.target, e.hp_before, e.hp_after) for e in _cap_rows(win)}
    assert cut == {("Алиса", 110, 100), ("Нина", 110, 100)}
    # the matrix: 110 after step 26 (the monk's +10), 100 in the end-of-phase column
    matrix = viewer.matrix_model
    assert matrix.steps[-1] == END_OF_PHASE
    end, regen = matrix.column_of_step(END_OF_PHASE), matrix.column_of_step(26)
    assert matrix.headerData(end, Qt.Orientation.Horizontal) == "End"
    alice = matrix.row_of("Алиса")
    assert matrix.index(alice, regen).data() == "110"
    assert matrix.index(alice, end).data() == "100"
    # Алиса's "why": the cut is at the end of the phase, and a double-click goes there
    viewer.select_step(26)
    viewer.show_why("Алиса")
    why = viewer.why_model
    cap = cut_event(win)
    row = next(r for r in range(why.rowCount()) if why.index(r, 0).data(Role.ITEM) == cap)
    assert why.index(row, 0).data() == "End"
    viewer._why_jump(why.index(row, 0))
    assert viewer.current_step == END_OF_PHASE
    win.close()


def cut_event(win: MainWindow) -> HpEvent:
    assert win.session is not None and win.session.view.trace is not None
    trace = win.session.view.trace
    return next(e for e in trace.events() if e.ability == "cap" and e.target == "Алиса")


def test_the_end_of_the_phase_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    i18n.install("ru")
    try:
        win = _open(qtbot, tmp_path, "ru")
        assert win.workspace is not None
        viewer = win.workspace.viewer
        viewer.select_step(END_OF_PHASE)
        QApplication.processEvents()
        assert viewer.step_title.text() == "Конец фазы"
        last = viewer.steps_model.rowCount() - 1
        assert viewer.steps_model.index(last, 1).data() == "Конец фазы"
        win.close()
    finally:
        i18n.install("en")
