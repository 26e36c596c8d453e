"""«Возвращение» rules catalogue (seed 001), r02: the public roles (явные роли)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .helpers import game, night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve


def test_r02_01_monk_heals_10_each_night(resolve: Resolve) -> None:
    """«Монах. Каждую ночь лечится на 10 хп.» Master: 60 → 70 at step 26."""
    (p1,) = resolve(night(["Mon: monk/civilian/60", "Civ: other/civilian"], []))
    assert p1.deltas("Mon", 26) == [10] and p1.hp("Mon") == 70


def test_r02_02_big_guy_starts_and_caps_at_130(resolve: Resolve) -> None:
    """«Здоровяк. Стартовое и максимальное здоровье - 130 хп.»"""
    (p1,) = resolve(
        night(
            ["Big: big_guy/civilian", "Kil: other/killer"],
            ["{actor: Kil, ability: sniper_rifle, target: Big}"],
        )
    )
    assert p1.start_hp("Big") == 130 and p1.max_hp("Big") == 130 and p1.hp("Big") == 55


def test_r02_03_medic_treats_10_or_15_in_hospital(resolve: Resolve) -> None:
    """«Медик. Каждый день может лечить любого персонажа. Лечение восстановит 10 хп (15 хп,
    если цель днём находилась в больнице).»"""
    (p1,) = resolve(
        game(
            ["Med: medic/civilian", "A: other/civilian/60", "B: other/civilian/40"],
            ["{actor: Med, ability: treat, target: A}"],
        )
    )
    assert p1.hp("A") == 70
    (q1,) = resolve(
        game(
            ["Med: medic/civilian", "A: other/civilian/60", "B: other/civilian/40"],
            ["{actor: Med, ability: treat, target: B}"],
        )
    )
    assert q1.hp("B") == 55


def test_r02_04_vdv_counterattacks_20_at_step_19(resolve: Resolve) -> None:
    """«ВДВшник. Ночью контратакует нападающих на себя (если не в коме). При этом наносит
    каждому по 20 урона. Способность не считается атакой и не считается ночной
    способностью. Способность работает из больницы»
    Master: the killer shoots the vdv (in hospital at 45); 20 to the killer at step 19."""
    (p1,) = resolve(
        night(
            ["Vdv: vdv/civilian/45", "Kil: other/killer"],
            ["{actor: Kil, ability: sniper_rifle, target: Vdv}"],
        )
    )
    [counter] = p1.events(19)
    assert (counter.actor, counter.target, counter.delta, counter.attack) == (
        "Vdv",
        "Kil",
        -20,
        False,
    )


def test_r02_05_vdv_in_coma_does_not_counter(resolve: Resolve) -> None:
    """«(если не в коме)»"""
    (p1,) = resolve(
        night(
            ["Vdv: vdv/civilian/15", "Bos: other/boss"],
            [
                "{actor: Bos, ability: connections, target: Vdv}",
                "{actor: Bos, ability: pistol, target: Vdv}",
            ],
        )
    )
    assert p1.events(19) == []


def test_r02_06_paranoid_seen_as_civilian_never_exposed_nor_revealed(resolve: Resolve) -> None:
    """«Параноик. Не может быть разоблачён или опознан. С точки зрения связей и досье
    считается мирным жителем. После смерти тайная роль не раскрывается.»
    Master: connections says civilian, dossier peaceful, exposure stays 0; his death
    carries revealed_role null."""
    (p1,) = resolve(
        night(
            [
                "Par: paranoid/killer/10",
                "Bos: other/boss",
                "Kom: other/commissar",
                "Civ: other/civilian",
                "Nin: other/ninja",
            ],
            [
                "{actor: Bos, ability: connections, target: Par, exposure: 2}",
                "{actor: Kom, ability: dossier, target: Par}",
                "{actor: Civ, ability: expose, target: Par}",
                "{actor: Nin, ability: katana, target: Par}",
            ],
        )
    )
    assert p1.result("Bos", "connections") == {"role": "civilian"}
    assert p1.result("Kom", "dossier") == {"peaceful": True}
    assert p1.trace.player("Par").to_json()["exposure"] == 0
    assert p1.death("Par").to_json()["revealed_role"] is None


def test_r02_07_prosecutor_plus_30_when_a_non_law_role_dies_by_day(resolve: Resolve) -> None:
    """«Прокурор. Восстанавливает 30 хп, если днём погибает хотя бы один персонаж, чья роль
    раскрывается не как закон. Не работает, если погибает в этот день сам.»
    Master: the boss is executed: the prosecutor 50 → 80; a civilian executed: nothing."""
    (p1,) = resolve(
        game(
            ["Pro: prosecutor/civilian/50", "A: other/civilian", "B: other/boss"],
            {"votes": {"Pro": "B", "A": "B"}},
        )
    )
    assert p1.hp("Pro") == 80
    (q1,) = resolve(
        game(
            ["Pro: prosecutor/civilian/50", "A: other/civilian", "B: other/boss"],
            {"votes": {"Pro": "A", "B": "A"}},
        )
    )
    assert q1.hp("Pro") == 50


def test_r02_08_prosecutor_executed_himself_gets_nothing(resolve: Resolve) -> None:
    """«Не работает, если погибает в этот день сам.»"""
    (p1,) = resolve(
        game(
            ["Pro: prosecutor/boss/50", "A: other/civilian", "B: other/civilian"],
            {"votes": {"A": "Pro", "B": "Pro"}},
        )
    )
    assert not p1.alive("Pro") and p1.deltas("Pro") == [-50]


def test_r02_09_avenger_mortally_wounded_for_one_phase(resolve: Resolve) -> None:
    """«Мститель. Вместо смерти получает статус "смертельно ранен" на следующую фазу (день
    или ночь). По её окончании умирает (не спасает ничего). Смертельно раненный мститель
    считается живым персонажем со 100 хп.»
    Master: killed at night 1, alive with 100 HP on day 1 (votes), dead at its end with the
    killer's frag."""
    p1, p2 = resolve(
        night(
            ["Ave: avenger/civilian/50", "Kil: other/killer", "Civ: other/civilian"],
            ["{actor: Kil, ability: sniper_rifle, target: Ave}"],
            {"votes": {"Ave": "Kil"}},
        )
    )
    assert p1.alive("Ave") and p1.status("Ave") == "mortally_wounded" and p1.hp("Ave") == 100
    assert p2.votes_for("Kil") == 1.0
    assert not p2.alive("Ave") and p2.frag("Ave") == "Kil"


