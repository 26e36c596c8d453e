"""Every ruling of rulesets/am15_return.yaml under each of its options
(docs/rulings-am15_return.md). Each test runs one case under each option and checks what
a master would see change; where a ruling has one option, that the case follows it."""

from __future__ import annotations

import inspect
import sys
from typing import TYPE_CHECKING

import pytest

from engine.ruleset.load import builtin_ruleset

from .helpers import game, night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

RS = builtin_ruleset("am15_return")


def cartridges(phase: object, name: str) -> int:
    return int(phase.trace.player(name).to_json()["cartridges"])  # type: ignore[attr-defined]


def test_every_ruling_option_has_a_test_here() -> None:
    """A new ruling or option must come with a test in this file."""
    module = sys.modules[__name__]
    source = inspect.getsource(module)
    for ruling in RS.rulings.values():
        assert getattr(module, f"test_{ruling.id}", None) is not None, f"no test_{ruling.id}"
        for option in ruling.option_ids():
            assert f'"{option}"' in source, (ruling.id, option)


@pytest.mark.parametrize(
    ("option", "kinds"), [("day", ["day", "night"]), ("night", ["night", "day"])]
)
def test_first_phase(resolve: Resolve, option: str, kinds: list[str]) -> None:
    phases = resolve(game(["A: other/civilian", "B: other/boss"], [], [], first=option))
    assert [p.trace.kind for p in phases] == kinds


@pytest.mark.parametrize(("option", "damage"), [("up", 38), ("down", 37)])
def test_rounding(resolve: Resolve, option: str, damage: int) -> None:
    """«(но не больше 27)»: assault on 75 → 37.5."""
    (p1,) = resolve(
        night(
            ["Bru: other/brute", "Civ: other/civilian/75"],
            ["{actor: Bru, ability: assault, target: Civ}"],
            rulings={"rounding": option},
        )
    )
    assert p1.deltas("Civ") == [-damage]


@pytest.mark.parametrize(("option", "executed"), [("majority_of_cast", None), ("plurality", "C")])
def test_execution_rule(resolve: Resolve, option: str, executed: str | None) -> None:
    (p1,) = resolve(
        game(
            [
                "A: other/civilian",
                "B: other/civilian",
                "C: other/boss",
                "D: other/civilian",
                "E: other/civilian",
            ],
            {"votes": {"A": "C", "B": "C", "C": "A", "D": "B", "E": "D"}},
            rulings={"execution_rule": option},
        )
    )
    assert p1.executed == executed


@pytest.mark.parametrize(("option", "treated"), [("abilities_first", True), ("vote_first", False)])
def test_day_order(resolve: Resolve, option: str, treated: bool) -> None:
    """«Каждый день может лечить любого персонажа.» — the medic treats the one executed."""
    (p1,) = resolve(
        game(
            ["Med: medic/civilian", "A: other/boss/60", "B: other/civilian"],
            {
                "votes": {"Med": "A", "B": "A"},
                "orders": ["{actor: Med, ability: treat, target: A}"],
            },
            rulings={"day_order": option},
        )
    )
    assert p1.executed == "A"
    assert (p1.events(0, ability="treat") != []) == treated


@pytest.mark.parametrize(("option", "frag"), [("at_or_below_zero", "Nin"), ("below_zero", None)])
def test_frag_threshold(resolve: Resolve, option: str, frag: str | None) -> None:
    (p1,) = resolve(
        night(
            ["Nin: other/ninja", "Vic: other/civilian/65"],
            ["{actor: Nin, ability: katana, target: Vic}"],
            rulings={"frag_threshold": option},
        )
    )
    assert not p1.alive("Vic") and p1.frag("Vic") == frag


FELL_HEALED_KILLED = [
    "Nin: other/ninja",
    "Sen: other/sensei",
    "Pun: other/punisher",
    "Bos: other/boss/60",
]
FELL_ORDERS = [
    "{actor: Nin, ability: katana, target: Bos}",
    "{actor: Sen, ability: heal, target: Bos}",
    "{actor: Pun, ability: retribution, target: Bos, role: boss}",
]


