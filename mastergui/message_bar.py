"""A dismissable line at the top of the window for refusals and problems."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget


class MessageBar(QWidget):
    """A dismissable line at the top of the window for refusals and problems (never a
    modal box: the master keeps working)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("messageBar")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton(self)
        close.setText("✕")
        close.clicked.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        row = QWidget(self)
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        h.addWidget(self.label, 1)
        h.addWidget(close)
        layout.addWidget(row)
        self.setStyleSheet("MessageBar { background: #fdecea; } QLabel { color: #611a15; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.hide()

    def show_message(self, text: str) -> None:
        self.label.setText(text)
        self.show()
