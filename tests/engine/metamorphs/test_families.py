"""«Метаморфы» on the shared effect families (issue 27: «One mechanic, one
implementation»): every ability is a family kind, every hook a family's (the day vote
too: the `day_vote` family, reader: posts); a family's new parameters refuse a typo at
load like any other."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.effects import index
from engine.model.errors import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset

ROOT = Path(__file__).resolve().parents[3]
RULESET = ROOT / "rulesets" / "metamorphs.yaml"
FAMILY = "engine.effects.families."


def test_every_ability_is_a_shared_family() -> None:
    rs = builtin_ruleset("metamorphs")
    kinds = {a.key: a.kind for a in rs.abilities.values()}
    assert kinds == {
        "heal": "protect",
        "assimilate": "convert",
        "team_kill": "kill",
        "agent_kill": "kill",
        "check": "investigate",
    }
    for ability in rs.abilities.values():
        assert index.KINDS[ability.kind].startswith(FAMILY), ability.key


def test_every_hook_is_a_family_one_the_day_vote_too() -> None:
    rs = builtin_ruleset("metamorphs")
    hooks = {h for s in rs.steps for h in (*s.passives, *s.after)} | set(rs.end_of_phase)
    own = {h for h in hooks if not index.HOOKS[h].startswith(FAMILY)}
    assert own - {"statuses", "apply_statuses", "public"} == set()
    assert index.HOOKS["day_vote"].startswith(FAMILY)


def test_a_typo_in_a_family_parameter_names_file_line_and_the_key(tmp_path: Path) -> None:
    text = RULESET.read_text(encoding="utf-8")
    old = "not_twice: meta_last_heal"
    assert old in text
    path = tmp_path / "metamorphs_variant.yaml"
    path.write_text(text.replace(old, "not_twise: meta_last_heal", 1), encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    message = str(info.value)
    assert "not_twise" in message and "not_twice" in message
    assert "metamorphs_variant.yaml" in message
