"""The lines of a pasted roster the New game dialog left out, each with why
(engine.scenario.roster's codes in the master's words)."""

from __future__ import annotations

from ..text import translate


def skipped_words(skipped: list[tuple[int, str, str]]) -> str:
    """ " Skipped: «…» (a heading); …" — "" when nothing was."""
    if not skipped:
        return ""
    why = {
        "header": translate("NewGameDialog", "a heading"),
        "not_numbered": translate("NewGameDialog", "not numbered"),
        "sentence": translate("NewGameDialog", "a sentence"),
        "link": translate("NewGameDialog", "a link"),
        "decoration": translate("NewGameDialog", "decoration"),
    }
    left = [f"«{line[:40]}» ({why.get(code, code)})" for _n, line, code in skipped]
    return " " + translate("NewGameDialog", "Skipped: %1.").replace("%1", "; ".join(left))
