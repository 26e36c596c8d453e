"""The seed's worked example (seed 002, «Урон и смерть»: «У Васи 5 карт в руке ...»)."""

from __future__ import annotations

from .helpers import SPARE, alive, hand, hp, run

PLAYERS = f"""
  - {{name: Вася, public: Кузнец, secret: civilian,
     hand: [advice, pistol, surveillance_camera, bunker, witness], deck: {SPARE}}}
  - {{name: Кил, public: Шут, secret: killer, deck: {SPARE}}}
  - {{name: Оля, public: Лекарь, secret: civilian, deck: {SPARE}}}
"""
PHASES = """
phases:
  - orders:
      - {actor: Вася, ability: play_hand, card: bunker}
      - {actor: Кил, ability: play_side, card: rifle, target: Вася}
"""


def test_vasya_keeps_pistol_camera_witness() -> None:
    """«Вася играет Бункер и получает 2 брони. Также в Васю стреляет Мафия на 4 урона.
    Итого он должен сбросить 4-2=2 карты. ... он просто теряет Бункер. Второй картой на
    сброс идет Совет ... Пистолет / Камера наблюдения / Свидетель»"""
    res = run(PLAYERS, PHASES)[-1]
    assert hand(res, "Вася") == ["pistol", "surveillance_camera", "witness"]
    assert hp(res, "Вася") == 3
    assert alive(res, "Вася")
    assert res.trace.deaths == ()


def test_vasya_steps_show_why() -> None:
    """The viewer's steps answer «why does Вася hold these cards»: HP 5 → 3 at step 6,
    the draw cancelled and Совет discarded at step 7."""
    trace = run(PLAYERS, PHASES)[-1].trace
    damage = [e for s in trace.steps for e in s.events if e.target == "Вася"]
    assert [(e.step, e.hp_before, e.hp_after, e.actor) for e in damage] == [(6, 5, 3, "Кил")]
    settle = [a for s in trace.steps if s.number == 7 for a in s.actions if "Вася" in a.targets]
    assert [a.outcome for a in settle] == ["draw_cancelled", "discarded"]
    assert dict(settle[1].notes[0].data)["cards"] == ("advice",) or list(
        settle[1].notes[0].data["cards"]
    ) == ["advice"]
