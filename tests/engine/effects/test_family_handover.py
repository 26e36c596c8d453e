"""The handover family (issue 27): the boss's message and its one-phase nagant, written once
for AM-15 (seed 000) and «Возвращение» (seed 001), what differs being the message's
`effect:` in each ruleset.

Seed 000: «Послание – наутро персонаж обнаруживает у себя наган и явную роль жертвы, кроме
себя. На следующую фазу (и только на неё) этот наган добавляется к его способностям тайной
роли цели. … По окончании следующей фазы босс узнаёт, куда применён наган. Если его целью не
была жертва, то с этого момента персонаж получает двойной урон от ночных способностей мафии
до конца игры».
Seed 001: «Послание – наутро цель обнаруживает у себя наган и явную роль жертвы, кроме неё. На
следующую ночь (и только на неё) цель получает способность тайной роли Наган … По окончании
следующей ночи босс узнаёт, стреляла ли цель в жертву. Если нет, персонаж получает двойной
урон от способностей мафии и нагана до конца игры».

What a master checks by hand: the receiver has the nagant in that one phase only, the boss
learns where it went, a shot at anyone else marks a betrayal (double damage from mafia
later), and a mistake in a variant's handover is named at load."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset
from tests.engine.am15.test_rules_delayed import NAGANT, game
from tests.engine.am15_return.helpers import night

from .variant import write_variant

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

RET_PLAYERS = ["Bos: other/boss", "Kil: other/killer", "Civ: other/civilian", "Vic: medic/civilian"]
MESSAGE = "{actor: Bos, ability: message, target: Civ, victim: Vic}"


def test_both_rulesets_hand_over_the_nagant_with_one_kind() -> None:
    """One kind, its differences data: «На следующую фазу» (000) against «На следующую
    ночь» (001); «куда применён наган» against «стреляла ли цель в жертву»."""
    effects = {
        ruleset: builtin_ruleset(ruleset).abilities["message"]
        for ruleset in ("am15", "am15_return")
    }
    assert {a.kind for a in effects.values()} == {"handover"}
    assert effects["am15"].effect.get("active_in") is None
    assert effects["am15_return"].effect["active_in"] == "night"
    assert dict(effects["am15"].effect["giver_learns"]) == {"nagant_target": "shot_target"}
    assert dict(effects["am15_return"].effect["giver_learns"]) == {"shot_victim": "shot_victim"}


# --- AM-15 (seed 000): the next phase -----------------------------------------------------------


def test_am15_the_nagant_is_his_in_the_next_phase_only(resolve: Resolve) -> None:
    """«На следующую фазу (и только на неё) этот наган добавляется к его способностям»
    Master: Civ reads 'Vic, medic' after phase 1; his nagant deals 60 in phase 2; in phase 3
    it is refused (not_your_ability)."""
    p1, p2, p3 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            ["{actor: Civ, ability: nagant, target: Vic}"],
            ["{actor: Civ, ability: nagant, target: Vic}"],
        )
    )
    assert p1.result("Civ", "message") == {"victim": "Vic", "public_role": "medic"}
    [given] = p1.actions(ability="message")
    assert (given.actor, given.targets, given.outcome) == ("Bos", ("Civ",), "nagant_given")
    assert p2.deltas("Vic", 17) == [-60]
    assert p3.codes("Civ") == ["not_your_ability"] and p3.deltas("Vic", 17) == []


def test_am15_the_boss_learns_where_it_went_and_a_betrayal_doubles_mafia_damage(
    resolve: Resolve,
) -> None:
    """«босс узнаёт, куда применён наган. Если его целью не была жертва … двойной урон от
    ночных способностей мафии до конца игры»
    Master: Ci2 shoots the boss: the boss reads 'Bos'; the trace says betrayal; two phases
    later the killer's shots deal 2 × 25."""
    _p1, p2, _p3, p4 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Ci2, victim: Vic}"],
            ["{actor: Ci2, ability: nagant, target: Bos}"],
            [],
            ["{actor: Kil, ability: silenced_pistol, targets: [Ci2, Ci2]}"],
        )
    )
    assert p2.result("Bos", "message") == {"nagant_target": "Bos"}
    [betrayal] = [a for a in p2.actions() if a.outcome == "betrayal"]
    assert (betrayal.actor, betrayal.ability, betrayal.targets) == ("Bos", "nagant", ("Ci2",))
    assert p4.deltas("Ci2") == [-50, -50]


