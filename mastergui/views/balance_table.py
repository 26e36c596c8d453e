"""The balance tab's table: each outcome's rate with its interval (or A, B and the
difference of a comparison), the game length, deaths by cause, survival per role."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from engine.ruleset.load import Ruleset
from engine.simulate import Summary
from engine.simulate.play import DRAW, UNFINISHED
from engine.simulate.report import cause_word
from engine.simulate.stats import Rate, difference


class BalanceTable(QTableWidget):
    """Read-only rows of text, the same the CSV export writes."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.lang = lang
        self.setObjectName("balanceTable")
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setHorizontalHeaderLabels(
            [self.tr("Outcome"), self.tr("Rate"), self.tr("95% interval"), self.tr("Games")]
        )

    def outcome_label(self, rs: Ruleset, key: str) -> str:
        if key == DRAW:
            return self.tr("Draw")
        if key == UNFINISHED:
            return self.tr("Unfinished")
        return rs.name("faction", key, self.lang)

    def rows(self) -> tuple[list[str], list[list[str]]]:
        """The table as text: header and rows (what the CSV holds)."""
        columns = range(self.columnCount())
        header = [text_of(self.horizontalHeaderItem(c)) for c in columns]
        rows = [[text_of(self.item(r, c)) for c in columns] for r in range(self.rowCount())]
        return header, rows

    def show_runs(self, rs: Ruleset, runs: tuple[Summary, ...], keys: list[str]) -> None:
        rows: list[list[str]] = []
        if len(runs) == 1:
            s = runs[0]
            header = [
                self.tr("Outcome"),
                self.tr("Rate"),
                self.tr("95% interval"),
                self.tr("Games"),
            ]
            for key in keys:
                rows.append([self.outcome_label(rs, key), *rate_cells(s.outcomes[key])])
            rows.append(
                [
                    self.tr("Length, phases: mean"),
                    f"{s.length_mean:.2f}",
                    self.tr("sd %1").replace("%1", f"{s.length_sd:.2f}"),
                    str(s.games),
                ]
            )
            for cause, count in s.deaths_by_cause.items():
                rows.append(
                    [
                        self.tr("Deaths: %1").replace("%1", cause_word(rs, cause, self.lang)),
                        str(count),
                        "",
                        "",
                    ]
                )
            for role, rate in s.survival.items():
                rows.append(
                    [
                        self.tr("Survival: %1").replace(
                            "%1", rs.name("secret_role", role, self.lang)
                        ),
                        *rate_cells(rate),
                    ]
                )
        else:
            a, b = runs
            header = [self.tr("Outcome"), "A", "B", "A − B", self.tr("95% interval of A − B")]
            for key in keys:
                ra = a.outcomes.get(key, Rate(0, a.games))
                rb = b.outcomes.get(key, Rate(0, b.games))
                d, low, high = difference(ra, rb)
                rows.append(
                    [
                        self.outcome_label(rs, key),
                        pct(ra.p),
                        pct(rb.p),
                        f"{100 * d:+.1f}",
                        f"[{100 * low:+.1f}, {100 * high:+.1f}]",
                    ]
                )
            rows.append(
                [
                    self.tr("Length, phases: mean"),
                    f"{a.length_mean:.2f}",
                    f"{b.length_mean:.2f}",
                    f"{a.length_mean - b.length_mean:+.2f}",
                    "",
                ]
            )
        self.clear()
        self.setColumnCount(len(header))
        self.setHorizontalHeaderLabels(header)
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(r, c, item)


def text_of(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def rate_cells(rate: Rate) -> list[str]:
    low, high = rate.interval
    return [pct(rate.p), f"[{100 * low:.1f}, {100 * high:.1f}]", f"{rate.k}/{rate.n}"]
