"""The balance tab's charts, drawn with QPainter (PySide6-Essentials has no QtCharts): win
rates as bars with their 95% interval as whiskers, and the histogram of game lengths.
One run or two side by side (A and B of a comparison)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

PALETTE = [
    QColor("#2f6fb3"),
    QColor("#b3322f"),
    QColor("#7a3fb3"),
    QColor("#8a6d1f"),
    QColor("#2f8f5b"),
    QColor("#6b6b6b"),
    QColor("#c46f1a"),
    QColor("#1a8fa0"),
]
SECOND = 0.45  # B's bars: A's colour, lighter


def category_color(category: Category, index: int) -> QColor:
    return QColor(category.colour) if category.colour else PALETTE[index % len(PALETTE)]


def lighter(color: QColor) -> QColor:
    c = QColor(color)
    c.setAlphaF(SECOND)
    return c


def nice_scale(peak: float, cap: float | None, whole: bool = False) -> tuple[float, list[float]]:
    """An axis top at a round number over `peak`, and its ticks (at most six)."""
    steps = [1, 2, 2.5, 5]
    magnitude = 10 ** math.floor(math.log10(max(peak, 1e-9) / 4))
    step = next(
        (m * magnitude for m in [*steps, 10] if peak / (m * magnitude) <= 5), 10 * magnitude
    )
    if whole:
        step = max(1, math.ceil(step))
    top = step * max(1, math.ceil(peak / step - 1e-9))
    if cap is not None:
        top = min(top, cap)
    count = round(top / step)
    return top, [step * i for i in range(count + 1)]


@dataclass(frozen=True)
class Bar:
    """One run's value for a category: the rate and its interval (0..1)."""

    rate: float
    low: float
    high: float


@dataclass(frozen=True)
class Category:
    key: str
    label: str
    bars: tuple[Bar, ...]  # one per run
    colour: str | None = None  # the ruleset's faction colour ("#b3322f"), else the palette


class Chart(QWidget):
    """Common frame: margins, a title, a vertical axis with a few ticks."""

    margin_left = 44
    margin_bottom = 42
    margin_top = 26

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.placeholder = ""
        self.runs: tuple[str, ...] = ()
        self.setMinimumSize(320, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(520, 300)

    def plot_area(self) -> QRectF:
        return QRectF(
            self.margin_left,
            self.margin_top,
            max(10, self.width() - self.margin_left - 12),
            max(10, self.height() - self.margin_top - self.margin_bottom),
        )

    def empty(self, p: QPainter) -> None:
        p.setPen(self.palette().placeholderText().color())
        p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.placeholder)

    def frame(self, p: QPainter, top: float, ticks: list[float], fmt: str) -> QRectF:
        area = self.plot_area()
        text = self.palette().windowText().color()
        p.setPen(text)
        p.drawText(
            QRectF(0, 2, self.width(), self.margin_top - 4),
            Qt.AlignmentFlag.AlignCenter,
            self.title,
        )
        grid = QPen(QColor(text))
        grid.setColor(QColor(128, 128, 128, 70))
        for t in ticks:
            y = area.bottom() - area.height() * (t / top if top else 0)
            p.setPen(grid)
            p.drawLine(int(area.left()), int(y), int(area.right()), int(y))
            p.setPen(text)
            p.drawText(
                QRectF(0, y - 8, self.margin_left - 6, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                fmt.format(t),
            )
        p.drawLine(int(area.left()), int(area.bottom()), int(area.right()), int(area.bottom()))
        if len(self.runs) > 1:  # the legend of a comparison
            x = area.right() - 150
            for i, name in enumerate(self.runs):
                swatch = QColor(text)
                if i:
                    swatch = lighter(swatch)
                p.fillRect(QRectF(x + 75 * i, 6, 10, 10), swatch)
                p.drawText(QRectF(x + 75 * i + 14, 2, 60, 18), Qt.AlignmentFlag.AlignVCenter, name)
        return area


class WinRateChart(Chart):
    """Bars per outcome (factions, draw...), whiskers for the 95% Wilson interval."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceWinRates")
        self.categories: list[Category] = []

    def set_data(self, title: str, runs: tuple[str, ...], categories: list[Category]) -> None:
        self.title, self.runs, self.categories = title, runs, categories
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.categories:
            self.empty(p)
            return
        # headroom over the highest whisker for its label
        top, ticks = nice_scale(1.1 * max(b.high for c in self.categories for b in c.bars), 1.0)
        area = self.frame(p, top, ticks, "{:.0%}" if ticks[1] >= 0.05 else "{:.1%}")
        slot = area.width() / len(self.categories)
        text = self.palette().windowText().color()
        for i, cat in enumerate(self.categories):
            runs = max(1, len(cat.bars))
            width = slot * 0.7 / runs
            base = area.left() + slot * i + slot * 0.15
            color = category_color(cat, i)
            for j, bar in enumerate(cat.bars):
                x = base + width * j
                h = area.height() * bar.rate / top
                p.fillRect(
                    QRectF(x, area.bottom() - h, width - 2, h), color if j == 0 else lighter(color)
                )
                self._whisker(p, area, top, x + (width - 2) / 2, bar, text)
                p.setPen(text)
                y_label = area.bottom() - area.height() * bar.high / top
                p.drawText(
                    QRectF(x - 6, y_label - 16, width + 10, 14),
                    Qt.AlignmentFlag.AlignCenter,
                    f"{bar.rate:.0%}",
                )
            p.setPen(text)
            p.drawText(
                QRectF(area.left() + slot * i, area.bottom() + 4, slot, 30),
                Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                cat.label,
            )

    @staticmethod
    def _whisker(p: QPainter, area: QRectF, top: float, x: float, bar: Bar, color: QColor) -> None:
        y_low = area.bottom() - area.height() * bar.low / top
        y_high = area.bottom() - area.height() * bar.high / top
        p.setPen(QPen(color, 1.4))
        p.drawLine(int(x), int(y_low), int(x), int(y_high))
        for y in (y_low, y_high):
            p.drawLine(int(x - 4), int(y), int(x + 4), int(y))


class LengthHistogram(Chart):
    """Games per length in phases (one series, or A and B overlaid side by side)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceLengths")
        self.series: list[dict[int, int]] = []

    def set_data(self, title: str, runs: tuple[str, ...], series: list[dict[int, int]]) -> None:
        self.title, self.runs, self.series = title, runs, series
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        lengths = sorted({n for s in self.series for n in s})
        if not lengths:
            self.empty(p)
            return
        peak = max([1] + [v for s in self.series for v in s.values()])
        top, ticks = nice_scale(peak, None, whole=True)
        area = self.frame(p, top, ticks, "{:.0f}")
        low, high = lengths[0], lengths[-1]
        slot = area.width() / (high - low + 1)
        base_color = self.palette().highlight().color()
        text = self.palette().windowText().color()
        for j, s in enumerate(self.series):
            width = slot / max(1, len(self.series))
            for n, count in s.items():
                x = area.left() + slot * (n - low) + width * j
                h = area.height() * count / top
                p.fillRect(
                    QRectF(x, area.bottom() - h, max(1.0, width - 1), h),
                    base_color if j == 0 else lighter(base_color),
                )
        p.setPen(text)
        every = max(1, round((high - low + 1) / 12))
        for n in range(low, high + 1, every):
            p.drawText(
                QRectF(area.left() + slot * (n - low) - 10, area.bottom() + 2, slot + 20, 16),
                Qt.AlignmentFlag.AlignHCenter,
                str(n),
            )
