"""AM-15 rules catalogue (seed 000), r28–r38: murder and the checks — observation, rest,
diagnostics, investigation, surveillance and dossier, shadow, eavesdrop, final check — the
psycho's knife and the masochist.

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.engine.am15.test_rules_attacks import eighteen
from tests.engine.am15.test_rules_delayed import game

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

TOWN = """
    {name: Man, public: other, secret: maniac}
    {name: Psy, public: other, secret: psycho}
    {name: Bos, public: other, secret: boss}
    {name: Bru, public: other, secret: brute}
    {name: Kil, public: other, secret: killer}
    {name: Sen, public: other, secret: sensei}
    {name: Nin, public: other, secret: ninja}
    {name: Shi, public: other, secret: shinobi}
    {name: Ko1, public: other, secret: commissar, choice: dossier}
    {name: Ko2, public: other, secret: commissar, choice: surveillance}
    {name: Pun, public: other, secret: punisher}
    {name: C1, public: other, secret: civilian}
    {name: C2, public: other, secret: civilian}
    {name: C3, public: other, secret: civilian}
"""


def town(dead: tuple[str, ...] = (), hp: dict[str, int] | None = None) -> str:
    """The TOWN table with some characters dead from the start (HP 0) or at other HP."""
    lines = []
    for line in TOWN.strip().splitlines():
        name = line.split("name: ")[1].split(",")[0]
        if name in dead:
            line = line.replace("}", ", dead: true}")
        elif hp and name in hp:
            line = line.replace("}", f", hp: {hp[name]}}}")
        lines.append(line)
    return "\n".join(lines)


# --- r28: murder ------------------------------------------------------------------------------


def test_r28_01_murder_right_guess_kills(resolve: Resolve) -> None:
    """Маньяк: «Убийство – называет тайную роль персонажа. Если угадывает, персонаж умирает.»
    Master: 'Ko1 is a commissar': right: Ko1 dies at step 27, the maniac's frag; the sensei's
    heal cannot save him (ruling instant_kill).
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Man, ability: murder, target: Ko1, role: commissar}",
                "{actor: Sen, ability: heal, target: Ko1}",
            ],
        )
    )
    death = p1.death("Ko1")
    assert death is not None and (death.frag, death.step, death.cause) == ("Man", 27, "kill")


def test_r28_02_murder_wrong_guess_does_nothing(resolve: Resolve) -> None:
    """«Если не угадывает, ничего не происходит.»
    Master: 'Ko1 is a punisher': wrong: no HP change, nobody dies.
    """
    (p1,) = resolve(game(town(), ["{actor: Man, ability: murder, target: Ko1, role: punisher}"]))
    assert p1.trace.events() == [] and p1.trace.deaths == ()


def test_r28_03_no_civilian_naming_while_the_hunters_live(resolve: Resolve) -> None:
    """«Нельзя называть роль мирного жителя, пока не погибнет вся мафия, якудза, комиссар,
    шпион и каратели.»
    Master: with the punisher alive (everyone else of those dead) the order is rejected
    (civilian_protected); with him dead too it kills C1.
    """
    killers = ("Bos", "Bru", "Kil", "Sen", "Nin", "Shi", "Ko1", "Ko2")
    order = ["{actor: Man, ability: murder, target: C1, role: civilian}"]
    (p1,) = resolve(game(town(dead=killers), order))
    assert p1.codes("Man") == ["civilian_protected"]
    (q1,) = resolve(game(town(dead=(*killers, "Pun")), order))
    assert q1.frag("C1") == "Man"


