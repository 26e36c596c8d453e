"""The readable report (`python -m engine resolve`) words what the trace keeps as codes, as
the console and the JSON's readers word them: an action's outcome, a death's cause, a vote
for nobody (mafiascum's No Lynch) — in both languages, never the raw id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
DEMOS = ROOT / "resources/demo"
RAW = re.compile(r"\(([a-z]+(?:_[a-z]+)*)\)")  # «(mortally_wounded)», «(lynch)»


def _report(capsys: pytest.CaptureFixture[str], demo: str, lang: str) -> str:
    assert main(["resolve", str(DEMOS / demo), "--lang", lang]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("demo", ["am15_return_demo.yaml", "am15_demo.yaml", "mafiascum_demo.yaml"])
def test_the_russian_report_shows_no_outcome_or_cause_code(
    capsys: pytest.CaptureFixture[str], demo: str
) -> None:
    """A Russian master read «Нина: Копирование → Алиса (copied)» and «Judy: без фрага
    (lynch)»: every outcome and cause in parentheses is in Russian words."""
    out = _report(capsys, demo, "ru")
    assert RAW.findall(out) == []


def test_the_core_outcomes_read_as_the_console_words_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ru = _report(capsys, "am15_return_demo.yaml", "ru")
    assert "· Нина: Копирование → Алиса (роль скопирована)  [копирует роль Монах]" in ru
    assert "(смертельно ранен)" in ru
    en = _report(capsys, "am15_return_demo.yaml", "en")
    assert "(role copied)" in en
    assert "(mortally wounded)" in en


def test_mafiascum_no_lynch_reads_in_the_rulesets_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """«No Elimination: a majority of players voting for "No Lynch"»: the ballot and the
    totals name it as the post does (`text: vote.no_lynch`), and the lynch as lynched."""
    en = _report(capsys, "mafiascum_demo.yaml", "en")
    assert "Niaj → No Elimination (1)" in en
    assert "= Judy 7, Dave 1, No Elimination 1;" in en
    assert "Judy: no frag (lynched) — Miller" in en
    assert "no_lynch" not in en
    ru = _report(capsys, "mafiascum_demo.yaml", "ru")
    assert "Niaj → Без казни (1)" in ru
    assert "Judy: без фрага (казнён)" in ru
    assert "no_lynch" not in ru


@pytest.mark.parametrize(
    ("demo", "line"),
    [
        ("am15_return_demo.yaml", "здоров  скопированная роль"),
        ("metamorphs_demo.yaml", "обращён"),
        ("mafialife_demo.yaml", "СПИД"),
    ],
)
def test_a_players_marks_read_in_the_rulesets_words(
    capsys: pytest.CaptureFixture[str], demo: str, line: str
) -> None:
    """«Нина 100/100 здоров copied_role»: a player's marks in the list after the phase are
    the ruleset's words (`text: flag.<kind>`), as the console's player panel shows them."""
    out = _report(capsys, demo, "ru")
    assert line in out
    assert "copied_role" not in out and "converted" not in out and "aids" not in out