@pytest.mark.parametrize(("option", "frag"), [("first", "Nin"), ("last", "Pun")])
def test_frag_first_fall(resolve: Resolve, option: str, frag: str) -> None:
    """«такой персонаж всё ещё может получить лечение»: −5 (katana), healed to 35, Кара."""
    (p1,) = resolve(night(FELL_HEALED_KILLED, FELL_ORDERS, rulings={"frag_first_fall": option}))
    assert p1.frag("Bos") == frag


def test_same_step_order(resolve: Resolve) -> None:
    """Two strikes at step 14 (given in the other order) run in seating order."""
    (p1,) = resolve(
        night(
            ["C1: other/civilian", "C2: other/civilian", "Bos: other/boss/60"],
            [
                "{actor: C2, ability: strike, target: Bos}",
                "{actor: C1, ability: strike, target: Bos}",
            ],
            rulings={"same_step_order": "seating"},
        )
    )
    assert [e.actor for e in p1.events(14)] == ["C1", "C2"]


@pytest.mark.parametrize(
    ("option", "frag"), [("user_unless_fallen", "Nin"), ("always_user", "Pun")]
)
def test_direct_death_frag(resolve: Resolve, option: str, frag: str) -> None:
    """«Если нет, умирает каратель.»: a right Кара on one already at −5."""
    (p1,) = resolve(
        night(
            FELL_HEALED_KILLED[:1] + FELL_HEALED_KILLED[2:],
            [FELL_ORDERS[0], FELL_ORDERS[2]],
            rulings={"direct_death_frag": option},
        )
    )
    assert p1.frag("Bos") == frag


@pytest.mark.parametrize(("option", "frag"), [("attacker", "Bos"), ("sensei", "Sen")])
def test_mark_frag(resolve: Resolve, option: str, frag: str) -> None:
    """Protected (mark) at 50: the sniper is cancelled, the pistol's 20 fires the mark."""
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Kil: other/killer", "Bos: other/boss", "Civ: other/civilian/50"],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Bos, ability: pistol, target: Civ}",
            ],
            rulings={"mark_frag": option},
        )
    )
    assert p1.hp("Civ") == -15 and p1.frag("Civ") == frag


@pytest.mark.parametrize(("option", "step"), [("when_applied", 10), ("at_meditation_step", 2)])
def test_meditation_mark_timing(resolve: Resolve, option: str, step: int) -> None:
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Kil: other/killer"],
            [
                "{actor: Sen, ability: meditation}",
                "{actor: Kil, ability: sniper_rifle, target: Sen}",
            ],
            rulings={"meditation_mark_timing": option},
        )
    )
    [placed] = [a for a in p1.actions(ability="meditation") if a.outcome == "mark_placed"]
    assert placed.step == step and p1.marks("Kil") == 1


@pytest.mark.parametrize(("option", "deltas"), [("dealt", [-53]), ("nominal", [-65])])
def test_strongest_attack(resolve: Resolve, option: str, deltas: list[int]) -> None:
    """«самой сильной атаки»: the killer weakened twice (75 → 52.5) and a katana (65)."""
    (p1,) = resolve(
        night(
            [
                "W1: other/civilian",
                "W2: other/civilian",
                "Kil: other/killer",
                "Nin: other/ninja",
                "Civ: other/civilian",
            ],
            [
                "{actor: W1, ability: weaken, target: Kil}",
                "{actor: W2, ability: weaken, target: Kil}",
                "{actor: Civ, ability: self_defense}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Nin, ability: katana, target: Civ}",
            ],
            rulings={"strongest_attack": option},
        )
    )
    assert p1.deltas("Civ") == deltas


