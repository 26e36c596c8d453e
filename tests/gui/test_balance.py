"""The Balance tab: a run off the UI thread with progress, cancel, the simulator's numbers
in the chart and the table, a comparison, CSV and PNG export."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from engine.ruleset.load import builtin_ruleset
from engine.simulate import SimConfig, run
from mastergui.views.balance import TIP, BalancePanel


@pytest.fixture
def panel(qtbot: QtBot) -> BalancePanel:
    widget = BalancePanel("am15", 14, "en")
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.games.setValue(4)
    widget.workers.setValue(1)
    widget.seed.setValue(3)
    return widget


def run_to_end(panel: BalancePanel, qtbot: QtBot) -> None:
    with qtbot.waitSignal(panel.finished, timeout=120_000):
        panel.run_button.click()
        assert not panel.run_button.isEnabled() and panel.cancel_button.isEnabled()


def test_a_run_shows_the_simulators_numbers(panel: BalancePanel, qtbot: QtBot) -> None:
    run_to_end(panel, qtbot)
    expected = run(SimConfig("am15", 14, 4, "greedy", seed=3), workers=1)
    header, rows = panel.table.rows()
    assert header[:2] == ["Outcome", "Rate"]
    law = next(r for r in rows if r[0] == "Law")
    rate = expected.outcomes["law"]
    assert law[3] == f"{rate.k}/4" and law[1] == f"{100 * rate.p:.1f}%"
    bars = {c.key: c.bars[0] for c in panel.win_chart.categories}
    assert bars["law"].rate == rate.p
    assert (bars["law"].low, bars["law"].high) == rate.interval
    assert panel.length_chart.series == [expected.lengths]
    assert panel.progress.value() == 4 and "Done" in panel.status.text()
    assert panel.run_button.isEnabled() and panel.export_csv_button.isEnabled()


def test_a_run_can_be_cancelled(panel: BalancePanel, qtbot: QtBot) -> None:
    panel.games.setValue(5000)
    panel.players.setValue(16)
    with qtbot.waitSignal(panel.finished, timeout=120_000):
        panel.run_button.click()
        qtbot.waitUntil(lambda: panel.progress.value() >= 1, timeout=60_000)
        panel.cancel_button.click()
    assert panel.status.text() == "Cancelled."
    assert panel.result is None and panel.run_button.isEnabled()


def test_comparison_with_another_ruling(panel: BalancePanel, qtbot: QtBot) -> None:
    panel.ruling.setCurrentIndex(panel.ruling.findData("day_sequence"))
    assert panel.option.currentData() == "abilities_first"
    run_to_end(panel, qtbot)
    header, rows = panel.table.rows()
    assert header[1:4] == ["A", "B", "A − B"]
    assert [r[0] for r in rows][:4] == ["Law", "Mafia", "Yakuza", "Neutrals"]
    # in the rulings' words, as the What-if tab says them (issue 10: no ids in the text)
    option = builtin_ruleset("am15").rulings["day_sequence"].words("abilities_first", "en")
    assert f"B: {option}." in panel.status.text() and "day_sequence" not in panel.status.text()
    assert "day_sequence" not in panel.ruling.currentText()
    assert panel.ruling.itemData(panel.ruling.currentIndex(), TIP) == "day_sequence"
    assert all(len(c.bars) == 2 for c in panel.win_chart.categories)
    assert panel.win_chart.runs == ("A", "B")
    assert panel.progress.maximum() == 8


def test_export_csv_and_png(panel: BalancePanel, qtbot: QtBot, tmp_path: Path) -> None:
    run_to_end(panel, qtbot)
    panel.export_csv(tmp_path / "balance.csv")
    with (tmp_path / "balance.csv").open(encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["Outcome", "Rate", "95% interval", "Games"]
    assert any(r and r[0] == "Law" for r in rows)
    histogram = rows[rows.index([]) + 2 :]
    assert sum(int(r[1]) for r in histogram) == 4
    assert panel.export_png(tmp_path / "balance.png")
    image = QImage(str(tmp_path / "balance.png"))
    assert not image.isNull() and image.width() > 200


def test_bad_settings_are_reported_not_raised(panel: BalancePanel, qtbot: QtBot) -> None:
    panel.base_rulings = {"day_sequence": "no_such_option"}
    run_to_end(panel, qtbot)
    assert panel.status.text().startswith("The run failed:")
    assert "the options are" in panel.status.text()


def test_a_small_table_is_warned_about(panel: BalancePanel, qtbot: QtBot) -> None:
    """Seed 000: "Для начала игры нужно минимум 14 игроков." — shown with the results."""
    panel.players.setValue(6)
    run_to_end(panel, qtbot)
    assert "6 players: the rules need at least 14" in panel.status.text()


@pytest.mark.parametrize(
    ("ruleset", "faction"),
    [
        ("am15_return", "Yakuza"),
        ("metamorphs", "Metamorphs"),
        ("mafialife", "The lair"),
        ("mafic_arena_12", "Law"),
        ("mafiascum", "Mafia"),  # issue 28 item 5: «the Balance simulator runs it»
    ],
)
def test_every_landed_ruleset_runs_in_the_tab(qtbot: QtBot, ruleset: str, faction: str) -> None:
    """Issue 17: «The CLI and the tab work for every landed ruleset» — the seed 001 and 003
    rulesets too: the run ends and every outcome of the simulator is in the table."""
    widget = BalancePanel(ruleset, 13, "en")
    qtbot.addWidget(widget)
    widget.games.setValue(3)
    widget.workers.setValue(1)
    widget.seed.setValue(2)
    run_to_end(widget, qtbot)
    expected = run(SimConfig(ruleset, 13, 3, "greedy", seed=2), workers=1)
    _header, rows = widget.table.rows()
    assert any(r[0] == faction for r in rows)
    assert sum(r.k for r in expected.outcomes.values()) == 3
    assert widget.length_chart.series == [expected.lengths]
