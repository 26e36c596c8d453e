"""The verification stamps trust a stored phase only while the rules code is the same; that
code is read from the engine's source files, wherever the engine is installed (a checkout,
the wheel, the bundle, which ships them as data for this)."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.ruleset.load import RULESETS_DIR
from engine.store import codec
from engine.userfiles import fingerprint
from engine.userfiles.data_folder import user_cache_dir

AM15 = str(RULESETS_DIR / "am15.yaml")


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    clear()
    yield
    clear()


def clear() -> None:
    codec.code_fingerprint.cache_clear()
    fingerprint.forget()


def test_the_fingerprint_follows_the_rules_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert (fingerprint.ENGINE_DIR / "resolution/driver.py").is_file()  # read from the installed
    # engine
    copy = copy_engine(tmp_path)
    original = codec.code_fingerprint(AM15)
    monkeypatch.setattr(fingerprint, "ENGINE_DIR", copy)
    clear()
    assert codec.code_fingerprint(AM15) == original  # the same code, wherever it lies
    (copy / "resolution/driver.py").write_text("# changed\n", encoding="utf-8")
    clear()
    assert codec.code_fingerprint(AM15) != original


def copy_engine(tmp_path: Path) -> Path:
    copy = tmp_path / "engine"
    for path in fingerprint.ENGINE_DIR.rglob("*.py"):
        target = copy / path.relative_to(fingerprint.ENGINE_DIR)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(path.read_bytes())
    return copy


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


# --- remembered across runs -----------------------------------------------------------------


def test_the_next_run_reads_no_source_and_gets_the_same_fingerprint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first = codec.code_fingerprint(AM15)
    clear()  # as a new run: only the memo in the cache folder is left

    def unread() -> None:
        raise AssertionError("the sources were read again")

    monkeypatch.setattr(fingerprint, "engine_sources", unread)
    assert codec.code_fingerprint(AM15) == first


def test_a_touched_source_is_read_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy = copy_engine(tmp_path)
    monkeypatch.setattr(fingerprint, "ENGINE_DIR", copy)
    first = codec.code_fingerprint(AM15)
    clear()
    resolve = copy / "resolution/driver.py"
    info = resolve.stat()
    os.utime(resolve, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    reads: list[bool] = []
    real = fingerprint.engine_sources

    def counted() -> object:
        reads.append(True)
        return real()

    monkeypatch.setattr(fingerprint, "engine_sources", counted)
    assert codec.code_fingerprint(AM15) == first and reads  # read again, the same code
    monkeypatch.setattr(fingerprint, "engine_sources", real)
    resolve.write_text("# changed\n", encoding="utf-8")
    clear()
    assert codec.code_fingerprint(AM15) != first


def test_a_damaged_memo_is_only_a_miss() -> None:
    first = codec.code_fingerprint(AM15)
    memo = user_cache_dir() / fingerprint.MEMO_FILE
    memo.write_bytes(fingerprint.MEMO_FORMAT + b"garbage\n" + b"x" * 200)
    clear()
    assert codec.code_fingerprint(AM15) == first
