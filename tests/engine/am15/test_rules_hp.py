"""AM-15 rules catalogue (seed 000), r01–r05: HP and statuses, hospital, coma, the end of
the resolution (HP below zero, deaths after step 31, the cap after step 32) and frags.

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

# --- r01: statuses by HP ----------------------------------------------------------------------

# (start HP, public role, psycho's knife amount) -> HP, status, where the character lies
STATUS_CASES = [
    pytest.param(130, "big_guy", 29, 101, "full_of_strength", "none", id="101-full_of_strength"),
    pytest.param(130, "big_guy", 30, 100, "healthy", "none", id="100-healthy"),
    pytest.param(100, "other", 25, 75, "healthy", "none", id="75-healthy"),
    pytest.param(100, "other", 26, 74, "lightly_wounded", "none", id="74-lightly_wounded"),
    pytest.param(100, "other", 50, 50, "lightly_wounded", "none", id="50-lightly_wounded"),
    pytest.param(100, "other", 51, 49, "heavily_wounded", "hospital", id="49-heavily_wounded"),
    pytest.param(100, "other", 80, 20, "heavily_wounded", "hospital", id="20-heavily_wounded"),
    pytest.param(100, "other", 81, 19, "coma", "coma", id="19-coma"),
    pytest.param(100, "other", 99, 1, "coma", "coma", id="1-coma"),
    pytest.param(100, "other", 100, 0, "dead", "none", id="0-dead"),
    pytest.param(100, "other", 160, -60, "dead", "none", id="minus60-dead"),
]


@pytest.mark.parametrize(("start", "public", "amount", "hp", "status", "where"), STATUS_CASES)
def test_r01_01_status_bands(
    resolve: Resolve, start: int, public: str, amount: int, hp: int, status: str, where: str
) -> None:
    """«1) 101 хп и больше – персонаж полон сил. 2) 75-100 хп – персонаж здоров. 3) 50-74 хп –
    персонаж легко ранен. 3) 20-49 хп – персонаж тяжело ранен. Он попадает в больницу ...
    4) 1-19 хп – персонаж в коме. ... 5) 0 хп и меньше – персонаж мёртв.»
    Master: the victim's HP after the knife decides the status the town sees, and where he lies.
    """
    (p1,) = resolve(f"""
        players:
          - {{name: Psy, public: other, secret: psycho}}
          - {{name: Vic, public: {public}, secret: civilian, hp: {start}}}
          - {{name: Civ, public: other, secret: civilian}}
        phases:
          - orders: [{{actor: Psy, ability: knife, target: Vic, amount: {amount}}}]
    """)
    assert p1.hp("Vic") == hp
    assert p1.status("Vic") == status
    assert p1.shown("Vic") == status
    assert p1.location("Vic") == where
    assert p1.alive("Vic") is (hp > 0)


def test_r01_02_statuses_change_only_at_the_end_of_the_phase(resolve: Resolve) -> None:
    """«эти статусы могут изменяться только утром после ночных действий либо вечером после
    голосования»
    Master: the killer, cut to 35 HP by the katana at step 7, still shoots at step 9 (he goes
    to hospital only when the phase ends) and the town sees one change: healthy -> heavily
    wounded.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Kil}
              - {actor: Kil, ability: silenced_pistol, targets: [Civ]}
    """)
    assert p1.hp_after("Kil", 7) == 35
    assert p1.deltas("Civ", 9) == [-25]
    assert p1.codes() == []
    assert ("Kil", "healthy", "heavily_wounded") in p1.trace.public.status_changes
    assert p1.location("Kil") == "hospital"


def test_r01_03_big_guy_starts_full_of_strength(resolve: Resolve) -> None:
    """«101 хп и больше – персонаж полон сил.» · Здоровяк: «Стартовое и максимальное здоровье -
    130 хп.»
    Master: an untouched big guy is 'full of strength' at 130 HP; the status list starts so.
    """
    (p1,) = resolve("""
        players:
          - {name: Big, public: big_guy, secret: civilian}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: []
    """)
    assert (p1.hp("Big"), p1.max_hp("Big"), p1.status("Big")) == (130, 130, "full_of_strength")
    assert p1.trace.public.status_changes == ()


# --- r02: hospital ----------------------------------------------------------------------------

HOSPITAL = """
    players:
      - {name: Nin, public: other, secret: ninja}
      - {name: Civ, public: other, secret: civilian}
      - {name: Kom, public: other, secret: commissar, choice: dossier}
    phases:
      - orders: [{actor: Nin, ability: katana, target: Civ}]
      - orders: []
      - orders: []