@pytest.mark.parametrize(("option", "counter"), [("yes", [-20]), ("no", [])])
def test_strike_is_attack(resolve: Resolve, option: str, counter: list[int]) -> None:
    """«Удар ... наносит цели 5 урона»: does the vdv counter it?"""
    (p1,) = resolve(
        night(
            ["Civ: other/civilian", "Vdv: vdv/boss"],
            ["{actor: Civ, ability: strike, target: Vdv}"],
            rulings={"strike_is_attack": option},
        )
    )
    assert p1.deltas("Civ", 19) == counter


@pytest.mark.parametrize(("option", "counter"), [("still_attack", [-20]), ("not_attack", [])])
def test_zero_damage_attack(resolve: Resolve, option: str, counter: list[int]) -> None:
    """«10*(номер ночи - 1)»: the shuriken on night 1 deals 0."""
    (p1,) = resolve(
        night(
            ["Shi: other/shinobi", "Vdv: vdv/boss"],
            ["{actor: Shi, ability: shuriken, target: Vdv}"],
            rulings={"zero_damage_attack": option},
        )
    )
    assert p1.deltas("Shi", 19) == counter


@pytest.mark.parametrize(("option", "deltas"), [("strike_ability", [-75]), ("all_attacks", [])])
def test_vip_strikes(resolve: Resolve, option: str, deltas: list[int]) -> None:
    (p1,) = resolve(
        night(
            ["Kil: other/killer", "Vip: vip/civilian"],
            ["{actor: Kil, ability: sniper_rifle, target: Vip}"],
            rulings={"vip_strikes": option},
        )
    )
    assert p1.deltas("Vip") == deltas


@pytest.mark.parametrize(("option", "counter"), [("attacker", [-20]), ("attack", [-20, -20])])
def test_vdv_counter_per(resolve: Resolve, option: str, counter: list[int]) -> None:
    """Night 2: the boss holds 2 cartridges and shoots the vdv twice."""
    _p1, _p2, p3 = resolve(
        night(
            ["Bos: other/boss", "Vdv: vdv/civilian"],
            [],
            [],
            ["{actor: Bos, ability: pistol, targets: [Vdv, Vdv]}"],
            rulings={"vdv_counter_per": option},
        )
    )
    assert p3.deltas("Bos", 19) == counter


@pytest.mark.parametrize(("option", "alive"), [("list", True), ("literal", False)])
def test_heal_steps(resolve: Resolve, option: str, alive: bool) -> None:
    """«может получить лечение на 21 и 22 шагах»: −15, then the heal at step 25."""
    (p1,) = resolve(
        night(
            ["Kil: other/killer", "Sen: other/sensei", "Civ: other/civilian/60"],
            [
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Sen, ability: heal, target: Civ}",
            ],
            rulings={"heal_steps": option},
        )
    )
    assert p1.alive("Civ") == alive


@pytest.mark.parametrize(("option", "checked"), [("acts", True), ("inert", False)])
def test_negative_hp_acts(resolve: Resolve, option: str, checked: bool) -> None:
    """At −15 after step 10, does the commissar's dossier at step 23 still resolve?"""
    (p1,) = resolve(
        night(
            ["Kil: other/killer", "Kom: other/commissar/60", "Bos: other/boss"],
            [
                "{actor: Kil, ability: sniper_rifle, target: Kom}",
                "{actor: Kom, ability: dossier, target: Bos}",
            ],
            rulings={"negative_hp_acts": option},
        )
    )
    assert (p1.messages_to("Kom", "dossier") != []) == checked


@pytest.mark.parametrize(("option", "after_heal"), [("end_of_phase", 130), ("each_heal", 100)])
def test_hp_cap(resolve: Resolve, option: str, after_heal: int) -> None:
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Civ: other/civilian/90"],
            ["{actor: Sen, ability: heal, target: Civ}"],
            rulings={"hp_cap": option},
        )
    )
    assert p1.hp_after("Civ", 25) == after_heal and p1.hp("Civ") == 100


