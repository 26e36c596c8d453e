"""«Возвращение» rules catalogue (seed 001), r03: the yakuza — sensei, ninja, shinobi."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .helpers import night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

YAKUZA = ["Sen: other/sensei", "Nin: other/ninja", "Shi: other/shinobi"]


def test_r03_01_protection_cancels_the_strongest_attack_and_marks(resolve: Resolve) -> None:
    """«Защита – цель не получает урона от самой сильной атаки в эту ночь, но получает
    метку.» «Если персонаж с меткой, кроме якудзы, получает урон от атаки или ловушки,
    каждая метка на нём наносит 45 урона (не атакой) и пропадает.»
    Master: sniper 75 cancelled; the pistol's 20 lands and fires the mark: 100 − 20 − 45."""
    (p1,) = resolve(
        night(
            [*YAKUZA, "Kil: other/killer", "Bos: other/boss", "Civ: other/civilian"],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Bos, ability: pistol, target: Civ}",
            ],
        )
    )
    assert [a.outcome for a in p1.actions(10)] == ["cancelled"]
    assert p1.deltas("Civ") == [-20, -45] and p1.hp("Civ") == 35
    mark = p1.events(8, target="Civ")[1]
    assert (mark.ability, mark.attack, mark.actor) == ("mark", False, "Bos")
    assert p1.marks("Civ") == 0


def test_r03_02_an_unfired_mark_stays(resolve: Resolve) -> None:
    """«Некоторые способности сэнсэя добавляют метку с этой ночи. О метке никто не узнаёт.»"""
    (p1,) = resolve(
        night([*YAKUZA, "Civ: other/civilian"], ["{actor: Sen, ability: protection, target: Civ}"])
    )
    assert p1.marks("Civ") == 1


def test_r03_03_marks_do_not_fire_on_yakuza(resolve: Resolve) -> None:
    """«кроме якудзы»"""
    (p1,) = resolve(
        night(
            [*YAKUZA, "Kil: other/killer", "Bos: other/boss"],
            [
                "{actor: Sen, ability: protection, target: Shi}",
                "{actor: Kil, ability: sniper_rifle, target: Shi}",
                "{actor: Bos, ability: pistol, target: Shi}",
            ],
        )
    )
    assert p1.deltas("Shi") == [-20] and p1.marks("Shi") == 1


def test_r03_04_meditation_25_percent_and_marks_on_visitors(resolve: Resolve) -> None:
    """«Медитация – сэнсэй получает только 25% урона от атак. Каждый игрок, применяющий
    способность на сэнсэя, получает метку.»
    Master: sniper 75 → 19 (rounded up); the killer and the commissar get a mark."""
    (p1,) = resolve(
        night(
            [*YAKUZA, "Kil: other/killer", "Kom: other/commissar"],
            [
                "{actor: Sen, ability: meditation}",
                "{actor: Kil, ability: sniper_rifle, target: Sen}",
                "{actor: Kom, ability: dossier, target: Sen}",
            ],
        )
    )
    assert p1.deltas("Sen") == [-19]
    assert p1.marks("Kil") == 1 and p1.marks("Kom") == 1


def test_r03_05_sensei_heals_40_every_night(resolve: Resolve) -> None:
    """«Лечение – лечит цель на 40 хп.» (no limit for the sensei)"""
    p1, _p2, p3 = resolve(
        night(
            [*YAKUZA, "Civ: other/civilian/55"],
            ["{actor: Sen, ability: heal, target: Civ}"],
            [],
            ["{actor: Sen, ability: heal, target: Nin}"],
        )
    )
    assert p1.deltas("Civ", 25) == [40] and p3.deltas("Nin", 25) == [40]


