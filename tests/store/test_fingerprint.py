"""The verification stamps trust a stored phase only while the rules code is the same; that
code is read from the engine's source files, wherever the engine is installed (a checkout,
the wheel, the bundle, which ships them as data for this)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import fingerprint
from engine.ruleset import RULESETS_DIR
from engine.store import codec

AM15 = str(RULESETS_DIR / "am15.yaml")


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    clear()
    yield
    clear()


def clear() -> None:
    codec.code_fingerprint.cache_clear()
    fingerprint.engine_sources.cache_clear()


def test_the_fingerprint_follows_the_rules_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert (fingerprint.ENGINE_DIR / "resolve.py").is_file()  # read from the installed engine
    copy = tmp_path / "engine"
    for path in fingerprint.ENGINE_DIR.rglob("*.py"):
        target = copy / path.relative_to(fingerprint.ENGINE_DIR)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(path.read_bytes())
    original = codec.code_fingerprint(AM15)
    monkeypatch.setattr(fingerprint, "ENGINE_DIR", copy)
    clear()
    assert codec.code_fingerprint(AM15) == original  # the same code, wherever it lies
    (copy / "resolve.py").write_text("# changed\n", encoding="utf-8")
    clear()
    assert codec.code_fingerprint(AM15) != original


def test_the_sources_are_every_rules_file_in_path_order() -> None:
    """Every `.py` of the engine but the store's and the exporters' (they neither resolve
    nor read rulesets), by name and content, in the order of their paths: the stamps of
    games stored by earlier versions stay valid while that code is the same."""
    expected = hashlib.sha256()
    for path in sorted(fingerprint.ENGINE_DIR.rglob("*.py")):
        rel = path.relative_to(fingerprint.ENGINE_DIR).as_posix()
        if not rel.startswith(("store/", "export/")):
            expected.update(rel.encode() + b"\0" + path.read_bytes() + b"\0")
    sources = fingerprint.engine_sources()
    assert sources is not None and sources.hexdigest() == expected.hexdigest()


def test_without_the_sources_no_stamp_is_ever_trusted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fingerprint, "ENGINE_DIR", tmp_path)  # a build that left them out
    first = codec.code_fingerprint(AM15)
    clear()
    assert codec.code_fingerprint(AM15) != first  # every run re-verifies in full