"""


def test_r02_01_hospital_regeneration_starts_next_phase(resolve: Resolve) -> None:
    """«20-49 хп – персонаж тяжело ранен. Он попадает в больницу, где восстанавливает 15 хп
    каждую ночь, начиная со следующей.»
    Master: cut to 35 in phase 1, no +15 that phase; +15 at step 31 of phase 2 -> 50.
    """
    p1, p2, _ = resolve(HOSPITAL)
    assert p1.hp("Civ") == 35
    assert p1.events(31, target="Civ") == []
    assert (p1.status("Civ"), p1.location("Civ")) == ("heavily_wounded", "hospital")
    [regen] = p2.events(31, target="Civ")
    assert (regen.ability, regen.hp_before, regen.hp_after) == ("hospital", 35, 50)


def test_r02_02_discharged_when_hp_above_49(resolve: Resolve) -> None:
    """«Персонажа выписывают из больницы, когда его хп становятся больше 49.»
    Master: 35 + 15 = 50 after phase 2: out of hospital, lightly wounded; no +15 in phase 3.
    """
    _, p2, p3 = resolve(HOSPITAL)
    assert (p2.hp("Civ"), p2.status("Civ"), p2.location("Civ")) == (50, "lightly_wounded", "none")
    assert p3.events(31, target="Civ") == []
    assert p3.hp("Civ") == 50


def test_r02_03_stays_in_hospital_at_exactly_49(resolve: Resolve) -> None:
    """«Персонажа выписывают из больницы, когда его хп становятся больше 49.»
    Master: a patient at 34 regains 15 -> 49: still in hospital; next phase 64, discharged.
    """
    p1, p2 = resolve("""
        players:
          - {name: Civ, public: other, secret: civilian, hp: 34}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: []
          - orders: []
    """)
    assert (p1.hp("Civ"), p1.location("Civ"), p1.status("Civ")) == (
        49,
        "hospital",
        "heavily_wounded",
    )
    assert (p2.hp("Civ"), p2.location("Civ"), p2.status("Civ")) == (64, "none", "lightly_wounded")


def test_r02_04_no_night_abilities_in_hospital(resolve: Resolve) -> None:
    """«При этом он не может использовать ночные способности»
    Master: the ninja at 40 HP lies in hospital: his katana is rejected (in_hospital), also
    when the sensei orders it for him; the target is untouched.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja, hp: 40}
          - {name: Sen, public: other, secret: sensei}
          - {name: Civ, public: other, secret: civilian}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: trap, target: Civ}
              - {actor: Nin, ability: katana, target: Ci2, by: Sen}
    """)
    assert p1.codes("Nin") == ["replaced", "in_hospital"]
    assert (p1.hp("Civ"), p1.hp("Ci2")) == (100, 100)


def test_r02_05_hospital_patient_votes_and_acts_by_day(resolve: Resolve) -> None:
    """«При этом он не может использовать ночные способности, но может голосовать и
    действовать днём.»
    Master: the electrician at 30 HP (in hospital) shocks Civ for 10 and his vote counts: Civ
    gets 2 of 3 votes and is executed.
    """
    (p1,) = resolve("""
        players:
          - {name: Ele, public: electrician, secret: civilian, hp: 30}
          - {name: Civ, public: other, secret: civilian}
          - {name: Ci2, public: other, secret: civilian}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: [{actor: Ele, ability: shock, target: Ci2}]
            votes: {Ele: Civ, Nin: Civ, Civ: Nin}
    """)
    assert p1.codes() == []
    assert p1.deltas("Ci2", 0) == [-10]
    assert p1.votes_for("Civ") == 2
    assert p1.executed == "Civ"


# --- r03: coma --------------------------------------------------------------------------------


def test_r03_01_coma_no_actions_no_vote(resolve: Resolve) -> None:
    """«1-19 хп – персонаж в коме. Ему не доступны никакие действия, он не может голосовать»
    Master: the electrician at 10 HP: his shock, his secret heal and his vote are all
    rejected (in_coma); the vote is not counted.
    """
    (p1,) = resolve("""
        players:
          - {name: Ele, public: electrician, secret: civilian, hp: 10}
          - {name: Civ, public: other, secret: civilian}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Ele, ability: shock, target: Civ}
              - {actor: Ele, ability: heal, target: Ele}
            votes: {Ele: Civ, Ci2: Civ, Civ: Ci2}
    """)
    assert p1.codes("Ele") == ["in_coma", "in_coma", "in_coma"]
    assert p1.hp("Civ") == 100
    assert p1.votes_for("Civ") == 1
    assert p1.executed is None


def test_r03_02_coma_regenerates_15_and_leaves_above_19(resolve: Resolve) -> None:
    """«По-прежнему восстанавливает 15 хп каждую ночь. Выходит из состояния комы, когда его хп
    становятся больше 19.»
    Master: 10 HP in coma -> +15 at step 31 -> 25: out of coma, heavily wounded, in hospital.
    """
    (p1,) = resolve("""
        players:
          - {name: Civ, public: other, secret: civilian, hp: 10}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: []
    """)
    [regen] = p1.events(31, target="Civ")
    assert (regen.ability, regen.delta) == ("coma", 15)
    assert (p1.hp("Civ"), p1.status("Civ"), p1.location("Civ")) == (
        25,
        "heavily_wounded",
        "hospital",
    )


def test_r03_03_stays_in_coma_at_19(resolve: Resolve) -> None:
    """«Выходит из состояния комы, когда его хп становятся больше 19.»
    Master: 4 HP -> 19 after the phase: still in coma; next phase 34, heavily wounded.
    """
    p1, p2 = resolve("""
        players:
          - {name: Civ, public: other, secret: civilian, hp: 4}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: []
          - orders: []
    """)
    assert (p1.hp("Civ"), p1.status("Civ")) == (19, "coma")
    assert (p2.hp("Civ"), p2.status("Civ")) == (34, "heavily_wounded")


@pytest.mark.parametrize(("ruling", "phase1_hp"), [("next_phase", 15), ("same_phase", 30)])
def test_r03_04_coma_regeneration_start_ruling(
    resolve: Resolve, ruling: str, phase1_hp: int
) -> None:
    """«По-прежнему восстанавливает 15 хп каждую ночь.» (ruling coma_regen_start: "as before"
    = like hospital, from the next phase; alt: already in the phase HP fell to 1–19)
    Master: three shots bring Kom from 90 to 15. Default: no +15 that phase (15, in coma);
    same_phase: +15 -> 30, heavily wounded.
    """
    (p1,) = resolve(f"""
        rulings: {{coma_regen_start: {ruling}}}
        players:
          - {{name: Kil, public: other, secret: killer}}
          - {{name: Kom, public: other, secret: commissar, hp: 90}}
        phases:
          - orders: [{{actor: Kil, ability: silenced_pistol, targets: [Kom, Kom, Kom]}}]
    """)
    assert p1.hp("Kom") == phase1_hp


COMA_MESSAGES = """
    players:
      - {name: Kil, public: other, secret: killer}
      - {name: Kom, public: other, secret: commissar, choice: dossier, hp: 79}
      - {name: Civ, public: other, secret: civilian}
    phases:
      - orders:
          - {actor: Kom, ability: dossier, target: Kil}
          - {actor: Kil, ability: silenced_pistol, targets: [Kom, Kom, Kom]}
      - orders: []
      - orders: []
