"""Rules catalogue of Mafic Arena XII: each test quotes the line of seed 002
(shared/seeds/002_66bc77de2f0e1863.txt) it checks, on the five-seat table of table.py."""

from __future__ import annotations

from .helpers import alive, cards, hand, hp, messages, rejected, run
from .table import DAY, LIST, TABLE, night, phase_list, seats


def test_play_from_hand_is_replaced_from_the_deck_top() -> None:
    """«Сыграть карту из Руки. Карта имеет свой эффект, исчезает, после чего игрок тянет
    новую карту из Колоды на замену.»"""
    res = run(TABLE, night("{actor: Аня, ability: play_hand, card: witness, target: Оля}"))[-1]
    assert hand(res, "Аня") == ["pistol", "advice", "handcuffs", "bunker", "crossfire"]
    assert cards(res, "Аня")["deck"] == ["surveillance_camera", "pistol", "witness"]
    assert hp(res, "Аня") == 5


def test_discard_draws_as_many_replacements() -> None:
    """«Сбросить карты из Руки. Выбирайте любое количество карт в Руке; они сбрасываются, и
    тянутся новые на замену из Колоды.»"""
    res = run(TABLE, night("{actor: Аня, ability: discard, cards: [pistol, bunker]}"))[-1]
    assert hand(res, "Аня") == [
        "witness",
        "advice",
        "handcuffs",
        "crossfire",
        "surveillance_camera",
    ]


def test_discard_with_a_play_from_hand_is_rejected() -> None:
    """«Нельзя применять одновременно с игрой карты из Руки.» (the later order)"""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: bunker}",
            "{actor: Аня, ability: discard, cards: [pistol]}",
        ),
    )[-1]
    assert ("Аня", "once_a_phase") in rejected(res)
    assert "pistol" in hand(res, "Аня")


def test_discard_and_assist_only_at_night() -> None:
    """«Применяется только Ночью.» (discard, assist)"""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: discard, cards: [pistol]}",
            "{actor: Оля, ability: assist, target: Аня}",
        ),
        DAY,
    )[-1]
    assert rejected(res).count(("Аня", "wrong_phase")) == 1
    assert ("Оля", "wrong_phase") in rejected(res)


def test_cards_only_at_night_unless_they_say_otherwise() -> None:
    """«Если на карте не указано обратного, сыграть ее можно только Ночью.» The sample's
    anonymous letter says `when: any`."""
    res = run(TABLE, night("{actor: Кил, ability: play_hand, card: pistol, target: Оля}"), DAY)[-1]
    assert ("Кил", "wrong_phase") in rejected(res)


def test_sleeve_card_vanishes_without_a_draw() -> None:
    """«Сыграть карту из Рукава. Карта имеет свой эффект, после чего исчезает.»"""
    players = TABLE.replace(
        "hand: [advice, pistol, witness],", "hand: [advice, pistol, witness], sleeve: [pistol],"
    )
    res = run(players, night("{actor: Оля, ability: play_sleeve, card: pistol, target: Кил}"))
    assert cards(res[-1], "Оля")["sleeve"] == []
    assert hand(res[-1], "Оля") == ["advice", "pistol", "witness"]
    assert hp(res[-1], "Кил") == 4


def test_side_cards_stay_and_are_played_once_each() -> None:
    """«Сыграть карты из Сайда ... но не одну и ту же карту несколько раз. Карты имеют свой
    эффект и не исчезают.»"""
    res = run(
        TABLE,
        night(
            "{actor: Кил, ability: play_side, card: rifle, target: Оля}",
            "{actor: Кил, ability: play_side, card: rifle, target: Аня}",
        ),
    )[-1]
    assert ("Кил", "side_copy_used") in rejected(res)
    assert [e["card"] for e in cards(res, "Кил")["side"]] == ["rifle"]
    assert not alive(res, "Оля")  # 3 cards, the rifle's 4 damage


def test_three_assists_draw_into_the_sleeve() -> None:
    """«Если цель получила хотя бы 3 Ассиста за ночь, она тянет карту из Колоды в Рукав.»"""
    res = run(
        TABLE,
        night(
            "{actor: Кил, ability: assist, target: Аня}",
            "{actor: Оля, ability: assist, target: Аня}",
            "{actor: Шпи, ability: assist, target: Аня}",
        ),
    )[-1]
    assert cards(res, "Аня")["sleeve"] == ["crossfire"]
    assert hp(res, "Аня") == 5  # the Sleeve is not the Hand


def test_two_assists_draw_nothing() -> None:
    """«хотя бы 3 Ассиста»"""
    res = run(
        TABLE,
        night(
            "{actor: Кил, ability: assist, target: Аня}",
            "{actor: Оля, ability: assist, target: Аня}",
        ),
    )[-1]
    assert cards(res, "Аня")["sleeve"] == []


def test_fill_side_moves_cards_and_costs_hp() -> None:
    """«Наполнить Сайд. Выберите любое количество карт из Руки и перенесите их в Сайд.»"""
    res = run(TABLE, night("{actor: Аня, ability: fill_side, cards: [advice, bunker]}"))[-1]
    assert [e["card"] for e in cards(res, "Аня")["side"]] == ["advice", "bunker"]
    assert hp(res, "Аня") == 3


