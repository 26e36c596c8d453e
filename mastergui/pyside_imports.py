"""PySide6 looks at every module imported after it, and that look is made cheaper here.

For its `from __feature__ import ...` switches, PySide6 (shibokensupport/feature.py,
PYSIDE-2029) asks of each newly imported module whether it uses PySide: "Simple approach:
Search the source code for the string 'PySide6'" — with `inspect.getsource`, which goes
through linecache and tokenize for each of the ~250 modules the console imports. That took
~40 ms of CPU (a third of a bare Qt window's start) before the first game is on screen.
`faster_feature_check` asks the same question of a module's `.py` file by reading its bytes.
A built-in module (no file) and a compiled one (an extension module's file) have no source,
which is PySide's own answer too (`inspect.getsource` fails: "no"), given at once; so is the
answer for Python's own standard library (its sources never name PySide6: tested), whose
large files took ~3 ms to read before the game is on screen, and for the rules engine's
modules (`engine`, which never imports Qt: the import contract in pyproject.toml), whose
~70 files were read for nothing. Anything else (a module from a
.pyc alone, an unreadable file) goes to PySide's own check. When PySide6 changes and the
function is not there, nothing is changed.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from importlib.machinery import EXTENSION_SUFFIXES
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"
MARKER = b"PySide6"  # what PySide's check looks for in the source


def faster_feature_check() -> bool:
    """Install the faster check (after PySide6 is imported); whether it was installed."""
    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, CHECK, None)
    if feature is None or not callable(original) or getattr(original, "_reads_bytes", False):
        return False
    setattr(feature, CHECK, reading_bytes(original))
    return True


def reading_bytes(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    compiled = tuple(EXTENSION_SUFFIXES)
    stdlib = os.path.dirname(os.__file__) + os.sep

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        name = getattr(module, "__name__", None)
        if path is None and name in sys.builtin_module_names:
            return False  # built in: no source (PySide's check: "no")
        if isinstance(path, str):
            if standard_library(name, path, stdlib) or qt_free(name):
                return False
            if path.endswith(".py"):
                try:
                    with open(path, "rb", buffering=0) as source:
                        return MARKER in source.readall()
                except OSError:
                    pass
            elif path.endswith(compiled):
                return False  # an extension module: no source (PySide's check: "no")
        return bool(original(module))

    uses_pyside._reads_bytes = True  # type: ignore[attr-defined]
    uses_pyside.__wrapped__ = original  # type: ignore[attr-defined]
    return uses_pyside


def standard_library(name: object, path: str, stdlib: str) -> bool:
    """Whether the module is Python's own (named so, and its file in Python's folder)."""
    return (
        isinstance(name, str)
        and name.partition(".")[0] in sys.stdlib_module_names
        and path.startswith(stdlib)
        and "site-packages" not in path
    )


QT_FREE = "engine"  # the package the import contract keeps from importing PySide6


def qt_free(name: object) -> bool:
    """Whether the module is the rules engine's (which never imports Qt: tested)."""
    return isinstance(name, str) and name.partition(".")[0] == QT_FREE
