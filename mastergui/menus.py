"""The main window's actions, menus and toolbar (a mixin of `MainWindow`; texts in the
window's translation context). Rebuilt whole when the language changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QMainWindow, QMenu, QToolBar

from . import i18n
from .icons import icon
from .text import translate

if TYPE_CHECKING:
    from pathlib import Path

    from .text_dialog import TextDialog

TAB_ORDERS, TAB_VIEWER, TAB_POST, TAB_WHATIF, TAB_BALANCE = range(5)  # as workspace.py adds them


class MainMenus:
    """Needs from the window: its toolbar, phase box, language and the slots named below."""

    lang: str
    toolbar: QToolBar
    phase_box: QComboBox

    if TYPE_CHECKING:  # provided by MainWindow and its other mixins

        def new_game(self) -> None: ...
        def open_dialog(self) -> None: ...
        def import_dialog(self) -> None: ...
        def export_dialog(self) -> None: ...
        def close(self) -> bool: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...
        def resolve(self) -> None: ...
        def commit(self) -> None: ...
        def undo_commit(self) -> None: ...
        def reresolve_stale(self) -> None: ...
        def _step_phase(self, delta: int) -> None: ...
        def _toggle_secrets(self, on: bool) -> None: ...
        def show_tab(self, index: int) -> None: ...
        def about(self) -> TextDialog: ...
        def show_shortcuts(self) -> TextDialog: ...
        def show_rulings(self) -> TextDialog | None: ...
        def copy_table(self, which: str) -> int: ...
        def export_table(self, which: str, path: Path | None = None) -> bool: ...
        def set_language(self, lang: str) -> None: ...
        def _fill_recent(self) -> None: ...
        def _update_actions(self) -> None: ...
        def _fit_toolbar(self) -> None: ...

    def _menus_parent(self) -> QMainWindow:
        assert isinstance(self, QMainWindow)
        return self

    def _act(
        self,
        text: str,
        slot: Callable[..., object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon_name: str | None = None,
    ) -> QAction:
        action = QAction(text, self._menus_parent())
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon_name is not None:
            action.setIcon(icon(icon_name))
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        self.new_action = self._act(
            translate("MainWindow", "&New game…"),
            self.new_game,
            QKeySequence.StandardKey.New,
            "action-new",
        )
        self.open_action = self._act(
            translate("MainWindow", "&Open…"),
            self.open_dialog,
            QKeySequence.StandardKey.Open,
            "action-open",
        )
        self.import_action = self._act(
            translate("MainWindow", "&Import scenario…"), self.import_dialog, "Ctrl+I"
        )
        self.export_action = self._act(
            translate("MainWindow", "&Export scenario…"), self.export_dialog, "Ctrl+E"
        )
        self.quit_action = self._act(
            translate("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit
        )
        self.undo_action = self._act(
            translate("MainWindow", "&Undo"),
            self.undo,
            QKeySequence.StandardKey.Undo,
            "action-undo",
        )
        self.redo_action = self._act(
            translate("MainWindow", "&Redo"), self.redo, "Ctrl+Shift+Z", "action-redo"
        )
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.resolve_action = self._act(
            translate("MainWindow", "&Resolve"), self.resolve, "F5", "action-resolve"
        )
        self.resolve_action.setToolTip(
            translate("MainWindow", "Resolve the phase and keep the result as its draft (F5)")
        )
        self.commit_action = self._act(
            translate("MainWindow", "&Commit phase…"),
            self.commit,
            "Ctrl+Return",
            "action-commit",
        )
        self.undo_commit_action = self._act(
            translate("MainWindow", "Undo last co&mmit…"),
            self.undo_commit,
            None,
            "action-undo-commit",
        )
        self.reresolve_action = self._act(
            translate("MainWindow", "Re-resolve &stale phases"), self.reresolve_stale
        )
        self.prev_phase_action = self._act(
            translate("MainWindow", "&Previous phase"), lambda: self._step_phase(-1), "Ctrl+PgUp"
        )
        self.next_phase_action = self._act(
            translate("MainWindow", "Ne&xt phase"), lambda: self._step_phase(+1), "Ctrl+PgDown"
        )
        self.hide_secrets_action = self._act(
            translate("MainWindow", "&Hide secrets"), self._toggle_secrets, "Ctrl+Shift+H"
        )
        self.hide_secrets_action.setCheckable(True)
        self.hide_secrets_action.setToolTip(
            translate("MainWindow", "For screen sharing: hide secret roles, HP and orders")
        )
        self.tab_actions = [
            self._act(
                translate("MainWindow", "&Orders and votes"),
                lambda: self.show_tab(TAB_ORDERS),
                "Ctrl+1",
            ),
            self._act(
                translate("MainWindow", "Resolution &viewer"),
                lambda: self.show_tab(TAB_VIEWER),
                "Ctrl+2",
            ),
            self._act(
                translate("MainWindow", "&Post and messages"),
                lambda: self.show_tab(TAB_POST),
                "Ctrl+3",
            ),
            self._act(
                translate("MainWindow", "&What-if"), lambda: self.show_tab(TAB_WHATIF), "Ctrl+4"
            ),
            self._act(
                translate("MainWindow", "&Balance"), lambda: self.show_tab(TAB_BALANCE), "Ctrl+5"
            ),
        ]
        self.about_action = self._act(translate("MainWindow", "&About"), self.about)
        self.shortcuts_action = self._act(
            translate("MainWindow", "&Keyboard shortcuts"),
            self.show_shortcuts,
            QKeySequence.StandardKey.HelpContents,
        )
        self.rulings_action = self._act(
            translate("MainWindow", "&Rulings of the ruleset"), self.show_rulings
        )
        self.table_actions = [
            self._act(
                translate("MainWindow", "Copy the HP &matrix"),
                lambda: self.copy_table("matrix"),
                "Ctrl+Shift+C",
            ),
            self._act(
                translate("MainWindow", "Copy the &player table"),
                lambda: self.copy_table("players"),
            ),
            self._act(
                translate("MainWindow", "Export the HP matrix as CSV…"),
                lambda: self.export_table("matrix"),
            ),
            self._act(
                translate("MainWindow", "Export the player table as CSV…"),
                lambda: self.export_table("players"),
            ),
        ]
        self.game_actions = [
            self.export_action,
            self.undo_action,
            self.redo_action,
            self.resolve_action,
            self.commit_action,
            self.undo_commit_action,
            self.reresolve_action,
            self.prev_phase_action,
            self.next_phase_action,
            self.hide_secrets_action,
            *self.tab_actions,
            self.rulings_action,
            *self.table_actions,
        ]

    def _build_menus(self) -> None:
        bar = self._menus_parent().menuBar()
        file_menu = bar.addMenu(translate("MainWindow", "&File"))
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        self.recent_menu = QMenu(translate("MainWindow", "Open &recent"), self._menus_parent())
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.import_action)
        file_menu.addAction(self.export_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        for action in self.table_actions:
            edit_menu.addAction(action)
        phase_menu = bar.addMenu(translate("MainWindow", "&Phase"))
        for action in (
            self.resolve_action,
            self.commit_action,
            self.undo_commit_action,
            self.reresolve_action,
        ):
            phase_menu.addAction(action)
        phase_menu.addSeparator()
        phase_menu.addAction(self.prev_phase_action)
        phase_menu.addAction(self.next_phase_action)
        self.view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self.view_menu.addAction(self.hide_secrets_action)
        self.view_menu.addSeparator()
        for action in self.tab_actions:
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        self.stepping_section = self.view_menu.addSeparator()
        settings_menu = bar.addMenu(translate("MainWindow", "&Settings"))
        language_menu = settings_menu.addMenu(translate("MainWindow", "&Language"))
        group = QActionGroup(self._menus_parent())
        for code, name in i18n.LANGUAGES.items():
            action = QAction(name, self._menus_parent(), checkable=True)
            action.setChecked(code == self.lang)
            action.setData(code)
            action.triggered.connect(lambda _on, c=code: self.set_language(c))
            group.addAction(action)
            language_menu.addAction(action)
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        help_menu.addAction(self.shortcuts_action)
        help_menu.addAction(self.rulings_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

        self.toolbar.addWidget(
            QLabel(" " + translate("MainWindow", "Phase") + " ", self._menus_parent())
        )
        self.toolbar.addWidget(self.phase_box)
        self.toolbar.addSeparator()
        for action in (self.resolve_action, self.commit_action, self.undo_commit_action):
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.undo_action)
        self.toolbar.addAction(self.redo_action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.hide_secrets_action)
        self._update_actions()
        self._fit_toolbar()