@pytest.mark.parametrize(("option", "regen"), [("night_begun_there", []), ("hp_at_step_26", [15])])
def test_regen_start(resolve: Resolve, option: str, regen: list[int]) -> None:
    """«где восстанавливает 15 хп каждую ночь»: 100 → 35 by the katana tonight."""
    (p1,) = resolve(
        night(
            ["Nin: other/ninja", "Civ: other/civilian"],
            ["{actor: Nin, ability: katana, target: Civ}"],
            rulings={"regen_start": option},
        )
    )
    assert p1.deltas("Civ", 26) == regen


@pytest.mark.parametrize(("option", "queued"), [("lost", False), ("queued", True)])
def test_coma_messages(resolve: Resolve, option: str, queued: bool) -> None:
    """«не может ... получать результаты проверок»: the commissar falls into coma (15) the
    night of his dossier; out of it after night 2 (+15), a queued result arrives then."""
    p1, _p2, p3 = resolve(
        night(
            ["Nin: other/ninja", "Bos: other/boss", "Kom: other/commissar"],
            [
                "{actor: Nin, ability: katana, target: Kom}",
                "{actor: Bos, ability: pistol, target: Kom}",
                "{actor: Kom, ability: dossier, target: Bos}",
            ],
            [],
            [],
            rulings={"coma_messages": option},
        )
    )
    [msg] = p1.messages_to("Kom", "dossier")
    assert not msg.delivered and bool(p1.state.extra.get("messages")) == queued
    assert p3.location("Kom") == "hospital"
    assert (p3.results("Kom", "dossier") == [{"peaceful": False}]) == queued


@pytest.mark.parametrize(("option", "healed"), [("yes", 15), ("no", 10)])
def test_medic_coma(resolve: Resolve, option: str, healed: int) -> None:
    """«15 хп, если цель днём находилась в больнице»: the target is in coma."""
    (p1,) = resolve(
        game(
            ["Med: medic/civilian", "Civ: other/civilian/10"],
            ["{actor: Med, ability: treat, target: Civ}"],
            rulings={"medic_coma": option},
        )
    )
    assert p1.deltas("Civ") == [healed]


@pytest.mark.parametrize(("option", "codes"), [("allowed", []), ("forbidden", ["not_on_self"])])
def test_self_target(resolve: Resolve, option: str, codes: list[str]) -> None:
    """«Можно замаскировать себя.» stays allowed either way."""
    (p1,) = resolve(
        night(
            ["Kom: other/commissar", "Shi: other/shinobi"],
            [
                "{actor: Kom, ability: revolver, target: Kom}",
                "{actor: Shi, ability: masquerade, target: Shi, role: civilian}",
            ],
            rulings={"self_target": option},
        )
    )
    assert p1.codes("Kom") == codes and p1.codes("Shi") == []


@pytest.mark.parametrize(("option", "where"), [("hospital", "hospital"), ("label_only", "none")])
def test_stuntman_hospital(resolve: Resolve, option: str, where: str) -> None:
    (p1,) = resolve(
        night(
            ["Kil: other/killer", "Stu: stuntman/civilian"],
            ["{actor: Kil, ability: sniper_rifle, target: Stu}"],
            rulings={"stuntman_hospital": option},
        )
    )
    assert p1.status("Stu") == "heavily_wounded" and p1.location("Stu") == where


@pytest.mark.parametrize(("option", "alive"), [("all", True), ("no_execution", False)])
def test_avenger_scope(resolve: Resolve, option: str, alive: bool) -> None:
    """«Вместо смерти»: the avenger is executed."""
    (p1,) = resolve(
        game(
            ["Ave: avenger/civilian", "A: other/civilian", "B: other/boss"],
            {"votes": {"A": "Ave", "B": "Ave"}},
            rulings={"avenger_scope": option},
        )
    )
    assert p1.alive("Ave") == alive


