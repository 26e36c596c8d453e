"""AM-15 rules catalogue (seed 000), r22–r27: effects that last or act later — masquerade,
trap, message and nagant (with betrayal), contract, hunt, mind cloud.

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.engine.am15.test_rules_attacks import sixteen

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve


def game(players: str, *phases: list[str], rulings: str = "") -> str:
    """Players as flow maps (one a line) and, per phase, a list of flow-style orders; an entry
    'votes: {...}' gives the phase's votes."""
    text = f"rulings: {{{rulings}}}\n" if rulings else ""
    text += "players:\n" + "".join(f"  - {p.strip()}\n" for p in players.strip().splitlines())
    text += "phases:\n"
    for entries in phases:
        orders = [e for e in entries if not e.startswith("votes:")]
        votes = [e for e in entries if e.startswith("votes:")]
        text += (
            "  - orders:\n" + "".join(f"      - {o}\n" for o in orders)
            if orders
            else "  - orders: []\n"
        )
        text += "".join(f"    {v}\n" for v in votes)
    return text


# --- r22: masquerade --------------------------------------------------------------------------

MASK = """
    {name: Shi, public: other, secret: shinobi}
    {name: Bru, public: other, secret: brute}
    {name: Kom, public: other, secret: commissar, choice: dossier}
    {name: Pun, public: other, secret: punisher}
    {name: Nin, public: other, secret: ninja}
    {name: Sen, public: other, secret: sensei}
    {name: Man, public: other, secret: maniac}
    {name: Civ, public: other, secret: civilian}
"""


def test_r22_01_masked_role_fools_the_checks(resolve: Resolve) -> None:
    """Синоби: «Маскировка (2 на всю игру) – маскирует цель под любую тайную роль (прослушка,
    досье, финальная проверка, расследование ..., сыгранные на цель, будут просчитываться для
    этой роли и соответствующей фракции»
    Master: the shinobi masks the brute as a civilian (step 1): the commissar's dossier says
    peaceful, the punisher's final check for 'brute' misses.
    """
    (p1,) = resolve(
        game(
            MASK,
            [
                "{actor: Shi, ability: masquerade, target: Bru, role: civilian}",
                "{actor: Kom, ability: dossier, target: Bru}",
                "{actor: Pun, ability: final_check, target: Bru, mafia_role: brute, "
                "yakuza_role: ninja}",
            ],
        )
    )
    assert p1.result("Kom", "dossier") == {"peaceful": True}
    assert p1.result("Pun", "final_check") == {"hit": False}


def test_r22_02_mask_lasts_for_ever(resolve: Resolve) -> None:
    """«Маскировка действует вечно.» · Громила: «Прослушка – узнаёт тайную роль цели.»
    Master: masked as a maniac in phase 1; in phase 3 the brute's eavesdrop still hears
    'maniac'.
    """
    *_, p3 = resolve(
        game(
            MASK,
            ["{actor: Shi, ability: masquerade, target: Civ, role: maniac}"],
            [],
            ["{actor: Bru, ability: eavesdrop, target: Civ}"],
        )
    )
    assert p3.result("Bru", "eavesdrop") == {"role": "maniac"}


def test_r22_03_second_mask_replaces_the_first(resolve: Resolve) -> None:
    """«Можно замаскировать одну цель дважды, при этом первая маскировка спадает.»
    Master: Civ masked as maniac, then as boss: the eavesdrop hears 'boss'.
    """
    *_, p2 = resolve(
        game(
            MASK,
            ["{actor: Shi, ability: masquerade, target: Civ, role: maniac}"],
            [
                "{actor: Shi, ability: masquerade, target: Civ, role: boss}",
                "{actor: Bru, ability: eavesdrop, target: Civ}",
            ],
        )
    )
    assert p2.result("Bru", "eavesdrop") == {"role": "boss"}


def test_r22_04_two_masks_a_game(resolve: Resolve) -> None:
    """«Маскировка (2 на всю игру)»
    Master: the third masquerade is rejected (no_charges).
    """
    *_, p3 = resolve(
        game(
            MASK,
            ["{actor: Shi, ability: masquerade, target: Civ, role: maniac}"],
            ["{actor: Shi, ability: masquerade, target: Bru, role: civilian}"],
            ["{actor: Shi, ability: masquerade, target: Kom, role: boss}"],
        )
    )
    assert p3.codes("Shi") == ["no_charges"]


