"""Every ruling of rulesets/am15.yaml under each of its options (docs/rulings-am15.md).

Where the seed is silent the ruleset names a ruling with a default; a scenario may pick
another option with `rulings:`. Each test runs the same case under each option and checks
what changes, and that the trace names the ruling the event relied on.
"""

from __future__ import annotations

import textwrap

import pytest

from engine import builtin_ruleset

RS = builtin_ruleset("am15")


def with_ruling(ruling: str, option: str, body: str) -> str:
    return f"rulings: {{{ruling}: {option}}}\n{textwrap.dedent(body).strip()}\n"


def test_every_ruling_option_has_a_test_here():
    """A new ruling or option must come with a test in this file."""
    import inspect
    import sys

    module = sys.modules[__name__]
    for ruling in RS.rulings.values():
        test = getattr(module, f"test_{ruling.id}", None)
        assert test is not None, f"no test_{ruling.id}"
        source = inspect.getsource(module)
        for option in ruling.option_ids():
            assert f'"{option}"' in source, (ruling.id, option)


KATANA_ON_65 = """
players:
  - {name: Nin, public: other, secret: ninja}
  - {name: Vic, public: other, secret: civilian, hp: 65}
  - {name: Civ, public: other, secret: civilian}
phases:
  - orders: [{actor: Nin, ability: katana, target: Vic}]
"""


@pytest.mark.parametrize(("option", "frag"), [("at_or_below_zero", "Nin"), ("below_zero", None)])
def test_frag_threshold(resolve, option, frag):
    """«фраг получает тот, после ... которого хп персонажа впервые упали ниже 0» vs death at
    «на нуле или ниже»: HP landing exactly on 0."""
    (p1,) = resolve(with_ruling("frag_threshold", option, KATANA_ON_65))
    assert p1.hp("Vic") == 0 and not p1.alive("Vic")
    assert p1.frag("Vic") == frag
    assert "frag_threshold" in p1.death("Vic").rulings


REFALL = """
players:
  - {name: Bos, public: other, secret: boss}
  - {name: Nin, public: other, secret: ninja}
  - {name: Man, public: other, secret: maniac, hp: 55}
  - {name: Pun, public: other, secret: punisher}
  - {name: Con, public: big_guy, secret: civilian}
phases:
  - orders: [{actor: Bos, ability: contract, target: Con}]
  - orders:
      - {actor: Nin, ability: katana, target: Man}
      - {actor: Man, ability: knife, target: Con}
      - {actor: Pun, ability: revolver, target: Man}
"""


@pytest.mark.parametrize(("option", "frag"), [("first", "Nin"), ("last", "Pun")])
def test_frag_first_fall(resolve, option, frag):
    """The maniac falls to -10 by the katana (step 7), climbs to 5 with the contract's +15
    for knifing the contracted (step 12), falls again to the revolver (step 14)."""
    _, p2 = resolve(with_ruling("frag_first_fall", option, REFALL))
    assert p2.hp_after("Man", 7) == -10
    assert p2.hp_after("Man", 12) == 5
    assert p2.frag("Man") == frag


TREAT = """
players:
  - {name: Med, public: medic, secret: civilian}
  - {name: Pat, public: other, secret: civilian, hp: 60}
  - {name: Civ, public: other, secret: civilian}
phases:
  - orders: [{actor: Med, ability: treat, target: Pat}]
"""


@pytest.mark.parametrize(("option", "step"), [("step_0", 0), ("treat_at_step_30", 30)])
def test_day_ability_step(resolve, option, step):
    (p1,) = resolve(with_ruling("day_ability_step", option, TREAT))
    (event,) = p1.events(ability="treat")
    assert event.step == step and event.delta == 10


BETRAYED_AND_CONTRACTED = """
players:
  - {name: Bos, public: other, secret: boss}
  - {name: Rec, public: ambal, secret: civilian}
  - {name: Vic, public: other, secret: civilian}
  - {name: Oth, public: other, secret: civilian}
phases:
  - orders: [{actor: Bos, ability: message, target: Rec, victim: Vic}]
  - orders:
      - {actor: Rec, ability: nagant, target: Oth}
      - {actor: Bos, ability: contract, target: Rec}
  - orders: [{actor: Bos, ability: pistol, target: Rec}]
"""


@pytest.mark.parametrize(("option", "damage"), [("multiply", 80), ("add", 60)])
def test_damage_multiplier_stacking(resolve, option, damage):
    """«эффект суммируется с заказом»: a betrayer under contract shot by the pistol (20)."""
    *_, p3 = resolve(with_ruling("damage_multiplier_stacking", option, BETRAYED_AND_CONTRACTED))
    (shot,) = p3.events(8, target="Rec")
    assert shot.delta == -damage


