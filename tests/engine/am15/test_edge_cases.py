"""Edge cases where two rules meet (found while reviewing the engine)."""

from __future__ import annotations


def test_undertaker_counts_a_killed_avenger_once(resolve):
    """Гробовщик: «Восстанавливает 20 хп за каждого погибшего игрока, кроме погибшего от
    казни.» · Мститель: «Если был убит, вместо смерти получает статус "смертельно ранен"».
    The avenger is killed in phase 1 (counted then), dies at the end of phase 2 (not again)."""
    p1, p2 = resolve("""
        players:
          - {name: Nin, public: other, secret: ninja}
          - {name: Ave, public: avenger, secret: civilian, hp: 60}
          - {name: Und, public: undertaker, secret: civilian, hp: 50}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Nin, ability: katana, target: Ave}]
          - orders: []
    """)
    assert p1.deltas("Und", 32) == [20]
    assert p2.dead() == ["Ave"]
    assert p2.deltas("Und", 32) == []


def test_votes_that_do_not_count_are_kept_in_the_tally(resolve):
    """«кроме находящихся в коме» голосуют; «за них нельзя отдавать голос» (the dead): such
    votes stay visible with the reason, and count for nothing."""
    (p1,) = resolve("""
        players:
          - {name: A, public: other, secret: civilian, hp: 10}
          - {name: B, public: other, secret: civilian}
          - {name: C, public: other, secret: civilian}
          - {name: D, public: other, secret: civilian, dead: true}
        phases:
          - votes: {A: C, B: D, C: B}
    """)
    ballots = {b.voter: b for b in p1.trace.votes.ballots}
    assert not ballots["A"].counted and ballots["A"].notes[0].code == "vote_voter_in_coma"
    assert not ballots["B"].counted and ballots["B"].notes[0].code == "vote_for_dead"
    assert ballots["C"].counted and p1.trace.votes.cast == 1
    assert p1.executed == "B"  # 1 of 1 counted vote
    assert sorted(p1.codes()) == ["in_coma", "target_dead"]


def test_a_mind_cloud_does_not_fool_the_masochist(resolve):
    """Помутнение разума: «при применении диагностики/проверке способности каскадёра узнает
    выбранное число хп» — only those two; the psycho's masochist reads his real HP."""
    _, p2 = resolve("""
        players:
          - {name: Psy, public: other, secret: psycho}
          - {name: Civ, public: other, secret: civilian}
          - {name: Oth, public: other, secret: civilian}
        phases:
          - orders: [{actor: Psy, ability: mind_cloud, target: Psy, hp: 30}]
          - orders: []
    """)
    assert p2.result("Psy", "masochist")["hp"] == 100