@pytest.mark.parametrize("target", ["Nin", "Sen"])
def test_r22_05_no_mask_on_ninja_or_sensei(resolve: Resolve, target: str) -> None:
    """«Нельзя замаскировать ниндзя или сэнсэя»
    Master: rejected (cannot_mask); the ninja / sensei is heard as himself.
    """
    (p1,) = resolve(
        game(MASK, [f"{{actor: Shi, ability: masquerade, target: {target}, role: civilian}}"])
    )
    assert p1.codes("Shi") == ["cannot_mask"]


def test_r22_06_no_mask_on_the_hunted(resolve: Resolve) -> None:
    """«Нельзя замаскировать ... а также персонажа, на которого идёт охота.»
    Master: the maniac hunts Civ in phase 1; masking Civ in phase 2 is rejected.
    """
    _, p2 = resolve(
        game(
            MASK,
            ["{actor: Man, ability: hunt, target: Civ}"],
            ["{actor: Shi, ability: masquerade, target: Civ, role: boss}"],
        )
    )
    assert p2.codes("Shi") == ["cannot_mask"]


def test_r22_07_mask_oneself(resolve: Resolve) -> None:
    """«Можно замаскировать себя.»
    Master: the shinobi masks himself as a civilian; the commissar finds him peaceful.
    """
    (p1,) = resolve(
        game(
            MASK,
            [
                "{actor: Shi, ability: masquerade, target: Shi, role: civilian}",
                "{actor: Kom, ability: dossier, target: Shi}",
            ],
        )
    )
    assert p1.result("Kom", "dossier") == {"peaceful": True}


def test_r22_08_mask_counted_first_as_its_faction_then_truly(resolve: Resolve) -> None:
    """«Если персонаж замаскирован, то сначала его фракция раскрывается как фракция маскировки,
    а лишь при следующем раскрытии показывается верно.» · «Количество мёртвых персонажей каждой
    фракции ... раскрывается после того, как умрут хотя бы 3 персонажа с последнего раскрытия»
    Master: the brute, masked as a civilian, dies with two civilians: the reveal says 3 law;
    three more civilians die: the next reveal says 5 law, 1 mafia.
    """
    p1, p2 = resolve(
        game(
            """
        {name: Shi, public: other, secret: shinobi}
        {name: Kil, public: other, secret: killer}
        {name: Ki2, public: other, secret: killer}
        {name: Bru, public: other, secret: brute, hp: 50}
        {name: C1, public: other, secret: civilian, hp: 50}
        {name: C2, public: other, secret: civilian, hp: 50}
        {name: C3, public: other, secret: civilian, hp: 50}
        {name: C4, public: other, secret: civilian, hp: 50}
        {name: C5, public: other, secret: civilian, hp: 50}
        {name: C6, public: other, secret: civilian}
    """,
            [
                "{actor: Shi, ability: masquerade, target: Bru, role: civilian}",
                "{actor: Kil, ability: silenced_pistol, targets: [Bru, Bru, C1]}",
                "{actor: Ki2, ability: silenced_pistol, targets: [C1, C2, C2]}",
            ],
            [
                "{actor: Kil, ability: silenced_pistol, targets: [C3, C3, C4]}",
                "{actor: Ki2, ability: silenced_pistol, targets: [C4, C5, C5]}",
            ],
        )
    )
    assert p1.dead() == ["Bru", "C1", "C2"]
    assert p1.public["reveal"] == {"law": 3, "mafia": 0, "yakuza": 0, "neutral": 0}
    assert p2.public["reveal"] == {"law": 5, "mafia": 1, "yakuza": 0, "neutral": 0}


# --- r23: trap --------------------------------------------------------------------------------

TRAP = """
    {name: Nin, public: other, secret: ninja}
    {name: Kil, public: other, secret: killer}
    {name: Civ, public: ambal, secret: civilian, hp: 180}
    {name: Ele, public: electrician, secret: civilian}
    {name: Vdv, public: vdv, secret: civilian, hp: 180}
    {name: Sen, public: other, secret: sensei}
"""


def test_r23_01_trap_fires_next_phase_on_a_night_action(resolve: Resolve) -> None:
    """Ниндзя: «Ловушка – устанавливает для цели ловушку. Если следующей ночью цель попытается
    выполнить ночное действие, ловушка сработает и нанесёт 95 урона» · «15) Ловушка (установка и
    срабатывание)»
    Master: set on the killer in phase 1; he shoots in phase 2: 95 at step 15, credited to the
    ninja.
    """
    p1, p2 = resolve(
        game(
            TRAP,
            ["{actor: Nin, ability: trap, target: Kil}"],
            ["{actor: Kil, ability: silenced_pistol, targets: [Civ]}"],
        )
    )
    assert p1.deltas("Kil") == []
    [trap] = p2.events(15, target="Kil")
    assert (trap.actor, trap.ability, trap.delta) == ("Nin", "trap", -95)