def test_r28_04_murder_is_not_applied_to_the_target(resolve: Resolve) -> None:
    """«Способность не считается применённой на персонажа.» · Медитация: «Каждый игрок,
    применяющий ночную целевую способность к сэнсэю, получает метку.»
    Master: a wrong murder on the meditating sensei leaves the maniac unmarked; the commissar's
    surveillance of the maniac says he acted on himself.
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Sen, ability: meditation}",
                "{actor: Man, ability: murder, target: Sen, role: ninja}",
                "{actor: Ko2, ability: surveillance, target: Man}",
            ],
        )
    )
    assert p1.marks("Man") == 0
    assert p1.result("Ko2", "surveillance") == {"targets": ["Man"]}


def test_r28_05_murder_sees_the_true_role(resolve: Resolve) -> None:
    """Маскировка lists the checks a mask fools: «(прослушка, досье, финальная проверка,
    расследование, нож под охотой ...)» — not the murder.
    Master: the brute masked as a civilian: 'Bru is a brute' kills him.
    """
    _, p2 = resolve(
        game(
            town(),
            ["{actor: Shi, ability: masquerade, target: Bru, role: civilian}"],
            ["{actor: Man, ability: murder, target: Bru, role: brute}"],
        )
    )
    assert p2.frag("Bru") == "Man"


# --- r29: observation -------------------------------------------------------------------------


def test_r29_01_observation_learns_the_roles_ability(resolve: Resolve) -> None:
    """Мирный житель: «Наблюдение (1 на всю игру) – называет тайную роль мафии или якудзы.
    Узнаёт, какую способность применяла эта роль в эту фазу.»
    Master: C1 watches the 'brute', who assaults C2: C1 learns 'assault'.
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: C1, ability: observation, role: brute}",
                "{actor: Bru, ability: assault, target: C2}",
            ],
        )
    )
    assert p1.result("C1", "observation") == {"role": "brute", "ability": "assault"}


