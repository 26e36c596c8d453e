"""The Help menu's work for the main window (a mixin, in the window's translation
context): the keyboard shortcuts, the rulings of the open game's ruleset with the options
in force, and About with the version."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from . import window_size
from .text import translate

if TYPE_CHECKING:  # the dialog (and html) load when help is first asked for
    from .session import GameSession
    from .text_dialog import TextDialog

# keys that act inside one widget, not through a menu action
LOCAL_KEYS: tuple[tuple[str, Any], ...] = (  # QT_TRANSLATE_NOOP is typed object
    ("Ctrl+Return", QT_TRANSLATE_NOOP("Help", "Add the order being typed (in the order editor)")),
    ("Alt+A", QT_TRANSLATE_NOOP("Help", "Add the order (in the order editor)")),
    ("Del", QT_TRANSLATE_NOOP("Help", "Withdraw the selected order (in the inbox)")),
)


def shortcuts_html(actions: list[QAction]) -> str:
    from html import escape

    rows: list[tuple[str, str]] = []
    for action in actions:
        keys = ", ".join(
            k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()
        )
        if keys:
            rows.append((keys, action.text().replace("&", "").rstrip("…")))
    rows += [(k, translate("Help", str(text))) for k, text in LOCAL_KEYS]
    body = "".join(f"<tr><td><b>{escape(k)}</b></td><td>{escape(t)}</td></tr>" for k, t in rows)
    return f"<table cellpadding='4'>{body}</table>"


def rulings_html(session: GameSession) -> str:
    from html import escape

    """Every ruling: the question, its options (the one in force for this game marked),
    the default and the seed's words — in the console's language."""
    rs, lang = session.ruleset, session.lang
    in_force = session.rulings_in_force()
    parts = [f"<h2>{escape(rs.names.get(lang))}</h2>"]
    for r in rs.rulings.values():
        parts.append(f"<h3>{escape(r.ask(lang))}</h3><ul>")
        for option in r.options:
            text = escape(option.get(lang))
            marks = []
            if option.id == in_force.get(r.id):
                marks.append(translate("Help", "in force"))
            if option.id == r.default:
                marks.append(translate("Help", "default"))
            mark = f" <b>({', '.join(marks)})</b>" if marks else ""
            parts.append(f"<li>{text}{mark} <small><code>{escape(option.id)}</code></small></li>")
        parts.append(
            f"</ul><blockquote><i>«{escape(r.seed)}»</i></blockquote>"
            f"<p><small><code>{escape(r.id)}</code></small></p>"
        )
    return "".join(parts)


class HelpMenu:
    """Needs from the window: session, lang, folder and the window's actions."""

    session: GameSession | None
    lang: str
    folder: Path | None

    def _help_parent(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    def show_shortcuts(self) -> TextDialog:
        from .text_dialog import TextDialog

        window = self._help_parent()
        actions = [a for a in window.findChildren(QAction) if a.shortcuts()]
        seen: set[str] = set()
        unique = []
        for a in actions:
            key = a.text() + a.shortcut().toString()
            if key not in seen:
                seen.add(key)
                unique.append(a)
        dialog = TextDialog(
            translate("MainWindow", "Keyboard shortcuts"), shortcuts_html(unique), window
        )
        dialog.show()
        return dialog

    def show_rulings(self) -> TextDialog | None:
        from .text_dialog import TextDialog

        if self.session is None:
            return None
        dialog = TextDialog(
            translate("MainWindow", "Rulings of the ruleset"),
            rulings_html(self.session),
            self._help_parent(),
        )
        dialog.show()
        return dialog

    def about(self) -> TextDialog:
        """The version, the rulesets the console can use and the folders (about.py)."""
        from .about import about_text
        from .text_dialog import TextDialog

        text = about_text(self.lang, self.folder)
        dialog = TextDialog(translate("MainWindow", "About"), text, self._help_parent(), plain=True)
        window_size.fit_size(dialog, 620, 420)
        dialog.show()
        return dialog
