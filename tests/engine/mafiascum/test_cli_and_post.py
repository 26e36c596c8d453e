"""The headless commands on a mafiascum game: `resolve --json` with the spec's fields for
the case files, `post` with the site's vote count, the demo game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.__main__ import main

ROOT = Path(__file__).resolve().parents[3]
CASES = ROOT / "tests/scenarios/mafiascum"
DEMO = ROOT / "resources/demo/mafiascum_demo.yaml"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def test_case_1_json_names_submitted_and_actual_targets(
    capsys: pytest.CaptureFixture[str],
) -> None:
    (phase,) = json.loads(run(capsys, "resolve", str(CASES / "case1_bus_driver.yaml"), "--json"))[
        "phases"
    ]
    assert all(p["hp"] is None and p["max_hp"] is None for p in phase["players"].values())
    (death,) = phase["deaths"]
    assert death == {
        "player": "John",
        "frag": "Goon",
        "step": 4,
        "cause": "kill",
        "rulings": ["protection_order"],
        "role_shown": "vanilla_townie",
        "alignment_shown": "town",
        "modifiers_shown": [],
    }
    events = {
        a["ability"]: (a["outcome"], a["note_data"][0], a["notes"][0])
        for s in phase["steps"]
        for a in s["actions"]
    }
    outcome, data, text = events["factional_kill"]
    assert (data["target"], data["actual_target"], data["by"]) == ("Jack", "John", ["Bus"])
    assert outcome == "done" and text == "submitted Jack, actual John; by Bus"
    outcome, data, _ = events["investigate"]  # Jack's check: blocked after the swap
    assert (outcome, data["by"]) == ("blocked", ["Blocker"])
    outcome, data, _ = events["roleblock"]
    assert (outcome, data["target"], data["actual_target"]) == ("done", "John", "Jack")


def test_case_5_json_asks_the_loop_with_its_default(capsys: pytest.CaptureFixture[str]) -> None:
    phases = json.loads(run(capsys, "resolve", str(CASES / "case5_block_loop.yaml"), "--json"))[
        "phases"
    ]
    (question,) = phases[0]["questions"]
    assert question["id"] == "action_loop" and question["default"] == "JK"
    assert question["data"]["actors"] == ["JK", "RB"]
    assert phases[0]["deaths"] == [] and phases[1]["deaths"] == []


def test_case_6_json_vote_fields(capsys: pytest.CaptureFixture[str]) -> None:
    day1, day2 = json.loads(run(capsys, "resolve", str(CASES / "case6_majority.yaml"), "--json"))[
        "phases"
    ]
    v = day1["votes"]
    assert (v["majority"], v["outcome"], v["lynched"], v["ended_by"]) == (
        7,
        "lynch",
        "Player5",
        "hammer",
    )
    assert day1["executed"] == "Player5"
    ballot = next(b for b in v["ballots"] if b["voter"] == "Player9")
    assert (ballot["outcome"], ballot["against"], ballot["weight"]) == ("vote", "Player1", 1.0)
    assert "Player13" in v["not_voting"] and v["wagons"]["Player5"][0] == "Player1"
    w = day2["votes"]  # 12 alive: still 7 («Half is not a majority»)
    assert (w["majority"], w["outcome"], w["ended_by"]) == (7, "no_lynch", "deadline")
    assert w["wagons"]["no_lynch"] == ["Player8"]


def test_post_is_the_sites_vote_count(capsys: pytest.CaptureFixture[str]) -> None:
    """Vote Count (wiki): «Player5 - 2 (Player1, Player7) … No Elimination - 1 … Not voting
    (2): … With 11 alive, it will take 6 to eliminate.»"""
    text = run(capsys, "post", str(DEMO), "--phase", "2", "--lang", "en")
    assert "Ivan - 3 (Grace [x2], Heidi)\nErin - 2 (Alice, Carol)" in text
    assert "No Elimination - 1 (Olivia)" in text
    assert "Not voting (5): Bob, Erin, Frank, Ivan, Mallory" in text
    assert "With 11 alive, it will take 6 to eliminate." in text
    day1 = run(capsys, "post", str(DEMO), "--phase", "1", "--lang", "en")
    assert "[b]Judy[/b] has been eliminated. They were a [b]Miller[/b]." in day1
    assert "[s]Dave[/s] — Vanilla Townie" in day1  # every death flips
    ru = run(capsys, "post", str(DEMO), "--phase", "2", "--lang", "ru")
    assert "Живых: 11, для казни нужно 6." in ru


def test_demo_resolves_as_its_comments_say(capsys: pytest.CaptureFixture[str]) -> None:
    p1, p2, p3 = json.loads(run(capsys, "resolve", str(DEMO), "--json"))["phases"]
    assert [d["player"] for d in p1["deaths"]] == ["Judy", "Dave"]  # the bus drive moved the kill
    alice = [m for m in p1["messages"] if m["to"] == "Alice"]
    assert alice[0]["result"] == {"result": "no_result"} and alice[0]["text"] == "No result."
    assert p2["deaths"] == [] and p2["executed"] is None
    cop = next(m for m in p2["messages"] if m["to"] == "Alice")
    assert cop["text"] == "Bob is guilty."
    assert p3["executed"] is None
    # the watcher's order on Dave was moved to Carol by the bus drive: both are named
    watch = next(m for m in p1["messages"] if m["to"] == "Niaj")
    assert (watch["target"], watch["actual_target"]) == ("Dave", "Carol")
    assert watch["result"] == {"result": "ok", "visitors": ["Frank"]}
