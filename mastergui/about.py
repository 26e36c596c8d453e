"""The About box: which program and version, the rulesets it can use (bundled, and the
master's own with where they go), where the games are kept; what a bug report needs."""

from __future__ import annotations

import platform
from pathlib import Path

from PySide6 import __version__ as pyside_version

from resources import version

from .text import translate


def about_text(lang: str, games_folder: Path | None) -> str:
    from engine import EngineError
    from engine.ruleset.load import RULESETS_DIR, builtin_ruleset, ruleset_files
    from engine.userfiles.data_folder import user_rulesets_dir

    lines = [
        translate("About", "Mafia Master Console") + f" {version()}",
        "",
        translate(
            "About",
            "Orders in, an immutable resolution trace out: every HP number "
            "explained by the step and the ability that made it.",
        ),
        "",
        translate("About", "Rulesets:"),
    ]
    own, broken = translate("About", "your own"), translate("About", "cannot be used")
    for rid, path in ruleset_files().items():
        try:
            name = builtin_ruleset(rid).names.get(lang)
        except EngineError as exc:  # a master's broken file: listed with its problem
            name = f"{broken}: {exc}"
        where = "" if path.parent == RULESETS_DIR else f" ({own})"
        lines.append(f"  • {rid}: {name}{where}")
    folder = str(user_rulesets_dir())
    lines += ["", translate("About", "Your own rulesets go in: %1").replace("%1", folder)]
    if games_folder is not None:
        kept = translate("About", "Games are kept in: %1")
        lines.append(kept.replace("%1", str(games_folder)))
    lines += [
        "",
        translate(
            "About",
            "Keyboard: F5 resolve, Ctrl+Return commit, Alt+→/Alt+← "
            "next/previous step, Alt+↓/Alt+↑ next/previous event, "
            "Ctrl+Z/Ctrl+Shift+Z undo/redo.",
        ),
        "",
        f"Python {platform.python_version()} · PySide6 {pyside_version}",
    ]
    return "\n".join(lines)
