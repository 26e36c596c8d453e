"""AM-15 rules catalogue (seed 000), r39–r55: successions, every public role (medic,
electrician, paranoid, marauder, avenger, chief physician, plagiarist, undertaker, student,
gopnik, stuntman, cultist, VIP, other), the death-count reveal and the win.

(The revolutionary is r09_15–16, the lawyer and the authority r09, the monk, big guy and
ambal r20, the vdv r21.)

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.engine.am15.test_rules_delayed import game

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

# --- r39: successions -------------------------------------------------------------------------

YAKUZA = """
    {name: Sen, public: other, secret: sensei}
    {name: Nin, public: other, secret: ninja, dead: true}
    {name: Kil, public: other, secret: killer}
    {name: Kom, public: other, secret: commissar, choice: dossier}
    {name: Civ, public: ambal, secret: civilian, hp: 180}
"""


def test_r39_01_katana_passes_to_the_sensei(resolve: Resolve) -> None:
    """Сэнсэй: «После смерти ниндзя его катана переходит к сэнсэю (она добавляется к
    способностям на выбор)»
    Master: the ninja is dead: the sensei's katana on Civ deals 65.
    """
    (p1,) = resolve(game(YAKUZA, ["{actor: Sen, ability: katana, target: Civ}"]))
    assert p1.deltas("Civ") == [-65]


def test_r39_02_succession_from_the_next_phase(resolve: Resolve) -> None:
    """«После смерти ниндзя его катана переходит к сэнсэю» (ruling succession_timing: from the
    phase after the death)
    Master: the ninja is executed by day in phase 1: the sensei's katana that phase is
    rejected (not_yet); in phase 2 it cuts for 65.
    """
    p1, p2 = resolve(
        game(
            YAKUZA.replace("secret: ninja, dead: true}", "secret: ninja}"),
            ["{actor: Sen, ability: katana, target: Civ}", "votes: {Kom: Nin, Civ: Nin}"],
            ["{actor: Sen, ability: katana, target: Civ}"],
        )
    )
    assert p1.executed == "Nin"
    assert p1.codes("Sen") == ["not_yet"]
    assert p2.deltas("Civ") == [-65]


def test_r39_03_automatic_meditation_besides_another_ability(resolve: Resolve) -> None:
    """«а медитацию включает автоматически каждую ночь (в дополнение к любой другой
    способности, по желанию может выключать)»
    Master: the ninja dead, the sensei cuts Civ with the katana and still meditates: the
    killer's shot on him deals 13, the killer gets a mark, the sensei learns his HP (87).
    """
    (p1,) = resolve(
        game(
            YAKUZA,
            [
                "{actor: Sen, ability: katana, target: Civ}",
                "{actor: Kil, ability: silenced_pistol, targets: [Sen]}",
            ],
        )
    )
    assert p1.deltas("Sen") == [-13]
    assert p1.marks("Kil") == 1
    assert p1.result("Sen", "meditation") == {"hp": 87}


def test_r39_04_meditation_can_be_switched_off(resolve: Resolve) -> None:
    """«медитацию включает автоматически каждую ночь (... по желанию может выключать)»
    Master: the sensei switches it off (no_meditation): the shot deals the full 25, no mark.
    """
    (p1,) = resolve(
        game(
            YAKUZA,
            [
                "{actor: Sen, ability: no_meditation}",
                "{actor: Kil, ability: silenced_pistol, targets: [Sen]}",
            ],
        )
    )
    assert p1.deltas("Sen") == [-25]
    assert p1.marks("Kil") == 0


@pytest.mark.parametrize(("hp", "shot"), [(40, -13), (15, -25)])
def test_r39_05_automatic_meditation_from_hospital_not_coma(
    resolve: Resolve, hp: int, shot: int
) -> None:
    """«Автоматическая медитация работает из больницы, пока персонаж не в коме.»
    Master: the sensei at 40 (hospital) still halves the shot (13); at 15 (coma) he does not
    (25).
    """
    (p1,) = resolve(
        game(
            YAKUZA.replace("secret: sensei}", f"secret: sensei, hp: {hp}}}"),
            ["{actor: Kil, ability: silenced_pistol, targets: [Sen]}"],
        )
    )
    assert p1.deltas("Sen", 9) == [shot]


BOSS_DEAD = """
    {name: Bos, public: other, secret: boss}
    {name: Bru, public: other, secret: brute}
    {name: Kil, public: other, secret: killer}
    {name: Civ, public: ambal, secret: civilian, hp: 180}
    {name: Ci2, public: ambal, secret: civilian, hp: 180}
    {name: Ci3, public: other, secret: civilian}
"""


def test_r39_06_brute_takes_the_pistol_with_the_stored_shots(resolve: Resolve) -> None:
    """Громила: «После смерти босса забирает его пистолет (может использовать его одновременно с
    нападением или прослушкой) со всеми накопленными выстрелами»
    Master: the boss stores a shot (phase 1) and is executed (phase 2); in phase 3 the brute
    fires 2 shots (1 + 1 stored) and assaults Ci2 in the same phase.
    """
    *_, p3 = resolve(
        game(
            BOSS_DEAD,
            [],
            ["votes: {Civ: Bos, Ci2: Bos}"],
            [
                "{actor: Bru, ability: pistol, targets: [Civ, Civ]}",
                "{actor: Bru, ability: assault, target: Ci2}",
            ],
        )
    )
    assert p3.codes() == []
    assert p3.deltas("Civ") == [-20, -20]
    assert p3.deltas("Ci2") == [-90]


def test_r39_07_brute_does_not_store_shots(resolve: Resolve) -> None:
    """«со всеми накопленными выстрелами, но сам выстрелы не накапливает»
    Master: the brute with the pistol idles in phase 3; in phase 4 two shots are rejected
    (too_many_targets).
    """
    *_, p4 = resolve(
        game(
            BOSS_DEAD,
            ["votes: {Civ: Bos, Ci2: Bos}"],
            [],
            [],
            ["{actor: Bru, ability: pistol, targets: [Civ, Civ]}"],
        )
    )
    assert p4.codes("Bru") == ["too_many_targets"]


def test_r39_08_brute_pistol_not_with_the_guard(resolve: Resolve) -> None:
    """«может использовать его одновременно с нападением или прослушкой» (not with the guard)
    Master: pistol + guard in one phase: the pistol is rejected (not_combinable), the guard
    runs.
    """
    _, p2 = resolve(
        game(
            BOSS_DEAD,
            ["votes: {Civ: Bos, Ci2: Bos}"],
            [
                "{actor: Bru, ability: pistol, targets: [Civ]}",
                "{actor: Bru, ability: guard, target: Ci2}",
            ],
        )
    )
    assert p2.codes("Bru") == ["not_combinable"]
    assert p2.result("Bru", "guard") == {"hp": 180}


# --- r40: medic -------------------------------------------------------------------------------

MEDIC = """
    {name: Med, public: medic, secret: civilian}
    {name: Civ, public: other, secret: civilian, hp: 60}
    {name: Pat, public: other, secret: civilian, hp: 30}
    {name: Nin, public: other, secret: ninja}