def test_r29_02_the_opposing_faction_learns_it_too(resolve: Resolve) -> None:
    """«Члены противоположной фракции (мафии, если выбрана якудза/якудзы, если мафия) это
    также узнают.»
    Master: watching the brute: the sensei, the ninja and the shinobi get the same result; the
    boss does not.
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: C1, ability: observation, role: brute}",
                "{actor: Bru, ability: assault, target: C2}",
            ],
        )
    )
    for name in ("Sen", "Nin", "Shi"):
        assert p1.result(name, "observation") == {"role": "brute", "ability": "assault"}
    assert p1.results("Bos", "observation") == []


def test_r29_03_idle_role_observed(resolve: Resolve) -> None:
    """«Узнаёт, какую способность применяла эта роль в эту фазу.» (none)
    Master: the ninja does nothing: the result is 'no ability' (null).
    """
    (p1,) = resolve(game(town(), ["{actor: C1, ability: observation, role: ninja}"]))
    assert p1.result("C1", "observation") == {"role": "ninja", "ability": None}


def test_r29_04_only_mafia_or_yakuza_roles(resolve: Resolve) -> None:
    """«называет тайную роль мафии или якудзы»
    Master: naming 'commissar' is rejected (bad_param).
    """
    (p1,) = resolve(game(town(), ["{actor: C1, ability: observation, role: commissar}"]))
    assert p1.codes("C1") == ["bad_param"]


def test_r29_05_once_a_game(resolve: Resolve) -> None:
    """«Наблюдение (1 на всю игру)»
    Master: C1's second observation is rejected (no_charges).
    """
    _, p2 = resolve(
        game(
            town(),
            ["{actor: C1, ability: observation, role: boss}"],
            ["{actor: C1, ability: observation, role: boss}"],
        )
    )
    assert p2.codes("C1") == ["no_charges"]


# --- r30: rest --------------------------------------------------------------------------------


def test_r30_01_rest_needs_two_spent_abilities(resolve: Resolve) -> None:
    """«Отдых не может быть использован, если у мирного жителя потрачено менее 2 способностей.»
    Master: after one heal, rest is rejected (rest_too_early).
    """
    _, p2 = resolve(
        game(
            town(),
            ["{actor: C1, ability: heal, target: C2}"],
            ["{actor: C1, ability: rest, recharge: heal}"],
        )
    )
    assert p2.codes("C1") == ["rest_too_early"]


def test_r30_02_rest_recharges_one_ability(resolve: Resolve) -> None:
    """«Отдых – перезаряжает одну из использованных способностей (её снова можно будет
    использовать 1 раз за игру).»
    Master: heal (phase 1), self-defense (2), rest on the heal (3); a second rest in phase 4 is
    too early (only one spent now); the heal works again in phase 5 (+40 to C2).
    """
    *_, p4, p5 = resolve(
        game(
            town(hp={"C2": 20}),
            ["{actor: C1, ability: heal, target: C2}"],
            ["{actor: C1, ability: self_defense}"],
            ["{actor: C1, ability: rest, recharge: heal}"],
            ["{actor: C1, ability: rest, recharge: heal}"],
            ["{actor: C1, ability: heal, target: C2}"],
        )
    )
    assert p4.codes("C1") == ["rest_too_early"]
    assert p5.deltas("C2", 30) == [40]


def test_r30_03_rest_only_recharges_a_spent_ability(resolve: Resolve) -> None:
    """«перезаряжает одну из использованных способностей»
    Master: heal and self-defense spent: resting the unspent diagnostics is rejected
    (not_spent).
    """
    *_, p3 = resolve(
        game(
            town(),
            ["{actor: C1, ability: heal, target: C2}"],
            ["{actor: C1, ability: self_defense}"],
            ["{actor: C1, ability: rest, recharge: diagnostics}"],
        )
    )
    assert p3.codes("C1") == ["not_spent"]


# --- r31: diagnostics -------------------------------------------------------------------------


def test_r31_01_diagnostics_own_hp_trap_and_marks(resolve: Resolve) -> None:
    """«Диагностика (1 на всю игру) – узнаёт свои хп по итогам фазы, а также есть ли на нём по
    итогам фазы ловушка и метки.»
    Master: C1 at 60, protected (1 mark) and trapped this phase: {hp 60, trap true, marks 1}.
    """
    (p1,) = resolve(
        game(
            town(hp={"C1": 60}),
            [
                "{actor: C1, ability: diagnostics}",
                "{actor: Sen, ability: protection, target: C1}",
                "{actor: Nin, ability: trap, target: C1}",
            ],
        )
    )
    assert p1.result("C1", "diagnostics") == {"hp": 60, "trap": True, "marks": 1}


def test_r31_02_diagnostics_many_from_80(resolve: Resolve) -> None:
    """«Если имеет не менее 80 хп, вместо точных хп узнаёт, что их много.»
    Master: at exactly 80 the answer is 'many'; at 79 it is 79.
    """
    (p1,) = resolve(
        game(
            town(hp={"C1": 80, "C2": 79}),
            ["{actor: C1, ability: diagnostics}", "{actor: C2, ability: diagnostics}"],
        )
    )
    assert p1.result("C1", "diagnostics")["hp"] == "many"
    assert p1.result("C2", "diagnostics")["hp"] == 79


def test_r31_03_diagnostics_after_the_phase(resolve: Resolve) -> None:
    """«узнаёт свои хп по итогам фазы» · «33) Эффекты, узнающие хп»
    Master: C1 (60) takes the katana (-5) and a heal (+40) = 35 at the end: he reads 35.
    """
    (p1,) = resolve(
        game(
            town(hp={"C1": 60}),
            [
                "{actor: C1, ability: diagnostics}",
                "{actor: Nin, ability: katana, target: C1}",
                "{actor: Sen, ability: heal, target: C1}",
            ],
        )
    )
    assert p1.result("C1", "diagnostics")["hp"] == 35


def test_r31_04_diagnostics_from_hospital(resolve: Resolve) -> None:
    """«Может быть использована из больницы, если персонаж не в коме.»
    Master: C1 at 30 (hospital): accepted, reads 45 (+15); C2 at 10 (coma): rejected.
    """
    (p1,) = resolve(
        game(
            town(hp={"C1": 30, "C2": 10}),
            ["{actor: C1, ability: diagnostics}", "{actor: C2, ability: diagnostics}"],
        )
    )
    assert p1.result("C1", "diagnostics")["hp"] == 45
    assert p1.codes("C2") == ["in_coma"]


# --- r32: investigation -----------------------------------------------------------------------


def test_r32_01_third_investigation_reveals_the_role(resolve: Resolve) -> None:
    """«Расследование (1 на всю игру) – выбирает цель. При третьем применении способности на
    одну цель ... узнаёт её Тайную роль.» (ruling investigation_count: all civilians together)
    Master: C1 and C2 investigate Bru in phase 1 (1st, 2nd), C3 in phase 2 (3rd): C3 learns
    'brute'; the first two learn no role.
    """
    p1, p2 = resolve(
        game(
            town(),
            [
                "{actor: C1, ability: investigation, target: Bru}",
                "{actor: C2, ability: investigation, target: Bru}",
            ],
            ["{actor: C3, ability: investigation, target: Bru}"],
        )
    )
    assert [p1.result(n, "investigation")["role"] for n in ("C1", "C2")] == [None, None]
    assert p2.result("C3", "investigation") == {"count": 3, "role": "brute"}


@pytest.mark.parametrize(
    ("ruling", "role"), [("all_civilians", "brute"), ("per_investigator", None)]
)
def test_r32_02_investigation_count_ruling(resolve: Resolve, ruling: str, role: str | None) -> None:
    """«При третьем применении способности на одну цель ... узнаёт её Тайную роль.» (ruling
    investigation_count)
    Master: three civilians investigate Bru once each: default the third learns 'brute';
    'per_investigator': nobody does.
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: C1, ability: investigation, target: Bru}",
                "{actor: C2, ability: investigation, target: Bru}",
                "{actor: C3, ability: investigation, target: Bru}",
            ],
            rulings=f"investigation_count: {ruling}",
        )
    )
    assert p1.result("C3", "investigation")["role"] == role


