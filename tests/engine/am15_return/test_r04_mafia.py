"""«Возвращение» rules catalogue (seed 001), r04: the mafia — boss, brute, killer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .helpers import night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

MAFIA = ["Bos: other/boss", "Bru: other/brute", "Kil: other/killer"]


def test_r04_01_supplies_one_cartridge_a_night(resolve: Resolve) -> None:
    """«Поставки (пассивно) – в начале каждой ночи получает 1 патрон»; «Пистолет – наносит
    20 урона цели, тратя 1 патрон. Можно использовать любое число раз, в том числе на
    разные цели.»
    Master: night 1 one shot; two shots refused; night 2 unused; night 3: 2 left → 2 shots."""
    p1, _p2, p3, _p4, p5 = resolve(
        night(
            [*MAFIA, "A: other/civilian", "B: other/civilian"],
            ["{actor: Bos, ability: pistol, targets: [A, B]}"],
            [],
            [],
            [],
            ["{actor: Bos, ability: pistol, targets: [A, B]}"],
        )
    )
    assert p1.codes("Bos") == ["too_many_targets"]
    assert p1.trace.player("Bos").to_json()["cartridges"] == 1
    assert p3.trace.player("Bos").to_json()["cartridges"] == 2
    assert p5.deltas("A") == [-20] and p5.deltas("B") == [-20]
    assert p5.trace.player("Bos").to_json()["cartridges"] == 1


def test_r04_02_two_cartridges_after_the_killers_death(resolve: Resolve) -> None:
    """«(после смерти Киллера - 2)»"""
    _p1, _p2, p3 = resolve(
        night(
            [*MAFIA, "Nin: other/ninja", "Kom: other/commissar"],
            [
                "{actor: Nin, ability: katana, target: Kil, role: punisher}",
                "{actor: Kom, ability: revolver, target: Kil}",
            ],
            [],
            [],
        )
    )
    assert p3.trace.player("Bos").to_json()["cartridges"] == 3


def test_r04_03_no_supplies_from_hospital(resolve: Resolve) -> None:
    """«Не работает из госпиталя.»"""
    (p1,) = resolve(night([*MAFIA[:1], "Bos2: other/civilian"], []))
    assert p1.trace.player("Bos").to_json()["cartridges"] == 1
    (q1,) = resolve(night(["Bos: other/boss/40", "Civ: other/civilian"], []))
    assert q1.trace.player("Bos").to_json()["cartridges"] == 0


def test_r04_04_connections_role_and_exposure(resolve: Resolve) -> None:
    """«Связи – узнаёт тайную роль любого игрока. Может добавить цели до 2 единиц
    разоблачения или снять до 2.»"""
    (p1,) = resolve(
        night(
            [*MAFIA, "Kom: other/commissar"],
            ["{actor: Bos, ability: connections, target: Kom, exposure: 2}"],
        )
    )
    assert p1.result("Bos", "connections") == {"role": "commissar"}
    assert p1.trace.player("Kom").to_json()["exposure"] == 2
    (q1,) = resolve(
        night(
            [*MAFIA, "Kom: other/commissar"],
            ["{actor: Bos, ability: connections, target: Kom, exposure: 3}"],
        )
    )
    assert q1.codes("Bos") == ["bad_param"]


def test_r04_05_message_nagant_next_night_and_the_report(resolve: Resolve) -> None:
    """«Послание – наутро цель обнаруживает у себя наган и явную роль жертвы, кроме неё. На
    следующую ночь (и только на неё) цель получает способность тайной роли Наган: наносит
    цели 50 урона. ... По окончании следующей ночи босс узнаёт, стреляла ли цель в жертву.»"""
    p1, _p2, p3 = resolve(
        night(
            [*MAFIA, "Civ: other/civilian", "Vic: medic/civilian"],
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            [],
            ["{actor: Civ, ability: nagant, target: Vic}"],
        )
    )
    assert p1.result("Civ", "nagant") == {"victim_public_role": "medic"}
    assert p3.deltas("Vic", 17) == [-50]
    assert p3.result("Bos", "message") == {"shot_victim": True}


def test_r04_06_betrayal_doubles_mafia_damage(resolve: Resolve) -> None:
    """«Если нет, персонаж получает двойной урон от способностей мафии и нагана до конца
    игры.» Master: he shot the boss instead; night 3 the killer's 75 → 150."""
    _p1, _p2, p3, _p4, p5 = resolve(
        night(
            [*MAFIA, "Civ: other/civilian", "Vic: other/civilian"],
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            [],
            ["{actor: Civ, ability: nagant, target: Bos}"],
            [],
            ["{actor: Kil, ability: sniper_rifle, target: Civ}"],
        )
    )
    assert p3.result("Bos", "message") == {"shot_victim": False}
    assert p5.deltas("Civ") == [-150]


