"""Where the main window opens: the size the master left it at, or on a first start 1500×920
where the screen has room for it, else as large as fits the screen's available area (what
the taskbar and panels leave), centred there.

Fitted, not maximized: a maximized start needs a window manager that honours it (under
Xvfb or a bare X server nothing does, and the 1500×920 window stays wider than a 1366×768
screen), and it is a state the master did not ask for: many keep the forum thread beside
the console. A fitted window covers nearly all of a small screen anyway, and a master who
maximizes it gets it maximized the next time (`restoreGeometry`)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtWidgets import QWidget

WIDTH, HEIGHT = 1500, 920  # room for the player panel, the order inbox and the viewer
MARGIN = 16  # desktop left around the window on a screen too small for it
TITLE_BAR = 32  # the frame's title bar: unknown until the window is shown, so an estimate


def fitted(available: QRect, width: int = WIDTH, height: int = HEIGHT) -> QRect:
    """The window's rect (its frame aside) on a screen whose available area is `available`:
    `width`×`height` where that fits with the frame and a margin, else what fits; centred."""
    if available.isEmpty():  # no screen to go by: the platform places it
        return QRect(0, 0, width, height)
    fit_width = min(width, available.width() - 2 * MARGIN)
    fit_height = min(height, available.height() - 2 * MARGIN - TITLE_BAR)
    left = available.x() + (available.width() - fit_width) // 2
    top = available.y() + (available.height() - fit_height - TITLE_BAR) // 2 + TITLE_BAR
    return QRect(left, top, fit_width, fit_height)


def place(window: QWidget, saved: QByteArray | None) -> None:
    """The saved geometry if Qt takes it, else the first start's (`fitted`) on the screen
    the window is on. Qt's `restoreGeometry` already shrinks and moves a saved geometry into
    the available area, title bar included, and keeps a maximized window maximized; it
    refuses one saved on a screen more than a quarter wider or narrower (a laptop after a
    big monitor), and that window opens as on a first start."""
    if saved is not None and window.restoreGeometry(saved):
        return
    window.setGeometry(fitted(window.screen().availableGeometry()))
