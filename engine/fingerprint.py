"""What results depend on besides their data: the engine's own code, as a hash of its source
files. The store's verification stamps (`store/codec.py`) and the cache of parsed rulesets
(`ruleset_cache.py`) trust what they kept only while it is the same."""

from __future__ import annotations

import hashlib
import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from resources import bundled

from .userdata import user_rulesets_dir

if TYPE_CHECKING:
    from hashlib import _Hash

# The engine's own source files (a PyInstaller bundle ships them as data for this:
# scripts/build-bundle.sh)
ENGINE_DIR = bundled("engine")
LEFT_OUT = {("store",), ("export",)}  # neither resolves nor reads rulesets (`engine_sources`)


@cache
def engine_sources() -> _Hash | None:
    """sha256 over the engine's sources, read once per process; the store and the exporters
    neither resolve nor read rulesets, so they are left out. None without the sources (a
    build that left them out): nothing may then be trusted across runs."""
    h = hashlib.sha256()
    sources = sorted(_python_files(str(ENGINE_DIR), ()))  # as sorted Paths: by their parts
    for parts, path in sources:
        with open(path, "rb") as source:
            h.update("/".join(parts).encode() + b"\0" + source.read() + b"\0")
    return h if sources else None


def _python_files(folder: str, parts: tuple[str, ...]) -> list[tuple[tuple[str, ...], str]]:
    """The `.py` files under `folder` as (parts of the relative path, path), but those of
    `LEFT_OUT`: os.scandir, not Path.rglob, which took twice as long on every start."""
    found: list[tuple[tuple[str, ...], str]] = []
    with os.scandir(folder) as entries:
        for entry in entries:
            here = (*parts, entry.name)
            if entry.is_dir():
                if entry.name != "__pycache__" and here not in LEFT_OUT:
                    found.extend(_python_files(entry.path, here))
            elif entry.name.endswith(".py"):
                found.append((here, entry.path))
    return found


def engine_fingerprint(*extra: bytes) -> str | None:
    """The engine's code and then `extra`, as one hex digest (None: see `engine_sources`)."""
    base = engine_sources()
    if base is None:
        return None
    h = base.copy()
    for part in extra:
        h.update(part)
    return h.hexdigest()


def ruleset_data_files(ruleset_file: str) -> list[Path]:
    """A ruleset's own data files (`<id>.<what>.yaml`, a card collection): beside it and in
    the master's rulesets folder."""
    stem = Path(ruleset_file).stem
    found: list[Path] = []
    for folder in (Path(ruleset_file).parent, user_rulesets_dir()):
        if folder.is_dir():
            found.extend(sorted(p for p in folder.glob(f"{stem}.*.yaml") if p.is_file()))
    return found


def data_files(ruleset_file: str) -> list[bytes]:
    """Each data file of the ruleset as its name and bytes: what a parsed ruleset (its card
    names, its checks) and a resolution depend on beside the ruleset file."""
    return [
        d.name.encode() + b"\0" + d.read_bytes() + b"\0" for d in ruleset_data_files(ruleset_file)
    ]
