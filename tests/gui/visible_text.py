"""Every string a window shows: its title, the status bar's message, each visible
widget's text, tooltip and title (labels, buttons, tabs, group boxes, combo boxes'
current text, line edits, tables' visible cells and headers), and every action of the
menu bar and tool bar (text and tooltip): what a test of the words on screen walks."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)


def _actions(actions: list[QAction]) -> Iterator[tuple[str, str]]:
    for action in actions:
        if not action.isVisible():
            continue
        yield "action", action.text()
        yield "action tip", action.toolTip()
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield from _actions(menu.actions())


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps it private: one column
        return 1


def _model(model: QAbstractItemModel, parent: QModelIndex, depth: int = 0) -> Iterator[str]:
    for row in range(min(model.rowCount(parent), 200)):
        for column in range(_columns(model, parent)):
            index = model.index(row, column, parent)
            for role in ROLES:
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value
            if depth < 2 and column == 0 and model.rowCount(index) > 0:
                yield from _model(model, index, depth + 1)
    for column in range(_columns(model, parent)):
        header = model.headerData(column, Qt.Orientation.Horizontal)
        if isinstance(header, str):
            yield header


def _view(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    yield from _model(model, QModelIndex())


def widget_strings(w: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for what one widget shows."""
    yield "tooltip", w.toolTip()
    if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
        yield type(w).__name__, w.text()
    elif isinstance(w, QComboBox):
        yield "combo", w.currentText()
    elif isinstance(w, QGroupBox):
        yield "group", w.title()
    elif isinstance(w, QTabBar):
        for i in range(w.count()):
            yield "tab", w.tabText(i)
            yield "tab tip", w.tabToolTip(i)
    elif isinstance(w, (QTextEdit, QPlainTextEdit)):
        yield "text", w.toPlainText()
    elif isinstance(w, QAbstractItemView):
        for text in _view(w):
            yield "cell", text


def visible_strings(window: QMainWindow) -> Iterator[tuple[str, str]]:
    """(where, text) for every non-empty string `window` shows (see the docstring)."""
    yield "title", window.windowTitle()
    yield "status", window.statusBar().currentMessage()
    yield from _actions(window.menuBar().actions())
    for bar in window.findChildren(QWidget):
        if bar.isVisible() and hasattr(bar, "actions") and bar.objectName() == "mainToolbar":
            yield from _actions(bar.actions())
    for w in window.findChildren(QWidget):
        if w.isVisible():
            yield from ((where, text) for where, text in widget_strings(w) if text)