"""


def test_r40_01_treat_10_by_day(resolve: Resolve) -> None:
    """Медик: «Каждый день может лечить любого персонажа. Лечение восстановит 10 хп»
    Master: treat on Civ (60): +10 at step 0 -> 70.
    """
    (p1,) = resolve(game(MEDIC, ["{actor: Med, ability: treat, target: Civ}"]))
    [event] = p1.events(target="Civ")
    assert (event.step, event.delta) == (0, 10)


def test_r40_02_treat_15_in_hospital(resolve: Resolve) -> None:
    """«Лечение восстановит 10 хп (15 хп, если цель находилась в больнице).»
    Master: Pat (30, in hospital) gets +15 from the medic and +15 from the hospital -> 60.
    """
    (p1,) = resolve(game(MEDIC, ["{actor: Med, ability: treat, target: Pat}"]))
    assert p1.deltas("Pat") == [15, 15]


@pytest.mark.parametrize(("ruling", "step"), [("step_0", 0), ("treat_at_step_30", 30)])
def test_r40_03_day_ability_step_ruling(resolve: Resolve, ruling: str, step: int) -> None:
    """«Также в фазу все персонажи ... по желанию используют способности явной роли.» (ruling
    day_ability_step: when the public abilities resolve)
    Master: the medic's treat: default at step 0; 'treat_at_step_30' with the heals.
    """
    (p1,) = resolve(
        game(
            MEDIC,
            ["{actor: Med, ability: treat, target: Civ}"],
            rulings=f"day_ability_step: {ruling}",
        )
    )
    assert [e.step for e in p1.events(target="Civ")] == [step]


# --- r41: electrician -------------------------------------------------------------------------


def test_r41_01_shock_deals_10(resolve: Resolve) -> None:
    """Электрик: «Каждый день может ударить любого игрока током, нанося 10 урона.»
    Master: a shock on Civ at 60: 50, at step 0.
    """
    (p1,) = resolve(
        game(
            """
        {name: Ele, public: electrician, secret: civilian}
        {name: Civ, public: other, secret: civilian, hp: 60}
        {name: Nin, public: other, secret: ninja}
    """,
            ["{actor: Ele, ability: shock, target: Civ}"],
        )
    )
    assert p1.deltas("Civ") == [-10]
    assert p1.hp("Civ") == 50


# --- r43: paranoid ----------------------------------------------------------------------------

PARANOID = """
    {name: Par, public: paranoid, secret: civilian}
    {name: Kom, public: other, secret: commissar, choice: dossier}
    {name: Nin, public: other, secret: ninja}
    {name: Bos, public: other, secret: boss}
    {name: Bru, public: other, secret: brute}
    {name: Sen, public: other, secret: sensei}
    {name: Shi, public: other, secret: shinobi}
    {name: Psy, public: other, secret: psycho}
    {name: Civ, public: other, secret: civilian}
