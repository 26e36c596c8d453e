"""Icons from resources/icons (SVG), loaded once; a status without its own icon gets the
generic one, so a new ruleset's statuses still show something."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QIcon

from resources import bundled

ICONS = bundled("resources", "icons")


@cache
def icon(name: str) -> QIcon:
    path = ICONS / f"{name}.svg"
    return QIcon(str(path)) if path.is_file() else QIcon()


def status_icon(status: str) -> QIcon:
    path = ICONS / f"status-{status}.svg"
    return icon(f"status-{status}" if path.is_file() else "status")
