"""Start the console: `main(argv) -> int`.

    mafia-console [GAME.mmc | SCENARIO.yaml] [--lang ru|en] [--data-dir DIR]
    mafia-console --screenshot FILE.png [--tab orders|viewer|post|whatif|balance]
                  [--size 1600x1000]
    mafia-console --version                   (from a checkout: python main.py ...)

With no file it opens the last game, or the bundled demo game (imported into the data
folder on first run) so a newcomer sees a real game at once.

Startup shows the window first (Qt only), then loads the engine, the store and the ruleset
in a background thread while the window is already on screen, and opens the game when they
are ready: the master sees the console at once and the game a moment later.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from resources import APPLICATION, DATA_DIR_ENV, DESKTOP_ID, ORGANIZATION, version

from .cli import TABS, Args, parse_args

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .opening import NotOpened, Opened
    from .settings import Settings

BENCH_ENV = "MASTERGUI_QUIT_WHEN_SHOWN"  # benchmarks/bench_startup.py


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.install_desktop or args.uninstall_desktop:
        from . import desktop

        return desktop.run(remove=args.uninstall_desktop)
    if args.screenshot:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from .first_game import import_engine

    import_engine()  # before PySide: see there
    from PySide6.QtWidgets import QApplication

    identify()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.screenshot:
        isolate_settings()  # a rendering must not read or change the master's settings

    from . import games, i18n
    from .icons import icon
    from .main_window import MainWindow
    from .settings import Settings

    QApplication.setWindowIcon(icon("app"))  # every window and dialog, and the taskbar
    settings = Settings()
    lang = args.lang or settings.language(i18n.system_language())
    i18n.install(lang)
    if args.data_dir:
        folder = Path(args.data_dir)
    elif args.screenshot:  # always the bundled demo as shipped, never the master's copy
        import tempfile

        folder = Path(tempfile.mkdtemp(prefix="mastergui-screenshot-"))
    else:
        folder = games.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    os.environ[DATA_DIR_ENV] = str(folder)  # the engine finds the master's rulesets there
    window = MainWindow(settings, lang, folder)
    try:
        return run(app, window, args, settings, folder)
    finally:
        shutdown(window)


def run(app: Any, window: MainWindow, args: Args, settings: Settings, folder: Path) -> int:
    """Open the first game and run the event loop (or render the screenshot)."""

    demo: list[Path | Exception] = []  # the demo game, made ready in the background
    first: list[Opened | NotOpened] = []  # the first game, opened in the background

    def open_game() -> None:
        # the game the worker opened; else (it failed, or it was a scenario) the usual way,
        # which says why in the message bar and offers open/new/drop
        from .first_game import open_first_game
        from .opening import Opened

        if first and isinstance(first[0], Opened):
            if not window.show_opened(first[0]):
                window.show_no_game()
            return
        if not open_first_game(
            window,
            args.game,
            settings,
            folder,
            demo=bool(args.screenshot),
            prepared=demo[0] if demo else None,
        ):
            window.show_no_game()

    def prepare() -> None:
        from .first_game import prepare_first_game

        prepare_first_game(args.game, settings, folder, demo, first)

    if args.screenshot:
        identify_version()
        # its size before the game opens: the player panel takes its share of the width
        # then; the size asked for, whatever the (offscreen) screen
        from . import window_size

        window_size.let_go(window)
        window.resize(*pixels(args.size))
        open_game()
        return screenshot(window, Path(args.screenshot), args.size, TABS[args.tab])

    install_excepthook(window)
    bench = bool(os.environ.get(BENCH_ENV))
    window.show_loading()
    window.show()

    def ready() -> None:
        # the game's table, orders and phases are on screen (painted from the store); the
        # open phase's resolution, its verdicts and figures follow: "resolving…" till then
        if bench:
            report("READY")
            # the bench compares it with a bare window of 1500×920: only fair at that size
            print(f"SIZE {window.width()} {window.height()}", flush=True)
            app.quit()
            return
        window.resolve_pending()
        from .first_game import warm_up_writing

        identify_version()
        in_background(warm_up_writing, lambda: None)

    def loaded() -> None:
        try:
            open_game()
        finally:  # whatever happened, the benchmark hears of it
            after_paint(ready)

    def painted() -> None:
        if bench:
            report("SHOWN")
        # only now: a thread started earlier competes for the GIL with the first paint
        in_background(prepare, loaded)

    after_paint(painted)
    return int(app.exec())


def identify() -> None:
    """The application's names, set once before anything reads QSettings (its file is named
    after them) or QStandardPaths (so is the data folder); the desktop file name lets
    Wayland match the window to the menu entry and its icon."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QGuiApplication.setDesktopFileName(DESKTOP_ID)


def identify_version() -> None:
    """The version too (`identify`): nothing reads it before the first game is on screen,
    and reading it from the package metadata takes 30 ms, so it is set after that."""
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.setApplicationVersion(version())


_relays: list[Any] = []


def shutdown(window: MainWindow) -> None:
    """End deterministically, while the QApplication still exists: wait for the background
    threads, close the window (layout saved, store closed), then delete the window with its
    session, models and views, and the undelivered jobs — nothing Qt is left for the
    interpreter to collect at exit, where deleting a Qt object crashed ("bool_dealloc ...
    finalizing")."""
    import gc

    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    from . import background

    background.join_all()  # the warm-up imports modules, what-if resolves: seconds at most
    if shiboken6.isValid(window):
        window.shutdown()
        shiboken6.delete(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    sys.excepthook = sys.__excepthook__  # the console's hook refers to the window
    gc.collect()


def install_excepthook(window: MainWindow) -> None:
    """An unexpected error in a slot is printed and shown in the window's message bar; the
    console keeps running (every store write is atomic, nothing is half saved)."""
    import traceback

    def hook(kind: type[BaseException], error: BaseException, tb: Any) -> None:
        traceback.print_exception(kind, error, tb)
        with contextlib.suppress(Exception):
            window.message_bar.show_message(f"{kind.__name__}: {error}")

    sys.excepthook = hook


def in_background(work: Callable[[], None], then: Callable[[], None]) -> None:
    """Run `work` in a thread, then `then` in the GUI thread (also when `work` failed:
    opening the game reports the real error)."""
    from . import background

    background.run(work, lambda _result: then(), "warm-up")


def after_paint(then: Callable[[], Any]) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def run() -> None:
        QApplication.processEvents()
        then()

    QTimer.singleShot(0, run)


def report(what: str) -> None:
    """For the startup benchmark: the wall-clock time a stage reached the screen, and the
    CPU time the process (all its threads) had used by then."""
    print(f"{what} {time.time():.6f} {time.process_time():.6f}", flush=True)


def isolate_settings() -> None:
    import tempfile

    from PySide6.QtCore import QSettings

    folder = tempfile.mkdtemp(prefix="mastergui-screenshot-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


def screenshot(window: MainWindow, target: Path, size: str, tab: int) -> int:
    from PySide6.QtWidgets import QApplication

    window.resize(*pixels(size))
    window.show()
    window.show_tab(tab)
    # a tab built on first show settles over several passes (one grabbed squeezed forms)
    for _ in range(10):
        QApplication.processEvents()
    target.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(target))
    window.close()
    if not ok:
        print(f"error: could not write {target}", file=sys.stderr)
        return 2
    print(target)
    return 0


def pixels(size: str) -> tuple[int, int]:
    """`--size` ("1600x1000") as pixels."""
    width, _, height = size.partition("x")
    return int(width), int(height)
