"""Running many games: in this process, in local worker processes, or on a Dask cluster.

Work is cut into chunks of consecutive game indexes; each game's seed comes from the run's
seed and its index, and the results are put back in index order, so the summary does not
depend on how many workers played or in which order they finished. Progress is reported
after every chunk; a stop request cancels what has not started.
"""

from __future__ import annotations

import importlib
import math
import multiprocessing
import os
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from ..model.errors import EngineError, InputError
from .play import GameResult, SimConfig, check_config, play_game, play_games
from .scheduler import check_scheduler
from .stats import Comparison, Summary, summarize

Progress = Callable[[int, int], None]  # games done, games in all
StopRequested = Callable[[], bool]
CONNECT_TIMEOUT = "10s"  # to reach a Dask scheduler


class Cancelled(EngineError):
    """The run was stopped before it finished."""


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)


def chunks(games: int, workers: int) -> list[tuple[int, int]]:
    """Consecutive index ranges: a few per worker (for balance and progress), at most 50."""
    size = max(1, min(50, math.ceil(games / (max(1, workers) * 4))))
    return [(i, min(games, i + size)) for i in range(0, games, size)]


def run(
    config: SimConfig,
    workers: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
    stop: StopRequested | None = None,
) -> Summary:
    """Play the run's games and summarize them (one run of the comparison mode too)."""
    rs = check_config(config)
    results = list(play_all(config, workers, scheduler, progress, stop))
    return summarize(rs, config, results)


def compare(
    a: SimConfig,
    b: SimConfig,
    workers: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
    stop: StopRequested | None = None,
) -> Comparison:
    """Two runs (other rulings or another ruleset) over the same game seeds."""
    check_config(a)
    check_config(b)
    total = a.games + b.games

    def shifted(offset: int) -> Progress | None:
        if progress is None:
            return None
        return lambda done, _all: progress(offset + done, total)

    first = run(a, workers, scheduler, shifted(0), stop)
    second = run(b, workers, scheduler, shifted(a.games), stop)
    return Comparison(first, second)


def play_all(
    config: SimConfig,
    workers: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
    stop: StopRequested | None = None,
) -> Iterator[GameResult]:
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise InputError(f"--workers {workers}: at least one")
    report = progress or (lambda _done, _all: None)
    stopped = stop or (lambda: False)
    if scheduler:
        yield from _on_cluster(config, scheduler, report, stopped)
    elif workers == 1 or config.games == 1:
        for i in range(config.games):
            if stopped():
                raise Cancelled("stopped")
            yield play_game(config, i)
            report(i + 1, config.games)
    else:
        yield from _in_processes(config, workers, report, stopped)


def _in_processes(
    config: SimConfig, workers: int, report: Progress, stopped: StopRequested
) -> Iterator[GameResult]:
    # spawn: a clean interpreter per worker, safe beside the console's threads
    context = multiprocessing.get_context("spawn")
    done = 0
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context)
    finished_all = False
    try:
        pending: set[Future[list[GameResult]]] = {
            pool.submit(play_games, config, start, stop)
            for start, stop in chunks(config.games, workers)
        }
        while pending:
            finished, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            if stopped():
                raise Cancelled("stopped")
            for future in finished:
                games = future.result()
                done += len(games)
                yield from games
                report(done, config.games)
        finished_all = True
    finally:
        # on a stop, do not wait for the chunks in progress: the workers end after them
        pool.shutdown(wait=finished_all, cancel_futures=True)


def _on_cluster(
    config: SimConfig, address: str, report: Progress, stopped: StopRequested
) -> Iterator[GameResult]:
    check_scheduler(address)  # one line within seconds, before Dask's own slow failures
    try:
        dist: Any = importlib.import_module("distributed")  # untyped: kept behind Any
    except ImportError as exc:  # the cluster extra is not installed
        raise InputError(
            "--scheduler needs Dask's 'distributed' package: "
            "pip install 'mafia-master-console[cluster]'"
        ) from exc
    try:
        client = dist.Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except Exception as exc:  # Dask raises many kinds here (even MemoryError): all one line
        why = str(exc) or type(exc).__name__
        raise InputError(f"--scheduler {address}: cannot connect ({why})") from exc
    done = 0
    with client:
        width = max(1, sum(_threads(client).values()))
        parts = chunks(config.games, width)
        futures: list[Any] = client.map(
            play_games,
            [config] * len(parts),
            [p[0] for p in parts],
            [p[1] for p in parts],
            pure=False,
        )
        try:
            for future in dist.as_completed(futures, loop=client.loop):
                if stopped():
                    raise Cancelled("stopped")
                games: list[GameResult] = future.result()
                done += len(games)
                yield from games
                report(done, config.games)
        finally:
            client.cancel(futures)


def _threads(client: Any) -> dict[str, int]:
    try:
        return dict(client.nthreads())
    except Exception:  # an older scheduler: assume one
        return {"worker": 1}
