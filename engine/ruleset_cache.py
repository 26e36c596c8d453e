"""Parsed rulesets kept in the user's cache folder, so a start does not parse YAML again.

Reading and validating AM-15's ruleset (YAML, then every check in `ruleset.py`) was a good
part of the time before the console shows its first game; the result is plain frozen data.
It is pickled in `userdata.user_cache_dir()/rulesets/`, under a key made of the YAML file's
exact bytes, its path, the engine's code (`fingerprint.py`: any change to the rules code
drops every entry), this cache's format and the Python version. Safety:

- the key is checked before anything is unpickled, and a file that does not unpickle into
  a `Ruleset` of that file is ignored (the YAML is parsed, the entry rewritten);
- only the user's own folder is read: on POSIX the folder and the file must belong to the
  user and be writable by no one else, else the cache is neither read nor written (pickle
  runs code: a file someone else could write is never loaded);
- without the engine's sources (a build that left them out) nothing is cached, nor with
  the compiled engine (`compiled.py`: its classes do not pickle);
- writing goes to a temporary file renamed into place, and any failure only means the
  next start parses again.
"""

from __future__ import annotations

import dataclasses
import functools
import io
import pickle
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cache_files import own_folder, read_trusted, write_whole
from .compiled import active
from .fingerprint import data_files, engine_fingerprint
from .sha256 import sha256
from .userdata import user_cache_dir

if TYPE_CHECKING:
    from .ruleset import Ruleset

FORMAT = b"mmc-ruleset-cache 2\n"  # 2: frozen dataclasses restored by `_rebuild`
FOLDER = "rulesets"
MAX_YAML_BYTES = 4 * 1024 * 1024  # yamlsrc.MAX_YAML_BYTES: a larger file is refused unparsed


def cached_ruleset(path: Path, load: Callable[[Path], Ruleset]) -> Ruleset:
    """`load(path)`, or what it returned before for this very file and code."""
    from .ruleset import Ruleset

    if active():  # the compiled engine's classes do not pickle (engine/compiled.py)
        return load(path)
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


def _rebuild(cls: type, values: tuple[Any, ...]) -> Any:
    """A frozen dataclass with slots as `_Pickler` stored it: its fields set in order. The
    way `dataclasses` restores one lists the class's fields again for each object: most of
    the ~4 ms AM-15's ~500 objects took to unpickle."""
    made: Any = object.__new__(cls)
    for set_field, value in zip(_setters(cls), values, strict=True):
        set_field(made, value)
    return made


@functools.cache
def _setters(cls: type) -> tuple[Callable[[Any, Any], None], ...]:
    """Each field's slot setter, in the order `_Pickler` stored the values."""
    return tuple(getattr(cls, name).__set__ for name in _slotted_fields(cls) or ())


@functools.cache
def _slotted_fields(cls: type) -> tuple[str, ...] | None:
    """The fields of a frozen dataclass with slots that pickles as `dataclasses` makes it
    (its state: the fields' values), else None (pickled the usual way)."""
    getstate = getattr(cls, "__getstate__", None)
    if not dataclasses.is_dataclass(cls) or getattr(getstate, "__module__", "") != "dataclasses":
        return None
    names = tuple(field.name for field in dataclasses.fields(cls))
    slots = (type(getattr(cls, name, None)) is types.MemberDescriptorType for name in names)
    return names if all(slots) else None


class _Pickler(pickle.Pickler):
    """Rulesets freeze their tables as mapping proxies, which pickle cannot store itself;
    their records, frozen dataclasses with slots, are restored by `_rebuild`."""

    def reducer_override(self, obj: Any) -> Any:
        if type(obj) is types.MappingProxyType:
            return _proxy, (dict(obj),)
        kind: type = type(obj)
        names = None if isinstance(obj, type) else _slotted_fields(kind)
        if names is not None:
            return _rebuild, (kind, tuple(getattr(obj, name) for name in names))
        return NotImplemented
