"""AM-15 rules catalogue (seed 000), r09–r10: the vote and execution, and the orders (one
secret ability a phase, orders for teammates, who may act at all).

Every case quotes the seed sentence it checks and says what a master verifies by hand.
Ids are stable: add new cases at the end of their group, never renumber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

FIVE = """
    players:
      - {{name: A, public: {a}, secret: civilian}}
      - {{name: B, public: other, secret: civilian}}
      - {{name: C, public: other, secret: civilian}}
      - {{name: D, public: other, secret: ninja}}
      - {{name: E, public: {e}, secret: killer}}
    phases:
      - votes: {votes}
"""


def five(a: str = "other", e: str = "other", votes: str = "{}") -> str:
    return FIVE.format(a=a, e=e, votes=votes)


# --- r09: votes and execution -----------------------------------------------------------------


def test_r09_01_more_than_half_of_votes_cast_executes(resolve: Resolve) -> None:
    """«Персонаж, набравший больше половины отданных голосов, умирает.»
    Master: 3 of 5 votes on D: executed at step 0, dead with HP 0.
    """
    (p1,) = resolve(five(votes="{A: D, B: D, C: D, D: A, E: A}"))
    assert p1.votes_for("D") == 3 and p1.trace.votes.cast == 5
    assert p1.executed == "D"
    assert not p1.alive("D")


def test_r09_02_exactly_half_does_not_execute(resolve: Resolve) -> None:
    """«Персонаж, набравший больше половины отданных голосов, умирает.»
    Master: 2 of 4 votes is not more than half: nobody dies.
    """
    (p1,) = resolve(five(votes="{A: D, B: D, C: A, D: A}"))
    assert p1.executed is None
    assert p1.trace.deaths == ()


def test_r09_03_half_of_the_votes_cast_not_of_the_players(resolve: Resolve) -> None:
    """«больше половины отданных голосов» (cast, not of the living)
    Master: only 3 of 5 vote, 2 of them on D: 2 > 1.5, D is executed.
    """
    (p1,) = resolve(five(votes="{A: D, B: D, C: A}"))
    assert p1.trace.votes.cast == 3
    assert p1.executed == "D"


def test_r09_04_authority_has_two_and_a_half_votes(resolve: Resolve) -> None:
    """Авторитет: «Имеет 2,5 голоса (разделять или отдавать не все свои голоса не может).»
    Master: the authority and B on D (3.5) against C, D, E on A (3): 3.5 > 6.5 / 2, D dies.
    """
    (p1,) = resolve(five(a="authority", votes="{A: D, B: D, C: A, D: A, E: A}"))
    assert p1.votes_for("D") == 3.5
    assert p1.trace.votes.cast == 6.5
    assert p1.executed == "D"


def test_r09_05_lawyer_has_one_and_a_half_votes(resolve: Resolve) -> None:
    """Юрист: «Имеет 1,5 голоса (разделять или отдавать не все свои голоса не может).»
    Master: the lawyer and B on D: 2.5 of 4.5 cast (+ the lawyer's -1.5 on himself, not
    cast) > 2.25: D dies.
    """
    (p1,) = resolve(five(a="lawyer", votes="{A: D, B: D, C: E, D: E}"))
    assert p1.votes_for("D") == 2.5
    assert p1.trace.votes.cast == 4.5
    assert p1.executed == "D"


def test_r09_06_lawyer_takes_one_and_a_half_votes_off_himself(resolve: Resolve) -> None:
    """Юрист: «Снимает с себя 1,5 голоса на каждом голосовании, если не находится в коме.»
    Master: B, C, D, E (4 votes) on the lawyer, who votes for B (1.5): he has 4 - 1.5 = 2.5 of
    5.5 cast, not more than half: he lives.
    """
    (p1,) = resolve(five(a="lawyer", votes="{A: B, B: A, C: A, D: A, E: A}"))
    assert p1.votes_for("A") == 2.5
    assert p1.trace.votes.cast == 5.5
    assert p1.executed is None


def test_r09_07_lawyer_in_coma_loses_no_votes(resolve: Resolve) -> None:
    """Юрист: «Снимает с себя 1,5 голоса на каждом голосовании, если не находится в коме.»
    Master: the lawyer lies in coma (10 HP): B and C on him, D on B: 2 of 3, executed.
    """
    (p1,) = resolve("""
        players:
          - {name: Law, public: lawyer, secret: civilian, hp: 10}
          - {name: B, public: other, secret: civilian}
          - {name: C, public: other, secret: civilian}
          - {name: D, public: other, secret: ninja}
        phases:
          - votes: {B: Law, C: Law, D: B}
    """)
    assert p1.votes_for("Law") == 2
    assert p1.executed == "Law"


def test_r09_08_lawyer_in_hospital_still_loses_votes(resolve: Resolve) -> None:
    """Юрист: «Снимает с себя 1,5 голоса на каждом голосовании, если не находится в коме.»
    Master: the lawyer in hospital (30 HP): B and C on him, D on B: 0.5 of 3, he lives.
    """
    (p1,) = resolve("""
        players:
          - {name: Law, public: lawyer, secret: civilian, hp: 30}
          - {name: B, public: other, secret: civilian}
          - {name: C, public: other, secret: civilian}
          - {name: D, public: other, secret: ninja}
        phases:
          - votes: {B: Law, C: Law, D: B}
    """)
    assert p1.votes_for("Law") == 0.5
    assert p1.executed is None


def test_r09_09_vip_counts_authority_and_lawyer_as_one(resolve: Resolve) -> None:
    """VIP: «Имеет иммунитет к способностям явных ролей электрика, авторитета и юриста
    (голосуют против ВИПа одним голосом)»
    Master: the authority, the lawyer and C on the VIP = 3 votes; the lawyer's own -1.5 stays
    on himself. 3 of 4 cast: the VIP is executed.
    """
    (p1,) = resolve("""
        players:
          - {name: Aut, public: authority, secret: civilian}
          - {name: Law, public: lawyer, secret: civilian}
          - {name: C, public: other, secret: civilian}
          - {name: D, public: other, secret: civilian}
          - {name: Vip, public: vip, secret: ninja}
        phases:
          - votes: {Aut: Vip, Law: Vip, C: Vip, D: C}
    """)
    assert p1.votes_for("Vip") == 3
    assert p1.votes_for("Law") == -1.5
    assert p1.trace.votes.cast == 4
    assert p1.executed == "Vip"


def test_r09_10_coma_cannot_vote(resolve: Resolve) -> None:
    """«Также в фазу все персонажи (кроме находящихся в коме) голосуют за казнь»
    Master: A in coma votes for D: rejected (in_coma), not counted; D has 2 of 4 and lives.
    """
    (p1,) = resolve("""
        players:
          - {name: A, public: other, secret: civilian, hp: 5}
          - {name: B, public: other, secret: civilian}
          - {name: C, public: other, secret: civilian}
          - {name: D, public: other, secret: ninja}
          - {name: E, public: other, secret: killer}
        phases:
          - votes: {A: D, B: D, C: D, D: B, E: B}
    """)
    assert p1.codes("A") == ["in_coma"]
    assert p1.trace.votes.cast == 5 - 1
    assert p1.votes_for("D") == 2
    assert p1.executed is None


def test_r09_11_no_votes_for_the_dead(resolve: Resolve) -> None:
    """«Мёртвые игроки не могут быть целью способностей, за них нельзя отдавать голос.»
    Master: a vote for D, who died in phase 1, is rejected (target_dead) in phase 2.
    """
    p1, p2 = resolve("""
        players:
          - {name: A, public: other, secret: civilian}
          - {name: B, public: other, secret: civilian}
          - {name: D, public: other, secret: ninja, hp: 65}
          - {name: N, public: other, secret: ninja}
        phases:
          - orders: [{actor: N, ability: katana, target: D}]
          - votes: {A: D, B: A}
    """)
    assert not p1.alive("D")
    assert p2.codes("A") == ["target_dead"]
    assert p2.trace.votes.cast == 1


def test_r09_12_execution_cancels_the_secret_action(resolve: Resolve) -> None:
    """«Персонаж, набравший больше половины отданных голосов, умирает. Его тайное действие в
    эту фазу не сработает.»
    Master: the executed ninja's katana is rejected (executed, at step 0); Civ is untouched.
    """
    (p1,) = resolve("""
        players:
          - {name: A, public: other, secret: civilian}
          - {name: B, public: other, secret: civilian}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: [{actor: Nin, ability: katana, target: A}]
            votes: {A: Nin, B: Nin}
    """)
    assert p1.executed == "Nin"
    [rejection] = p1.rejected("Nin")
    assert (rejection.code, rejection.step) == ("executed", 0)
    assert p1.hp("A") == 100


@pytest.mark.parametrize(
    ("ruling", "damage"),
    [
        ("resolves", [-10]),
        ("cancelled", []),
    ],
)
def test_r09_13_executed_public_ability_ruling(
    resolve: Resolve, ruling: str, damage: list[int]
) -> None:
    """«Его тайное действие в эту фазу не сработает.» (only the secret one is named; ruling
    executed_public_ability)
    Master: the executed electrician's shock of the same day: default it still hits A for 10;
    'cancelled': nothing.
    """
    (p1,) = resolve(f"""
        rulings: {{executed_public_ability: {ruling}}}
        players:
          - {{name: A, public: other, secret: civilian}}
          - {{name: B, public: other, secret: civilian}}
          - {{name: Ele, public: electrician, secret: ninja}}
        phases:
          - orders: [{{actor: Ele, ability: shock, target: A}}]
            votes: {{A: Ele, B: Ele}}
    """)
    assert p1.executed == "Ele"
    assert p1.deltas("A") == damage


def test_r09_14_executed_character_cannot_be_targeted_that_night(resolve: Resolve) -> None:
    """«Персонаж, набравший больше половины отданных голосов, умирает.» · «Мёртвые игроки не
    могут быть целью способностей»
    Master: the ninja's katana on the character executed by day is rejected (target_dead).
    """
    (p1,) = resolve("""
        players:
          - {name: A, public: other, secret: civilian}
          - {name: B, public: other, secret: civilian}
          - {name: Nin, public: other, secret: ninja}
        phases:
          - orders: [{actor: Nin, ability: katana, target: A}]
            votes: {B: A, Nin: A}
    """)
    assert p1.executed == "A"
    assert p1.codes("Nin") == ["target_dead"]
    assert p1.events(7) == []


def test_r09_15_revolutionary_extra_votes_cost_20_each(resolve: Resolve) -> None:
    """Революционер: «Может вносить до 3 дополнительных голосов за цель своего голосования.
    Получает 20 урона за каждый дополнительный голос.»
    Master: the revolutionary votes D and adds 2: D has 1 + 2 + 1 = 4 of 5 and dies; the
    revolutionary takes 40 -> 60.
    """
    (p1,) = resolve(
        five(a="revolutionary", votes="{A: D, B: D, C: E}").replace(
            "votes:", "orders: [{actor: A, ability: extra_votes, count: 2}]\n        votes:"
        )
    )
    assert p1.codes() == []
    assert p1.votes_for("D") == 4
    assert p1.executed == "D"
    assert p1.deltas("A") == [-40]


def test_r09_16_no_extra_votes_on_the_vip(resolve: Resolve) -> None:
    """VIP: «Имеет иммунитет к способностям явных ролей ... революционера (не может вносить
    дополнительные голоса за ВИПа)»
    Master: extra votes on the VIP are rejected (immune); no self-damage; his plain vote counts.
    """
    (p1,) = resolve(
        five(a="revolutionary", e="vip", votes="{A: E, B: E}").replace(
            "votes:", "orders: [{actor: A, ability: extra_votes, count: 3}]\n        votes:"
        )
    )
    assert p1.codes("A") == ["immune"]
    assert p1.deltas("A") == []
    assert p1.votes_for("E") == 2


def test_r09_17_hospital_patient_votes(resolve: Resolve) -> None:
    """«При этом он не может использовать ночные способности, но может голосовать»
    Master: A at 25 HP (hospital) and B on D: 2 of 3, D executed.
    """
    (p1,) = resolve("""
        players:
          - {name: A, public: other, secret: civilian, hp: 25}
          - {name: B, public: other, secret: civilian}
          - {name: D, public: other, secret: ninja}
        phases:
          - votes: {A: D, B: D, D: A}
    """)
    assert p1.codes() == []
    assert p1.executed == "D"


# --- r10: orders ------------------------------------------------------------------------------


def test_r10_01_one_secret_ability_a_phase_last_order_wins(resolve: Resolve) -> None:
    """«В каждую фазу все игроки могут тайно использовать одну из способностей своей тайной
    роли.» · «Заявки на все действия можно отменять или изменять до конца фазы.»
    Master: the ninja wrote katana on A, then trap on B: the katana is replaced (code
    'replaced'), only the trap runs.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: A, public: other, secret: civilian}
          - {name: B, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: katana, target: A}
              - {actor: Nin, ability: trap, target: B}
    """)
    [old] = p1.rejected("Nin")
    assert (old.code, old.order.ability) == ("replaced", "katana")
    assert p1.hp("A") == 100
    assert [a.outcome for a in p1.actions(15)] == ["trap_set"]


def test_r10_02_secret_and_public_ability_in_one_phase(resolve: Resolve) -> None:
    """«В каждую фазу все игроки могут тайно использовать одну из способностей своей тайной
    роли.» · «Также в фазу все персонажи ... по желанию используют способности явной роли.»
    Master: the electrician-ninja shocks A by day and cuts B with the katana: both run.
    """
    (p1,) = resolve("""
        players:
          - {name: Nin, public: electrician, secret: ninja}
          - {name: A, public: other, secret: civilian}
          - {name: B, public: other, secret: civilian}
        phases:
          - orders:
              - {actor: Nin, ability: shock, target: A}
              - {actor: Nin, ability: katana, target: B}
    """)
    assert p1.codes() == []
    assert (p1.hp("A"), p1.hp("B")) == (90, 35)


TEAM = """
    players:
      - {name: Bos, public: other, secret: boss}
      - {name: Bru, public: other, secret: brute}
      - {name: Sen, public: other, secret: sensei}
      - {name: Nin, public: other, secret: ninja}
      - {name: Civ, public: other, secret: civilian}
      - {name: Ci2, public: electrician, secret: civilian}
      - {name: Man, public: other, secret: maniac}
      - {name: Psy, public: other, secret: psycho}
    phases:
      - orders:
