"""Open, work in and quit the console N times in one process, as a master would: each run
goes through `mastergui.app.main` (window, background warm-up, the demo game), works on
the game once it is on screen (tabs, an order, resolve, a language switch) and quits by
closing the window. Run by tests/gui/test_shutdown.py in a child process, so the real
interpreter exit after the last run is part of the test.

    python tests/gui/quit_cycles.py DATA_DIR SETTINGS_DIR [N]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication


def work_then_quit(run: int) -> None:
    """Wait (on the event loop) for the game to be on screen, then use it and quit."""
    from engine import Order
    from mastergui.main_window import TAB_ORDERS, TAB_POST, TAB_VIEWER, MainWindow

    window = next(
        (w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()),
        None,
    )
    if window is None or window.session is None or window.workspace is None:
        QTimer.singleShot(5, lambda: work_then_quit(run))
        return
    session = window.session
    for tab in (TAB_ORDERS, TAB_POST, TAB_VIEWER):
        window.show_tab(tab)
        QApplication.processEvents()
    actor = session.living()[0]
    session.add_order(Order(actor, "investigation", (session.living()[1],)))
    window.resolve()
    window.workspace.viewer.next_step()
    if run % 5 == 0:
        window.set_language("en" if window.lang == "ru" else "ru")
    session.undo()
    window.close()  # the last window: the application quits, main() shuts down


def main() -> int:
    data, settings = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings)
    app = QApplication(sys.argv[:1])
    from mastergui import app as console

    for run in range(runs):
        QTimer.singleShot(0, lambda r=run: work_then_quit(r))
        code = console.main(["--data-dir", data, "--lang", "ru"])
        if code != 0:
            print(f"run {run}: exit code {code}", file=sys.stderr)
            return 1
        alive = [w for w in app.topLevelWidgets() if w.objectName() == "MainWindow"]
        if alive:
            print(f"run {run}: {len(alive)} window(s) left after quitting", file=sys.stderr)
            return 1
    QCoreApplication.processEvents()
    print(f"OK {runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
