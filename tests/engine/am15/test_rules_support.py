"""AM-15 rules catalogue (seed 000), r19–r21: healing, the HP public roles (monk, big guy,
ambal) and the vdv's counterattack.

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.engine.am15.test_rules_attacks import sixteen

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

# --- r19: heal --------------------------------------------------------------------------------


def test_r19_01_heal_40_at_step_30(resolve: Resolve) -> None:
    """«Лечение – лечит цель на 40 хп.» · «30) Лечение»
    Master: katana at step 7 (100 -> 35), the sensei's heal at step 30 (35 -> 75).
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Sen, public: other, secret: sensei}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Civ}
              - {actor: Sen, ability: heal, target: Civ}
    """)
    assert [(e.step, e.delta) for e in p1.events(target="Civ")] == [(7, -65), (30, 40)]
    assert p1.hp("Civ") == 75


def test_r19_02_sensei_heals_twice_a_game(resolve: Resolve) -> None:
    """Сэнсэй: «Лечение (2 на всю игру) – лечит цель на 40 хп.»
    Master: heals in phases 1 and 2 run; the third (phase 3) is rejected (no_charges).
    """
    p1, p2, p3 = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Civ, public: other, secret: civilian, hp: 20}
        phases:
          - orders: [{actor: Sen, ability: heal, target: Civ}]
          - orders: [{actor: Sen, ability: heal, target: Sen}]
          - orders: [{actor: Sen, ability: heal, target: Civ}]
    """)
    assert p1.deltas("Civ", 30) == [40]
    assert p2.deltas("Sen", 30) == [40]
    assert p3.codes("Sen") == ["no_charges"]


@pytest.mark.parametrize("role", ["civilian", "killer"])
def test_r19_03_civilian_and_killer_heal_once_a_game(resolve: Resolve, role: str) -> None:
    """Мирный житель: «Лечение (1 на всю игру) – лечит цель на 40 хп.» · Киллер: «В игре на
    14-15 человек имеет способность Лечение (1 на всю игру)»
    Master: the first heal runs, the second is rejected (no_charges).
    """
    p1, p2 = resolve(f"""
        players:
          - {{name: Hea, public: other, secret: {role}}}
          - {{name: Civ, public: other, secret: civilian, hp: 20}}
        phases:
          - orders: [{{actor: Hea, ability: heal, target: Civ}}]
          - orders: [{{actor: Hea, ability: heal, target: Civ}}]
    """)
    assert p1.deltas("Civ", 30) == [40]
    assert p2.codes("Hea") == ["no_charges"]


def test_r19_04_no_killer_heal_in_16_player_games(resolve: Resolve) -> None:
    """«В игре на 14-15 человек имеет способность Лечение (1 на всю игру)»
    Master: 16 players: the killer's heal is rejected (wrong_game_size).
    """
    (p1,) = resolve(sixteen(["{actor: Kil, ability: heal, target: Kil}"]))
    assert p1.codes("Kil") == ["wrong_game_size"]


def test_r19_05_psycho_heals_without_limit(resolve: Resolve) -> None:
    """Псих: «Лечение – лечит цель на 40 хп.» (no limit is named)
    Master: three heals in three phases all run.
    """
    phases = resolve("""
        players:
          - {name: Psy, public: other, secret: psycho}
          - {name: Civ, public: ambal, secret: civilian, hp: 20}
        phases:
          - orders: [{actor: Psy, ability: heal, target: Civ}]
          - orders: [{actor: Psy, ability: heal, target: Civ}]
          - orders: [{actor: Psy, ability: heal, target: Civ}]
    """)
    assert [p.deltas("Civ", 30) for p in phases] == [[40], [40], [40]]


