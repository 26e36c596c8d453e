"""Small screens (1024×700, Russian labels): widgets that take the width their layout
gives instead of their longest text, and tab bars whose cut titles keep a tooltip."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QComboBox, QFrame, QScrollArea, QSplitter, QTabWidget, QWidget


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
        return QSize(super().minimumSizeHint().width(), need)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._needed())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        inner = self.widget()
        if inner is not None:
            inner.setMinimumHeight(self._needed())