def test_r32_03_investigation_through_the_mask(resolve: Resolve) -> None:
    """Маскировка: «(прослушка, досье, финальная проверка, расследование ..., сыгранные на цель,
    будут просчитываться для этой роли»
    Master: Bru masked as a maniac in phase 1: the third investigation reads 'maniac'.
    """
    _, p2 = resolve(
        game(
            town(),
            [
                "{actor: Shi, ability: masquerade, target: Bru, role: maniac}",
                "{actor: C1, ability: investigation, target: Bru}",
                "{actor: C2, ability: investigation, target: Bru}",
            ],
            ["{actor: C3, ability: investigation, target: Bru}"],
        )
    )
    assert p2.result("C3", "investigation")["role"] == "maniac"


def test_r32_04_once_a_game(resolve: Resolve) -> None:
    """«Расследование (1 на всю игру)»
    Master: C1's second investigation is rejected (no_charges).
    """
    _, p2 = resolve(
        game(
            town(),
            ["{actor: C1, ability: investigation, target: Bru}"],
            ["{actor: C1, ability: investigation, target: Bru}"],
        )
    )
    assert p2.codes("C1") == ["no_charges"]


def test_r32_05_not_before_phase_7_in_18_player_games(resolve: Resolve) -> None:
    """«При третьем применении способности на одну цель (в игре на 18-20 игроков - не ранее 7
    фазы) узнаёт её Тайную роль.»
    Master: 18 players: C1 and C2 investigate Bru in phase 1; C3's third investigation in
    phase 2 gives no role; another game where the third comes in phase 7 gives 'brute'.
    """
    first = [
        "{actor: C1, ability: investigation, target: Bru}",
        "{actor: C2, ability: investigation, target: Bru}",
    ]
    third = ["{actor: C3, ability: investigation, target: Bru}"]
    _, early = resolve(eighteen(first, third))
    assert early.result("C3", "investigation")["role"] is None
    *_, late = resolve(eighteen(first, [], [], [], [], [], third))
    assert late.trace.number == 7
    assert late.result("C3", "investigation") == {"count": 3, "role": "brute"}


# --- r33: the commissar: surveillance or dossier ----------------------------------------------


def test_r33_01_dossier_peaceful_roles(resolve: Resolve) -> None:
    """Комиссар: «Досье – узнаёт, является ли цель мирной. Мирными считаются только мирные
    жители, маньяк и псих.»
    Master: dossiers on C1, Man, Psy say peaceful; on Pun, Ko2, Bos, Nin not.
    """
    expected = {
        "C1": True,
        "Man": True,
        "Psy": True,
        "Pun": False,
        "Ko2": False,
        "Bos": False,
        "Nin": False,
    }
    for target, peaceful in expected.items():
        (p1,) = resolve(game(town(), [f"{{actor: Ko1, ability: dossier, target: {target}}}"]))
        assert p1.result("Ko1", "dossier") == {"peaceful": peaceful}, target


def test_r33_02_surveillance_lists_the_targets(resolve: Resolve) -> None:
    """«Слежка – узнаёт, на кого цель применяет свою тайную способность в эту фазу.»
    Master: the shinobi throws two shuriken at C1 and C2 (one yakuza dead): Ko2 learns
    [C1, C2].
    """
    (p1,) = resolve(
        game(
            town(dead=("Nin",)),
            [
                "{actor: Shi, ability: shuriken, targets: [C1, C2]}",
                "{actor: Ko2, ability: surveillance, target: Shi}",
            ],
        )
    )
    assert p1.result("Ko2", "surveillance") == {"targets": ["C1", "C2"]}


