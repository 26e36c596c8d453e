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
    players.table.sortByColumn(PlayerColumn.NAME, Qt.SortOrder.DescendingOrder)
    players.hide_box.setChecked(True)  # fewer columns, the town's statuses
    QApplication.processEvents()
    assert our_widths(players.table) == qt_widths(players.table)
    window.close()
