"""Rich-text helpers of the post panel: previews on white paper (as the forum shows them),
raw text in a fixed font, and spoilers that open and close on a click."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QPlainTextEdit, QTextBrowser, QWidget

from ..markup import SPOILER_SCHEME

PAPER = "QTextBrowser { background: #ffffff; color: #1b1b1b; }"  # forum posts are on white


def paper_browser(parent: QWidget, name: str) -> QTextBrowser:
    browser = QTextBrowser(parent)
    browser.setObjectName(name)
    browser.setOpenLinks(False)  # links are our spoilers; nothing is ever fetched
    browser.setStyleSheet(PAPER)
    return browser


def raw_view(parent: QWidget, name: str) -> QPlainTextEdit:
    raw = QPlainTextEdit(parent)
    raw.setObjectName(name)
    raw.setReadOnly(True)
    raw.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    raw.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
    return raw


def set_raw(raw: QPlainTextEdit, text: str) -> None:
    if raw.toPlainText() != text:  # keep the scroll position when nothing changed
        raw.setPlainText(text)


def set_html(browser: QTextBrowser, html: str) -> None:
    bar = browser.verticalScrollBar()
    at = bar.value()
    browser.setHtml(html)
    bar.setValue(at)


def toggle_spoiler(url: QUrl, opened: set[int]) -> bool:
    """A click on a spoiler link opens or closes it; False: not a spoiler link."""
    if url.scheme() != SPOILER_SCHEME or not url.path().isdigit():
        return False
    number = int(url.path())
    opened.symmetric_difference_update({number})
    return True
