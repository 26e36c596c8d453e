"""AM-15 rules catalogue (seed 000), r11–r18: the attacks — katana, assault, pistol,
silenced pistol, dual pistols, shuriken, the maniac's knife, the revolver.

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

# The 16–17 column of the distribution table, for the rules that depend on the game size.
SIXTEEN = """
    players:
      - {name: Bos, public: other, secret: boss}
      - {name: Bru, public: other, secret: brute}
      - {name: Kil, public: other, secret: killer}
      - {name: Sen, public: other, secret: sensei}
      - {name: Nin, public: other, secret: ninja}
      - {name: Shi, public: other, secret: shinobi}
      - {name: Pu1, public: other, secret: punisher}
      - {name: Pu2, public: other, secret: punisher}
      - {name: Ko1, public: other, secret: commissar, choice: dossier}
      - {name: Ko2, public: other, secret: commissar, choice: surveillance}
      - {name: Man, public: other, secret: maniac}
      - {name: C1, public: other, secret: civilian}
      - {name: C2, public: other, secret: civilian}
      - {name: C3, public: other, secret: civilian}
      - {name: C4, public: other, secret: civilian}
      - {name: C5, public: other, secret: civilian}
    phases:
"""


def sixteen(*phases: list[str], more: tuple[str, ...] = ()) -> str:
    """A 16-player game (more players: `more`, flow maps); each phase a list of flow-style
    orders."""
    text = SIXTEEN.replace(
        "    phases:\n", "".join(f"      - {p}\n" for p in more) + "    phases:\n"
    )
    for orders in phases:
        text += "      - orders:\n" + "".join(f"          - {o}\n" for o in orders)
    return text


# --- r11: katana ------------------------------------------------------------------------------


def test_r11_01_katana_deals_65(resolve: Resolve) -> None:
    """Ниндзя: «Катана – наносит 65 урона цели.»
    Master: Civ 100 -> 35 at step 7, an attack credited to the ninja.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Civ}]
    """)
    [event] = p1.events(7)
    assert (event.actor, event.target, event.delta, event.attack) == ("Nin", "Civ", -65, True)
    assert p1.hp("Civ") == 35


def test_r11_02_katana_kills_a_commissar_in_small_games(resolve: Resolve) -> None:
    """«В игре на 14-15 игроков при применении на комиссара убивает его.» (ruling
    small_game_variant: fewer than 14 players use the 14–15 column)
    Master: the commissar at 100 HP dies at step 7 (cause 'kill', the ninja's frag), and the
    sensei's heal at step 30 cannot save him (ruling instant_kill: absolute).
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Kom, public: other, secret: commissar}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Kom}
              - {actor: Civ, ability: heal, target: Kom}
    """)
    death = p1.death("Kom")
    assert death is not None
    assert (death.frag, death.step, death.cause) == ("Nin", 7, "kill")
    assert p1.deltas("Kom", 30) == []
    assert not p1.alive("Kom")


def test_r11_03_katana_only_65_on_a_commissar_in_16_player_games(resolve: Resolve) -> None:
    """«В игре на 14-15 игроков при применении на комиссара убивает его.» (not in 16–17)
    Master: 16 players: the katana on a commissar deals 65: 100 -> 35, he lives.
    """
    (p1,) = resolve(sixteen(["{actor: Nin, ability: katana, target: Ko1}"]))
    assert p1.deltas("Ko1") == [-65]
    assert p1.alive("Ko1")


def test_r11_04_katana_kills_a_masked_commissar(resolve: Resolve) -> None:
    """Маскировка: «маскирует цель под любую тайную роль (прослушка, досье, финальная проверка,
    расследование, нож под охотой, сыгранные на цель, будут просчитываться для этой роли»
    (the katana is not among the checks a mask fools)
    Master: a commissar masked as a civilian still dies to the katana.
    """
    _, p2 = resolve("""
        players:
          - {name: Shi, public: other, secret: shinobi}
          - {name: Nin, public: other, secret: ninja}
          - {name: Kom, public: other, secret: commissar}
        phases:
          - orders: [{actor: Shi, ability: masquerade, target: Kom, role: civilian}]
          - orders: [{actor: Nin, ability: katana, target: Kom}]
    """)
    assert p2.frag("Kom") == "Nin"


@pytest.mark.parametrize(
    ("ruling", "alive", "hp"), [("absolute", False, 0), ("hp_to_zero", True, 40)]
)
def test_r11_05_instant_kill_ruling(resolve: Resolve, ruling: str, alive: bool, hp: int) -> None:
    """«при применении на комиссара убивает его» (ruling instant_kill: can a later heal save?)
    Master: the katana kills the commissar, the civilian heals him at step 30: default he
    stays dead at 0; 'hp_to_zero': 0 + 40 = 40, alive.
    """
    (p1,) = resolve(f"""
        rulings: {{instant_kill: {ruling}}}
        players:
          - {{name: Nin, public: other, secret: ninja}}
          - {{name: Kom, public: other, secret: commissar}}
          - {{name: Civ, public: other, secret: civilian}}
        phases:
          - orders:
              - {{actor: Nin, ability: katana, target: Kom}}
              - {{actor: Civ, ability: heal, target: Kom}}
    """)
    assert (p1.alive("Kom"), p1.hp("Kom")) == (alive, hp)


def eighteen(*phases: list[str]) -> str:
    """The 18–20 column: the 16 plus the psycho and a sixth civilian."""
    return sixteen(
        *phases,
        more=(
            "{name: Psy, public: other, secret: psycho}",
            "{name: C6, public: other, secret: civilian}",
        ),
    )


def test_r11_06_katana_only_65_on_a_commissar_in_18_player_games(resolve: Resolve) -> None:
    """«В игре на 14-15 игроков при применении на комиссара убивает его.» (not in 18–20)
    Master: 18 players: the commissar takes 65 and lives.
    """
    (p1,) = resolve(eighteen(["{actor: Nin, ability: katana, target: Ko1}"]))
    assert p1.state.size_column == "18-20"
    assert p1.deltas("Ko1") == [-65]


# --- r12: assault -----------------------------------------------------------------------------


@pytest.mark.parametrize(("start", "damage"), [(100, 50), (75, 38), (130, 65), (1, 1)])
def test_r12_01_assault_half_of_hp_at_phase_start(
    resolve: Resolve, start: int, damage: int
) -> None:
    """Громила: «Нападение – наносит цели урон, равный половине её хп на момент начала ночи.»
    · «Весь урон при необходимости округляется в большую сторону.»
    Master: ⌈HP / 2⌉ of the HP the target had when the phase began.
    """
    (p1,) = resolve(f"""
        players:
          - {{name: Bru, public: other, secret: brute}}
          - {{name: Civ, public: big_guy, secret: civilian, hp: {start}}}
        phases:
          - orders: [{{actor: Bru, ability: assault, target: Civ}}]
    """)
    assert p1.deltas("Civ", 6) == [-damage]


def test_r12_02_assault_is_an_attack(resolve: Resolve) -> None:
    """«Атакой называется способность тайной роли, наносящая урон цели» · Охрана: «цель
    получает только половину урона от каждой атаки»
    Master: guarded, Civ takes ⌈50 / 2⌉ = 25 from the assault.
    """
    (p1,) = resolve("""
        players:
          - {name: Bru, public: other, secret: brute}
          - {name: Br2, public: other, secret: brute}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Bru, ability: guard, target: Civ}
              - {actor: Br2, ability: assault, target: Civ}
    """)
    assert p1.deltas("Civ") == [-25]


# --- r13: the boss's pistol -------------------------------------------------------------------

PISTOL = """
    players:
      - {{name: Bos, public: other, secret: boss{boss}}}
      - {{name: Kil, public: other, secret: killer{killer}}}
      - {{name: Civ, public: ambal, secret: civilian, hp: 180}}
      - {{name: Ci2, public: ambal, secret: civilian, hp: 180}}
    phases:
