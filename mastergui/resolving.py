"""The words the views show while the open phase's resolution is not computed yet (the
first game at start: `PhaseView.resolving`), in place of a figure that needs it."""

from __future__ import annotations

from .text import translate


def resolving_word() -> str:
    return translate("Resolving", "resolving…")


def resolving_phase(number: int) -> str:
    return translate("Resolving", "Phase %1: resolving…").replace("%1", str(number))