def test_r04_07_nagant_ignores_weaken(resolve: Resolve) -> None:
    """«Способность игнорирует Ослабление.»"""
    _p1, _p2, p3 = resolve(
        night(
            [*MAFIA, "Civ: other/civilian", "Vic: other/civilian", "W: other/civilian"],
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            [],
            [
                "{actor: Civ, ability: nagant, target: Vic}",
                "{actor: W, ability: weaken, target: Civ}",
            ],
        )
    )
    assert p3.deltas("Vic") == [-50]


def test_r04_08_lie_low_uses_a_civilian_ability_and_looks_civilian(resolve: Resolve) -> None:
    """«Уйти в тень (1 на игру) – применяет способность мирного жителя. Не попадает в
    ловушку в эту ночь. Выглядит в эту ночь как мирный житель с точки зрения досье,
    опознания и разоблачения.»
    Master: the boss lies low healing a civilian (+40 at step 25), the dossier says
    peaceful, the ninja's trap set on him the night before does not fire."""
    _p1, _p2, p3 = resolve(
        night(
            [*MAFIA, "Nin: other/ninja", "Kom: other/commissar", "Civ: other/civilian/50"],
            ["{actor: Nin, ability: trap, target: Bos}"],
            [],
            [
                "{actor: Bos, ability: lie_low, use: heal, target: Civ}",
                "{actor: Kom, ability: dossier, target: Bos}",
            ],
        )
    )
    assert p3.deltas("Civ", 25) == [40]
    assert p3.result("Kom", "dossier") == {"peaceful": True}
    assert p3.events(16) == []


def test_r04_09_assault_half_the_hp_at_night_start(resolve: Resolve) -> None:
    """«Нападение – наносит цели урон, равный половине её хп на момент начала ночи.»
    Master: 75 at the start: 38 (rounded up), even after the sniper's 75 first."""
    (p1,) = resolve(
        night([*MAFIA, "Civ: other/civilian/75"], ["{actor: Bru, ability: assault, target: Civ}"])
    )
    assert p1.deltas("Civ") == [-38]


def test_r04_10_brute_inherits_pistol_stock_and_supplies(resolve: Resolve) -> None:
    """«После смерти босса забирает его пистолет (может применять его вместе с другой
    способностью) со всеми накопленными патронами и поставки, но сам патроны не
    накапливает (теряет патроны от поставок, если не тратит их в ту же ночь).»
    Master: the boss dies night 1 holding 1 cartridge; night 2 the brute has 1 + 1 and
    assaults and shoots twice; night 3 he does not shoot: the supply lapses."""
    q1, _q2, q3, _q4, q5 = resolve(
        night(
            [
                *MAFIA,
                "Nin: other/ninja",
                "Kom: other/commissar",
                "A: other/civilian",
                "B: other/civilian",
            ],
            [
                "{actor: Nin, ability: katana, target: Bos}",
                "{actor: Kom, ability: revolver, target: Bos}",
            ],
            [],
            [
                "{actor: Bru, ability: assault, target: A}",
                "{actor: Bru, ability: pistol, targets: [B, B]}",
            ],
            [],
            [],
        )
    )
    assert not q1.alive("Bos")
    assert q3.codes("Bru") == [] and q3.deltas("A") == [-50] and q3.deltas("B") == [-20, -20]
    assert q3.trace.player("Bru").to_json()["cartridges"] == 0
    assert q5.trace.player("Bru").to_json()["cartridges"] == 0


