"""A page of rich or plain text with a Close button (the Help menu's pages)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from . import window_size


class TextDialog(QDialog):
    """A page of rich text with a Close button (not modal to the work: it can stay open)."""

    def __init__(
        self, title: str, html: str, parent: QWidget | None = None, plain: bool = False
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        window_size.fit_size(self, 720, 600)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("helpText")
        self.browser.setOpenExternalLinks(False)
        if plain:
            self.browser.setPlainText(html)
        else:
            self.browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