def test_r23_02_trap_does_not_fire_without_a_night_action(resolve: Resolve) -> None:
    """«Если следующей ночью цель попытается выполнить ночное действие, ловушка сработает»
    Master: the trapped electrician only shocks (a day ability) and votes: no damage.
    """
    _, p2 = resolve(
        game(
            TRAP,
            ["{actor: Nin, ability: trap, target: Ele}"],
            ["{actor: Ele, ability: shock, target: Civ}"],
        )
    )
    assert p2.deltas("Ele") == []


def test_r23_03_trap_only_for_the_next_night(resolve: Resolve) -> None:
    """«(действует только на следующую ночь)»
    Master: the killer idles in phase 2 and shoots in phase 3: the trap is gone, no damage.
    """
    *_, p3 = resolve(
        game(
            TRAP,
            ["{actor: Nin, ability: trap, target: Kil}"],
            [],
            ["{actor: Kil, ability: silenced_pistol, targets: [Civ]}"],
        )
    )
    assert p3.deltas("Kil") == []


def test_r23_04_trap_is_not_an_attack(resolve: Resolve) -> None:
    """«Ловушка не считается атакой ни при установке, ни при срабатывании.»
    Master: the trapped vdv, protected (and marked) by the sensei, heals himself in phase 2:
    95 from the trap, no mark damage, no counterattack on the ninja.
    """
    _, p2 = resolve(
        game(
            TRAP,
            [
                "{actor: Nin, ability: trap, target: Vdv}",
                "{actor: Sen, ability: protection, target: Vdv}",
            ],
            ["{actor: Vdv, ability: heal, target: Civ}"],
        )
    )
    assert p2.deltas("Vdv") == [-95]
    assert p2.deltas("Nin") == []
    assert p2.marks("Vdv") == 1


@pytest.mark.parametrize(("ruling", "fired"), [("accepted_order", False), ("any_order", True)])
def test_r23_05_trap_attempt_ruling(resolve: Resolve, ruling: str, fired: bool) -> None:
    """«Если следующей ночью цель попытается выполнить ночное действие» (ruling trap_attempt)
    Master: the trapped killer's order for four shots is rejected (too_many_targets). Default:
    no accepted night action, no trap; 'any_order': he tried, 95.
    """
    _, p2 = resolve(
        game(
            TRAP,
            ["{actor: Nin, ability: trap, target: Kil}"],
            ["{actor: Kil, ability: silenced_pistol, targets: [Civ, Civ, Civ, Civ]}"],
            rulings=f"trap_attempt: {ruling}",
        )
    )
    assert p2.codes("Kil") == ["too_many_targets"]
    assert p2.deltas("Kil") == ([-95] if fired else [])


def test_r23_06_trapped_action_still_resolves(resolve: Resolve) -> None:
    """«Если следующей ночью цель попытается выполнить ночное действие, ловушка сработает и
    нанесёт 95 урона» (ruling trap_cancels_action: the action still resolves)
    Master: the trapped killer's three shots at the ambal land (75) and he takes 95.
    """
    _, p2 = resolve(
        game(
            TRAP,
            ["{actor: Nin, ability: trap, target: Kil}"],
            ["{actor: Kil, ability: silenced_pistol, targets: [Civ, Civ, Civ]}"],
        )
    )
    assert p2.deltas("Civ") == [-25, -25, -25]
    assert p2.deltas("Kil") == [-95]


def test_r23_07_trap_kill_is_the_ninjas_frag(resolve: Resolve) -> None:
    """«ловушка сработает и нанесёт 95 урона» · «фраг получает тот, после просчёта способности
    которого хп персонажа впервые упали ниже 0»
    Master: the trapped civilian (90 HP) heals someone in phase 2: -5, dead, the ninja's frag at
    step 15.
    """
    _, p2 = resolve(
        game(
            TRAP.replace(
                "{name: Ele, public: electrician, secret: civilian}",
                "{name: Ele, public: electrician, secret: civilian, hp: 90}",
            ),
            ["{actor: Nin, ability: trap, target: Ele}"],
            ["{actor: Ele, ability: self_defense}"],
        )
    )
    death = p2.death("Ele")
    assert death is not None and (death.frag, death.step) == ("Nin", 15)


# --- r24: message and nagant ------------------------------------------------------------------

