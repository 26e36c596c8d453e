"""PySide6 looks at every module imported after it, and that look is made cheaper here.

For its `from __feature__ import ...` switches, PySide6 (shibokensupport/feature.py,
PYSIDE-2029) asks of each newly imported module whether it uses PySide: "Simple approach:
Search the source code for the string 'PySide6'" — with `inspect.getsource`, which goes
through linecache and tokenize for each of the ~250 modules the console imports. That took
~40 ms of CPU (a third of a bare Qt window's start) before the first game is on screen.
`faster_feature_check` asks the same question of a module's `.py` file by reading its bytes;
anything else (no file, a compiled module, an unreadable file) goes to PySide's own check.
When PySide6 changes and the function is not there, nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
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
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return MARKER in source.read()
            except OSError:
                pass
        return bool(original(module))

    uses_pyside._reads_bytes = True  # type: ignore[attr-defined]
    uses_pyside.__wrapped__ = original  # type: ignore[attr-defined]
    return uses_pyside