"""


def test_r43_01_no_effect_from_abilities_that_cannot_change_his_hp(resolve: Resolve) -> None:
    """Параноик: «Не может быть целью тайной способности, которая не может изменить ему хп в эту
    фазу (за исключением защиты и охраны). Такие способности просто не имеют эффекта»
    Master: trap, contract, mind cloud and masquerade on the paranoid do nothing: no
    announcement, his status shows healthy, and in phase 2 he heals (no trap fires) and
    takes 65 from the katana (no contract).
    """
    p1, p2 = resolve(
        game(
            PARANOID,
            [
                "{actor: Nin, ability: trap, target: Par}",
                "{actor: Bos, ability: contract, target: Par}",
                "{actor: Psy, ability: mind_cloud, target: Par, hp: 5}",
                "{actor: Shi, ability: masquerade, target: Par, role: boss}",
            ],
            [
                "{actor: Par, ability: heal, target: Civ}",
                "{actor: Nin, ability: katana, target: Par}",
            ],
        )
    )
    assert p1.public["announcements"] == []
    assert p1.shown("Par") == "healthy"
    assert p2.deltas("Par") == [-65]


def test_r43_02_message_gives_the_paranoid_no_nagant(resolve: Resolve) -> None:
    """«Такие способности просто не имеют эффекта» (the message cannot change his HP)
    Master: the boss's message to the paranoid: no message, and his nagant order next phase is
    rejected.
    """
    p1, p2 = resolve(
        game(
            PARANOID,
            ["{actor: Bos, ability: message, target: Par, victim: Civ}"],
            ["{actor: Par, ability: nagant, target: Civ}"],
        )
    )
    assert p1.results("Par") == []
    assert p2.codes("Par") == ["not_your_ability"]


def test_r43_03_guard_and_protection_work_on_the_paranoid(resolve: Resolve) -> None:
    """«(за исключением защиты и охраны)»
    Master: protected (and marked) and guarded, the paranoid takes 45 + 33 from the katana; the
    brute reads his HP (22).
    """
    (p1,) = resolve(
        game(
            PARANOID,
            [
                "{actor: Sen, ability: protection, target: Par}",
                "{actor: Bru, ability: guard, target: Par}",
                "{actor: Nin, ability: katana, target: Par}",
            ],
        )
    )
    assert p1.deltas("Par") == [-45, -33]
    assert p1.result("Bru", "guard") == {"hp": 22}


def test_r43_04_checks_give_the_masters_answer(resolve: Resolve) -> None:
    """«а проверки дают выбранный мастером или случайный результат» (ruling
    paranoid_check_result: a question for the master, seeded random until answered)
    Master: the dossier on the paranoid asks the master; he answers 'not peaceful' in the
    scenario's decisions: the commissar reads {peaceful: false}, the question is answered.
    """
    text = game(PARANOID, ["{actor: Kom, ability: dossier, target: Par}"])
    text += '    decisions: {"paranoid:Kom:dossier:Par": {peaceful: false}}\n'
    (p1,) = resolve(text)
    assert p1.result("Kom", "dossier") == {"peaceful": False}
    [question] = p1.questions()
    assert (question.kind, question.answered, question.about) == ("paranoid_check", True, "Par")


def test_r43_05_unanswered_check_uses_a_seeded_default(resolve: Resolve) -> None:
    """«проверки дают выбранный мастером или случайный результат»
    Master: no answer given: the brute's eavesdrop gets the question's default role, the same
    for the same seed, and the question stays open (answered: false).
    """
    text = "seed: 11\n" + game(PARANOID, ["{actor: Bru, ability: eavesdrop, target: Par}"])
    (p1,) = resolve(text)
    (again,) = resolve(text)
    [question] = p1.questions()
    assert question.answered is False
    assert p1.result("Bru", "eavesdrop") == dict(question.default)
    assert again.result("Bru", "eavesdrop") == p1.result("Bru", "eavesdrop")


def test_r43_06_hp_changing_abilities_work(resolve: Resolve) -> None:
    """«Не может быть целью тайной способности, которая не может изменить ему хп в эту фазу»
    (those that can, work)
    Master: the katana (65) and the psycho's heal (+40) on the paranoid both apply.
    """
    (p1,) = resolve(
        game(
            PARANOID,
            [
                "{actor: Nin, ability: katana, target: Par}",
                "{actor: Psy, ability: heal, target: Par}",
            ],
        )
    )
    assert p1.deltas("Par") == [-65, 40]


# --- r44: marauder ----------------------------------------------------------------------------

MARAUDER = """
    {name: Mar, public: marauder, secret: civilian}
    {name: Ele, public: electrician, secret: civilian, dead: true}
    {name: Big, public: big_guy, secret: civilian, dead: true}
    {name: Pla, public: plagiarist, secret: civilian, dead: true}
    {name: Civ, public: other, secret: civilian}
    {name: Nin, public: other, secret: ninja}
"""


def test_r44_01_loot_works_from_the_next_phase_for_ever(resolve: Resolve) -> None:
    """Мародёр: «Навсегда копирует способности явной роли мёртвого персонажа (начинают
    действовать со следующей фазы)»
    Master: loots the dead electrician in phase 1 (a shock that phase is rejected); shocks Civ in
    phases 2 and 3.
    """
    p1, p2, p3 = resolve(
        game(
            MARAUDER,
            [
                "{actor: Mar, ability: loot, target: Ele}",
                "{actor: Mar, ability: shock, target: Civ}",
            ],
            ["{actor: Mar, ability: shock, target: Civ}"],
            ["{actor: Mar, ability: shock, target: Civ}"],
        )
    )
    assert p1.codes("Mar") == ["not_your_ability"]
    assert (p2.deltas("Civ"), p3.deltas("Civ")) == ([-10], [-10])


def test_r44_02_loot_once(resolve: Resolve) -> None:
    """«после чего теряет способность копирования»
    Master: a second loot (phase 2) is rejected (no_charges).
    """
    _, p2 = resolve(
        game(
            MARAUDER,
            ["{actor: Mar, ability: loot, target: Ele}"],
            ["{actor: Mar, ability: loot, target: Big}"],
        )
    )
    assert p2.codes("Mar") == ["no_charges"]


def test_r44_03_looting_the_big_guy_raises_max_not_hp(resolve: Resolve) -> None:
    """«Копируя здоровяка или амбала не восстанавливает хп, а лишь увеличивает их максимальный
    запас.»
    Master: after looting the big guy the marauder has 100 of 130; a heal to 140 stays 130.
    """
    p1, p2 = resolve(
        game(
            MARAUDER,
            ["{actor: Mar, ability: loot, target: Big}"],
            ["{actor: Mar, ability: heal, target: Mar}"],
        )
    )
    assert p1.hp("Mar") == 100
    assert (p2.hp("Mar"), p2.max_hp("Mar")) == (130, 130)


def test_r44_04_no_loot_from_the_plagiarist_or_the_living(resolve: Resolve) -> None:
    """«Навсегда копирует способности явной роли мёртвого персонажа ... Нельзя применить к
    плагиатору.»
    Master: loot on the dead plagiarist: cannot_copy; on the living Civ: target_alive.
    """
    (p1,) = resolve(game(MARAUDER, ["{actor: Mar, ability: loot, target: Pla}"]))
    assert p1.codes("Mar") == ["cannot_copy"]
    (q1,) = resolve(game(MARAUDER, ["{actor: Mar, ability: loot, target: Civ}"]))
    assert q1.codes("Mar") == ["target_alive"]


# --- r45: avenger -----------------------------------------------------------------------------

AVENGER = """
    {name: Ave, public: avenger, secret: killer}
    {name: Nin, public: other, secret: ninja}
    {name: Bru, public: other, secret: brute}
    {name: Civ, public: other, secret: civilian}
    {name: Ci2, public: other, secret: civilian}
