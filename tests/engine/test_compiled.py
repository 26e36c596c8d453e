"""The optional compiled engine (engine/compiled.py, scripts/build-fast-engine.sh): a build is
taken up only while it matches the sources byte for byte, and gives the same games."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from engine import compiled

ROOT = Path(__file__).resolve().parents[2]


def fake_build(tmp_path: Path) -> tuple[Path, Path]:
    """A source folder and a "build" stamped from it (nothing compiled: only the guard)."""
    source = tmp_path / "src" / "engine"
    (source / "effects").mkdir(parents=True)
    (source / "model.py").write_text("X = 1\n")
    (source / "effects" / "kinds.yaml").write_text("a: 1\n")
    build = tmp_path / "build"
    (build / "engine").mkdir(parents=True)
    (build / compiled.STAMP).write_text(compiled.digest(source) + "\n")
    return source, build


def test_a_build_of_these_sources_is_taken_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(compiled.PURE, raising=False)
    source, build = fake_build(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setattr(compiled, "_active", compiled.active())
    path = [str(source)]
    assert compiled.activate(path, build, source)
    assert path == [str(build / "engine")] and sys.path[-1] == str(build)


@pytest.mark.parametrize(
    "change",
    [
        lambda src: (src / "model.py").write_text("X = 2\n"),  # an edited module
        lambda src: (src / "effects" / "kinds.yaml").write_text("a: 2\n"),  # a data file
        lambda src: (src / "extra.py").write_text(""),  # a new module
        lambda src: (src / "model.py").rename(src / "other.py"),  # a renamed one
    ],
)
def test_a_stale_build_is_never_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: Callable[[Path], object]
) -> None:
    monkeypatch.delenv(compiled.PURE, raising=False)
    source, build = fake_build(tmp_path)
    change(source)
    path = [str(source)]
    assert not compiled.activate(path, build, source)
    assert path == [str(source)]


def test_bytecode_and_compiled_files_do_not_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(compiled.PURE, raising=False)
    source, build = fake_build(tmp_path)
    (source / "__pycache__").mkdir()
    (source / "__pycache__" / "model.cpython-311.pyc").write_bytes(b"\0")
    (source / "model.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\0")
    assert compiled.usable(build, source)


def test_no_build_or_pure_runs_the_sources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source, build = fake_build(tmp_path)
    monkeypatch.setenv(compiled.PURE, "1")
    assert not compiled.usable(build, source)
    monkeypatch.delenv(compiled.PURE)
    assert not compiled.usable(tmp_path / "nothing", source)


def test_a_stale_build_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`python -m engine simulate` and the benchmark say so (the sources run, slower)."""
    monkeypatch.delenv(compiled.PURE, raising=False)
    monkeypatch.setattr(compiled, "_active", False)
    source, build = fake_build(tmp_path)
    (source / "model.py").write_text("X = 2\n")
    assert compiled.stale(build)
    assert not compiled.stale(tmp_path / "nothing")
    monkeypatch.setenv(compiled.PURE, "1")
    assert not compiled.stale(build)


def test_every_compiled_module_exists() -> None:
    for module in compiled.MODULES:
        assert (compiled.SOURCE / f"{module}.py").is_file(), module


# whole games of every landed ruleset, as the simulator plays them, with the display trace:
# every state and trace as JSON, hashed
PLAY = """
import hashlib, json, random, sys
from engine import new_game, resolve_phase
from engine.compiled import active
from engine.simulate.play import POLICIES, SeededMaster, game_seed, load
from engine.simulate.table import deal_table
h = hashlib.sha256()
for ruleset in ("am15", "am15_return", "metamorphs", "mafic_arena_12", "mafialife"):
    rs = load(ruleset)
    for policy in ("greedy", "random"):
        for index in range(3):
            seed = game_seed(7, index)
            state = new_game(rs, deal_table(rs, max(16, rs.min_players), seed), seed)
            chooser = POLICIES[policy](rs, random.Random(seed))
            while state.winner is None and state.phase < 30:
                res = resolve_phase(rs, state, chooser.phase_input(state),
                                    SeededMaster(random.Random(state.phase)))
                chooser.observe(res)
                h.update(json.dumps([res.state.to_json(), res.trace.to_json()],
                                    sort_keys=True, default=str).encode())
                state = res.state
print(active(), h.hexdigest())
"""


def played(pure: bool) -> tuple[str, str]:
    env = {**os.environ, compiled.PURE: "1" if pure else "0"}
    out = subprocess.run(
        [sys.executable, "-c", PLAY], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    active, digest = out.stdout.split()
    return active, digest


@pytest.mark.skipif(not compiled.usable(), reason="no build of these sources")
def test_the_compiled_engine_plays_the_same_games() -> None:
    """Only on a machine where scripts/build-fast-engine.sh was run on these sources."""
    fast, pure = played(pure=False), played(pure=True)
    assert fast[0] == "True" and pure[0] == "False"
    assert fast[1] == pure[1]


@pytest.mark.skipif(not compiled.usable(), reason="no build of these sources")
@pytest.mark.parametrize("first", ["engine.model", "engine.trace", "engine.effects.common"])
def test_the_compiled_engine_loads_whatever_is_imported_first(first: str) -> None:
    """Compiled modules that import each other crashed the interpreter (a segfault in
    mypyc's module set-up) when `engine.model` came first: the package loads them in the
    order it always did."""
    code = (
        f"import {first}\n"
        "from engine.compiled import active\n"
        "from engine.scenario import load_scenario, resolve_game\n"
        "resolve_game(load_scenario('resources/demo/am15_demo.yaml'))\n"
        "print(active())\n"
    )
    env = {**os.environ, compiled.PURE: "0"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["True"]
