"""The engine compiled to C by mypyc (optional): the same sources, run about 1.7x faster.

`scripts/build-fast-engine.sh` copies the engine's folder to
`build/fast-engine/engine/`, compiles the modules of `MODULES` there and writes a stamp:
the hash of every file it copied and Python's cache tag. When `engine` is imported,
`activate` puts that copy in place of the sources only while the stamp still matches them,
byte for byte; an edited file, a checkout, another Python or `MMC_PURE_ENGINE=1` and the
engine runs from its sources as always. A stale build is never used: the engine is then
only slower, never different. Nothing is compiled on install: a machine without a C
compiler (or a wheel, or the bundle) simply runs the sources.

Left out of `MODULES`: what is not on the resolution's path (the store, the exporters, the
CLIs, the wording), classes whose instances cross processes or are pickled (`errors`,
`simulate/play`, `simulate/stats`: mypyc's classes do not pickle) and what mypyc cannot
build (`ruleset_cache`'s Pickler subclass crashes; functions nested in the methods of a
class registered by a decorator stop mypyc 1.x: `effects/checks` and `effects/delayed` moved
theirs to module functions to be compiled).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SOURCE = Path(__file__).resolve().parent
BUILD = SOURCE.parent / "build" / "fast-engine"
STAMP = "STAMP"
PURE = "MMC_PURE_ENGINE"  # set (to anything but "" or "0"): always run the sources
STALE = (
    "the compiled engine in build/fast-engine was made from other sources: the sources run "
    "(same results, slower); scripts/build-fast-engine.sh compiles them again"
)

MODULES = (
    "abilities",
    "codes",
    "context",
    "effects/__init__",
    "effects/checks",
    "effects/common",
    "effects/damage",
    "effects/day",
    "effects/delayed",
    "effects/endphase",
    "effects/endphase_hp",
    "effects/index",
    "effects/kills",
    "effects/protect",
    "effects/seen",
    "effects/support",
    "effects/values",
    "extensions",
    "formats",
    "frozen",
    "live",
    "model",
    "names",
    "order_checks",
    "phases",
    "player_setup",
    "resolve",
    "ruleset",
    "ruleset_checks",
    "ruleset_data",
    "ruleset_roles",
    "ruleset_sections",
    "rulings",
    "scenario",
    "scenario_keys",
    "scenario_phases",
    "setup",
    "simulate/greedy",
    "simulate/policy",
    "simulate/random_policy",
    "simulate/table",
    "statuses",
    "texts",
    "trace/__init__",
    "trace/messages",
    "trace/records",
    "trace/votes",
    "validate",
)


def digest(folder: Path) -> str:
    """What a build was made from: every file of the engine's folder (not the bytecode nor
    the compiled modules) and the Python it was compiled for."""
    import hashlib

    h = hashlib.sha256(sys.implementation.cache_tag.encode() + b"\0")
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or _compiled_file(path):
            continue
        h.update(path.relative_to(folder).as_posix().encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()


def _compiled_file(path: Path) -> bool:
    return path.suffix in (".so", ".pyd")


def usable(build: Path = BUILD, source: Path = SOURCE) -> bool:
    """Whether the build at `build` was made from exactly these sources."""
    if os.environ.get(PURE, "") not in ("", "0"):
        return False
    try:
        stamp = (build / STAMP).read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return False  # no build (the usual case): nothing to hash
    return stamp == digest(source)


def activate(package_path: list[str], build: Path = BUILD, source: Path = SOURCE) -> bool:
    """Import the engine's modules from the build when `usable` (called by `engine`'s
    `__init__` before it imports any of them)."""
    if not usable(build, source):
        return False
    global _active
    package_path[:] = [str(build / "engine")]
    sys.path.append(str(build))  # mypyc's shared library is a top-level module
    _active = True
    return True


_active = False


def active() -> bool:
    """Whether this process runs the compiled modules."""
    return _active


def stale(build: Path = BUILD) -> bool:
    """A build is there but not used: made from other sources (or for another Python)."""
    pure = os.environ.get(PURE, "") not in ("", "0")
    return not _active and not pure and (build / STAMP).is_file()


def build(out: Path = BUILD, source: Path = SOURCE) -> None:
    """Copy the sources beside `out`, compile `MODULES` there (mypyc, a C compiler), stamp
    the copy and put it in place of the previous build."""
    # imported here: this module is imported by every start of the console (`activate`)
    import shutil
    import subprocess

    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
    shutil.copytree(source, tmp / "engine", ignore=ignore)
    stamp = digest(tmp / "engine")  # what is compiled, even if a source changes meanwhile
    # the engine imports `resources` (its data files' finder): mypy reads its types
    shutil.copytree(source.parent / "resources", tmp / "resources", ignore=ignore)
    files = [f"engine/{m}.py" for m in MODULES]
    subprocess.run([sys.executable, "-m", "mypyc", *files], cwd=tmp, check=True)
    for junk in ("build", "resources", ".mypy_cache"):
        shutil.rmtree(tmp / junk, ignore_errors=True)
    (tmp / STAMP).write_text(stamp + "\n", encoding="ascii")
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)


def main() -> None:
    """scripts/build-fast-engine.sh"""
    build()
    print(f"compiled {len(MODULES)} modules into {BUILD}")
