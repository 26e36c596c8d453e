"""Startup: process start → main window on screen, the console on the demo game against a
bare PySide6 QMainWindow, in the same run (alternating, so machine load hits both alike).

    .venv/bin/python benchmarks/bench_startup.py [--rounds 9] [--platform offscreen|xcb]

Each child prints the wall-clock time a stage reached the screen (after the paint events
following `show()` were processed) and the CPU time it had used by then (all threads; far
less disturbed by other programs on a busy machine than the wall clock); the parent notes
the wall-clock time just before starting it.
Reported for the console: SHOWN (its window is on screen, the game still loading in a
background thread) and READY (the demo game's players, orders and resolution on screen).
Targets: SHOWN ≤ 1.3 × bare (issue 5), READY ≤ 2.5 × bare (issue 10). Settings and the
data and cache folders are temporary (the first run fills the cache, as a master's first
start does).

Ratios are given two ways: of the medians, and the median of each round's own ratio (the
two runs of a round are neighbours in time, so the second is the steadier on a busy
machine). Python's bytecode cache is on, as in any installed program (`./run.sh`, a wheel,
a bundle), but kept in the temporary folder (PYTHONPYCACHEPREFIX): an environment with
PYTHONDONTWRITEBYTECODE=1 would otherwise time compiling the console's own ~250 modules
on every start. `--no-bytecode-cache` measures that case (the Python and PySide caches as
installed, nothing written).

Measured 2026-12-01 (2 CPUs shared with other jobs, load ~1.7; `--rounds 15`, medians):
bare window 0.128 s wall / 0.127 s CPU; console shown 1.48× / 1.49×; the demo game on
screen 2.83× / 2.81× (it was 3.58× / 3.65× at the start of the day, 5.2× the day before).
Where the demo game's remaining ~0.23 s over a bare window goes (CPU, py-spy and cProfile):
~55 ms Python enum classes PySide makes for the Qt types first used (the `Qt` namespace
alone ~20 ms; the bare window touches almost none); ~70 ms importing ~100 of our modules
(the engine's ~35 ms, dataclass and StrEnum creation the most of it, now that the dataclass
methods come compiled from the cache: engine/dataclass_code.py); ~20 ms opening the game
(integrity, decoding, resolving the open phase); ~45 ms building the workspace (the player
table, the viewer); ~30 ms painting it once (Qt lays out each visible cell's text).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1500, 920)
window.show()
def shown():
    QApplication.processEvents()
    print(f"SHOWN {time.time():.6f} {time.process_time():.6f}", flush=True)
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def run(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """Each stage's wall-clock time since the child was started (SHOWN, READY) and the CPU
    time the child had used by then (SHOWN_CPU, READY_CPU)."""
    start = time.time()
    out = subprocess.run(
        command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120, check=True
    ).stdout
    stages = {}
    for line in out.splitlines():
        key, *values = line.split()
        if key in ("SHOWN", "READY") and len(values) == 2:
            stages[key] = float(values[0]) - start
            stages[f"{key}_CPU"] = float(values[1])
    return stages


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    parser.add_argument(
        "--no-bytecode-cache",
        action="store_true",
        help="compile every module on every start (PYTHONDONTWRITEBYTECODE, no cache)",
    )
    args = parser.parse_args()
    python = sys.executable
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM=args.platform,
            XDG_CONFIG_HOME=f"{tmp}/config",
            MMC_CACHE_DIR=f"{tmp}/cache",  # parsed rulesets, made by the first run
            MASTERGUI_QUIT_WHEN_SHOWN="1",
        )
        if args.no_bytecode_cache:  # the installed caches are read, nothing is written
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = f"{tmp}/pycache"
        console = [python, "main.py", "--data-dir", f"{tmp}/data", "--lang", "ru"]
        bare = [python, "-c", BARE]
        first = run(console, env)  # imports the demo game (and fills the caches)
        run(bare, env)
        run(console, env)
        bares: list[dict[str, float]] = []
        consoles: list[dict[str, float]] = []
        for _ in range(args.rounds):
            bares.append(run(bare, env))
            consoles.append(run(console, env))
    print(f"platform {args.platform}, {args.rounds} rounds; seconds: median / best")
    for clock, suffix in (("wall-clock", ""), ("CPU (all threads)", "_CPU")):
        base = [b[f"SHOWN{suffix}"] for b in bares]
        print(f"  {clock}: bare QMainWindow shown {_stats(base)}")
        for key, what, target in (
            ("SHOWN", "console window shown", "1.3"),
            ("READY", "with the demo game  ", "2.5"),
        ):
            times = [c[f"{key}{suffix}"] for c in consoles]
            # each round's own ratio: its two runs are neighbours in time, so the
            # median of those is the steadier figure on a busy machine
            per_round = statistics.median(t / b for t, b in zip(times, base, strict=True))
            ratio = statistics.median(times) / statistics.median(base)
            print(
                f"    {what}  {_stats(times)}   ratio {ratio:.2f}"
                f" (per round {per_round:.2f})   target ≤ {target}"
            )
    print(f"  first run (imports the demo): {first['READY']:.3f} s")
    return 0


def _stats(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} / {min(values):.3f}"


if __name__ == "__main__":
    sys.exit(main())
