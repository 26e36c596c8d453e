"""Parsed rulesets kept in the user's cache folder, so a start does not parse YAML again.

Reading and validating AM-15's ruleset (YAML, then every check in `ruleset/load.py`) was a good
part of the time before the console shows its first game; the result is plain frozen data.
It is pickled in `userdata.user_cache_dir()/rulesets/`, under a key made of the YAML file's
exact bytes, its path, the engine's code (`userfiles/fingerprint.py`: any change to the rules code
drops every entry), this cache's format and the Python version. Safety:

- the key is checked before anything is unpickled, and a file that does not unpickle into
  a `Ruleset` of that file is ignored (the YAML is parsed, the entry rewritten);
- only the user's own folder is read: on POSIX the folder and the file must belong to the
  user and be writable by no one else, else the cache is neither read nor written (pickle
  runs code: a file someone else could write is never loaded);
- without the engine's sources (a build that left them out) nothing is cached;
- writing goes to a temporary file renamed into place, and any failure only means the
  next start parses again.
"""

from __future__ import annotations

import io
import pickle
import sys
import types
from collections.abc import Callable
from hashlib import sha256
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..userfiles.cache import own_folder, read_trusted, write_whole
from ..userfiles.data_folder import user_cache_dir
from ..userfiles.fingerprint import data_files, engine_fingerprint

if TYPE_CHECKING:
    from .load import Ruleset

FORMAT = b"mmc-ruleset-cache 3\n"  # 3: records pickled as `dataclasses` pickles them
FOLDER = "rulesets"
MAX_YAML_BYTES = 4 * 1024 * 1024  # yamlsrc.MAX_YAML_BYTES: a larger file is refused unparsed


def cached_ruleset(path: Path, load: Callable[[Path], Ruleset]) -> Ruleset:
    """`load(path)`, or what it returned before for this very file and code."""
    from .load import Ruleset

    key = _key(path)
    try:
        folder = user_cache_dir() / FOLDER
    except (OSError, RuntimeError, KeyError):  # no home folder to be found: no cache
        return load(path)
    if key is None or not own_folder(folder):
        return load(path)
    entry = folder / f"{_safe_stem(path)}.pickle"
    found = _read(entry, key)
    if isinstance(found, Ruleset) and found.file == str(path):
        return found
    ruleset = load(path)
    _write(entry, key, ruleset)
    return ruleset


def _key(path: Path) -> bytes | None:
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_YAML_BYTES + 1)
    except OSError:
        return None  # `load` says what is wrong with the file
    if len(raw) > MAX_YAML_BYTES:
        return None
    version = f"{sys.implementation.cache_tag}\0{sys.version}\0{path}\0".encode()
    try:
        data = data_files(str(path))  # a card collection: its words and checks are parsed in
    except OSError:
        return None
    found = engine_fingerprint(FORMAT, version, sha256(raw).digest(), *data)
    return None if found is None else found.encode()


def _safe_stem(path: Path) -> str:
    """The entry's name: the ruleset's file name, and which folder it came from (a bundled
    ruleset and a master's own never share an entry)."""
    where = sha256(str(path.parent).encode()).hexdigest()[:12]
    return f"{path.stem}-{where}"


def _read(entry: Path, key: bytes) -> Any:
    data = read_trusted(entry, FORMAT + key + b"\n")
    if data is None:
        return None
    try:
        return pickle.loads(data)
    except Exception:  # a damaged entry is only a cache miss
        return None


def _write(entry: Path, key: bytes, ruleset: Ruleset) -> None:
    buffer = io.BytesIO()
    buffer.write(FORMAT + key + b"\n")
    try:
        _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(ruleset)
    except Exception:  # not picklable (a ruleset feature added later): simply not cached
        return
    write_whole(entry, buffer.getvalue())


def _proxy(items: dict[Any, Any]) -> types.MappingProxyType[Any, Any]:
    return types.MappingProxyType(items)


class _Pickler(pickle.Pickler):
    """Rulesets freeze their tables as mapping proxies, which pickle cannot store itself."""

    def reducer_override(self, obj: Any) -> Any:
        if type(obj) is types.MappingProxyType:
            return _proxy, (dict(obj),)
        return NotImplemented
