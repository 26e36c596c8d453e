"""Issue 27: MafiaLife's night runs on the shared effect families (engine/effects/families),
each move told through a protection list (families/night_move.py), none on its own code."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.effects import effect_kind
from engine.effects.families.base import FamilyKind
from engine.model.errors import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset
from tests.engine.ruleset.test_ruleset_schema import broken_copy, line_of


def test_every_ability_is_a_family_kind() -> None:
    rs = builtin_ruleset("mafialife")
    own = {k for k, a in rs.abilities.items() if not isinstance(effect_kind(a.kind), FamilyKind)}
    assert own == set()
    assert len(rs.abilities) == 28


def test_the_night_moves_name_their_protection_list() -> None:
    """«Защита:» each move of the night is tried against its list (the seed's pages)."""
    rs = builtin_ruleset("mafialife")
    lists = {k: a.effect.get("list") for k, a in rs.abilities.items()}
    assert lists["heal"] == "protect"
    assert lists["check"] == "info"
    assert lists["steal_documents"] == "info"
    assert lists["sleep"] == "block"
    assert lists["redirect"] == "redirect"


def test_a_heal_without_its_mark_fails_at_load_with_its_line(tmp_path: Path) -> None:
    path = broken_copy(
        tmp_path, "mafialife", "effect: {list: protect, marks: heal, anti: doctor}",
        "effect: {list: protect, anti: doctor}",
    )  # fmt: skip
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "names its mark (`marks`)" in caught.value.message
    assert caught.value.line == line_of(path, "effect: {list: protect, anti: doctor}")


def test_a_block_naming_an_unknown_list_fails_at_load(tmp_path: Path) -> None:
    path = broken_copy(
        tmp_path, "mafialife", "effect: {list: block, anti: girl, not_twice_running: true}",
        "effect: {list: blok, anti: girl, not_twice_running: true}",
    )  # fmt: skip
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "unknown entry of numbers.protection_lists 'blok' (did you mean 'block'?)" in str(
        caught.value
    )
