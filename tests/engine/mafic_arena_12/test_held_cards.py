"""The cards an order may name are the ones held at the start of the phase (seed 002:
«Сыграть карту из Руки», «Сыграть карты из Сайда», «Сбросить карты из Руки»), as the engine
offers them (`engine.resolution.validate.legal_params`): the console's editor and the simulator ask
it, never a rule of their own."""

from __future__ import annotations

from engine.model.state import PhaseInput
from engine.resolution.validate import legal_params
from engine.scenario.load import resolve_game

from .helpers import SPARE, game, hand

PLAYERS = f"""
  - {{name: Вася, public: Кузнец, secret: civilian,
     hand: [advice, pistol, surveillance_camera, bunker, witness], deck: {SPARE}}}
  - {{name: Кил, public: Шут, secret: killer, deck: {SPARE}}}
  - {{name: Оля, public: Лекарь, secret: civilian, deck: {SPARE}}}
"""
EMPTY = PhaseInput((), {})


def test_phase_one_offers_the_dealt_hand_and_side() -> None:
    """Before phase 1 the containers are the scenario's deal (step 0 of phase 1 makes
    them): Вася's five cards; the Killer's Side holds his role card (rifle)."""
    sc = game(PLAYERS)
    start = sc.start()
    rs = sc.ruleset
    offered = legal_params(rs, start, EMPTY, "Вася", "play_hand", "card")
    assert offered == ("advice", "pistol", "surveillance_camera", "bunker", "witness")
    assert legal_params(rs, start, EMPTY, "Вася", "discard", "cards") == offered
    assert legal_params(rs, start, EMPTY, "Кил", "play_side", "card") == ("rifle",)
    assert legal_params(rs, start, EMPTY, "Вася", "play_sleeve", "card") == ()
    assert legal_params(rs, start, EMPTY, "Вася", "play_hand", "text") is None  # a letter
    assert "pistol" in (legal_params(rs, start, EMPTY, "Вася", "play_hand", "accuse") or ())


def test_a_later_phase_offers_the_hand_after_the_last_one() -> None:
    """«Вася играет Бункер ... Пистолет / Камера наблюдения / Свидетель»: in phase 2 the
    editor offers the Hand left after phase 1, not the one dealt."""
    phases = """
phases:
  - orders:
      - {actor: Вася, ability: play_hand, card: bunker}
      - {actor: Кил, ability: play_side, card: rifle, target: Вася}
"""
    sc = game(PLAYERS, phases)
    res = resolve_game(sc)[-1]
    offered = legal_params(sc.ruleset, res.state, EMPTY, "Вася", "play_hand", "card")
    assert offered == tuple(hand(res, "Вася"))
    assert "bunker" not in (offered or ())


def test_other_rulesets_offer_any_text() -> None:
    """A ruleset without card containers: None (the editor keeps its own widget)."""
    sc = game(PLAYERS)
    assert legal_params(sc.ruleset, sc.start(), EMPTY, "Nobody", "play_hand", "card") is None
    assert legal_params(sc.ruleset, sc.start(), EMPTY, "Вася", "no_such", "card") is None