GUARD_AND_SELF_DEFENSE = """
players:
  - {name: Nin, public: other, secret: ninja}
  - {name: Bru, public: other, secret: brute}
  - {name: Civ, public: other, secret: civilian}
phases:
  - orders:
      - {actor: Bru, ability: guard, target: Civ}
      - {actor: Civ, ability: self_defense}
      - {actor: Nin, ability: katana, target: Civ}
"""


@pytest.mark.parametrize(("option", "damage"), [("one", 33), ("stack", 17)])
def test_halving_stacking(resolve, option, damage):
    """«Не суммируется с защитой, самозащитой и медитацией.»"""
    (p1,) = resolve(with_ruling("halving_stacking", option, GUARD_AND_SELF_DEFENSE))
    assert p1.deltas("Civ", 7) == [-damage]
    assert "halving_stacking" in p1.events(7, target="Civ")[0].rulings


CHIEF_GUARDED = """
players:
  - {name: Nin, public: other, secret: ninja}
  - {name: Bru, public: other, secret: brute}
  - {name: Chi, public: chief_physician, secret: civilian, hp: 140}
  - {name: Sen, public: other, secret: sensei}
phases:
  - orders: [{actor: Nin, ability: katana, target: Chi}]
"""


@pytest.mark.parametrize(
    ("option", "guarded", "protected"),
    [("protection_self_defense_only", 33, 17), ("any_halving", 17, 17)],
)
def test_chief_physician_halving(resolve, option, guarded, protected):
    """«Защита и самозащита не суммируется со способностью главврача (находясь под этими
    способностями получает 25% урона).» The chief physician in hospital, katana 65."""
    body = CHIEF_GUARDED.replace("hp: 140", "hp: 40")
    guard = body.replace(
        "orders: [{actor: Nin, ability: katana, target: Chi}]",
        "orders: [{actor: Nin, ability: katana, target: Chi}, "
        "{actor: Bru, ability: guard, target: Chi}]",
    )
    (p1,) = resolve(with_ruling("chief_physician_halving", option, guard))
    assert p1.deltas("Chi", 7) == [-guarded]
    # the sensei's protection also places a mark: its 45 (not an attack) only halved, to 23
    protect = body.replace(
        "orders: [{actor: Nin, ability: katana, target: Chi}]",
        "orders: [{actor: Nin, ability: katana, target: Chi}, "
        "{actor: Sen, ability: protection, target: Chi}]",
    )
    (p1,) = resolve(with_ruling("chief_physician_halving", option, protect))
    assert p1.deltas("Chi", 7) == [-23, -protected]


def test_rounding(resolve):
    """«Весь урон при необходимости округляется в большую сторону»: once per instance after
    all multipliers — assault on 75 HP under guard: 75/2/2 = 18.75 → 19 (not 38/2 = 19
    by luck: check a case where it differs, 77: 77/4 = 19.25 → 20 vs ⌈38.5⌉=39/2 → 20)."""
    (p1,) = resolve(
        with_ruling(
            "rounding",
            "once",
            """
        players:
          - {name: Bru, public: other, secret: brute}
          - {name: Civ, public: other, secret: civilian, hp: 75}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Bru, ability: assault, target: Civ}
              - {actor: Civ, ability: self_defense}
    """,
        )
    )
    assert p1.deltas("Civ", 6) == [-19]


STUDENT_TREATED = """
players:
  - {name: Med, public: medic, secret: civilian}
  - {name: Stu, public: student, secret: civilian, hp: 30}
  - {name: Civ, public: other, secret: civilian}
phases:
  - orders: []
  - orders: [{actor: Med, ability: treat, target: Stu}]
"""


@pytest.mark.parametrize(("option", "healed"), [("up", 23), ("down", 22)])
def test_heal_rounding(resolve, option, healed):
    """Student ×1.5 on the medic's 15 (target in hospital) = 22.5."""
    _, p2 = resolve(with_ruling("heal_rounding", option, STUDENT_TREATED))
    assert p2.deltas("Stu", 0) == [healed]


MARKED = """
players:
  - {name: Sen, public: other, secret: sensei}
  - {name: Kil, public: other, secret: killer}
  - {name: Vic, public: other, secret: civilian, hp: 90}
  - {name: Oth, public: other, secret: civilian}
phases:
  - orders: [{actor: Sen, ability: protection, target: Vic}]
  - orders: [{actor: Kil, ability: silenced_pistol, target: Vic}]
"""


@pytest.mark.parametrize(("option", "frag"), [("attacker", "Kil"), ("sensei", "Sen")])
def test_mark_frag(resolve, option, frag):
    """«Урон от метки наносится сразу перед уроном от способности» — Vic at 45 after the
    phase-1 protection... the mark's 45 takes the last HP: whose frag?"""
    body = MARKED.replace("hp: 90", "hp: 30")  # 45 in phase 2 after the hospital's +15
    _, p2 = resolve(with_ruling("mark_frag", option, body))
    mark, shot = p2.events(9, target="Vic")
    assert mark.ability == "mark" and mark.delta == -45 and mark.hp_after == 0
    assert shot.delta == -25
    assert p2.frag("Vic") == frag


