"""What results depend on besides their data: the engine's own code, as a hash of its source
files. The store's verification stamps (`store/codec.py`) and the cache of parsed rulesets
(`ruleset/cache.py`) trust what they kept only while it is the same.

Hashing the sources means reading ~125 files (~830 KB) at every start (~3 ms warm, far
more from a cold disk), so each fingerprint is remembered in the user's cache folder under
the sources' names, sizes and modification times (and the extra data's hash): the files
are read again only when one of them changes. Python trusts the same three for its own
bytecode cache, so the code that runs is never newer than what the fingerprint says.
"""

from __future__ import annotations

import os
import threading
from functools import cache
from hashlib import sha256
from pathlib import Path
from typing import TYPE_CHECKING

from resources import bundled

from .cache import own_folder, read_trusted, write_whole
from .data_folder import reachable_dir, reachable_file, user_cache_dir, user_rulesets_dir

if TYPE_CHECKING:
    from hashlib import _Hash

# The engine's own source files (a PyInstaller bundle ships them as data for this:
# scripts/build-bundle.sh)
ENGINE_DIR = bundled("engine")
LEFT_OUT = {("store",), ("export",)}  # neither resolves nor reads rulesets (`engine_sources`)


MEMO_FILE = "engine-fingerprints"
MEMO_FORMAT = b"mmc-engine-fingerprints 1\n"
MEMO_ENTRIES = 64  # the newest kept: a few per ruleset and engine version

Source = tuple[tuple[str, ...], str, int, int]  # parts of the relative path, path, size, mtime


@cache
def engine_sources() -> _Hash | None:
    """sha256 over the engine's sources, read once per process; the store and the exporters
    neither resolve nor read rulesets, so they are left out. None without the sources (a
    build that left them out): nothing may then be trusted across runs."""
    h = sha256()
    for parts, path, _size, _mtime in _sources():
        with open(path, "rb") as source:
            h.update("/".join(parts).encode() + b"\0" + source.read() + b"\0")
    return h if _sources() else None


@cache
def _sources() -> list[Source]:
    return sorted(_python_files(str(ENGINE_DIR), ()))  # as sorted Paths: by their parts


def _python_files(folder: str, parts: tuple[str, ...]) -> list[Source]:
    """The `.py` files under `folder`, but those of `LEFT_OUT`: os.scandir, not Path.rglob,
    which took twice as long on every start."""
    found: list[Source] = []
    with os.scandir(folder) as entries:
        for entry in entries:
            here = (*parts, entry.name)
            if entry.is_dir():
                if entry.name != "__pycache__" and here not in LEFT_OUT:
                    found.extend(_python_files(entry.path, here))
            elif entry.name.endswith(".py"):
                info = entry.stat()
                found.append((here, entry.path, info.st_size, info.st_mtime_ns))
    return found


def engine_fingerprint(*extra: bytes) -> str | None:
    """The engine's code and then `extra`, as one hex digest (None: see `engine_sources`);
    remembered across runs while the sources' files are unchanged (the module's note)."""
    sources = _sources()
    if not sources:
        return None
    key = _memo_key(sources, extra)
    found = _MEMO.get(key)
    if found is not None:
        return found
    base = engine_sources()
    if base is None:
        return None
    h = base.copy()
    for part in extra:
        h.update(part)
    found = h.hexdigest()
    _MEMO.put(key, found)
    return found


def _memo_key(sources: list[Source], extra: tuple[bytes, ...]) -> str:
    h = sha256()
    for parts, _path, size, mtime in sources:
        h.update(f"{'/'.join(parts)}\0{size}\0{mtime}\0".encode())
    for part in extra:
        h.update(sha256(part).digest())
    return h.hexdigest()


class Memo:
    """The fingerprints of earlier runs (key -> fingerprint), in the user's own cache folder:
    read once, rewritten whole when one is added. Unreadable or missing: only a miss."""

    def __init__(self) -> None:
        self._lock = threading.Lock()  # the console opens its first game in a thread
        self._known: dict[str, str] | None = None

    def get(self, key: str) -> str | None:
        with self._lock:
            return self._read().get(key)

    def put(self, key: str, fingerprint: str) -> None:
        with self._lock:
            known = self._read()
            known.pop(key, None)
            known[key] = fingerprint
            while len(known) > MEMO_ENTRIES:
                del known[next(iter(known))]
            folder = _folder()
            if folder is not None:
                lines = "".join(f"{k} {v}\n" for k, v in known.items())
                write_whole(folder / MEMO_FILE, MEMO_FORMAT + lines.encode())

    def clear(self) -> None:
        with self._lock:
            self._known = None

    def _read(self) -> dict[str, str]:
        if self._known is None:
            folder = _folder()
            data = None if folder is None else read_trusted(folder / MEMO_FILE, MEMO_FORMAT)
            self._known = dict(_entries(data or b""))
        return self._known


def _entries(data: bytes) -> list[tuple[str, str]]:
    pairs = (line.split(" ") for line in data.decode("ascii", "replace").splitlines())
    return [(p[0], p[1]) for p in pairs if len(p) == 2 and len(p[0]) == len(p[1]) == 64]


def _folder() -> Path | None:
    try:
        folder = user_cache_dir()
    except (OSError, RuntimeError, KeyError):  # no home folder to be found: no memo
        return None
    return folder if own_folder(folder) else None


_MEMO = Memo()


def forget() -> None:
    """Look at the sources and the memo afresh (tests that move or change the sources)."""
    engine_sources.cache_clear()
    _sources.cache_clear()
    _MEMO.clear()


def ruleset_data_files(ruleset_file: str) -> list[Path]:
    """A ruleset's own data files (`<id>.<what>.yaml`, a card collection): beside it and in
    the master's rulesets folder."""
    stem = Path(ruleset_file).stem
    found: list[Path] = []
    for folder in (Path(ruleset_file).parent, user_rulesets_dir()):
        if reachable_dir(folder):
            try:
                found.extend(sorted(p for p in folder.glob(f"{stem}.*.yaml") if reachable_file(p)))
            except OSError:  # a folder that turns unreachable while listed: nothing there
                continue
    return found


def data_files(ruleset_file: str) -> list[bytes]:
    """Each data file of the ruleset as its name and bytes: what a parsed ruleset (its card
    names, its checks) and a resolution depend on beside the ruleset file. A variant
    (`extends:`) depends on its base's file too, and on the base's base...: an edited base
    is parsed and verified again like an edited variant."""
    from ..ruleset.load import find_ruleset_file
    from ..ruleset.variant import base_files

    bases = base_files(Path(ruleset_file), find_ruleset_file)
    files = list(bases)
    for source in (ruleset_file, *map(str, bases)):  # a base's card collection is the variant's
        files.extend(f for f in ruleset_data_files(source) if f not in files)
    return [d.name.encode() + b"\0" + d.read_bytes() + b"\0" for d in files]
