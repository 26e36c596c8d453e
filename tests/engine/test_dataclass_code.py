"""Dataclass methods kept compiled between starts (issue 10: a sixth of the console's start
was Python compiling the same `__init__`s again). What must hold: the classes are exactly
the ones Python makes without the cache, and a damaged or foreign file is never trusted."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import dataclass_code
from engine.dataclass_code import CodeCache

ROOT = Path(__file__).resolve().parents[2]

# a fresh interpreter: the console's model and trace classes, from the cache in argv[1]
# (or, with no argument, as Python makes them), then what they are made of
PROBE = """
import dataclasses, sys
from pathlib import Path
from engine import dataclass_code
cache = dataclass_code.install(Path(sys.argv[1])) if len(sys.argv) > 1 else None
import engine.model, engine.trace, engine.ruleset_data, engine.store.records
seen = []
for module in (engine.model, engine.trace, engine.ruleset_data, engine.store.records):
    for name, cls in sorted(vars(module).items()):
        if not dataclasses.is_dataclass(cls) or cls.__module__ != module.__name__:
            continue
        for method in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__"):
            c = getattr(getattr(cls, method, None), "__code__", None)
            if c is not None and c.co_filename == "<string>":
                # a frozen class's field names are a frozenset: read back from marshal, the
                # same set may iterate in another order (seen on 3.13)
                consts = tuple(sorted(k) if type(k) is frozenset else k for k in c.co_consts)
                seen.append((name, method, c.co_code, consts, c.co_names, c.co_varnames))
print(len(seen), hash(repr(seen)), cache.added if cache else -1)
if cache:
    dataclass_code.save()
"""


def probe(*args: str) -> tuple[int, int, int]:
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    count, digest, added = out.stdout.split()
    return int(count), int(digest), int(added)


def test_the_next_start_compiles_nothing_and_makes_the_same_classes(tmp_path: Path) -> None:
    plain_count, plain, _ = probe()
    count, first, added = probe(str(tmp_path))
    assert plain_count > 50 and count == plain_count
    assert added > 0 and first == plain  # compiled as Python does, then kept
    count, again, added = probe(str(tmp_path))
    assert added == 0 and again == plain  # all from the file, and the very same code


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[CodeCache]:
    """A cache of this process's own, in place of any the console installed."""
    code_cache = CodeCache(tmp_path / "code.marshal", {})
    monkeypatch.setattr(dataclasses, "exec", code_cache.exec, raising=False)
    yield code_cache


def make_class() -> type:
    @dataclasses.dataclass(frozen=True)
    class Wound:
        target: str
        hp: int = 1

    return Wound


def test_a_class_from_the_cache_behaves_as_python_makes_it(cache: CodeCache) -> None:
    wound = make_class()
    added = cache.added
    # 3.11/3.12: a text per method (__init__, __repr__, __eq__, __hash__, __setattr__...);
    # 3.13: one for the class
    assert added >= (1 if sys.version_info >= (3, 13) else 4)
    again = make_class()
    assert cache.added == added  # the second class ran the same texts from the cache
    one = again("Кир", 3)
    assert (
        one == again("Кир", 3)
        and one != again("Кир")
        and repr(one).endswith("Wound(target='Кир', hp=3)")
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.hp = 2  # type: ignore[misc]
    assert wound("Кир") != one  # another class


def test_saved_codes_are_read_back(cache: CodeCache) -> None:
    make_class()
    cache.save()
    read = dataclass_code._read(cache.path)
    assert read.keys() == cache.codes.keys()
    assert cache.added == 0  # nothing new: the next save writes nothing


def test_a_damaged_file_is_only_a_cache_miss(cache: CodeCache) -> None:
    make_class()
    cache.save()
    data = cache.path.read_bytes()
    cache.path.write_bytes(data[: len(data) // 2])  # cut short (a full disk, a crash)
    assert dataclass_code._read(cache.path) == {}
    cache.path.write_bytes(b"something else entirely")
    assert dataclass_code._read(cache.path) == {}


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX permissions")
def test_a_file_others_can_write_is_never_read(cache: CodeCache) -> None:
    make_class()
    cache.save()
    assert dataclass_code._read(cache.path)
    cache.path.chmod(0o666)  # marshal data from someone else could crash the interpreter
    assert dataclass_code._read(cache.path) == {}


def test_nothing_is_installed_where_dataclasses_is_not_as_expected(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dataclass_code.uninstall()
    monkeypatch.delattr(dataclasses, "_create_fn", raising=False)  # 3.11, 3.12
    monkeypatch.delattr(dataclasses, "_FuncBuilder", raising=False)  # 3.13
    assert dataclass_code.install(tmp_path) is None
    assert not hasattr(dataclasses, "exec")
