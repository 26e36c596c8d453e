"""Start the console: `main(argv) -> int`.

    main.py [GAME.mmc | SCENARIO.yaml] [--lang ru|en] [--data-dir DIR]
    main.py --screenshot FILE.png [--tab orders|viewer|whatif] [--size 1600x1000]

With no file it opens the last game, or the bundled demo game (imported into the data
folder on first run) so a newcomer sees a real game at once.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

APP_NAME = "Mafia Master Console"
ORG_NAME = "MafiaMasterConsole"
TABS = {"orders": 0, "viewer": 1, "whatif": 2}


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="mastergui", description=APP_NAME)
    parser.add_argument("game", nargs="?", help="a game file (.mmc) or a scenario (.yaml)")
    parser.add_argument("--lang", choices=("ru", "en"), help="interface language")
    parser.add_argument("--data-dir", help="folder for games (default: the user's data folder)")
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="render the main window on the demo game offscreen, save, exit")
    parser.add_argument("--tab", choices=tuple(TABS), default="viewer",
                        help="the tab shown in the screenshot")
    parser.add_argument("--size", default="1600x1000", help="window size for the screenshot")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.screenshot:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.screenshot:
        isolate_settings()  # a rendering must not read or change the master's settings

    from . import games, i18n
    from .main_window import MainWindow
    from .settings import Settings

    settings = Settings()
    lang = args.lang or settings.language(i18n.system_language())
    i18n.install(lang)
    folder = Path(args.data_dir) if args.data_dir else games.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    window = MainWindow(settings, lang, folder)
    if not open_first_game(window, args.game, settings, folder, demo=bool(args.screenshot)):
        from PySide6.QtCore import QCoreApplication
        window.message_bar.show_message(QCoreApplication.translate(
            "App", "The demo game could not be opened."))

    if args.screenshot:
        return screenshot(window, Path(args.screenshot), args.size, TABS[args.tab])
    window.show()
    if os.environ.get("MASTERGUI_QUIT_WHEN_SHOWN"):  # benchmarks: time to the shown window
        QTimer.singleShot(0, app.quit)
    return int(app.exec())


def isolate_settings() -> None:
    import tempfile

    from PySide6.QtCore import QSettings
    folder = tempfile.mkdtemp(prefix="mastergui-screenshot-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


def open_first_game(window: object, requested: str | None, settings: object, folder: Path,
                    demo: bool = False) -> bool:
    """The game named on the command line, else the last one, else the demo game."""
    from . import games
    from .main_window import MainWindow
    assert isinstance(window, MainWindow)
    if requested:
        return window.open_game(Path(requested))
    last = None if demo else settings.last_game()  # type: ignore[attr-defined]
    if last and Path(last).is_file() and window.open_game(Path(last)):
        return True
    demo_path = folder / games.DEMO_NAME
    try:
        path = games.ensure_demo(folder)
    except Exception as exc:  # a broken demo file must not keep the console from starting
        window.message_bar.show_message(str(exc))
        return False
    if window.open_game(path):
        return True
    if demo_path.exists():  # unusable (an older format...): set it aside, import afresh
        games.set_aside(demo_path)
        return window.open_game(games.ensure_demo(folder))
    return False


def screenshot(window: object, target: Path, size: str, tab: int) -> int:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow
    assert isinstance(window, MainWindow)
    width, _, height = size.partition("x")
    window.resize(int(width), int(height))
    window.show()
    window.show_tab(tab)
    QApplication.processEvents()
    target.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(target))
    window.close()
    if not ok:
        print(f"error: could not write {target}", file=sys.stderr)
        return 2
    print(target)
    return 0
