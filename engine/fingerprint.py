"""What results depend on besides their data: the engine's own code, as a hash of its source
files. The store's verification stamps (`store/codec.py`) and the cache of parsed rulesets
(`ruleset_cache.py`) trust what they kept only while it is the same."""

from __future__ import annotations

import hashlib
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


@cache
def engine_sources() -> _Hash | None:
    """sha256 over the engine's sources, read once per process; the store and the exporters
    neither resolve nor read rulesets, so they are left out. None without the sources (a
    build that left them out): nothing may then be trusted across runs."""
    h = hashlib.sha256()
    sources = sorted(ENGINE_DIR.rglob("*.py"))
    for path in sources:
        rel = path.relative_to(ENGINE_DIR).as_posix()
        if rel.startswith(("store/", "export/")):
            continue
        h.update(rel.encode() + b"\0" + path.read_bytes() + b"\0")
    return h if sources else None


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
