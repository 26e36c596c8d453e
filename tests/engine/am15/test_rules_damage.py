"""AM-15 rules catalogue (seed 000), r06–r08: rounding, attacks and other damage, the halving
protections (guard, self-defense, protection, meditation) and the sensei's marks.

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

# --- r06: rounding, attacks and other damage ----------------------------------------------------


def test_r06_01_rounding_up_per_damage_instance(resolve: Resolve) -> None:
    """«Весь урон при необходимости округляется в большую сторону.» (ruling rounding: once per
    damage instance, after all multipliers)
    Master: three guarded shots of 25: 12.5 -> 13 each, 39 in all (not ⌈37.5⌉ = 38).
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Bru, public: other, secret: brute}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Bru, ability: guard, target: Civ}
              - {actor: Kil, ability: silenced_pistol, targets: [Civ, Civ, Civ]}
    """)
    assert p1.deltas("Civ", 9) == [-13, -13, -13]
    assert p1.hp("Civ") == 61
    assert "rounding" in p1.events(9, target="Civ")[0].rulings


def test_r06_02_rounding_up_half_of_odd_hp(resolve: Resolve) -> None:
    """«Весь урон при необходимости округляется в большую сторону.» · Нападение: «урон,
    равный половине её хп»
    Master: assault on 75 HP deals ⌈37.5⌉ = 38 -> 37.
    """
    (p1,) = resolve("""
        players:
          - {name: Bru, public: other, secret: brute}
          - {name: Civ, public: other, secret: civilian, hp: 75}
        phases:
          - orders: [{actor: Bru, ability: assault, target: Civ}]
    """)
    assert p1.deltas("Civ", 6) == [-38]


def test_r06_03_protections_save_only_from_attacks_shock(resolve: Resolve) -> None:
    """«Атакой называется способность тайной роли, наносящая урон цели или целям в эту фазу.
    Защиты спасают только от атак.»
    Master: the guarded Civ is shocked by day (a public ability, not an attack): the full 10;
    the katana on him is halved (33).
    """
    (p1,) = resolve("""
        players:
          - {name: Ele, public: electrician, secret: civilian}
          - {name: Bru, public: other, secret: brute}
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Ele, ability: shock, target: Civ}
              - {actor: Bru, ability: guard, target: Civ}
              - {actor: Nin, ability: katana, target: Civ}
    """)
    [shock] = p1.events(0, target="Civ")
    assert (shock.delta, shock.attack) == (-10, False)
    [katana] = p1.events(7, target="Civ")
    assert (katana.delta, katana.attack) == (-33, True)
    assert p1.hp("Civ") == 57


def test_r06_04_protections_do_not_halve_the_trap(resolve: Resolve) -> None:
    """«Ловушка не считается атакой ни при установке, ни при срабатывании.» · «Защиты спасают
    только от атак.»
    Master: the trapped Civ self-defends in phase 2 (a night action): the trap fires at step 15
    for the full 95.
    """
    _, p2 = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: trap, target: Civ}]
          - orders: [{actor: Civ, ability: self_defense}]
    """)
    [trap] = p2.events(15, target="Civ")
    assert (trap.ability, trap.delta, trap.attack) == ("trap", -95, False)


def test_r06_05_any_ability_on_oneself(resolve: Resolve) -> None:
    """«Любую способность можно применить на себя, если не сказано обратного.»
    Master: the ninja's katana on himself: 65 damage; the psycho's heal on himself: +40.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Psy, public: other, secret: psycho, hp: 50}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Nin}
              - {actor: Psy, ability: heal, target: Psy}
    """)
    assert p1.deltas("Nin", 7) == [-65]
    assert p1.deltas("Psy", 30) == [40]
    assert p1.codes() == []


def test_r06_06_attack_flag_on_secret_damage_only(resolve: Resolve) -> None:
    """«Атакой называется способность тайной роли, наносящая урон цели или целям в эту фазу.»
    Master: in the trace the knife and the pistol are attacks; the electrician's shock (a
    public role's) and the psycho's half to himself are not.
    """
    (p1,) = resolve("""
        players:
          - {name: Psy, public: electrician, secret: psycho}
          - {name: Bos, public: other, secret: boss}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Psy, ability: shock, target: Civ}
              - {actor: Psy, ability: knife, target: Civ, amount: 10}
              - {actor: Bos, ability: pistol, targets: [Civ]}
    """)
    kinds = [(e.ability, e.target, e.attack) for e in p1.events()]
    assert kinds == [
        ("shock", "Civ", False),
        ("pistol", "Civ", True),
        ("knife", "Civ", True),
        ("knife", "Psy", False),
    ]


