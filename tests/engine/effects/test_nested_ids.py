"""Ids nested inside a family's parameters are checked at load like top-level ones (issue 27,
item 4: «an unknown key or id fails with file, line and a did-you-mean»): a faction inside
the mask family's `learns` or an investigate's `ran` (families.ran), in an ability's effect
or in a role's override of it; a check's mask role; a heal's places; the `numbers` records
of the damage marks, the automatic meditation and the heals per death. The schema reader
(engine.ruleset.schema) finds every `Ref` however deep, so the families no longer check
these by hand.

What a master checks by hand: a misspelt id in a variant is named with the variant's file,
the line of the word, and the id he meant."""

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


def test_a_role_inside_a_checks_masks_is_checked(data: Path) -> None:
    """«Выглядит в эту ночь как мирный житель» (seed 001): the role a mask shows (a
    `seen.Mask` in a check's `masks`) must be a secret role of the ruleset."""
    error = load_error(
        data,
        "abilities:\n  dossier:\n    effect:\n      masks:\n"
        "        - {effect: masquerade}\n        - {lying_low: true, role: civillian}\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 9
    assert "unknown secret role 'civillian'" in error.message
    assert "did you mean 'civilian'" in error.message


def test_a_faction_inside_a_numbers_list_entry_is_checked(data: Path) -> None:
    """«Гробовщик: Восстанавливает 20 хп за каждого погибшего игрока» (seed 000): a heal's
    `not_faction` (an entry of `numbers.heal_per_death.heals`) names a faction."""
    error = load_error(
        data,
        "numbers:\n  heal_per_death:\n    heals:\n"
        "      - {trait: undertaker, note: undertaker, not_faction: mafiya}\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 7
    assert "unknown faction 'mafiya'" in error.message
    assert "did you mean 'mafia'" in error.message


def test_a_faction_inside_the_damage_marks_is_checked(data: Path) -> None:
    """«Если персонаж с меткой, кроме якудзы, атакован» (AM-15's `numbers.damage.marks`):
    its immune factions are checked by the reader, at the word's line."""
    error = load_error(
        data,
        "numbers:\n  damage:\n    marks:\n      effect: mark\n      damage: 45\n"
        "      immune_factions: [yakuzza]\n      frag_ruling: mark_frag\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 9
    assert "unknown faction 'yakuzza'" in error.message
    assert "did you mean 'yakuza'" in error.message


def test_a_place_and_a_ruling_of_a_heal_are_checked(data: Path) -> None:
    """«Лечение восстановит 10 хп (15 хп, если цель находилась в больнице)» (seed 000): a
    heal's places (`amount_at`, `ruled_at`) are locations and `ruled_at`'s rulings exist,
    named by the reader at the word's line."""
    error = load_error(
        data,
        "abilities:\n  treat:\n    effect:\n      amount: 10\n      amount_at: {hospitl: 15}\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 8
    assert "unknown location 'hospitl'" in error.message
    assert "did you mean 'hospital'" in error.message
    error = load_error(
        data,
        "abilities:\n  treat:\n    effect:\n      amount: 10\n"
        "      amount_at: {hospital: 15}\n      ruled_at: {hospital: medic_coma}\n",
    )
    assert error.line == 9
    assert "unknown ruling 'medic_coma'" in error.message


def test_the_trait_of_the_automatic_meditation_is_checked(data: Path) -> None:
    """«медитацию включает автоматически каждую ночь» (seed 000, the sensei;
    `numbers.meditation_by_trait`): its trait is a known trait, named at its line."""
    error = load_error(
        data,
        "numbers:\n  meditation_by_trait:\n    trait: auto_meditaton\n"
        "    ability: meditation\n    note: auto_meditation\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 6
    assert "unknown trait 'auto_meditaton'" in error.message
    assert "did you mean 'auto_meditation'" in error.message


def test_the_murders_protected_factions_are_checked(data: Path) -> None:
    """«Убийство»: «Способность не считается применённой на персонажа» while his side lives
    (hp_attack's `protected_while_factions`, a top-level list of ids): at its line too."""
    error = load_error(
        data,
        "abilities:\n  murder:\n    effect:\n      named_param: role\n"
        "      protected_roles: [civilian]\n      protected_while_factions: [mafia, yakuzza]\n",
    )
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 9
    assert "unknown faction 'yakuzza'" in error.message
    assert "did you mean 'yakuza'" in error.message


@pytest.mark.parametrize(
    ("base", "section"),
    [
        (
            "am15_return",
            "morning_reports:\n    hp_warning: {trait: stuntmen, below: warn_below,"
            " says: below_80}",
        ),
        (
            "am15",
            "hp_reading:\n    warnings: [{trait: stuntmen, below: warn_below, says: below_80}]",
        ),
    ],
)
def test_the_trait_a_warning_names_is_checked(data: Path, base: str, section: str) -> None:
    """The stuntman «Утром узнаёт, если имеет менее 80 хп» (seed 001): a misspelt trait
    would have switched the warning off without a word; it fails at its line."""
    path = write_variant(data, base, f"numbers:\n  {section}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    error = caught.value
    assert error.file is not None and error.file.endswith("mine.yaml")
    assert error.line == 6  # the warning's own line, under the section's
    assert "unknown trait 'stuntmen'" in error.message
    assert "did you mean 'stuntman'" in error.message
