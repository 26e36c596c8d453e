"""Ids nested inside a family's parameters are checked at load like top-level ones (issue 27,
item 4: «an unknown key or id fails with file, line and a did-you-mean»): a faction inside
the mask family's `learns` or an investigate's `ran` (families.ran), in an ability's effect
or in a role's override of it.

What a master checks by hand: a misspelt faction in a variant is named with the variant's
file, the line of the word, and the faction he meant."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import RulesetError
from engine.ruleset.load import load_ruleset

from .variant import write_variant


def load_error(data: Path, body: str) -> RulesetError:
    path = write_variant(data, "am15", body)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    return caught.value


def test_a_faction_inside_the_mind_clouds_learns_is_checked(data: Path) -> None:
    """«Помутнение разума»'s report (mask `learns`, a nested `Ran`) names factions that
    must exist: `yakuzza` fails at its line in the variant, with `yakuza` suggested."""
    error = load_error(
        data,
        "abilities:\n  mind_cloud:\n    effect:\n"
        "      learns:\n        faction: faction\n        also_to: {mafia: yakuzza}\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 9
    assert "unknown faction 'yakuzza'" in error.message
    assert "did you mean 'yakuza'" in error.message
    assert "mind_cloud" in error.message


def test_a_faction_key_inside_the_observations_ran_is_checked(data: Path) -> None:
    """«Наблюдение»: «Члены противоположной фракции ... это также узнают» (seed 000): the
    watched side (a key of `also_to`) is checked too, at its line."""
    error = load_error(
        data,
        "abilities:\n  observation:\n    effect:\n      ran:\n"
        "        role: role\n        also_to:\n          mafiaa: yakuza\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 10
    assert "unknown faction 'mafiaa'" in error.message
    assert "did you mean 'mafia'" in error.message


def test_a_roles_override_of_a_nested_faction_is_checked(data: Path) -> None:
    """A role's grant may override the effect (`{ability: mind_cloud, effect: ...}`): the
    faction inside is checked and named at the role."""
    error = load_error(
        data,
        "secret_roles:\n  psycho:\n    abilities:\n      - psycho_knife\n      - heal\n"
        "      - {ability: mind_cloud, charges: 2,\n"
        "         effect: {learns: {faction: faction, also_to: {mafia: yakuzza}}}}\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line is not None
    assert "psycho" in error.message
    assert "unknown faction 'yakuzza'" in error.message
    assert "did you mean 'yakuza'" in error.message
