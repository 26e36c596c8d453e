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
        "sys",  # built in: no file, no source
        "_sqlite3",  # compiled: no source
        "PySide6.QtCore",  # compiled too, though PySide's own
    ):
        module = importlib.import_module(name)
        assert faster(module) == original(module), name  # type: ignore[operator]
    assert faster(importlib.import_module("mastergui.app")) is True
    assert faster(importlib.import_module("engine.model")) is False


def test_every_standard_module_loaded_is_answered_as_pyside_does() -> None:
    check = pyside_check()
    original = getattr(check, "__wrapped__", check)
    faster = reading_bytes(original)  # type: ignore[arg-type]
    standard = [
        module
        for name, module in list(sys.modules.items())
        if isinstance(module, ModuleType) and name.partition(".")[0] in sys.stdlib_module_names
    ]
    assert len(standard) > 50
    for module in standard:
        assert faster(module) is False, module.__name__
        assert original(module) is False, module.__name__  # type: ignore[operator]


def test_every_engine_module_is_answered_as_pyside_does() -> None:
    """The engine's modules are answered without reading them: PySide's own check, which
    reads each source, says "no" to every one (the import contract keeps Qt out)."""
    import pkgutil

    import engine

    check = pyside_check()
    original = getattr(check, "__wrapped__", check)
    faster = reading_bytes(original)  # type: ignore[arg-type]
    found = pkgutil.walk_packages(engine.__path__, "engine.")
    names = [m.name for m in found if not m.name.endswith("__main__")]
    assert len(names) > 100
    for name in names:
        module = importlib.import_module(name)
        assert faster(module) is False, name
        assert original(module) is False, name  # type: ignore[operator]


def test_built_in_and_compiled_modules_are_answered_without_pysides_check() -> None:
    asked: list[str] = []

    def original(module: ModuleType) -> bool:
        asked.append(module.__name__)
        return True

    faster = reading_bytes(original)
    for name in ("sys", "_sqlite3", "PySide6.QtCore", "json", "argparse"):
        assert faster(importlib.import_module(name)) is False, name
    assert asked == []
    sourceless = ModuleType("sourceless")
    sourceless.__file__ = "/somewhere/sourceless.pyc"
    assert faster(sourceless) is True and asked == ["sourceless"]  # PySide's own check


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
