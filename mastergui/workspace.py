"""One open game's widgets: the player table (shown in the main window's dock) and the
tabs — orders and votes, the resolution viewer, the post, what-if. With "hide secrets" on,
the tabs (orders, HP, frags are secret) give way to a notice over the public post (the
thread gets it anyway; its private messages are hidden); the player table stays, showing
what the town knows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .main_window import TAB_POST, TAB_VIEWER
from .session import GameSession
from .settings import Settings
from .views.fit import tab_tooltips
from .views.lazy_tab import LazyTab
from .views.player_table import PlayerTable
from .views.summary import PhaseSummary
from .views.viewer import ResolutionViewer
from .views.whatif import WhatIf

if TYPE_CHECKING:
    from .views.balance import BalancePanel
    from .views.inbox import Inbox
    from .views.post import PostPanel


@dataclass(frozen=True)
class Place:
    """Where the master is looking, kept across a rebuild (a language switch)."""

    tab: int
    step: int | None
    player: str | None


class Workspace(QWidget):
    def __init__(
        self, session: GameSession, parent: QWidget | None = None, settings: Settings | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.players = PlayerTable(session)
        self.summary = PhaseSummary(session)
        self.player_panel = QSplitter(Qt.Orientation.Vertical)
        self.player_panel.setObjectName("playerPanel")
        self.player_panel.addWidget(self.players)
        self.player_panel.addWidget(self.summary)
        self.player_panel.setStretchFactor(0, 3)
        self.player_panel.setStretchFactor(1, 1)
        self._settings = settings
        # the Orders, Post and Balance panels are built when first shown or used
        # (views/lazy_tab.py; issue 10: the game on screen sooner)
        self.inbox_page = LazyTab(self._build_inbox, self)
        self.viewer = ResolutionViewer(session, self)
        self.post_page = LazyTab(self._build_post, self)
        self.whatif = WhatIf(session, self)
        self.balance_page = LazyTab(self._build_balance, self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("mainTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.inbox_page, self.tr("Orders and votes"))
        self.tabs.addTab(self.viewer, self.tr("Resolution"))
        self.tabs.addTab(self.post_page, self.tr("Post"))
        self.tabs.addTab(self.whatif, self.tr("What-if"))
        self.tabs.addTab(self.balance_page, self.tr("Balance"))
        self.tabs.setCurrentIndex(1)
        self.tabs.currentChanged.connect(self._tab_shown)
        self.hidden_notice = QLabel(
            self.tr(
                "Secrets are hidden for screen sharing.\n"
                "Turn off \u201cHide secrets\u201d (Ctrl+Shift+H) "
                "to see orders and the resolution."
            ),
            self,
        )
        self.hidden_notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hidden_page = QWidget(self)
        self.hidden_layout = QVBoxLayout(self.hidden_page)
        self.hidden_layout.setContentsMargins(0, 6, 0, 0)
        self.hidden_layout.addWidget(self.hidden_notice)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.tabs)
        self.stack.addWidget(self.hidden_page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

        self._current_before_hide = TAB_VIEWER
        self.players.player_selected.connect(self._player_selected)
        session.changed.connect(self._update_tab_titles)
        self._update_tab_titles()

    @property
    def inbox(self) -> Inbox:
        """The Orders tab's panel, built on first use."""
        return cast("Inbox", self.inbox_page.panel)

    @property
    def post(self) -> PostPanel:
        """The Post tab's panel, built on first use."""
        return cast("PostPanel", self.post_page.panel)

    @property
    def balance(self) -> BalancePanel:
        """The Balance tab's panel, built on first use (the simulator loads then)."""
        return cast("BalancePanel", self.balance_page.panel)

    def _build_inbox(self, page: QWidget) -> QWidget:
        from .views.inbox import Inbox

        return self._laid_out(Inbox(self.session, page))

    def _build_post(self, page: QWidget) -> QWidget:
        from .views.post import PostPanel

        return self._laid_out(PostPanel(self.session, self._settings, page))

    def _laid_out(self, panel: QWidget) -> QWidget:
        """A panel built late gets its splitters where the master left them (the window
        restored the others when the game opened)."""
        if self._settings is not None:
            for splitter in panel.findChildren(QSplitter):
                if splitter.objectName():
                    self._settings.restore_splitter(splitter)
        return panel

    def _build_balance(self, page: QWidget) -> QWidget:
        from .views.balance import BalancePanel

        state = self.session.view.state
        return BalancePanel(
            self.session.ruleset.id,
            len(state.players),
            self.session.lang,
            dict(state.rulings),
            page,
        )

    def _tab_shown(self, index: int) -> None:
        page = self.tabs.widget(index)
        if isinstance(page, LazyTab):
            page.panel.show()

    def shutdown(self) -> None:
        """Stop what runs in the background (a balance run) before the tabs go."""
        if self.balance_page.built:
            self.balance.shutdown()

    def place(self) -> Place:
        """Where the master is: the tab, and the viewer's step and player."""
        tab = (
            self._current_before_hide
            if self.stack.currentIndex() == 1
            else self.tabs.currentIndex()
        )
        return Place(tab, self.viewer.current_step, self.viewer.current_player)

    def go_to(self, place: Place) -> None:
        self.show_tab(place.tab)
        if place.player is not None:
            self.viewer.show_why(place.player)
        if place.step is not None:
            self.viewer.select_step(place.step)

    def _player_selected(self, name: str) -> None:
        self.viewer.show_why(name)

    def show_tab(self, index: int) -> None:
        """A tab by its TAB_* index (while secrets are hidden: the tab to come back to)."""
        if self.stack.currentIndex() == 1:
            self._current_before_hide = index
        else:
            self.tabs.setCurrentIndex(index)

    def set_hide_secrets(self, hide: bool) -> None:
        if hide or self.post_page.built:
            self.post.set_hide_secrets(hide)
        in_tabs = self.tabs.indexOf(self.post_page) >= 0
        if hide and in_tabs:  # the post moves under the notice while secrets are hidden
            current = self.tabs.currentIndex()
            self.tabs.removeTab(self.tabs.indexOf(self.post_page))
            self.hidden_layout.addWidget(self.post_page, 1)
            self.post_page.show()
            self.tabs.setCurrentIndex(current if current < TAB_POST else current - 1)
            self._current_before_hide = current
        elif not hide and not in_tabs:
            self.hidden_layout.removeWidget(self.post_page)
            self.tabs.insertTab(TAB_POST, self.post_page, self.tr("Post"))
            self.tabs.setCurrentIndex(self._current_before_hide)
        self.stack.setCurrentIndex(1 if hide else 0)
        self.summary.setVisible(not hide)

    def _update_tab_titles(self, *_args: object) -> None:
        trace = self.session.view.trace
        open_questions = sum(1 for q in trace.questions if not q.answered) if trace else 0
        title = self.tr("Resolution")
        if open_questions:
            title += f" ({open_questions}?)"
        self.tabs.setTabText(1, title)
        tab_tooltips(self.tabs)