CONTRACT_SHOT = """
players:
  - {name: Bos, public: other, secret: boss}
  - {name: Kil, public: other, secret: killer, hp: 80}
  - {name: Ele, public: electrician, secret: civilian}
  - {name: Con, public: big_guy, secret: civilian}
phases:
  - orders: [{actor: Bos, ability: contract, target: Con}]
  - orders:
      - {actor: Kil, ability: silenced_pistol, targets: [Con, Con]}
      - {actor: Ele, ability: shock, target: Con}
"""


@pytest.mark.parametrize(("option", "step"), [("immediately", 9), ("at_heal_step", 30)])
def test_contract_heal_step(resolve, option, step):
    """«каждый наносящий урон цели восстанавливает себе 15 хп (независимо от количества
    атак)»: once, and when."""
    _, p2 = resolve(with_ruling("contract_heal_step", option, CONTRACT_SHOT))
    (reward,) = p2.events(target="Kil", ability="contract")
    assert reward.delta == 15 and reward.step == step
    assert p2.deltas("Con", 9) == [-50, -50]


@pytest.mark.parametrize(("option", "shock"), [("whole_phase", 20), ("night_only", 10)])
def test_contract_day_damage(resolve, option, shock):
    _, p2 = resolve(with_ruling("contract_day_damage", option, CONTRACT_SHOT))
    assert p2.deltas("Con", 0)[0] == -shock


INVESTIGATORS = """
players:
  - {name: C1, public: other, secret: civilian}
  - {name: C2, public: other, secret: civilian}
  - {name: C3, public: other, secret: civilian}
  - {name: Bos, public: other, secret: boss}
phases:
  - orders: [{actor: C1, ability: investigation, target: Bos}]
  - orders: [{actor: C2, ability: investigation, target: Bos}]
  - orders: [{actor: C3, ability: investigation, target: Bos}]
"""


@pytest.mark.parametrize(
    ("option", "result"),
    [
        ("all_civilians", {"count": 3, "role": "boss"}),
        ("per_investigator", {"count": 1, "role": None}),
    ],
)
def test_investigation_count(resolve, option, result):
    """«При третьем применении способности на одну цель ... узнаёт её Тайную роль.»"""
    *_, p3 = resolve(with_ruling("investigation_count", option, INVESTIGATORS))
    assert p3.result("C3", "investigation") == result


def test_small_game_variant(resolve):
    """A 3-player case uses the 14–15 column: the katana kills a commissar outright."""
    (p1,) = resolve(
        with_ruling(
            "small_game_variant",
            "use_14_15",
            """
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Com, public: big_guy, secret: commissar}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Com}]
    """,
        )
    )
    assert not p1.alive("Com") and p1.frag("Com") == "Nin"
    assert p1.trace.warnings  # the table warns, never refuses


@pytest.mark.parametrize(("option", "hp"), [("next_phase", 15), ("same_phase", 30)])
def test_coma_regen_start(resolve, option, hp):
    """«По-прежнему восстанавливает 15 хп каждую ночь» — already in the phase HP fell into
    1–19, or from the next one like the hospital? The katana takes 80 to 15."""
    (p1,) = resolve(
        with_ruling(
            "coma_regen_start",
            option,
            """
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Civ, public: other, secret: civilian, hp: 80}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Civ}]
    """,
        )
    )
    assert p1.hp("Civ") == hp


TRAPPED = """
players:
  - {name: Nin, public: other, secret: ninja}
  - {name: Com, public: big_guy, secret: commissar}
  - {name: Civ, public: other, secret: civilian}
phases:
  - orders: [{actor: Nin, ability: trap, target: Com}]
  - orders: [{actor: Com, ability: dossier, target: Civ}]
"""


def test_trap_cancels_action(resolve):
    """«ловушка сработает и нанесёт 95 урона»: the dossier still resolves."""
    _, p2 = resolve(with_ruling("trap_cancels_action", "action_resolves", TRAPPED))
    assert p2.deltas("Com", 15) == [-95]
    assert p2.result("Com", "dossier") == {"peaceful": True}


@pytest.mark.parametrize(("option", "fired"), [("accepted_order", False), ("any_order", True)])
def test_trap_attempt(resolve, option, fired):
    """The trapped commissar tries a katana (not his ability: rejected)."""
    body = TRAPPED.replace(
        "{actor: Com, ability: dossier, target: Civ}", "{actor: Com, ability: katana, target: Civ}"
    )
    _, p2 = resolve(with_ruling("trap_attempt", option, body))
    assert p2.codes("Com") == ["not_your_ability"]
    assert (p2.deltas("Com", 15) == [-95]) is fired


