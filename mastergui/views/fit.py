"""Fitting widgets to their room and their contents: widgets that take the width their
layout gives instead of their longest text (1024×700, Russian labels), tab bars whose cut
titles keep a tooltip, and table columns sized to their contents without sizing every cell."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractProxyModel,
    QAbstractTableModel,
    QModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QScrollArea,
    QSplitter,
    QTableView,
    QTabWidget,
    QWidget,
)


def compact(box: QComboBox, letters: int = 8) -> QComboBox:
    """A combo box as wide as its layout gives, not as its longest item (the open list
    shows the full text)."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(letters)
    return box


def tab_tooltips(tabs: QTabWidget) -> None:
    """Every tab's full title as its tooltip (a narrow bar elides or scrolls them)."""
    for i in range(tabs.count()):
        tabs.setTabToolTip(i, tabs.tabText(i).replace("&", ""))


class Scrolled(QScrollArea):
    """`widget` in a splitter: whole where there is room, scrolled up and down where there
    is not, never squeezed. A form whose labels wrap (height-for-width) hands a splitter
    too small a minimum, and the splitter crushed its fields (the order editor at
    1024×700 under a notice bar)."""

    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _needed(self) -> int:
        inner = self.widget()
        if inner is None:
            return 0
        width = max(self.viewport().width(), inner.minimumSizeHint().width())
        return max(inner.heightForWidth(width), inner.minimumSizeHint().height())

    def minimumSizeHint(self) -> QSize:
        """The whole widget, as far as the splitter's other panes keep their minimum."""
        need = self._needed()
        split = self.parentWidget()
        if isinstance(split, QSplitter) and split.height() > 0:
            panes = [split.widget(i) for i in range(split.count())]
            others = sum(
                pane.minimumSizeHint().height() + split.handleWidth()
                for pane in panes
                if pane is not None and pane is not self
            )
            need = min(need, max(split.height() - others, 80))
        # as wide as the widget needs (no horizontal bar: a narrower pane cut the order
        # editor's right edge, «Добавить приказ» with it)
        inner = self.widget()
        width = super().minimumSizeHint().width()
        if inner is not None:
            bar = self.verticalScrollBar().sizeHint().width()
            width = max(width, inner.minimumSizeHint().width() + bar)
        return QSize(width, need)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._needed())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        inner = self.widget()
        if inner is not None:
            inner.setMinimumHeight(self._needed())


def fit_columns(table: QTableView, columns: Iterable[int] | None = None) -> None:
    """`resizeColumnsToContents` (or of `columns`) to the same widths, a fraction of the
    cost: Qt lays out every cell's text to size it (the player table: 14-17 ms of the
    start, ~1400 calls into the model), where measuring each shown row's text, in the
    cell's own font (a bold step, a struck-out name), finds the widest, and only that cell
    is sized by Qt. A column's cells share their decoration size; an icon counts where a
    row has one."""
    view_model = table.model()
    proxy = view_model if isinstance(view_model, QAbstractProxyModel) else None
    model = proxy.sourceModel() if proxy is not None else view_model
    shown = range(view_model.rowCount())
    rows = [proxy.mapToSource(proxy.index(r, 0)).row() for r in shown] if proxy else shown
    header = table.horizontalHeader()
    for column in range(view_model.columnCount()) if columns is None else columns:
        if table.isColumnHidden(column):
            continue
        best = _widest(table, model, rows, column)
        if best is not None and proxy is not None:
            best = proxy.mapFromSource(best)
        content = 0 if best is None else table.sizeHintForIndex(best).width()
        if content and table.showGrid():
            content += 1  # as QTableView::sizeHintForColumn counts the grid line
        hint = 0 if header.isHidden() else header.sectionSizeHint(column)
        header.resizeSection(column, max(content, hint))


def _widest(
    table: QTableView, model: QAbstractItemModel, rows: Iterable[int], column: int
) -> QModelIndex | None:
    """The cell of `column` whose text (and icon) is the widest, each in its own font."""
    metrics = table.fontMetrics()
    fonts: dict[str, QFontMetrics] = {}
    icon = table.iconSize().width() or _small_icon(table)
    display, decoration = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.DecorationRole
    font_role = Qt.ItemDataRole.FontRole
    widest, best = -1, None
    # a QAbstractTableModel's index as its index() makes it, without its bounds check,
    # which calls a Python model's rowCount and columnCount back for every cell
    make = model.createIndex if isinstance(model, QAbstractTableModel) else model.index
    for row in rows:
        index = make(row, column)
        text = model.data(index, display)
        font = model.data(index, font_role)
        measure = metrics if not isinstance(font, QFont) else _metrics(table, font, fonts)
        width = measure.horizontalAdvance(str(text)) if text is not None else 0
        if model.data(index, decoration) is not None:
            width += icon
        if width > widest:
            widest, best = width, index
    return best


def _metrics(table: QTableView, font: QFont, known: dict[str, QFontMetrics]) -> QFontMetrics:
    """The metrics of a cell's font (resolved against the table's, as the delegate does)."""
    key = font.key()
    found = known.get(key)
    if found is None:
        found = known[key] = QFontMetrics(font.resolve(table.font()))
    return found


def _small_icon(table: QTableView) -> int:
    """The style's small icon size, asked only when the table has no icon size of its own.
    QStyle is imported here: making its enum classes costs ~48 M instructions, a sixth of
    the startup target's margin (issue 26), and the first screen needs none of them."""
    from PySide6.QtWidgets import QStyle

    return table.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