def test_r19_06_no_heal_from_hospital(resolve: Resolve) -> None:
    """«При этом он не может использовать ночные способности» (the heal is one)
    Master: the sensei at 30 HP cannot heal (in_hospital).
    """
    (p1,) = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei, hp: 30}
          - {name: Civ, public: other, secret: civilian, hp: 20}
        phases:
          - orders: [{actor: Sen, ability: heal, target: Civ}]
    """)
    assert p1.codes("Sen") == ["in_hospital"]


def test_r19_07_maniac_heal_in_16_player_games_with_the_knife(resolve: Resolve) -> None:
    """«В игре на 16-17 вместо Охоты имеет способность: Лечение – лечит цель на 40 хп. Можно
    играть из больницы или в одну ночь с убийством или с ножом, тогда нож наносит 45 урона.»
    Master: 16 players; the maniac at 40 (in hospital) heals himself and knifes C1 in one
    phase: C1 takes 45, the maniac gains 40 (+15 hospital).
    """
    (p1,) = resolve(
        sixteen(
            ["{actor: Man, ability: knife, target: C1}", "{actor: Man, ability: heal, target: Man}"]
        ).replace("secret: maniac}", "secret: maniac, hp: 40}")
    )
    assert p1.codes() == []
    assert p1.deltas("C1") == [-45]
    assert p1.deltas("Man") == [40, 15]


def test_r19_08_maniac_heal_and_knife_outside_hospital_still_45(resolve: Resolve) -> None:
    """«Можно играть ... в одну ночь с убийством или с ножом, тогда нож наносит 45 урона.»
    Master: 16 players, the maniac healthy: knife + heal: the knife deals 45, not 95.
    """
    (p1,) = resolve(
        sixteen(
            ["{actor: Man, ability: knife, target: C1}", "{actor: Man, ability: heal, target: C2}"]
        )
    )
    assert p1.deltas("C1") == [-45]


def test_r19_09_maniac_heals_only_in_16_17(resolve: Resolve) -> None:
    """«В игре на 16-17 вместо Охоты имеет способность: Лечение»
    Master: in a small (14–15 column) game the maniac's heal is rejected (wrong_game_size).
    """
    (p1,) = resolve("""
        players:
          - {name: Man, public: other, secret: maniac}
          - {name: Civ, public: other, secret: civilian, hp: 20}
        phases:
          - orders: [{actor: Man, ability: heal, target: Civ}]
    """)
    assert p1.codes("Man") == ["wrong_game_size"]


# --- r20: monk, big guy, ambal ------------------------------------------------------------------


def test_r20_01_monk_heals_10_every_phase_at_step_31(resolve: Resolve) -> None:
    """Монах: «Каждую ночь лечится на 10 хп.» · «31) Любое пассивное восстановление хп»
    Master: a monk at 60: +10 at step 31 each phase: 70, 80.
    """
    p1, p2 = resolve("""
        players:
          - {name: Mon, public: monk, secret: civilian, hp: 60}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: []
          - orders: []
    """)
    [regen] = p1.events(31, target="Mon")
    assert (regen.ability, regen.delta) == ("regen", 10)
    assert (p1.hp("Mon"), p2.hp("Mon")) == (70, 80)


def test_r20_02_monk_capped_at_max(resolve: Resolve) -> None:
    """«Каждую ночь лечится на 10 хп.» · «Если после 32-го шага хп персонажа находятся выше
    максимума, они становится равными максимуму.»
    Master: a monk at 95: 105 after step 31, 100 after the cap.
    """
    (p1,) = resolve("""
        players:
          - {name: Mon, public: monk, secret: civilian, hp: 95}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: []
    """)
    assert p1.hp_after("Mon", 31) == 105
    assert p1.hp("Mon") == 100


def test_r20_03_monk_in_hospital_gets_both(resolve: Resolve) -> None:
    """«восстанавливает 15 хп каждую ночь» · Монах: «Каждую ночь лечится на 10 хп.»
    Master: a monk at 30 in hospital: +15 and +10 at step 31 -> 55, discharged.
    """
    (p1,) = resolve("""
        players:
          - {name: Mon, public: monk, secret: civilian, hp: 30}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: []
    """)
    assert sorted(p1.deltas("Mon", 31)) == [10, 15]
    assert (p1.hp("Mon"), p1.location("Mon")) == (55, "none")


def test_r20_04_big_guy_130(resolve: Resolve) -> None:
    """Здоровяк: «Стартовое и максимальное здоровье - 130 хп.»
    Master: starts at 130; katana -> 65; a heal to 105 stays; in phase 2 a heal at 120 is cut
    to 130.
    """
    p1, p2 = resolve("""
        players:
          - {name: Big, public: big_guy, secret: civilian}
          - {name: Nin, public: other, secret: ninja}
          - {name: Sen, public: other, secret: sensei}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Big}
              - {actor: Sen, ability: heal, target: Big}
          - orders:
              - {actor: Sen, ability: heal, target: Big}
              - {actor: Big, ability: heal, target: Big}
    """)
    assert p1.start_hp("Big") == 130
    assert (p1.hp("Big"), p1.max_hp("Big")) == (105, 130)
    assert p2.hp_after("Big", 31) == 185
    assert p2.hp("Big") == 130


def test_r20_05_ambal_starts_at_110_max_180(resolve: Resolve) -> None:
    """Амбал: «Максимальное здоровье - 180 хп. Начинает игру со 110 хп.»
    Master: starts at 110 (full of strength); a heal -> 150 is kept (below 180); in phase 2 two
    heals -> 230, cut to 180.
    """
    p1, p2 = resolve("""
        players:
          - {name: Amb, public: ambal, secret: civilian}
          - {name: Sen, public: other, secret: sensei}
        phases:
          - orders: [{actor: Sen, ability: heal, target: Amb}]
          - orders:
              - {actor: Sen, ability: heal, target: Amb}
              - {actor: Amb, ability: heal, target: Amb}
    """)
    assert (p1.start_hp("Amb"), p1.hp("Amb"), p1.max_hp("Amb")) == (110, 150, 180)
    assert p1.status("Amb") == "full_of_strength"
    assert p2.hp("Amb") == 180


# --- r21: the vdv's counterattack ---------------------------------------------------------------

VDV = """
    players:
      - {{name: Vdv, public: vdv, secret: civilian{vdv}}}
      - {{name: Nin, public: other, secret: ninja}}
      - {{name: Kil, public: {killer}, secret: killer{kil}}}
      - {{name: Bru, public: other, secret: brute}}
      - {{name: Sen, public: other, secret: sensei}}
      - {{name: Ele, public: electrician, secret: civilian}}
      - {{name: Kom, public: other, secret: commissar, choice: dossier}}
    phases:
"""


def vdv(
    *phases: list[str],
    vdv: str = ", hp: 180",
    killer: str = "other",
    kil: str = "",
    ruling: str = "",
) -> str:
    text = (f"    rulings: {{vdv_counter_per: {ruling}}}\n" if ruling else "") + VDV.format(
        vdv=vdv, killer=killer, kil=kil
    )
    for orders in phases:
        text += "      - orders:\n" + "".join(f"          - {o}\n" for o in orders)
    return text


KATANA = "{actor: Nin, ability: katana, target: Vdv}"
SHOTS = "{actor: Kil, ability: silenced_pistol, targets: [Vdv, Vdv, Vdv]}"


def test_r21_01_counterattack_15_to_each_attacker(resolve: Resolve) -> None:
    """ВДВшник: «Ночью контратакует атакующих его. При этом наносит каждому атаковавшему по 15
    урона.»
    Master: the ninja and the killer attack the vdv: each takes 15 from him, right after his
    attack.
    """
    (p1,) = resolve(vdv([KATANA, SHOTS]))
    assert p1.deltas("Nin") == [-15]
    assert p1.deltas("Kil") == [-15]
    [counter] = p1.events(7, target="Nin")
    assert (counter.actor, counter.ability) == ("Vdv", "counterattack")


@pytest.mark.parametrize(("ruling", "damage"), [("attacker", [-15]), ("attack", [-15, -15, -15])])
def test_r21_02_counterattack_once_per_attacker(
    resolve: Resolve, ruling: str, damage: list[int]
) -> None:
    """«наносит каждому атаковавшему по 15 урона» (ruling vdv_counter_per: once per attacker)
    Master: three silenced shots at the vdv: default the killer takes 15 once; 'attack': 15 per
    shot.
    """
    (p1,) = resolve(vdv([SHOTS], ruling=ruling))
    assert p1.deltas("Kil") == damage


def test_r21_03_counterattack_from_hospital(resolve: Resolve) -> None:
    """«Способность работает из больницы, пока персонаж не в коме.»
    Master: the vdv at 40 HP (in hospital) is shot once: the killer takes 15.
    """
    (p1,) = resolve(vdv(["{actor: Kil, ability: silenced_pistol, targets: [Vdv]}"], vdv=", hp: 40"))
    assert p1.deltas("Kil") == [-15]


def test_r21_04_no_counterattack_from_coma(resolve: Resolve) -> None:
    """«Способность работает из больницы, пока персонаж не в коме.»
    Master: the vdv at 15 HP (coma) is shot: the killer takes nothing.
    """
    (p1,) = resolve(vdv(["{actor: Kil, ability: silenced_pistol, targets: [Vdv]}"], vdv=", hp: 15"))
    assert p1.deltas("Kil") == []


def test_r21_05_vip_immune_to_the_counterattack(resolve: Resolve) -> None:
    """VIP: «Имеет иммунитет к ... а также к контратакам ВДВшника.»
    Master: the killer is the VIP: he shoots the vdv and takes nothing.
    """
    (p1,) = resolve(vdv([SHOTS], killer="vip"))
    assert p1.deltas("Kil") == []


def test_r21_06_counterattack_is_not_an_attack(resolve: Resolve) -> None:
    """«ВДВшник ... контратакует» (a public role's ability, not an attack: «Атакой называется
    способность тайной роли») · «Защиты спасают только от атак.» · marks fire «если ...
    атакован»
    Master: the killer, guarded by the brute and marked by the sensei in phase 1, shoots the
    vdv in phase 2: the counter deals the full 15, no mark damage, the mark stays.
    """
    _, p2 = resolve(
        vdv(
            ["{actor: Sen, ability: protection, target: Kil}"],
            [SHOTS, "{actor: Bru, ability: guard, target: Kil}"],
        )
    )
    [counter] = p2.events(target="Kil")
    assert (counter.ability, counter.delta, counter.attack) == ("counterattack", -15, False)
    assert p2.marks("Kil") == 1


def test_r21_07_no_counterattack_for_non_attacks(resolve: Resolve) -> None:
    """«Ночью контратакует атакующих его.» (attackers only)
    Master: the electrician's shock, the commissar's dossier and the sensei's protection on the
    vdv: nobody takes 15.
    """
    (p1,) = resolve(
        vdv(
            [
                "{actor: Ele, ability: shock, target: Vdv}",
                "{actor: Kom, ability: dossier, target: Vdv}",
                "{actor: Sen, ability: protection, target: Vdv}",
            ]
        )
    )
    assert [e.ability for e in p1.events() if e.ability == "counterattack"] == []


def test_r21_08_counterattack_can_kill(resolve: Resolve) -> None:
    """«наносит каждому атаковавшему по 15 урона» · «фраг получает тот, после просчёта
    способности которого хп персонажа впервые упали ниже 0»
    Master: the killer (50 HP) is shocked by day (40) and assaulted by the brute (25 -> 15);
    he shoots the vdv and the 15 back takes him to 0: dead, the vdv's frag at step 9.
    """
    (p1,) = resolve(
        vdv(
            [
                "{actor: Ele, ability: shock, target: Kil}",
                "{actor: Bru, ability: assault, target: Kil}",
                "{actor: Kil, ability: silenced_pistol, targets: [Vdv]}",
            ],
            kil=", hp: 50",
        )
    )
    death = p1.death("Kil")
    assert death is not None and (death.frag, death.step) == ("Vdv", 9)