AVENGER = """
players:
  - {name: Nin, public: other, secret: ninja}
  - {name: Ave, public: avenger, secret: commissar, hp: 60}
  - {name: Civ, public: other, secret: civilian}
  - {name: Oth, public: other, secret: civilian}
phases:
  - orders: [{actor: Nin, ability: katana, target: Ave}]
  - orders: [{actor: Ave, ability: dossier, target: Nin}]
"""


@pytest.mark.parametrize(("option", "delivered"), [("delivered", True), ("withheld", False)])
def test_mortally_wounded_messages(resolve, option, delivered):
    """The avenger's last phase: «может действовать как живой персонаж» — and his results?"""
    _, p2 = resolve(with_ruling("mortally_wounded_messages", option, AVENGER))
    (message,) = p2.messages_to("Ave", "dossier")
    assert message.delivered is delivered
    assert message.result == {"peaceful": False}


def test_avenger_death(resolve):
    """«получает статус "смертельно ранен" на следующий день ... становится мёртвым по
    окончанию»: killed in phase 1, acts in phase 2, dead at its end with phase 1's frag."""
    p1, p2 = resolve(with_ruling("avenger_death", "next_phase_end", AVENGER))
    assert p1.alive("Ave") and p1.status("Ave") == "mortally_wounded" and not p1.dead()
    assert p2.result("Ave", "dossier") == {"peaceful": False}
    death = p2.death("Ave")
    assert death.frag == "Nin" and death.step == 7 and death.fell_in == 1


EXECUTED_AVENGER = """
players:
  - {name: Ave, public: avenger, secret: commissar}
  - {name: A, public: other, secret: ninja}
  - {name: B, public: other, secret: civilian}
phases:
  - orders: [{actor: Ave, ability: dossier, target: A}]
    votes: {A: Ave, B: Ave}
"""


@pytest.mark.parametrize(("option", "acts"), [("acts_this_phase", True), ("dies_at_once", False)])
def test_avenger_executed(resolve, option, acts):
    """«на ... ночь (если был убит или заголосован днём)»: in merged phases the rest of it."""
    (p1,) = resolve(with_ruling("avenger_executed", option, EXECUTED_AVENGER))
    assert p1.executed == "Ave" and not p1.alive("Ave")
    assert (p1.codes("Ave") == []) is acts
    assert bool(p1.messages_to("Ave", "dossier")) is acts


PARANOID_CHECKED = """
players:
  - {name: Com, public: other, secret: commissar}
  - {name: Par, public: paranoid, secret: boss}
  - {name: Civ, public: other, secret: civilian}
phases:
  - orders: [{actor: Com, ability: dossier, target: Par}]
"""


def test_paranoid_check_result(resolve):
    """«проверки дают выбранный мастером или случайный результат»: a question with a seeded
    default, answered by the scenario's `decisions:`."""
    (p1,) = resolve(with_ruling("paranoid_check_result", "master", PARANOID_CHECKED))
    (question,) = p1.questions()
    assert question.id == "paranoid:Com:dossier:Par" and not question.answered
    assert p1.result("Com", "dossier") == dict(question.default)
    answered = PARANOID_CHECKED + '    decisions: {"paranoid:Com:dossier:Par": {peaceful: true}}\n'
    (p1,) = resolve(answered)
    assert p1.result("Com", "dossier") == {"peaceful": True} and p1.questions()[0].answered


def test_same_step_order(resolve):
    """Two punishers fire at step 14: the frag goes by seating order."""
    (p1,) = resolve(
        with_ruling(
            "same_step_order",
            "seating",
            """
        players:
          - {name: P2, public: other, secret: punisher}
          - {name: P1, public: other, secret: punisher}
          - {name: Kil, public: other, secret: killer}
          - {name: Vic, public: other, secret: civilian, hp: 50}
        phases:
          - orders:
              - {actor: P1, ability: revolver, target: Vic}
              - {actor: P2, ability: revolver, target: Vic}
              - {actor: Kil, ability: silenced_pistol, target: Vic}
    """,
        )
    )
    assert [e.actor for e in p1.events(14, target="Vic")] == ["P2", "P1"]
    assert p1.frag("Vic") == "P1"


EXECUTED_MEDIC = """
players:
  - {name: Med, public: medic, secret: civilian}
  - {name: Pat, public: other, secret: civilian, hp: 60}
  - {name: A, public: other, secret: civilian}
phases:
  - orders: [{actor: Med, ability: treat, target: Pat}]
    votes: {Pat: Med, A: Med}
"""


@pytest.mark.parametrize(("option", "healed"), [("resolves", True), ("cancelled", False)])
def test_executed_public_ability(resolve, option, healed):
    """«Его тайное действие в эту фазу не сработает» — and his public one?"""
    (p1,) = resolve(with_ruling("executed_public_ability", option, EXECUTED_MEDIC))
    assert p1.executed == "Med"
    assert (p1.hp("Pat") == 70) is healed