"""


def test_r45_01_killed_at_night_mortally_wounded_for_a_phase(resolve: Resolve) -> None:
    """Мститель: «Если был убит, вместо смерти получает статус "смертельно ранен" на следующий
    день (если был убит ночью) ... Теряет этот статус и становится мёртвым по окончанию
    дня/ночи. Смертельно раненый мститель может действовать как живой персонаж»
    Master: the katana and the assault take the avenger to -15 in phase 1: the town sees
    'mortally wounded'; in phase 2 his three shots land; he dies at its end with the ninja's
    frag of phase 1.
    """
    p1, p2 = resolve(
        game(
            AVENGER,
            [
                "{actor: Bru, ability: assault, target: Ave}",
                "{actor: Nin, ability: katana, target: Ave}",
            ],
            ["{actor: Ave, ability: silenced_pistol, targets: [Nin, Nin, Nin]}"],
        )
    )
    assert p1.alive("Ave") and p1.shown("Ave") == "mortally_wounded"
    assert p1.trace.deaths == ()
    assert p2.deltas("Nin") == [-25, -25, -25]
    death = p2.death("Ave")
    assert death is not None and (death.frag, death.step, death.fell_in) == ("Nin", 7, 1)
    assert not p2.alive("Ave")


def test_r45_02_counts_as_alive_with_100_hp_for_checks(resolve: Resolve) -> None:
    """«Смертельно раненый мститель ... считается живым персонажем со 100 хп для всех проверок.»
    Master: in his last phase the brute guards him: the guard reads 100 (real HP -15).
    """
    _, p2 = resolve(
        game(
            AVENGER,
            [
                "{actor: Bru, ability: assault, target: Ave}",
                "{actor: Nin, ability: katana, target: Ave}",
            ],
            ["{actor: Bru, ability: guard, target: Ave}"],
        )
    )
    assert p2.result("Bru", "guard") == {"hp": 100}


@pytest.mark.parametrize(("ruling", "katana"), [("acts_this_phase", [-65]), ("dies_at_once", [])])
def test_r45_03_executed_avenger_acts_that_night(
    resolve: Resolve, ruling: str, katana: list[int]
) -> None:
    """«получает статус "смертельно ранен" ... ночь (если был убит или заголосован днём)»
    (ruling avenger_executed: in merged phases his action of the phase still resolves)
    Master: the avenger-ninja is voted out; default his katana on Civ still lands and he dies
    at the end of the phase; 'dies_at_once': the katana is cancelled.
    """
    (p1,) = resolve(
        game(
            AVENGER.replace("secret: killer}", "secret: ninja}"),
            ["{actor: Ave, ability: katana, target: Civ}", "votes: {Civ: Ave, Ci2: Ave}"],
            rulings=f"avenger_executed: {ruling}",
        )
    )
    assert p1.executed == "Ave"
    assert p1.deltas("Civ") == katana
    assert not p1.alive("Ave")


@pytest.mark.parametrize(("ruling", "delivered"), [("delivered", True), ("withheld", False)])
def test_r45_04_last_phase_results_ruling(resolve: Resolve, ruling: str, delivered: bool) -> None:
    """«Смертельно раненый мститель может действовать как живой персонаж» · «(мёртвый) не
    получает сообщений от Мастера» (ruling mortally_wounded_messages)
    Master: the avenger-commissar, cut down by the katana in phase 1, checks the ninja in his
    last phase: default he reads 'not peaceful'; 'withheld': nothing.
    """
    _, p2 = resolve(
        game(
            """
        {name: Ave, public: avenger, secret: commissar, choice: dossier}
        {name: Nin, public: other, secret: ninja}
        {name: Civ, public: other, secret: civilian}
    """,
            ["{actor: Nin, ability: katana, target: Ave}"],
            ["{actor: Ave, ability: dossier, target: Nin}"],
            rulings=f"mortally_wounded_messages: {ruling}",
        )
    )
    assert not p2.alive("Ave")
    assert p2.results("Ave", "dossier") == ([{"peaceful": False}] if delivered else [])


def test_r45_05_killed_by_murder_mortally_wounded_too(resolve: Resolve) -> None:
    """«Если был убит, вместо смерти получает статус "смертельно ранен"»
    Master: the maniac guesses the avenger's role (killer): he is mortally wounded, not dead,
    and shoots in phase 2 before he dies.
    """
    p1, p2 = resolve(
        game(
            AVENGER.replace(
                "{name: Ci2, public: other, secret: civilian}",
                "{name: Man, public: other, secret: maniac}",
            ),
            ["{actor: Man, ability: murder, target: Ave, role: killer}"],
            ["{actor: Ave, ability: silenced_pistol, targets: [Man]}"],
        )
    )
    assert p1.shown("Ave") == "mortally_wounded" and p1.alive("Ave")
    assert p2.deltas("Man") == [-25]
    assert p2.frag("Ave") == "Man"


# --- r46: chief physician ---------------------------------------------------------------------

CHIEF = """
    {name: Chi, public: chief_physician, secret: civilian, hp: 40}
    {name: Nin, public: other, secret: ninja}
    {name: Ele, public: electrician, secret: civilian}
    {name: Sen, public: other, secret: sensei}
    {name: Bru, public: other, secret: brute}