"""


def test_r03_05_coma_messages_are_queued(resolve: Resolve) -> None:
    """«не получает сообщений от мастера (включая результаты всех проверок)»
    Master: Kom checks Kil (dossier at step 21) but ends the phase at 4 HP in coma: the result
    is withheld (delivered: false, withheld: coma); at 19 after phase 2 still nothing.
    """
    p1, p2, _ = resolve(COMA_MESSAGES)
    [held] = p1.messages_to("Kom", "dossier")
    assert (held.delivered, held.withheld) == (False, "coma")
    assert p1.hp("Kom") == 4
    assert (p2.hp("Kom"), p2.status("Kom")) == (19, "coma")
    assert p2.results("Kom") == []


def test_r03_06_coma_messages_delivered_on_waking(resolve: Resolve) -> None:
    """«При выходе из комы персонаж получает все сообщения, которые должны были ему прийти во
    время комы.»
    Master: Kom wakes at 34 HP after phase 3 and then reads the phase 1 dossier: not peaceful.
    """
    _, _, p3 = resolve(COMA_MESSAGES)
    assert p3.status("Kom") == "heavily_wounded"
    [msg] = p3.messages_to("Kom", "dossier")
    assert (msg.delivered, msg.phase, msg.target) == (True, 1, "Kil")
    assert p3.result("Kom", "dossier") == {"peaceful": False}


# --- r04: below zero, deaths after step 31, the cap after step 32 -----------------------------


def test_r04_01_below_zero_still_acts(resolve: Resolve) -> None:
    """«В процессе просчёта ночи хп персонажа могут заходить в минус, однако такой персонаж
    продолжает действовать»
    Master: Kil at 60 falls to -5 under the katana (step 7), still fires twice at step 9,
    then dies after step 31 with the ninja's frag.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Kil, public: other, secret: killer, hp: 60}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Kil}
              - {actor: Kil, ability: silenced_pistol, targets: [Civ, Civ]}
    """)
    assert p1.hp_after("Kil", 7) == -5
    assert p1.deltas("Civ", 9) == [-25, -25]
    assert p1.frag("Kil") == "Nin"


def test_r04_02_below_zero_can_be_healed(resolve: Resolve) -> None:
    """«такой персонаж продолжает действовать и может быть вылечен»
    Master: Civ at 50 takes the katana -> -15, the sensei's heal at step 30 -> 25: alive,
    heavily wounded, nobody's frag.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Sen, public: other, secret: sensei}
          - {name: Civ, public: other, secret: civilian, hp: 50}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Civ}
              - {actor: Sen, ability: heal, target: Civ}
    """)
    assert p1.hp_after("Civ", 7) == -15
    assert p1.hp("Civ") == 25 and p1.alive("Civ")
    assert p1.status("Civ") == "heavily_wounded"
    assert p1.trace.deaths == ()


def test_r04_03_monk_regeneration_at_step_31_saves(resolve: Resolve) -> None:
    """«Погибают только персонажи, у которых после 31-го шага хп находится на нуле или ниже.»
    · Монах: «Каждую ночь лечится на 10 хп.»
    Master: the monk at 60 takes the katana -> -5; +10 at step 31 -> 5: he lives (coma).
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Mon, public: monk, secret: civilian, hp: 60}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Mon}]
    """)
    assert p1.hp_after("Mon", 30) == -5
    assert p1.hp("Mon") == 5
    assert p1.alive("Mon") and p1.status("Mon") == "coma"
    assert p1.trace.deaths == ()


def test_r04_04_hospital_regeneration_at_step_31_saves(resolve: Resolve) -> None:
    """«Погибают только персонажи, у которых после 31-го шага хп находится на нуле или ниже.»
    Master: a patient at 40 (in hospital) takes two shots -> -10, +15 at step 31 -> 5: alive.
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Pat, public: other, secret: civilian, hp: 40}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Pat, Pat]}]
    """)
    assert p1.hp_after("Pat", 30) == -10
    assert p1.hp("Pat") == 5 and p1.alive("Pat")


def test_r04_05_exactly_zero_after_step_31_is_death(resolve: Resolve) -> None:
    """«Погибают только персонажи, у которых после 31-го шага хп находится на нуле или ниже.»
    Master: a patient at 35 takes two shots -> -15, +15 at step 31 -> 0: dead, the killer's
    frag at step 9.
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Pat, public: other, secret: civilian, hp: 35}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Pat, Pat]}]
    """)
    assert p1.hp("Pat") == 0
    death = p1.death("Pat")
    assert death is not None and (death.frag, death.step) == ("Kil", 9)
    assert p1.status("Pat") == "dead"


def test_r04_06_hp_above_max_during_resolution(resolve: Resolve) -> None:
    """«Также хп могут подниматься выше максимума. Если после 32-го шага хп персонажа находятся
    выше максимума, они становится равными максимуму.»
    Master: the gopnik at 100 takes 5 by day -> 105 (not cut); the katana leaves 40, not 35.
    """
    (p1,) = resolve("""
        players:
          - {name: Gop, public: gopnik, secret: civilian}
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Gop, ability: shakedown, target: Civ}
              - {actor: Nin, ability: katana, target: Gop}
    """)
    assert p1.hp_after("Gop", 0) == 105
    assert p1.hp("Gop") == 40


def test_r04_07_cap_after_step_32(resolve: Resolve) -> None:
    """«Если после 32-го шага хп персонажа находятся выше максимума, они становится равными
    максимуму.»
    Master: Civ heals himself at 100 -> 140 at step 30, still 140 at step 31, cut to 100 by a
    'cap' event at step 32.
    """
    (p1,) = resolve("""
        players:
          - {name: Civ, public: other, secret: civilian}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: [{actor: Civ, ability: heal, target: Civ}]
    """)
    assert p1.hp_after("Civ", 31) == 140
    [cap] = p1.events(32, target="Civ")
    assert (cap.kind.value, cap.hp_before, cap.hp_after) == ("cap", 140, 100)
    assert p1.hp("Civ") == 100


def test_r04_08_readings_at_step_33_see_the_capped_hp(resolve: Resolve) -> None:
    """«32) Восстановление гробовщика. 33) Эффекты, узнающие хп» · Охрана: «Узнаёт текущие хп
    цели.»
    Master: the brute guards the killer, who heals himself to 140: the guard reports 100.
    """
    (p1,) = resolve("""
        players:
          - {name: Bru, public: other, secret: brute}
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Bru, ability: guard, target: Kil}
              - {actor: Kil, ability: heal, target: Kil}
    """)
    assert p1.result("Bru", "guard") == {"hp": 100}


def test_r04_09_dead_stay_dead_and_cannot_be_targeted(resolve: Resolve) -> None:
    """«Мёртвые игроки не могут быть целью способностей, за них нельзя отдавать голос. Смерть
    необратима.»
    Master: Civ died in phase 1; in phase 2 a heal on him and a vote for him are rejected
    (target_dead), his own order too (actor_dead); he stays dead at -15.
    """
    p1, p2 = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Sen, public: other, secret: sensei}
          - {name: Civ, public: other, secret: civilian, hp: 50}
          - {name: Ci2, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Civ}]
          - orders:
              - {actor: Sen, ability: heal, target: Civ}
              - {actor: Civ, ability: heal, target: Civ}
            votes: {Ci2: Civ}
    """)
    assert not p1.alive("Civ")
    assert sorted(p2.codes()) == ["actor_dead", "target_dead", "target_dead"]
    assert p2.hp("Civ") == -15 and not p2.alive("Civ")