def test_fill_side_not_the_played_copy() -> None:
    """«Нельзя выбирать те же карты, которые вы играете или сбрасываете из Руки.»"""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: bunker}",
            "{actor: Аня, ability: fill_side, cards: [bunker]}",
        ),
    )[-1]
    assert ("Аня", "card_not_held") in rejected(res)


def test_no_target_oneself() -> None:
    """«Целью можно выбрать любого живого персонажа, кроме себя.»"""
    res = run(TABLE, night("{actor: Аня, ability: play_hand, card: pistol, target: Аня}"))[-1]
    assert ("Аня", "not_on_self") in rejected(res)


def test_armor_prevents_discards() -> None:
    """«Каждая единица брони предотвращает один сброс карты из-за урона. Например, если цель
    получила 3 урона и 2 брони, она сбросит 1 карту из Руки.» (a scenario card gives 2
    armor to another, so the target plays nothing)"""
    extra = (
        "collection:\n"
        "  - {id: shield, ru: Щит, colour: support, target: other, kind: armor, amount: 2}"
    )
    players = TABLE.replace("hand: [handcuffs, pistol,", "hand: [shield, pistol,")
    res = run(
        players,
        night(
            "{actor: Бос, ability: play_hand, card: shield, target: Оля}",
            "{actor: Кил, ability: play_hand, card: pistol, target: Оля}",
            "{actor: Шпи, ability: play_hand, card: pistol, target: Оля}",
        ),
        extra,
    )[-1]
    # 4 damage − 2 armor = 2 discards from the top
    assert hand(res, "Оля") == ["witness"]


def test_armor_does_not_carry_over() -> None:
    """«Броня не накапливается между фазами.»"""
    res = run(
        TABLE,
        phase_list(
            (("{actor: Аня, ability: play_hand, card: bunker}",), ""),
            ((), ""),
            (("{actor: Кил, ability: play_hand, card: pistol, target: Аня}",), ""),
        ),
    )
    assert hp(res[0], "Аня") == 5 and hp(res[-1], "Аня") == 3


def test_zero_cards_is_death_with_a_frag() -> None:
    """«Если у персонажа по итогам фазы становится 0 карт в Руке, то он умирает.»"""
    res = run(TABLE, night("{actor: Кил, ability: play_side, card: rifle, target: Оля}"))[-1]
    assert not alive(res, "Оля")
    assert [(d.player, d.frag, d.step) for d in res.trace.deaths] == [("Оля", "Кил", 6)]


def test_dead_get_no_messages() -> None:
    """«Мертвые персонажи ... не получают сообщений»"""
    res = run(
        TABLE,
        night(
            "{actor: Кил, ability: play_side, card: rifle, target: Оля}",
            "{actor: Аня, ability: play_hand, card: anonymous_letter, "
            "target: Оля, text: hi}".replace("anonymous_letter", "witness"),
        ),
    )
    assert all(not m.delivered for m in res[-1].trace.messages if m.to == "Оля")


def test_handcuffs_void_the_targets_plays() -> None:
    """Sample «Наручники»: the target's card plays this phase have no effect."""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: handcuffs, target: Кил}",
            "{actor: Кил, ability: play_side, card: rifle, target: Оля}",
        ),
    )[-1]
    assert alive(res, "Оля") and hp(res, "Оля") == 3


def test_camera_sees_the_plays_and_disguise_hides_them() -> None:
    """Sample «Камера наблюдения» / «Маскировка» (Mafia-got)."""
    seen = run(
        TABLE,
        night(
            "{actor: Кил, ability: play_hand, card: surveillance_camera, target: Шпи}",
            "{actor: Шпи, ability: play_hand, card: pistol, target: Оля}",
        ),
    )[-1]
    assert messages(seen, "Кил", "surveillance_camera") == [{"cards": ["pistol"]}]
    hidden = run(
        TABLE,
        night(
            "{actor: Кил, ability: play_hand, card: surveillance_camera, target: Шпи}",
            "{actor: Шпи, ability: play_hand, card: pistol, target: Оля}",
            "{actor: Шпи, ability: play_side, card: disguise}",
        ),
    )[-1]
    assert messages(hidden, "Кил", "surveillance_camera") == [{"cards": []}]


def test_anonymous_letter_has_no_sender() -> None:
    """«Цель не узнает, кто отправил сообщение.»"""
    players = TABLE.replace(
        "hand: [advice, pistol, witness],", "hand: [advice, pistol, anonymous_letter],"
    )
    res = run(
        players,
        night(
            "{actor: Оля, ability: play_hand, card: anonymous_letter, target: Аня, text: привет}"
        ),
        DAY,
    )[-1]
    got = [m for m in res.trace.messages if m.ability == "anonymous_letter"]
    assert [(m.to, dict(m.result), m.source) for m in got] == [("Аня", {"text": "привет"}, None)]