def test_r02_10_plagiarist_copies_for_the_next_night_and_day(resolve: Resolve) -> None:
    """«Плагиатор. Копирует способности явной роли цели на следующую ночь и день.»
    Master: copying the monk on day 1: +10 at night 1; copying the medic: treat on day 2."""
    _p1, p2 = resolve(
        game(
            ["Pla: plagiarist/civilian/60", "Mon: monk/civilian"],
            ["{actor: Pla, ability: copy, target: Mon}"],
            [],
        )
    )
    assert p2.deltas("Pla", 26) == [10]
    _q1, _q2, q3 = resolve(
        game(
            ["Pla: plagiarist/civilian", "Med: medic/civilian", "Civ: other/civilian/60"],
            ["{actor: Pla, ability: copy, target: Med}"],
            [],
            ["{actor: Pla, ability: treat, target: Civ}"],
        )
    )
    assert q3.codes("Pla") == [] and q3.deltas("Civ") == [10]


def test_r02_11_plagiarist_not_twice_not_stuntman_not_self(resolve: Resolve) -> None:
    """«Нельзя применить к одному и тому же игроку дважды за игру. Нельзя применить к
    каскадёру и к самому себе.»"""
    p1, _p2, p3 = resolve(
        game(
            ["Pla: plagiarist/civilian", "Stu: stuntman/civilian", "Mon: monk/civilian"],
            ["{actor: Pla, ability: copy, target: Stu}"],
            [],
            ["{actor: Pla, ability: copy, target: Pla}"],
        )
    )
    assert p1.codes("Pla") == ["cannot_copy"] and p3.codes("Pla") == ["not_on_self"]
    _q1, _q2, q3 = resolve(
        game(
            ["Pla: plagiarist/civilian", "Mon: monk/civilian"],
            ["{actor: Pla, ability: copy, target: Mon}"],
            [],
            ["{actor: Pla, ability: copy, target: Mon}"],
        )
    )
    assert q3.codes("Pla") == ["once_per_target"]


def test_r02_12_undertaker_15_per_night_death(resolve: Resolve) -> None:
    """«Гробовщик. Восстанавливает 15 хп за каждого погибшего ночью игрока. Восстановление
    происходит утром, если гробовщик выжил.» Master: two die, 50 → 80."""
    (p1,) = resolve(
        night(
            [
                "Und: undertaker/civilian/50",
                "Kil: other/killer",
                "Nin: other/ninja",
                "A: other/civilian/60",
                "B: other/civilian/60",
            ],
            [
                "{actor: Kil, ability: sniper_rifle, target: A}",
                "{actor: Nin, ability: katana, target: B}",
            ],
        )
    )
    assert p1.dead() == ["A", "B"] and p1.hp("Und") == 80


def test_r02_13_student_twice_from_targeted_heals_only(resolve: Resolve) -> None:
    """«Студент. Любое целевое лечение действует на студента в 2 раза эффективнее (не
    усиливает эффект от восстановления в больнице и прочих пассивных восстановлений).»
    Master: at 30 (hospital) the sensei's 40 → 80, the hospital's 15 stays 15."""
    (p1,) = resolve(
        night(
            ["Stu: student/civilian/30", "Sen: other/sensei"],
            ["{actor: Sen, ability: heal, target: Stu}"],
        )
    )
    assert p1.deltas("Stu", 25) == [80] and p1.deltas("Stu", 26) == [15]