"""


def pistol(*phases: str, boss: str = "", killer: str = "") -> str:
    text = PISTOL.format(boss=boss, killer=killer)
    for orders in phases:
        text += f"      - orders: [{orders}]\n"
    return text


def test_r13_01_pistol_deals_20(resolve: Resolve) -> None:
    """Босс: «Пистолет – наносит цели 20 урона.»
    Master: one shot, Civ 180 -> 160 at step 8; nothing stored (the boss used it).
    """
    (p1,) = resolve(pistol("{actor: Bos, ability: pistol, targets: [Civ]}"))
    assert p1.deltas("Civ", 8) == [-20]
    assert p1.player("Bos").counters.get("pistol_shots", 0) == 0


def test_r13_02_unused_phase_stores_a_shot(resolve: Resolve) -> None:
    """«За каждую ночь, когда босс не использует эту способность и не находится в больнице, он
    накапливает 1 выстрел. При использовании пистолета может потратить любое количество
    дополнительных выстрелов (можно стрелять по разным целям).»
    Master: idle in phase 1 (1 stored); phase 2 fires 2 shots on two targets: 20 each; the
    store is empty again; phase 3 two shots are rejected (too_many_targets).
    """
    p1, p2, p3 = resolve(
        pistol(
            "",
            "{actor: Bos, ability: pistol, targets: [Civ, Ci2]}",
            "{actor: Bos, ability: pistol, targets: [Civ, Civ]}",
        )
    )
    assert p1.player("Bos").counters["pistol_shots"] == 1
    assert (p2.deltas("Civ"), p2.deltas("Ci2")) == ([-20], [-20])
    assert p2.player("Bos").counters["pistol_shots"] == 0
    assert p3.codes("Bos") == ["too_many_targets"]


def test_r13_03_shots_accumulate_over_phases(resolve: Resolve) -> None:
    """«За каждую ночь, когда босс не использует эту способность ..., он накапливает 1
    выстрел.»
    Master: idle 3 phases (3 stored); phase 4 fires 4 shots on Civ: 80.
    """
    *_, p4 = resolve(
        pistol("", "", "", "{actor: Bos, ability: pistol, targets: [Civ, Civ, Civ, Civ]}")
    )
    assert p4.deltas("Civ") == [-20, -20, -20, -20]


def test_r13_04_another_ability_still_stores_a_shot(resolve: Resolve) -> None:
    """«За каждую ночь, когда босс не использует эту способность» (this one: the pistol)
    Master: the boss contracts Ci2 in phase 1 and still stores a shot; 2 shots in phase 2.
    """
    _, p2 = resolve(
        pistol(
            "{actor: Bos, ability: contract, target: Ci2}",
            "{actor: Bos, ability: pistol, targets: [Civ, Civ]}",
        )
    )
    assert p2.deltas("Civ") == [-20, -20]


def test_r13_05_no_shot_stored_in_hospital(resolve: Resolve) -> None:
    """«За каждую ночь, когда босс не использует эту способность и не находится в больнице, он
    накапливает 1 выстрел.»
    Master: the boss lies in hospital in phase 1 (40 -> 55, discharged): no shot stored; in
    phase 2 a second shot is rejected.
    """
    p1, p2 = resolve(
        pistol("", "{actor: Bos, ability: pistol, targets: [Civ, Civ]}", boss=", hp: 40")
    )
    assert p1.player("Bos").counters.get("pistol_shots", 0) == 0
    assert p2.codes("Bos") == ["too_many_targets"]


def test_r13_06_after_the_killers_death_25_and_two_free_shots(resolve: Resolve) -> None:
    """«После смерти Киллера по желанию наносит 25 урона, и можно применять дважды без траты
    выстрелов»
    Master: the killer is dead; the boss fires 2 shots of 25 with nothing stored: 180 -> 130.
    """
    (p1,) = resolve(
        pistol("{actor: Bos, ability: pistol, targets: [Civ, Civ]}", killer=", dead: true")
    )
    assert p1.codes() == []
    assert p1.deltas("Civ") == [-25, -25]


def test_r13_07_after_the_killers_death_20_by_choice(resolve: Resolve) -> None:
    """«После смерти Киллера по желанию наносит 25 урона»
    Master: the boss chooses 20 (damage: 20): two shots of 20.
    """
    (p1,) = resolve(
        pistol(
            "{actor: Bos, ability: pistol, targets: [Civ, Civ], damage: 20}", killer=", dead: true"
        )
    )
    assert p1.deltas("Civ") == [-20, -20]


def test_r13_08_after_the_killers_death_both_shots_accumulate(resolve: Resolve) -> None:
    """«(оба выстрела накапливаются, если не стрелять)»
    Master: the killer is dead, the boss idles in phase 1 (2 stored): phase 2 fires 4 of 25.
    """
    p1, p2 = resolve(
        pistol(
            "",
            "{actor: Bos, ability: pistol, targets: [Civ, Civ, Ci2, Ci2]}",
            killer=", dead: true",
        )
    )
    assert p1.player("Bos").counters["pistol_shots"] == 2
    assert (p2.deltas("Civ"), p2.deltas("Ci2")) == ([-25, -25], [-25, -25])


def test_r13_09_no_25_while_the_killer_lives(resolve: Resolve) -> None:
    """Босс: «Пистолет – наносит цели 20 урона. ... После смерти Киллера по желанию наносит 25»
    Master: with the killer alive, a 25 shot is rejected (bad_damage).
    """
    (p1,) = resolve(pistol("{actor: Bos, ability: pistol, targets: [Civ], damage: 25}"))
    assert p1.codes("Bos") == ["bad_damage"]


def test_r13_10_killer_dying_this_phase_changes_nothing_yet(resolve: Resolve) -> None:
    """«После смерти Киллера по желанию наносит 25 урона» (ruling succession_timing: from the
    phase after the death)
    Master: the killer dies in phase 1 (executed by day): the boss still fires one 20 that
    phase; 2 free shots of 25 from phase 2.
    """
    p1, p2 = resolve("""
        players:
          - {name: Bos, public: other, secret: boss}
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: ambal, secret: civilian, hp: 180}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders: [{actor: Bos, ability: pistol, targets: [Civ]}]
            votes: {Civ: Kil, Ci2: Kil}
          - orders: [{actor: Bos, ability: pistol, targets: [Civ, Civ]}]
    """)
    assert p1.executed == "Kil"
    assert p1.deltas("Civ") == [-20]
    assert p2.deltas("Civ") == [-25, -25]


# --- r14: silenced pistol ---------------------------------------------------------------------


def test_r14_01_three_shots_of_25(resolve: Resolve) -> None:
    """Киллер: «Пистолет с глушителем – атакует цель на 25 урона (по желанию - на 20). Можно
    применять трижды ... за фазу, в том числе на разные цели.»
    Master: shots on Civ, Civ, Ci2: 25 + 25 and 25, each an attack at step 9.
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Civ, Civ, Ci2]}]
    """)
    assert (p1.deltas("Civ", 9), p1.deltas("Ci2", 9)) == ([-25, -25], [-25])
    assert all(e.attack for e in p1.events(9))


def test_r14_02_twenty_by_choice(resolve: Resolve) -> None:
    """«атакует цель на 25 урона (по желанию - на 20)»
    Master: damage: 20 -> three shots of 20.
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Kil, ability: silenced_pistol, targets: [Civ, Civ, Civ], damage: 20}
    """)
    assert p1.deltas("Civ") == [-20, -20, -20]


def test_r14_03_no_fourth_shot_while_the_brute_lives(resolve: Resolve) -> None:
    """«Можно применять трижды (после смерти Громилы - четырежды) за фазу»
    Master: four shots with the brute alive: rejected (too_many_targets).
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Bru, public: other, secret: brute}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Civ, Civ, Civ, Civ]}]
    """)
    assert p1.codes("Kil") == ["too_many_targets"]
    assert p1.hp("Civ") == 100


def test_r14_04_four_shots_after_the_brutes_death(resolve: Resolve) -> None:
    """«Можно применять трижды (после смерти Громилы - четырежды) за фазу»
    Master: the brute is dead: four shots, 100 damage.
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Bru, public: other, secret: brute, dead: true}
          - {name: Civ, public: big_guy, secret: civilian}
        phases:
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Civ, Civ, Civ, Civ]}]
    """)
    assert p1.deltas("Civ") == [-25, -25, -25, -25]


# --- r15: dual pistols ------------------------------------------------------------------------


def test_r15_01_forty_to_each_of_two_targets(resolve: Resolve) -> None:
    """Киллер: «Парные пистолеты – наносит по 40 урона двум разным целям.»
    Master: Civ and Ci2 each 100 -> 60 at step 10.
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders: [{actor: Kil, ability: dual_pistols, targets: [Civ, Ci2]}]
    """)
    assert (p1.deltas("Civ", 10), p1.deltas("Ci2", 10)) == ([-40], [-40])


@pytest.mark.parametrize(
    ("targets", "code"), [("[Civ, Civ]", "targets_not_distinct"), ("[Civ]", "too_few_targets")]
)
def test_r15_02_two_different_targets(resolve: Resolve, targets: str, code: str) -> None:
    """«наносит по 40 урона двум разным целям»
    Master: both pistols on one target, or a single target: rejected.
    """
    (p1,) = resolve(f"""
        players:
          - {{name: Kil, public: other, secret: killer}}
          - {{name: Civ, public: other, secret: civilian}}
        phases:
          - orders: [{{actor: Kil, ability: dual_pistols, targets: {targets}}}]
    """)
    assert p1.codes("Kil") == [code]


# --- r16: shuriken ----------------------------------------------------------------------------

SHURIKEN = """
    players:
      - {{name: Shi, public: other, secret: shinobi}}
      - {{name: Nin, public: other, secret: ninja{ninja}}}
      - {{name: Sen, public: other, secret: sensei{sensei}}}
      - {{name: Bru, public: other, secret: brute}}
      - {{name: Civ, public: other, secret: civilian}}
      - {{name: Ci2, public: other, secret: civilian}}
    phases:
      - orders:
"""


def shuriken(*orders: str, ninja: str = "", sensei: str = "") -> str:
    return SHURIKEN.format(ninja=ninja, sensei=sensei) + "".join(
        f"          - {o}\n" for o in orders
    )


def test_r16_01_one_shuriken_with_no_dead_yakuza(resolve: Resolve) -> None:
    """Синоби: «Сюрикены – бросает [количество мёртвых членов якудзы + 1] сюрикенов. Каждый
    сюрикен наносит 10 урона»
    Master: all yakuza alive: one shuriken, 10; two are rejected (too_many_targets).
    """
    (p1,) = resolve(shuriken("{actor: Shi, ability: shuriken, targets: [Civ]}"))
    assert p1.deltas("Civ", 11) == [-10]
    (q1,) = resolve(shuriken("{actor: Shi, ability: shuriken, targets: [Civ, Ci2]}"))
    assert q1.codes("Shi") == ["too_many_targets"]


def test_r16_02_one_more_per_dead_yakuza_on_different_targets(resolve: Resolve) -> None:
    """«бросает [количество мёртвых членов якудзы + 1] сюрикенов. ... Можно использовать на
    разные цели.»
    Master: ninja and sensei dead: 3 shuriken, on Civ, Civ, Ci2: 10 each.
    """
    (p1,) = resolve(
        shuriken(
            "{actor: Shi, ability: shuriken, targets: [Civ, Civ, Ci2]}",
            ninja=", dead: true",
            sensei=", dead: true",
        )
    )
    assert (p1.deltas("Civ"), p1.deltas("Ci2")) == ([-10, -10], [-10])


def test_r16_03_only_part_of_the_shuriken(resolve: Resolve) -> None:
    """«По желанию можно бросить только часть сюрикенов.»
    Master: 3 allowed (two yakuza dead), one thrown: accepted, 10.
    """
    (p1,) = resolve(
        shuriken(
            "{actor: Shi, ability: shuriken, targets: [Civ]}",
            ninja=", dead: true",
            sensei=", dead: true",
        )
    )
    assert p1.codes() == []
    assert p1.deltas("Civ") == [-10]


def test_r16_04_each_shuriken_a_separate_attack(resolve: Resolve) -> None:
    """«Каждый сюрикен наносит 10 урона и считается отдельной атакой.»
    Master: two shuriken at a guarded Civ: 5 + 5 (each halved on its own).
    """
    (p1,) = resolve(
        shuriken(
            "{actor: Shi, ability: shuriken, targets: [Civ, Civ]}",
            "{actor: Bru, ability: guard, target: Civ}",
            ninja=", dead: true",
        )
    )
    assert p1.deltas("Civ") == [-5, -5]
    assert all(e.attack for e in p1.events(11))


def test_r16_05_the_mark_fires_on_the_first_shuriken(resolve: Resolve) -> None:
    """«Каждый сюрикен ... считается отдельной атакой.» · «каждая метка ... наносит 45 урона
    (не атакой) и исчезает»
    Master: a marked Civ (the sensei protected him in phase 1) takes two shuriken in phase 2:
    45, 10, 10.
    """
    _, p2 = resolve("""
        players:
          - {name: Shi, public: other, secret: shinobi}
          - {name: Nin, public: other, secret: ninja, dead: true}
          - {name: Sen, public: other, secret: sensei}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Sen, ability: protection, target: Civ}]
          - orders: [{actor: Shi, ability: shuriken, targets: [Civ, Civ]}]
    """)
    assert p2.deltas("Civ") == [-45, -10, -10]


# --- r17: the maniac's knife ------------------------------------------------------------------

MANIAC = """
    players:
      - {{name: Man, public: other, secret: maniac{maniac}}}
      - {{name: Psy, public: other, secret: psycho}}
      - {{name: Civ, public: big_guy, secret: civilian}}
      - {{name: Nin, public: other, secret: ninja{yakuza}}}
      - {{name: Kil, public: other, secret: killer{mafia}}}
      - {{name: Kom, public: other, secret: commissar{law}}}
    phases:
      - orders: [{{actor: Man, ability: knife, target: {target}}}]