NAGANT = """
    {name: Bos, public: other, secret: boss}
    {name: Bru, public: other, secret: brute}
    {name: Kil, public: other, secret: killer}
    {name: Civ, public: other, secret: civilian}
    {name: Vic, public: medic, secret: ninja, hp: 180}
    {name: Ci2, public: ambal, secret: civilian, hp: 180}
"""


def test_r24_01_message_gives_a_nagant_and_the_victims_public_role(resolve: Resolve) -> None:
    """Босс: «Послание – наутро персонаж обнаруживает у себя наган и явную роль жертвы, кроме
    себя. На следующую фазу (и только на неё) этот наган добавляется к его способностям тайной
    роли цели. Наган наносит 60 урона.»
    Master: Civ learns 'Vic, medic'; in phase 2 his nagant on Vic deals 60 at step 17; in
    phase 3 the nagant is gone (not_your_ability).
    """
    p1, p2, p3 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            ["{actor: Civ, ability: nagant, target: Vic}"],
            ["{actor: Civ, ability: nagant, target: Vic}"],
        )
    )
    assert p1.result("Civ", "message") == {"victim": "Vic", "public_role": "medic"}
    [shot] = p2.events(17)
    assert (shot.actor, shot.target, shot.delta, shot.attack) == ("Civ", "Vic", -60, True)
    assert p3.codes("Civ") == ["not_your_ability"]


def test_r24_02_victim_is_not_the_receiver(resolve: Resolve) -> None:
    """«наутро персонаж обнаруживает у себя наган и явную роль жертвы, кроме себя»
    Master: a message to Civ naming Civ as the victim is rejected (victim_is_target).
    """
    (p1,) = resolve(game(NAGANT, ["{actor: Bos, ability: message, target: Civ, victim: Civ}"]))
    assert p1.codes("Bos") == ["victim_is_target"]


def test_r24_03_boss_learns_where_the_nagant_went(resolve: Resolve) -> None:
    """«По окончании следующей фазы босс узнаёт, куда применён наган.»
    Master: after phase 2 the boss reads 'Ci2'; after an unused nagant he reads nothing (null).
    """
    _, p2 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            ["{actor: Civ, ability: nagant, target: Ci2}"],
        )
    )
    assert p2.result("Bos", "message") == {"nagant_target": "Ci2"}
    _, q2 = resolve(game(NAGANT, ["{actor: Bos, ability: message, target: Civ, victim: Vic}"], []))
    assert q2.result("Bos", "message") == {"nagant_target": None}


def test_r24_04_nagant_is_the_receivers_one_secret_ability(resolve: Resolve) -> None:
    """«этот наган добавляется к его способностям тайной роли цели» · «В каждую фазу все игроки
    могут тайно использовать одну из способностей своей тайной роли.»
    Master: Civ writes the nagant, then a heal: the nagant is replaced; only the heal runs.
    """
    _, p2 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            [
                "{actor: Civ, ability: nagant, target: Vic}",
                "{actor: Civ, ability: heal, target: Civ}",
            ],
        )
    )
    assert p2.codes("Civ") == ["replaced"]
    assert p2.events(17) == []


def test_r24_05_betrayal_doubles_mafia_night_damage_for_ever(resolve: Resolve) -> None:
    """«Если его целью не была жертва, то с этого момента персонаж получает двойной урон от
    ночных способностей мафии до конца игры»
    Master: Ci2 shoots the boss instead of Vic: in phase 3 the killer's shots deal 2 × 25 = 50
    each.
    """
    *_, p3 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Ci2, victim: Vic}"],
            ["{actor: Ci2, ability: nagant, target: Bos}"],
            ["{actor: Kil, ability: silenced_pistol, targets: [Ci2, Ci2]}"],
        )
    )
    assert p3.deltas("Ci2") == [-50, -50]


def test_r24_06_no_betrayal_when_the_victim_is_shot(resolve: Resolve) -> None:
    """«Если его целью не была жертва, то ... получает двойной урон» (he shot the victim: no)
    Master: Ci2 shoots Vic as told; in phase 3 two shots deal 25 each.
    """
    *_, p3 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Ci2, victim: Vic}"],
            ["{actor: Ci2, ability: nagant, target: Vic}"],
            ["{actor: Kil, ability: silenced_pistol, targets: [Ci2, Ci2]}"],
        )
    )
    assert p3.deltas("Ci2") == [-25, -25]