def test_vote_total(resolve):
    """«набравший больше половины отданных голосов»: the lawyer's −1.5 lowers only his own
    tally, not the votes cast (2 + 1.5 = 3.5 cast; 2 > 1.75 executes)."""
    (p1,) = resolve(
        with_ruling(
            "vote_total",
            "positive_weights",
            """
        players:
          - {name: Law, public: lawyer, secret: civilian}
          - {name: A, public: other, secret: civilian}
          - {name: B, public: other, secret: civilian}
          - {name: C, public: other, secret: civilian}
        phases:
          - votes: {A: C, B: C, Law: A}
    """,
        )
    )
    assert p1.trace.votes.cast == 3.5
    assert p1.votes_for("Law") == -1.5
    assert p1.executed == "C"


MURDER_THEN_HEAL = """
players:
  - {name: Man, public: other, secret: maniac}
  - {name: Sen, public: other, secret: sensei}
  - {name: Civ, public: other, secret: civilian}
  - {name: Bos, public: other, secret: boss}
phases:
  - orders:
      - {actor: Man, ability: murder, target: Civ, role: boss}
      - {actor: Man, ability: murder, target: Bos, role: boss}
      - {actor: Sen, ability: heal, target: Bos}
"""


@pytest.mark.parametrize(("option", "dies"), [("absolute", True), ("hp_to_zero", False)])
def test_instant_kill(resolve, option, dies):
    """«Если угадывает, персонаж умирает.» — can the sensei's heal (step 30) undo it?"""
    (p1,) = resolve(with_ruling("instant_kill", option, MURDER_THEN_HEAL))
    assert p1.codes("Man") == ["replaced"]
    assert (not p1.alive("Bos")) is dies


@pytest.mark.parametrize(("option", "damage"), [("attacker", 15), ("attack", 45)])
def test_vdv_counter_per(resolve, option, damage):
    """«наносит каждому атаковавшему по 15 урона»: three silenced shots."""
    (p1,) = resolve(
        with_ruling(
            "vdv_counter_per",
            option,
            """
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Vdv, public: vdv, secret: civilian}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Kil, ability: silenced_pistol, targets: [Vdv, Vdv, Vdv]}]
    """,
        )
    )
    assert sum(p1.deltas("Kil")) == -damage


@pytest.mark.parametrize(("option", "revolver"), [("no_charge", 20), ("charges", 40)])
def test_charge_in_coma(resolve, option, revolver):
    """A punisher who spends phase 1 in coma (HP 10), healed out of it by the sensei."""
    _, p2 = resolve(
        with_ruling(
            "charge_in_coma",
            option,
            """
        players:
          - {name: Pun, public: other, secret: punisher, hp: 10}
          - {name: Sen, public: other, secret: sensei}
          - {name: Civ, public: big_guy, secret: civilian}
        phases:
          - orders: [{actor: Sen, ability: heal, target: Pun}]
          - orders: [{actor: Pun, ability: revolver, target: Civ}]
    """,
        )
    )
    assert p2.deltas("Civ", 14) == [-revolver]


NAGANT_UNUSED = """
players:
  - {name: Bos, public: other, secret: boss}
  - {name: Rec, public: big_guy, secret: civilian}
  - {name: Vic, public: other, secret: civilian}
phases:
  - orders: [{actor: Bos, ability: message, target: Rec, victim: Vic}]
  - orders: []
  - orders: [{actor: Bos, ability: pistol, target: Rec}]
"""


@pytest.mark.parametrize(("option", "damage"), [("no_betrayal", 20), ("betrayal", 40)])
def test_nagant_unused(resolve, option, damage):
    """«Если его целью не была жертва» — the receiver never shot."""
    _, p2, p3 = resolve(with_ruling("nagant_unused", option, NAGANT_UNUSED))
    assert p2.result("Bos", "message") == {"nagant_target": None}
    assert p3.deltas("Rec", 8) == [-damage]


MEDITATING = """
players:
  - {name: Sen, public: big_guy, secret: sensei}
  - {name: Nin, public: other, secret: ninja}
  - {name: Bru, public: other, secret: brute}
  - {name: Kil, public: big_guy, secret: killer}
phases:
  - orders:
      - {actor: Sen, ability: meditation}
      - {actor: Kil, ability: silenced_pistol, target: Sen}
      - {actor: Bru, ability: assault, target: Kil}
"""


@pytest.mark.parametrize(
    ("option", "mark_hit"), [("when_applied", False), ("at_meditation_step", True)]
)
def test_meditation_mark_timing(resolve, option, mark_hit):
    """«Каждый игрок, применяющий ночную целевую способность к сэнсэю, получает метку»: the
    killer shoots at step 9; the brute's assault on him comes at step 6."""
    (p1,) = resolve(with_ruling("meditation_mark_timing", option, MEDITATING))
    assert bool(p1.events(6, target="Kil", ability="mark")) is mark_hit
    assert p1.marks("Kil") == (0 if mark_hit else 1)