"""


def team(*orders: str) -> str:
    """The TEAM table with the given orders of phase 1 (flow-style YAML maps)."""
    return TEAM + "".join(f"          - {o}\n" for o in orders)


def test_r10_03_mafia_orders_for_a_teammate(resolve: Resolve) -> None:
    """«Мафия и якудза могут давать заявки на тайные действия за других членов команды.»
    Master: the boss writes the brute's assault on Civ: accepted, the brute deals 50; the
    order remembers who wrote it.
    """
    (p1,) = resolve(team("{actor: Bru, ability: assault, target: Civ, by: Bos}"))
    assert p1.codes() == []
    [event] = p1.events(6)
    assert (event.actor, event.delta) == ("Bru", -50)
    assert [o.by for o in p1.trace.orders] == ["Bos"]


def test_r10_04_yakuza_orders_for_a_teammate(resolve: Resolve) -> None:
    """«Мафия и якудза могут давать заявки на тайные действия за других членов команды.»
    Master: the sensei writes the ninja's katana on Civ: Civ 100 -> 35.
    """
    (p1,) = resolve(team("{actor: Nin, ability: katana, target: Civ, by: Sen}"))
    assert p1.codes() == []
    assert p1.hp("Civ") == 35


@pytest.mark.parametrize(
    ("actor", "ability", "by"),
    [
        pytest.param("Civ", "heal", "Ci2", id="law"),
        pytest.param("Psy", "heal", "Man", id="neutrals"),
        pytest.param("Nin", "trap", "Bos", id="mafia-for-yakuza"),
    ],
)
def test_r10_05_no_orders_for_others_outside_mafia_and_yakuza(
    resolve: Resolve, actor: str, ability: str, by: str
) -> None:
    """«Мафия и якудза могут давать заявки на тайные действия за других членов команды.»
    (nobody else, and only for one's own team)
    Master: a civilian for a civilian, the maniac for the psycho, the boss for the ninja: all
    rejected (not_teammate).
    """
    (p1,) = resolve(team(f"{{actor: {actor}, ability: {ability}, target: {actor}, by: {by}}}"))
    assert p1.codes(actor) == ["not_teammate"]


def test_r10_06_public_abilities_are_written_by_the_player(resolve: Resolve) -> None:
    """«Все публичные действия (способности явных ролей и голоса) нужно писать открыто в
    комментарии к посту в общей комнате.» · «Мафия и якудза могут давать заявки на тайные
    действия за других»
    Master: a civilian cannot write the electrician's shock for him (public_by_other).
    """
    (p1,) = resolve(team("{actor: Ci2, ability: shock, target: Bos, by: Civ}"))
    assert p1.codes("Ci2") == ["public_by_other"]
    assert p1.hp("Bos") == 100


def test_r10_07_the_dead_cannot_order_for_teammates(resolve: Resolve) -> None:
    """«0 хп и меньше – персонаж мёртв. ... Никакие действия недоступны, запрещено тайное
    общение»
    Master: the dead boss writes an assault for the brute: rejected (by_dead).
    """
    (p1,) = resolve(
        team("{actor: Bru, ability: assault, target: Civ, by: Bos}").replace(
            "secret: boss}", "secret: boss, dead: true}"
        )
    )
    assert p1.codes("Bru") == ["by_dead"]


def test_r10_08_only_ones_own_abilities(resolve: Resolve) -> None:
    """«В каждую фазу все игроки могут тайно использовать одну из способностей своей тайной
    роли.»
    Master: a civilian's katana is rejected (not_your_ability).
    """
    (p1,) = resolve(team("{actor: Civ, ability: katana, target: Bos}"))
    assert p1.codes("Civ") == ["not_your_ability"]


def test_r10_09_no_order_needed(resolve: Resolve) -> None:
    """«По желанию можно не ходить.»
    Master: a phase with no orders and no votes resolves quietly: nobody changes.
    """
    (p1,) = resolve(TEAM.replace("orders:", "orders: []"))
    assert p1.trace.events() == [] and p1.codes() == []
    assert p1.executed is None


def test_r10_10_teammates_last_order_wins(resolve: Resolve) -> None:
    """«Мафия и якудза могут давать заявки на тайные действия за других членов команды.» ·
    «Заявки на все действия можно отменять или изменять до конца фазы.»
    Master: the brute writes an assault on Civ, then the boss writes a guard for him: the
    assault is replaced, the guard runs.
    """
    (p1,) = resolve(
        team(
            "{actor: Bru, ability: assault, target: Civ}",
            "{actor: Bru, ability: guard, target: Bos, by: Bos}",
        )
    )
    assert p1.codes("Bru") == ["replaced"]
    assert p1.hp("Civ") == 100
    assert p1.result("Bru", "guard") == {"hp": 100}
