"""AM-15's knives and murder on the shared HP attack family (issue 27): `hp_attack`'s
parameters (amount by the actor's place and by a combo, roles it does not hurt, a recoil
with its base by ruling, a target's mark, a named guess) play seed 000's maniac, psycho
and murder from rulesets/am15.yaml alone (../shared/seeds/000*)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine.effects import index
from engine.model.errors import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset
from tests.engine.am15.test_rules_attacks import maniac, sixteen
from tests.engine.am15.test_rules_checks import town
from tests.engine.am15.test_rules_delayed import game

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("key", ["maniac_knife", "psycho_knife", "murder"])
def test_the_knives_and_murder_are_the_attack_family(key: str) -> None:
    kind = builtin_ruleset("am15").abilities[key].kind
    assert kind == "hp_attack"
    assert index.KINDS[kind] == "engine.effects.families.attack"


# --- the maniac's knife: amount_at, combo_with, immune_roles -------------------------------------


def test_maniac_knife_deals_45_from_hospital(resolve: Resolve) -> None:
    """Маньяк: «Нож – наносит цели 95 урона. Может использовать из больницы (если не в
    коме), нанося 45 урона.»
    Master: the maniac at 40 HP lies in hospital: Civ takes 45 (95 when he is healthy).
    """
    (p1,) = resolve(maniac(maniac=", hp: 40"))
    assert p1.deltas("Civ", 12) == [-45]
    (q1,) = resolve(maniac())
    assert q1.deltas("Civ", 12) == [-95]


def test_maniac_knife_with_a_heal_the_same_night_deals_45(resolve: Resolve) -> None:
    """«В игре на 16-17 вместо Охоты имеет способность: Лечение ... Можно играть из больницы
    или в одну ночь с убийством или с ножом, тогда нож наносит 45 урона.»
    Master: 16 players, the healthy maniac knifes C1 and heals C2: C1 takes 45.
    """
    orders = ["{actor: Man, ability: knife, target: C1}", "{actor: Man, ability: heal, target: C2}"]
    (p1,) = resolve(sixteen(orders))
    assert p1.deltas("C1") == [-45]


@pytest.mark.parametrize(("ruling", "psycho"), [("not_attacked", []), ("attacked", [-45])])
def test_maniac_knife_spares_the_psycho_and_tells_him(
    resolve: Resolve, ruling: str, psycho: list[int]
) -> None:
    """«Если атаковал психа, узнаёт об этом и не наносит урона.» (ruling
    maniac_knife_on_psycho: is the psycho still «атакован» for his marks?)
    Master: the sensei's protection marks the psycho; the knife deals him nothing and the
    maniac is told 'psycho'; only if the knife still counts as an attack does the mark go
    off (45, no attack).
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Sen, ability: protection, target: Psy}",
                "{actor: Man, ability: knife, target: Psy}",
            ],
            rulings=f"maniac_knife_on_psycho: {ruling}",
        )
    )
    assert p1.deltas("Psy", 12) == psycho
    assert p1.result("Man", "knife") == {"found": "psycho"}
    [told] = p1.actions(12, ability="knife")
    assert told.outcome == "no_damage" and told.rulings == ("maniac_knife_on_psycho",)


# --- the psycho's knife: chosen, recoil, spared_by_faction --------------------------------------


def test_psycho_takes_half_back(resolve: Resolve) -> None:
    """Псих: «Нож – наносит цели любое количество урона в пределах 1-5000, наносит половину
    этого урона себе.» · «Весь урон при необходимости округляется в большую сторону.»
    Master: 37 on C1: C1 -37, the psycho -19 (18.5 up), not an attack.
    """
    (p1,) = resolve(game(town(), ["{actor: Psy, ability: knife, target: C1, amount: 37}"]))
    assert p1.deltas("C1") == [-37]
    [back] = p1.events(13, target="Psy")
    assert (back.delta, back.attack, back.actor) == (-19, False, "Psy")


