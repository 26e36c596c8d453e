"""A 30-player MafiaLife night with every role acting (issue 13): blocks, redirects,
mines, spreading poison, shots with items. Target: well under a frame (16 ms).

Run by hand: `.venv/bin/python benchmarks/bench_mafialife_night.py`.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.model.state import PhaseInput
from engine.resolution.driver import resolve_phase
from engine.scenario.load import load_scenario_text
from engine.scenario.write import dump_yaml

ROLES = [
    "civilian",
    "commissar",
    "doctor",
    "mafioso",
    "journalist",
    "maniac",
    "killer",
    "hacker",
    "girl",
    "civilian",
    "necromancer",
    "commissar_assistant",
]
MOVES = {
    "civilian": "pistol",
    "commissar": "check",
    "doctor": "heal",
    "mafioso": "nagant",
    "journalist": "steal_documents",
    "maniac": "poison",
    "killer": "kill",
    "hacker": "redirect",
    "girl": "aids",
    "necromancer": "necro_poison",
    "commissar_assistant": "guard",
}


def scenario() -> str:
    names = [f"P{i:02}" for i in range(30)]
    players: list[dict[str, Any]] = []
    orders: list[dict[str, Any]] = []
    for i, name in enumerate(names):
        role = ROLES[i % len(ROLES)]
        players.append(
            {
                "name": name,
                "public": "player",
                "secret": role,
                "items": {
                    "armor": i % 2,
                    "elixir": i % 3 == 0,
                    "anti_maniac": i % 5 == 0,
                    "pistol": 1,
                },
            }
        )
        target = names[(i * 7 + 3) % 30]
        if target == name:
            target = names[(i + 1) % 30]
        order: dict[str, Any] = {"actor": name, "ability": MOVES[role], "target": target}
        if role == "commissar_assistant":  # guards a commissar
            order["target"] = names[(i // len(ROLES)) * len(ROLES) + 1]
        if role == "hacker":
            order["victim"] = names[(i + 11) % 30]
        if role == "mafioso" and i % 2:
            order = {"actor": name, "ability": "mine", "target": target}
        orders.append(order)
    for p in players:
        p["items"] = {k: int(v) for k, v in p["items"].items()}
    return dump_yaml(
        {"ruleset": "mafialife", "seed": 13, "players": players, "phases": [{"orders": orders}]}
    )


def main() -> None:
    sc = load_scenario_text(scenario())
    state, phase = sc.start(), sc.phases[0]
    assert isinstance(phase, PhaseInput)
    times = []
    for _ in range(200):
        # CPU time of this process: the machine is shared, wall time measures the others
        start = time.process_time()
        res = resolve_phase(sc.ruleset, state, phase)
        times.append((time.process_time() - start) * 1000)
    print(
        f"30-player night, {len(phase.orders)} orders, {len(res.trace.deaths)} deaths, "
        f"{len(res.trace.rejected)} rejected"
    )
    print(
        f"CPU time: median {statistics.median(times):.2f} ms, "
        f"95th percentile {statistics.quantiles(times, n=20)[-1]:.2f} ms, "
        f"max {max(times):.2f} ms (target: well under 16 ms)"
    )


if __name__ == "__main__":
    main()