"""


def test_r46_01_half_damage_in_hospital(resolve: Resolve) -> None:
    """Главврач: «Получает в 2 раза меньше урона, пока находится в больнице.»
    Master: in hospital at 40: the shock deals 5, the katana 33.
    """
    (p1,) = resolve(
        game(
            CHIEF,
            [
                "{actor: Ele, ability: shock, target: Chi}",
                "{actor: Nin, ability: katana, target: Chi}",
            ],
        )
    )
    assert p1.deltas("Chi")[:2] == [-5, -33]


def test_r46_02_regains_20_in_hospital(resolve: Resolve) -> None:
    """«Восстанавливает в больнице по 20 хп, а не по 15.»
    Master: 40 -> 60 at step 31, discharged.
    """
    (p1,) = resolve(game(CHIEF, []))
    assert p1.deltas("Chi", 31) == [20]
    assert p1.location("Chi") == "none"


def test_r46_03_full_damage_outside_hospital(resolve: Resolve) -> None:
    """«Получает в 2 раза меньше урона, пока находится в больнице.»
    Master: the chief physician at 100 (not in hospital) takes the full 65.
    """
    (p1,) = resolve(
        game(CHIEF.replace("hp: 40}", "hp: 100}"), ["{actor: Nin, ability: katana, target: Chi}"])
    )
    assert p1.deltas("Chi") == [-65]


def test_r46_04_quarter_damage_under_protection(resolve: Resolve) -> None:
    """«Защита и самозащита не суммируется со способностью главврача (находясь под этими
    способностями получает 25% урона).»
    Master: in hospital and protected: the mark's 45 is halved (23), the katana quartered
    (65/4 -> 17).
    """
    (p1,) = resolve(
        game(
            CHIEF,
            [
                "{actor: Sen, ability: protection, target: Chi}",
                "{actor: Nin, ability: katana, target: Chi}",
            ],
        )
    )
    assert p1.deltas("Chi", 7) == [-23, -17]


@pytest.mark.parametrize(
    ("ruling", "katana"), [("protection_self_defense_only", -33), ("any_halving", -17)]
)
def test_r46_05_chief_physician_halving_ruling(resolve: Resolve, ruling: str, katana: int) -> None:
    """«Защита и самозащита не суммируется со способностью главврача (находясь под этими
    способностями получает 25% урона).» (ruling chief_physician_halving: the guard too?)
    Master: in hospital and guarded: default the guard does not combine (33); 'any_halving'
    gives 25% (17).
    """
    (p1,) = resolve(
        game(
            CHIEF,
            [
                "{actor: Bru, ability: guard, target: Chi}",
                "{actor: Nin, ability: katana, target: Chi}",
            ],
            rulings=f"chief_physician_halving: {ruling}",
        )
    )
    assert p1.deltas("Chi", 7) == [katana]


def test_r46_06_quarter_damage_under_protection_even_when_also_guarded(resolve: Resolve) -> None:
    """«Защита и самозащита не суммируется со способностью главврача (находясь под этими
    способностями получает 25% урона).» · Охрана: «Не суммируется с защитой, самозащитой и
    медитацией.»
    Master: in hospital at 40, guarded by the brute AND protected by the sensei: he is under
    protection, so the katana deals 25% (17), after the mark's halved 23; 40 - 40 + 20 = 20.
    """
    (p1,) = resolve(
        game(
            CHIEF,
            [
                "{actor: Bru, ability: guard, target: Chi}",
                "{actor: Sen, ability: protection, target: Chi}",
                "{actor: Nin, ability: katana, target: Chi}",
            ],
        )
    )
    assert p1.deltas("Chi", 7) == [-23, -17]
    assert p1.hp("Chi") == 20


# --- r47: plagiarist --------------------------------------------------------------------------

PLAGIARIST = """
    {name: Pla, public: plagiarist, secret: civilian}
    {name: Med, public: medic, secret: civilian}
    {name: Ele, public: electrician, secret: civilian}
    {name: Big, public: big_guy, secret: civilian}
    {name: Stu, public: stuntman, secret: civilian}
    {name: Amb, public: ambal, secret: civilian}
    {name: Mar, public: marauder, secret: civilian}
    {name: Civ, public: other, secret: civilian, hp: 80}
"""


def test_r47_01_copy_works_the_next_phase_only(resolve: Resolve) -> None:
    """Плагиатор: «Копирует способности явной роли цели на следующую фазу»
    Master: copies the electrician in phase 1 (a shock that phase: not_your_ability); shocks
    Civ in phase 2; in phase 3 the shock is gone.
    """
    p1, p2, p3 = resolve(
        game(
            PLAGIARIST,
            [
                "{actor: Pla, ability: copy, target: Ele}",
                "{actor: Pla, ability: shock, target: Civ}",
            ],
            ["{actor: Pla, ability: shock, target: Civ}"],
            ["{actor: Pla, ability: shock, target: Civ}"],
        )
    )
    assert p1.codes("Pla") == ["not_your_ability"]
    assert p2.deltas("Civ") == [-10]
    assert p3.codes("Pla") == ["not_your_ability"]


def test_r47_02_copied_ability_with_the_next_copy(resolve: Resolve) -> None:
    """«(может использовать их вместе с очередным копированием)»
    Master: phase 2: the copied shock and a new copy of the medic both run; phase 3: treat.
    """
    _, p2, p3 = resolve(
        game(
            PLAGIARIST,
            ["{actor: Pla, ability: copy, target: Ele}"],
            [
                "{actor: Pla, ability: shock, target: Civ}",
                "{actor: Pla, ability: copy, target: Med}",
            ],
            ["{actor: Pla, ability: treat, target: Civ}"],
        )
    )
    assert p2.codes() == []
    assert p3.deltas("Civ") == [10]


def test_r47_03_not_twice_on_one_player(resolve: Resolve) -> None:
    """«Нельзя применить к одному и тому же игроку дважды за игру.»
    Master: a second copy of the electrician (phase 3) is rejected (once_per_target).
    """
    *_, p3 = resolve(
        game(
            PLAGIARIST,
            ["{actor: Pla, ability: copy, target: Ele}"],
            ["{actor: Pla, ability: copy, target: Med}"],
            ["{actor: Pla, ability: copy, target: Ele}"],
        )
    )
    assert p3.codes("Pla") == ["once_per_target"]


@pytest.mark.parametrize(
    ("target", "code"),
    [
        ("Big", "cannot_copy"),
        ("Stu", "cannot_copy"),
        ("Amb", "cannot_copy"),
        ("Mar", "cannot_copy"),
        ("Pla", "not_on_self"),
    ],
)
def test_r47_04_forbidden_targets(resolve: Resolve, target: str, code: str) -> None:
    """«Нельзя применить к здоровяку, каскадёру, амбалу, мародёру и к самому себе.»
    Master: each of these copies is rejected.
    """
    (p1,) = resolve(game(PLAGIARIST, [f"{{actor: Pla, ability: copy, target: {target}}}"]))
    assert p1.codes("Pla") == [code]


# --- r48: undertaker --------------------------------------------------------------------------

UNDERTAKER = """
    {name: Und, public: undertaker, secret: civilian, hp: 30}
    {name: Kil, public: other, secret: killer}
    {name: C1, public: other, secret: civilian, hp: 25}
    {name: C2, public: other, secret: civilian, hp: 60}
    {name: C3, public: other, secret: civilian, hp: 50}
    {name: Nin, public: other, secret: ninja}
