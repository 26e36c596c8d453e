"""The console's faster answer to PySide6's question about each imported module ("does it
use PySide6?", `mastergui/pyside_imports.py`) is PySide's own answer."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401 - PySide's feature module comes with it

from mastergui.pyside_imports import CHECK, FEATURE_MODULE, faster_feature_check, reading_bytes


def pyside_check() -> object:
    return getattr(sys.modules[FEATURE_MODULE], CHECK)


def test_the_faster_check_answers_as_pysides_own() -> None:
    check = pyside_check()
    original = getattr(check, "__wrapped__", check)  # PySide's, also when installed
    faster = reading_bytes(original)  # type: ignore[arg-type]
    for name in (
        "mastergui.app",  # uses PySide6
        "mastergui.views.viewer",
        "engine.model",  # never (the import contract)
        "engine.store.game",
        "json",  # the standard library, from a .py file
        "sys",  # built in: no file, PySide's own check
        "_sqlite3",  # compiled: PySide's own check
    ):
        module = importlib.import_module(name)
        assert faster(module) == original(module), name  # type: ignore[operator]
    assert faster(importlib.import_module("mastergui.app")) is True
    assert faster(importlib.import_module("engine.model")) is False


def test_a_module_whose_file_is_gone_gets_pysides_own_answer() -> None:
    asked: list[str] = []

    def original(module: ModuleType) -> bool:
        asked.append(module.__name__)
        return False

    gone = ModuleType("gone")
    gone.__file__ = "/nonexistent/gone.py"
    assert reading_bytes(original)(gone) is False and asked == ["gone"]


def test_installed_once_and_only_where_pyside_has_the_check() -> None:
    faster_feature_check()
    assert getattr(pyside_check(), "_reads_bytes", False)
    assert faster_feature_check() is False  # already there: not wrapped twice