@pytest.mark.parametrize(("option", "hp"), [("set_100", 100), ("real", -15)])
def test_avenger_hp(resolve: Resolve, option: str, hp: int) -> None:
    (p1,) = resolve(
        night(
            ["Ave: avenger/civilian/60", "Kil: other/killer"],
            ["{actor: Kil, ability: sniper_rifle, target: Ave}"],
            rulings={"avenger_hp": option},
        )
    )
    assert p1.status("Ave") == "mortally_wounded" and p1.hp("Ave") == hp


@pytest.mark.parametrize(("option", "healed"), [("at_death", []), ("at_kill", [15])])
def test_avenger_death_counts(resolve: Resolve, option: str, healed: list[int]) -> None:
    """«за каждого погибшего ночью игрока»: the avenger killed tonight dies by day."""
    (p1,) = resolve(
        night(
            ["Ave: avenger/civilian/60", "Kil: other/killer", "Und: undertaker/civilian/50"],
            ["{actor: Kil, ability: sniper_rifle, target: Ave}"],
            rulings={"avenger_death_counts": option},
        )
    )
    assert p1.deltas("Und") == healed


@pytest.mark.parametrize(("option", "healed"), [("as_announced", []), ("true_role", [30])])
def test_prosecutor_reveal(resolve: Resolve, option: str, healed: list[int]) -> None:
    """«чья роль раскрывается не как закон»: the boss, masked as a civilian, executed."""
    _p1, p2 = resolve(
        night(
            [
                "Shi: other/shinobi",
                "Bos: other/boss",
                "Pro: prosecutor/civilian/50",
                "A: other/civilian",
            ],
            ["{actor: Shi, ability: masquerade, target: Bos, role: civilian}"],
            {"votes": {"Pro": "Bos", "A": "Bos", "Shi": "Bos"}},
            rulings={"prosecutor_reveal": option},
        )
    )
    assert p2.executed == "Bos" and p2.deltas("Pro") == healed


def test_plagiarist_timing(resolve: Resolve) -> None:
    """«на следующую ночь и день»: copied by day, gone after the next day."""
    p1, _p2, _p3, _p4, p5 = resolve(
        game(
            ["Pla: plagiarist/civilian", "Med: medic/civilian", "Civ: other/civilian/60"],
            ["{actor: Pla, ability: copy, target: Med}"],
            [],
            [],
            [],
            ["{actor: Pla, ability: treat, target: Civ}"],
            rulings={"plagiarist_timing": "day"},
        )
    )
    assert "plagiarist_timing" in p1.actions(0, ability="copy")[0].rulings
    assert p5.codes("Pla") == ["not_your_ability"]


@pytest.mark.parametrize(("option", "alive"), [("kills", False), ("saved", True)])
def test_katana_kill_vs_protection(resolve: Resolve, option: str, alive: bool) -> None:
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Nin: other/ninja", "Pun: other/punisher"],
            [
                "{actor: Sen, ability: protection, target: Pun}",
                "{actor: Nin, ability: katana, target: Pun, role: punisher}",
            ],
            rulings={"katana_kill_vs_protection": option},
        )
    )
    assert p1.alive("Pun") == alive


@pytest.mark.parametrize(("option", "dead"), [("true_role", "Bos"), ("as_seen", "Pun")])
def test_role_guess_true_role(resolve: Resolve, option: str, dead: str) -> None:
    """The boss masked as a killer; Кара names «boss»."""
    _p1, _p2, p3 = resolve(
        night(
            ["Shi: other/shinobi", "Bos: other/boss", "Pun: other/punisher"],
            ["{actor: Shi, ability: masquerade, target: Bos, role: killer}"],
            [],
            ["{actor: Pun, ability: retribution, target: Bos, role: boss}"],
            rulings={"role_guess_true_role": option},
        )
    )
    assert p3.dead() == [dead]