@pytest.mark.parametrize(("option", "shots"), [("no_betrayal", [-25]), ("betrayal", [-50])])
def test_am15_an_unused_nagant_by_ruling(resolve: Resolve, option: str, shots: list[int]) -> None:
    """«Если его целью не была жертва»: he shot nobody. Ruling `nagant_unused` (the
    family's `unused_ruling`); the boss reads nobody."""
    _p1, p2, p3 = resolve(
        game(
            NAGANT,
            ["{actor: Bos, ability: message, target: Ci2, victim: Vic}"],
            [],
            ["{actor: Kil, ability: silenced_pistol, targets: [Ci2]}"],
            rulings=f"nagant_unused: {option}",
        )
    )
    assert p2.result("Bos", "message") == {"nagant_target": None}
    assert p3.deltas("Ci2") == shots


# --- «Возвращение» (seed 001): the next night ---------------------------------------------------


def test_return_the_nagant_is_his_in_the_next_night_only(resolve: Resolve) -> None:
    """«На следующую ночь (и только на неё) цель получает способность тайной роли Наган»
    Master: given on night 1, the nagant is refused by day 1, deals 50 on night 2 and is
    refused on night 3; Civ reads the victim's public role, under the nagant."""
    p1, p2, p3, _p4, p5 = resolve(
        night(
            RET_PLAYERS,
            [MESSAGE],
            ["{actor: Civ, ability: nagant, target: Vic}"],
            ["{actor: Civ, ability: nagant, target: Vic}"],
            [],
            ["{actor: Civ, ability: nagant, target: Vic}"],
        )
    )
    assert p1.result("Civ", "nagant") == {"victim_public_role": "medic"}
    assert p2.codes("Civ") != [] and p2.deltas("Vic") == []
    assert p3.deltas("Vic", 17) == [-50]
    assert p5.codes("Civ") == ["not_your_ability"] and p5.deltas("Vic") == []


@pytest.mark.parametrize(("shot", "hit", "sniper"), [("Vic", True, [-75]), ("Bos", False, [-150])])
def test_return_the_boss_learns_whether_he_shot_the_victim(
    resolve: Resolve, shot: str, hit: bool, sniper: list[int]
) -> None:
    """«босс узнаёт, стреляла ли цель в жертву. Если нет, персонаж получает двойной урон от
    способностей мафии и нагана до конца игры»
    Master: shot at the victim, the boss reads yes and the killer's 75 stays 75; shot at the
    boss, he reads no and the 75 is 150 two nights later."""
    _p1, _p2, p3, _p4, p5 = resolve(
        night(
            RET_PLAYERS,
            [MESSAGE],
            [],
            [f"{{actor: Civ, ability: nagant, target: {shot}}}"],
            [],
            ["{actor: Kil, ability: sniper_rifle, target: Civ}"],
        )
    )
    assert p3.result("Bos", "message") == {"shot_victim": hit}
    assert p5.deltas("Civ") == sniper


def test_return_the_order_goes_through_the_ret_night_gate(resolve: Resolve) -> None:
    """The gate `ret_night` (ruling `self_target: forbidden`): the boss may not hand the
    nagant to himself (not_on_self), as for every «Возвращение» ability."""
    (p1,) = resolve(
        night(
            RET_PLAYERS,
            ["{actor: Bos, ability: message, target: Bos, victim: Vic}"],
            rulings={"self_target": "forbidden"},
        )
    )
    assert p1.codes("Bos") == ["not_on_self"]


# --- a master's variant ---------------------------------------------------------------------------


def variant(data: Path, body: str) -> Path:
    return write_variant(data, "am15_return", body)


def test_a_variant_tells_the_boss_where_the_nagant_went(data: Path, resolve: Resolve) -> None:
    """A variant in YAML only: «Возвращение»'s boss also learns whom the nagant hit (the
    AM-15 report), by one more entry of `giver_learns`."""
    variant(data, "abilities:\n  message: {effect: {giver_learns: {where: shot_target}}}\n")
    _p1, _p2, p3 = resolve(
        night(
            RET_PLAYERS,
            [MESSAGE],
            [],
            ["{actor: Civ, ability: nagant, target: Kil}"],
        ).replace("ruleset: am15_return", "ruleset: mine")
    )
    assert p3.result("Bos", "message") == {"shot_victim": False, "where": "Kil"}


def test_a_mistake_in_a_handover_is_named(data: Path) -> None:
    path = variant(data, "abilities:\n  message: {effect: {giver_lerns: {x: shot_target}}}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "giver_lerns" in str(caught.value) and "did you mean 'giver_learns'" in str(caught.value)


def test_a_ruling_the_handover_does_not_understand_is_named(data: Path) -> None:
    """`unused_ruling` names a ruling whose options say betrayal or not: the slot's ruling
    (`instead` / `extra`) in its place fails at load, with the ability and the option."""
    path = variant(data, "abilities:\n  message: {effect: {unused_ruling: nagant_slot}}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    message = str(caught.value)
    assert "ability message" in message and "unused_ruling" in message
    assert "option 'instead'" in message and "betrayal, no_betrayal" in message
