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
