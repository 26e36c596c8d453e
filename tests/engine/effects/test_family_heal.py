"""The heal and protect families (issue 27): one heal and one protection for AM-15,
«Возвращение» and any variant, their differences data (`numbers.healing`,
an ability's `effect:`, the ruleset's gate `ret_night`).

What a master checks by hand: a heal's HP, who may not heal (himself by ruling, a healer
at 0 HP or below by ruling), a variant's heal to full that cures a mark, and a mistake in
the heal's data named with its file, line and the nearest word."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset
from tests.engine.am15_return.helpers import night

from .variant import write_variant

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve


def test_both_rulesets_heal_with_the_family() -> None:
    """«Лечение – лечит цель на 40 хп.» in both seeds: one kind, the same amount."""
    for ruleset in ("am15", "am15_return"):
        heal = builtin_ruleset(ruleset).abilities["heal"]
        assert (heal.kind, heal.effect["amount"]) == ("heal", 40)


@pytest.mark.parametrize(("option", "healed"), [("allowed", [40]), ("forbidden", [])])
def test_self_heal_by_the_self_target_ruling(
    resolve: Resolve, option: str, healed: list[int]
) -> None:
    """«Возвращение», ruling `self_target` (the gate `ret_night`): forbidden, the
    sensei's heal on himself is refused (`not_on_self`)."""
    (p1,) = resolve(
        night(
            ["Sen: other/sensei/50"],
            ["{actor: Sen, ability: heal, target: Sen}"],
            rulings={"self_target": option},
        )
    )
    assert p1.deltas("Sen") == healed
    assert p1.codes("Sen") == ([] if healed else ["not_on_self"])


@pytest.mark.parametrize(("option", "healed"), [("acts", [40]), ("inert", [])])
def test_a_healer_at_zero_hp_by_ruling(resolve: Resolve, option: str, healed: list[int]) -> None:
    """«однако такой персонаж всё ещё может получить лечение» — but may he heal? Ruling
    `negative_hp_acts` (the gate `ret_night`): the sensei at −15 after the sniper's
    shot (step 10) heals at step 25 only while the ruling says `acts`."""
    (p1,) = resolve(
        night(
            ["Kil: other/killer", "Sen: other/sensei/60", "Civ: other/civilian/50"],
            [
                "{actor: Kil, ability: sniper_rifle, target: Sen}",
                "{actor: Sen, ability: heal, target: Civ}",
            ],
            rulings={"negative_hp_acts": option},
        )
    )
    assert p1.deltas("Civ") == healed
    if not healed:
        [action] = p1.actions(ability="heal")
        assert action.outcome == "no_effect" and "negative_hp_acts" in action.rulings


def variant(data: Path, body: str) -> Path:
    return write_variant(data, "am15_return", body)


def test_a_variant_heals_to_full_and_cures_a_mark(data: Path, resolve: Resolve) -> None:
    """A variant in YAML only: the heal restores every HP missing and takes away the
    protection's mark («цель ... получает метку»): the next night's attack deals no +45."""
    variant(
        data,
        "abilities:\n  heal: {effect: {to_full: true, cures: [mark]}}\n"
        "add:\n  text:\n    note.cured_mark: {en: 'the mark is gone', ru: 'метка снята'}\n",
    )
    scenario = night(
        ["Sen: other/sensei", "Pro: other/sensei", "Civ: other/civilian/50"],
        [
            "{actor: Pro, ability: protection, target: Civ}",
            "{actor: Sen, ability: heal, target: Civ}",
        ],
    )
    (base,) = resolve(scenario)
    assert base.deltas("Civ") == [40] and base.marks("Civ") == 1
    (p1,) = resolve(scenario.replace("ruleset: am15_return", "ruleset: mine"))
    assert p1.deltas("Civ") == [50] and p1.hp("Civ") == p1.max_hp("Civ") == 100
    [heal] = p1.events(target="Civ")
    assert [n.code for n in heal.notes] == ["cured_mark"]
    assert p1.marks("Civ") == 0


def test_a_mistake_in_the_healing_section_is_named(data: Path) -> None:
    path = variant(data, 'numbers:\n  healing: {student_facto: "3"}\n')
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "student_facto" in str(caught.value) and "did you mean 'student_factor'" in str(
        caught.value
    )


def test_an_unknown_place_of_a_heal_is_named(data: Path) -> None:
    path = variant(data, "abilities:\n  treat: {effect: {amount: 10, amount_at: {hospitel: 15}}}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "unknown location 'hospitel'" in str(caught.value)
    assert "did you mean 'hospital'" in str(caught.value)
    assert caught.value.line == 5


def test_both_rulesets_protect_with_the_family() -> None:
    """«Защита - цель получает только половину урона от каждой атаки, но получает метку.»
    (seed 000) and «Защита – цель не получает урона от самой сильной атаки в эту ночь, но
    получает метку.» (seed 001): the `protect` family's HP layers, with the mark; the
    sensei's «Медитация» is its `meditation` layer in both."""
    layers = {
        ruleset: {
            key: (a.kind, a.effect.get("layer"), a.effect.get("mark", False))
            for key, a in builtin_ruleset(ruleset).abilities.items()
            if key in ("self_defense", "protection", "meditation")
        }
        for ruleset in ("am15", "am15_return")
    }
    assert layers == {
        "am15": {
            "meditation": ("protect", "meditation", False),
            "self_defense": ("protect", "halving", False),
            "protection": ("protect", "halving", True),
        },
        "am15_return": {
            "meditation": ("protect", "meditation", False),
            "self_defense": ("protect", "cancel_strongest", False),
            "protection": ("protect", "cancel_strongest", True),
        },
    }