@pytest.mark.parametrize(("option", "fired"), [("accepted_order", []), ("any_order", [-95])])
def test_trap_attempt(resolve: Resolve, option: str, fired: list[int]) -> None:
    """«попытается выполнить ночное действие»: the trapped commissar's order is refused."""
    _p1, _p2, p3 = resolve(
        night(
            ["Nin: other/ninja", "Kom: other/commissar", "Bos: other/boss"],
            ["{actor: Nin, ability: trap, target: Kom}"],
            [],
            ["{actor: Kom, ability: retribution, target: Bos, role: boss}"],
            rulings={"trap_attempt": option},
        )
    )
    assert p3.deltas("Kom", 16) == fired


@pytest.mark.parametrize(("option", "checked"), [("action_resolves", True), ("cancels", False)])
def test_trap_cancels_action(resolve: Resolve, option: str, checked: bool) -> None:
    _p1, _p2, p3 = resolve(
        night(
            ["Nin: other/ninja", "Kom: other/commissar", "Bos: other/boss"],
            ["{actor: Nin, ability: trap, target: Kom}"],
            [],
            ["{actor: Kom, ability: dossier, target: Bos}"],
            rulings={"trap_cancels_action": option},
        )
    )
    assert p3.deltas("Kom", 16) == [-95]
    assert (p3.messages_to("Kom", "dossier") != []) == checked


@pytest.mark.parametrize(("option", "fired"), [("fires", [-95]), ("removed", [])])
def test_trap_after_setter_death(resolve: Resolve, option: str, fired: list[int]) -> None:
    _p1, _p2, p3 = resolve(
        night(
            ["Nin: other/ninja/60", "Kil: other/killer", "Kom: other/commissar", "Bos: other/boss"],
            [
                "{actor: Nin, ability: trap, target: Kom}",
                "{actor: Kil, ability: sniper_rifle, target: Nin}",
            ],
            [],
            ["{actor: Kom, ability: dossier, target: Bos}"],
            rulings={"trap_after_setter_death": option},
        )
    )
    assert p3.deltas("Kom", 16) == fired


@pytest.mark.parametrize(("option", "damage"), [("betrayal", [-150]), ("no_betrayal", [-75])])
def test_nagant_betrayal(resolve: Resolve, option: str, damage: list[int]) -> None:
    """«стреляла ли цель в жертву. Если нет»: the receiver did not shoot at all."""
    _p1, _p2, _p3, _p4, p5 = resolve(
        night(
            ["Bos: other/boss", "Kil: other/killer", "Civ: other/civilian", "Vic: other/civilian"],
            ["{actor: Bos, ability: message, target: Civ, victim: Vic}"],
            [],
            [],
            [],
            ["{actor: Kil, ability: sniper_rifle, target: Civ}"],
            rulings={"nagant_betrayal": option},
        )
    )
    assert p5.deltas("Civ") == damage


@pytest.mark.parametrize(("option", "codes"), [("instead", ["replaced"]), ("extra", [])])
def test_nagant_slot(resolve: Resolve, option: str, codes: list[str]) -> None:
    """«получает способность тайной роли»: the commissar's dossier and the nagant."""
    _p1, _p2, p3 = resolve(
        night(
            ["Bos: other/boss", "Kom: other/commissar", "Vic: other/civilian"],
            ["{actor: Bos, ability: message, target: Kom, victim: Vic}"],
            [],
            [
                "{actor: Kom, ability: dossier, target: Bos}",
                "{actor: Kom, ability: nagant, target: Vic}",
            ],
            rulings={"nagant_slot": option},
        )
    )
    assert p3.codes("Kom") == codes and p3.deltas("Vic") == [-50]


