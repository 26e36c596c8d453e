"""The few colours the console uses to mark cells; each background comes with its text
colour so a cell stays readable on light and dark themes alike.

The models hand these to Qt as they are for the background and foreground roles (Qt takes
a colour wherever it wants a brush): making a QBrush from Python has PySide look through
QBrush's constructors and create the Python enum classes of QGradient and QImage on the
way (~3 ms of the start, for nothing the first screen uses)."""

from __future__ import annotations

from PySide6.QtGui import QColor

DAMAGE = QColor("#f8c9c4")  # HP went down in this step
HEAL = QColor("#c8ebcb")  # HP went up
BELOW_ZERO = QColor("#8e1b1b")  # at or below zero: dead unless healed
DEATH = QColor("#3a3a3a")  # where the frag was taken (HP first fell)
DIFF = QColor("#ffe066")  # what-if: differs from the other resolution
REJECTED = QColor("#f8c9c4")
WITHDRAWN = QColor("#e0e0e0")
QUESTION = QColor("#fff3bf")
SELECTED_STEP = QColor("#d0e2ff")

DARK_TEXT = QColor("#1b1b1b")
LIGHT_TEXT = QColor("#ffffff")
MUTED_TEXT = QColor("#7a7a7a")

# faction colours are ruleset data (`factions: {mafia: {colour: "#b3322f"}}`)


def text_on(background: QColor) -> QColor:
    """Dark or light text, whichever reads on `background`."""
    return LIGHT_TEXT if background.lightnessF() < 0.5 else DARK_TEXT