@pytest.mark.parametrize(
    "orders",
    [
        pytest.param([], id="idle"),
        pytest.param(["{actor: C1, ability: self_defense}"], id="untargeted"),
    ],
)
def test_r33_03_surveillance_idle_or_untargeted_is_self(
    resolve: Resolve, orders: list[str]
) -> None:
    """«Если цель бездействовала или применяла нецелевую способность, сообщается, что цель
    применяла способности на саму себя.»
    Master: C1 idles, or uses self-defense: Ko2 is told 'C1 acted on C1'.
    """
    (p1,) = resolve(game(town(), ["{actor: Ko2, ability: surveillance, target: C1}", *orders]))
    assert p1.result("Ko2", "surveillance") == {"targets": ["C1"]}


def test_r33_04_choice_closes_the_other_ability(resolve: Resolve) -> None:
    """«Должен выбрать себе одну из способностей» · «После этого не может применять Досье.» ·
    «После этого не может применять Слежку.»
    Master: Ko1 (dossier) cannot surveil, Ko2 (surveillance) cannot use the dossier
    (choice_made).
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Ko1, ability: surveillance, target: C1}",
                "{actor: Ko2, ability: dossier, target: C1}",
            ],
        )
    )
    assert p1.codes() == ["choice_made", "choice_made"]


def test_r33_05_first_use_is_the_choice(resolve: Resolve) -> None:
    """«Слежка – ... После этого не может применять Досье.»
    Master: a commissar without a setup choice surveils in phase 1; his dossier in phase 2 is
    rejected (choice_made).
    """
    text = game(
        town(),
        ["{actor: Ko1, ability: surveillance, target: C1}"],
        ["{actor: Ko1, ability: dossier, target: C1}"],
    )
    text = text.replace("secret: commissar, choice: dossier}", "secret: commissar}").replace(
        "secret: commissar, choice: surveillance}", "secret: commissar}"
    )
    _, p2 = resolve(text)
    assert p2.codes("Ko1") == ["choice_made"]


def test_r33_06_two_commissars_take_different_abilities(resolve: Resolve) -> None:
    """«Комиссар теперь выбирает себе подроль. По принципу невозможности пруфа одинаковых ролей
    быть не должно.» (ruling commissar_distinct)
    Master: without setup choices, Ko1 uses the dossier in phase 1; Ko2's dossier in phase 2 is
    rejected (choice_taken).
    """
    text = game(
        town(),
        ["{actor: Ko1, ability: dossier, target: C1}"],
        ["{actor: Ko2, ability: dossier, target: C1}"],
    )
    text = text.replace("secret: commissar, choice: dossier}", "secret: commissar}").replace(
        "secret: commissar, choice: surveillance}", "secret: commissar}"
    )
    _, p2 = resolve(text)
    assert p2.codes("Ko2") == ["choice_taken"]


# --- r34: shadow ------------------------------------------------------------------------------


def test_r34_01_shadow_targets_and_visitors(resolve: Resolve) -> None:
    """Синоби: «Тень – получает список персонажей, на которые цель применяет свои целевые
    тайные способности этой ночью, а также список персонажей, которые применяли свои целевые
    тайные способности на эту цель.»
    Master: the shinobi shadows C1, who heals C2, while Ko1 checks C1 and the brute guards him:
    targets [C2], visitors [Bru, Ko1] (in the order of the steps).
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Shi, ability: shadow, target: C1}",
                "{actor: C1, ability: heal, target: C2}",
                "{actor: Ko1, ability: dossier, target: C1}",
                "{actor: Bru, ability: guard, target: C1}",
            ],
        )
    )
    assert p1.result("Shi", "shadow") == {"targets": ["C2"], "visitors": ["Bru", "Ko1"]}


def test_r34_02_shadow_misses_untargeted_and_day_abilities(resolve: Resolve) -> None:
    """«целевые тайные способности» (targeted secret abilities only) · Наблюдение: «Не
    считается целевой способностью.»
    Master: C1 observes the boss; the electrician shocks C1 by day: no targets, no visitors.
    """
    (p1,) = resolve(
        game(
            town().replace("{name: C2, public: other", "{name: C2, public: electrician"),
            [
                "{actor: Shi, ability: shadow, target: C1}",
                "{actor: C1, ability: observation, role: boss}",
                "{actor: C2, ability: shock, target: C1}",
            ],
        )
    )
    assert p1.result("Shi", "shadow") == {"targets": [], "visitors": []}


# --- r35: eavesdrop ---------------------------------------------------------------------------


