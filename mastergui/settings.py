"""What the console remembers between runs (QSettings): language, recent games, the last
game, window layout, the "hide secrets" switch, how the master posts (format, language,
deadline line)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings

if TYPE_CHECKING:
    from PySide6.QtWidgets import QSplitter

MAX_RECENT = 10


class Settings:
    """Typed access to QSettings; tests point QSettings at a temporary ini file."""

    def __init__(self) -> None:
        self.q = QSettings()

    # --- language --------------------------------------------------------------------------
    def language(self, default: str) -> str:
        value = self.q.value("ui/language", default)
        return value if value in ("ru", "en") else default

    def set_language(self, lang: str) -> None:
        self.q.setValue("ui/language", lang)

    # --- games -------------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.q.value("files/recent", [])
        if isinstance(value, str):  # an ini file with one entry gives a plain string
            value = [value]
        if not isinstance(value, (list, tuple)):
            return []
        return [str(v) for v in value if v]

    # The setters called on opening a game write only what changed: every start opens the
    # last game again, and QSettings rewrites its file for any value set, same or not
    # (with two fdatasyncs, before the game is on screen).
    def add_recent(self, path: str | Path, title: str | None = None) -> None:
        text = str(Path(path).resolve())
        known = self.recent_files()
        files = ([text] + [f for f in known if f != text])[:MAX_RECENT]
        if files != known:
            self.q.setValue("files/recent", files)
        if title:  # "Open recent" lists games by their title
            known_titles = self._titles()
            titles = {f: t for f, t in known_titles.items() if f in files}
            titles[text] = title
            if titles != known_titles:
                self.q.setValue("files/titles", titles)

    def recent_title(self, path: str) -> str | None:
        return self._titles().get(path)

    def _titles(self) -> dict[str, str]:
        value = self.q.value("files/titles", {})
        return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {}

    def clear_recent(self) -> None:
        self.q.setValue("files/recent", [])

    def last_game(self) -> str | None:
        value = self.q.value("files/last")
        return str(value) if value else None

    def set_last_game(self, path: str | Path | None) -> None:
        value = "" if path is None else str(Path(path).resolve())
        if value != (self.last_game() or ""):
            self.q.setValue("files/last", value)

    # --- layout ------------------------------------------------------------------------------
    def layout(self, key: str) -> QByteArray | None:
        value = self.q.value(f"layout/{key}")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_layout(self, key: str, value: QByteArray) -> None:
        self.q.setValue(f"layout/{key}", value)

    def restore_splitter(self, splitter: QSplitter) -> None:
        """Where the master left a (named) splitter, if he moved it."""
        saved = self.layout(f"splitter/{splitter.objectName()}")
        if saved is not None:
            splitter.restoreState(saved)

    def flag(self, key: str, default: bool = False) -> bool:
        value = self.q.value(f"ui/{key}", default)
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return bool(value)

    def set_flag(self, key: str, on: bool, default: bool = False) -> None:
        """`default`: the one `flag` reads it with. The window sets its flags again when
        it opens a game: only a change is written (`add_recent`)."""
        if self.flag(key, default) != on:
            self.q.setValue(f"ui/{key}", on)

    def text(self, key: str, default: str = "") -> str:
        value = self.q.value(key, default)
        return value if isinstance(value, str) else default

    def set_text(self, key: str, value: str) -> None:
        self.q.setValue(key, value)

    def sync(self) -> None:
        self.q.sync()