"""


def test_r48_01_plus_20_per_death_at_step_32(resolve: Resolve) -> None:
    """Гробовщик: «Восстанавливает 20 хп за каждого погибшего игрока, кроме погибшего от
    казни.» · «32) Восстановление гробовщика.»
    Master: the killer kills C3 (two shots), the ninja kills C2: the undertaker gains 40 at step
    32 (30 + 15 hospital + 40 = 85).
    """
    (p1,) = resolve(
        game(
            UNDERTAKER,
            [
                "{actor: Kil, ability: silenced_pistol, targets: [C3, C3]}",
                "{actor: Nin, ability: katana, target: C2}",
            ],
        )
    )
    assert sorted(p1.dead()) == ["C2", "C3"]
    [gain] = p1.events(32, target="Und")
    assert (gain.ability, gain.delta) == ("undertaker", 40)
    assert p1.hp("Und") == 85


def test_r48_02_executions_do_not_count(resolve: Resolve) -> None:
    """«за каждого погибшего игрока, кроме погибшего от казни»
    Master: C2 is executed and C3 killed: +20 only.
    """
    (p1,) = resolve(
        game(
            UNDERTAKER,
            [
                "{actor: Kil, ability: silenced_pistol, targets: [C3, C3]}",
                "votes: {Kil: C2, Nin: C2, C1: C2}",
            ],
        )
    )
    assert p1.executed == "C2"
    assert p1.deltas("Und", 32) == [20]


def test_r48_03_only_if_he_survived(resolve: Resolve) -> None:
    """«Восстановление происходит только если гробовщик выжил.»
    Master: the killer shoots the undertaker (30) and C3: -45 + 15 = -30 after step 31: dead,
    no +20 (though C3 died too).
    """
    (p1,) = resolve(
        game(
            UNDERTAKER,
            [
                "{actor: Kil, ability: silenced_pistol, targets: [Und, Und, Und]}",
                "{actor: Nin, ability: katana, target: C3}",
            ],
        )
    )
    assert not p1.alive("Und")
    assert p1.events(32, target="Und") == []


# --- r49: student -----------------------------------------------------------------------------

STUDENT = """
    {name: Stu, public: student, secret: civilian, hp: 20}
    {name: Med, public: medic, secret: civilian}
    {name: Sen, public: other, secret: sensei}
"""


def test_r49_01_heals_count_one_and_a_half_except_hospital(resolve: Resolve) -> None:
    """Студент: «Любое лечение, кроме больницы, действует на студента в 1.5 раза эффективнее.»
    Master: the sensei's heal +60 (40 × 1.5); the hospital +15 (not 22.5).
    """
    (p1,) = resolve(game(STUDENT, ["{actor: Sen, ability: heal, target: Stu}"]))
    assert [(e.ability, e.delta) for e in p1.events(target="Stu")] == [
        ("heal", 60),
        ("hospital", 15),
    ]


@pytest.mark.parametrize(("ruling", "gain"), [("up", 23), ("down", 22)])
def test_r49_02_heal_rounding_ruling(resolve: Resolve, ruling: str, gain: int) -> None:
    """«Любое лечение ... действует на студента в 1.5 раза эффективнее.» · «Весь урон при
    необходимости округляется в большую сторону.» (ruling heal_rounding: healing too?)
    Master: the medic's treat in hospital 15 × 1.5 = 22.5: default 23; 'down': 22.
    """
    (p1,) = resolve(
        game(
            STUDENT,
            ["{actor: Med, ability: treat, target: Stu}"],
            rulings=f"heal_rounding: {ruling}",
        )
    )
    assert p1.deltas("Stu", 0) == [gain]


# --- r50: gopnik ------------------------------------------------------------------------------

GOPNIK = """
    {name: Gop, public: gopnik, secret: civilian, hp: 50}
    {name: Civ, public: other, secret: civilian, hp: 60}
    {name: Low, public: other, secret: civilian, hp: 3}
    {name: Vip, public: vip, secret: civilian}
    {name: Bos, public: other, secret: boss}
