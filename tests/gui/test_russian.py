"""Issue 10, item 9: Russian throughout — rulings shown by their Russian words, not ids
("frag_threshold = at_or_below_zero", "Действует: phase_start"), and phrasings that do
not decline player names («у Кира»)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Order, builtin_ruleset
from engine.texts import render_reason
from engine.trace import Rejection
from mastergui import games, i18n
from mastergui.main_window import TAB_WHATIF, MainWindow
from mastergui.settings import Settings

RS = builtin_ruleset("am15")
IDS = re.compile(r"\b[a-z]+_[a-z_]+\b")  # a ruling or option id such as at_or_below_zero


@pytest.fixture
def russian(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    i18n.install("ru")
    win = MainWindow(Settings(), "ru", tmp_path)
    qtbot.addWidget(win)
    assert win.open_game(games.ensure_demo(tmp_path))
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    i18n.install("en")


def test_rulings_read_in_russian(russian: MainWindow) -> None:
    session, workspace = russian.session, russian.workspace
    assert session is not None and workspace is not None
    session.show_phase(3)  # Мира's death relied on frag_threshold
    deaths = workspace.viewer.deaths_model
    row = next(r for r in range(deaths.rowCount()) if deaths.index(r, 0).data() == "Мира")
    shown = deaths.index(row, 4).data()
    option = RS.rulings["frag_threshold"].options
    assert shown in {o.get("ru") for o in option} and not IDS.search(shown)
    tip = deaths.index(row, 4).data(3)  # the question and the option, in words (issue 29)
    assert RS.rulings["frag_threshold"].ask("ru") in tip and not IDS.search(tip)
    russian.show_tab(TAB_WHATIF)
    whatif = workspace.whatif
    whatif.ensure_filled()
    items = [whatif.ruling.itemText(i) for i in range(whatif.ruling.count())]
    assert items and not any(IDS.search(t) for t in items)
    assert "Действует:" in whatif.question.text()
    in_force = whatif.question.text().split("Действует:")[1]
    assert not IDS.search(in_force)
    options = [whatif.option.itemText(i) for i in range(whatif.option.count())]
    assert not any(IDS.search(t) for t in options)


def test_no_declined_player_names(russian: MainWindow) -> None:
    workspace = russian.workspace
    assert workspace is not None
    workspace.viewer.show_why("Кира")
    title = workspace.viewer.why_title.text()
    assert title.startswith("Кира:") and "у Кира" not in title
    immune = Rejection(
        Order("Глеб", "pistol", ("Кира",)), "immune", {"target": "Кира", "ability": "pistol"}
    )
    assert render_reason(RS, immune, "ru").startswith("Кира: иммунитет")
