"""The readable report (`python -m engine resolve`) words what the trace keeps as codes, as
the console and the JSON's readers word them: an action's outcome, a death's cause, a vote
for nobody (mafiascum's No Lynch) — in both languages, never the raw id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.__main__ import main

ROOT = Path(__file__).resolve().parents[3]
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


@pytest.mark.parametrize(
    ("lang", "words", "codes"),
    [
        (
            "en",
            ["100/100  healthy  trap", "healthy  contract", "  masquerade", "  Nagant"],
            ["mortal_wound", "nagant"],
        ),
        (
            "ru",
            ["здоров  ловушка", "здоров  заказ", "  маскировка", "  Наган", "смертельная рана"],
            ["trap", "contract", "masquerade", "betrayal", "mortal_wound", "nagant"],
        ),
    ],
)
def test_am15s_marks_read_in_its_words(
    capsys: pytest.CaptureFixture[str], lang: str, words: list[str], codes: list[str]
) -> None:
    """Issue 27 review: AM-15's marks printed as codes («Зоя 100/100 здоров trap»); they
    are am15.yaml's words now (`text: flag.<kind>`), a granted nagant by its name."""
    out = _report(capsys, "am15_demo.yaml", lang)
    for word in words:
        assert word in out
    marks = " ".join(line.split("  ")[-1] for line in out.splitlines() if "/100  " in line)
    assert [code for code in codes if re.search(rf"\b{code}\b", marks)] == []


def test_metamorphs_win_question_names_the_faction(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The win question ended «конец игры (mafia)?»: the offered winner is the faction's
    name in the language."""
    ru = _report(capsys, "metamorphs_demo.yaml", "ru")
    assert "пассажиров: конец игры (Метаморфы)?" in ru
    assert "(mafia)" not in ru
    en = _report(capsys, "metamorphs_demo.yaml", "en")
    assert "passengers: does the game end (Metamorphs)?" in en


def test_mafic_arenas_armor_outcome_is_a_word(capsys: pytest.CaptureFixture[str]) -> None:
    """«Bunker → P09 (armor)»: the English outcome printed as its code."""
    en = _report(capsys, "mafic_arena_12_demo.yaml", "en")
    assert "(armor gained)" in en
    assert "(armor)" not in en