def test_r04_11_sniper_rifle_75(resolve: Resolve) -> None:
    """«Снайперская винтовка – наносит цели 75 урона.»"""
    (p1,) = resolve(
        night([*MAFIA, "Civ: other/civilian"], ["{actor: Kil, ability: sniper_rifle, target: Civ}"])
    )
    assert p1.deltas("Civ", 10) == [-75]


def test_r04_12_dual_pistols_25_or_40_on_two_different_targets(resolve: Resolve) -> None:
    """«Парные пистолеты – наносит по 25 или по 40 урона двум разным целям (на выбор).»"""
    (p1,) = resolve(
        night(
            [*MAFIA, "A: other/civilian", "B: other/civilian"],
            ["{actor: Kil, ability: dual_pistols, targets: [A, B], damage: 25}"],
        )
    )
    assert p1.deltas("A") == [-25] and p1.deltas("B") == [-25]
    (q1,) = resolve(
        night(
            [*MAFIA, "A: other/civilian", "B: other/civilian"],
            ["{actor: Kil, ability: dual_pistols, targets: [A, A]}"],
        )
    )
    assert q1.codes("Kil") == ["targets_not_distinct"]


def test_r04_12_message_not_to_the_victim(resolve: Resolve) -> None:
    """«наутро цель обнаруживает у себя наган и явную роль жертвы, кроме неё»"""
    (p1,) = resolve(
        night(
            [*MAFIA, "Civ: other/civilian"],
            ["{actor: Bos, ability: message, target: Civ, victim: Civ}"],
        )
    )
    assert p1.codes("Bos") == ["victim_is_target"]


def test_r04_13_one_secret_ability_a_night(resolve: Resolve) -> None:
    """Each role uses one of its abilities a night (the later order replaces the earlier)."""
    (p1,) = resolve(
        night(
            [*MAFIA, "Civ: other/civilian"],
            [
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Kil, ability: dual_pistols, targets: [Civ, Bos]}",
            ],
        )
    )
    assert p1.codes("Kil") == ["replaced"] and p1.deltas("Civ") == [-40]


def test_r04_14_lie_low_once_a_game(resolve: Resolve) -> None:
    """«Уйти в тень (1 на игру)»"""
    p1, _p2, p3 = resolve(
        night(
            [*MAFIA, "Civ: other/civilian/50"],
            ["{actor: Kil, ability: lie_low, use: strike, target: Civ}"],
            [],
            ["{actor: Kil, ability: lie_low, use: strike, target: Civ}"],
        )
    )
    assert p1.deltas("Civ", 14) == [-5] and p3.codes("Kil") == ["no_charges"]


def test_r04_15_lying_low_strike_is_still_a_strike(resolve: Resolve) -> None:
    """«применяет способность мирного жителя»: a strike through lying low is a strike — the
    VIP is immune to it («к ударам»), and a protection can cancel it as the strongest attack."""
    (p1,) = resolve(
        night(
            [*MAFIA, "Vip: vip/civilian"],
            ["{actor: Kil, ability: lie_low, use: strike, target: Vip}"],
        )
    )
    assert p1.codes("Kil") == ["immune"]
    (q1,) = resolve(
        night(
            [*MAFIA, "Sen: other/sensei", "Civ: other/civilian"],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Kil, ability: lie_low, use: strike, target: Civ}",
            ],
        )
    )
    assert q1.deltas("Civ") == [] and [a.outcome for a in q1.actions(14)] == ["cancelled"]
