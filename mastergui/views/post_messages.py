"""The post panel's private messages: one per player, a list with "sent" checks, the
selected one's preview and raw text, and the "copy next" flow that marks each as sent.
Mixed into `PostPanel` (its texts keep the PostPanel translation context)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
)

from .. import colors
from ..markup import to_html
from ..posts import PhasePosts, PlayerMessage, PostOptions, private_kind
from ..text import translate
from .rich_text import set_html, set_raw, toggle_spoiler

if TYPE_CHECKING:
    from ..session import GameSession

NAME_ROLE = Qt.ItemDataRole.UserRole


class PrivateMessagesMixin:
    """The private-messages half of `PostPanel` (see there)."""

    if TYPE_CHECKING:
        session: GameSession
        current: PhasePosts | None
        players: QListWidget
        progress: QLabel
        held: QLabel
        feedback: QLabel
        copy_next_button: QPushButton
        copy_message_button: QPushButton
        message_preview: QTextBrowser
        message_raw: QPlainTextEdit
        _message_expanded: set[int]
        _message_html: str

        def ensure_loaded(self) -> None: ...
        def options(self) -> PostOptions: ...

    def _message_link(self, url: QUrl) -> None:
        if toggle_spoiler(url, self._message_expanded):
            self._message_html = ""
            self._show_message()

    def _fill_players(self) -> None:
        posts = self.current
        assert posts is not None
        selected = self.selected_player()
        self.players.blockSignals(True)
        self.players.clear()
        for m in posts.messages:
            item = QListWidgetItem(m.name, self.players)
            item.setData(NAME_ROLE, m.name)
            item.setFlags(
                Qt.ItemFlag.ItemIsEnabled
                | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsUserCheckable
            )
            item.setCheckState(Qt.CheckState.Checked if m.sent else Qt.CheckState.Unchecked)
            item.setToolTip(
                translate("PostPanel", "sent") if m.sent else translate("PostPanel", "not sent yet")
            )
            if m.sent:
                item.setForeground(colors.MUTED_TEXT)
        names = [m.name for m in posts.messages]
        if selected not in names:
            following = posts.next_unsent()
            selected = following.name if following else (names[0] if names else None)
        if selected is not None:
            self.players.setCurrentRow(names.index(selected))
        self.players.blockSignals(False)
        total = len(posts.messages)
        if total:
            self.progress.setText(
                translate("PostPanel", "%1 of %2 sent")
                .replace("%1", str(posts.done))
                .replace("%2", str(total))
            )
        else:
            self.progress.setText(translate("PostPanel", "nobody receives a message this phase"))
        if posts.held:
            self.held.setText(
                translate("PostPanel", "Held until the player can receive them: %1").replace(
                    "%1", ", ".join(f"{n} ({c})" for n, c in posts.held.items())
                )
            )
        else:
            self.held.clear()
        self.copy_next_button.setEnabled(posts.next_unsent() is not None)
        self.copy_message_button.setEnabled(bool(total))
        self._message_html = ""
        self._show_message()

    def selected_player(self) -> str | None:
        item = self.players.currentItem()
        return None if item is None else str(item.data(NAME_ROLE))

    def _selected_message(self) -> PlayerMessage | None:
        name = self.selected_player()
        if self.current is None or name is None:
            return None
        return self.current.message(name)

    def _show_message(self) -> None:
        message = self._selected_message()
        if message is None:
            self.message_preview.clear()
            self.message_raw.clear()
            return
        assert self.current is not None
        html = to_html(
            message.text,
            self.current.options.fmt,
            self._message_expanded,
            translate("PostPanel", "Spoiler"),
        )
        if html != self._message_html:
            self._message_html = html
            set_html(self.message_preview, html)
        set_raw(self.message_raw, message.text)

    def _mark_toggled(self, item: QListWidgetItem) -> None:
        if self.current is None:
            return
        message = self.current.message(str(item.data(NAME_ROLE)))
        if message is not None:
            sent = item.checkState() == Qt.CheckState.Checked
            if sent != message.sent:
                self.session.set_sent([message], sent)

    def _select(self, name: str) -> None:
        for row in range(self.players.count()):
            if self.players.item(row).data(NAME_ROLE) == name:
                self.players.setCurrentRow(row)
                return

    def copy_next(self) -> str | None:
        """Copy the first message not sent yet (seating order) and mark it sent; returns
        whose it was (None: all are sent)."""
        self.ensure_loaded()
        message = self.current.next_unsent() if self.current is not None else None
        if message is None:
            return None
        self._copy_message(message)
        return message.name

    def copy_selected(self) -> str | None:
        self.ensure_loaded()
        message = self._selected_message()
        if message is None:
            return None
        self._copy_message(message)
        return message.name

    def _copy_message(self, message: PlayerMessage) -> None:
        QApplication.clipboard().setText(message.text)
        self._select(message.name)
        options = self.current.options if self.current is not None else self.options()
        if not message.stored:
            self.session.keep_post(private_kind(message.name), options, message.text)
        if not message.sent:
            self.session.set_sent([message], True)
        self.ensure_loaded()
        done = self.current.done if self.current is not None else 0
        total = len(self.current.messages) if self.current is not None else 0
        self.feedback.setText(
            translate("PostPanel", "%1's message copied (%2 of %3 sent).")
            .replace("%1", message.name)
            .replace("%2", str(done))
            .replace("%3", str(total))
        )
