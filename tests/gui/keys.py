"""Typing as a master types: QTest's keyClicks takes ASCII only (Cyrillic aborts in
qasciikey.cpp), so each character goes as the key press and release a keyboard makes,
with its text, to the widget that has the focus (an editable combo box's line)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QWidget


def type_text(widget: QWidget, text: str) -> None:
    """Type `text` into `widget` (or its line edit), one key per character."""
    target: QWidget = widget
    if isinstance(widget, QComboBox) and widget.lineEdit() is not None:
        target = widget.lineEdit()
    for char in text:
        key = Qt.Key.Key_Space if char == " " else Qt.Key(0)
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, char)
            QApplication.sendEvent(target, event)