# --- r07: halving protections --------------------------------------------------------------------


def test_r07_01_guard_halves_each_attack_and_reads_hp(resolve: Resolve) -> None:
    """«Охрана - цель получает только половину урона от каждой атаки. Узнаёт текущие хп цели.»
    Master: the guarded Civ takes 33 from the katana (65/2 rounded up) -> 67; the brute reads
    67 at step 33.
    """
    (p1,) = resolve("""
        players:
          - {name: Bru, public: other, secret: brute}
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Bru, ability: guard, target: Civ}
              - {actor: Nin, ability: katana, target: Civ}
    """)
    assert p1.deltas("Civ") == [-33]
    assert p1.result("Bru", "guard") == {"hp": 67}


def test_r07_02_self_defense_halves_once_per_game(resolve: Resolve) -> None:
    """«Самозащита (1 на всю игру) – получает только половину урона от каждой атаки»
    Master: phase 1 the katana deals 33 through self-defense; phase 2 a second self-defense is
    rejected (no_charges) and the katana deals 65.
    """
    p1, p2 = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: big_guy, secret: civilian}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Civ, ability: self_defense}
              - {actor: Nin, ability: katana, target: Civ}
          - orders:
              - {actor: Civ, ability: self_defense}
              - {actor: Nin, ability: katana, target: Civ}
    """)
    assert p1.deltas("Civ") == [-33]
    assert p2.codes("Civ") == ["no_charges"]
    assert p2.deltas("Civ") == [-65]
    assert p2.hp("Civ") == 32


def test_r07_03_self_defense_only_on_oneself(resolve: Resolve) -> None:
    """«Самозащита (1 на всю игру) – получает только половину урона от каждой атаки»
    (the user himself gets half damage: no target)
    Master: a self-defense written on another player is rejected (self_only).
    """
    (p1,) = resolve("""
        players:
          - {name: Civ, public: other, secret: civilian}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders: [{actor: Civ, ability: self_defense, target: Ci2}]
    """)
    assert p1.codes("Civ") == ["self_only"]


def test_r07_04_protection_halves_and_marks(resolve: Resolve) -> None:
    """«Защита - цель получает только половину урона от каждой атаки, но получает метку.»
    Master: protected in phase 1, Civ is shot in phase 2 only: 45 (mark) + 25 = 70; in phase 1
    nothing happens and Civ carries one mark.
    """
    p1, p2 = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Sen, ability: protection, target: Civ}]
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Civ]}]
    """)
    assert p1.marks("Civ") == 1 and p1.hp("Civ") == 100
    assert [(e.ability, e.delta) for e in p2.events(target="Civ")] == [
        ("mark", -45),
        ("silenced_pistol", -25),
    ]


def test_r07_05_meditation_halves_and_reads_own_hp(resolve: Resolve) -> None:
    """«Медитация – сэнсэй получает только половину урона от каждой атаки. ... Также он
    узнаёт свои текущие хп.»
    Master: two shots at the meditating sensei: 13 + 13 -> 74; he learns 74.
    """
    (p1,) = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Sen, ability: meditation}
              - {actor: Kil, ability: silenced_pistol, targets: [Sen, Sen]}
    """)
    assert p1.deltas("Sen") == [-13, -13]
    assert p1.result("Sen", "meditation") == {"hp": 74}


def test_r07_06_guard_and_self_defense_do_not_stack(resolve: Resolve) -> None:
    """«Охрана ... Не суммируется с защитой, самозащитой и медитацией.» · Самозащита: «(не
    суммируется с защитой и охраной)» (ruling halving_stacking: one halving at most)
    Master: guarded and self-defending, Civ takes 33 from the katana, not 17.
    """
    (p1,) = resolve("""
        players:
          - {name: Bru, public: other, secret: brute}
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Bru, ability: guard, target: Civ}
              - {actor: Civ, ability: self_defense}
              - {actor: Nin, ability: katana, target: Civ}
    """)
    assert p1.deltas("Civ") == [-33]


def test_r07_07_guard_and_meditation_do_not_stack(resolve: Resolve) -> None:
    """«Охрана ... Не суммируется с защитой, самозащитой и медитацией.»
    Master: the brute guards the meditating sensei; each shot of 25 deals 13, not 7.
    """
    (p1,) = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Bru, public: other, secret: brute}
          - {name: Kil, public: other, secret: killer}
        phases:
          - orders:
              - {actor: Sen, ability: meditation}
              - {actor: Bru, ability: guard, target: Sen}
              - {actor: Kil, ability: silenced_pistol, targets: [Sen, Sen, Sen]}
    """)
    assert p1.deltas("Sen") == [-13, -13, -13]