def test_r03_06_sensei_takes_the_katana_after_the_ninja_dies(resolve: Resolve) -> None:
    """«После смерти ниндзя сэнсэй забирает его катану (она добавляется к способностям на
    выбор), а медитацию может использовать вместе с любой другой способностью или из
    больницы (пока не в коме).»
    Master: night 2: katana 65 and meditation together; from hospital meditation alone."""
    p1, _p2, p3 = resolve(
        night(
            [
                "Sen: other/sensei",
                "Nin: other/ninja/10",
                "Kil: other/killer",
                "Civ: other/civilian",
            ],
            ["{actor: Kil, ability: sniper_rifle, target: Nin}"],
            [],
            [
                "{actor: Sen, ability: katana, target: Civ}",
                "{actor: Sen, ability: meditation}",
                "{actor: Kil, ability: sniper_rifle, target: Sen}",
            ],
        )
    )
    assert not p1.alive("Nin")
    assert p3.codes("Sen") == [] and p3.deltas("Civ") == [-65] and p3.deltas("Sen") == [-19]
    _q1, _q2, q3 = resolve(
        night(
            [
                "Sen: other/sensei/40",
                "Nin: other/ninja/10",
                "Kil: other/killer",
                "Civ: other/civilian",
            ],
            ["{actor: Kil, ability: sniper_rifle, target: Nin}"],
            [],
            [
                "{actor: Sen, ability: meditation}",
                "{actor: Kil, ability: dual_pistols, targets: [Sen, Civ]}",
            ],
        )
    )
    assert q3.codes("Sen") == [] and q3.deltas("Sen", 11) == [-10]


def test_r03_07_katana_65(resolve: Resolve) -> None:
    """«Катана – наносит 65 урона цели.»"""
    (p1,) = resolve(
        night([*YAKUZA, "Civ: other/civilian"], ["{actor: Nin, ability: katana, target: Civ}"])
    )
    [event] = p1.events(7)
    assert (event.actor, event.delta, event.attack) == ("Nin", -65, True)


def test_r03_08_katana_naming_the_role_kills(resolve: Resolve) -> None:
    """«Можно назвать тайную роль Комиссара или Карателя, и если цель её имеет, она
    умирает.» Master: the punisher dies though protected (a direct death); a wrong name:
    65 damage only."""
    (p1,) = resolve(
        night(
            [*YAKUZA, "Pun: other/punisher", "Kom: other/commissar"],
            [
                "{actor: Sen, ability: protection, target: Pun}",
                "{actor: Nin, ability: katana, target: Pun, role: punisher}",
            ],
        )
    )
    assert not p1.alive("Pun") and p1.frag("Pun") == "Nin" and p1.death("Pun").cause == "kill"
    (q1,) = resolve(
        night(
            [*YAKUZA, "Pun: other/punisher", "Kom: other/commissar"],
            ["{actor: Nin, ability: katana, target: Kom, role: punisher}"],
        )
    )
    assert q1.alive("Kom") and q1.hp("Kom") == 35


def test_r03_09_trap_fires_next_night_on_action(resolve: Resolve) -> None:
    """«Ловушка – устанавливает для цели ловушку. Если следующей ночью цель попытается
    выполнить ночное действие, ловушка сработает и нанесёт 95 урона (действует только на
    следующую ночь). Ловушка не считается атакой ни при установке, ни при срабатывании.»
    Master: night 2, the commissar checks someone: −95 at step 16, not an attack; his
    dossier still resolves, but at 5 HP he is in coma and its result is lost."""
    _p1, _p2, p3 = resolve(
        night(
            [*YAKUZA, "Kom: other/commissar", "Civ: other/civilian"],
            ["{actor: Nin, ability: trap, target: Kom}"],
            [],
            ["{actor: Kom, ability: dossier, target: Civ}"],
        )
    )
    [event] = p3.events(16)
    assert (event.actor, event.target, event.delta, event.attack) == ("Nin", "Kom", -95, False)
    [msg] = p3.messages_to("Kom", "dossier")
    assert msg.result == {"peaceful": True} and not msg.delivered and msg.withheld == "coma"


def test_r03_10_trap_idle_without_action_and_only_next_night(resolve: Resolve) -> None:
    """«(действует только на следующую ночь)»"""
    _p1, _p2, p3, _p4, p5 = resolve(
        night(
            [*YAKUZA, "Kom: other/commissar", "Civ: other/civilian"],
            ["{actor: Nin, ability: trap, target: Kom}"],
            [],
            [],
            [],
            ["{actor: Kom, ability: dossier, target: Civ}"],
        )
    )
    assert p3.events(16) == [] and p5.events(16) == []