def test_r24_07_betrayal_doubles_only_mafia_abilities(resolve: Resolve) -> None:
    """«получает двойной урон от ночных способностей мафии до конца игры»
    Master: the betrayer takes the ninja's katana in phase 3: 65, not 130.
    """
    *_, p3 = resolve(
        game(
            NAGANT.replace(
                "{name: Vic, public: medic, secret: ninja, hp: 180}",
                "{name: Vic, public: medic, secret: ninja}",
            ),
            ["{actor: Bos, ability: message, target: Ci2, victim: Kil}"],
            ["{actor: Ci2, ability: nagant, target: Bos}"],
            ["{actor: Vic, ability: katana, target: Ci2}"],
        )
    )
    assert p3.deltas("Ci2") == [-65]


def test_r24_08_nagant_counts_as_a_mafia_ability(resolve: Resolve) -> None:
    """«(эффект суммируется с заказом, наган считается способностью мафии)»
    Master: Ci2 betrayed in phase 2; Civ's nagant (from a second message) on Ci2 in phase 4
    deals 2 × 60 = 120.
    """
    *_, p4 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Ci2, victim: Vic}"],
            ["{actor: Ci2, ability: nagant, target: Bru}"],
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            ["{actor: Civ, ability: nagant, target: Ci2}"],
        )
    )
    assert p4.deltas("Ci2") == [-120]


@pytest.mark.parametrize(("ruling", "damage"), [("no_betrayal", [-25]), ("betrayal", [-50])])
def test_r24_09_nagant_unused_ruling(resolve: Resolve, ruling: str, damage: list[int]) -> None:
    """«Если его целью не была жертва» (ruling nagant_unused: an unused nagant had no target)
    Master: Ci2 never fires the nagant; in phase 3 one shot: default 25; 'betrayal': 50.
    """
    *_, p3 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Ci2, victim: Vic}"],
            [],
            ["{actor: Kil, ability: silenced_pistol, targets: [Ci2]}"],
            rulings=f"nagant_unused: {ruling}",
        )
    )
    assert p3.deltas("Ci2") == damage


def test_r24_10_boss_may_send_the_message_to_himself(resolve: Resolve) -> None:
    """«Любую способность можно применить на себя, если не сказано обратного.» · «У Босса
    усилен Наган - повод пойти к себе!»
    Master: the boss finds the nagant himself and shoots Vic in phase 2: 60.
    """
    _, p2 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Bos, victim: Vic}"],
            ["{actor: Bos, ability: nagant, target: Vic}"],
        )
    )
    assert p2.codes() == []
    assert p2.deltas("Vic") == [-60]


# --- r25: contract ----------------------------------------------------------------------------

CONTRACT = """
    {name: Bos, public: other, secret: boss}
    {name: Kil, public: other, secret: killer}
    {name: Nin, public: other, secret: ninja, hp: 80}
    {name: Ele, public: electrician, secret: civilian, hp: 80}
    {name: Tgt, public: ambal, secret: civilian, hp: 180}
    {name: Sen, public: other, secret: sensei}
"""
ORDER = "{actor: Bos, ability: contract, target: Tgt}"


def test_r25_01_contract_announced_the_next_day(resolve: Resolve) -> None:
    """Босс: «Заказ – на следующий день публично объявляется, что цель заказана.»
    Master: the phase post after phase 1 announces 'Tgt is contracted' (no secret detail).
    """
    (p1,) = resolve(game(CONTRACT, [ORDER]))
    assert p1.public["announcements"] == [{"kind": "contract", "target": "Tgt"}]


def test_r25_02_contract_doubles_damage_next_phase(resolve: Resolve) -> None:
    """«Следующей ночью цель получает удвоенный урон от всех источников»
    Master: phase 2: the katana deals 130, the killer's two shots 50 each.
    """
    _, p2 = resolve(
        game(
            CONTRACT,
            [ORDER],
            [
                "{actor: Nin, ability: katana, target: Tgt}",
                "{actor: Kil, ability: silenced_pistol, targets: [Tgt, Tgt]}",
            ],
        )
    )
    assert p2.deltas("Tgt") == [-130, -50, -50]


def test_r25_03_contract_only_for_the_next_phase(resolve: Resolve) -> None:
    """«Следующей ночью цель получает удвоенный урон» (that one only)
    Master: the katana in the contract's own phase 1: 65; in phase 3: 65.
    """
    p1, _, p3 = resolve(
        game(
            CONTRACT,
            [ORDER, "{actor: Nin, ability: katana, target: Tgt}"],
            [],
            ["{actor: Nin, ability: katana, target: Tgt}"],
        )
    )
    assert p1.deltas("Tgt") == [-65]
    assert p3.deltas("Tgt") == [-65]


