"""The same run gives the same results in one process, in two worker processes and on a
Dask cluster; a stop request ends a run."""

from __future__ import annotations

import pytest

from engine.model.errors import InputError
from engine.simulate import Cancelled, SimConfig, compare, run

CONFIG = SimConfig("am15", 16, 12, "greedy", seed=42, phase_cap=30)


@pytest.fixture(scope="module")
def in_one_process():
    return run(CONFIG, workers=1).to_json()


def test_one_and_two_workers_agree(in_one_process):
    assert run(CONFIG, workers=2).to_json() == in_one_process


def test_a_dask_cluster_agrees(in_one_process):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        seen: list[int] = []
        result = run(
            CONFIG,
            scheduler=cluster.scheduler_address,
            progress=lambda done, total: seen.append(done),
        )
    assert result.to_json() == in_one_process
    assert seen[-1] == CONFIG.games


def test_an_unreachable_scheduler_is_a_clear_error(monkeypatch):
    pytest.importorskip("distributed")
    monkeypatch.setattr("engine.simulate.runner.CONNECT_TIMEOUT", "0.5s")
    with pytest.raises(InputError, match=r"--scheduler tcp://127\.0\.0\.1:9: cannot connect"):
        run(SimConfig("am15", 16, 2), scheduler="tcp://127.0.0.1:9")


def test_progress_counts_every_game():
    seen: list[tuple[int, int]] = []
    run(
        SimConfig("am15", 14, 3, "random", phase_cap=5),
        workers=1,
        progress=lambda done, total: seen.append((done, total)),
    )
    assert seen == [(1, 3), (2, 3), (3, 3)]


@pytest.mark.parametrize("workers", [1, 2])
def test_a_stop_request_cancels_the_run(workers):
    calls: list[int] = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(Cancelled):
        run(SimConfig("am15", 16, 40, phase_cap=20), workers=workers, stop=stop)


def test_comparison_runs_the_same_seeds():
    """Two rulings side by side; the same run against itself differs by exactly zero."""
    a = SimConfig("am15", 16, 4, "greedy", seed=1, phase_cap=20)
    same = compare(a, a, workers=1)
    for _key, ra, rb, (d, low, high) in same.rows():
        assert ra == rb and d == 0 and low <= 0 <= high
    other = SimConfig(
        "am15",
        16,
        4,
        "greedy",
        seed=1,
        phase_cap=20,
        rulings=(("day_sequence", "abilities_first"),),
    )
    c = compare(a, other, workers=1)
    assert c.b.config.rulings == (("day_sequence", "abilities_first"),)
    assert set(c.to_json()["difference"]) >= {"law", "mafia", "yakuza", "neutral", "draw"}


@pytest.mark.parametrize(
    "config, message",
    [
        (SimConfig("nope", 16, 1), "unknown ruleset 'nope'"),
        (SimConfig("am15", 0, 1), "--players 0"),
        (SimConfig("am15", 16, 0), "--games 0"),
        (SimConfig("am15", 16, 1, rulings=(("day_sequence", "x"),)), "the options are"),
    ],
)
def test_bad_settings_are_input_errors(config, message):
    with pytest.raises(InputError, match=message):
        run(config, workers=1)
