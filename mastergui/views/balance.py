"""Balance: how often each faction wins a ruleset at a table size, played by the engine's
simulator off the UI thread. Set up a run (optionally against one ruling changed), watch
its progress, cancel it, read the charts and the table, export CSV and PNG.

The numbers are the simulator's (engine.simulate); this tab only shows them."""

from __future__ import annotations

import csv
import os
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine.ruleset.load import RULESETS_DIR, Ruleset, builtin_ruleset
from engine.simulate import Comparison, SimConfig, Summary
from engine.simulate.play import POLICIES, table_warnings
from engine.simulate.stats import Rate

from .. import dialogs
from ..simulation import SimulationThread
from .balance_charts import Bar, Category, LengthHistogram, WinRateChart
from .balance_table import BalanceTable

TIP = Qt.ItemDataRole.ToolTipRole  # a ruling's or option's id, for who knows the ids

NO_COMPARISON = ""


class BalancePanel(QWidget):
    """The Balance tab."""

    finished = Signal()  # a run ended (results shown, failed or cancelled)

    def __init__(
        self,
        ruleset: str,
        players: int,
        lang: str,
        rulings: dict[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.lang = lang
        self.base_rulings = dict(rulings or {})
        self.run_thread: SimulationThread | None = None
        self.result: Summary | Comparison | None = None
        self.warnings: tuple[str, ...] = ()
        self._build()
        self._fill_rulesets(ruleset)
        self.players.setValue(players)

    # --- building ----------------------------------------------------------------------------
    def _build(self) -> None:
        self.ruleset = QComboBox(self)
        self.ruleset.setObjectName("balanceRuleset")
        self.players = self._spin("balancePlayers", 1, 60, 16)
        self.games = self._spin("balanceGames", 1, 1_000_000, 1000)
        self.games.setSingleStep(100)
        self.policy = QComboBox(self)
        self.policy.setObjectName("balancePolicy")
        for name in POLICIES:
            self.policy.addItem(
                {"greedy": self.tr("greedy (simple heuristics)"), "random": self.tr("random")}.get(
                    name, name
                ),
                name,
            )
        self.policy.setCurrentIndex(max(0, self.policy.findData("greedy")))
        self.workers = self._spin("balanceWorkers", 1, 256, max(1, os.cpu_count() or 1))
        self.workers.setToolTip(self.tr("Worker processes (the result does not depend on it)"))
        self.seed = self._spin("balanceSeed", 0, 2**31 - 1, 0)
        self.ruling = QComboBox(self)
        self.ruling.setObjectName("balanceCompareRuling")
        self.option = QComboBox(self)
        self.option.setObjectName("balanceCompareOption")
        # long names and questions must neither squeeze the rest nor widen the window
        for box in (self.ruleset, self.policy, self.ruling, self.option):
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            box.setMinimumContentsLength(12)
        self.run_button = QPushButton(self.tr("Run"), self)
        self.run_button.setObjectName("balanceRun")
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("balanceCancel")
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("balanceProgress")
        self.status = QLabel(
            self.tr(
                "Set up a run: the engine plays whole games with simple "
                "policies and counts who wins."
            ),
            self,
        )
        self.status.setObjectName("balanceStatus")
        self.status.setWordWrap(True)
        self.win_chart = WinRateChart(self)
        self.length_chart = LengthHistogram(self)
        self.win_chart.placeholder = self.tr("Win rates appear here after a run")
        self.length_chart.placeholder = self.tr("The lengths of the games appear here")
        self.table = BalanceTable(self.lang, self)
        self.export_csv_button = QPushButton(self.tr("Export CSV…"), self)
        self.export_png_button = QPushButton(self.tr("Export PNG…"), self)
        for b in (self.export_csv_button, self.export_png_button):
            b.setEnabled(False)

        # two short rows: the tab must fit beside the player table on a small screen
        form = QGridLayout()
        cells = (
            (self.tr("Ruleset"), self.ruleset),
            (self.tr("Players"), self.players),
            (self.tr("Games"), self.games),
            (self.tr("Policy"), self.policy),
            (self.tr("Workers"), self.workers),
            (self.tr("Seed"), self.seed),
        )
        for i, (label, widget) in enumerate(cells):
            form.addWidget(QLabel(label, self), i // 3, 2 * (i % 3))
            form.addWidget(widget, i // 3, 2 * (i % 3) + 1)
        form.addWidget(QLabel(self.tr("Compare with the ruling"), self), 2, 0)
        compare = QHBoxLayout()
        compare.addWidget(self.ruling, 3)
        compare.addWidget(self.option, 2)
        form.addLayout(compare, 2, 1, 1, 5)
        form.setColumnStretch(1, 2)
        form.setColumnStretch(3, 1)
        form.setColumnStretch(5, 1)
        controls = QHBoxLayout()
        controls.addWidget(self.run_button)
        controls.addWidget(self.cancel_button)
        controls.addWidget(self.progress, 1)
        charts = QSplitter(Qt.Orientation.Vertical, self)
        charts.addWidget(self.win_chart)
        charts.addWidget(self.length_chart)
        self.charts = charts
        body = QSplitter(Qt.Orientation.Horizontal, self)
        body.addWidget(charts)
        body.addWidget(self.table)
        body.setStretchFactor(0, 1)
        body.setStretchFactor(1, 1)
        body.setSizes([560, 440])
        exports = QHBoxLayout()
        exports.addStretch(1)
        exports.addWidget(self.export_csv_button)
        exports.addWidget(self.export_png_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(controls)
        layout.addWidget(self.status)
        layout.addWidget(body, 1)
        layout.addLayout(exports)

        self.ruleset.currentIndexChanged.connect(lambda _i: self._fill_rulings())
        self.ruling.currentIndexChanged.connect(lambda _i: self._fill_options())
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.export_csv_button.clicked.connect(self._ask_csv)
        self.export_png_button.clicked.connect(self._ask_png)

    def _spin(self, name: str, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    def _fill_rulesets(self, current: str) -> None:
        self.ruleset.blockSignals(True)
        for path in sorted(RULESETS_DIR.glob("*.yaml")):
            try:
                rs = builtin_ruleset(path.stem)
            except Exception:  # a broken file is the loader's business, not this list's
                continue
            self.ruleset.addItem(rs.names.get(self.lang), rs.id)
        index = self.ruleset.findData(current)
        self.ruleset.setCurrentIndex(max(0, index))
        self.ruleset.blockSignals(False)
        self._fill_rulings()

    def current_ruleset(self) -> Ruleset:
        return builtin_ruleset(str(self.ruleset.currentData()))

    def _fill_rulings(self) -> None:
        self.ruling.blockSignals(True)
        self.ruling.clear()
        self.ruling.addItem(self.tr("— no comparison —"), NO_COMPARISON)
        if self.ruleset.count():
            for rid, ruling in self.current_ruleset().rulings.items():
                self.ruling.addItem(ruling.ask(self.lang), rid)  # words, as in What-if
                self.ruling.setItemData(self.ruling.count() - 1, rid, TIP)
        self.ruling.blockSignals(False)
        self._fill_options()

    def _fill_options(self) -> None:
        self.option.clear()
        rid = self.ruling.currentData()
        self.option.setEnabled(bool(rid))
        if not rid:
            return
        rs = self.current_ruleset()
        ruling = rs.rulings[rid]
        now = self.base_rulings.get(rid, ruling.default)
        for option in ruling.options:
            if option.id != now:
                self.option.addItem(option.get(self.lang), option.id)
                self.option.setItemData(self.option.count() - 1, option.id, TIP)

    # --- running -----------------------------------------------------------------------------
    def configs(self) -> tuple[SimConfig, SimConfig | None]:
        rs = self.current_ruleset()
        rulings = {k: v for k, v in self.base_rulings.items() if k in rs.rulings}
        a = SimConfig(
            rs.id,
            self.players.value(),
            self.games.value(),
            str(self.policy.currentData()),
            self.seed.value(),
            tuple(sorted(rulings.items())),
            label="A",
        )
        rid, option = self.ruling.currentData(), self.option.currentData()
        if not rid or not option:
            return a, None
        changed = dict(rulings, **{str(rid): str(option)})
        b = SimConfig(
            rs.id, a.players, a.games, a.policy, a.seed, tuple(sorted(changed.items())), label="B"
        )
        return a, b

    def start(self) -> None:
        if self.run_thread is not None:
            return
        a, b = self.configs()
        self.run_thread = SimulationThread(a, b, self.workers.value(), self)
        self.run_thread.progressed.connect(self._progressed)
        self.run_thread.succeeded.connect(self._succeeded)
        self.run_thread.failed.connect(self._failed)
        self.run_thread.cancelled.connect(self._cancelled)
        self.run_thread.finished.connect(self._thread_done)
        total = a.games + (b.games if b else 0)
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.warnings = table_warnings(a)
        self.status.setText(self.tr("Running %n game(s)…", "", total))
        self._running(True)
        self.run_thread.start()

    def cancel(self) -> None:
        if self.run_thread is not None:
            self.run_thread.cancel()
            self.status.setText(self.tr("Cancelling…"))

    def _running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for w in (
            self.ruleset,
            self.players,
            self.games,
            self.policy,
            self.workers,
            self.seed,
            self.ruling,
            self.option,
        ):
            w.setEnabled(not running)
        if not running:
            self.option.setEnabled(bool(self.ruling.currentData()))

    def _progressed(self, done: int, total: int, left: float) -> None:
        self.progress.setValue(done)
        eta = "" if left < 0 else self.tr(" · about %1 left").replace("%1", clock(left))
        self.status.setText(
            self.tr("%1 of %2 games").replace("%1", str(done)).replace("%2", str(total)) + eta
        )

    def _succeeded(self, result: Summary | Comparison) -> None:
        self.show_result(result)
        games = result.games if isinstance(result, Summary) else result.a.games
        text = self.tr("Done: %n game(s) per run.", "", games)
        if isinstance(result, Comparison):
            changed = dict(result.b.config.rulings).items() - dict(result.a.config.rulings).items()
            rulings = self.current_ruleset().rulings
            text += " " + self.tr("A: the game's rulings; B: %1.").replace(
                "%1", "; ".join(rulings[k].words(v, self.lang) for k, v in sorted(changed))
            )
        for warning in self.warnings:  # the engine's words (a table below the rules' minimum)
            text += "\n⚠ " + warning
        self.status.setText(text)

    def _failed(self, message: str) -> None:
        self.status.setText(self.tr("The run failed: %1").replace("%1", message))

    def _cancelled(self) -> None:
        self.status.setText(self.tr("Cancelled."))

    def _thread_done(self) -> None:
        if self.run_thread is not None:
            self.run_thread.deleteLater()
        self.run_thread = None
        self._running(False)
        self.finished.emit()

    # --- results -----------------------------------------------------------------------------
    def show_result(self, result: Summary | Comparison) -> None:
        self.result = result
        runs = (result,) if isinstance(result, Summary) else (result.a, result.b)
        rs = builtin_ruleset(runs[0].config.ruleset)
        keys = [
            k
            for k in runs[0].outcomes
            if k in rs.factions or any(r.outcomes.get(k, Rate(0, 1)).k for r in runs)
        ]
        categories = []
        for key in keys:
            bars = []
            for r in runs:
                rate = r.outcomes.get(key, Rate(0, r.games))
                low, high = rate.interval
                bars.append(Bar(rate.p, low, high))
            faction = rs.factions.get(key)
            categories.append(
                Category(
                    key,
                    self.table.outcome_label(rs, key),
                    tuple(bars),
                    faction.colour if faction is not None else None,
                )
            )
        names = ("A", "B") if len(runs) > 1 else ()
        self.win_chart.set_data(self.tr("Win rate (95% interval)"), names, categories)
        self.length_chart.set_data(self.tr("Game length, phases"), names, [r.lengths for r in runs])
        self.table.show_runs(rs, runs, keys)
        self.export_csv_button.setEnabled(True)
        self.export_png_button.setEnabled(True)

    # --- export ------------------------------------------------------------------------------
    def export_csv(self, path: Path) -> None:
        """The table, then the length histogram of each run."""
        header, rows = self.table.rows()
        runs = self._runs()
        with path.open("w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow(header)
            writer.writerows(rows)
            writer.writerow([])
            writer.writerow([self.tr("Length, phases"), *(r.config.label or "A" for r in runs)])
            lengths = sorted({n for r in runs for n in r.lengths})
            for n in lengths:
                writer.writerow([n, *(r.lengths.get(n, 0) for r in runs)])

    def export_png(self, path: Path) -> bool:
        return self.charts.grab().save(str(path))

    def _runs(self) -> tuple[Summary, ...]:
        if isinstance(self.result, Summary):
            return (self.result,)
        if isinstance(self.result, Comparison):
            return (self.result.a, self.result.b)
        return ()

    def _ask_csv(self) -> None:
        path = dialogs.ask_save_path(
            self, self.tr("Export CSV"), "balance.csv", "CSV (*.csv);;All files (*)"
        )
        if path:
            self.export_csv(Path(path))

    def _ask_png(self) -> None:
        path = dialogs.ask_save_path(
            self, self.tr("Export PNG"), "balance.png", "PNG (*.png);;All files (*)"
        )
        if path and not self.export_png(Path(path)):
            self.status.setText(self.tr("Could not write %1").replace("%1", path))

    def shutdown(self) -> None:
        """Stop a run and wait for it (the window is closing)."""
        if self.run_thread is not None:
            self.run_thread.cancel()
            self.run_thread.wait()


def clock(seconds: float) -> str:
    minutes, secs = divmod(int(seconds + 0.5), 60)
    return f"{minutes}:{secs:02d}"
