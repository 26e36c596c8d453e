"""The headless commands on a metamorphs game: resolve, votes parse (scenario and store),
rulings; the demo game imports into a store and re-resolves clean."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.__main__ import main
from engine.scenario.load import load_scenario
from engine.store.game import GameStore

ROOT = Path(__file__).resolve().parents[3]
DEMO = ROOT / "resources/demo/metamorphs_demo.yaml"
POSTS = ROOT / "tests/votes/day4_posts.txt"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def test_resolve_json_has_no_hp_and_shows_roles(capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(run(capsys, "resolve", str(DEMO), "--json"))
    assert data["ruleset"] == "metamorphs"
    p3, p4 = data["phases"][2:4]
    assert all(p["hp"] is None for p in p3["players"].values())
    # Лев, a civilian converted on night 2, is announced as a metamorph on day 4
    assert (p4["deaths"][0]["player"], p4["deaths"][0]["role_shown"]) == ("Лев", "metamorph")
    shown = {d["player"]: (d["cause"], d["role_shown"]) for d in p3["deaths"]}
    assert shown == {
        "Игорь": ("execution", "metamorph"),
        "Маша": ("left", "civilian"),
        "Дима": ("kill", "commissar"),
    }


def test_votes_parse_against_the_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(
        run(capsys, "votes", "parse", str(POSTS), "--scenario", str(DEMO), "--phase", "4", "--json")
    )
    verdicts = [(p["author"], p["verdict"]) for p in data["posts"]]
    assert verdicts == [
        ("Алиса", "vote"),
        ("борис", "vote"),
        ("Зоя", "vote"),
        ("Жанна", "vote"),
        ("Жанна", "vote"),
        ("Лев", "vote"),
        ("Кира", "malformed"),
    ]
    assert data["posts"][6]["marks"][0]["suggestions"] == ["Кира"]
    assert data["leaders"] == ["Жанна"]
    text = run(capsys, "votes", "parse", str(POSTS), "--scenario", str(DEMO), "--lang", "en")
    assert "#7 Кира: malformed vote (no player named «Кирa»" in text


def test_votes_parse_against_a_game_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "demo.mmc"
    with GameStore.create(db, load_scenario(DEMO), commit_upto=3) as store:
        assert store.integrity(full=True) == []
    data = json.loads(run(capsys, "votes", "parse", str(POSTS), "--game", str(db), "--json"))
    assert data["day"] == 4 and data["totals"]["Жанна"] == 3


def test_votes_parse_errors_name_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "posts.txt"
    bad.write_text("no header here\n", encoding="utf-8")
    assert main(["votes", "parse", str(bad), "--scenario", str(DEMO)]) == 2
    assert f"{bad}:1" in capsys.readouterr().err


def test_rulings_doc_is_current(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "rulings", "metamorphs")
    assert out == (ROOT / "docs/rulings-metamorphs.md").read_text(encoding="utf-8")
