"""Render the README's Balance-tab screenshot: the demo game at 1600×1000, 500 greedy games
of 16 players run in the tab itself (worker processes, as a master runs them), the game's
rulings (A) against the day's vote after the public abilities (B).

    .venv/bin/python scripts/render-balance-screenshot.py resources/screenshots/balance.png en
    .venv/bin/python scripts/render-balance-screenshot.py resources/screenshots/balance-ru.png ru

The other screenshots need no run: `mafia-console --screenshot FILE --tab ...`.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def main(target: str, lang: str) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from mastergui import first_game, i18n, window_size
    from mastergui.app import isolate_settings
    from mastergui.main_window import TAB_BALANCE, MainWindow
    from mastergui.settings import Settings

    i18n.install(lang)
    isolate_settings()  # the master's own settings are neither read nor changed
    folder = Path(tempfile.mkdtemp(prefix="balance-screenshot-"))
    window = MainWindow(Settings(), lang, folder)
    # its size before the game opens: the player panel takes its share of the width then
    # (the offscreen screen is smaller, and a first start fits the window to its screen)
    window_size.let_go(window)  # the size asked for, not the offscreen screen's
    window.resize(1600, 1000)
    if not first_game.open_first_game(window, None, Settings(), folder):
        return 2
    window.show()
    window.show_tab(TAB_BALANCE)
    assert window.workspace is not None
    panel = window.workspace.balance
    panel.games.setValue(500)
    panel.ruling.setCurrentIndex(panel.ruling.findData("day_sequence"))
    loop = QEventLoop()
    panel.finished.connect(loop.quit)
    panel.start()
    loop.exec()
    for _ in range(10):  # the charts and the table settle
        app.processEvents()
    ok = window.grab().save(target)
    window.close()
    print(target if ok else f"error: could not write {target}")
    return 0 if ok else 2


if __name__ == "__main__":  # the run's worker processes import this file again
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "en"))
