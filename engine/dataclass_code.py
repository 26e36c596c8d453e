"""Dataclass methods compiled once and kept, not compiled again at every start.

On Python 3.11 and 3.12 `dataclasses` writes each class's `__init__`, `__repr__`, `__eq__`,
`__setattr__`... as source text and compiles it (`exec` in `dataclasses._create_fn`): for
the 82 classes the console makes before its first game is on screen, 470 compilations and
~60 ms of CPU, a sixth of the start (measured 2026-12-01, `benchmarks/bench_startup.py`).
The text alone decides the compiled code, so the code objects are kept in the user's cache
folder (marshal, keyed by the text) and run from there; `dataclasses` itself is not changed
but for the `exec` it calls, which finds a text it has seen in the file and compiles any
other as before. Same text, same code: the classes are the ones Python would make.

Python 3.13 compiles a class's methods in one text (`_FuncBuilder`): kept the same way, it
took that start from 3.00x to 2.71x a bare window (the console's bootstrap picks the newest
Python it finds). Wherever `dataclasses` does not look as expected, nothing is installed.
The file is the user's own (`cache_files`): marshal data is only ever read from a folder
and file no one else can write.
"""

from __future__ import annotations

import builtins
import dataclasses
import importlib.util
import marshal
import sys
import threading
from pathlib import Path
from types import CodeType
from typing import Any

from .cache_files import own_folder, read_trusted, write_whole
from .userdata import user_cache_dir

FORMAT = b"mmc-dataclass-code 1\n"
MAX_ENTRIES = 5000  # more: another program's classes crept in; start the file afresh
_VERSIONS = ((3, 11), (3, 12), (3, 13))  # where `dataclasses` exec's its method texts


class CodeCache:
    """The compiled texts: those read from the file, and those compiled since."""

    def __init__(self, path: Path, codes: dict[str, CodeType]) -> None:
        self.path = path
        self.codes = codes
        self.added = 0
        self._lock = threading.Lock()  # the console's background thread makes classes too

    def exec(self, source: Any, globals: Any = None, locals: Any = None) -> None:
        if type(source) is str:
            code = self.codes.get(source)
            if code is None:
                code = compile(source, "<string>", "exec")  # as exec(str) compiles it
                with self._lock:
                    self.codes[source] = code
                    self.added += 1
            source = code
        builtins.exec(source, globals, locals)

    def save(self) -> None:
        """Write the file if anything was compiled since it was read (atomically)."""
        with self._lock:
            if not self.added:
                return
            codes = dict(self.codes) if len(self.codes) <= MAX_ENTRIES else {}
            self.added = 0
        head = FORMAT + importlib.util.MAGIC_NUMBER + b"\n"
        write_whole(self.path, head + marshal.dumps(codes))


_installed: CodeCache | None = None


def install(folder: Path | None = None) -> CodeCache | None:
    """Run dataclass methods from the cache in `folder` (the user's cache folder by
    default); before the modules that make dataclasses are imported. None: not installed
    (another Python, no usable folder). Installing twice keeps the first."""
    global _installed
    if _installed is not None:
        return _installed
    if sys.version_info[:2] not in _VERSIONS or not _compiles_texts():
        return None
    try:
        folder = folder or user_cache_dir()
    except (OSError, RuntimeError, KeyError):  # no home folder to be found: no cache
        return None
    if not own_folder(folder):
        return None
    path = folder / f"dataclass-code-{sys.implementation.cache_tag}.marshal"
    _installed = CodeCache(path, _read(path))
    dataclasses.exec = _installed.exec  # type: ignore[attr-defined]  # shadows the builtin
    return _installed


def _compiles_texts() -> bool:
    """`dataclasses` as this module knows it: one text per method (`_create_fn`, 3.11 and
    3.12) or one per class (`_FuncBuilder`, 3.13), each compiled by `exec`."""
    return callable(getattr(dataclasses, "_create_fn", None)) or hasattr(
        dataclasses, "_FuncBuilder"
    )


def uninstall() -> None:
    """Back to `dataclasses` as it was (tests)."""
    global _installed
    if _installed is not None and getattr(dataclasses, "exec", None) == _installed.exec:
        del dataclasses.exec  # type: ignore[attr-defined]
    _installed = None


def save() -> None:
    """Keep what this run compiled (after start, off the GUI thread: ~5 ms)."""
    if _installed is not None:
        _installed.save()


def _read(path: Path) -> dict[str, CodeType]:
    data = read_trusted(path, FORMAT + importlib.util.MAGIC_NUMBER + b"\n")
    if data is None:
        return {}
    try:
        codes = marshal.loads(data)
    except (ValueError, EOFError, TypeError):  # damaged: compiled again, rewritten
        return {}
    if not isinstance(codes, dict) or not all(
        type(k) is str and type(v) is CodeType for k, v in codes.items()
    ):
        return {}
    return codes
