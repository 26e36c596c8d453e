"""`python -m engine orders parse`: the proposals of a message for a game store or a
scenario, as text or JSON; bad input exits 2 with one line naming the file or the player."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Order, load_scenario
from engine.__main__ import main
from engine.store import GameStore

GAME = Path(__file__).resolve().parents[1] / "gui" / "data" / "console.yaml"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def message(tmp_path: Path) -> Path:
    path = tmp_path / "pm.txt"
    path.write_text(
        "Привет! Катаной бью Глеба, ловушку не ставлю. Голос за Лёву 😊\n", encoding="utf-8"
    )
    return path


def test_a_scenario_reads_for_the_phase_after_its_last(
    capsys: pytest.CaptureFixture[str], message: Path
) -> None:
    code, out, err = run(
        capsys,
        "orders",
        "parse",
        str(message),
        "--game",
        str(GAME),
        "--from",
        "борис",
        "--lang",
        "en",
    )
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Борис → phase 6 (ru)"
    assert "order  Борис: katana target=Глеб" in out
    assert "«Катаной бью Глеба»" in out
    assert "vote   Борис → Лев" in out
    assert "unread «Привет» (chatter)" in out
    assert "unread «ловушку не ставлю» (negated)" in out


def test_json_for_a_game_store_judges_against_the_orders_already_in(
    capsys: pytest.CaptureFixture[str], message: Path, tmp_path: Path
) -> None:
    game = tmp_path / "game.mmc"
    GameStore.create(game, load_scenario(GAME), commit_upto=1).close()
    with GameStore.open(game) as store:
        store.add_order(2, Order("Борис", "trap", ("Зоя",)), "ловушку на Зою")
    code, out, _ = run(
        capsys,
        "orders",
        "parse",
        str(message),
        "--game",
        str(game),
        "--from",
        "Борис",
        "--json",
        "--lang",
        "en",
    )
    assert code == 0
    data = json.loads(out)
    assert data["phase"] == 2 and data["sender"] == "Борис" and data["lang"] == "ru"
    (order,) = data["orders"]
    assert (order["actor"], order["ability"], order["target"]) == ("Борис", "katana", "Глеб")
    assert order["verdict"] == "valid"  # the katana replaces the trap already in
    assert order["text"] == "Катаной бью Глеба"
    assert {p["field"] for p in order["pieces"]} == {"ability", "target"}
    assert data["votes"][0]["candidate"] == "Лев"
    assert [u["why"] for u in data["unparsed"]] == ["chatter", "negated"]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["MSG", "--game", "GAME", "--from", "Вася"], "--from Вася: no such player"),
        (["missing.txt", "--game", "GAME", "--from", "Борис"], "missing.txt: no such file"),
        (["MSG", "--game", "nowhere.mmc", "--from", "Борис"], "nowhere.mmc: no such file"),
        (["MSG", "--game", "MSG", "--from", "Борис"], "not a game file"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], message: Path, args: list[str], needle: str
) -> None:
    real = [str(message) if a == "MSG" else str(GAME) if a == "GAME" else a for a in args]
    code, out, err = run(capsys, "orders", "parse", *real)
    assert code == 2 and out == ""
    assert needle in err and len(err.strip().splitlines()) == 1
