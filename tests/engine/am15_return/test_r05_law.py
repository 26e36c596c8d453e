"""«Возвращение» rules catalogue (seed 001), r05: the law — commissar, punisher, civilian."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .helpers import night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve


def test_r05_01_dossier_peaceful_civilian_and_punisher(resolve: Resolve) -> None:
    """«Досье – узнаёт, является ли персонаж мирным (мирными считаются мирные жители,
    каратель и нейтралы).»"""
    for role, peaceful in (
        ("civilian", True),
        ("punisher", True),
        ("boss", False),
        ("ninja", False),
    ):
        (p1,) = resolve(
            night(
                ["Kom: other/commissar", f"X: other/{role}"],
                ["{actor: Kom, ability: dossier, target: X}"],
            )
        )
        assert p1.result("Kom", "dossier") == {"peaceful": peaceful}, role


def test_r05_02_commissar_revolver_50_once(resolve: Resolve) -> None:
    """«Револьвер (1 на всю игру) – наносит цели 50 урона.» (step 12)"""
    p1, _p2, p3 = resolve(
        night(
            ["Kom: other/commissar", "A: other/boss"],
            ["{actor: Kom, ability: revolver, target: A}"],
            [],
            ["{actor: Kom, ability: revolver, target: A}"],
        )
    )
    assert p1.deltas("A", 12) == [-50] and p3.codes("Kom") == ["no_charges"]


def test_r05_03_retribution_right_kills_the_target(resolve: Resolve) -> None:
    """«Кара – называет тайную роль цели, кроме ролей закона. Если угадывает, цель
    умирает.» Master: at step 27, a direct death, the punisher's frag."""
    (p1,) = resolve(
        night(
            ["Pun: other/punisher", "Bos: other/boss"],
            ["{actor: Pun, ability: retribution, target: Bos, role: boss}"],
        )
    )
    assert not p1.alive("Bos") and p1.frag("Bos") == "Pun"
    assert p1.events(27, target="Bos")[0].kind == "kill"


def test_r05_04_retribution_wrong_kills_the_punisher(resolve: Resolve) -> None:
    """«Если нет, умирает каратель.» Master: no frag; law roles cannot be named."""
    (p1,) = resolve(
        night(
            ["Pun: other/punisher", "Bos: other/boss"],
            ["{actor: Pun, ability: retribution, target: Bos, role: killer}"],
        )
    )
    assert not p1.alive("Pun") and p1.alive("Bos") and p1.frag("Pun") is None
    (q1,) = resolve(
        night(
            ["Pun: other/punisher", "Bos: other/boss"],
            ["{actor: Pun, ability: retribution, target: Bos, role: civilian}"],
        )
    )
    assert q1.codes("Pun") == ["bad_param"]


def test_r05_05_retribution_not_targeted(resolve: Resolve) -> None:
    """«Не считается атакой и целевой способностью.» Master: espionage does not see it; a
    vdv does not counter it."""
    (p1,) = resolve(
        night(
            ["Pun: other/punisher", "Vdv: vdv/boss", "Shi: other/shinobi"],
            [
                "{actor: Pun, ability: retribution, target: Vdv, role: killer}",
                "{actor: Shi, ability: shadow, target: Pun}",
            ],
        )
    )
    assert p1.result("Shi", "shadow") == {"targets": [], "visitors": []}
    assert p1.events(19) == []


def test_r05_06_punisher_revolver_40_with_retribution(resolve: Resolve) -> None:
    """«Револьвер (1 на всю игру) – наносит цели 40 урона. Можно играть в одну ночь с
    карой.»"""
    (p1,) = resolve(
        night(
            ["Pun: other/punisher", "Bos: other/boss", "Kil: other/killer"],
            [
                "{actor: Pun, ability: revolver, target: Kil}",
                "{actor: Pun, ability: retribution, target: Bos, role: boss}",
            ],
        )
    )
    assert p1.codes("Pun") == [] and p1.deltas("Kil", 13) == [-40] and not p1.alive("Bos")


def test_r05_07_forensics_wound_types_on_the_not_healthy(resolve: Resolve) -> None:
    """«Азы криминалистики (пассивно) – утром узнаёт тип ран за прошлую ночь на всех
    игроках, кроме здоровых.» Master: one result per character not healthy, the damaging
    abilities named; healthy ones are not reported."""
    (p1,) = resolve(
        night(
            [
                "Pun: other/punisher",
                "Kil: other/killer",
                "Nin: other/ninja",
                "A: other/civilian",
                "B: other/civilian",
            ],
            [
                "{actor: Kil, ability: sniper_rifle, target: A}",
                "{actor: Nin, ability: katana, target: A}",
            ],
        )
    )
    results = {m.target: m.result for m in p1.messages_to("Pun", "forensics")}
    assert results == {"A": {"wounds": ("katana", "sniper_rifle")}}


def test_r05_08_civilian_heal_40_once(resolve: Resolve) -> None:
    """«Лечение (1 на всю игру) – лечит цель на 40 хп.»"""
    p1, _p2, p3 = resolve(
        night(
            ["Civ: other/civilian", "A: other/civilian/50"],
            ["{actor: Civ, ability: heal, target: A}"],
            [],
            ["{actor: Civ, ability: heal, target: A}"],
        )
    )
    assert p1.deltas("A", 25) == [40] and p3.codes("Civ") == ["no_charges"]