def test_r04_10_dead_get_no_messages(resolve: Resolve) -> None:
    """«0 хп и меньше – персонаж мёртв. ... не получает сообщений от Мастера.»
    Master: Kom's dossier ran at step 21 but he died that phase: the result is not delivered.
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Kom, public: other, secret: commissar, choice: dossier, hp: 50}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Kom, ability: dossier, target: Kil}
              - {actor: Kil, ability: silenced_pistol, targets: [Kom, Kom]}
    """)
    assert not p1.alive("Kom")
    assert p1.results("Kom") == []
    [msg] = p1.messages_to("Kom")
    assert (msg.delivered, msg.withheld) == (False, "dead")


def test_r04_11_secret_role_not_announced_on_death(resolve: Resolve) -> None:
    """«0 хп и меньше – персонаж мёртв. Тайная роль не объявляется.»
    Master: the public part names the dead commissar, never his secret role.
    """
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Kom, public: other, secret: commissar, hp: 50}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Kom, Kom]}]
    """)
    assert p1.public["deaths"] == ["Kom"]
    assert "commissar" not in repr(p1.public)


# --- r05: frags -------------------------------------------------------------------------------


def test_r05_01_frag_to_whoever_first_took_hp_below_zero(resolve: Resolve) -> None:
    """«Если персонаж умирает, фраг получает тот, после просчёта способности которого хп
    персонажа впервые упали ниже 0.»
    Master: katana 100 -> 35 (step 7), two shots 35 -> -15 (step 9): the killer's frag at
    step 9, though the ninja dealt more.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Kil, public: other, secret: killer}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Civ}
              - {actor: Kil, ability: silenced_pistol, targets: [Civ, Civ]}
    """)
    death = p1.death("Civ")
    assert death is not None
    assert (death.frag, death.step, death.cause) == ("Kil", 9, "hp")


@pytest.mark.parametrize(("ruling", "frag"), [("at_or_below_zero", "Nin"), ("below_zero", None)])
def test_r05_02_frag_threshold_at_exactly_zero(
    resolve: Resolve, ruling: str, frag: str | None
) -> None:
    """«фраг получает тот, после просчёта способности которого хп персонажа впервые упали ниже
    0» while «Погибают ... на нуле или ниже» (ruling frag_threshold).
    Master: the katana takes Civ from 65 to exactly 0. He dies either way; default: the ninja's
    frag; below_zero: nobody's.
    """
    (p1,) = resolve(f"""
        rulings: {{frag_threshold: {ruling}}}
        players:
          - {{name: Nin, public: other, secret: ninja}}
          - {{name: Civ, public: other, secret: civilian, hp: 65}}
          - {{name: Ci2, public: other, secret: civilian}}
        phases:
          - orders: [{{actor: Nin, ability: katana, target: Civ}}]
    """)
    assert p1.hp("Civ") == 0
    assert not p1.alive("Civ")
    assert p1.frag("Civ") == frag
    assert p1.trace.rulings["frag_threshold"] == ruling


@pytest.mark.parametrize(
    ("ruling", "frag", "step"), [("at_or_below_zero", "Nin", 7), ("below_zero", "Bos", 8)]
)
def test_r05_03_frag_threshold_zero_then_below(
    resolve: Resolve, ruling: str, frag: str, step: int
) -> None:
    """«фраг получает тот, после просчёта способности которого хп персонажа впервые упали ниже
    0» (ruling frag_threshold)
    Master: katana 65 -> 0 at step 7, pistol 0 -> -20 at step 8. Default: the ninja's frag
    (0 counts); below_zero: the boss's, whose shot first took HP below 0.
    """
    (p1,) = resolve(f"""
        rulings: {{frag_threshold: {ruling}}}
        players:
          - {{name: Nin, public: other, secret: ninja}}
          - {{name: Bos, public: other, secret: boss}}
          - {{name: Civ, public: other, secret: civilian, hp: 65}}
        phases:
          - orders:
              - {{actor: Nin, ability: katana, target: Civ}}
              - {{actor: Bos, ability: pistol, targets: [Civ]}}
    """)
    death = p1.death("Civ")
    assert death is not None and (death.frag, death.step) == (frag, step)


FIRST_FALL = """
    rulings: {{frag_first_fall: {ruling}}}
    players:
      - {{name: Bos, public: other, secret: boss}}
      - {{name: Nin, public: other, secret: ninja}}
      - {{name: Kil, public: other, secret: killer, hp: 55}}
      - {{name: Shi, public: other, secret: shinobi}}
      - {{name: Civ, public: other, secret: civilian}}
    phases:
      - orders: [{{actor: Bos, ability: contract, target: Civ}}]
      - orders:
          - {{actor: Nin, ability: katana, target: Kil}}
          - {{actor: Kil, ability: silenced_pistol, targets: [Civ]}}
          - {{actor: Shi, ability: shuriken, targets: [Kil]}}
