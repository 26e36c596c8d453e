"""Columns sized to their contents (issue 10: the console on screen sooner). `fit_columns`
measures each row's text instead of letting Qt lay out every cell: the widths a master sees
must be exactly those Qt's own `resizeColumnsToContents` gives, for every ruleset's demo,
in Russian and English, sorted by any column and with secrets hidden."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui import i18n
from mastergui.main_window import MainWindow
from mastergui.models.players import PlayerColumn
from mastergui.settings import Settings
from mastergui.views.fit import fit_columns

DEMOS = Path(__file__).resolve().parents[2] / "resources" / "demo"


@pytest.fixture(params=["ru", "en"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def widths(table: QTableView) -> list[int | None]:
    """Each column's width; None for the last one shown, which stretches to the edge."""
    header = table.horizontalHeader()
    shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
    last = max(shown, key=header.visualIndex) if header.stretchLastSection() else None
    return [None if c == last else header.sectionSize(c) for c in range(header.count())]


def qt_widths(table: QTableView) -> list[int | None]:
    table.resizeColumnsToContents()
    return widths(table)


def our_widths(table: QTableView) -> list[int | None]:
    header = table.horizontalHeader()
    for column in range(header.count()):
        header.resizeSection(column, 7)  # nothing left over from before
    fit_columns(table)
    return widths(table)


def step_widths(table: QTableView, ours: bool) -> list[int]:
    """The step list's number and events columns (bold where a step did something)."""
    for column in (0, 2):
        table.horizontalHeader().resizeSection(column, 7)
    if ours:
        fit_columns(table, (0, 2))
    else:
        table.resizeColumnToContents(0)
        table.resizeColumnToContents(2)
    return [table.horizontalHeader().sectionSize(c) for c in (0, 2)]


@pytest.mark.parametrize("demo", sorted(p.name for p in DEMOS.glob("*.yaml")))
def test_the_widths_are_qts_own(qtbot: QtBot, tmp_path: Path, lang: str, demo: str) -> None:
    scenario = load_scenario(DEMOS / demo)
    path = tmp_path / "demo.mmc"
    GameStore.create(path, scenario, commit_upto=len(scenario.phases) - 1).close()
    window = MainWindow(Settings(), lang, tmp_path)
    qtbot.addWidget(window)
    assert window.open_game(path)
    window.show()
    qtbot.waitExposed(window)
    assert window.workspace is not None
    players = window.workspace.players
    matrix = window.workspace.viewer.matrix
    assert our_widths(players.table) == qt_widths(players.table)
    assert our_widths(matrix) == qt_widths(matrix)
    steps = window.workspace.viewer.steps
    assert step_widths(steps, ours=True) == step_widths(steps, ours=False)
    players.table.sortByColumn(PlayerColumn.NAME, Qt.SortOrder.DescendingOrder)
    players.hide_box.setChecked(True)  # fewer columns, the town's statuses
    QApplication.processEvents()
    assert our_widths(players.table) == qt_widths(players.table)
    window.close()


def test_a_bold_cell_is_measured_bold(qtbot: QtBot) -> None:
    """The same text, once bold: by the table's font the two tie (the plain one comes
    first), but the bold one is wider, and Qt sizes the column to it."""
    from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel

    model = QStandardItemModel(0, 1)
    bold = QFont()
    bold.setBold(True)
    for is_bold in (False, True):
        item = QStandardItem("Ш" * 12)
        if is_bold:
            item.setFont(bold)
        model.appendRow(item)
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    table.horizontalHeader().setStretchLastSection(False)
    assert our_widths(table) == qt_widths(table)
