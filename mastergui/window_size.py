"""Where the main window opens: the size the master left it at, or on a first start 1500×920
where the screen has room for it, else as large as fits the screen's available area (what
the taskbar and panels leave), centred there.

Fitted, not maximized: a maximized start needs a window manager that honours it (under
Xvfb or a bare X server nothing does, and the 1500×920 window stays wider than a 1366×768
screen), and it is a state the master did not ask for: many keep the forum thread beside
the console. A fitted window covers nearly all of a small screen anyway, and a master who
maximizes it gets it maximized the next time (`restoreGeometry`).

Whatever it shows later, a window never grows past its screen (`keep_on_screen`), and
every dialog is sized through `fit_size`."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize
from PySide6.QtWidgets import QLayout, QWidget

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


def _area(widget: QWidget) -> QRect:
    """The available area of the screen the window is (or, not shown yet, will be) on."""
    parent = widget.parentWidget()
    screen = widget.screen() if widget.isVisible() or parent is None else parent.screen()
    return screen.availableGeometry()


def _room(window: QWidget) -> QSize:
    """The largest client size whose frame fits the available area."""
    area = _area(window)
    frame = window.frameGeometry()
    inner = window.geometry()
    extra = (
        QSize(frame.width() - inner.width(), frame.height() - inner.height())
        if window.isVisible() and frame != inner
        else QSize(0, TITLE_BAR)
    )
    return QSize(max(1, area.width() - extra.width()), max(1, area.height() - extra.height()))


class _ScreenFit(QObject):
    """Keeps its window inside its screen's available area (see `keep_on_screen`)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.busy = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and not self.busy and event.type() in FIT_EVENTS:
            self.busy = True
            try:
                fit_inside(self.window)
            finally:
                self.busy = False
        return False


FIT_EVENTS = (QEvent.Type.LayoutRequest, QEvent.Type.Show, QEvent.Type.Resize)


def fit_inside(window: QWidget) -> None:
    """The window's minimum is its layout's, but never more than the screen has room
    for; its size and place are brought inside the available area."""
    room = _room(window)
    layout = window.layout()
    if layout is not None:
        # Qt grows a window to its layout's minimum (a language switch, a wide tab, a
        # long menu entry grew the console past a 1000-pixel screen): the minimum is set
        # here instead, bounded by the screen
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        window.setMinimumSize(layout.totalMinimumSize().boundedTo(room))
    if window.isMaximized() or window.isFullScreen():
        return
    size = window.size()
    if size.width() > room.width() or size.height() > room.height():
        window.resize(size.boundedTo(room))
    if not window.isVisible():
        return
    area = _area(window)
    frame = window.frameGeometry()
    dx = min(0, area.right() - frame.right()) or max(0, area.left() - frame.left())
    dy = min(0, area.bottom() - frame.bottom()) or max(0, area.top() - frame.top())
    if dx or dy:
        window.move(window.pos() + QPoint(dx, dy))


def keep_on_screen(window: QWidget) -> None:
    """From now on `window` (the console, a dialog) never grows past, nor sits outside,
    its screen's available area, whatever it shows: its layout's minimum is bounded by
    the screen, and it is shrunk and moved back inside after every show, resize and
    layout change."""
    if window.findChild(_ScreenFit) is None:
        window.installEventFilter(_ScreenFit(window))


def fit_size(window: QWidget, width: int, height: int) -> None:
    """Size a dialog `width`×`height`, or what fits its screen's available area with the
    frame and a margin, and keep it on the screen (`keep_on_screen`): every dialog's
    size goes through here (the «Голоса из темы» dialog was 1100×720, its Apply button
    off a 1024×700 screen)."""
    window.resize(size_within(_area(window), width, height))
    keep_on_screen(window)


def size_within(area: QRect, width: int, height: int) -> QSize:
    """`width`×`height`, or what fits `area` with the frame and a margin."""
    return QSize(
        min(width, area.width() - 2 * MARGIN), min(height, area.height() - 2 * MARGIN - TITLE_BAR)
    )


def let_go(window: QWidget) -> None:
    """Stop keeping `window` on its screen (a screenshot at a size asked for: the
    offscreen platform's screen is no master's)."""
    for fit in window.findChildren(_ScreenFit):
        window.removeEventFilter(fit)
        fit.deleteLater()