def test_r25_04_each_damager_heals_15_once(resolve: Resolve) -> None:
    """«а каждый наносящий урон цели восстанавливает себе 15 хп (независимо от количества
    атак)»
    Master: the ninja (80) and the killer (100, three shots) hit Tgt: the ninja +15 -> 95, the
    killer +15 once (capped at 100).
    """
    _, p2 = resolve(
        game(
            CONTRACT,
            [ORDER],
            [
                "{actor: Nin, ability: katana, target: Tgt}",
                "{actor: Kil, ability: silenced_pistol, targets: [Tgt, Tgt, Tgt]}",
            ],
        )
    )
    assert p2.deltas("Nin") == [15]
    assert p2.deltas("Kil") == [15, -15]  # +15, then the cap after step 32
    assert p2.hp("Nin") == 95


def test_r25_05_contract_doubles_marks_and_day_damage(resolve: Resolve) -> None:
    """«цель получает удвоенный урон от всех источников» (ruling contract_day_damage: the
    whole next phase, day included)
    Master: Tgt marked (protection in phase 1); phase 2: the shock deals 20, the mark 90, the
    shot 50; the electrician and the killer each regain 15.
    """
    _, p2 = resolve(
        game(
            CONTRACT,
            [ORDER, "{actor: Sen, ability: protection, target: Tgt}"],
            [
                "{actor: Ele, ability: shock, target: Tgt}",
                "{actor: Kil, ability: silenced_pistol, targets: [Tgt]}",
            ],
        )
    )
    assert p2.deltas("Tgt") == [-20, -90, -50]
    assert p2.deltas("Ele") == [15]


@pytest.mark.parametrize(("ruling", "shock"), [("whole_phase", -20), ("night_only", -10)])
def test_r25_06_contract_day_damage_ruling(resolve: Resolve, ruling: str, shock: int) -> None:
    """«Следующей ночью цель получает удвоенный урон от всех источников» (ruling
    contract_day_damage)
    Master: the shock on the contracted target: default 20; 'night_only': 10.
    """
    _, p2 = resolve(
        game(
            CONTRACT,
            [ORDER],
            ["{actor: Ele, ability: shock, target: Tgt}"],
            rulings=f"contract_day_damage: {ruling}",
        )
    )
    assert p2.deltas("Tgt") == [shock]


@pytest.mark.parametrize(("ruling", "after_step_9"), [("immediately", 115), ("at_heal_step", 100)])
def test_r25_07_contract_heal_step_ruling(resolve: Resolve, ruling: str, after_step_9: int) -> None:
    """«каждый наносящий урон цели восстанавливает себе 15 хп» (ruling contract_heal_step)
    Master: the killer's shot on the contract: default he is at 115 right after step 9;
    'at_heal_step': 100 until step 30; both end capped at 100.
    """
    _, p2 = resolve(
        game(
            CONTRACT,
            [ORDER],
            ["{actor: Kil, ability: silenced_pistol, targets: [Tgt]}"],
            rulings=f"contract_heal_step: {ruling}",
        )
    )
    assert p2.hp_after("Kil", 9) == after_step_9
    assert p2.hp("Kil") == 100


@pytest.mark.parametrize(("ruling", "damage"), [("multiply", -200), ("add", -150)])
def test_r25_08_contract_and_betrayal_stacking_ruling(
    resolve: Resolve, ruling: str, damage: int
) -> None:
    """«(эффект суммируется с заказом, наган считается способностью мафии)» (ruling
    damage_multiplier_stacking)
    Master: the betrayer, contracted too, takes two shots of 25: default ×4 = 100 each (200);
    'add' ×3 = 75 each (150).
    """
    *_, p3 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Ci2, victim: Vic}"],
            [
                "{actor: Ci2, ability: nagant, target: Bos}",
                "{actor: Bos, ability: contract, target: Ci2, by: Bru}",
            ],
            ["{actor: Kil, ability: silenced_pistol, targets: [Ci2, Ci2]}"],
            rulings=f"damage_multiplier_stacking: {ruling}",
        )
    )
    assert sum(p3.deltas("Ci2", 9)) == damage


# --- r26: hunt --------------------------------------------------------------------------------

HUNT = """
    {name: Man, public: other, secret: maniac}
    {name: Psy, public: ambal, secret: psycho, hp: 180}
    {name: Tgt, public: vdv, secret: brute}
    {name: Sen, public: other, secret: sensei}
    {name: Shi, public: other, secret: shinobi}
    {name: Civ, public: other, secret: civilian}
"""


