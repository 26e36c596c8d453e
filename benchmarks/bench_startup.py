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

Both windows are 1500×920, checked on every run: the console fits a screen too small for
that (mastergui/window_size.py), and a smaller window paints less. The offscreen platform
is given a 1920×1200 screen (its JSON configuration, `offscreen:configfile=...`) for its
own 800×800; with `--platform xcb` the X server's screen must hold it, e.g. under
`xvfb-run -s '-screen 0 1920x1200x24'` (xvfb-run's own 1280×1024 stops the bench).

Measured 2026-12-01 evening (2 CPUs shared with other jobs, load ~2.7; `--rounds 15`,
medians): bare window 0.126 s CPU / 0.153 s wall; console shown 1.47× CPU (wall per
round 1.48×); the demo game on screen 2.77× CPU (per round 2.77×; wall 2.84×, per round
2.83×). It was 2.82× that afternoon, 3.58× in the morning, 5.2× the day before. Being CPU,
the figure still moves a few percent with the machine's load; instructions do not (valgrind
--tool=callgrind, whole run, PYTHONHASHSEED=0): bare 621 M, console 1,531 M → 1,501 M this
evening.
Where the demo game's remaining ~0.23 s of CPU over a bare window goes (process_time marks,
py-spy, cProfile, callgrind; the enum classes and the kernel's time are spent inside the
other items):
- ~42 ms: Python enum classes PySide makes for each Qt type first used (55 ms in all, the
  bare window 12): the `Qt` namespace ~21 ms (`Qt.Key` alone has 471 members), QStyle ~7 ms
  (the toolbar's standard icons), QEvent ~2 ms (our event handlers), QIcon, QFont,
  QKeySequence, the item views. A QBrush made from Python added QGradient's and QImage's
  (~3 ms): the models hand QColor (mastergui/colors.py).
- ~65 ms: importing ~100 of our modules and the standard ones they need, after the window
  is shown (the engine ~35 ms: its 83 dataclasses ~15 ms even with their methods' code
  cached, engine/dataclass_code.py; unmarshalling bytecode ~10 ms); ~15 ms before it.
- ~6-9 ms: the font database (fontconfig), at the first text measured.
- ~18 ms: opening the game (the ruleset from its cache ~8 ms, the integrity check,
  decoding, resolving the open phase ~7 ms).
- ~46 ms: building the workspace (the player table ~15 ms, of which fitting its columns ~7;
  the viewer ~17; What-if ~3, built at once because it sets the tabs' minimum width; the
  saved layout ~3).
- ~37 ms: laying out and painting it once (~1,700 calls into the models, glyphs rendered,
  the SVG status icons).
- the kernel's share (in the CPU figure): ~45 ms of system time against the bare window's
  ~12 (≈9,900 page faults against 5,700, ~900 files opened).
Tried and not kept: the open phase's view pickled per game file (keyed on its bytes and the
code) saved 0-2 ms, as unpickling its abilities loads the validator anyway; What-if built
on first show saved ~2.5 ms but narrows the tabs' minimum width on small screens; holding
the paint of the game's parts only (not the toolbar) saved nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = "1500×920"  # both windows', checked on every run
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
    print(f"SIZE {window.width()} {window.height()}", flush=True)
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def run(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """Each stage's wall-clock time since the child was started (SHOWN, READY) and the CPU
    time the child had used by then (SHOWN_CPU, READY_CPU). Stops the bench if the window
    was not 1500×920: a smaller one paints less than the bare window it is compared with."""
    start = time.time()
    out = subprocess.run(
        command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120, check=True
    ).stdout
    stages = {}
    size = ""
    for line in out.splitlines():
        key, *values = line.split()
        if key in ("SHOWN", "READY") and len(values) == 2:
            stages[key] = float(values[0]) - start
            stages[f"{key}_CPU"] = float(values[1])
        elif key == "SIZE":
            size = "×".join(values)
    if size != SIZE:
        sys.exit(
            f"error: a window of {size or 'no size'}, not {SIZE}: the comparison is unfair."
            " The screen must hold 1500×920 with room (the console fits a smaller screen):"
            " under X, e.g. xvfb-run -s '-screen 0 1920x1200x24'"
        )
    return stages


def platform(name: str, folder: str) -> str:
    """The offscreen platform with a 1920×1200 screen for its own 800×800 (Qt's JSON
    configuration of it), on which the console would open smaller than the bare window."""
    if name != "offscreen":
        return name
    screens = Path(folder, "screens.json")
    screen = {"name": "bench", "x": 0, "y": 0, "width": 1920, "height": 1200}
    screens.write_text(json.dumps({"screens": [screen]}))
    return f"offscreen:configfile={screens}"


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
            QT_QPA_PLATFORM=platform(args.platform, tmp),
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
    print(
        f"platform {args.platform}, {args.rounds} rounds, both windows {SIZE};"
        " seconds: median / best"
    )
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