@pytest.mark.parametrize(("base", "back"), [("amount", [-20]), ("dealt", [-10])])
def test_psycho_half_of_the_amount_or_of_the_damage_dealt(
    resolve: Resolve, base: str, back: list[int]
) -> None:
    """«наносит половину этого урона себе» (ruling psycho_self_damage_base: of the number
    he named, or of what the target took).
    Master: the guard halves 40 on C1 to 20: the psycho takes 20 or 10.
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Bru, ability: guard, target: C1}",
                "{actor: Psy, ability: knife, target: C1, amount: 40}",
            ],
            rulings=f"psycho_self_damage_base: {base}",
        )
    )
    assert p1.deltas("C1") == [-20]
    assert p1.deltas("Psy") == back
    [event] = p1.events(13, target="Psy")
    assert "psycho_self_damage_base" in event.rulings


def test_psycho_guessed_faction_no_self_damage(resolve: Resolve) -> None:
    """«Может назвать фракцию цели. Тогда если угадывает фракцию цели и маньяк мёртв, не
    получает урона от этой способности, если цель не мирный житель.»
    Master: the maniac dead, 'Bos is mafia': Bos takes 40, the psycho nothing ('no
    self-damage', faction guessed); a wrong 'yakuza' costs him 20.
    """
    order = "{actor: Psy, ability: knife, target: Bos, amount: 40, faction: %s}"
    (p1,) = resolve(game(town(dead=("Man",)), [order % "mafia"]))
    assert p1.deltas("Bos") == [-40] and p1.deltas("Psy") == []
    [spared] = p1.actions(13, ability="knife")
    assert spared.outcome == "no_self_damage"
    assert [n.code for n in spared.notes] == ["faction_guessed"]
    (q1,) = resolve(game(town(dead=("Man",)), [order % "yakuza"]))
    assert q1.deltas("Psy") == [-20]


# --- murder: a named guess only, protected roles -------------------------------------------------


def test_murder_right_guess_kills_outright(resolve: Resolve) -> None:
    """Маньяк: «Убийство – называет тайную роль персонажа. Если угадывает, персонаж
    умирает.»
    Master: 'Ko1 is a commissar': Ko1 dies at step 27, the maniac's frag, no heal saves him.
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Man, ability: murder, target: Ko1, role: commissar}",
                "{actor: Sen, ability: heal, target: Ko1}",
            ],
        )
    )
    death = p1.death("Ko1")
    assert death is not None and (death.frag, death.step) == ("Man", 27)


def test_murder_wrong_guess_does_nothing(resolve: Resolve) -> None:
    """«Если не угадывает, ничего не происходит.»
    Master: 'Ko1 is a punisher': no HP moves, nobody dies (not the maniac either, unlike
    «Возвращение»'s Кара); the event says 'missed'.
    """
    (p1,) = resolve(game(town(), ["{actor: Man, ability: murder, target: Ko1, role: punisher}"]))
    assert p1.trace.events() == [] and p1.trace.deaths == ()
    [missed] = p1.actions(27, ability="murder")
    assert missed.outcome == "missed"


def test_murder_civilian_protected_while_the_hunters_live(resolve: Resolve) -> None:
    """«Нельзя называть роль мирного жителя, пока не погибнет вся мафия, якудза, комиссар,
    шпион и каратели.»
    Master: mafia and yakuza dead, a commissar alive: refused, naming the commissar; with
    commissars and punisher dead too, 'C1 is a civilian' kills C1.
    """
    mafia_yakuza = ("Bos", "Bru", "Kil", "Sen", "Nin", "Shi")
    order = ["{actor: Man, ability: murder, target: C1, role: civilian}"]
    (p1,) = resolve(game(town(dead=mafia_yakuza), order))
    [refused] = p1.rejected("Man")
    assert (refused.code, refused.data["detail"]) == ("civilian_protected", "commissar")
    (q1,) = resolve(game(town(dead=(*mafia_yakuza, "Ko1", "Ko2", "Pun")), order))
    assert q1.frag("C1") == "Man"


def test_a_ruling_option_the_attack_family_does_not_understand_fails_at_load(
    tmp_path: Path,
) -> None:
    """The maniac's ruling maniac_knife_on_psycho is read by hp_attack's
    `immune_roles_ruling`, which knows `not_attacked` and `attacked` only."""
    text = (ROOT / "rulesets" / "am15.yaml").read_text(encoding="utf-8")
    old = 'attacked: {en: "yes: his marks fire, a vdv counters"'
    assert old in text
    path = tmp_path / "am15_variant.yaml"
    path.write_text(text.replace(old, old.replace("attacked:", "half:", 1), 1), encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    message = str(info.value)
    assert "am15_variant.yaml" in message and "immune_roles_ruling" in message
    assert "'maniac_knife_on_psycho' offers option 'half', not understood here" in message
