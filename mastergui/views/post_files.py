"""The post panel's copy and save of the public post: to the clipboard, to a file (UTF-8)
in the folder last used; either keeps the post with the phase. A Markdown post too long for
one Discord message is copied part by part, each click the next. Mixed into `PostPanel` (its
texts keep the PostPanel translation context)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from engine.export.split import split_message

from .. import dialogs
from ..posts import SUMMARY, PhasePosts, PostOptions
from ..text import translate

if TYPE_CHECKING:
    from ..session import GameSession
    from ..settings import Settings

FILE_SUFFIX = {"bbcode": ".txt", "markdown": ".md"}


class PostFilesMixin:
    """The copy-and-save part of `PostPanel` (see there)."""

    if TYPE_CHECKING:
        session: GameSession
        settings: Settings
        current: PhasePosts | None
        feedback: QLabel
        copy_button: QPushButton

        def ensure_loaded(self) -> None: ...
        def options(self) -> PostOptions: ...

    next_part = 0  # the part of a cut post the next copy takes

    # --- copy and save -------------------------------------------------------------------------
    def post_parts(self) -> tuple[str, ...]:
        """The post as it is pasted: whole, or cut to Discord's size for Markdown."""
        posts = self.current
        if posts is None:
            return ()
        return split_message(posts.public) if posts.options.fmt == "markdown" else (posts.public,)

    def reset_copy(self) -> None:
        """A post shown anew is copied from its first part; the button says which comes."""
        self.next_part = 0
        self._label_copy()

    def _label_copy(self) -> None:
        count = len(self.post_parts())
        text = translate("PostPanel", "Copy")
        if count > 1:
            text = (
                translate("PostPanel", "Copy part %1 of %2")
                .replace("%1", str(self.next_part + 1))
                .replace("%2", str(count))
            )
        self.copy_button.setText(text)

    def copy_post(self) -> bool:
        self.ensure_loaded()
        posts = self.current
        if posts is None:
            return False
        parts = self.post_parts()
        index = self.next_part % len(parts)
        QApplication.clipboard().setText(parts[index])
        self.session.keep_post(SUMMARY, posts.options, posts.public)
        feedback = translate("PostPanel", "Copied to the clipboard (%1 characters).")
        if len(parts) > 1:
            feedback = translate(
                "PostPanel", "Part %2 of %3 copied (%1 characters): paste it, then copy the next."
            )
        self.feedback.setText(
            feedback.replace("%1", str(len(parts[index])))
            .replace("%2", str(index + 1))
            .replace("%3", str(len(parts)))
        )
        self.next_part = (index + 1) % len(parts)
        self._label_copy()
        return True

    def suggested_path(self) -> Path:
        options = self.options()
        from ..games import documents_dir

        folder = Path(self.settings.text("post/folder") or documents_dir())
        name = f"{self.session.path.stem}-phase{self.session.post_view().number}-{options.lang}"
        return folder / (name + FILE_SUFFIX.get(options.fmt, ".txt"))

    def save_dialog(self) -> None:
        path = dialogs.ask_save_path(
            cast(QWidget, self),  # the mixin is always a PostPanel
            translate("PostPanel", "Save the post"),
            str(self.suggested_path()),
            translate("PostPanel", "Text (*.txt *.md);;All files (*)"),
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the post shown (UTF-8) to `path`; a refusal goes to the message bar."""
        self.ensure_loaded()
        posts = self.current
        if posts is None:
            return False
        try:
            path.write_text(posts.public + "\n", encoding="utf-8")
        except OSError as exc:
            self.session.failed.emit(
                translate("PostPanel", "Could not save the post to %1: %2")
                .replace("%1", str(path))
                .replace("%2", exc.strerror or str(exc))
            )
            return False
        self.settings.set_text("post/folder", str(path.parent))
        self.session.keep_post(SUMMARY, posts.options, posts.public)
        self.feedback.setText(translate("PostPanel", "Saved to %1.").replace("%1", str(path)))
        return True
