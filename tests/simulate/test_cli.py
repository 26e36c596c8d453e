"""`python -m engine simulate`: the report, --json, the comparison, progress on stderr, and
exit 2 with one line on bad input."""

from __future__ import annotations

import json

import pytest

from engine.__main__ import main

BASE = [
    "simulate",
    "am15",
    "--players",
    "14",
    "--games",
    "3",
    "--workers",
    "1",
    "--phase-cap",
    "15",
    "--seed",
    "4",
]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_text_report_and_progress(capsys):
    code, out, err = run(capsys, *BASE, "--lang", "en")
    assert code == 0
    assert "Wins (95% Wilson interval)" in out and "Law" in out
    assert "Game length (phases): mean" in out
    assert "Survival per secret role" in out
    assert "3/3 100%" in err and "ETA" in err


def test_russian_report(capsys):
    code, out, _ = run(capsys, *BASE, "--lang", "ru")
    assert code == 0 and "Победы (95% интервал Уилсона)" in out and "Закон" in out


def test_json(capsys):
    code, out, _ = run(capsys, *BASE, "--json", "--rulings", "day_sequence=abilities_first")
    assert code == 0
    data = json.loads(out)
    assert data["games"] == 3 and data["rulings"] == {"day_sequence": "abilities_first"}
    assert sum(o["k"] for o in data["outcomes"].values()) == 3
    law = data["outcomes"]["law"]
    assert 0 <= law["low"] <= law["rate"] <= law["high"] <= 1
    assert {"mean", "sd", "histogram"} <= set(data["length"])
    assert set(data["survival"]) >= {"commissar", "civilian"}


def test_comparison_of_two_rulings(capsys):
    code, out, _ = run(capsys, *BASE, "--json", "--against-rulings", "day_sequence=abilities_first")
    assert code == 0
    data = json.loads(out)
    assert data["b"]["rulings"] == {"day_sequence": "abilities_first"}
    law = data["difference"]["law"]
    assert law["low"] <= law["diff"] <= law["high"]
    code, out, _ = run(capsys, *BASE, "--against", "am15", "--lang", "en")
    assert code == 0 and "Difference A − B" in out


@pytest.mark.parametrize(
    "args, message",
    [
        (["simulate", "nope", "--players", "16", "--games", "1"], "unknown ruleset 'nope'"),
        (["simulate", "am15", "--players", "0", "--games", "1"], "--players 0"),
        (
            ["simulate", "am15", "--players", "16", "--games", "1", "--rulings", "x"],
            "--rulings x: write ID=OPTION",
        ),
        (
            ["simulate", "am15", "--players", "16", "--games", "1", "--rulings", "nope=a"],
            "has no ruling 'nope'",
        ),
        (["simulate", "am15", "--players", "16", "--games", "1", "--workers", "0"], "--workers 0"),
        (["simulate", "missing.yaml", "--players", "16", "--games", "1"], "no ruleset file"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, args, message):
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and message in err and err.count("\n") == 1


def test_a_table_below_the_rules_minimum_is_warned_about(capsys):
    """Seed 000: "Для начала игры нужно минимум 14 игроков." — a smaller table still plays,
    with the engine's warning on stderr."""
    code, out, err = run(
        capsys, "simulate", "am15", "--players", "5", "--games", "2", "--workers", "1", "--json"
    )
    assert code == 0 and json.loads(out)["games"] == 2
    assert "warning: 5 players: the rules need at least 14" in err
