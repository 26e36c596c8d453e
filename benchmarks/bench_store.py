"""Opening a long game: a 60-phase, 20-player store, against reading its rows with bare sqlite3.

Run by hand: `.venv/bin/python benchmarks/bench_store.py [--phases 60] [--players 20]`.

Measured in the same run, medians of interleaved repetitions (the ruleset is loaded once per
process, as in the app):
- bare:     sqlite3.connect, SELECT * of every table, fetchall, close
- bare+json: the same, plus json.loads of every stored trace and state
- open:     GameStore.open (pragmas, schema check, integrity stamps) + state() + phases()
            + players() — what the console shows when a game opens
- history:  open + every committed trace as a PhaseTrace (the whole history loaded)
Target: open <= 2x bare. Also printed: building the game, a cold open that re-resolves every
phase (as after an engine or ruleset update), and one commit.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Order, PhaseInput, PlayerSetup, builtin_ruleset, new_game, resolve_phase
from engine.model.state import GameState, frozen_map
from engine.ruleset.load import Ruleset
from engine.scenario.load import Scenario
from engine.scenario.setup import distribution
from engine.store import GameStore

RS = builtin_ruleset("am15")
ATTACK_SHARE = 0.12  # most orders are checks, protections, heals: the game lasts 60 phases


def deal(players: int, rnd: random.Random) -> list[PlayerSetup]:
    roles = distribution(RS, players).as_list()
    publics = sorted(RS.public_roles)
    setups = []
    for i, role in enumerate(roles):
        choices = RS.secret_roles[role].choice
        choice = rnd.choice(choices) if choices else None
        setups.append(PlayerSetup(f"P{i + 1:02}", rnd.choice(publics), role, None, choice))
    return setups


def _param(rs: Ruleset, spec: Any, living: list[str], rnd: random.Random) -> Any:
    if spec.type == "player":
        return rnd.choice(living)
    if spec.type == "players":
        return [rnd.choice(living)]
    if spec.type == "secret_role":
        return rnd.choice(sorted(rs.secret_roles))
    if spec.type == "public_role":
        return rnd.choice(sorted(rs.public_roles))
    if spec.type == "faction":
        return rnd.choice(sorted(rs.factions))
    if spec.type == "ability":
        return rnd.choice(sorted({a.id for a in rs.abilities.values()}))
    if spec.type == "choice" and spec.choices:
        return spec.choices[0]
    return spec.min if spec.min is not None else 1


def orders_for(state: GameState, number: int, rnd: random.Random) -> PhaseInput:
    """Legal-ish orders: each living player uses one of its role's abilities on living
    players (the engine rejects what is illegal, with reasons, as it would for a master)."""
    living = [p.name for p in state.players if p.alive]
    orders: list[Order] = []
    for p in state.players:
        if not p.alive:
            continue
        grants = [
            g
            for g in (
                *RS.secret_roles[p.secret_role].grants,
                *RS.public_roles[p.public_role].grants,
            )
            if g.in_size(state.size_column)
        ]
        abilities = [RS.abilities[g.ability] for g in grants]
        abilities = [a for a in abilities if not a.targets.dead]
        calm = [a for a in abilities if not a.attack]
        pool = abilities if (rnd.random() < ATTACK_SHARE or not calm) else calm
        if not pool:
            continue
        ability = rnd.choice(pool)
        if ability.targets.self_only:
            targets: tuple[str, ...] = (p.name,)
        else:
            count = max(ability.targets.min, min(ability.targets.max, 1))
            targets = tuple(rnd.choice(living) for _ in range(count))
        params = {s.name: _param(RS, s, living, rnd) for s in ability.params if s.required}
        orders.append(Order(p.name, ability.id, targets, frozen_map(params)))
    # everyone votes for the next seat: no majority, nobody executed
    votes = {name: living[(i + 1) % len(living)] for i, name in enumerate(living)}
    return PhaseInput(tuple(orders), frozen_map(votes))


def scenario(phases: int, players: int, seed: int = 60) -> Scenario:
    rnd = random.Random(seed)
    setups = deal(players, rnd)
    state = new_game(RS, setups, seed)
    inputs = []
    for number in range(1, phases + 1):
        phase = orders_for(state, number, rnd)
        inputs.append(phase)
        state = resolve_phase(RS, state, phase).state
    return Scenario(RS, tuple(setups), tuple(inputs), seed, {}, "bench")


# --- what is timed -----------------------------------------------------------------------------


def bare(path: Path, parse: bool = False) -> int:
    conn = sqlite3.connect(path)
    count = 0
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for table in tables:
        found = conn.execute(f"SELECT * FROM {table}").fetchall()
        count += len(found)
        if parse and table == "phases":
            for row in found:
                for value in row:
                    if isinstance(value, str) and value[:1] == "{":
                        json.loads(value)
    conn.close()
    return count


def store_open(path: Path) -> int:
    with GameStore.open(path) as store:
        store.state()
        store.players()
        return len(store.phases())


def store_history(path: Path) -> int:
    with GameStore.open(path) as store:
        store.state()
        store.players()
        rows = store.phases()
        return sum(1 for r in rows if r.committed_at and store.trace(r.number))


def median_ms(fn: Callable[[Path], int], path: Path, times: list[float]) -> None:
    t0 = time.perf_counter()
    fn(path)
    times.append((time.perf_counter() - t0) * 1000)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--phases", type=int, default=60)
    parser.add_argument("--players", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=21)
    args = parser.parse_args()

    t0 = time.perf_counter()
    game = scenario(args.phases, args.players)
    t_gen = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.db"
        t0 = time.perf_counter()
        GameStore.create(path, game).close()
        t_create = time.perf_counter() - t0
        size = path.stat().st_size
        with GameStore.open(path) as store:
            state = store.state()
            alive = sum(p.alive for p in state.players)
            orders = sum(r.orders for r in store.phases())
        # a cold open: every phase re-resolved (stamps gone, as after an engine update)
        conn = sqlite3.connect(path)
        with conn:
            conn.execute("UPDATE phases SET verified = NULL")
        conn.close()
        t0 = time.perf_counter()
        GameStore.open(path).close()
        t_cold = time.perf_counter() - t0

        runs: dict[str, list[float]] = {k: [] for k in ("bare", "bare+json", "open", "history")}
        for _ in range(2):  # warm-up (page cache, imports)
            bare(path), store_open(path), store_history(path)
        for _ in range(args.repeat):
            median_ms(bare, path, runs["bare"])
            median_ms(lambda p: bare(p, parse=True), path, runs["bare+json"])
            median_ms(store_open, path, runs["open"])
            median_ms(store_history, path, runs["history"])
        rows = bare(path)

        with GameStore.open(path) as store:  # one more phase, committed
            number = store.open_phase()
            phase = orders_for(store.state(), number, random.Random(1))
            for order in phase.orders:
                store.add_order(number, order)
            t0 = time.perf_counter()
            store.commit()
            t_commit = time.perf_counter() - t0

    med = {k: statistics.median(v) for k, v in runs.items()}
    print(
        f"game: {args.phases} phases, {args.players} players ({alive} alive at the end), "
        f"{orders} orders, {rows} rows, file {size / 1e6:.2f} MB"
    )
    print(
        f"generate {t_gen * 1000:.0f} ms · create (import + commit every phase) "
        f"{t_create * 1000:.0f} ms · cold open (re-resolve all) {t_cold * 1000:.0f} ms · "
        f"one commit {t_commit * 1000:.1f} ms"
    )
    for key in runs:
        print(f"{key:>10}: median {med[key]:7.2f} ms")
    print(f"ratio open/bare:          {med['open'] / med['bare']:.2f}  (target <= 2)")
    print(f"ratio history/bare:       {med['history'] / med['bare']:.2f}")
    print(f"ratio history/bare+json:  {med['history'] / med['bare+json']:.2f}")


if __name__ == "__main__":
    main()