def test_r35_01_eavesdrop_learns_the_secret_role(resolve: Resolve) -> None:
    """Громила: «Прослушка – узнаёт тайную роль цели.»
    Master: the brute on Pun: 'punisher'.
    """
    (p1,) = resolve(game(town(), ["{actor: Bru, ability: eavesdrop, target: Pun}"]))
    assert p1.result("Bru", "eavesdrop") == {"role": "punisher"}


# --- r36: final check -------------------------------------------------------------------------


def test_r36_01_final_check_hits_a_named_role(resolve: Resolve) -> None:
    """Каратель: «Финальная проверка – выбирает цель и по одной роли мафии и якудзы. Если цель
    имеет одну из этих ролей ..., узнаёт об этом.»
    Master: 'Nin: killer or ninja?' -> hit; 'C1: killer or ninja?' -> miss.
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Pun, ability: final_check, target: Nin, "
                "mafia_role: killer, yakuza_role: ninja}"
            ],
        )
    )
    assert p1.result("Pun", "final_check") == {"hit": True}
    (q1,) = resolve(
        game(
            town(),
            [
                "{actor: Pun, ability: final_check, target: C1, "
                "mafia_role: killer, yakuza_role: ninja}"
            ],
        )
    )
    assert q1.result("Pun", "final_check") == {"hit": False}


def test_r36_02_final_check_hits_when_the_brute_acted_on_the_target(resolve: Resolve) -> None:
    """«Если цель имеет одну из этих ролей или громила применял на неё в эту фазу тайную
    способность, узнаёт об этом.» · «Громила теперь маскирует от финальной проверки»
    Master: the brute guards C1; the check on C1 for 'killer / ninja' says hit.
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Bru, ability: guard, target: C1}",
                "{actor: Pun, ability: final_check, target: C1, "
                "mafia_role: killer, yakuza_role: ninja}",
            ],
        )
    )
    assert p1.result("Pun", "final_check") == {"hit": True}


def test_r36_03_final_check_once_per_target(resolve: Resolve) -> None:
    """«Нельзя применять дважды на одну цель.»
    Master: a second final check on Nin (phase 2) is rejected (once_per_target).
    """
    order = (
        "{actor: Pun, ability: final_check, target: Nin, mafia_role: killer, yakuza_role: ninja}"
    )
    _, p2 = resolve(game(town(), [order], [order]))
    assert p2.codes("Pun") == ["once_per_target"]


