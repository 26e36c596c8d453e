"""One simulated game, from the deal to a win, a draw or the phase cap.

A game is a pure function of the run's settings and its index: its seed is derived from
(run seed, game index), so the same run gives the same games whatever the number of
workers and wherever they run.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ..model.errors import InputError
from ..model.state import GameState
from ..resolution.context import Decider
from ..resolution.driver import Resolution, open_phase, resolve_phase, resolve_prepared
from ..ruleset.load import Ruleset, builtin_ruleset, load_ruleset
from ..scenario.load import new_game
from ..scenario.setup import distribution
from ..trace import Death
from .greedy import GreedyPolicy
from .policy import Policy, PolicyFactory
from .random_policy import RandomPolicy
from .table import deal_table

POLICIES: dict[str, PolicyFactory] = {"random": RandomPolicy, "greedy": GreedyPolicy}
UNFINISHED = "unfinished"  # the phase cap came first
DRAW = "draw"  # the engine's word for "nobody is left"
DEFAULT_PHASE_CAP = 60


@dataclass(frozen=True)
class SimConfig:
    """What to simulate. Plain data, so it travels to worker processes and Dask workers."""

    ruleset: str  # a bundled ruleset's id or a YAML file's path
    players: int
    games: int
    policy: str = "greedy"
    seed: int = 0
    rulings: tuple[tuple[str, str], ...] = ()
    phase_cap: int = DEFAULT_PHASE_CAP
    display: bool = False  # resolve with the full display trace (slower; same games)
    label: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat at the end of a game."""

    secret_role: str
    public_role: str
    faction: str
    alive: bool
    died_in: int | None = None
    cause: str | None = None
    step: int | None = None  # the step HP fell (0: the day)


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game: who won (a faction, draw or unfinished), its length, every seat."""

    index: int
    seed: int
    winner: str
    phases: int
    seats: tuple[SeatResult, ...]


@cache
def load(ruleset: str) -> Ruleset:
    """A bundled ruleset by id, or a ruleset file (loaded once per process)."""
    path = Path(ruleset)
    if ruleset.endswith((".yaml", ".yml")) or path.is_file():
        if not path.is_file():
            raise InputError(f"no ruleset file {ruleset}")
        return load_ruleset(path)
    return builtin_ruleset(ruleset)


def check_config(config: SimConfig) -> Ruleset:
    """The ruleset, after checking the settings: bad input is an InputError naming it."""
    rs = load(config.ruleset)
    if config.players < 1:
        raise InputError(f"--players {config.players}: at least one player")
    largest = max((c.max for c in rs.sizes), default=0)
    if config.players > largest:
        # the distribution describes no larger table: refused at once, before any game is
        # dealt (a huge count would otherwise fill memory seat by seat)
        raise InputError(
            f"--players {config.players}: {rs.id} deals tables of at most {largest} players "
            "(its largest size column)"
        )
    if config.games < 1:
        raise InputError(f"--games {config.games}: at least one game")
    if config.phase_cap < 1:
        raise InputError(f"--phase-cap {config.phase_cap}: at least one phase")
    if config.policy not in POLICIES:
        raise InputError(f"--policy {config.policy}: one of {', '.join(POLICIES)}")
    for rid, option in config.rulings:
        ruling = rs.rulings.get(rid)
        if ruling is None:
            raise InputError(
                f"--rulings {rid}={option}: {rs.id} has no ruling {rid!r} "
                f"(python -m engine rulings {rs.id})"
            )
        if option not in ruling.option_ids():
            raise InputError(
                f"--rulings {rid}={option}: the options are {', '.join(ruling.option_ids())}"
            )
    return rs


def table_warnings(config: SimConfig) -> tuple[str, ...]:
    """What does not fit the ruleset at this table size (below its minimum, cut roles)."""
    return distribution(load(config.ruleset), config.players).warnings


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run: independent of who plays which game."""
    digest = hashlib.blake2b(f"{seed}|{index}".encode(), digest_size=6).digest()
    return int.from_bytes(digest, "big")


def play_game(
    config: SimConfig, index: int, observe: Callable[[Resolution], object] | None = None
) -> GameResult:
    """Game `index` of the run; `observe` sees each phase's resolution in turn (the
    regression gate, tests/golden, digests every trace)."""
    rs = load(config.ruleset)
    seed = game_seed(config.seed, index)
    setups = deal_table(rs, config.players, seed)
    state = new_game(rs, setups, seed, dict(config.rulings))
    policy = POLICIES[config.policy](rs, random.Random(f"sim-policy|{seed}"))
    master = SeededMaster(random.Random(f"sim-master|{seed}"))
    deaths: dict[str, Death] = {}
    while state.winner is None and state.phase < config.phase_cap:
        res = play_phase(rs, state, policy, master, config.display)
        for death in res.trace.deaths:
            deaths.setdefault(death.player, death)
        policy.observe(res)
        if observe is not None:
            observe(res)
        state = res.state
    seats = tuple(
        SeatResult(
            p.secret_role,
            p.public_role,
            p.faction,
            p.alive,
            p.died_in,
            *_death_of(deaths.get(p.name)),
        )
        for p in state.players
    )
    return GameResult(index, seed, state.winner or UNFINISHED, state.phase, seats)


def play_phase(
    rs: Ruleset, state: GameState, policy: Policy, master: Decider, display: bool = False
) -> Resolution:
    """The phase after `state` as the policy plays it. The fast path (`display=False`)
    opens the phase once: the policy checks its orders in it and the resolution goes on
    from there (`resolve_prepared`). With the display trace the policy's input is resolved
    from scratch, as the console resolves a phase; the games are the same (a property
    test)."""
    if display:
        return resolve_phase(rs, state, policy.phase_input(state), master, display=True)
    ctx = open_phase(rs, state, {}, master, display=False)
    _phase, accepted = policy.choose(ctx)
    return resolve_prepared(ctx, accepted)


class SeededMaster(Decider):
    """The master's questions in a simulated game: one of the options offered, drawn from
    the game's own seed (a coin toss, a tied team kill, whether to call the metamorphs'
    win now or play on); a question that offers no options (a revote's whole vote) keeps
    the engine's default. The engine's default alone would never end some games (a win
    the master must confirm defaults to "continue")."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def decide(
        self, qid: str, kind: str, data: Mapping[str, Any], options: list[Any], default: Any
    ) -> Any:
        if not options:
            return None
        return self.rng.choice(options)


def _death_of(death: Death | None) -> tuple[str | None, int | None]:
    return (None, None) if death is None else (death.cause, death.step)


def play_games(config: SimConfig, start: int, stop: int) -> list[GameResult]:
    """Games `start`..`stop`-1 of the run (one unit of work for a worker)."""
    return [play_game(config, i) for i in range(start, stop)]
