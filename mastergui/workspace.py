"""One open game's widgets: the player table (shown in the main window's dock) and the
tabs — orders and votes, the resolution viewer, what-if. With "hide secrets" on, the tabs
(all secret: orders, HP, frags) give way to a notice; only the player table stays, showing
what the town knows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .session import GameSession
from .views.inbox import Inbox
from .views.player_table import PlayerTable
from .views.summary import PhaseSummary
from .views.viewer import ResolutionViewer
from .views.whatif import WhatIf


class Workspace(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
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
        self.inbox = Inbox(session, self)
        self.viewer = ResolutionViewer(session, self)
        self.whatif = WhatIf(session, self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("mainTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.inbox, self.tr("Orders and votes"))
        self.tabs.addTab(self.viewer, self.tr("Resolution"))
        self.tabs.addTab(self.whatif, self.tr("What-if"))
        self.tabs.setCurrentIndex(1)
        self.hidden_notice = QLabel(self.tr("Secrets are hidden for screen sharing.\n"
                                            "Turn off \u201cHide secrets\u201d (Ctrl+Shift+H) "
                                            "to see orders and the resolution."), self)
        self.hidden_notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.tabs)
        self.stack.addWidget(self.hidden_notice)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

        self.players.player_selected.connect(self._player_selected)
        session.changed.connect(self._update_tab_titles)
        self._update_tab_titles()

    def _player_selected(self, name: str) -> None:
        self.viewer.show_why(name)

    def set_hide_secrets(self, hide: bool) -> None:
        self.stack.setCurrentIndex(1 if hide else 0)
        self.summary.setVisible(not hide)

    def _update_tab_titles(self, *_args: object) -> None:
        trace = self.session.view.trace
        open_questions = sum(1 for q in trace.questions if not q.answered) if trace else 0
        title = self.tr("Resolution")
        if open_questions:
            title += f" ({open_questions}?)"
        self.tabs.setTabText(1, title)