"""


def maniac(
    target: str = "Civ", maniac: str = "", yakuza: str = "", mafia: str = "", law: str = ""
) -> str:
    return MANIAC.format(target=target, maniac=maniac, yakuza=yakuza, mafia=mafia, law=law)


def test_r17_01_knife_deals_95(resolve: Resolve) -> None:
    """Маньяк: «Нож – наносит цели 95 урона.»
    Master: the big guy 130 -> 35 at step 12.
    """
    (p1,) = resolve(maniac())
    assert p1.deltas("Civ", 12) == [-95]


def test_r17_02_knife_from_hospital_deals_45(resolve: Resolve) -> None:
    """«Может использовать из больницы (если не в коме), нанося 45 урона.»
    Master: the maniac at 40 HP (in hospital): his knife is accepted and deals 45.
    """
    (p1,) = resolve(maniac(maniac=", hp: 40"))
    assert p1.codes() == []
    assert p1.deltas("Civ", 12) == [-45]


def test_r17_03_no_knife_from_coma(resolve: Resolve) -> None:
    """«Может использовать из больницы (если не в коме)»
    Master: the maniac at 15 HP: rejected (in_coma).
    """
    (p1,) = resolve(maniac(maniac=", hp: 15"))
    assert p1.codes("Man") == ["in_coma"]


def test_r17_04_full_knife_from_hospital_in_the_endgame(resolve: Resolve) -> None:
    """«Наносит из больницы полный урон, если мертва вся мафия и якудза, а из законников живы
    только мирные жители.»
    Master: killer, ninja and commissar dead; the maniac in hospital deals the full 95.
    """
    (p1,) = resolve(
        maniac(maniac=", hp: 40", yakuza=", dead: true", mafia=", dead: true", law=", dead: true")
    )
    assert p1.deltas("Civ", 12) == [-95]


def test_r17_05_hospital_knife_stays_45_while_a_commissar_lives(resolve: Resolve) -> None:
    """«Наносит из больницы полный урон, если мертва вся мафия и якудза, а из законников живы
    только мирные жители.»
    Master: mafia and yakuza dead but the commissar alive: 45.
    """
    (p1,) = resolve(maniac(maniac=", hp: 40", yakuza=", dead: true", mafia=", dead: true"))
    assert p1.deltas("Civ", 12) == [-45]


def test_r17_06_no_damage_to_the_psycho_and_the_maniac_learns_it(resolve: Resolve) -> None:
    """«Если атаковал психа, узнаёт об этом и не наносит урона.»
    Master: the knife on the psycho: no HP change; the maniac's message says 'psycho'.
    """
    (p1,) = resolve(maniac(target="Psy"))
    assert p1.deltas("Psy") == []
    assert p1.result("Man", "knife") == {"found": "psycho"}


def test_r17_07_maniac_knows_the_roles_of_the_dead_in_16_player_games(resolve: Resolve) -> None:
    """«В игре на 16-17 вместо Охоты имеет способность: ... Связи на том свете (пассивно) – знает
    тайные роли мёртвых игроков.»
    Master: 16 players; the town executes Bos: the maniac is told 'Bos: boss'.
    """
    text = sixteen([]) + "        votes: {C1: Bos, C2: Bos, C3: Bos}\n"
    (p1,) = resolve(text.replace("      - orders:\n        votes:", "      - votes:"))
    assert p1.executed == "Bos"
    [msg] = p1.messages_to("Man", "afterlife")
    assert (msg.target, dict(msg.result)) == ("Bos", {"role": "boss"})


# --- r18: the punisher's revolver -------------------------------------------------------------

REVOLVER = """
    players:
      - {{name: Pun, public: other, secret: punisher{pun}}}
      - {{name: Civ, public: ambal, secret: civilian, hp: 180}}
      - {{name: Ci2, public: other, secret: civilian}}
    phases:
"""


def revolver(*phases: str, pun: str = "") -> str:
    text = REVOLVER.format(pun=pun)
    for orders in phases:
        text += f"      - orders: [{orders}]\n"
    return text


FIRE = "{actor: Pun, ability: revolver, target: Civ}"


def test_r18_01_revolver_deals_20(resolve: Resolve) -> None:
    """Каратель: «Револьвер – наносит цели 20 урона.»
    Master: fired in phase 1: 20 at step 14.
    """
    (p1,) = resolve(revolver(FIRE))
    assert p1.deltas("Civ", 14) == [-20]


def test_r18_02_plus_20_per_unused_phase_reset_on_firing(resolve: Resolve) -> None:
    """«Урон от способности увеличивается на 20 за каждую фазу, когда Каратель не применяет её и
    не в Госпитале (при выстреле снова сбрасывается).»
    Master: idle, idle, fire: 60; fire again next phase: 20.
    """
    *_, p3, p4 = resolve(revolver("", "", FIRE, FIRE))
    assert p3.deltas("Civ") == [-60]
    assert p4.deltas("Civ") == [-20]


def test_r18_03_final_check_phase_still_charges(resolve: Resolve) -> None:
    """«Урон от способности увеличивается на 20 за каждую фазу, когда Каратель не применяет её»
    (her: the revolver)
    Master: a final check in phase 1, the revolver in phase 2: 40.
    """
    _, p2 = resolve(
        revolver(
            "{actor: Pun, ability: final_check, target: Ci2, mafia_role: boss, yakuza_role: ninja}",
            FIRE,
        )
    )
    assert p2.deltas("Civ") == [-40]


def test_r18_04_no_charge_in_hospital(resolve: Resolve) -> None:
    """«Урон от способности увеличивается на 20 за каждую фазу, когда Каратель не применяет её и
    не в Госпитале»
    Master: the punisher lies in hospital in phase 1 (35 -> 50, discharged): no charge; phase 2
    fires 20.
    """
    p1, p2 = resolve(revolver("", FIRE, pun=", hp: 35"))
    assert p1.location("Pun") == "none"
    assert p2.deltas("Civ") == [-20]


@pytest.mark.parametrize(("ruling", "stored"), [("no_charge", 0), ("charges", 1)])
def test_r13_11_charge_in_coma_ruling(resolve: Resolve, ruling: str, stored: int) -> None:
    """«За каждую ночь, когда босс не использует эту способность и не находится в больнице, он
    накапливает 1 выстрел.» (ruling charge_in_coma: the seed names only the hospital)
    Master: the boss lies in coma in phase 1: default no shot stored; 'charges': one.
    """
    (p1,) = resolve(
        pistol("", boss=", hp: 5").replace(
            "    players:", f"    rulings: {{charge_in_coma: {ruling}}}\n    players:"
        )
    )
    assert p1.player("Bos").counters.get("pistol_shots", 0) == stored


@pytest.mark.parametrize(("ruling", "damage"), [("no_charge", -20), ("charges", -40)])
def test_r18_05_revolver_charge_in_coma_ruling(resolve: Resolve, ruling: str, damage: int) -> None:
    """«Урон от способности увеличивается на 20 за каждую фазу, когда Каратель не применяет её и
    не в Госпитале» (ruling charge_in_coma)
    Master: the punisher at 5 lies in coma in phase 1, in hospital in phases 2–3 (20, 35, 50)
    and fires in phase 4: default 20 (no charge at all); 'charges': 40 (the coma phase).
    """
    *_, p4 = resolve(
        revolver("", "", "", FIRE, pun=", hp: 5").replace(
            "    players:", f"    rulings: {{charge_in_coma: {ruling}}}\n    players:"
        )
    )
    # phase 1 coma (ruling), phases 2-3 hospital (never), phase 4 fires
    assert p4.deltas("Civ") == [damage]