def test_r02_14_stuntman_three_statuses_and_the_morning_warning(resolve: Resolve) -> None:
    """«Каскадёр. Может иметь лишь 3 статуса: здоров (30-100 хп), тяжело ранен (1-29) и
    мёртв. Утром узнаёт, если имеет менее 80 хп.»
    Master: 100 − 75 = 25: heavily wounded (no coma, hospital); below 80: told."""
    (p1,) = resolve(
        night(
            ["Stu: stuntman/civilian", "Kil: other/killer"],
            ["{actor: Kil, ability: sniper_rifle, target: Stu}"],
        )
    )
    assert p1.status("Stu") == "heavily_wounded" and p1.location("Stu") == "hospital"
    assert p1.result("Stu", "stuntman") == {"below_80": True}
    (q1,) = resolve(
        night(
            ["Stu: stuntman/civilian/100", "Nin: other/ninja"],
            ["{actor: Nin, ability: katana, target: Stu}"],
        )
    )
    assert q1.status("Stu") == "healthy" and q1.hp("Stu") == 35


def test_r02_15_cultist_a_third_of_his_missing_hp_at_most_27(resolve: Resolve) -> None:
    """«Культист. Каждый день ... может нанести цели урон, равный трети своего недостающего
    хп на момент начала дня (но не больше 27).»
    Master: at 40 (60 missing) 20 damage; at 10 (90 missing) 27."""
    (p1,) = resolve(
        game(
            ["Cul: cultist/civilian/40", "Civ: other/civilian"],
            ["{actor: Cul, ability: curse, target: Civ}"],
        )
    )
    assert p1.deltas("Civ") == [-20]
    (q1,) = resolve(
        game(
            ["Cul: cultist/civilian/20", "Civ: other/civilian"],
            ["{actor: Cul, ability: curse, target: Civ}"],
        )
    )
    assert q1.deltas("Civ") == [-27]


def test_r02_16_vip_immune_to_curse_strike_counterattack(resolve: Resolve) -> None:
    """«VIP. Имеет иммунитет к дневной способности культиста, к ударам, а также к
    контратакам ВДВшника.»"""
    (p1,) = resolve(
        game(
            ["Cul: cultist/civilian/40", "Vip: vip/civilian"],
            ["{actor: Cul, ability: curse, target: Vip}"],
        )
    )
    assert p1.codes("Cul") == ["immune"]
    (q1,) = resolve(
        night(
            ["Civ: other/civilian", "Vip: vip/killer", "Vdv: vdv/civilian"],
            [
                "{actor: Civ, ability: strike, target: Vip}",
                "{actor: Vip, ability: sniper_rifle, target: Vdv}",
            ],
        )
    )
    assert q1.codes("Civ") == ["immune"] and q1.events(19) == []


def test_r02_17_counterattack_is_not_an_attack_marks_stay(resolve: Resolve) -> None:
    """«Способность не считается атакой и не считается ночной способностью.»
    Master: the sensei's protection put a mark on the killer; the vdv's 20 at step 19
    does not fire it (only attacks and traps do)."""
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Kil: other/killer", "Vdv: vdv/civilian"],
            [
                "{actor: Sen, ability: protection, target: Kil}",
                "{actor: Kil, ability: sniper_rifle, target: Vdv}",
            ],
        )
    )
    assert p1.deltas("Kil") == [-20] and p1.marks("Kil") == 1


def test_r02_18_paranoid_never_identified(resolve: Resolve) -> None:
    """«Не может быть разоблачён или опознан.»"""
    _p1, _p2, p3 = resolve(
        night(
            ["Civ: other/civilian", "Par: paranoid/killer", "Vic: other/civilian/60"],
            [
                "{actor: Civ, ability: witness, target: Vic}",
                "{actor: Par, ability: sniper_rifle, target: Vic}",
            ],
            [],
            ["{actor: Civ, ability: identification, target: Par}"],
        )
    )
    assert p3.result("Civ", "identification") == {"suspicious": False}


def test_r02_19_undertaker_who_died_gets_nothing(resolve: Resolve) -> None:
    """«Восстановление происходит утром, если гробовщик выжил.»"""
    (p1,) = resolve(
        night(
            [
                "Und: undertaker/civilian/60",
                "Kil: other/killer",
                "Nin: other/ninja",
                "A: other/civilian/60",
            ],
            [
                "{actor: Kil, ability: sniper_rifle, target: Und}",
                "{actor: Nin, ability: katana, target: A}",
            ],
        )
    )
    assert p1.dead() == ["Und", "A"] and p1.deltas("Und") == [-75]
