"""Issue 10, item 5 (small screens): the console opens fitting the screen it is on — 1500×920
where the screen has room, else inside its available area, centred — and a saved size that
no longer fits (a laptop after a big monitor) comes back inside the screen. The tests'
screens: a 1920×1200 monitor (primary) and a 1366×768 laptop to its right (conftest)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mastergui import window_size
from mastergui.main_window import MainWindow
from mastergui.settings import Settings
from mastergui.window_size import MARGIN, TITLE_BAR, fitted

FIRST_SIZE = QSize(1500, 920)
ROOT = Path(__file__).resolve().parents[2]
# a first start in a process of its own: the console's window, shown, and its screen
FIRST_START = """
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from mastergui.main_window import MainWindow
from mastergui.settings import Settings
app = QApplication([])
window = MainWindow(Settings(), "en", Path(sys.argv[1]))
window.show()
app.processEvents()
print(json.dumps({
    "available": window.screen().availableGeometry().getRect(),
    "frame": window.frameGeometry().getRect(),
}))
"""


def screen(name: str) -> QScreen:
    found = [s for s in QApplication.screens() if s.name() == name]
    if not found:
        pytest.skip("needs the tests' offscreen screens (conftest's qapp_args)")
    return found[0]


def centred(inner: QRect, outer: QRect) -> bool:
    return (
        abs(inner.center().x() - outer.center().x()) <= 1
        and abs(inner.center().y() - outer.center().y()) <= 1
    )


@pytest.mark.parametrize(
    "available",
    [
        QRect(0, 0, 1366, 728),  # a 1366×768 laptop over a 40-pixel taskbar
        QRect(0, 0, 1400, 900),
        QRect(0, 0, 1280, 800),
        QRect(0, 0, 1024, 700),
        QRect(0, 27, 1440, 873),  # a panel at the top (GNOME)
        QRect(1920, 0, 1366, 768),  # a laptop screen right of a monitor
    ],
)
def test_a_first_start_on_a_small_screen_fits_inside_it(available: QRect) -> None:
    rect = fitted(available)
    frame = rect.adjusted(0, -TITLE_BAR, 0, 0)  # with its (estimated) title bar
    assert available.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN).contains(frame)
    assert centred(frame, available)
    # as large as fits: the small side takes all the screen gives it
    assert rect.width() == min(1500, available.width() - 2 * MARGIN)
    assert rect.height() == min(920, available.height() - 2 * MARGIN - TITLE_BAR)


@pytest.mark.parametrize(
    "available", [QRect(0, 0, 1920, 1040), QRect(0, 0, 1600, 1000), QRect(-2560, 0, 2560, 1400)]
)
def test_a_first_start_on_a_monitor_is_1500_by_920(available: QRect) -> None:
    rect = fitted(available)
    assert rect.size() == FIRST_SIZE
    assert centred(rect.adjusted(0, -TITLE_BAR, 0, 0), available)


def test_no_screen_to_go_by_gives_the_usual_size() -> None:
    assert fitted(QRect()).size() == FIRST_SIZE


def test_the_console_opens_at_1500_by_920_on_the_monitor(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.size() == FIRST_SIZE
    available = screen("desktop").availableGeometry()
    assert available.contains(window.frameGeometry())
    assert centred(window.geometry().adjusted(0, -TITLE_BAR, 0, 0), available)


def test_a_first_start_on_a_laptop_alone_fits_its_screen(tmp_path: Path) -> None:
    """The start a master with a 1366×768 laptop makes (the window was 1500×920 there)."""
    screens = tmp_path / "screens.json"
    laptop = {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768}
    screens.write_text(json.dumps({"screens": [laptop]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screens}",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),  # no saved geometry
    }
    done = subprocess.run(
        [sys.executable, "-c", FIRST_START, str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    shown = json.loads(done.stdout.splitlines()[-1])
    assert shown["available"] == [0, 0, 1366, 768]
    assert QRect(*shown["available"]).contains(QRect(*shown["frame"]))


def test_the_console_on_the_laptop_fits_it_with_its_game(
    qtbot: QtBot, tmp_path: Path, game_file: Path
) -> None:
    laptop = screen("laptop")
    window = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(window)
    window.setScreen(laptop)
    window_size.place(window, None)  # as on a first start there (MainWindow does it)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_game(game_file)  # the game, opened once the window shows
    QApplication.processEvents()
    assert laptop.availableGeometry().contains(window.frameGeometry())
    assert window.width() == laptop.availableGeometry().width() - 2 * MARGIN


def saved_on_a_screen_wide(geometry: QByteArray, width: int) -> QByteArray:
    """`geometry` (QWidget.saveGeometry) as if saved on a screen `width` pixels wide. Qt's
    record (version 3, big-endian): magic, version (2×2 bytes), frame and normal geometry
    (2×16), screen number (4), maximized, full screen (2×1), the screen's width (4)..."""
    data = bytearray(geometry.data())
    assert data[:6] == bytes.fromhex("01d9d0cb0003")  # the layout read below
    data[46:50] = width.to_bytes(4, "big")
    return QByteArray(bytes(data))


def saved_on_the_laptop(qtbot: QtBot, tmp_path: Path, laptop: QScreen) -> QByteArray:
    """A 1500×920 window on the laptop's screen, saved as the console saves it."""
    window = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(window)
    window.setScreen(laptop)
    window.setGeometry(QRect(laptop.geometry().topLeft(), FIRST_SIZE))
    return window.saveGeometry()


def test_a_size_saved_on_a_slightly_larger_monitor_comes_back_inside_the_laptop(
    qtbot: QtBot, tmp_path: Path
) -> None:
    laptop = screen("laptop")
    saved = saved_on_a_screen_wide(saved_on_the_laptop(qtbot, tmp_path, laptop), 1600)
    Settings().set_layout("geometry", saved)
    window = MainWindow(Settings(), "en", tmp_path)  # Qt's restoreGeometry takes it...
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    available = laptop.availableGeometry()
    assert available.contains(window.geometry())  # ...shrunk and moved into the screen
    assert window.frameGeometry().top() >= available.top()  # the title bar within reach


def test_a_size_saved_on_a_big_monitor_opens_as_a_first_start_on_the_laptop(
    qtbot: QtBot, tmp_path: Path
) -> None:
    laptop = screen("laptop")
    saved = saved_on_a_screen_wide(saved_on_the_laptop(qtbot, tmp_path, laptop), 2560)
    window = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(window)
    window.setScreen(laptop)
    window_size.place(window, saved)  # Qt refuses a screen a quarter narrower or more
    assert window.geometry() == fitted(laptop.availableGeometry())
    window.show()
    qtbot.waitExposed(window)
    assert laptop.availableGeometry().contains(window.frameGeometry())
