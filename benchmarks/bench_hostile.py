"""Refusing hostile input files (issue 9): an alias bomb, a file at the size limit, a deep
nesting. Target: each refused in well under a second, in little memory.

Run by hand: `.venv/bin/python benchmarks/bench_hostile.py`.
"""

from __future__ import annotations

import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.model.errors import ScenarioError
from engine.ruleset.yamlsrc import MAX_YAML_BYTES
from engine.scenario.load import load_scenario

PLAYERS = "players:\n  - {name: A, public: monk, secret: ninja}\n"
BOMB = (
    "ruleset: am15\n"
    + PLAYERS
    + "phases:\n  - decisions:\n"
    + "".join(
        f"      {c}: &{c} [{','.join(['*' + p] * 9) if p else ','.join(['lol'] * 9)}]\n"
        for p, c in zip(["", *"abcdefgh"], "abcdefghi", strict=True)
    )
)
CASES = {
    "alias bomb (9^9 strings)": BOMB,
    "just over the size limit": "# " + "x" * MAX_YAML_BYTES + "\n",
    "nested 10,000 deep": "ruleset: am15\nx: " + "[" * 10_000 + "]" * 10_000 + "\n",
    "200,000 distinct lines": "ruleset: am15\nnotes:\n"
    + "".join(f"  - line {i}\n" for i in range(200_000)),
}


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for name, text in CASES.items():
            path = Path(folder) / "case.yaml"
            path.write_text(text, encoding="utf-8")
            start = time.perf_counter()
            try:
                load_scenario(path)
                outcome = "loaded"
            except ScenarioError as exc:
                outcome = exc.message[:60]
            took = time.perf_counter() - start
            print(f"{name:<28} {took * 1000:8.1f} ms  {outcome}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory of the process: {peak:.0f} MiB")


if __name__ == "__main__":
    main()
