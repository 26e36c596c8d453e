"""Startup: process start → main window on screen, the console on the demo game against a
bare PySide6 QMainWindow, in the same run (alternating, so machine load hits both alike).

    .venv/bin/python benchmarks/bench_startup.py [--rounds 9] [--platform offscreen|xcb]

Each child prints the wall-clock time a stage reached the screen (after the paint events
following `show()` were processed); the parent notes the time just before starting it.
Reported for the console: SHOWN (its window is on screen, the game still loading in a
background thread) and READY (the demo game's players, orders and resolution on screen).
Targets: SHOWN ≤ 1.3 × bare (issue 5), READY ≤ 2.5 × bare (issue 10). Settings and the
data folder are temporary.
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
    print(f"SHOWN {time.time():.6f}", flush=True)
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def run(command: list[str], env: dict[str, str]) -> dict[str, float]:
    start = time.time()
    out = subprocess.run(
        command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120, check=True
    ).stdout
    stages = {}
    for line in out.splitlines():
        key, _, value = line.partition(" ")
        if key in ("SHOWN", "READY"):
            stages[key] = float(value) - start
    return stages


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    args = parser.parse_args()
    python = sys.executable
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM=args.platform,
            XDG_CONFIG_HOME=f"{tmp}/config",
            MASTERGUI_QUIT_WHEN_SHOWN="1",
        )
        console = [python, "main.py", "--data-dir", f"{tmp}/data", "--lang", "ru"]
        bare = [python, "-c", BARE]
        first = run(console, env)  # imports the demo game into the empty data folder
        run(bare, env)
        samples: dict[str, list[float]] = {"bare": [], "SHOWN": [], "READY": []}
        for _ in range(args.rounds):
            samples["bare"].append(run(bare, env)["SHOWN"])
            stages = run(console, env)
            samples["SHOWN"].append(stages["SHOWN"])
            samples["READY"].append(stages["READY"])
    med = {k: statistics.median(v) for k, v in samples.items()}
    low = {k: min(v) for k, v in samples.items()}
    print(f"platform {args.platform}, {args.rounds} rounds (median / best, seconds)")
    print(f"  bare QMainWindow shown        {med['bare']:.3f} / {low['bare']:.3f}")
    print(
        f"  console window shown          {med['SHOWN']:.3f} / {low['SHOWN']:.3f}"
        f"   ratio {med['SHOWN'] / med['bare']:.2f} / {low['SHOWN'] / low['bare']:.2f}"
        "   (target ≤ 1.3)"
    )
    print(
        f"  console with the demo game    {med['READY']:.3f} / {low['READY']:.3f}"
        f"   ratio {med['READY'] / med['bare']:.2f} / {low['READY'] / low['bare']:.2f}"
        "   (target ≤ 2.5)"
    )
    print(f"  first run (imports the demo)  {first['READY']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
