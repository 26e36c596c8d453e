"""Issue 31.5: `game order add` and `game vote` tell the master at once what the resolution
would reject: a card not held (a warning), a card the game does not have (refused, exit 2,
nothing added), an order or a vote by or on a dead player (a warning)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.__main__ import main
from engine.store import GameStore

from .conftest import ROOT

ARENA = ROOT / "resources" / "demo" / "mafic_arena_12_demo.yaml"


@pytest.fixture
def arena(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The card game demo, Night 1 committed: phase 2 (Day 1) open."""
    path = tmp_path / "arena.mmc"
    assert main(["game", "new", str(path), "--from", str(ARENA), "--commit", "1"]) == 0
    capsys.readouterr()
    return path


def _orders(path: Path) -> int:
    with GameStore.open(path, read_only=True) as store:
        return len(store.orders(2))


def _add(capsys: pytest.CaptureFixture[str], path: Path, *args: str) -> tuple[int, str, str]:
    code = main(["game", "order", "add", str(path), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_card_not_held_is_a_warning(arena: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _add(capsys, arena, "Маша", "play_sleeve", "Кил", "--param", "card=rifle")
    assert code == 0 and "added to phase 2" in out
    assert "warning: " in err and "the resolution would reject this order" in err
    assert "rifle" in err and err.count("\n") == 1


def test_an_unknown_card_is_refused(arena: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _orders(arena)
    code, out, err = _add(capsys, arena, "Маша", "play_hand", "Кил", "--param", "card=bazooka")
    assert code == 2 and out == ""
    assert f"{arena}: Маша (play_hand): " in err and "bazooka" in err
    assert "nothing was added" in err
    assert _orders(arena) == before


def test_orders_and_votes_by_or_on_the_dead_are_warned(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "all.mmc"
    assert main(["game", "new", str(game), "--from", str(ARENA)]) == 0  # Кил dies in phase 3
    capsys.readouterr()
    code, _, err = _add(capsys, game, "Кил", "play_hand", "Маша", "--param", "card=pistol")
    assert code == 0 and "warning: " in err and "the resolution would reject" in err
    assert main(["game", "vote", str(game), "Кил", "Маша"]) == 0
    assert "phase 4: Кил is dead: this vote will not count" in capsys.readouterr().err
    assert main(["game", "vote", str(game), "Маша", "Кил"]) == 0
    assert "phase 4: a vote for Кил, who is dead" in capsys.readouterr().err
