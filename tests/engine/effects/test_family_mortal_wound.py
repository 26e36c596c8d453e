"""The avenger's mortal wound is written once: `numbers.mortal_wound` names its trait and
status (engine/effects/families/mortal_wound.py); the day vote's execution
(`numbers.day_vote.wounded`: only when and how) and the statuses family read it there.

What a master checks by hand: the avenger voted out by day and the one killed at night
both show 'mortally wounded' for one phase and die at its end («Вместо смерти получает
статус "смертельно ранен" на следующую фазу (день или ночь). По её окончании умирает»,
seed 001); a ruleset that wounds by vote without the section is told so at load."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.effects.families.day_vote import Wounded
from engine.effects.families.mortal_wound import MortalWoundParams
from engine.effects.families.registry import numbers_section
from engine.effects.families.statuses import StatusRules
from engine.ruleset.load import builtin_ruleset, load_ruleset
from tests.engine.am15_return.helpers import game, night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

RULESETS = Path(__file__).resolve().parents[3] / "rulesets"


def test_the_wounds_trait_and_status_are_one_section() -> None:
    assert "trait" not in Wounded.__dataclass_fields__
    assert "status" not in Wounded.__dataclass_fields__
    assert "wound" not in StatusRules.__dataclass_fields__
    for rid in ("am15", "am15_return"):
        p = numbers_section(builtin_ruleset(rid), "mortal_wound")
        assert isinstance(p, MortalWoundParams)
        assert (p.trait, p.status) == ("mortal_wound", "mortally_wounded")


AVENGER = ["Ave: avenger/boss", "Pun: other/punisher", "Civ: other/civilian"]


def test_return_avenger_voted_out_is_mortally_wounded_for_the_night(resolve: Resolve) -> None:
    """Seed 001: «Вместо смерти получает статус "смертельно ранен" на следующую фазу (день
    или ночь). По её окончании умирает» (ruling avenger_scope: all).
    Master: voted out on day 1, the avenger shows 'mortally wounded' through night 1 and is
    dead at its end."""
    p1, p2 = resolve(game(AVENGER, {"votes": {"Pun": "Ave", "Civ": "Ave"}}, []))
    assert p1.trace.executed == "Ave"
    assert p1.status("Ave") == "mortally_wounded" and p1.dead() == []
    assert p2.dead() == ["Ave"]


def test_return_avenger_killed_at_night_is_mortally_wounded_for_the_day(
    resolve: Resolve,
) -> None:
    """Seed 001, the same line: killed at night, 'mortally wounded' through day 1, dead at
    its end with his killer's frag."""
    p1, p2 = resolve(
        night(AVENGER, ["{actor: Pun, ability: retribution, target: Ave, role: boss}"], [])
    )
    assert p1.status("Ave") == "mortally_wounded" and p1.dead() == []
    assert p2.dead() == ["Ave"] and p2.frag("Ave") == "Pun"


def _without_section(tmp_path: Path, ruleset: str, start: str) -> Path:
    """The builtin ruleset's text with the `numbers.mortal_wound` section cut out."""
    lines = (RULESETS / f"{ruleset}.yaml").read_text(encoding="utf-8").splitlines(True)
    at = next(i for i, line in enumerate(lines) if line.startswith(start))
    end = at + 1
    while lines[end].startswith("     "):
        end += 1
    path = tmp_path / f"{ruleset}.yaml"
    path.write_text("".join(lines[:at] + lines[end:]), encoding="utf-8")
    return path


@pytest.mark.parametrize("ruleset", ["am15", "am15_return"])
def test_a_vote_wound_without_the_section_fails_at_load(tmp_path: Path, ruleset: str) -> None:
    path = _without_section(tmp_path, ruleset, "  mortal_wound:")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "day_vote: wounded needs numbers: mortal_wound" in str(caught.value)
    assert caught.value.file is not None and caught.value.file.endswith(f"{ruleset}.yaml")


def test_a_wound_naming_an_unknown_status_fails_at_load(tmp_path: Path) -> None:
    text = (RULESETS / "am15.yaml").read_text(encoding="utf-8")
    old = "mortal_wound: {trait: mortal_wound, status: mortally_wounded,"
    assert old in text
    path = tmp_path / "am15.yaml"
    path.write_text(text.replace(old, old.replace("mortally", "mortaly")), encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "numbers: mortal_wound: status: unknown 'mortaly_wounded'" in str(caught.value)
    assert "did you mean 'mortally_wounded'" in str(caught.value)