"""


def test_r50_01_shakedown_takes_5_and_gains_5(resolve: Resolve) -> None:
    """Гопник: «Каждый день может отжать у цели 5 хп и восстановить их себе.»
    Master: Civ 60 -> 55, the gopnik 50 -> 55.
    """
    (p1,) = resolve(game(GOPNIK, ["{actor: Gop, ability: shakedown, target: Civ}"]))
    assert (p1.deltas("Civ"), p1.deltas("Gop")) == ([-5], [5])


@pytest.mark.parametrize(("ruling", "low"), [("takes_what_there_is", [-3]), ("takes_five", [-5])])
def test_r50_02_target_with_less_than_5(resolve: Resolve, ruling: str, low: list[int]) -> None:
    """«Если у цели было меньше 5 хп, всё равно восстанавливает себе 5 хп.» (ruling
    shakedown_low_hp: what the target loses)
    Master: Low has 3: the gopnik gains 5 either way; default Low loses 3 (to 0, dead), with
    'takes_five' 5.
    """
    (p1,) = resolve(
        game(
            GOPNIK,
            ["{actor: Gop, ability: shakedown, target: Low}"],
            rulings=f"shakedown_low_hp: {ruling}",
        )
    )
    assert p1.deltas("Gop") == [5]
    assert p1.deltas("Low", 0) == low


@pytest.mark.parametrize(("ruling", "taken"), [("transfer", -5), ("damage", -10)])
def test_r50_03_shakedown_is_damage_ruling(resolve: Resolve, ruling: str, taken: int) -> None:
    """«Каждый день может отжать у цели 5 хп» · Заказ: «цель получает удвоенный урон от всех
    источников» (ruling shakedown_is_damage)
    Master: shakedown on the contracted Civ: default 5 change hands (-5); as damage it doubles
    (-10).
    """
    _, p2 = resolve(
        game(
            GOPNIK,
            ["{actor: Bos, ability: contract, target: Civ}"],
            ["{actor: Gop, ability: shakedown, target: Civ}"],
            rulings=f"shakedown_is_damage: {ruling}",
        )
    )
    assert p2.deltas("Civ", 0) == [taken]


# --- r51: stuntman ----------------------------------------------------------------------------

STUNTMAN = """
    {name: Stu, public: stuntman, secret: civilian, hp: 100}
    {name: Psy, public: other, secret: psycho, hp: 5000}
    {name: Civ, public: other, secret: civilian}
    {name: Nin, public: other, secret: ninja}
"""


def stunt(hp_after: int) -> str:
    knife = f"{{actor: Psy, ability: knife, target: Stu, amount: {100 - hp_after}}}"
    return game(STUNTMAN, [knife])


@pytest.mark.parametrize(
    ("hp", "shown", "where"),
    [
        (100, "healthy", "none"),
        (60, "healthy", "none"),
        (30, "healthy", "none"),
        (29, "heavily_wounded", "hospital"),
        (10, "heavily_wounded", "hospital"),
    ],
)
def test_r51_01_two_statuses_hospital_below_30(
    resolve: Resolve, hp: int, shown: str, where: str
) -> None:
    """Каскадёр: «На нём не видно ран, пока он не попал в больницу (может иметь только 2 статуса:
    здоров и тяжело ранен). Попадает в больницу только когда у него остаётся меньше 30 хп ...
    Не может впасть в кому.»
    Master: the town sees 'healthy' down to 30 HP (no hospital); below 30 'heavily wounded' and
    in hospital (even at 10: no coma).
    """
    (p1,) = resolve(stunt(hp))
    assert (p1.hp("Stu"), p1.shown("Stu"), p1.location("Stu")) == (hp, shown, where)


def test_r51_02_lies_in_hospital_until_50(resolve: Resolve) -> None:
    """«Попадает в больницу только когда у него остаётся меньше 30 хп, но лежит там как все - до
    50 хп.»
    Master: 25 -> 40 after phase 2: still in hospital, 'heavily wounded'; 55 after phase 3: out,
    'healthy'.
    """
    _, p2, p3 = resolve(stunt(25) + "  - orders: []\n  - orders: []\n")
    assert (p2.hp("Stu"), p2.location("Stu"), p2.shown("Stu")) == (
        40,
        "hospital",
        "heavily_wounded",
    )
    assert (p3.hp("Stu"), p3.location("Stu"), p3.shown("Stu")) == (55, "none", "healthy")


def test_r51_03_no_coma_so_he_votes_and_acts_by_day(resolve: Resolve) -> None:
    """«Не может впасть в кому.» · «но может голосовать и действовать днём»
    Master: at 10 HP he lies in hospital, not in coma: in phase 2 his vote counts (Civ gets 2
    of 3 and is executed) and he regains 15.
    """
    _, p2 = resolve(stunt(10) + "  - votes: {Stu: Civ, Nin: Civ, Civ: Nin}\n")
    assert p2.codes() == []
    assert p2.executed == "Civ"
    assert p2.deltas("Stu", 31) == [15]
    assert p2.results("Stu", "stuntman") == [{"below_80": True}]  # delivered: no coma


@pytest.mark.parametrize(("hp", "told"), [(79, True), (80, False)])
def test_r51_04_told_when_below_80(resolve: Resolve, hp: int, told: bool) -> None:
    """«Если имеет меньше 80 хп, получает об этом сообщение (без указания точных хп).»
    Master: at 79 he gets {below_80: true}; at 80 nothing.
    """
    (p1,) = resolve(stunt(hp))
    assert p1.results("Stu", "stuntman") == ([{"below_80": True}] if told else [])


# --- r52: cultist -----------------------------------------------------------------------------

CULTIST = """
    {name: Cul, public: cultist, secret: civilian, hp: 40}
    {name: Civ, public: big_guy, secret: civilian, hp: 30}
    {name: Bru, public: other, secret: brute}
    {name: Vip, public: vip, secret: civilian}
