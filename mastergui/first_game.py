"""Which game the console opens first, and the work of opening it before the window needs
it: the game named on the command line, else the last one, else the bundled demo game
(imported into the data folder on first use); in a background thread while the window is
already on screen (`app.run`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .opening import NotOpened, Opened
    from .settings import Settings


def import_engine() -> None:
    """The pure-Python modules opening a stored game needs (the engine's store, ruleset,
    resolution and trace), imported before PySide is (`app.main`): PySide reads the source
    of every module imported after it (looking for `from __feature__ import`), ~0.65 M
    instructions a module, ~60 M for these. The window is shown a little later, the game
    is on screen sooner."""
    import datetime  # noqa: F401 - imported for its side effect: the modules load

    import engine.ruleset.cache
    import engine.ruleset.variant
    import engine.store
    import engine.store.lock
    import engine.texts
    import engine.trace  # noqa: F401


def warm_up() -> None:
    """Import what opening a game needs (pure Python, no Qt object is made here, so it may
    run in a background thread). Only the game's ruleset is loaded (by opening it): the
    others load when a dialog lists them, not before the game is on screen."""
    import engine.store  # noqa: F401 - imported for its side effect: the modules load

    from . import session, workspace  # noqa: F401


def warm_up_writing() -> None:
    """Once the game is on screen, in the background: what the first edit needs (the store
    writes through sqlite-utils, which opening a game no longer imports: engine/store/db.py),
    so the master's first order does not wait for it."""
    import engine.store.migrations  # noqa: F401 - imported for its side effect: sqlite-utils


def prepare_first_game(
    game: str | None,
    settings: Settings,
    folder: Path,
    demo: list[Path | Exception],
    first: list[Opened | NotOpened],
) -> None:
    """Off the GUI thread: the imports, the ruleset, the demo game's import when it is
    what opens, and opening the first game (integrity check, decoding, the open phase's
    resolution: `opening.py`), handed to the GUI thread when done (in `demo`/`first`).
    The open phase is not resolved here: the first screen needs only what is stored, and
    the console resolves it once the game is on screen (`app.run`)."""
    warm_up()
    from . import games
    from .opening import Opened, open_or_fail

    path = first_game_path(game, settings)
    if path is None:  # the demo: a current copy opens as it is (one integrity check)
        opened = (
            open_or_fail(folder / games.DEMO_NAME, resolve=False)
            if (folder / games.DEMO_NAME).is_file()
            else None
        )
        if isinstance(opened, Opened) and not opened.store.problems:
            first.append(opened)
            return
        if isinstance(opened, Opened):
            opened.store.close()
        try:
            path = games.ensure_demo(folder)
        except Exception as exc:  # said in the window when it opens
            demo.append(exc)
            return
        demo.append(path)
    if path.suffix.lower() not in games.SCENARIO_SUFFIXES:
        first.append(open_or_fail(path, resolve=False))


def first_game_path(requested: str | None, settings: Settings) -> Path | None:
    """The game to open first: the one named on the command line, else the last one (None:
    the demo game)."""
    if requested:
        return Path(requested)
    last = settings.last_game()
    return Path(last) if last and Path(last).is_file() else None


def open_first_game(
    window: MainWindow,
    requested: str | None,
    settings: Settings,
    folder: Path,
    demo: bool = False,
    prepared: Path | Exception | None = None,
) -> bool:
    """The game named on the command line, else the last one, else the demo game
    (`prepared`: the demo already made ready in the background, or why it could not be)."""
    from . import games

    if requested:
        path = Path(requested)
        if demo and path.suffix.lower() in games.SCENARIO_SUFFIXES:
            # a screenshot asks nothing: the import's default, the last phase open
            return window.import_scenario(path, ask=False)
        return window.open_game(path)
    last = None if demo else settings.last_game()
    if last and Path(last).is_file() and window.open_game(Path(last)):
        return True
    try:
        if isinstance(prepared, Exception):
            raise prepared
        path = prepared if prepared is not None else games.ensure_demo(folder)
    except Exception as exc:  # a broken demo must not keep the console from starting
        window.message_bar.show_message(str(exc))
        return False
    return window.open_game(path)