@pytest.mark.parametrize(("option", "allowed"), [("distinct", False), ("same_allowed", True)])
def test_commissar_distinct(resolve, option, allowed):
    """«По принципу невозможности пруфа одинаковых ролей быть не должно.»"""
    (p1,) = resolve(
        with_ruling(
            "commissar_distinct",
            option,
            """
        players:
          - {name: C1, public: other, secret: commissar, choice: dossier}
          - {name: C2, public: other, secret: commissar}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: C2, ability: dossier, target: Civ}]
    """,
        )
    )
    assert (p1.codes("C2") == []) is allowed


CURSE = """
players:
  - {name: Cul, public: cultist, secret: civilian, hp: 40}
  - {name: Vic, public: other, secret: civilian, hp: 70}
  - {name: Oth, public: other, secret: civilian}
phases:
  - orders: [{actor: Cul, ability: curse, target: Vic}]
"""


@pytest.mark.parametrize(("option", "damage"), [("cultist", 20), ("target", 10)])
def test_curse_missing_hp_of(resolve, option, damage):
    """«урон, равный трети его недостающих хп»: the cultist misses 60, the target 30."""
    (p1,) = resolve(with_ruling("curse_missing_hp_of", option, CURSE))
    assert p1.deltas("Vic", 0) == [-damage]


SHAKEDOWN_CONTRACTED = """
players:
  - {name: Bos, public: other, secret: boss}
  - {name: Gop, public: gopnik, secret: civilian, hp: 50}
  - {name: Con, public: other, secret: civilian}
phases:
  - orders: [{actor: Bos, ability: contract, target: Con}]
  - orders: [{actor: Gop, ability: shakedown, target: Con}]
"""


@pytest.mark.parametrize(("option", "taken"), [("transfer", 5), ("damage", 10)])
def test_shakedown_is_damage(resolve, option, taken):
    _, p2 = resolve(with_ruling("shakedown_is_damage", option, SHAKEDOWN_CONTRACTED))
    assert p2.deltas("Con", 0) == [-taken]


@pytest.mark.parametrize(("option", "left"), [("takes_what_there_is", 0), ("takes_five", -2)])
def test_shakedown_low_hp(resolve, option, left):
    """«Если у цели было меньше 5 хп, всё равно восстанавливает себе 5 хп.»"""
    (p1,) = resolve(
        with_ruling(
            "shakedown_low_hp",
            option,
            """
        players:
          - {name: Gop, public: gopnik, secret: civilian, hp: 50}
          - {name: Poo, public: other, secret: civilian, hp: 3}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Gop, ability: shakedown, target: Poo}]
    """,
        )
    )
    assert p1.hp_after("Poo", 0) == left
    assert p1.deltas("Gop", 0) == [5]


def test_succession_timing(resolve):
    """«После смерти ниндзя его катана переходит к сэнсэю»: from the next phase."""
    p1, p2 = resolve(
        with_ruling(
            "succession_timing",
            "next_phase",
            """
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Nin, public: other, secret: ninja}
          - {name: A, public: big_guy, secret: civilian}
          - {name: B, public: other, secret: civilian}
        phases:
          - orders: [{actor: Sen, ability: katana, target: A}]
            votes: {A: Nin, B: Nin, Sen: Nin}
          - orders: [{actor: Sen, ability: katana, target: A}]
    """,
        )
    )
    assert p1.executed == "Nin" and p1.codes("Sen") == ["not_yet"]
    assert p2.codes("Sen") == [] and p2.deltas("A", 7) == [-65]


def test_mind_cloud_effect(resolve):
    """«В следующую фазу цель будет иметь этот статус»: shown, not lived."""
    p1, p2 = resolve(
        with_ruling(
            "mind_cloud_effect",
            "shown_only",
            """
        players:
          - {name: Psy, public: other, secret: psycho}
          - {name: Com, public: other, secret: commissar}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Psy, ability: mind_cloud, target: Com, hp: 30}]
          - orders: [{actor: Com, ability: dossier, target: Civ}]
    """,
        )
    )
    assert p1.shown("Com") == "heavily_wounded" and p1.status("Com") == "healthy"
    assert p1.location("Com") == "none"
    assert p2.codes("Com") == []  # not in hospital: acts
    assert p2.shown("Com") == "healthy"


SHOCK_THE_CONDEMNED = """
players:
  - {name: Ele, public: electrician, secret: civilian}
  - {name: Bob, public: other, secret: ninja}
  - {name: C, public: other, secret: civilian}
phases:
  - orders: [{actor: Ele, ability: shock, target: Bob}]
    votes: {Ele: Bob, C: Bob}
"""


@pytest.mark.parametrize(("option", "shocked"), [("vote_first", False), ("abilities_first", True)])
def test_day_sequence(resolve, option, shocked):
    """«голосуют за казнь и по желанию используют способности явной роли»: which first?"""
    (p1,) = resolve(with_ruling("day_sequence", option, SHOCK_THE_CONDEMNED))
    assert p1.executed == "Bob"
    assert bool(p1.events(0, target="Bob", ability="shock")) is shocked
    assert (p1.codes("Ele") == ["target_dead"]) is not shocked


