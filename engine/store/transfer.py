"""Game files in and out: create (from a setup or a scenario), open, export as a scenario."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model.errors import RulesetError
from ..model.state import PhaseInput, PlayerSetup, plain
from ..ruleset.load import Ruleset, builtin_ruleset
from ..scenario.load import SEED_MAX, SEED_MIN, Scenario, new_game
from .codec import digest, dumps, now, start_extensions, state_text
from .inputs import OrderProblem, check_players
from .records import StoreError
from .schema import check_writable, connect, connect_reading, damaged, sniff

if TYPE_CHECKING:
    from .game import GameStore

CREATED_BY = "Mafia Master Console"


def create_game(
    cls: type[GameStore],
    path: Path,
    scenario: Scenario | None,
    ruleset_id: str | None,
    players: Sequence[PlayerSetup],
    seed: int,
    rulings: Mapping[str, str] | None,
    title: str | None,
    commit_upto: int | None,
) -> GameStore:
    check_writable(path, creating=True)
    if path.exists():
        raise StoreError(
            "a file with this name already exists; choose another name (nothing was changed)", path
        )
    phases: Sequence[PhaseInput] = ()
    if scenario is not None:
        ruleset, players, seed = scenario.ruleset, scenario.players, scenario.seed
        rulings, title, phases = dict(scenario.rulings), title or scenario.title, scenario.phases
    elif ruleset_id is None:
        raise StoreError("a new game needs a ruleset or a scenario (nothing was created)", path)
    else:
        try:
            ruleset = builtin_ruleset(ruleset_id)
        except RulesetError as exc:
            raise StoreError(str(exc), path) from exc
    rulings = dict(rulings or {})
    if isinstance(seed, bool) or not isinstance(seed, int) or not SEED_MIN <= seed <= SEED_MAX:
        raise StoreError(f"the seed {seed!r} is out of range ({SEED_MIN} to {SEED_MAX})", path)
    _check_setup(path, ruleset, players, rulings)
    if commit_upto is not None and commit_upto < 0:
        raise StoreError(f"cannot commit {commit_upto} phases", path)
    import secrets  # creating and exporting load what opening a game does not need

    tmp = path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.creating")
    try:
        db = connect(tmp, create=True)
        try:
            extensions = scenario.extensions if scenario is not None else None
            start = state_text(new_game(ruleset, players, seed, rulings, extensions))
            with db.atomic():
                db.table("game").insert(
                    {
                        "id": 1,
                        "title": title,
                        "ruleset_id": ruleset.id,
                        "ruleset_version": ruleset.version,
                        "seed": seed,
                        "rulings": dumps(dict(sorted(rulings.items()))),
                        "start_state": start,
                        "start_hash": digest(start),
                        "created_at": now(),
                        "created_by": CREATED_BY,
                    }
                )
                db.execute("INSERT INTO phases (number) VALUES (1)")
            store = cls(tmp, db)
            with db.atomic():
                store._insert_players(players)
                store._invalidate()
                upto = len(phases) if commit_upto is None else min(commit_upto, len(phases))
                for number, phase in enumerate(phases, start=1):
                    _insert_inputs(store, number, phase)
                    store._invalidate()
                    if number <= upto:
                        store.commit(number)
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            db.close()
        _publish(tmp, path)
    except sqlite3.DatabaseError as exc:
        raise damaged(path, exc) from exc
    finally:
        for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()
    return open_game(cls, path)


def _check_setup(
    path: Path, ruleset: Ruleset, players: Sequence[PlayerSetup], rulings: Mapping[str, str]
) -> None:
    try:
        check_players(ruleset, players)
    except OrderProblem as exc:
        raise StoreError(str(exc), path) from exc
    for rule_id, option in rulings.items():
        spec = ruleset.rulings.get(rule_id)
        if spec is None or option not in spec.option_ids():
            raise StoreError(f"ruling {rule_id}: '{option}' is not a known ruling option", path)


def _insert_inputs(store: GameStore, number: int, phase: PhaseInput) -> None:
    from ..votes.rules import POSTS_SEPARATOR, THREAD  # the votes load with a new game only

    db = store._db
    store._ensure_phase(number)
    when = now()
    for order in phase.orders:
        store._insert_order(number, store._checked(order), None, when)
    names = {p.name for p in store.players()}
    thread: dict[str, Any] = {}
    for voter, candidate in phase.votes.items():
        words = store.ruleset.scenario_keys.vote_words  # a vote for no player («за мир»)
        if candidate not in names and candidate not in words:  # posts, as the thread reads
            posts = candidate.split(POSTS_SEPARATOR)
            thread[voter] = posts if len(posts) > 1 else candidate
            continue
        db.execute(
            "INSERT INTO votes (phase, voter, candidate, set_at) VALUES (?, ?, ?, ?)",
            [number, voter, candidate, when],
        )
    decisions = dict(phase.decisions)
    if thread:  # kept as the day's thread: the ruleset's vote hook reads it (decision)
        decisions[THREAD] = {**dict(decisions.get(THREAD) or {}), **thread}
    for qid, answer in decisions.items():
        if answer is not None:
            db.execute(
                "INSERT INTO decisions (phase, qid, answer, set_at) VALUES (?, ?, ?, ?)",
                [number, qid, dumps(plain(answer)), when],
            )


def _publish(tmp: Path, path: Path) -> None:
    """Give the finished file its name without ever replacing another file."""
    try:
        os.link(tmp, path)  # fails if `path` appeared meanwhile: never clobber
    except FileExistsError as exc:
        raise StoreError(
            "a file with this name appeared meanwhile; nothing was changed", path
        ) from exc
    except OSError:  # no hard links here (some removable media): rename instead
        if path.exists():
            raise StoreError(
                "a file with this name already exists; nothing was changed", path
            ) from None
        os.rename(tmp, path)
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def open_game(
    cls: type[GameStore], path: Path, read_only: bool = False, hand_over: bool = False
) -> GameStore:
    sniff(path)
    if read_only:
        db = connect_reading(path)
    else:
        check_writable(path)
        db = connect(path, hand_over=hand_over)
    try:
        store = cls(path, db, read_only=read_only)
        store.integrity()
    except StoreError:
        db.close()
        raise
    except sqlite3.DatabaseError as exc:
        db.close()
        raise damaged(path, exc) from exc
    except (ValueError, KeyError, TypeError) as exc:  # JSON the program cannot read back
        db.close()
        raise StoreError(
            f"the game record cannot be read ({type(exc).__name__}: {exc}); it was not changed",
            path,
        ) from exc
    return store


def export_scenario(store: GameStore, include_open: bool = True) -> str:
    from ..scenario.write import dump_yaml, scenario_to_data

    last = store._last_committed()
    if include_open:
        inputs = store._inputs()
        held = set(inputs.orders) | set(inputs.votes) | set(inputs.decisions)
        last = max([last, *held])
    phases = [store.phase_input(n) for n in range(1, last + 1)]
    data = scenario_to_data(
        store.ruleset.id,
        store.players(),
        phases,
        store.seed,
        store.rulings,
        store.ruleset,
        store.title,
        start_extensions(store._game["start_state"]),
    )
    for number, (phase, written) in enumerate(zip(phases, data["phases"], strict=True), 1):
        for index, (order, entry) in enumerate(zip(phase.orders, written["orders"], strict=True)):
            if order.ref != f"{number}.{index + 1}":
                entry["ref"] = order.ref  # keeps traces identical after a withdrawal
    return dump_yaml(data)