def test_r05_09_self_defense_cancels_the_strongest_attack(resolve: Resolve) -> None:
    """«Самозащита (1 на всю игру) – не получает урона от самой сильной атаки в эту ночь
    (не суммируется с защитой сэнсэя).» Master: katana 65 and sniper 75: the sniper is
    cancelled; with the sensei's protection too, still one attack only."""
    (p1,) = resolve(
        night(
            ["Civ: other/civilian", "Kil: other/killer", "Nin: other/ninja", "Sen: other/sensei"],
            [
                "{actor: Civ, ability: self_defense}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Nin, ability: katana, target: Civ}",
            ],
        )
    )
    assert p1.deltas("Civ") == [-65]
    (q1,) = resolve(
        night(
            ["Civ: other/civilian", "Kil: other/killer", "Nin: other/ninja", "Sen: other/sensei"],
            [
                "{actor: Civ, ability: self_defense}",
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Nin, ability: katana, target: Civ}",
            ],
        )
    )
    assert q1.deltas("Civ") == [-65, -45]


def test_r05_10_witness_then_identification(resolve: Resolve) -> None:
    """«Свидетель (1 на всю игру) – если цель умирает, все, кто посещал её в эту ночь,
    становятся подозрительными для него. Получает заряд способности Опознание ... – узнаёт,
    подозрительна ли для него цель. ... Можно играть вместе с другой способностью.»
    Master: the killer and the boss visited the victim; night 2 identification of the
    killer: suspicious, with an exposure in the same night."""
    _p1, _p2, p3 = resolve(
        night(
            [
                "Civ: other/civilian",
                "Kil: other/killer",
                "Bos: other/boss",
                "Vic: other/civilian/60",
            ],
            [
                "{actor: Civ, ability: witness, target: Vic}",
                "{actor: Kil, ability: sniper_rifle, target: Vic}",
                "{actor: Bos, ability: connections, target: Vic}",
            ],
            [],
            [
                "{actor: Civ, ability: identification, target: Kil}",
                "{actor: Civ, ability: expose, target: Bos}",
            ],
        )
    )
    assert p3.codes("Civ") == []
    assert p3.result("Civ", "identification") == {"suspicious": True}


def test_r05_11_identification_needs_a_charge_masked_says_no(resolve: Resolve) -> None:
    """«Опознание (0 на всю игру, заряжается Свидетелем)»; «Если цель замаскирована, даёт
    отрицательный ответ.»"""
    (p1,) = resolve(
        night(
            ["Civ: other/civilian", "Kil: other/killer"],
            ["{actor: Civ, ability: identification, target: Kil}"],
        )
    )
    assert p1.codes("Civ") == ["no_identification_charge"]
    _q1, _q2, q3 = resolve(
        night(
            [
                "Civ: other/civilian",
                "Kil: other/killer",
                "Shi: other/shinobi",
                "Vic: other/civilian/60",
            ],
            [
                "{actor: Civ, ability: witness, target: Vic}",
                "{actor: Kil, ability: sniper_rifle, target: Vic}",
            ],
            [],
            [
                "{actor: Civ, ability: identification, target: Kil}",
                "{actor: Shi, ability: masquerade, target: Kil, role: civilian}",
            ],
        )
    )
    assert q3.result("Civ", "identification") == {"suspicious": False}


def test_r05_12_weaken_15_percent_summed(resolve: Resolve) -> None:
    """«Ослабление (1 на всю игру) – атаки цели наносят в эту ночь на 15% урона меньше.
    Проценты от разных применений суммируются.» Master: two weakens: 75 × 0.7 = 52.5 → 53."""
    (p1,) = resolve(
        night(
            [
                "W1: other/civilian",
                "W2: other/civilian",
                "Kil: other/killer",
                "Civ: other/civilian",
            ],
            [
                "{actor: W1, ability: weaken, target: Kil}",
                "{actor: W2, ability: weaken, target: Kil}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
            ],
        )
    )
    assert p1.deltas("Civ") == [-53]


def test_r05_13_strike_5(resolve: Resolve) -> None:
    """«Удар (1 на всю игру) – наносит цели 5 урона.»"""
    (p1,) = resolve(
        night(
            ["Civ: other/civilian", "Bos: other/boss"],
            ["{actor: Civ, ability: strike, target: Bos}"],
        )
    )
    [event] = p1.events(14)
    assert (event.delta, event.attack) == (-5, True)


def test_r05_14_expose_one_unit_each_night(resolve: Resolve) -> None:
    """«Разоблачение – цель получает 1 единицу разоблачения.» (no limit)"""
    _p1, _p2, p3 = resolve(
        night(
            ["Civ: other/civilian", "Bos: other/boss"],
            ["{actor: Civ, ability: expose, target: Bos}"],
            [],
            ["{actor: Civ, ability: expose, target: Bos}"],
        )
    )
    assert p3.trace.player("Bos").to_json()["exposure"] == 2