def test_r07_08_guard_and_protection_one_halving_but_the_mark(resolve: Resolve) -> None:
    """«Охрана ... Не суммируется с защитой» · «Защита - цель ... получает метку.» · «каждая
    метка на нём дополнительно наносит 45 урона (не атакой)»
    Master: guard + protection on Civ, then the katana: 45 (mark, full) + 33 (one halving) = 78
    -> 22.
    """
    (p1,) = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Bru, public: other, secret: brute}
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Sen, ability: protection, target: Civ}
              - {actor: Bru, ability: guard, target: Civ}
              - {actor: Nin, ability: katana, target: Civ}
    """)
    assert p1.deltas("Civ") == [-45, -33]
    assert p1.hp("Civ") == 22


@pytest.mark.parametrize(("ruling", "damage"), [("one", 33), ("stack", 17)])
def test_r07_09_halving_stacking_ruling(resolve: Resolve, ruling: str, damage: int) -> None:
    """«Не суммируется с защитой, самозащитой и медитацией.» (ruling halving_stacking)
    Master: guard + self-defense against the katana: default one halving (33); 'stack' halves
    twice (65/4 = 16.25 -> 17).
    """
    (p1,) = resolve(f"""
        rulings: {{halving_stacking: {ruling}}}
        players:
          - {{name: Bru, public: other, secret: brute}}
          - {{name: Nin, public: other, secret: ninja}}
          - {{name: Civ, public: other, secret: civilian}}
        phases:
          - orders:
              - {{actor: Bru, ability: guard, target: Civ}}
              - {{actor: Civ, ability: self_defense}}
              - {{actor: Nin, ability: katana, target: Civ}}
    """)
    assert p1.deltas("Civ") == [-damage]


def test_r07_10_protection_lasts_one_phase(resolve: Resolve) -> None:
    """«Охрана - цель получает только половину урона от каждой атаки.» (for the phase it is
    used in: «В каждую фазу все игроки могут тайно использовать одну из способностей»)
    Master: guarded in phase 1 only, Civ takes the full 65 from the katana in phase 2.
    """
    _, p2 = resolve("""
        players:
          - {name: Bru, public: other, secret: brute}
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: big_guy, secret: civilian}
        phases:
          - orders: [{actor: Bru, ability: guard, target: Civ}]
          - orders: [{actor: Nin, ability: katana, target: Civ}]
    """)
    assert p2.deltas("Civ") == [-65]


# --- r08: marks --------------------------------------------------------------------------------


def test_r08_01_mark_deals_45_just_before_the_attack_and_disappears(resolve: Resolve) -> None:
    """«Если персонаж с меткой, кроме якудзы, атакован, каждая метка на нём дополнительно
    наносит 45 урона (не атакой) и исчезает.» · «Урон от метки наносится сразу перед уроном от
    способности, от которой она сработала.»
    Master: protected (and marked) in phase 1; shot twice in phase 2: 45, 25, 25 at step 9 ->
    5; no mark left; in phase 3 a shot deals 25 only.
    """
    _, p2, p3 = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Sen, ability: protection, target: Civ}]
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Civ, Civ]}]
          - orders: [{actor: Sen, ability: heal, target: Civ}]
    """)
    events = p2.events(9, target="Civ")
    assert [(e.ability, e.delta, e.attack) for e in events] == [
        ("mark", -45, False),
        ("silenced_pistol", -25, True),
        ("silenced_pistol", -25, True),
    ]
    assert p2.marks("Civ") == 0
    assert p3.marks("Civ") == 0