"""


@pytest.mark.parametrize(("ruling", "frag"), [("first", "Nin"), ("last", "Shi")])
def test_r05_04_frag_goes_to_the_first_fall(resolve: Resolve, ruling: str, frag: str) -> None:
    """«фраг получает тот, после просчёта способности которого хп персонажа впервые упали ниже
    0» (ruling frag_first_fall: 'впервые' = the first fall)
    Master: Kil 55 -> -10 (katana, step 7); he shoots the contracted Civ and regains 15 -> 5
    (step 9); a shuriken -> -5 (step 11). Default: the ninja's frag; 'last': the shinobi's.
    """
    _, p2 = resolve(FIRST_FALL.format(ruling=ruling))
    assert [p2.hp_after("Kil", s) for s in (7, 9, 11)] == [-10, 5, -5]
    assert p2.frag("Kil") == frag


def test_r05_05_execution_has_no_frag(resolve: Resolve) -> None:
    """«Персонаж, набравший больше половины отданных голосов, умирает.»
    Master: the town executes Civ: he dies at step 0 (HP 0), cause execution, nobody's frag.
    """
    (p1,) = resolve("""
        players:
          - {name: A, public: other, secret: civilian}
          - {name: B, public: other, secret: civilian}
          - {name: Civ, public: other, secret: ninja}
        phases:
          - votes: {A: Civ, B: Civ}
    """)
    death = p1.death("Civ")
    assert death is not None
    assert (death.frag, death.step, death.cause) == (None, 0, "execution")
    assert p1.hp("Civ") == 0


@pytest.mark.parametrize(("seats", "frag"), [(("Pu1", "Pu2"), "Pu2"), (("Pu2", "Pu1"), "Pu1")])
def test_r05_06_same_step_frag_goes_by_seating(
    resolve: Resolve, seats: tuple[str, str], frag: str
) -> None:
    """«фраг получает тот, после просчёта способности которого хп персонажа впервые упали ниже
    0» (ruling same_step_order: orders of one step resolve in seating order)
    Master: two punishers fire 20 each at step 14 on Civ at 25 (in hospital): 5, then -15 (+15
    at step 31 = 0, dead): the one seated second fired second and gets the frag.
    """
    first, second = seats
    (p1,) = resolve(f"""
        players:
          - {{name: {first}, public: other, secret: punisher}}
          - {{name: {second}, public: other, secret: punisher}}
          - {{name: Civ, public: other, secret: civilian, hp: 25}}
        phases:
          - orders:
              - {{actor: Pu1, ability: revolver, target: Civ}}
              - {{actor: Pu2, ability: revolver, target: Civ}}
    """)
    assert [e.actor for e in p1.events(14)] == [first, second]
    assert p1.hp("Civ") == 0
    assert p1.frag("Civ") == frag


def test_r05_07_small_games_use_the_14_15_column_with_a_warning(resolve: Resolve) -> None:
    """«Для начала игры нужно минимум 14 игроков.» (ruling small_game_variant: a contested case
    with fewer players still resolves, with the 14–15 column and a warning)
    Master: 3 players resolve; the trace warns and names the ruling.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Kom, public: other, secret: commissar}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Kom}]
    """)
    assert p1.state.size_column == "14-15"
    assert any("small_game_variant" in w for w in p1.trace.warnings)
    assert p1.frag("Kom") == "Nin"
