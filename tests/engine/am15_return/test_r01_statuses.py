"""«Возвращение» rules catalogue (seed 001), r01: statuses, death, negative HP, phases.

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .helpers import game, night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve


def test_r01_01_hospital_no_night_abilities_regen_15(resolve: Resolve) -> None:
    """«20-49 хп – Персонаж тяжело ранен. Он лежит в больнице, где восстанавливает 15 хп
    каждую ночь. При этом он не может использовать ночные способности»
    Master: the commissar at 40 cannot use dossier (rejected in_hospital) and gets +15 at
    step 26: 55 after the night."""
    (p1,) = resolve(
        night(
            ["Kom: other/commissar/40", "Civ: other/civilian"],
            ["{actor: Kom, ability: dossier, target: Civ}"],
        )
    )
    assert p1.codes("Kom") == ["in_hospital"]
    assert p1.deltas("Kom", 26) == [15] and p1.hp("Kom") == 55
    assert p1.status("Kom") == "lightly_wounded"


def test_r01_02_hospital_votes_and_acts_by_day(resolve: Resolve) -> None:
    """«но может голосовать и действовать днём»
    Master: by day the medic at 30 treats and votes; both count."""
    (p1,) = resolve(
        game(
            ["Med: medic/civilian/30", "A: other/civilian/50", "B: other/boss"],
            {
                "votes": {"Med": "B", "A": "B"},
                "orders": ["{actor: Med, ability: treat, target: A}"],
            },
        )
    )
    assert p1.hp("A") == 60 and p1.executed == "B"


def test_r01_03_coma_no_actions_no_vote_no_results(resolve: Resolve) -> None:
    """«1-19 хп – Персонаж в коме. Ему недоступны никакие действия, он не может голосовать
    и получать результаты проверок. По-прежнему восстанавливает 15 хп каждую ночь.»
    Master: the commissar at 10 is refused (in_coma), +15 at step 26 (25: hospital)."""
    (p1,) = resolve(
        night(
            ["Kom: other/commissar/10", "Civ: other/civilian"],
            ["{actor: Kom, ability: dossier, target: Civ}"],
        )
    )
    assert p1.codes("Kom") == ["in_coma"]
    assert p1.deltas("Kom", 26) == [15] and p1.location("Kom") == "hospital"


def test_r01_04_coma_vote_not_counted(resolve: Resolve) -> None:
    """«он не может голосовать»: a coma vote is kept, not counted."""
    (p1,) = resolve(
        game(
            ["A: other/civilian/10", "B: other/civilian", "C: other/boss"],
            {"votes": {"A": "C", "B": "C"}},
        )
    )
    assert p1.votes_for("C") == 1.0 and p1.executed == "C"
    assert "in_coma" in p1.codes("A")


def test_r01_05_death_announces_the_secret_role(resolve: Resolve) -> None:
    """«0 хп и меньше или прямая смерть – Персонаж мёртв. Всем объявляется его тайная роль.»
    Master: the dead civilian's death entry carries revealed_role: civilian."""
    (p1,) = resolve(
        night(
            ["Kil: other/killer", "Civ: other/civilian/70"],
            ["{actor: Kil, ability: sniper_rifle, target: Civ}"],
        )
    )
    death = p1.death("Civ")
    assert death is not None and death.to_json()["revealed_role"] == "civilian"
    assert p1.frag("Civ") == "Kil"


def test_r01_06_dead_not_a_target_not_votable(resolve: Resolve) -> None:
    """«Мёртвые игроки не могут быть целью способностей, за них нельзя отдавать голос»."""
    p1, p2 = resolve(
        game(
            ["A: other/civilian", "B: other/civilian", "C: other/boss", "Kom: other/commissar"],
            {"votes": {"A": "C", "B": "C", "Kom": "C"}},
            ["{actor: Kom, ability: dossier, target: C}"],
        )
    )
    assert p1.executed == "C"
    assert p2.codes("Kom") == ["target_dead"]