def test_r08_02_mark_ignores_non_attacks(resolve: Resolve) -> None:
    """«Если персонаж с меткой, кроме якудзы, атакован, каждая метка ... наносит 45 урона»
    (only when attacked) · «Ловушка не считается атакой»
    Master: the marked big guy is shocked (10) by day and his trap fires (95) when he heals
    in phase 2: no mark damage, the mark stays.
    """
    _, p2 = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Nin, public: other, secret: ninja}
          - {name: Ele, public: electrician, secret: civilian}
          - {name: Civ, public: big_guy, secret: civilian}
        phases:
          - orders:
              - {actor: Sen, ability: protection, target: Civ}
              - {actor: Nin, ability: trap, target: Civ}
          - orders:
              - {actor: Ele, ability: shock, target: Civ}
              - {actor: Civ, ability: heal, target: Ele}
    """)
    assert [(e.ability, e.delta) for e in p2.events(target="Civ")] == [
        ("shock", -10),
        ("trap", -95),
    ]
    assert p2.marks("Civ") == 1


def test_r08_03_no_mark_damage_on_yakuza(resolve: Resolve) -> None:
    """«Если персонаж с меткой, кроме якудзы, атакован, каждая метка на нём дополнительно
    наносит 45 урона»
    Master: the sensei protects the ninja (marked); the killer shoots him in phase 2: 25, no
    45.
    """
    _, p2 = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Nin, public: other, secret: ninja}
          - {name: Kil, public: other, secret: killer}
        phases:
          - orders: [{actor: Sen, ability: protection, target: Nin}]
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Nin]}]
    """)
    assert p2.deltas("Nin") == [-25]


def test_r08_04_each_mark_deals_45(resolve: Resolve) -> None:
    """«каждая метка на нём дополнительно наносит 45 урона (не атакой) и исчезает»
    Master: protected twice (phases 1, 2): two marks; one shot in phase 3: 45 + 45 + 25.
    """
    _, p2, p3 = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: big_guy, secret: civilian}
        phases:
          - orders: [{actor: Sen, ability: protection, target: Civ}]
          - orders: [{actor: Sen, ability: protection, target: Civ}]
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Civ]}]
    """)
    assert p2.marks("Civ") == 2
    assert p3.deltas("Civ") == [-45, -45, -25]
    assert p3.marks("Civ") == 0


def test_r08_05_protection_mark_fires_on_the_same_phase_attack(resolve: Resolve) -> None:
    """«Защита - цель получает только половину урона от каждой атаки, но получает метку.» (set
    at step 5) · «Урон от метки наносится сразу перед уроном от способности»
    Master: protection (step 5) then the katana (step 7) in one phase: 45 + 33 -> 22.
    """
    (p1,) = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Sen, ability: protection, target: Civ}
              - {actor: Nin, ability: katana, target: Civ}
    """)
    assert p1.deltas("Civ", 7) == [-45, -33]


def test_r08_06_meditation_marks_whoever_targets_the_sensei(resolve: Resolve) -> None:
    """«Каждый игрок, применяющий ночную целевую способность к сэнсэю, получает метку.»
    Master: the commissar's dossier, the brute's guard and the killer's shot on the meditating
    sensei mark all three; the electrician's shock (a day ability) marks nobody.
    """
    (p1,) = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Kom, public: other, secret: commissar, choice: dossier}
          - {name: Bru, public: other, secret: brute}
          - {name: Kil, public: other, secret: killer}
          - {name: Ele, public: electrician, secret: civilian}
        phases:
          - orders:
              - {actor: Sen, ability: meditation}
              - {actor: Kom, ability: dossier, target: Sen}
              - {actor: Bru, ability: guard, target: Sen}
              - {actor: Kil, ability: silenced_pistol, targets: [Sen]}
              - {actor: Ele, ability: shock, target: Sen}
    """)
    assert {n: p1.marks(n) for n in ("Kom", "Bru", "Kil", "Ele", "Sen")} == {
        "Kom": 1,
        "Bru": 1,
        "Kil": 1,
        "Ele": 0,
        "Sen": 0,
    }


def test_r08_07_meditation_mark_later_costs_45(resolve: Resolve) -> None:
    """«Каждый игрок, применяющий ночную целевую способность к сэнсэю, получает метку.» ·
    «каждая метка на нём дополнительно наносит 45 урона»
    Master: the commissar who checked the meditating sensei is shot in phase 2: 45 + 25 -> 30.
    """
    _, p2 = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Kom, public: other, secret: commissar, choice: dossier}
          - {name: Kil, public: other, secret: killer}
        phases:
          - orders:
              - {actor: Sen, ability: meditation}
              - {actor: Kom, ability: dossier, target: Sen}
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Kom]}]
    """)
    assert p2.deltas("Kom") == [-45, -25]
    assert p2.hp("Kom") == 30