def test_r26_01_hunt_announced_publicly(resolve: Resolve) -> None:
    """Маньяк: «Охота – в следующую фазу публично объявляется, что на цель началась охота.»
    Master: the post after phase 1 announces the hunt on Tgt.
    """
    (p1,) = resolve(game(HUNT, ["{actor: Man, ability: hunt, target: Tgt}"]))
    assert p1.public["announcements"] == [{"kind": "hunt", "target": "Tgt"}]


def test_r26_02_psycho_knife_on_the_hunted(resolve: Resolve) -> None:
    """Псих: «Если на цель идёт охота, способность не считается применённой на персонажа (важно
    для медитации, тени, слежки, ВДВшника, определения атаки...), псих наносит себе 25% урона
    вместо половины, а нейтралы узнают тайную роль цели.»
    Master: from phase 2: the knife (40) on the hunted vdv is not an attack: no counterattack;
    the psycho takes 10 (25%); the maniac and the psycho learn 'brute'.
    """
    _, p2 = resolve(
        game(
            HUNT,
            ["{actor: Man, ability: hunt, target: Tgt}"],
            ["{actor: Psy, ability: knife, target: Tgt, amount: 40}"],
        )
    )
    [knife] = p2.events(13, target="Tgt")
    assert (knife.delta, knife.attack) == (-40, False)
    assert p2.deltas("Psy") == [-10]
    assert p2.result("Man", "hunt") == {"role": "brute"}
    assert p2.result("Psy", "hunt") == {"role": "brute"}


def test_r26_03_hunt_starts_next_phase(resolve: Resolve) -> None:
    """«Начиная со следующей фазы атаки психа по цели, на которую идёт охота, имеют
    дополнительный эффект»
    Master: hunt and knife in the same phase 1: an ordinary knife — the vdv hits back (15),
    the psycho takes half (20).
    """
    (p1,) = resolve(
        game(
            HUNT,
            [
                "{actor: Man, ability: hunt, target: Tgt}",
                "{actor: Psy, ability: knife, target: Tgt, amount: 40}",
            ],
        )
    )
    assert sorted(p1.deltas("Psy")) == [-20, -15]


def test_r26_04_hunt_lasts_for_ever(resolve: Resolve) -> None:
    """«Охота действует вечно.»
    Master: hunted in phase 1; the knife in phase 3 still has the hunt's effects (25%).
    """
    *_, p3 = resolve(
        game(
            HUNT,
            ["{actor: Man, ability: hunt, target: Tgt}"],
            [],
            ["{actor: Psy, ability: knife, target: Tgt, amount: 40}"],
        )
    )
    assert p3.deltas("Psy") == [-10]


def test_r26_05_hunted_target_is_read_through_the_mask(resolve: Resolve) -> None:
    """Маскировка: «(... нож под охотой, сыгранные на цель, будут просчитываться для этой роли»
    Master: Tgt masked as a civilian before the hunt: the neutrals learn 'civilian'.
    """
    *_, p3 = resolve(
        game(
            HUNT,
            ["{actor: Shi, ability: masquerade, target: Tgt, role: civilian}"],
            ["{actor: Man, ability: hunt, target: Tgt}"],
            ["{actor: Psy, ability: knife, target: Tgt, amount: 40}"],
        )
    )
    assert p3.result("Man", "hunt") == {"role": "civilian"}


def test_r26_06_hunted_sensei_gives_no_meditation_mark(resolve: Resolve) -> None:
    """«способность не считается применённой на персонажа (важно для медитации ...)»
    Master: the psycho knifes the hunted, meditating sensei: no mark on the psycho, and the
    damage is not halved (not an attack).
    """
    _, p2 = resolve(
        game(
            HUNT,
            ["{actor: Man, ability: hunt, target: Sen}"],
            [
                "{actor: Sen, ability: meditation}",
                "{actor: Psy, ability: knife, target: Sen, amount: 40}",
            ],
        )
    )
    assert p2.marks("Psy") == 0
    assert p2.deltas("Sen") == [-40]


def test_r26_07_no_hunt_in_16_player_games(resolve: Resolve) -> None:
    """«В игре на 16-17 вместо Охоты имеет способность: Лечение»
    Master: 16 players: the hunt is rejected (wrong_game_size).
    """
    (p1,) = resolve(sixteen(["{actor: Man, ability: hunt, target: C1}"]))
    assert p1.codes("Man") == ["wrong_game_size"]


# --- r27: mind cloud --------------------------------------------------------------------------

CLOUD = """
    {name: Psy, public: other, secret: psycho}
    {name: Civ, public: other, secret: civilian}
    {name: Ci2, public: other, secret: civilian}
    {name: Nin, public: other, secret: ninja}
    {name: Bru, public: other, secret: brute}
    {name: Stu, public: stuntman, secret: civilian}
"""