@pytest.mark.parametrize(("option", "damage"), [("phase_start", 50), ("after_day", 45)])
def test_assault_base_hp(resolve, option, damage):
    """«половине её хп на момент начала ночи»: shocked by day from 100 to 90."""
    (p1,) = resolve(
        with_ruling(
            "assault_base_hp",
            option,
            """
        players:
          - {name: Bru, public: other, secret: brute}
          - {name: Ele, public: electrician, secret: civilian}
          - {name: Tar, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Ele, ability: shock, target: Tar}
              - {actor: Bru, ability: assault, target: Tar}
    """,
        )
    )
    assert p1.deltas("Tar", 6) == [-damage]


@pytest.mark.parametrize(("option", "self_damage"), [("amount", 50), ("dealt", 25)])
def test_psycho_self_damage_base(resolve, option, self_damage):
    """«наносит половину этого урона себе»: 100 named, 50 dealt through the guard."""
    (p1,) = resolve(
        with_ruling(
            "psycho_self_damage_base",
            option,
            """
        players:
          - {name: Psy, public: big_guy, secret: psycho}
          - {name: Bru, public: other, secret: brute}
          - {name: Tar, public: big_guy, secret: civilian}
        phases:
          - orders:
              - {actor: Bru, ability: guard, target: Tar}
              - {actor: Psy, ability: knife, target: Tar, amount: 100}
    """,
        )
    )
    assert p1.deltas("Tar", 13) == [-50]
    assert p1.deltas("Psy", 13) == [-self_damage]


@pytest.mark.parametrize(("option", "fired"), [("fires", True), ("removed", False)])
def test_trap_after_setter_death(resolve, option, fired):
    """The ninja sets a trap and is shot dead the same phase; the target acts next phase."""
    _, p2 = resolve(
        with_ruling(
            "trap_after_setter_death",
            option,
            """
        players:
          - {name: Nin, public: other, secret: ninja, hp: 50}
          - {name: Kil, public: other, secret: killer}
          - {name: Com, public: big_guy, secret: commissar}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: trap, target: Com}
              - {actor: Kil, ability: silenced_pistol, targets: [Nin, Nin]}
          - orders: [{actor: Com, ability: dossier, target: Civ}]
    """,
        )
    )
    assert (p2.deltas("Com", 15) == [-95]) is fired


@pytest.mark.parametrize(("option", "frag"), [("keep_first_frag", "Nin"), ("execution", None)])
def test_avenger_killed_twice(resolve, option, frag):
    """Killed by the katana in phase 1, executed in his extra phase 2."""
    _, p2 = resolve(
        with_ruling(
            "avenger_killed_twice",
            option,
            """
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Ave, public: avenger, secret: civilian, hp: 60}
          - {name: A, public: other, secret: civilian}
          - {name: B, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Ave}]
          - votes: {A: Ave, B: Ave}
    """,
        )
    )
    assert p2.executed == "Ave"
    assert p2.frag("Ave") == frag


@pytest.mark.parametrize(
    ("option", "result"),
    [("count_and_role", {"count": 1, "role": None}), ("role_only", {"role": None})],
)
def test_investigation_reports_count(resolve, option, result):
    (p1,) = resolve(
        with_ruling(
            "investigation_reports_count",
            option,
            """
        players:
          - {name: Civ, public: other, secret: civilian}
          - {name: Bos, public: other, secret: boss}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Civ, ability: investigation, target: Bos}]
    """,
        )
    )
    assert p1.result("Civ", "investigation") == result


@pytest.mark.parametrize(
    ("option", "first", "second"),
    [("at_kill", [20], []), ("at_death", [], [20]), ("never", [], [])],
)
def test_undertaker_avenger(resolve, option, first, second):
    """«за каждого погибшего игрока»: the avenger killed in phase 1, dead at the end of 2."""
    p1, p2 = resolve(
        with_ruling(
            "undertaker_avenger",
            option,
            """
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Ave, public: avenger, secret: civilian, hp: 60}
          - {name: Und, public: undertaker, secret: civilian, hp: 50}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Ave}]
          - orders: []
    """,
        )
    )
    assert p1.deltas("Und", 32) == first
    assert p2.deltas("Und", 32) == second


@pytest.mark.parametrize(("option", "damage"), [("stands", 130), ("lapses", 65)])
def test_contract_after_boss_death(resolve, option, damage):
    """The boss orders a contract and is killed the same phase."""
    _, p2 = resolve(
        with_ruling(
            "contract_after_boss_death",
            option,
            """
        players:
          - {name: Bos, public: other, secret: boss, hp: 60}
          - {name: Nin, public: other, secret: ninja}
          - {name: Con, public: ambal, secret: civilian}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Bos, ability: contract, target: Con}
              - {actor: Nin, ability: katana, target: Bos}
          - orders: [{actor: Nin, ability: katana, target: Con}]
    """,
        )
    )
    assert p2.deltas("Con", 7) == [-damage]


