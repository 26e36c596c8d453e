"""The headless resolver's CLI: the JSON contract field for field, and exit 2 on bad input
with a message naming the file and the line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "tests" / "scenarios" / "contract_example.yaml"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_follows_the_contract(capsys):
    """scenario-format.md: phases[] with number, executed, steps[number, name, events[actor,
    ability, target, hp_before, hp_after, delta, notes, rulings]], deaths, players{hp, max_hp,
    status, public_status, alive}, messages[to, ability, target, result, text, delivered],
    rejected[order, reason], questions."""
    code, out, _ = run(capsys, "resolve", str(EXAMPLE), "--json", "--lang", "en")
    assert code == 0
    data = json.loads(out)
    assert data["ruleset"] == "am15"
    phase = data["phases"][0]
    assert {
        "number",
        "executed",
        "steps",
        "deaths",
        "players",
        "messages",
        "rejected",
        "questions",
    } <= set(phase)
    assert phase["number"] == 1 and phase["executed"] is None
    katana = next(s for s in phase["steps"] if s["number"] == 7)
    assert katana["name"] == "katana"
    event = katana["events"][0]
    assert {
        k: event[k]
        for k in (
            "actor",
            "ability",
            "target",
            "hp_before",
            "hp_after",
            "delta",
            "notes",
            "rulings",
        )
    } == {
        "actor": "Alice",
        "ability": "katana",
        "target": "Bob",
        "hp_before": 130,
        "hp_after": 65,
        "delta": -65,
        "notes": [],
        "rulings": [],
    }
    bob = phase["players"]["Bob"]
    assert {k: bob[k] for k in ("max_hp", "alive")} == {"max_hp": 130, "alive": True}
    assert set(bob) >= {"hp", "max_hp", "status", "public_status", "alive"}
    message = phase["messages"][0]
    assert message["to"] == "Carol" and message["ability"] == "dossier"
    assert message["target"] == "Alice" and message["result"] == {"peaceful": False}
    assert message["text"] and message["delivered"] is True
    assert phase["rejected"] == [] and phase["questions"] == []


def test_players_lists_the_dead_too(tmp_path, capsys):
    path = tmp_path / "s.yaml"
    path.write_text(
        "ruleset: am15\nplayers:\n  - {name: A, public: other, secret: civilian}\n"
        "  - {name: B, public: other, secret: civilian}\n  - {name: C, public: other, "
        "secret: civilian}\nphases:\n  - votes: {A: C, B: C}\n",
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "resolve", str(path), "--json")
    assert code == 0
    phase = json.loads(out)["phases"][0]
    assert phase["executed"] == "C"
    assert phase["players"]["C"]["alive"] is False
    assert phase["players"]["C"]["status"] == "dead"
    assert phase["deaths"][0] == {**phase["deaths"][0], "player": "C", "frag": None, "step": 0}


def test_phase_option_stops_early(capsys):
    demo = ROOT / "resources" / "demo" / "am15_demo.yaml"
    code, out, _ = run(capsys, "resolve", str(demo), "--json", "--phase", "1")
    assert code == 0
    assert [p["number"] for p in json.loads(out)["phases"]] == [1]


def test_readable_report_names_steps_and_players(capsys):
    code, out, _ = run(capsys, "resolve", str(EXAMPLE), "--lang", "ru")
    assert code == 0
    assert "Шаг 7. Катана" in out
    assert "Alice → Bob: Катана  130 → 65 (-65)" in out


BAD = {
    "broken_yaml": ("ruleset: am15\nplayers: [\n", 3, "not valid YAML"),
    "bad_indent": ("ruleset: am15\nplayers:\n  - name: A\n   public: other\n", 4, "not valid YAML"),
    "unknown_role": (
        "ruleset: am15\nplayers:\n  - {name: A, public: other, secret: wizard}\n",
        3,
        "unknown secret role 'wizard'",
    ),
    "unknown_player": (
        "ruleset: am15\nplayers:\n  - {name: A, public: other, secret: ninja}\n"
        "phases:\n  - orders:\n      - {actor: A, ability: katana, target: Zed}\n",
        6,
        "unknown target 'Zed'",
    ),
    "unknown_actor": (
        "ruleset: am15\nplayers:\n  - {name: A, public: other, secret: ninja}\n"
        "phases:\n  - orders:\n      - {actor: Q, ability: katana, target: A}\n",
        6,
        "unknown player 'Q'",
    ),
    "missing_field": (
        "ruleset: am15\nplayers:\n  - {public: other, secret: ninja}\n",
        3,
        "missing field 'name'",
    ),
    "unknown_ability": (
        "ruleset: am15\nplayers:\n  - {name: A, public: other, secret: ninja}\n"
        "phases:\n  - orders:\n      - {actor: A, ability: fireball}\n",
        6,
        "unknown ability 'fireball'",
    ),
    "duplicate_key": ("ruleset: am15\nruleset: am15\nplayers: []\n", 2, "duplicate key"),
    "unknown_key": ("ruleset: am15\nplayerz: []\n", 2, "unknown key 'playerz'"),
    "unknown_ruleset": ("ruleset: chess\nplayers: []\n", 1, "unknown ruleset 'chess'"),
    "bad_ruling": (
        "ruleset: am15\nrulings: {frag_threshold: maybe}\nplayers:\n"
        "  - {name: A, public: other, secret: ninja}\n",
        2,
        "not an option",
    ),
    "two_names": (
        "ruleset: am15\nplayers:\n  - {name: A, public: other, secret: ninja}\n"
        "  - {name: A, public: monk, secret: ninja}\n",
        4,
        "two players are named",
    ),
    "bad_vote": (
        "ruleset: am15\nplayers:\n  - {name: A, public: other, secret: ninja}\n"
        "phases:\n  - votes: {A: Nobody}\n",
        5,
        "unknown player 'Nobody'",
    ),
    "hp_text": (
        "ruleset: am15\nplayers:\n  - {name: A, public: other, secret: ninja, hp: lots}\n",
        3,
        "'hp' must be a whole number",
    ),
    "not_a_mapping": ("- just\n- a list\n", 1, "must be a mapping"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_exits_2_naming_file_and_line(case, tmp_path, capsys):
    text, line, words = BAD[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "resolve", str(path))
    assert code == 2
    assert out == ""
    assert f"{path}:{line}:" in err, err
    assert words in err
    assert "Traceback" not in err


def test_missing_and_binary_files(tmp_path, capsys):
    code, _, err = run(capsys, "resolve", str(tmp_path / "nope.yaml"))
    assert code == 2 and "file not found" in err
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    code, _, err = run(capsys, "resolve", str(binary))
    assert code == 2 and "not UTF-8" in err
    code, _, err = run(capsys, "resolve", str(tmp_path))
    assert code == 2 and "folder" in err


def test_phase_out_of_range(capsys):
    code, _, err = run(capsys, "resolve", str(EXAMPLE), "--phase", "9")
    assert code == 2 and "has 1 phase" in err


def test_module_entry_point_runs_without_traceback(tmp_path):
    """`python -m engine` itself, as other tools call it."""
    path = tmp_path / "bad.yaml"
    path.write_text("ruleset: am15\nplayers: [\n", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "resolve", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and str(path) in proc.stderr


def test_questions_list_only_what_the_master_still_owes(tmp_path, capsys):
    """scenario-format.md: `questions` lists decisions the master still owes, with the
    default used; answered ones move to `decisions`."""
    base = (
        "ruleset: am15\nplayers:\n  - {name: Com, public: other, secret: commissar}\n"
        "  - {name: Par, public: paranoid, secret: boss}\n"
        "  - {name: Civ, public: other, secret: civilian}\n"
        "phases:\n  - orders: [{actor: Com, ability: dossier, target: Par}]\n"
    )
    path = tmp_path / "open.yaml"
    path.write_text(base, encoding="utf-8")
    _, out, _ = run(capsys, "resolve", str(path), "--json")
    phase = json.loads(out)["phases"][0]
    (question,) = phase["questions"]
    assert question["id"] == "paranoid:Com:dossier:Par"
    assert phase["messages"][0]["result"] == question["default"]
    path.write_text(
        base + '    decisions: {"paranoid:Com:dossier:Par": {peaceful: false}}\n', encoding="utf-8"
    )
    _, out, _ = run(capsys, "resolve", str(path), "--json")
    phase = json.loads(out)["phases"][0]
    assert phase["questions"] == []
    assert phase["decisions"][0]["answer"] == {"peaceful": False}
    assert phase["messages"][0]["result"] == {"peaceful": False}
