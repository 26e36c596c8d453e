"""The File menu's work for the main window: open, new, recent, import and export of
scenario files, drag and drop. A mixin of `MainWindow` (its texts keep the window's
translation context)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QMenu, QWidget

from . import dialogs, games
from .message_bar import MessageBar
from .settings import Settings
from .text import translate

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, SignalInstance
    from PySide6.QtWidgets import QStatusBar

    from .opening import NotOpened, Opened
    from .session import GameSession
    from .views.new_game import NewGameSpec


def cannot_open(path: Path, error: Exception) -> str:
    why = str(error)
    if path.name in why:  # the store's message names the file already: once is enough
        return translate("MainWindow", "Cannot open: %1").replace("%1", why)
    return translate("MainWindow", "Cannot open %1: %2").replace("%1", str(path)).replace("%2", why)


def cannot_import(path: Path, error: Exception) -> str:
    why = str(error)
    if path.name in why:  # the loader names the file and line already
        return translate("MainWindow", "Cannot import: %1").replace("%1", why)
    return (
        translate("MainWindow", "Cannot import %1: %2").replace("%1", str(path)).replace("%2", why)
    )


class GameFiles:
    """Needs from the window: settings, lang, folder, session, message_bar, recent_menu,
    statusBar() and set_session()."""

    settings: Settings
    lang: str
    folder: Path | None
    session: GameSession | None
    message_bar: MessageBar
    recent_menu: QMenu

    _opening: object | None  # the job of the latest `open_game_later`, until it delivers

    if TYPE_CHECKING:  # provided by MainWindow / QMainWindow; declared for the type checker
        game_opened: SignalInstance

        def sender(self) -> QObject: ...

        def statusBar(self) -> QStatusBar: ...

        def set_session(self, session: GameSession) -> None: ...

        def stale_note(self) -> str | None: ...

    def _parent(self) -> QWidget:
        """The window itself, as the parent of the file dialogs."""
        assert isinstance(self, QWidget)
        return self

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        for path in files:
            title = self.settings.recent_title(path)
            action = self.recent_menu.addAction(f"{title} — {Path(path).name}" if title else path)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _on, p=path: self.open_game_later(Path(p)))
        if not files:
            self.recent_menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(
                translate("MainWindow", "Clear list"), self.settings.clear_recent
            )

    def open_game(self, path: Path) -> bool:
        """Open a game file (or import a dropped scenario); False with a message if not.
        Here, in the GUI thread: `open_game_later` keeps the window responsive."""
        from engine import EngineError

        from .opening import open_store

        if path.suffix.lower() in games.SCENARIO_SUFFIXES:
            return self.import_scenario(path)
        self._opening = None  # an opening still running in the background is superseded
        try:
            opened = open_store(path, hand_over=False)
        except (EngineError, OSError) as exc:
            self.message_bar.show_message(cannot_open(path, exc))
            return False
        return self.show_opened(opened)

    def open_game_later(self, path: Path) -> None:
        """Open a game file in a worker thread (integrity check, decoding, the open phase's
        resolution) while the window stays responsive, saying so in the status bar; the
        game shows when it is ready and `game_opened` tells whether it did. A scenario is
        imported here (its dialog asks first)."""
        from . import background
        from .opening import open_or_fail

        if path.suffix.lower() in games.SCENARIO_SUFFIXES:
            self.game_opened.emit(self.import_scenario(path))
            return
        self.statusBar().showMessage(
            translate("MainWindow", "Opening %1…").replace("%1", path.name)
        )
        self._opening = background.run(lambda: open_or_fail(path), self._opened_later, "open")

    def _opened_later(self, result: Opened | NotOpened) -> None:
        """In the GUI thread: what the worker of the latest `open_game_later` found."""
        from engine import EngineError

        from .opening import Opened

        if self.sender() is not self._opening:  # superseded by a later opening
            if isinstance(result, Opened):
                result.store.close()
            return
        self._opening = None
        self.statusBar().clearMessage()
        if isinstance(result, Opened):
            self.game_opened.emit(self.show_opened(result))
            return
        error = result.error
        if isinstance(error, (EngineError, OSError)):
            self.message_bar.show_message(cannot_open(result.path, error))
        else:  # an engine bug: said, and the console keeps running
            self.message_bar.show_message(f"{type(error).__name__}: {error}")
        self.game_opened.emit(False)

    def show_opened(self, opened: Opened) -> bool:
        """Show a game opened by `open_store` (this thread owns its store from now on)."""
        from engine import EngineError
        from engine.store.lock import GameLock

        from .session import GameSession

        path, store = opened.path, opened.store
        self.message_bar.hide()  # an old error is not about this game
        if (
            self.session is not None
            and self.session.lock is not None
            and self.session.path.resolve() == path.resolve()
        ):
            self.session.lock.release()  # reopening the same game: our own lock
        lock = GameLock.acquire(path)
        try:
            session = GameSession(store, self.lang, lock=lock, view=opened.view)
        except (EngineError, OSError) as exc:  # nothing of the game can be shown
            store.close()
            lock.release()
            self.message_bar.show_message(cannot_open(path, exc))
            return False
        self.set_session(session)
        self.settings.add_recent(path, session.title)
        self.settings.set_last_game(path)
        notes: list[str] = []
        if lock.holder is not None:
            notes.append(
                translate(
                    "MainWindow",
                    "This game is open in another console too (%1): changes made "
                    "there show here, and a commit stops if the phase changed since you looked "
                    "at it.",
                ).replace("%1", lock.holder.describe())
            )
        stale_note = self.stale_note()
        if stale_note:
            notes.append(stale_note)
        from engine.texts import ruleset_notices

        notes.extend(ruleset_notices(session.ruleset, self.lang))  # the sample collection
        problems = store.problems
        if problems:
            notes.append(
                translate("MainWindow", "Integrity check: %1").replace(
                    "%1", "; ".join(p.describe() for p in problems)
                )
            )
        if notes:
            self.message_bar.show_message("\n".join(notes))
        return True

    def _folder(self) -> Path:
        return self.folder if self.folder is not None else games.data_dir()

    def new_game(self) -> None:
        from .views.new_game import NewGameDialog

        dialog = NewGameDialog(self.lang, self._parent())
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.create_game(dialog.spec())

    def create_game(self, spec: NewGameSpec, path: Path | None = None) -> bool:
        from engine import EngineError
        from engine.store import GameStore

        if path is None:
            suggested = games.unique_path(self._folder(), spec.title)
            chosen = dialogs.ask_save_path(
                self._parent(),
                translate("MainWindow", "Save the new game as"),
                str(suggested),
                dialogs.GAME_FILTER,
            )
            if chosen is None:
                return False
            path = Path(chosen)
        try:
            GameStore.create(
                path,
                ruleset_id=spec.ruleset_id,
                players=spec.players,
                seed=spec.seed,
                rulings=dict(spec.rulings),
                title=spec.title,
            ).close()
        except (EngineError, OSError) as exc:
            self.message_bar.show_message(str(exc))
            return False
        return self.open_game(path)

    def open_dialog(self) -> None:
        chosen = dialogs.ask_open_path(
            self._parent(),
            translate("MainWindow", "Open a game"),
            str(self._folder()),
            dialogs.GAME_FILTER + ";;" + dialogs.SCENARIO_FILTER,
        )
        if chosen:
            self.open_game_later(Path(chosen))

    def import_dialog(self) -> None:
        chosen = dialogs.ask_open_path(
            self._parent(),
            translate("MainWindow", "Import a scenario"),
            str(Path.home()),
            dialogs.SCENARIO_FILTER,
        )
        if chosen:
            self.import_scenario(Path(chosen))

    def import_scenario(
        self,
        source: Path,
        target: Path | None = None,
        commit_upto: int | None = None,
        ask: bool = True,
    ) -> bool:
        """A scenario file becomes a new game file in the data folder, with the phases the
        master chooses committed (asked when `commit_upto` is None and `ask`; the default
        leaves the last phase open, its orders waiting)."""
        from engine import EngineError, load_scenario

        try:
            scenario = load_scenario(source)
        except (EngineError, OSError) as exc:
            self.message_bar.show_message(cannot_import(source, exc))
            return False
        count = len(scenario.phases)
        if commit_upto is None and not ask:
            commit_upto = max(0, count - 1)
        if commit_upto is None:
            commit_upto = dialogs.ask_number(
                self._parent(),
                translate("MainWindow", "Import scenario"),
                translate(
                    "MainWindow",
                    "Phases in %1: %2. Commit the first (the rest stay open for orders):",
                )
                .replace("%1", source.name)
                .replace("%2", str(count)),
                max(0, count - 1),
                0,
                count,
            )
            if commit_upto is None:
                return False
        target = target or games.unique_path(self._folder(), source.stem)
        try:
            games.create_from(scenario, target, commit_upto)
        except (EngineError, OSError) as exc:
            self.message_bar.show_message(cannot_import(source, exc))
            return False
        done = translate("MainWindow", "Imported %1 as %2")
        self.statusBar().showMessage(
            done.replace("%1", source.name).replace("%2", str(target)), 8000
        )
        return self.open_game(target)

    def export_dialog(self) -> None:
        if self.session is None:
            return
        suggested = str(Path.home() / (self.session.path.stem + ".yaml"))
        chosen = dialogs.ask_save_path(
            self._parent(),
            translate("MainWindow", "Export the game as a scenario"),
            suggested,
            dialogs.SCENARIO_FILTER,
        )
        if chosen:
            self.export_scenario(Path(chosen))

    def export_scenario(self, target: Path) -> bool:
        from engine import EngineError

        assert self.session is not None
        try:
            target.write_text(self.session.store.export_scenario(), encoding="utf-8")
        except (EngineError, OSError) as exc:
            self.message_bar.show_message(str(exc))
            return False
        done = translate("MainWindow", "Exported to %1")
        self.statusBar().showMessage(done.replace("%1", str(target)), 8000)
        return True

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(
            Path(u.toLocalFile()).suffix.lower() in (*games.SCENARIO_SUFFIXES, games.GAME_SUFFIX)
            for u in event.mimeData().urls()
        ):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        for url in event.mimeData().urls():
            path = Path(url.toLocalFile())
            if path.suffix.lower() in (*games.SCENARIO_SUFFIXES, games.GAME_SUFFIX):
                event.acceptProposedAction()
                # after the drop returns: opening may take a moment and shows messages
                QTimer.singleShot(0, lambda p=path: self.open_game_later(p))
                return