@pytest.mark.parametrize(("option", "reward"), [("all_but_hospital", 23), ("abilities_only", 15)])
def test_student_other_heals(resolve, option, reward):
    """A student killer shoots the contracted: the contract's +15, ×1.5 or not."""
    _, p2 = resolve(
        with_ruling(
            "student_other_heals",
            option,
            """
        players:
          - {name: Bos, public: other, secret: boss}
          - {name: Stu, public: student, secret: killer, hp: 60}
          - {name: Con, public: ambal, secret: civilian}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Bos, ability: contract, target: Con}]
          - orders: [{actor: Stu, ability: silenced_pistol, target: Con}]
    """,
        )
    )
    assert p2.deltas("Stu", 9) == [reward]


@pytest.mark.parametrize(("option", "attacked"), [("not_attacked", False), ("attacked", True)])
def test_maniac_knife_on_psycho(resolve, option, attacked):
    """«Если атаковал психа, узнаёт об этом и не наносит урона.» The psycho is marked (the
    sensei's protection) and a vdv."""
    _, p2 = resolve(
        with_ruling(
            "maniac_knife_on_psycho",
            option,
            """
        players:
          - {name: Sen, public: other, secret: sensei}
          - {name: Man, public: other, secret: maniac}
          - {name: Psy, public: vdv, secret: psycho}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Sen, ability: protection, target: Psy}]
          - orders: [{actor: Man, ability: knife, target: Psy}]
    """,
        )
    )
    assert p2.result("Man", "knife") == {"found": "psycho"}
    assert (p2.deltas("Psy", 12) == [-45]) is attacked
    assert (p2.deltas("Man", 12) == [-15]) is attacked


@pytest.mark.parametrize(
    ("option", "self_damage"), [("never", [-20]), ("absent_counts_as_dead", [])]
)
def test_psycho_guess_without_maniac(resolve, option, self_damage):
    """«если угадывает фракцию цели и маньяк мёртв»: a game without a maniac."""
    (p1,) = resolve(
        with_ruling(
            "psycho_guess_without_maniac",
            option,
            """
        players:
          - {name: Psy, public: other, secret: psycho}
          - {name: Bos, public: other, secret: boss}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Psy, ability: knife, target: Bos, amount: 40, faction: mafia}]
    """,
        )
    )
    assert p1.deltas("Psy", 13) == self_damage


def test_win_timing(resolve):
    """«побеждает, как только в игре не остаётся живых персонажей других фракций»: the day's
    execution leaves only the law alive; the phase still resolves, the win is at its end."""
    (p1,) = resolve(
        with_ruling(
            "win_timing",
            "end_of_phase",
            """
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: A, public: medic, secret: civilian, hp: 60}
          - {name: B, public: other, secret: civilian}
        phases:
          - orders: [{actor: A, ability: heal, target: A}]
            votes: {A: Nin, B: Nin}
    """,
        )
    )
    assert p1.executed == "Nin"
    assert p1.hp("A") == 100
    assert p1.public["winner"] == "law"


@pytest.mark.parametrize(("option", "damage"), [("keeps_bonus", 25), ("plain", 20)])
def test_inherited_pistol_bonus(resolve, option, damage):
    """«После смерти Киллера по желанию наносит 25 урона» vs «сам выстрелы не накапливает»."""
    _, p2 = resolve(
        with_ruling(
            "inherited_pistol_bonus",
            option,
            """
        players:
          - {name: Bos, public: other, secret: boss, hp: 60}
          - {name: Kil, public: other, secret: killer, hp: 90}
          - {name: Bru, public: other, secret: brute}
          - {name: Nin, public: other, secret: ninja}
          - {name: Man, public: other, secret: maniac}
          - {name: Tar, public: ambal, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: Bos}
              - {actor: Man, ability: knife, target: Kil}
          - orders:
              - {actor: Bru, ability: pistol, target: Tar}
              - {actor: Bru, ability: assault, target: Nin}
    """,
        )
    )
    assert p2.dead() == [] and p2.codes("Bru") == []
    assert p2.deltas("Tar", 8) == [-damage]


def test_per_shot_damage(resolve):
    """«атакует цель на 25 урона (по желанию - на 20). Можно применять трижды»: each shot
    its own choice (`damage: [25, 20, 25]`)."""
    (p1,) = resolve("""
        players:
          - {name: Kil, public: other, secret: killer}
          - {name: Tar, public: ambal, secret: civilian}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Kil, ability: silenced_pistol, targets: [Tar, Oth, Tar],
                 damage: [25, 20, 20]}
    """)
    assert p1.deltas("Tar", 9) == [-25, -20]
    assert p1.deltas("Oth", 9) == [-20]
