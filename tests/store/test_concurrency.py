"""Two writers on one game file (issue 9, item 6): a commit stores exactly what the master
confirmed or nothing, two concurrent commits never both succeed, and a store notices
another program's writes. Real files, real second connections and processes."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pytest

from engine.model.state import Order
from engine.scenario.load import Scenario
from engine.store import CommitConflict, GameStore, PhaseStatus

from .conftest import SMALL


@pytest.fixture
def game(tmp_path: Path, demo: Scenario) -> Path:
    path = tmp_path / "demo.mmc"
    GameStore.create(path, demo, commit_upto=3).close()
    return path


def test_a_commit_stops_when_an_order_arrived_after_the_confirmation(game: Path) -> None:
    with GameStore.open(game) as console, GameStore.open(game) as other:
        seen = console.confirmation()
        assert seen.phase == 4
        other.add_order(4, Order("Борис", "katana", ("Лев",)))
        with pytest.raises(CommitConflict) as err:
            console.commit(confirmed=seen)
        assert err.value.changes and "order 4." in err.value.changes[0]
        assert "added" in err.value.changes[0] and "Борис katana" in err.value.changes[0]
        assert str(game) in str(err.value) and "nothing was committed" in str(err.value)
        assert console.phase_status(4).status is not PhaseStatus.COMMITTED
        assert console.trace(4) is None
        # looked at again, it commits what is there now
        console.commit(confirmed=console.confirmation())
        assert console.trace(4) is not None


def test_every_input_the_master_confirmed_is_compared(game: Path) -> None:
    with GameStore.open(game) as console, GameStore.open(game) as other:
        seen = console.confirmation(4)
        current = other.votes(4).get("Алиса")
        other.set_vote(
            4, "Алиса", next(p.name for p in other.players() if p.name not in ("Алиса", current))
        )
        other.set_decision(4, "some:question", True)
        rid = next(iter(other.ruleset.rulings))
        spec = other.ruleset.rulings[rid]
        other.set_ruling(rid, next(o for o in spec.option_ids() if o != spec.default))
        with pytest.raises(CommitConflict) as err:
            console.commit(4, confirmed=seen)
        text = "\n".join(err.value.changes)
        assert "vote of Алиса" in text and "decision some:question added" in text
        assert "the rulings changed" in text


def test_a_commit_undone_meanwhile_is_a_difference(game: Path) -> None:
    with GameStore.open(game) as console, GameStore.open(game) as other:
        seen = console.confirmation(3)  # a re-resolution of committed phase 3
        other.undo_commit()
        with pytest.raises(CommitConflict, match="undone meanwhile"):
            console.reresolve(3, confirmed=seen)


def _commit_after_barrier(
    path: str, barrier: multiprocessing.synchronize.Barrier, results: multiprocessing.Queue[str]
) -> None:
    try:
        with GameStore.open(path) as store:
            seen = store.confirmation()
            barrier.wait(timeout=30)
            store.commit(confirmed=seen)
            results.put(f"committed {seen.phase}")
    except CommitConflict as exc:
        results.put(f"conflict {exc}")
    except BaseException as exc:  # reported to the test, never lost in the child
        results.put(f"error {type(exc).__name__}: {exc}")


def test_two_concurrent_commits_never_both_succeed(game: Path) -> None:
    ctx = multiprocessing.get_context("fork")
    barrier = ctx.Barrier(2)
    results: multiprocessing.Queue[str] = ctx.Queue()
    procs = [
        ctx.Process(target=_commit_after_barrier, args=(str(game), barrier, results))
        for _ in range(2)
    ]
    for p in procs:
        p.start()
    got = sorted(results.get(timeout=120) for _ in procs)
    for p in procs:
        p.join(timeout=60)
    assert got[0] == "committed 4", got
    assert got[1].startswith("conflict") and "phase 4 was committed meanwhile" in got[1], got
    with GameStore.open(game) as store:
        assert store.open_phase() == 5
        assert [r for r in store.trace_history(4)] == []  # committed once, never replaced


def test_a_store_notices_another_programs_writes(game: Path) -> None:
    with GameStore.open(game) as console, GameStore.open(game) as other:
        assert console.changed_elsewhere() is False
        before = len(console.orders(4))
        console.add_order(4, Order("Алиса", "katana", ("Лев",)))  # its own writes do not count
        assert console.changed_elsewhere() is False
        assert console.undo_status().undo is not None
        other.add_order(4, Order("Борис", "katana", ("Лев",)))
        assert console.changed_elsewhere() is True
        assert len(console.orders(4)) == before + 2  # nothing read before is kept
        assert console.undo_status().undo is None  # its row images could undo the other's
        assert console.changed_elsewhere() is False


def test_the_cli_commit_passes_what_it_saw(tmp_path: Path) -> None:
    """`game commit` commits the open phase it read; the store checks it again under the
    lock (a second, sequential commit commits the next phase: nobody raced)."""
    from engine.__main__ import main

    path = tmp_path / "small.mmc"
    GameStore.create(path, ruleset_id="am15", players=SMALL).close()
    assert main(["game", "commit", str(path), "--quiet"]) == 0
    assert main(["game", "commit", str(path), "--quiet"]) == 0
    with GameStore.open(path) as store:
        assert store.open_phase() == 3
