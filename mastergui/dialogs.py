"""The few modal questions the console asks, in one place so tests can answer them
(monkeypatch `confirm`, `ask_open_path`, `ask_save_path`) and never block."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the dialog classes load when one is first asked (not at start)
    from PySide6.QtWidgets import QWidget

GAME_FILTER = "Mafia Master Console game (*.mmc);;All files (*)"
SCENARIO_FILTER = "Scenario (*.yaml *.yml);;All files (*)"


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def ask_number(
    parent: QWidget | None, title: str, text: str, default: int, low: int, high: int
) -> int | None:
    from PySide6.QtWidgets import QInputDialog

    value, ok = QInputDialog.getInt(parent, title, text, default, low, high)
    return value if ok else None


def ask_open_path(parent: QWidget | None, title: str, folder: str, filters: str) -> str | None:
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getOpenFileName(parent, title, folder, filters)
    return path or None


def ask_save_path(parent: QWidget | None, title: str, suggested: str, filters: str) -> str | None:
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    return path or None
