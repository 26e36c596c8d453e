"""The post panel: the shown phase's public post as the forum will show it and as raw text
to paste, copy and save; and the private messages, one per player, with a "copy next" flow
that marks each as sent. The text is the engine's export (`engine.export`), nothing more:
no secret reaches this panel that the forum would not get."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine import EngineError
from engine.store import Changes

from .. import i18n
from ..markup import to_html
from ..posts import DISCORD_LIMIT, PhasePosts, PostOptions
from ..resolving import resolving_phase
from ..session import GameSession
from ..settings import Settings
from .post_files import PostFilesMixin
from .post_messages import PrivateMessagesMixin
from .rich_text import paper_browser, raw_view, set_html, set_raw, toggle_spoiler


def local_time(stamp: str) -> str:
    """An ISO UTC timestamp from the store in the master's time zone."""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return stamp


class PostPanel(PrivateMessagesMixin, PostFilesMixin, QWidget):
    """The shown phase's posts in the chosen format and language."""

    def __init__(
        self, session: GameSession, settings: Settings | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings or Settings()
        self.current: PhasePosts | None = None
        self._dirty = True
        self._fresh = False  # a committed phase: show a new rendering, not the stored version
        self._shown: tuple[int, str, str] | None = None  # phase, format, language
        self._expanded: set[int] = set()  # spoilers opened in the post preview
        self._message_expanded: set[int] = set()
        self._message_html = ""

        # how to post
        self.format = QComboBox(self)
        self.format.setObjectName("postFormat")
        self.format.addItem(self.tr("BBCode (forum)"), "bbcode")
        self.format.addItem(self.tr("Markdown (Discord)"), "markdown")
        self.format.setCurrentIndex(
            max(0, self.format.findData(self.settings.text("post/format", "bbcode")))
        )
        self.language = QComboBox(self)
        self.language.setObjectName("postLanguage")
        for code, name in i18n.LANGUAGES.items():
            self.language.addItem(name, code)
        lang = self.settings.text("post/lang") or session.lang  # the console's, until chosen
        self.language.setCurrentIndex(max(0, self.language.findData(lang)))
        self.deadline = QLineEdit(self)
        self.deadline.setObjectName("postDeadline")
        self.deadline.setText(self.settings.text("post/deadline"))
        self.deadline.setPlaceholderText(
            self.tr("when the next phase ends, e.g. \u201caround 21:00 UTC\u201d")
        )
        self.deadline.setToolTip(
            self.tr("The deadline line at the end of the post (none when empty)")
        )
        self.deadline.setClearButtonEnabled(True)
        self.format.activated.connect(self._format_picked)
        self.language.activated.connect(self._language_picked)
        self.deadline.textEdited.connect(self._deadline_edited)

        # the public post
        self.copy_button = QPushButton(self.tr("Copy"), self)
        self.copy_button.setObjectName("postCopy")
        self.copy_button.setToolTip(self.tr("Copy the post to the clipboard, ready to paste"))
        self.copy_button.clicked.connect(self.copy_post)
        self.save_button = QPushButton(self.tr("Save to file…"), self)
        self.save_button.setObjectName("postSave")
        self.save_button.clicked.connect(self.save_dialog)
        self.render_button = QPushButton(self.tr("Render anew"), self)
        self.render_button.setObjectName("postRenderAnew")
        self.render_button.setCheckable(True)
        self.render_button.setToolTip(
            self.tr(
                "Show the post rendered now from the phase's "
                "trace instead of the version stored with it"
            )
        )
        self.render_button.toggled.connect(self._render_anew)
        self.status = QLabel(self)
        self.status.setObjectName("postStatus")
        self.status.setWordWrap(True)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("postFeedback")
        self.feedback.setWordWrap(True)  # a long note must not push the messages aside
        self.feedback.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.preview = paper_browser(self, "postPreview")
        self.preview.anchorClicked.connect(self._post_link)
        self.raw = raw_view(self, "postRaw")

        # private messages
        self.private = QWidget(self)
        self.private.setObjectName("privateMessages")
        self.progress = QLabel(self.private)
        self.progress.setObjectName("privateProgress")
        self.copy_next_button = QPushButton(self.tr("Copy next"), self.private)
        self.copy_next_button.setObjectName("privateCopyNext")
        self.copy_next_button.setToolTip(
            self.tr("Copy the next message not sent yet and mark it sent")
        )
        self.copy_next_button.clicked.connect(self.copy_next)
        self.copy_message_button = QPushButton(self.tr("Copy"), self.private)
        self.copy_message_button.setObjectName("privateCopy")
        self.copy_message_button.setToolTip(
            self.tr("Copy the selected player's message and mark it sent")
        )
        self.copy_message_button.clicked.connect(self.copy_selected)
        self.players = QListWidget(self.private)
        self.players.setObjectName("privatePlayers")
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players.setToolTip(self.tr("Checked: sent. Double-click to copy."))
        self.players.currentItemChanged.connect(lambda *_a: self._show_message())
        self.players.itemChanged.connect(self._mark_toggled)
        self.players.itemDoubleClicked.connect(lambda _item: self.copy_selected())
        self.held = QLabel(self.private)
        self.held.setObjectName("privateHeld")
        self.held.setWordWrap(True)
        self.message_preview = paper_browser(self.private, "privatePreview")
        self.message_preview.anchorClicked.connect(self._message_link)
        self.message_raw = raw_view(self.private, "privateRaw")

        self._layout()
        session.changed.connect(self.on_changed)

    def _layout(self) -> None:
        options = QHBoxLayout()
        options.addWidget(QLabel(self.tr("Format"), self))
        options.addWidget(self.format)
        options.addWidget(QLabel(self.tr("Language"), self))
        options.addWidget(self.language)
        options.addWidget(QLabel(self.tr("Deadline"), self))
        options.addWidget(self.deadline, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.copy_button)
        actions.addWidget(self.save_button)
        actions.addWidget(self.render_button)
        actions.addWidget(self.feedback, 1)

        self.public_split = QSplitter(Qt.Orientation.Vertical, self)
        self.public_split.setObjectName("postPublic")
        self.public_split.addWidget(self.preview)
        self.public_split.addWidget(self.raw)
        self.public_split.setSizes([520, 260])
        public = QWidget(self)
        public_layout = QVBoxLayout(public)
        public_layout.setContentsMargins(0, 0, 0, 0)
        public_layout.addWidget(QLabel("<b>" + self.tr("Public post") + "</b>", public))
        public_layout.addLayout(actions)
        public_layout.addWidget(self.status)
        public_layout.addWidget(self.public_split, 1)

        head = QHBoxLayout()
        head.addWidget(QLabel("<b>" + self.tr("Private messages") + "</b>", self.private))
        head.addWidget(self.progress, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy_next_button)
        buttons.addWidget(self.copy_message_button)
        buttons.addStretch(1)
        self.private_split = QSplitter(Qt.Orientation.Vertical, self.private)
        self.private_split.setObjectName("postPrivate")
        self.private_split.addWidget(self.players)
        self.private_split.addWidget(self.message_preview)
        self.private_split.addWidget(self.message_raw)
        self.private_split.setSizes([300, 240, 160])
        private_layout = QVBoxLayout(self.private)
        private_layout.setContentsMargins(0, 0, 0, 0)
        private_layout.addLayout(head)
        private_layout.addLayout(buttons)
        private_layout.addWidget(self.held)
        private_layout.addWidget(self.private_split, 1)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("postSplitter")
        self.splitter.addWidget(public)
        self.splitter.addWidget(self.private)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([600, 400])
        layout = QVBoxLayout(self)
        layout.addLayout(options)
        layout.addWidget(self.splitter, 1)

    # --- options -------------------------------------------------------------------------------
    def options(self) -> PostOptions:
        """The format, language and deadline chosen here: also what a commit stores."""
        return PostOptions(
            str(self.format.currentData()),
            str(self.language.currentData()),
            self.deadline.text().strip(),
        )

    def set_options(
        self, fmt: str | None = None, lang: str | None = None, deadline: str | None = None
    ) -> None:
        """As if the master picked them (scripts and tests)."""
        if fmt is not None:
            self.format.setCurrentIndex(self.format.findData(fmt))
            self._format_picked()
        if lang is not None:
            self.language.setCurrentIndex(self.language.findData(lang))
            self._language_picked()
        if deadline is not None:
            self.deadline.setText(deadline)
            self._deadline_edited(deadline)

    def _format_picked(self, *_args: object) -> None:
        self.settings.set_text("post/format", str(self.format.currentData()))
        self.reload()

    def _language_picked(self, *_args: object) -> None:
        self.settings.set_text("post/lang", str(self.language.currentData()))
        self.reload()

    def _deadline_edited(self, text: str) -> None:
        self.settings.set_text("post/deadline", text.strip())
        current = self.current
        if current is not None and current.stored_at is not None:
            self.render_button.setChecked(True)  # a new deadline is a new rendering
        else:
            self.reload()

    def _render_anew(self, on: bool) -> None:
        self._fresh = on
        self.reload()

    # --- loading -------------------------------------------------------------------------------
    def on_changed(self, _changes: Changes) -> None:
        self._dirty = True
        if self.isVisible():
            self.reload()

    def showEvent(self, event: QShowEvent) -> None:
        self.ensure_loaded()
        super().showEvent(event)

    def ensure_loaded(self) -> None:
        if self._dirty:
            self.reload()

    def reload(self) -> None:
        self._dirty = False
        view = self.session.post_view()
        options = self.options()
        shown = (view.number, options.fmt, options.lang)
        if self._shown is None or shown[0] != self._shown[0]:
            self._fresh = False  # another phase: its stored version first
            self.render_button.blockSignals(True)
            self.render_button.setChecked(False)
            self.render_button.blockSignals(False)
        if shown != self._shown:
            self._expanded.clear()
            self._message_expanded.clear()
            self.feedback.clear()
        self._shown = shown
        try:
            self.current = self.session.posts(options, fresh=self._fresh)
        except EngineError as exc:  # the master's templates are broken: say which and where
            self.current = None
            self._show_nothing(self.tr("The post cannot be rendered: %1").replace("%1", str(exc)))
            return
        if self.current is None and view.resolving:
            self._show_nothing(resolving_phase(view.number))
            return
        if self.current is None:
            self._show_nothing(
                self.tr("Phase %1 has no resolution to post: %2")
                .replace("%1", str(view.number))
                .replace("%2", view.problem or "?")
            )
            return
        self._show_post()
        self._fill_players()

    def _show_nothing(self, why: str) -> None:
        self.status.setText(why)
        self.preview.clear()
        self.raw.clear()
        self.players.clear()
        self.message_preview.clear()
        self.message_raw.clear()
        self.progress.clear()
        self.held.clear()
        for button in (
            self.copy_button,
            self.save_button,
            self.render_button,
            self.copy_next_button,
            self.copy_message_button,
        ):
            button.setEnabled(False)

    def _show_post(self) -> None:
        posts = self.current
        assert posts is not None
        view = self.session.post_view()
        number = str(view.number)
        if posts.stored_at is not None:
            text = (
                self.tr("The post stored with phase %1 on %2.")
                .replace("%1", number)
                .replace("%2", local_time(posts.stored_at))
            )
            if posts.public != posts.rendered:
                text += " " + self.tr("Rendered now it would differ (Render anew shows how).")
        elif view.committed:
            text = self.tr(
                "Phase %1 is committed; this post is rendered now and is stored "
                "with the phase when you copy or save it."
            ).replace("%1", number)
        else:
            text = self.tr(
                "Phase %1 is not committed: a preview of its current resolution. "
                "Committing the phase stores its posts in this format and "
                "language."
            ).replace("%1", number)
        if view.number != self.session.phase:  # just committed; the other tabs moved on
            text = (
                self.tr(
                    "Phase %1 was just committed: its post is the one to publish "
                    "(phase %2 is open; pick a phase above to see another)."
                )
                .replace("%1", number)
                .replace("%2", str(self.session.phase))
                + " "
                + text
            )
        length = len(posts.public)
        text += " " + self.tr("%1 characters.").replace("%1", str(length))
        if posts.options.fmt == "markdown" and length > DISCORD_LIMIT:
            text += " ⚠ " + self.tr(
                "Discord takes %1 characters per message: Copy gives the post part by part."
            ).replace("%1", str(DISCORD_LIMIT))
        self.status.setText(text)
        self._render_preview()
        set_raw(self.raw, posts.public)
        self.copy_button.setEnabled(True)
        self.reset_copy()
        self.save_button.setEnabled(True)
        self.render_button.setEnabled(
            view.committed and (posts.stored_at is not None or self.render_button.isChecked())
        )

    def _render_preview(self) -> None:
        if self.current is not None:
            set_html(
                self.preview,
                to_html(
                    self.current.public,
                    self.current.options.fmt,
                    self._expanded,
                    self.tr("Spoiler"),
                ),
            )

    def _post_link(self, url: QUrl) -> None:
        if toggle_spoiler(url, self._expanded):
            self._render_preview()

    # --- screen sharing --------------------------------------------------------------------------
    def set_hide_secrets(self, hide: bool) -> None:
        """The public post is what the thread gets; the private messages are not."""
        self.private.setVisible(not hide)