def test_r36_04_final_check_names_one_mafia_and_one_yakuza_role(resolve: Resolve) -> None:
    """«выбирает цель и по одной роли мафии и якудзы»
    Master: a 'mafia role' that is the ninja is rejected (bad_param).
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Pun, ability: final_check, target: Nin, "
                "mafia_role: ninja, yakuza_role: sensei}"
            ],
        )
    )
    assert p1.codes("Pun") == ["bad_param"]


# --- r37: the psycho's knife ------------------------------------------------------------------


def test_r37_01_any_amount_half_to_himself(resolve: Resolve) -> None:
    """Псих: «Нож – наносит цели любое количество урона в пределах 1-5000, наносит половину этого
    урона себе.» · «Весь урон при необходимости округляется в большую сторону.»
    Master: amount 37 on C1: C1 -37, the psycho -19 (18.5 rounded up).
    """
    (p1,) = resolve(game(town(), ["{actor: Psy, ability: knife, target: C1, amount: 37}"]))
    assert p1.deltas("C1") == [-37]
    assert p1.deltas("Psy") == [-19]


@pytest.mark.parametrize("amount", [0, 5001])
def test_r37_02_amount_between_1_and_5000(resolve: Resolve, amount: int) -> None:
    """«наносит цели любое количество урона в пределах 1-5000»
    Master: 0 and 5001 are rejected (bad_param).
    """
    (p1,) = resolve(game(town(), [f"{{actor: Psy, ability: knife, target: C1, amount: {amount}}}"]))
    assert p1.codes("Psy") == ["bad_param"]


def test_r37_03_right_faction_guess_after_the_maniacs_death(resolve: Resolve) -> None:
    """«Может назвать фракцию цели. Тогда если угадывает фракцию цели и маньяк мёртв, не получает
    урона от этой способности, если цель не мирный житель.»
    Master: the maniac dead: 'Bos is mafia' -> no self-damage; while the maniac lives the
    psycho takes his half all the same.
    """
    order = ["{actor: Psy, ability: knife, target: Bos, amount: 40, faction: mafia}"]
    (p1,) = resolve(game(town(dead=("Man",)), order))
    assert p1.deltas("Psy") == []
    (q1,) = resolve(game(town(), order))
    assert q1.deltas("Psy") == [-20]


def test_r37_04_faction_guess_never_spares_on_a_civilian(resolve: Resolve) -> None:
    """«не получает урона от этой способности, если цель не мирный житель»
    Master: maniac dead, 'C1 is law' is right, but C1 is a civilian: the psycho takes 20.
    """
    (p1,) = resolve(
        game(
            town(dead=("Man",)),
            ["{actor: Psy, ability: knife, target: C1, amount: 40, faction: law}"],
        )
    )
    assert p1.deltas("Psy") == [-20]


def test_r37_05_wrong_faction_guess(resolve: Resolve) -> None:
    """«Тогда если угадывает фракцию цели» (a wrong guess spares nothing)
    Master: maniac dead, 'Bos is yakuza': wrong, the psycho takes 20.
    """
    (p1,) = resolve(
        game(
            town(dead=("Man",)),
            ["{actor: Psy, ability: knife, target: Bos, amount: 40, faction: yakuza}"],
        )
    )
    assert p1.deltas("Psy") == [-20]


def test_r37_06_psycho_finds_the_maniac(resolve: Resolve) -> None:
    """«Если цель - маньяк, узнаёт об этом.»
    Master: the knife on the maniac: 30 damage and a message 'maniac'.
    """
    (p1,) = resolve(game(town(), ["{actor: Psy, ability: knife, target: Man, amount: 30}"]))
    assert p1.deltas("Man") == [-30]
    assert p1.result("Psy", "knife") == {"found": "maniac"}


def test_r37_07_no_self_damage_in_the_endgame(resolve: Resolve) -> None:
    """«Не получает урона от этой способности, если мертва вся мафия и якудза, а из законников
    живы только мирные жители.»
    Master: mafia, yakuza, commissars and punisher dead: the psycho's knife costs him nothing.
    """
    (p1,) = resolve(
        game(
            town(dead=("Bos", "Bru", "Kil", "Sen", "Nin", "Shi", "Ko1", "Ko2", "Pun")),
            ["{actor: Psy, ability: knife, target: C1, amount: 40}"],
        )
    )
    assert p1.deltas("C1") == [-40]
    assert p1.deltas("Psy") == []


def test_r37_08_knife_is_an_attack(resolve: Resolve) -> None:
    """«Атакой называется способность тайной роли, наносящая урон цели» · Охрана: «цель
    получает только половину урона от каждой атаки»
    Master: the guarded C1 takes 20 of 40; the psycho still takes half of 40 (20).
    """
    (p1,) = resolve(
        game(
            town(),
            [
                "{actor: Psy, ability: knife, target: C1, amount: 40}",
                "{actor: Bru, ability: guard, target: C1}",
            ],
        )
    )
    assert p1.deltas("C1") == [-20]
    assert p1.deltas("Psy") == [-20]


# --- r38: masochist ---------------------------------------------------------------------------


def test_r38_01_masochist_learns_hp_marks_and_trap(resolve: Resolve) -> None:
    """Псих: «Мазохист (пассивно) – по итогам каждой фазы узнаёт свои текущие хп, а также число
    меток на нём и установлена ли для него ловушка.»
    Master: the psycho, protected (1 mark) and trapped, ends at 100: {hp 100, marks 1, trap
    true}; next phase (nothing) {hp 100, marks 1, trap false}.
    """
    p1, p2 = resolve(
        game(
            town(),
            [
                "{actor: Sen, ability: protection, target: Psy}",
                "{actor: Nin, ability: trap, target: Psy}",
            ],
            [],
        )
    )
    assert p1.result("Psy", "masochist") == {"hp": 100, "marks": 1, "trap": True}
    assert p2.result("Psy", "masochist") == {"hp": 100, "marks": 1, "trap": False}


def test_r38_02_masochist_reads_after_the_cap(resolve: Resolve) -> None:
    """«по итогам каждой фазы узнаёт свои текущие хп» · «33) Эффекты, узнающие хп»
    Master: the psycho heals himself at 100 (140 at step 30): he reads 100.
    """
    (p1,) = resolve(game(town(), ["{actor: Psy, ability: heal, target: Psy}"]))
    assert p1.result("Psy", "masochist")["hp"] == 100
