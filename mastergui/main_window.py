"""The main window: menus and toolbar over one open game (a `Workspace`), the file
operations (new, open, recent, import/export scenario, drag and drop), layout and language
remembered in QSettings. Every game change goes through the session's operations."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QRegularExpression,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from . import i18n, window_size
from .files import GameFiles
from .help import HelpMenu
from .icons import icon
from .menus import TAB_BALANCE, TAB_ORDERS, TAB_POST, TAB_VIEWER, TAB_WHATIF, MainMenus
from .message_bar import MessageBar
from .phase_commands import PhaseCommands
from .settings import Settings
from .table_export import TableCommands

if TYPE_CHECKING:  # the window module stays light: it is shown before the engine loads
    from .session import GameSession
    from .workspace import Workspace

# QEvent.Type.MetaCall (queued calls), as a number: making the QEvent class's enum costs
# ~2 ms before the first game is on screen, and nothing else needs it by then
META_CALL = 43

# the tabs, as workspace.py adds them (re-exported: the workspace and tests name them here)
__all__ = ["TAB_BALANCE", "TAB_ORDERS", "TAB_POST", "TAB_VIEWER", "TAB_WHATIF", "MainWindow"]


class MainWindow(MainMenus, GameFiles, PhaseCommands, HelpMenu, TableCommands, QMainWindow):
    """Mafia Master Console."""

    game_opened = Signal(bool)  # `open_game_later` is done: the game shows (or why not)

    def __init__(
        self, settings: Settings | None = None, lang: str = "ru", folder: Path | None = None
    ) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.lang = lang
        self.folder = folder
        self.session: GameSession | None = None
        self.workspace: Workspace | None = None
        self._stepping_actions: list[QAction] = []
        self._restore_pending = False
        self._opening: object | None = None
        self.setObjectName("MainWindow")
        self.setWindowIcon(icon("app"))
        self.setAcceptDrops(True)
        self.message_bar = MessageBar(self)
        self.body = QWidget(self)
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.body_layout.addWidget(self.message_bar)
        self.placeholder = QLabel(self.body)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body_layout.addWidget(self.placeholder, 1)
        self.setCentralWidget(self.body)
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(self.toolbar)
        self.player_dock = QDockWidget(self)
        self.player_dock.setObjectName("playerDock")
        self.player_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.player_dock)
        self.player_dock.hide()
        self.phase_box = QComboBox(self)
        self.phase_box.setObjectName("phaseBox")
        self.phase_box.setMinimumContentsLength(22)
        self.phase_box.activated.connect(self._phase_picked)
        self._build_actions()
        self._build_menus()
        self.statusBar()
        self._update_title()
        window_size.place(self, self.settings.layout("geometry"))
        window_size.keep_on_screen(self)

    # --- the game ----------------------------------------------------------------------------
    def set_session(self, session: GameSession) -> None:
        # the new workspace painted once, whole: its tables lay themselves out in queued
        # calls and timers after they are made, and a paint before those painted every
        # table twice (~15 ms of the start); updates come back after them
        self.setUpdatesEnabled(False)
        try:
            self._set_session(session)
        finally:
            QCoreApplication.sendPostedEvents(None, META_CALL)
            QTimer.singleShot(0, self, lambda: self.setUpdatesEnabled(True))

    def _set_session(self, session: GameSession) -> None:
        from .workspace import Workspace

        if self.workspace is not None:
            self.save_layout()
        old, old_session = self.workspace, self.session
        old_panel = self.player_dock.widget()
        self.session = session
        self.workspace = Workspace(session, self, self.settings)
        self.placeholder.hide()
        self.body_layout.addWidget(self.workspace, 1)
        self.player_dock.setWidget(self.workspace.player_panel)
        self.player_dock.setWindowTitle(self.tr("Players"))
        self.player_dock.show()
        if old is not None:
            old.shutdown()
            old.deleteLater()
        if old_panel is not None:
            old_panel.deleteLater()
        if old_session is not session:
            session.setParent(self)  # deleted with the window, never at interpreter exit
            if old_session is not None:
                old_session.close()
                old_session.deleteLater()
            session.changed.connect(self._session_changed)
            session.failed.connect(self.message_bar.show_message)
            session.notice.connect(self.message_bar.show_message)
        self.hide_secrets_action.setChecked(self.settings.flag("hide_secrets"))
        self.workspace.players.set_hide_secrets(self.hide_secrets_action.isChecked())
        self.workspace.players.hide_secrets_changed.connect(self._secrets_changed)
        for action in self._stepping_actions:
            self.view_menu.removeAction(action)
        self._stepping_actions = self.workspace.viewer.actions_for_menu()
        for action in self._stepping_actions:
            self.view_menu.addAction(action)
        if self.settings.layout("state") is None:
            self.resizeDocks(
                [self.player_dock], [max(300, self.width() * 36 // 100)], Qt.Orientation.Horizontal
            )
        if self.isVisible():
            self.restore_layout()
        else:  # splitters restored before the window has its size get squeezed on show
            self._restore_pending = True
        self._update_actions()
        self._update_title()

    def show_no_game(self) -> None:
        self._update_title()

    def resolve_pending(self) -> None:
        """Once the first game is on screen: its open phase's resolution (`app.run`)."""
        if self.session is not None:
            self.session.resolve_pending()

    def show_loading(self) -> None:
        """The window before its game: shown at once while the engine loads."""
        self.placeholder.setText(self.tr("Opening the game…"))

    def _session_changed(self, _changes: object) -> None:
        self._update_actions()

    def _update_title(self) -> None:
        title = self.tr("Mafia Master Console")
        if self.session is not None:  # the game's name and its file
            title = f"{self.session.title} — {self.session.path.name} — {title}"
        self.setWindowTitle(title)
        if self.session is None:
            self.placeholder.setText(
                self.tr(
                    "Open a game (Ctrl+O), start a new one (Ctrl+N), or drop a scenario file here."
                )
            )

    def _update_actions(self) -> None:
        session = self.session
        for action in self.game_actions:
            action.setEnabled(session is not None)
        if session is None:
            return
        from .undo_labels import undo_redo_words

        undo, redo = undo_redo_words(session, self.hide_secrets_action.isChecked())
        self.undo_action.setEnabled(undo is not None)
        self.undo_action.setText(
            self.tr("&Undo %1").replace("%1", undo) if undo else self.tr("&Undo")
        )
        self.redo_action.setEnabled(redo is not None)
        self.redo_action.setText(
            self.tr("&Redo %1").replace("%1", redo) if redo else self.tr("&Redo")
        )
        view = session.view
        is_open = not view.committed
        self.commit_action.setEnabled(
            view.trace is not None and (is_open or view.row.status.value == "stale")
        )
        self.resolve_action.setEnabled(view.trace is not None and is_open)
        self.undo_commit_action.setEnabled(session.open_phase > 1)
        phases = session.phases()
        self.reresolve_action.setEnabled(any(p.status.value == "stale" for p in phases))
        self.phase_box.blockSignals(True)
        self.phase_box.clear()
        rulings = view.state.rulings  # the game's (the first phase's kind is one)
        for row in phases:
            kind = session.texts.phase_kind(row.number, rulings)  # "Night 2" or None
            label = (
                self.tr("%3 (phase %1) — %2").replace("%3", kind)
                if kind
                else self.tr("Phase %1 — %2")
            )
            self.phase_box.addItem(
                label.replace("%1", str(row.number)).replace(
                    "%2", self._status_word(row.status.value)
                ),
                row.number,
            )
        self.phase_box.setCurrentIndex(max(0, self.phase_box.findData(session.phase)))
        self.phase_box.blockSignals(False)
        self.prev_phase_action.setEnabled(session.phase > 1)
        self.next_phase_action.setEnabled(
            self.phase_box.currentIndex() < self.phase_box.count() - 1
        )

    def _status_word(self, status: str) -> str:
        return {
            "open": self.tr("open"),
            "draft": self.tr("draft"),
            "committed": self.tr("committed"),
            "stale": self.tr("stale"),
        }.get(status, status)

    def _phase_picked(self, index: int) -> None:
        number = self.phase_box.itemData(index)
        if number is not None and self.session is not None:
            self.session.show_phase(int(number))

    def _step_phase(self, delta: int) -> None:
        index = self.phase_box.currentIndex() + delta
        if 0 <= index < self.phase_box.count():
            self.phase_box.setCurrentIndex(index)
            self._phase_picked(index)

    def show_tab(self, index: int) -> None:
        if self.workspace is not None:
            self.workspace.show_tab(index)

    # --- operations --------------------------------------------------------------------------
    def undo(self) -> None:
        if self.session is not None:
            self.session.undo()

    def redo(self) -> None:
        if self.session is not None:
            self.session.redo()

    def resolve(self) -> None:
        if self.session is None:
            return
        if self.session.resolve() is not None:
            self.show_tab(TAB_VIEWER)
            self.statusBar().showMessage(
                self.tr("Phase %1 resolved; the draft is kept.").replace(
                    "%1", str(self.session.phase)
                ),
                5000,
            )

    def _toggle_secrets(self, on: bool) -> None:
        if self.workspace is not None:
            self.workspace.players.set_hide_secrets(on)

    def _secrets_changed(self, on: bool) -> None:
        self.hide_secrets_action.setChecked(on)
        self.settings.set_flag("hide_secrets", on)
        if self.workspace is not None:
            self.workspace.set_hide_secrets(on)
        self._update_actions()  # the undo labels name orders' actors and abilities

    # --- language, layout, closing --------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Switch the interface language now: translators, then the whole window rebuilt."""
        if lang == self.lang:
            return
        if self.workspace is not None:
            self.save_layout()
        where = self.workspace.place() if self.workspace is not None else None
        self.lang = lang
        self.settings.set_language(lang)
        i18n.install(lang)
        self.menuBar().clear()
        self.toolbar.clear()
        self.phase_box = QComboBox(self)
        self.phase_box.setObjectName("phaseBox")
        self.phase_box.setMinimumContentsLength(22)
        self.phase_box.activated.connect(self._phase_picked)
        self._build_actions()
        self._build_menus()
        if self.session is not None:
            self.session.set_lang(lang)
            self.set_session(self.session)
        if self.workspace is not None and where is not None:
            self.workspace.go_to(where)  # the same tab, step and player as before
        self._update_title()

    def save_layout(self) -> None:
        self.settings.set_layout("geometry", self.saveGeometry())
        self.settings.set_layout("state", self.saveState())
        if self.workspace is not None:
            for splitter in self._splitters():
                if splitter.objectName():
                    self.settings.set_layout(
                        f"splitter/{splitter.objectName()}", splitter.saveState()
                    )
            self.settings.set_layout(
                self._header_key(), self.workspace.players.table.horizontalHeader().saveState()
            )

    def _header_key(self) -> str:
        """The player table's layout, kept per ruleset: its columns are the ruleset's."""
        return "playerHeader/" + self.session.ruleset.id if self.session else "playerHeader"

    def _splitters(self) -> list[QSplitter]:
        assert self.workspace is not None
        # named ones only, matched by name before PySide wraps a child: wrapping every widget
        # of the workspace (and making each one's Qt class) took ~10 ms of every start
        named = QRegularExpression(".")
        found = [self.workspace.player_panel, *self.workspace.findChildren(QSplitter, named)]
        return [s for s in found if s.objectName()]

    def restore_layout(self) -> None:
        state = self.settings.layout("state")
        if state is not None:
            self.restoreState(state)
        if self.workspace is None:
            return
        for splitter in self._splitters():
            self.settings.restore_splitter(splitter)
        header = self.settings.layout(self._header_key())
        if isinstance(header, QByteArray):
            self.workspace.players.table.horizontalHeader().restoreState(header)
            self.workspace.players.set_hide_secrets(self.hide_secrets_action.isChecked())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_toolbar()

    def _fit_toolbar(self) -> None:
        """Icons with their words when they fit, else icons alone (the words stay as
        tooltips): a 1024-pixel screen never hides actions behind the » button."""
        text = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        self.toolbar.setToolButtonStyle(text)
        # its layout caches its size: read before a window's first show, after a resize
        # that took the words away, it was still the icons' alone and the words stayed, cut
        layout = self.toolbar.layout()
        if layout is not None:  # always: the tool bar makes its own
            layout.invalidate()
        if self.toolbar.sizeHint().width() > self.width():
            self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._restore_pending:
            self._restore_pending = False
            self.restore_layout()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        event.accept()

    def shutdown(self) -> None:
        """Save the layout and close the game (once: closing again does nothing). The
        session stays a child of the window, deleted with it."""
        if self.workspace is not None and self.session is not None:
            self.save_layout()
            self.workspace.shutdown()
        self.settings.sync()
        if self.session is not None:
            self.session.close()
            self.session = None