@pytest.mark.parametrize(("option", "stock"), [("hospital_and_coma", 0), ("hospital_only", 1)])
def test_supplies(resolve: Resolve, option: str, stock: int) -> None:
    """«Не работает из госпиталя.»: the boss in coma."""
    (p1,) = resolve(
        night(["Bos: other/boss/10", "Civ: other/civilian"], [], rulings={"supplies": option})
    )
    assert cartridges(p1, "Bos") == stock


def test_succession_timing(resolve: Resolve) -> None:
    """«После смерти ниндзя сэнсэй забирает его катану»: not in the night the ninja dies."""
    p1, _p2, p3 = resolve(
        night(
            [
                "Sen: other/sensei",
                "Nin: other/ninja/60",
                "Kil: other/killer",
                "Civ: other/civilian",
            ],
            [
                "{actor: Kil, ability: sniper_rifle, target: Nin}",
                "{actor: Sen, ability: katana, target: Civ}",
            ],
            [],
            ["{actor: Sen, ability: katana, target: Civ}"],
            rulings={"succession_timing": "next_phase"},
        )
    )
    assert p1.codes("Sen") == ["not_yet"] and p3.deltas("Civ") == [-65]


@pytest.mark.parametrize(("option", "charges"), [("always", 1), ("on_death", 0)])
def test_witness_charge(resolve: Resolve, option: str, charges: int) -> None:
    """«Получает заряд способности»: the watched one survives."""
    (p1,) = resolve(
        night(
            ["Civ: other/civilian", "A: other/civilian"],
            ["{actor: Civ, ability: witness, target: A}"],
            rulings={"witness_charge": option},
        )
    )
    assert p1.player("Civ").counters.get("identification", 0) == charges


def test_identification_step(resolve: Resolve) -> None:
    """«Можно играть вместе с другой способностью.»: at step 20, beside a strike."""
    _p1, _p2, p3 = resolve(
        night(
            ["Civ: other/civilian", "A: other/civilian", "B: other/boss"],
            ["{actor: Civ, ability: witness, target: A}"],
            [],
            [
                "{actor: Civ, ability: identification, target: B}",
                "{actor: Civ, ability: strike, target: B}",
            ],
            rulings={"identification_step": "step_20"},
        )
    )
    assert [a.step for a in p3.actions(ability="identification")] == [20]
    assert p3.result("Civ", "identification") == {"suspicious": False}


@pytest.mark.parametrize(("option", "announced"), [("tally_only", False), ("reveal_at_n", True)])
def test_exposure_effect(resolve: Resolve, option: str, announced: bool) -> None:
    """«цель получает 1 единицу разоблачения»: 3 units on the killer in one night."""
    (p1,) = resolve(
        night(
            ["Bos: other/boss", "Civ: other/civilian", "Kil: other/killer"],
            [
                "{actor: Bos, ability: connections, target: Civ, exposure: 2}",
                "{actor: Civ, ability: expose, target: Civ}",
            ],
            rulings={"exposure_effect": option},
        )
    )
    expected = {"kind": "exposed", "target": "Civ", "role": "civilian"}
    assert (expected in p1.public["announcements"]) == announced


def test_forensics_scope(resolve: Resolve) -> None:
    """«кроме здоровых»: the mark is named; the healthy are not reported."""
    (p1,) = resolve(
        night(
            [
                "Pun: other/punisher",
                "Sen: other/sensei",
                "Kil: other/killer",
                "Bos: other/boss",
                "Civ: other/civilian",
                "B: other/civilian",
            ],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Bos, ability: pistol, target: B}",
            ],
            rulings={"forensics_scope": "ability_ids"},
        )
    )
    assert p1.results("Pun", "forensics") == []
    (q1,) = resolve(
        night(
            [
                "Pun: other/punisher",
                "Sen: other/sensei",
                "Nin: other/ninja",
                "Bos: other/boss",
                "Civ: other/civilian/60",
            ],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Nin, ability: katana, target: Civ}",
                "{actor: Bos, ability: pistol, target: Civ}",
            ],
        )
    )
    assert q1.results("Pun", "forensics") == [{"wounds": ["pistol", "mark"]}]


