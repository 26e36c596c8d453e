"""A tab's page whose panel is built the first time it is shown or asked for.

The console's start builds only what the first screen shows (issue 10: the game on screen
sooner); the Orders, Post and Balance panels, their modules and the Qt classes only they use
wait, and so do What-if's two matrices. A panel fills its page edge to edge, so the page's
size hints are the panel's once it is built (What-if's row of choices, built at once, is
the widest: the tabs' minimum width, which decides the player panel's width on a small
screen, is the same as with every tab built).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyTab(QWidget):
    def __init__(self, build: Callable[[QWidget], QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build = build
        self._panel: QWidget | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    @property
    def built(self) -> bool:
        return self._panel is not None

    @property
    def panel(self) -> QWidget:
        """The panel, built (as a child of this page) on first use."""
        if self._panel is None:
            self._panel = self._build(self)
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self._panel)
            if self.isVisible():  # shown now, not at the next turn of the event loop
                self._panel.show()
        return self._panel
