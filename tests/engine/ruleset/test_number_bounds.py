"""Issue 31.6: every number in a ruleset's data is bounded at load, with its file and line:
a card amount of 10^30 in a master's collection used to reach the resolution and die there of
an OverflowError."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import RulesetError
from engine.effects.mafic_arena_12.cards import load_collection, merged
from engine.ruleset.load import RULESETS_DIR, load_ruleset
from engine.ruleset.number_bounds import NUMBER_MAX

CARDS = (RULESETS_DIR / "mafic_arena_12.cards.yaml").read_text(encoding="utf-8")
TOY = (Path(__file__).resolve().parents[2] / "rulesets" / "toy_classic.yaml").read_text(
    encoding="utf-8"
)


def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_a_card_amount_of_ten_to_the_thirty_is_refused_with_its_line(tmp_path: Path) -> None:
    text = CARDS.replace("kind: damage, amount: 4,", f"kind: damage, amount: {10**30},", 1)
    path = tmp_path / "mafic_arena_12.cards.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_collection(str(path))
    message = str(err.value)
    assert f"{path}:{_line_of(text, str(10**30))}: " in message
    assert "amount" in message and f"{NUMBER_MAX:,}" in message


@pytest.mark.parametrize("number", [str(10**30), "-1.0e+300", ".inf", ".nan"])
def test_any_number_in_a_ruleset_out_of_range_is_refused(tmp_path: Path, number: str) -> None:
    text = TOY.replace("\nmin_players: 3\n", f"\nmin_players: {number}\n", 1)
    assert text != TOY
    path = tmp_path / "toy_classic.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_ruleset(path)
    assert f"{path}:{_line_of(text, 'min_players')}: the ruleset: min_players" in str(err.value)
    assert "out of range" in str(err.value)


def test_a_scenario_card_with_a_huge_amount_is_skipped_with_a_warning() -> None:
    base = load_collection(str(RULESETS_DIR / "mafic_arena_12.cards.yaml"))
    huge = {"id": "nuke", "colour": "damage", "kind": "damage", "amount": 10**30}
    collection, warnings = merged(base, [huge])
    assert "nuke" not in collection.cards and len(warnings) == 1