def test_revenge_step(resolve: Resolve) -> None:
    """«9) Месть»: no ability sits at step 9."""
    assert RS.rulings["revenge_step"].default == "empty"
    assert all(a.step != 9 for a in RS.abilities.values())


@pytest.mark.parametrize(("option", "checked"), [("phase_start", True), ("live", False)])
def test_status_timing(resolve: Resolve, option: str, checked: bool) -> None:
    """«Он лежит в больнице ... не может использовать ночные способности»: 35 after the
    katana at step 7, the dossier at step 23."""
    (p1,) = resolve(
        night(
            ["Nin: other/ninja", "Kom: other/commissar", "Bos: other/boss"],
            [
                "{actor: Nin, ability: katana, target: Kom}",
                "{actor: Kom, ability: dossier, target: Bos}",
            ],
            rulings={"status_timing": option},
        )
    )
    assert (p1.results("Kom", "dossier") != []) == checked


@pytest.mark.parametrize(("option", "suspicious"), [("civilian_rules", True), ("never", False)])
def test_lie_low_identification(resolve: Resolve, option: str, suspicious: bool) -> None:
    """«Выглядит в эту ночь как мирный житель с точки зрения ... опознания».
    The seed wins over rules-am15-return.md's "Identification: ... lying low: no": looking
    like a civilian leaves the witness's suspicion standing (default civilian_rules)."""
    _p1, _p2, p3 = resolve(
        night(
            [
                "Civ: other/civilian",
                "Kil: other/killer",
                "Vic: other/civilian/60",
                "A: other/civilian/50",
            ],
            [
                "{actor: Civ, ability: witness, target: Vic}",
                "{actor: Kil, ability: sniper_rifle, target: Vic}",
            ],
            [],
            [
                "{actor: Civ, ability: identification, target: Kil}",
                "{actor: Kil, ability: lie_low, use: heal, target: A}",
            ],
            rulings={"lie_low_identification": option},
        )
    )
    assert p3.result("Civ", "identification") == {"suspicious": suspicious}


def test_win_timing(resolve: Resolve) -> None:
    """«Смерть необратима.»: the last boss dies at night; the law wins at its end."""
    (p1,) = resolve(
        night(
            ["Pun: other/punisher", "Bos: other/boss"],
            ["{actor: Pun, ability: retribution, target: Bos, role: boss}"],
            rulings={"win_timing": "end_of_phase"},
        )
    )
    assert p1.public["winner"] == "law"


def test_weaken_scope(resolve: Resolve) -> None:
    """«атаки цели наносят в эту ночь на 15% урона меньше» (option "attacks_only"): the
    weakened vdv's counterattack, not an attack, keeps its 20; his attack would not
    (tests/engine/am15_return/test_r06_hard_cases.py covers the mark and the trap)."""
    assert RS.rulings["weaken_scope"].default == "attacks_only"
    (p1,) = resolve(
        night(
            ["Vdv: vdv/civilian", "Kil: other/killer", "W: other/civilian"],
            [
                "{actor: W, ability: weaken, target: Vdv}",
                "{actor: Kil, ability: sniper_rifle, target: Vdv}",
            ],
        )
    )
    assert [e.delta for e in p1.events(19)] == [-20]


def test_mark_timing(resolve: Resolve) -> None:
    """«получает урон от атаки или ловушки, каждая метка на нём наносит 45» (option
    "after_damage"): the pistol's 20 first, then the mark's 45, in the same step."""
    assert RS.rulings["mark_timing"].default == "after_damage"
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Kil: other/killer", "Bos: other/boss", "Civ: other/civilian"],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Bos, ability: pistol, target: Civ}",
            ],
        )
    )
    assert [(e.ability, e.delta) for e in p1.events(8, target="Civ")] == [
        ("pistol", -20),
        ("mark", -45),
    ]