def test_r01_07_negative_hp_healed_at_the_heal_step_survives(resolve: Resolve) -> None:
    """«В процессе просчёта ночи хп персонажа могут заходить в минус, однако такой персонаж
    всё ещё может получить лечение ... Погибают только персонажи, у которых после просчёта
    всех шагов хп находится на нуле или ниже.»
    Master: A 60 − 75 = −15 at step 10, +40 at step 25 = 25: alive (hospital); B 60 − 65 =
    −5 with no heal: dead after step 27, frag the ninja."""
    (p1,) = resolve(
        night(
            [
                "Kil: other/killer",
                "Nin: other/ninja",
                "A: other/civilian/60",
                "B: other/civilian/60",
                "Sen: other/sensei",
            ],
            [
                "{actor: Kil, ability: sniper_rifle, target: A}",
                "{actor: Nin, ability: katana, target: B}",
                "{actor: Sen, ability: heal, target: A}",
            ],
        )
    )
    assert p1.hp_after("A", 10) == -15 and p1.hp("A") == 25 and p1.alive("A")
    assert p1.status("A") == "heavily_wounded"
    assert not p1.alive("B") and p1.frag("B") == "Nin"


def test_r01_08_day_and_night_alternate(resolve: Resolve) -> None:
    """Days and nights are separate phases (seed: «Каждый день ...», «Каждую ночь ...»).
    Master: a night ability by day and a day ability by night are rejected (wrong_phase)."""
    p1, p2 = resolve(
        game(
            ["Med: medic/commissar", "Civ: other/civilian/40"],
            ["{actor: Med, ability: dossier, target: Civ}"],
            ["{actor: Med, ability: treat, target: Civ}"],
        )
    )
    assert p1.codes("Med") == ["wrong_phase"] and p2.codes("Med") == ["wrong_phase"]
    assert p2.hp("Civ") == 40 + 15  # hospital regeneration at night 1


def test_r01_09_max_hp_is_cut_at_the_end_of_the_phase(resolve: Resolve) -> None:
    """«Стартовое и максимальное здоровье - 130 хп.» (100 for others)
    Master: the sensei heals a civilian at 90: 130 at step 25, 100 after the night."""
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Civ: other/civilian/90", "Big: big_guy/civilian/100"],
            ["{actor: Sen, ability: heal, target: Big}"],
        )
    )
    assert p1.hp_after("Big", 25) == 140 and p1.hp("Big") == 130


def test_r01_10_direct_death_ignores_heals_and_protection(resolve: Resolve) -> None:
    """«0 хп и меньше или прямая смерть – Персонаж мёртв. ... Смерть необратима.»
    Master: Кара names the boss right; the sensei's heal at step 25 comes before step 27
    anyway, and a katana naming the punisher is not undone by the heal that follows."""
    (p1,) = resolve(
        night(
            [
                "Nin: other/ninja",
                "Sen: other/sensei",
                "Pun: other/punisher",
                "Kom: other/commissar",
            ],
            [
                "{actor: Nin, ability: katana, target: Pun, role: punisher}",
                "{actor: Sen, ability: heal, target: Pun}",
            ],
        )
    )
    assert not p1.alive("Pun") and p1.events(25) == []
    assert [a.outcome for a in p1.actions(25)] == ["no_effect"]


def test_r01_11_avenger_survives_a_direct_death_for_one_phase(resolve: Resolve) -> None:
    """«Вместо смерти получает статус "смертельно ранен"» (ruling avenger_scope: all)."""
    p1, p2 = resolve(
        night(
            ["Ave: avenger/boss", "Pun: other/punisher", "Civ: other/civilian"],
            ["{actor: Pun, ability: retribution, target: Ave, role: boss}"],
            {"votes": {"Ave": "Civ", "Pun": "Ave"}},
        )
    )
    assert p1.status("Ave") == "mortally_wounded" and p1.dead() == []
    assert p2.dead() == ["Ave"] and p2.frag("Ave") == "Pun"
    assert p2.death("Ave").to_json()["revealed_role"] == "boss"