"""


def test_r52_01_curse_a_third_of_his_missing_hp(resolve: Resolve) -> None:
    """Культист: «Каждый день каким-то неизвестным образом может нанести цели урон, равный трети
    его недостающих хп на момент начала дня (максимум 33).» (ruling curse_missing_hp_of: 'его'
    = the cultist's)
    Master: the cultist at 40 of 100 misses 60: the curse deals 20, not halved by the guard (not
    an attack).
    """
    (p1,) = resolve(
        game(
            CULTIST,
            [
                "{actor: Cul, ability: curse, target: Civ}",
                "{actor: Bru, ability: guard, target: Civ}",
            ],
        )
    )
    assert p1.deltas("Civ", 0) == [-20]


@pytest.mark.parametrize(("ruling", "damage"), [("cultist", -20), ("target", -33)])
def test_r52_02_curse_missing_hp_of_ruling_and_the_cap(
    resolve: Resolve, ruling: str, damage: int
) -> None:
    """«урон, равный трети его недостающих хп на момент начала дня (максимум 33)» (ruling
    curse_missing_hp_of)
    Master: on the big guy at 30 of 130: default a third of the cultist's 60 = 20; 'target': a
    third of 100 = 34, cut to 33.
    """
    (p1,) = resolve(
        game(
            CULTIST,
            ["{actor: Cul, ability: curse, target: Civ}"],
            rulings=f"curse_missing_hp_of: {ruling}",
        )
    )
    assert p1.deltas("Civ", 0) == [damage]


# --- r53: VIP ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("public", "ability"), [("electrician", "shock"), ("gopnik", "shakedown"), ("cultist", "curse")]
)
def test_r53_01_vip_immune_to_shock_shakedown_curse(
    resolve: Resolve, public: str, ability: str
) -> None:
    """VIP: «Имеет иммунитет к способностям явных ролей электрика, ... гопника (не отнимает и не
    восстанавливает хп от ВИПа) и культиста»
    Master: the ability on the VIP is rejected (immune); nobody's HP moves.
    """
    (p1,) = resolve(
        game(
            f"""
        {{name: Pub, public: {public}, secret: civilian, hp: 40}}
        {{name: Vip, public: vip, secret: civilian}}
        {{name: Nin, public: other, secret: ninja}}
    """,
            [f"{{actor: Pub, ability: {ability}, target: Vip}}"],
        )
    )
    assert p1.codes("Pub") == ["immune"]
    assert p1.deltas("Vip") == []
    assert p1.deltas("Pub", 0) == []


# --- r54: other -------------------------------------------------------------------------------


def test_r54_01_other_has_no_public_ability(resolve: Resolve) -> None:
    """Другой: «Не имеет способностей явной роли.»
    Master: a shock by an 'other' is rejected (not_your_ability).
    """
    (p1,) = resolve(
        game(
            """
        {name: Oth, public: other, secret: civilian}
        {name: Nin, public: other, secret: ninja}
    """,
            ["{actor: Oth, ability: shock, target: Nin}"],
        )
    )
    assert p1.codes("Oth") == ["not_your_ability"]


# --- r55: reveal and win ----------------------------------------------------------------------

FACTIONS = """
    {name: Kil, public: other, secret: killer}
    {name: Ki2, public: other, secret: killer}
    {name: Nin, public: other, secret: ninja, hp: 50}
    {name: Man, public: other, secret: maniac, hp: 50}
    {name: C1, public: other, secret: civilian, hp: 50}
"""


def test_r55_01_dead_per_faction_revealed_every_3_deaths(resolve: Resolve) -> None:
    """«Количество мёртвых персонажей каждой фракции (без указания, у кого какая фракция)
    раскрывается после того, как умрут хотя бы 3 персонажа с последнего раскрытия (или старта
    игры).»
    Master: 2 deaths in phase 1: no reveal; the 3rd in phase 2: law 1, yakuza 1, neutral 1.
    """
    p1, p2 = resolve(
        game(
            FACTIONS,
            [
                "{actor: Kil, ability: silenced_pistol, targets: [Man, Man]}",
                "{actor: Ki2, ability: silenced_pistol, targets: [Nin, Nin]}",
            ],
            ["{actor: Kil, ability: silenced_pistol, targets: [C1, C1]}"],
        )
    )
    assert sorted(p1.dead()) == ["Man", "Nin"] and p1.public["reveal"] is None
    assert p2.public["reveal"] == {"law": 1, "mafia": 0, "yakuza": 1, "neutral": 1}


def test_r55_02_a_faction_wins_when_no_other_lives(resolve: Resolve) -> None:
    """«Любая фракция побеждает, как только в игре не остаётся живых персонажей других
    фракций.»
    Master: the two killers kill the last three: the mafia wins (after phase 1 nobody had).
    """
    p1, p2 = resolve(
        game(
            FACTIONS,
            [
                "{actor: Kil, ability: silenced_pistol, targets: [Man, Man]}",
                "{actor: Ki2, ability: silenced_pistol, targets: [Nin, Nin]}",
            ],
            ["{actor: Kil, ability: silenced_pistol, targets: [C1, C1]}"],
        )
    )
    assert p1.public["winner"] is None
    assert p2.public["winner"] == "mafia"


def test_r55_03_all_dead_is_a_draw(resolve: Resolve) -> None:
    """«В ситуации “все умерли” объявляется ничья.»
    Master: the ninja and the killer kill each other: a draw, no winner.
    """
    (p1,) = resolve(
        game(
            """
        {name: Kil, public: other, secret: killer, hp: 50}
        {name: Nin, public: other, secret: ninja, hp: 50}
    """,
            [
                "{actor: Kil, ability: silenced_pistol, targets: [Nin, Nin]}",
                "{actor: Nin, ability: katana, target: Kil}",
            ],
        )
    )
    assert (p1.public["draw"], p1.public["winner"]) == (True, None)


def test_r55_04_destroyed_faction_gets_its_goals(resolve: Resolve) -> None:
    """«Если ваша фракция, не являющаяся законом, мертва или уже не может победить, играйте на
    следующие цели: 1) Уничтожить комиссаров и карателей 2) ... 3) ...»
    Master: the last yakuza dies: the trace tells the master to give the yakuza the three goals.
    """
    (p1,) = resolve(
        game(
            """
        {name: Kil, public: other, secret: killer}
        {name: Nin, public: other, secret: ninja, hp: 50}
        {name: Civ, public: other, secret: civilian}
    """,
            ["{actor: Kil, ability: silenced_pistol, targets: [Nin, Nin]}"],
        )
    )
    [destroyed] = [n for n in p1.trace.notes if n.code == "faction_destroyed"]
    assert dict(destroyed.data)["faction"] == "yakuza"
    assert list(dict(destroyed.data)["goals"]) == [
        "kill_law_hunters",
        "all_but_civilians",
        "fewer_better",
    ]