def test_r27_01_target_shows_the_chosen_status_next_phase(resolve: Resolve) -> None:
    """Псих: «Помутнение разума (2 на всю игру) – называет цель и число хп. В следующую фазу
    цель будет иметь этот статус в соответствии с этим хп»
    Master: cloud 10 on Civ (100 HP): the post after phase 1 shows him in coma; after phase 2
    healthy again; his real HP never change.
    """
    p1, p2 = resolve(game(CLOUD, ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 10}"], []))
    assert (p1.shown("Civ"), p1.hp("Civ"), p1.status("Civ")) == ("coma", 100, "healthy")
    assert p2.shown("Civ") == "healthy"
    assert ("Civ", "coma", "healthy") in p2.trace.public.status_changes


def test_r27_02_diagnostics_reads_the_clouded_hp(resolve: Resolve) -> None:
    """«а при применении диагностики/проверке способности каскадёра узнает выбранное число хп»
    Master: Civ clouded at 45 runs diagnostics in phase 2: hp 45 (real 100).
    """
    _, p2 = resolve(
        game(
            CLOUD,
            ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 45}"],
            ["{actor: Civ, ability: diagnostics}"],
        )
    )
    assert p2.result("Civ", "diagnostics") == {"hp": 45, "trap": False, "marks": 0}


def test_r27_03_stuntman_reads_the_clouded_hp(resolve: Resolve) -> None:
    """«при применении диагностики/проверке способности каскадёра узнает выбранное число хп» ·
    Каскадёр: «Если имеет меньше 80 хп, получает об этом сообщение»
    Master: the stuntman at 100 clouded at 60: in phase 2 he is told he is below 80.
    """
    _, p2 = resolve(game(CLOUD, ["{actor: Psy, ability: mind_cloud, target: Stu, hp: 60}"], []))
    assert p2.result("Stu", "stuntman") == {"below_80": True}


def test_r27_04_twice_a_game_and_not_twice_on_one_target(resolve: Resolve) -> None:
    """«Помутнение разума (2 на всю игру) ... Нельзя применить дважды на одного персонажа.»
    Master: a second cloud on Civ is rejected (once_per_target); a third cloud is rejected
    (no_charges).
    """
    _, p2, p3 = resolve(
        game(
            CLOUD,
            ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 10}"],
            ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 10}"],
            [
                "{actor: Psy, ability: mind_cloud, target: Ci2, hp: 10}",
                "{actor: Psy, ability: mind_cloud, target: Nin, hp: 10}",
            ],
        )
    )
    assert p2.codes("Psy") == ["once_per_target"]
    assert p3.codes("Psy") == ["replaced"]
    *_, q4 = resolve(
        game(
            CLOUD,
            ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 10}"],
            ["{actor: Psy, ability: mind_cloud, target: Ci2, hp: 10}"],
            [],
            ["{actor: Psy, ability: mind_cloud, target: Nin, hp: 10}"],
        )
    )
    assert q4.codes("Psy") == ["no_charges"]


def test_r27_05_learns_what_the_mafia_or_yakuza_did(resolve: Resolve) -> None:
    """«При применении также узнаёт, какие способности тайной роли применяла в эту фазу мафия
    или якудза, на выбор.»
    Master: the psycho chooses the yakuza: he learns ['trap'] (the ninja's); choosing the mafia
    he would learn ['assault'].
    """
    orders = [
        "{actor: Nin, ability: trap, target: Civ}",
        "{actor: Bru, ability: assault, target: Ci2}",
    ]
    (p1,) = resolve(
        game(
            CLOUD,
            ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 10, faction: yakuza}", *orders],
        )
    )
    assert p1.result("Psy", "mind_cloud")["abilities"] == ["trap"]
    (q1,) = resolve(
        game(
            CLOUD,
            ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 10, faction: mafia}", *orders],
        )
    )
    assert q1.result("Psy", "mind_cloud")["abilities"] == ["assault"]


def test_r27_06_clouded_status_is_only_shown(resolve: Resolve) -> None:
    """«В следующую фазу цель будет иметь этот статус в соответствии с этим хп» (ruling
    mind_cloud_effect: shown_only)
    Master: Civ shown in coma during phase 2 still votes and acts: his vote counts and his
    heal runs.
    """
    _, p2 = resolve(
        game(
            CLOUD,
            ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 5}"],
            ["{actor: Civ, ability: heal, target: Ci2}", "votes: {Civ: Nin, Ci2: Nin}"],
        )
    )
    assert p2.codes() == []
    assert p2.executed == "Nin"
