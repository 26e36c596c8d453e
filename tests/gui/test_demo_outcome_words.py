"""Every action outcome the bundled demo games show has a word in the console (the
console's own table or the ruleset's `text:` section), so no raw code such as `executed`
appears in the viewer's "HP / result" column, in Russian or English."""

from __future__ import annotations

import pytest

from engine import load_scenario, resolve_game
from mastergui.text import OUTCOME_WORDS, outcome_word
from resources import bundled

DEMOS = sorted(p.name for p in bundled("resources", "demo").iterdir() if p.suffix == ".yaml")


@pytest.mark.parametrize("demo", DEMOS)
def test_every_outcome_of_the_demo_has_words(demo: str) -> None:
    scenario = load_scenario(bundled("resources", "demo", demo))
    rs = scenario.ruleset
    codes = {
        action.outcome
        for resolution in resolve_game(scenario)
        for step in resolution.trace.steps
        for action in step.actions
    }
    assert codes, "the demo shows actions"
    missing = sorted(c for c in codes if c not in OUTCOME_WORDS and f"outcome.{c}" not in rs.text)
    assert missing == []
    for code in codes:
        assert outcome_word(code, rs, "ru") != code or code in OUTCOME_WORDS