def test_accusation_adds_pistol_damage() -> None:
    """«Некоторые карты могут оказывать дополнительный эффект, если цель играла все эти карты
    когда-либо за игру или играет в эту фазу» (sample pistol: +2)."""
    players = TABLE.replace(
        "hand: [advice, pistol, witness],", "hand: [advice, pistol, witness], played: [bunker],"
    )
    held = run(
        players,
        night(
            "{actor: Аня, ability: play_hand, card: pistol, target: Оля, accuse: [witness]}",
            "{actor: Оля, ability: play_hand, card: witness, target: Аня}",
        ),
    )[-1]
    assert not alive(held, "Оля")  # 3 cards, 4 damage
    missed = run(
        players,
        night("{actor: Аня, ability: play_hand, card: pistol, target: Оля, accuse: [crossfire]}"),
    )[-1]
    assert hp(missed, "Оля") == 1


def test_mafia_got_cards_ground_no_accusation() -> None:
    """«Полученные от способностей Мафии карты не могут быть обоснованиями для Обвинения.»"""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: pistol, target: Кил, accuse: [rifle]}",
            "{actor: Кил, ability: play_side, card: rifle, target: Шпи}",
        ),
    )[-1]
    assert hp(res, "Кил") == 4  # 2, not 4


def test_mafia_learn_each_others_hands_and_decks() -> None:
    """«В начале первой ночи члены Мафии узнают колоды и Руки друг друга.»"""
    res = run(TABLE, night())[-1]
    intel = messages(res, "Кил", "mafia_intel")
    assert sorted(intel[0]["hands"]) == ["Бос", "Шпи"]
    assert messages(res, "Аня", "mafia_intel") == []


def test_heir_gets_a_pistol_in_the_side() -> None:
    """«Если он умирает, наследник получает Пистолет в Сайд.»"""
    res = run(
        TABLE,
        phase_list(
            (("{actor: Шпи, ability: heir, target: Кил}",), ""),
            ((), ""),
            (
                (
                    "{actor: Кил, ability: play_side, card: rifle, target: Шпи}",
                    "{actor: Оля, ability: play_hand, card: pistol, target: Шпи}",
                ),
                "",
            ),
        ),
    )
    last = res[-1]
    assert not alive(last, "Шпи")
    assert cards(last, "Кил")["side"][-1] == {"card": "pistol", "mafia": True}
    assert messages(last, "Кил", "heir") == [{"card": "pistol", "from": "Шпи"}]


def test_veche_strict_peace_majority_hangs_nobody() -> None:
    """«Если строгое большинство голосов "за мир", то казни не происходит.»"""
    res = run(TABLE, phase_list(((), "{Аня: peace, Кил: за мир, Оля: peace, Шпи: Аня}")), DAY)[-1]
    assert res.trace.votes.executed is None


def test_veche_hits_for_six() -> None:
    """«По окончании дня персонаж, набравший больше всего голосов, получает 6 урона.»"""
    res = run(TABLE, phase_list(((), "{Аня: Бос, Кил: Бос, Оля: peace}")), DAY)[-1]
    assert res.trace.votes.executed == "Бос"
    assert not alive(res, "Бос")
    assert [(d.player, d.frag) for d in res.trace.deaths] == [("Бос", None)]


def test_veche_tie_goes_to_the_higher_public_role() -> None:
    """«В случае ничьей при голосовании, повешен будет тот персонаж, Явная роль которого
    находится выше по списку»"""
    res = run(TABLE, phase_list(((), "{Аня: Оля, Кил: Аня}")), f"{DAY}\n{LIST}")[-1]
    assert res.trace.votes.executed == "Оля"  # Лекарь is above Кузнец


def test_no_veche_with_two_alive() -> None:
    """«Вече не происходит, если в живых остались два игрока.»"""
    players = seats(2)
    res = run(players, phase_list(((), "{Аня: Кил}")), DAY)[-1]
    assert res.trace.votes.executed is None


def test_a_side_wins_when_only_its_members_live() -> None:
    """«Сторона побеждает, если в живых остались только ее члены.»"""
    duel = """
  - {name: Аня, public: Кузнец, secret: civilian, hand: [pistol, witness], deck: [advice]}
  - {name: Кил, public: Шут, secret: killer, hand: [witness], deck: [advice]}
"""
    res = run(duel, night("{actor: Аня, ability: play_hand, card: pistol, target: Кил}"))[-1]
    assert res.state.winner == "law"
    assert res.trace.public.winner == "law"


def test_all_dead_nobody_wins() -> None:
    """«В случае ситуации "умерли все" не выигрывает никто.»"""
    duel = """
  - {name: Аня, public: Кузнец, secret: civilian, hand: [pistol], deck: [advice]}
  - {name: Кил, public: Шут, secret: killer, hand: [witness], deck: [advice]}
"""
    res = run(
        duel,
        night(
            "{actor: Аня, ability: play_hand, card: pistol, target: Кил}",
            "{actor: Кил, ability: play_side, card: rifle, target: Аня}",
        ),
    )[-1]
    assert res.trace.public.draw and res.trace.public.winner is None