def test_r08_08_meditation_without_visitors_marks_nobody(resolve: Resolve) -> None:
    """«Каждый игрок, применяющий ночную целевую способность к сэнсэю, получает метку.»
    (only targeted night abilities on the sensei) · Наблюдение: «Не считается целевой
    способностью.»
    Master: a civilian's observation of the sensei's role is not applied to him: no mark.
    """
    (p1,) = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Civ, public: other, secret: civilian}
          - {name: Kil, public: other, secret: killer}
        phases:
          - orders:
              - {actor: Sen, ability: meditation}
              - {actor: Civ, ability: observation, role: sensei}
    """)
    assert p1.marks("Civ") == 0
    assert p1.result("Civ", "observation")["ability"] == "meditation"


@pytest.mark.parametrize(("ruling", "frag"), [("attacker", "Kil"), ("sensei", "Sen")])
def test_r08_09_mark_frag_ruling(resolve: Resolve, ruling: str, frag: str) -> None:
    """«Урон от метки наносится сразу перед уроном от способности, от которой она сработала.» ·
    «фраг получает тот, после просчёта способности которого хп персонажа впервые упали ниже 0»
    (ruling mark_frag)
    Master: the sensei protects Civ (40 HP, in hospital); the killer's shot sets the mark off:
    45 takes him to -5 before the shot's 13. Default: the killer's frag (his attack set the
    mark off); 'sensei': the sensei's.
    """
    (p1,) = resolve(f"""
        rulings: {{mark_frag: {ruling}}}
        players:
          - {{name: Sen, public: other, secret: sensei}}
          - {{name: Kil, public: other, secret: killer}}
          - {{name: Civ, public: other, secret: civilian, hp: 40}}
        phases:
          - orders:
              - {{actor: Sen, ability: protection, target: Civ}}
              - {{actor: Kil, ability: silenced_pistol, targets: [Civ]}}
    """)
    assert p1.deltas("Civ", 9) == [-45, -13]
    death = p1.death("Civ")
    assert death is not None and (death.frag, death.step) == (frag, 9)


@pytest.mark.parametrize(
    ("ruling", "damage"), [("when_applied", [-25]), ("at_meditation_step", [-45, -25])]
)
def test_r08_10_meditation_mark_timing_ruling(
    resolve: Resolve, ruling: str, damage: list[int]
) -> None:
    """«Каждый игрок, применяющий ночную целевую способность к сэнсэю, получает метку.»
    (ruling meditation_mark_timing: at the step of that ability, or all at step 2)
    Master: Kom's dossier (step 21) on the meditating sensei; the killer shoots Kom at step 9.
    Default: the mark comes at step 21, after the shot (25 only, Kom keeps the mark);
    'at_meditation_step': marked at step 2, the shot costs 45 + 25.
    """
    (p1,) = resolve(f"""
        rulings: {{meditation_mark_timing: {ruling}}}
        players:
          - {{name: Sen, public: other, secret: sensei}}
          - {{name: Kom, public: other, secret: commissar, choice: dossier}}
          - {{name: Kil, public: other, secret: killer}}
        phases:
          - orders:
              - {{actor: Sen, ability: meditation}}
              - {{actor: Kom, ability: dossier, target: Sen}}
              - {{actor: Kil, ability: silenced_pistol, targets: [Kom]}}
    """)
    assert p1.deltas("Kom") == damage
    assert p1.marks("Kom") == (1 if ruling == "when_applied" else 0)


def test_r07_11_no_ordered_meditation_from_hospital(resolve: Resolve) -> None:
    """«При этом он не может использовать ночные способности» · «Автоматическая медитация
    работает из больницы» (only the automatic one, after the ninja's death)
    Master: the sensei at 40 (in hospital, the ninja alive) orders meditation: rejected
    (in_hospital); the shot on him deals the full 25.
    """
    (p1,) = resolve("""
        players:
          - {name: Sen, public: other, secret: sensei, hp: 40}
          - {name: Nin, public: other, secret: ninja}
          - {name: Kil, public: other, secret: killer}
        phases:
          - orders:
              - {actor: Sen, ability: meditation}
              - {actor: Kil, ability: silenced_pistol, targets: [Sen]}
    """)
    assert p1.codes("Sen") == ["in_hospital"]
    assert p1.deltas("Sen", 9) == [-25]
