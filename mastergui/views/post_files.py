"""The post panel's copy and save of the public post: to the clipboard, to a file (UTF-8)
in the folder last used; either keeps the post with the phase. Mixed into `PostPanel` (its
texts keep the PostPanel translation context)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtWidgets import QApplication, QLabel, QWidget

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

        def ensure_loaded(self) -> None: ...
        def options(self) -> PostOptions: ...

    # --- copy and save -------------------------------------------------------------------------
    def copy_post(self) -> bool:
        self.ensure_loaded()
        posts = self.current
        if posts is None:
            return False
        QApplication.clipboard().setText(posts.public)
        self.session.keep_post(SUMMARY, posts.options, posts.public)
        self.feedback.setText(
            translate("PostPanel", "Copied to the clipboard (%1 characters).").replace(
                "%1", str(len(posts.public))
            )
        )
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
