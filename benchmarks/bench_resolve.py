"""How long one phase takes to resolve: 20 players all ordering, and 80 (cost per player);
and a 20-player night of AM-15 «Возвращение» (am15_return), everyone ordering.

Run by hand: `.venv/bin/python benchmarks/bench_resolve.py`. Target: a 20-player phase
well under 2 ms; the 80/20 ratio near 4 (linear in players).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Order, PhaseInput, PlayerSetup, builtin_ruleset, new_game, resolve_phase
from engine.scenario.setup import distribution

RS = builtin_ruleset("am15")
PUBLIC = sorted(RS.public_roles)


def game(players: int) -> tuple[list[PlayerSetup], PhaseInput]:
    """A dealt game of `players` (tables of 20 repeated) where every player orders."""
    roles: list[str] = []
    while len(roles) < players:
        roles.extend(distribution(RS, 20).as_list())
    roles = roles[:players]
    setups = [
        PlayerSetup(
            f"P{i}",
            PUBLIC[i % len(PUBLIC)],
            role,
            None,
            "dossier"
            if role == "commissar" and i % 2
            else ("surveillance" if role == "commissar" else None),
        )
        for i, role in enumerate(roles)
    ]
    names = [s.name for s in setups]
    orders: list[Order] = []
    plan = {
        "boss": ("pistol", 1),
        "brute": ("assault", 1),
        "killer": ("silenced_pistol", 3),
        "sensei": ("protection", 1),
        "ninja": ("katana", 1),
        "shinobi": ("shadow", 1),
        "commissar": (None, 1),
        "punisher": ("revolver", 1),
        "maniac": ("knife", 1),
        "psycho": ("knife", 1),
        "civilian": ("investigation", 1),
    }
    for i, s in enumerate(setups):
        ability, count = plan[s.secret_role]
        if ability is None:
            ability = "dossier" if s.choice == "dossier" else "surveillance"
        targets = tuple(names[(i + 1 + k) % len(names)] for k in range(count))
        params = {"amount": 50} if s.secret_role == "psycho" else {}
        orders.append(Order(s.name, ability, targets, params))
        for grant in RS.public_roles[s.public_role].grants:
            ab = RS.abilities[grant.ability]
            if ab.id in ("treat", "shock", "shakedown", "curse"):
                orders.append(Order(s.name, ab.id, (names[(i + 3) % len(names)],)))
    votes = {n: names[(i * 7) % len(names)] for i, n in enumerate(names)}
    return setups, PhaseInput(tuple(orders), votes)


def bench(players: int, repeat: int) -> tuple[float, int]:
    setups, phase = game(players)
    state = new_game(RS, setups, seed=1)
    res = resolve_phase(RS, state, phase)  # warm up
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        resolve_phase(RS, state, phase)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000, len(res.trace.events())


RET = builtin_ruleset("am15_return")
RET_PLAN = {
    "boss": ("pistol", 1, {}),
    "brute": ("assault", 1, {}),
    "killer": ("sniper_rifle", 1, {}),
    "sensei": ("protection", 1, {}),
    "ninja": ("katana", 1, {}),
    "shinobi": ("shadow", 1, {}),
    "commissar": ("dossier", 1, {}),
    "punisher": ("retribution", 1, {"role": "boss"}),
}
RET_CIVILIAN = [
    ("heal", 1),
    ("self_defense", 0),
    ("witness", 1),
    ("weaken", 1),
    ("strike", 1),
    ("expose", 1),
]


def return_night(players: int) -> tuple[list[PlayerSetup], PhaseInput]:
    """A dealt am15_return game of `players` whose first phase is a night, all ordering."""
    roles = distribution(RET, players).as_list()
    publics = sorted(RET.public_roles)
    setups = [PlayerSetup(f"P{i}", publics[i % len(publics)], role) for i, role in enumerate(roles)]
    names = [s.name for s in setups]
    orders: list[Order] = []
    for i, s in enumerate(setups):
        if s.secret_role == "civilian":
            ability, count = RET_CIVILIAN[i % len(RET_CIVILIAN)]
            params: dict[str, object] = {}
        else:
            ability, count, params = RET_PLAN[s.secret_role]
        targets = tuple(names[(i + 1 + k) % len(names)] for k in range(count))
        orders.append(Order(s.name, ability, targets, params))
    return setups, PhaseInput(tuple(orders), {})


def bench_return(players: int, repeat: int) -> tuple[float, int]:
    setups, phase = return_night(players)
    state = new_game(RET, setups, seed=1, rulings={"first_phase": "night"})
    res = resolve_phase(RET, state, phase)
    assert res.trace.kind == "night" and not res.trace.rejected, res.trace.rejected
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        resolve_phase(RET, state, phase)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000, len(res.trace.events())


def main() -> None:
    m20, e20 = bench(20, 400)
    m80, e80 = bench(80, 100)
    r20, f20 = bench_return(20, 400)
    print(f"20 players: median {m20:.3f} ms ({e20} HP events)")
    print(f"80 players: median {m80:.3f} ms ({e80} HP events)")
    print(f"80/20 ratio: {m80 / m20:.2f} (4.0 = linear)")
    print(f"am15_return, 20-player night: median {r20:.3f} ms ({f20} HP events)")


if __name__ == "__main__":
    main()