def test_r03_11_trap_damage_fires_marks(resolve: Resolve) -> None:
    """«получает урон от атаки или ловушки»: a protected civilian (mark) caught in a trap."""
    _p1, _p2, p3 = resolve(
        night(
            [*YAKUZA, "Civ: other/civilian", "Kom: other/commissar"],
            ["{actor: Nin, ability: trap, target: Civ}"],
            [],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Civ, ability: expose, target: Kom}",
            ],
        )
    )
    assert p3.deltas("Civ") == [-95, -45]


def test_r03_12_espionage_targets_and_visitors(resolve: Resolve) -> None:
    """«Шпионаж – получает список персонажей, на которые цель применяла свои целевые
    ночные способности этой ночью, а также список персонажей, которые применяли свои
    целевые ночные способности на эту цель.»"""
    (p1,) = resolve(
        night(
            [*YAKUZA, "Kom: other/commissar", "Civ: other/civilian", "Kil: other/killer"],
            [
                "{actor: Shi, ability: shadow, target: Kom}",
                "{actor: Kom, ability: dossier, target: Civ}",
                "{actor: Kil, ability: sniper_rifle, target: Kom}",
            ],
        )
    )
    assert p1.result("Shi", "shadow") == {"targets": ["Civ"], "visitors": ["Kil"]}


def test_r03_13_masquerade_fools_checks_and_the_death_reveal(resolve: Resolve) -> None:
    """«Маскировка (2 на всю игру) – маскирует цель под любую тайную роль (действует на
    связи, досье, разоблачение, опознание и посмертное раскрытие роли) с этой ночи и до
    конца игры. ... Если замаскированная цель умерла, сначала объявляется её фальшивая
    роль, а после следующего голосования - настоящая.»
    Master: masked as a civilian the boss passes the dossier; killed, he is announced a
    civilian, and after day 2's vote a boss."""
    p1, _p2, p3, p4 = resolve(
        night(
            [*YAKUZA, "Kom: other/commissar", "Kil: other/killer", "Bos: other/boss"],
            [
                "{actor: Shi, ability: masquerade, target: Bos, role: civilian}",
                "{actor: Kom, ability: dossier, target: Bos}",
            ],
            [],
            [
                "{actor: Kil, ability: sniper_rifle, target: Bos}",
                "{actor: Nin, ability: katana, target: Bos}",
            ],
            {"votes": {"Kom": "Kil"}},
        )
    )
    assert p1.result("Kom", "dossier") == {"peaceful": True}
    assert p3.death("Bos").to_json()["revealed_role"] == "civilian"
    assert p3.public["announcements"] == []
    assert {"kind": "role_revealed", "target": "Bos", "role": "boss"} in p4.public["announcements"]


def test_r03_14_masquerade_not_ninja_or_sensei_twice_a_game(resolve: Resolve) -> None:
    """«Нельзя замаскировать ниндзя или сэнсэя. Можно замаскировать себя.»"""
    p1, _p2, p3, _p4, p5 = resolve(
        night(
            [*YAKUZA, "Civ: other/civilian"],
            ["{actor: Shi, ability: masquerade, target: Sen, role: civilian}"],
            [],
            ["{actor: Shi, ability: masquerade, target: Shi, role: civilian}"],
            [],
            ["{actor: Shi, ability: masquerade, target: Civ, role: boss}"],
        )
    )
    assert p1.codes("Shi") == ["cannot_mask"] and p3.codes("Shi") == []
    assert p5.codes("Shi") == []  # the first try was refused: two charges remain


def test_r03_15_shuriken_10_times_night_minus_1(resolve: Resolve) -> None:
    """«Сюрикен – наносит цели 10*(номер ночи - 1) урона.» Master: night 1: 0, night 3: 20."""
    p1, _p2, _p3, _p4, p5 = resolve(
        night(
            [*YAKUZA, "Civ: other/civilian"],
            ["{actor: Shi, ability: shuriken, target: Civ}"],
            [],
            [],
            [],
            ["{actor: Shi, ability: shuriken, target: Civ}"],
        )
    )
    assert p1.deltas("Civ", 15) == [0] and p5.deltas("Civ", 15) == [-20]
