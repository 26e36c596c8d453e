"""Issue 31.1 and 31.3: an order or vote never lands in a phase another program just
committed, and a committed phase takes an input only when the master asks for a late one.

Two real connections on one real file: the other program's commit is made exactly in the
gap the command used to leave (after it read the open phase, before it wrote), by wrapping
the store's public write so the interleaving is deterministic (no sleeps, no threads)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main
from engine.model.state import Order
from engine.store import GameStore, PhaseCommitted, PhaseStatus, StoreError

from .conftest import DEMO


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "game.mmc"
    assert main(["game", "new", str(path), "--from", str(DEMO), "--commit", "2"]) == 0
    return path


def _commit_first(monkeypatch: pytest.MonkeyPatch, game: Path, method: str) -> None:
    """Another program commits the open phase just before this one's `method` writes."""
    real: Callable[..., Any] = getattr(GameStore, method)

    def other_commits_then(self: GameStore, *args: Any, **kwargs: Any) -> Any:
        with GameStore.open(game) as other:
            other.commit(other.open_phase())
        return real(self, *args, **kwargs)

    monkeypatch.setattr(GameStore, method, other_commits_then)


def _statuses(game: Path) -> dict[int, PhaseStatus]:
    with GameStore.open(game, read_only=True) as store:
        return {p.number: p.status for p in store.phases()}


def test_an_order_added_as_another_program_commits_goes_to_the_next_phase(
    game: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with GameStore.open(game, read_only=True) as store:
        before = {n: len(store.orders(n)) for n in (3, 4)}
    _commit_first(monkeypatch, game, "add_order")
    code = main(["game", "order", "add", str(game), "Борис", "katana", "Лев"])
    out = capsys.readouterr().out
    assert code == 0 and "added to phase 4" in out
    assert _statuses(game)[3] is PhaseStatus.COMMITTED  # not stale: nothing landed in it
    with GameStore.open(game, read_only=True) as store:
        assert {n: len(store.orders(n)) for n in (3, 4)} == {3: before[3], 4: before[4] + 1}
        added = store.orders(4)[-1].order
        assert (added.actor, added.ability, added.targets) == ("Борис", "katana", ("Лев",))


def test_a_vote_set_as_another_program_commits_goes_to_the_next_phase_and_says_so(
    game: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _commit_first(monkeypatch, game, "set_vote")
    code = main(["game", "vote", str(game), "Алиса", "Нина"])
    out = capsys.readouterr().out
    assert code == 0 and "phase 4: Алиса → Нина" in out
    assert _statuses(game)[3] is PhaseStatus.COMMITTED
    with GameStore.open(game, read_only=True) as store:
        assert store.votes(4)["Алиса"] == "Нина"


def test_a_console_that_saw_the_phase_open_is_refused_once_it_is_committed(game: Path) -> None:
    katana = Order("Борис", "katana", ("Лев",))
    with GameStore.open(game) as console, GameStore.open(game) as other:
        shown = console.open_phase()  # what the console shows: phase 3, open
        other.commit(shown)
        for write in (
            lambda: console.add_order(shown, katana),
            lambda: console.set_vote(shown, "Алиса", "Лев"),
            lambda: console.set_decision(shown, "q:1", True),
            lambda: console.withdraw_order(console.orders(shown)[0].id),
        ):
            with pytest.raises(PhaseCommitted, match="phase 3 is committed: nothing was changed"):
                write()
        assert console.phase_status(shown).status is PhaseStatus.COMMITTED
        # asked for explicitly, a late order is taken, and the phase turns stale
        changes = console.add_order(shown, katana, late=True)
        assert changes.phase == shown
        assert console.phase_status(shown).status is PhaseStatus.STALE


def test_the_cli_refuses_a_write_to_a_committed_phase_unless_late(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for command in (
        ["game", "vote", str(game), "Алиса", "Лев", "--phase", "2"],
        ["game", "decide", str(game), "q:1", "true", "--phase", "2"],
        ["game", "order", "add", str(game), "Борис", "katana", "Лев", "--phase", "1"],
    ):
        assert main(command) == 2, command
        err = capsys.readouterr().err
        assert "is committed: nothing was changed" in err and "--late" in err, command
    assert set(_statuses(game).values()) == {PhaseStatus.COMMITTED, PhaseStatus.OPEN}
    assert main(["game", "vote", str(game), "Алиса", "Лев", "--phase", "2", "--late"]) == 0
    out, err = capsys.readouterr()
    assert "phase 2: Алиса → Лев" in out
    assert "phase 2 is committed: this late input makes it stale" in err
    assert _statuses(game)[2] is PhaseStatus.STALE


def test_an_undo_after_another_programs_commit_is_refused(game: Path) -> None:
    """The console's undo writes back row images: after another program committed the
    phase, undoing an order added before would take it out of a committed phase."""
    with GameStore.open(game) as console:
        console.add_order(None, Order("Борис", "katana", ("Лев",)))
        with GameStore.open(game) as other:
            other.commit(3)
        with pytest.raises(StoreError, match="changed by another program meanwhile"):
            console.undo()
        assert console.phase_status(3).status is PhaseStatus.COMMITTED
        assert console.changed_elsewhere()  # read now: the history is gone
        assert console.undo_status() == (None, None)


def test_undoing_a_commit_another_program_just_made_is_refused(game: Path) -> None:
    with GameStore.open(game) as console, GameStore.open(game) as other:
        seen = console.open_phase() - 1  # the console shows phase 2 as the last commit
        other.commit(3)
        with pytest.raises(StoreError, match="phase 3 was committed meanwhile"):
            console.undo_commit(seen)
        assert console.phase_status(3).status is PhaseStatus.COMMITTED
        console.undo_commit(3)  # the one it means now
        assert console.open_phase() == 3
