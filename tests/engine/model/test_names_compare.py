"""Issue 31.12: a player's name compares the same way everywhere (case, ё/е, Unicode forms,
spaces): `post --private`, `game vote` and `game order add` as `orders parse --from` and the
vote counter do; and a witness whose target had no visitors says so."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from engine.__main__ import main
from engine.export.post import private_messages
from engine.model.names import fold_name, player_named
from engine.ruleset.load import builtin_ruleset
from engine.store import GameStore

from ..mafic_arena_12.helpers import run
from ..mafic_arena_12.table import TABLE, night

ROOT = Path(__file__).resolve().parents[3]
DEMO = ROOT / "resources" / "demo" / "am15_demo.yaml"


def test_one_fold_for_names() -> None:
    decomposed = unicodedata.normalize("NFD", "Алёна")
    for written in ("алёна", "АЛЕНА", "  Алена ", decomposed):
        assert fold_name(written) == fold_name("Алёна")
    assert fold_name("Анна-Мария") != fold_name("Анна Мария")  # two players, maybe
    assert player_named(["Алёна", "Борис"], "алена") == "Алёна"
    assert player_named(["Алёна", "Алена"], "АЛЕНА") is None  # ambiguous: nobody guessed
    assert player_named(["Алёна", "Алена"], "Алена") == "Алена"  # the exact name wins


def test_the_command_line_reads_names_as_the_order_reader_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "g.mmc"
    assert main(["game", "new", str(game), "--from", str(DEMO), "--commit", "2"]) == 0
    with GameStore.open(game, read_only=True) as store:
        trace = store.trace(1)
        assert trace is not None
        receives = sorted(private_messages(store.ruleset, trace))
    capsys.readouterr()
    name = receives[0]
    assert main(["post", str(game), "--phase", "1", "--private", f" {name.lower()} "]) == 0
    assert main(["post", str(game), "--phase", "1", "--private", name]) == 0
    out = capsys.readouterr().out
    half = len(out) // 2
    assert out[:half] == out[half:]  # the same message, however the name was written
    assert main(["game", "vote", str(game), "алиса", "ЛЕВ"]) == 0
    assert main(["game", "order", "add", str(game), "борис", "katana", "лев"]) == 0
    with GameStore.open(game, read_only=True) as store:
        assert store.votes(3)["Алиса"] == "Лев"
        added = store.orders(3)[-1].order
    assert (added.actor, added.targets) == ("Борис", ("Лев",))


def test_a_witness_with_no_visitors_says_nobody() -> None:
    """«Свидетель» names who targeted the target: when nobody did, the message says so."""
    rs = builtin_ruleset("mafic_arena_12")
    res = run(TABLE, night("{actor: Аня, ability: play_hand, card: witness, target: Оля}"))[-1]
    en = private_messages(rs, res.trace, lang="en")["Аня"]
    ru = private_messages(rs, res.trace, lang="ru")["Аня"]
    assert "Оля was targeted by: nobody" in en
    assert "на Оля действовали: никого" in ru
