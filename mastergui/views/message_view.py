"""A pasted message as the parser read it: the words each proposal came from on the colour
of their field (ability, target, teammate, phase...), the words not read in grey italics,
the selected proposal's words underlined."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextEdit, QWidget

from engine.orders_text import ParsedMessage, Piece, Span

FIELD_COLOURS = {
    "ability": "#bbdefb",
    "vote": "#fff59d",
    "target": "#c8e6c9",
    "candidate": "#c8e6c9",
    "actor": "#ffe0b2",
    "param": "#e1bee7",
    "phase": "#e1bee7",
}
UNREAD_COLOUR = "#eeeeee"


class MessageView(QTextEdit):
    """Read-only; `show_reading` repaints it for a parse and the selected proposal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self._text = ""

    def show_reading(
        self, parsed: ParsedMessage | None, pieces: Sequence[Sequence[Piece]], current: int = -1
    ) -> None:
        """`pieces`: the matched words of each proposal, in the table's order."""
        self._text = parsed.text if parsed else ""
        self.setPlainText(self._text)
        if parsed is None:
            return
        for u in parsed.unparsed:
            self._paint(u.span, UNREAD_COLOUR, italic=True)
        for row, proposal in enumerate(pieces):
            for piece in proposal:
                self._paint(
                    piece.span, FIELD_COLOURS.get(piece.field, "#e0e0e0"), underline=row == current
                )

    def _paint(
        self, span: Span, colour: str, italic: bool = False, underline: bool = False
    ) -> None:
        cursor = QTextCursor(self.document())
        cursor.setPosition(_utf16(self._text, span.start))
        cursor.setPosition(_utf16(self._text, span.end), QTextCursor.MoveMode.KeepAnchor)
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(colour))
        fmt.setFontItalic(italic)
        fmt.setFontUnderline(underline)
        cursor.mergeCharFormat(fmt)


def _utf16(text: str, index: int) -> int:
    """Qt counts positions in UTF-16 units: an emoji before the span counts twice."""
    return len(text[:index].encode("utf-16-le")) // 2
