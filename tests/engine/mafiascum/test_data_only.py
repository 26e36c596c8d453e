"""The sixth ruleset is data on the shared families (issue 28: «the ruleset has no Python of
its own»), and the families check their parameters at load with file, line and a
did-you-mean (issue 27 item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.effects import index
from engine.model.errors import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset

ROOT = Path(__file__).resolve().parents[3]
RULESET = ROOT / "rulesets" / "mafiascum.yaml"


def test_every_kind_and_hook_is_a_shared_family() -> None:
    rs = builtin_ruleset("mafiascum")
    assert not (ROOT / "engine" / "effects" / "mafiascum").exists()
    family = "engine.effects.families."
    for ability in rs.abilities.values():
        assert index.KINDS[ability.kind].startswith(family), ability.key
    hooks = {h for s in rs.steps for h in (*s.passives, *s.after)} | set(rs.end_of_phase)
    own = {h for h in hooks if index.HOOKS[h].startswith(family)}
    # the core's end-of-phase hooks (statuses, public) are shared by every ruleset
    assert hooks - own <= {"statuses", "apply_statuses", "public"}


def _broken(tmp_path: Path, old: str, new: str) -> str:
    text = RULESET.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "mafiascum_variant.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    return str(info.value)


def test_a_typo_in_a_family_section_names_file_line_and_the_key(tmp_path: Path) -> None:
    message = _broken(tmp_path, "    loop_ruling: loop_default", "    loop_rulng: loop_default")
    assert "mafiascum_variant.yaml:" in message
    assert "unknown key 'loop_rulng'" in message and "did you mean 'loop_ruling'" in message


def test_a_typo_in_an_ability_effect_is_refused(tmp_path: Path) -> None:
    message = _broken(tmp_path, "effect: {factional: true,", "effect: {factonal: true,")
    assert "unknown key 'factonal'" in message and "did you mean 'factional'" in message


def test_a_ruling_named_by_a_section_must_exist(tmp_path: Path) -> None:
    message = _broken(tmp_path, "deadline_ruling: deadline_outcome", "deadline_ruling: deadline")
    assert "unknown ruling 'deadline'" in message and "deadline_outcome" in message


def test_a_nested_check_is_typed(tmp_path: Path) -> None:
    message = _broken(tmp_path, "{count: [town], at_most: 1}", "{count: [town], at_mots: 1}")
    assert "unknown key 'at_mots'" in message and "did you mean 'at_most'" in message


def test_a_bad_shows_word_fails_at_load_with_file_and_line(tmp_path: Path) -> None:
    """`shows:` is a typed word (issue 27: checked at load, not when an order runs)."""
    text = RULESET.read_text(encoding="utf-8")
    line = text[: text.index("effect: {shows: visitors}")].count("\n") + 1
    message = _broken(tmp_path, "effect: {shows: visitors}", "effect: {shows: visitorz}")
    assert f"mafiascum_variant.yaml:{line}:" in message
    assert "'visitorz' is not one of targets, visitors" in message
    assert "did you mean 'visitors'" in message


def test_a_bad_verdict_word_fails_at_load(tmp_path: Path) -> None:
    message = _broken(tmp_path, "effect: {shows: visitors}", "effect: {shows: role}")
    assert "'role' is not one of targets, visitors" in message


def test_the_families_reference_is_current() -> None:
    """docs/effect-families.md is generated from the schemas (issue 27 item 7: «generated
    from the schemas so it cannot drift»): `python -m engine.effects.families.doc`."""
    from engine.effects.families.doc import render

    assert (ROOT / "docs" / "effect-families.md").read_text(encoding="utf-8") == render()


def test_a_seats_faction_is_checked_and_kept_in_the_state() -> None:
    """«A role's faction may be overridden per player» (`faction: mafia`): the seat's
    faction from the start (the player table, the win check); an unknown one is refused
    with the line."""
    from engine.model.errors import ScenarioError
    from engine.scenario.load import load_scenario_text

    text = (
        "ruleset: mafiascum\nplayers:\n  - {name: A, secret: roleblocker, faction: mafia}\n"
        "  - {name: B, secret: cop}\n  - {name: C, secret: cop}\n"
    )
    assert [p.faction for p in load_scenario_text(text).start().players] == [
        "mafia",
        "town",
        "town",
    ]
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text.replace("faction: mafia", "faction: mafai"))
    assert ":3:" in str(info.value) and "unknown faction 'mafai'" in str(info.value)
