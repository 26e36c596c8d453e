"""Issue 30: a reading is sure only when actor, ability, targets and parameters were each
read without doubt; pet forms of first names; each ruleset's slang; «или» asks the player;
negation kept to its clause. Issue 31 item 9: a long paste is read in linear time, and one
past a private message's size is refused with one line."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from engine import load_scenario, resolve_game
from engine.orders_text import MAX_MESSAGE, MessageTooLong, OrderReader, Unread
from engine.orders_text.doubts import Doubt
from engine.orders_text.given_names import TABLE, pet_forms, table_size

DATA = Path(__file__).parent / "data"


@cache
def reader(game: str, after: int) -> OrderReader:
    scenario = load_scenario(DATA / game)
    results = resolve_game(scenario, after) if after else []
    state = results[-1].state if results else scenario.start()
    return OrderReader(scenario.ruleset, state)


def ret() -> OrderReader:
    return reader("return_pm_game.yaml", 1)


def test_no_target_named_is_never_sure() -> None:
    """«щит на того, кого будут бить»: the protection is read, its target is not."""
    (order,) = ret().read("щит на того, кого будут бить", "Елена").orders
    assert order.order.ability == "protection" and order.order.targets == ()
    assert not order.sure and Doubt.NO_TARGET in order.doubts


def test_alternatives_are_a_question_to_the_player_not_an_order() -> None:
    parsed = ret().read("сюрикен в Сеню или в Тимура, на твой выбор", "Екатерина")
    assert parsed.orders == () and not parsed.sure
    (question,) = parsed.questions
    assert question.why is Unread.ALTERNATIVES and "Тимура" in question.text


def test_either_in_english_and_libo_too() -> None:
    assert ret().read("лечу Сеню либо себя", "Елена").questions
    assert ret().read("shuriken on Timur or Senya", "Екатерина").questions


def test_negation_stays_in_its_clause() -> None:
    """«лечу себя, больше никого не трогаю»: the heal stands."""
    parsed = ret().read("лечу себя, больше никого не трогаю", "Елена")
    (order,) = parsed.orders
    assert (order.order.ability, order.order.targets) == ("heal", ("Елена",))
    assert order.sure and parsed.sure


def test_a_noun_naming_the_heal_outranks_the_verb_throw() -> None:
    (order,) = ret().read("хилку Лёше кину", "Елена").orders
    assert (order.order.ability, order.order.targets) == ("heal", ("Алексей",))


@pytest.mark.parametrize(
    ("sender", "text", "ability", "target"),
    [
        ("Александр", "кат на Димона", "katana", "Дмитрий"),
        ("Алексей", "снайперка в Сашку", "sniper_rifle", "Александр"),
        ("Елена", "Защиту на Катюху", "protection", "Екатерина"),
        ("Елена", "щит на Ленусика", "protection", "Елена"),
        ("Ольга", "досье на Настюху", "dossier", "Анастасия"),
        ("Алексей", "снайпа в Сёму", "sniper_rifle", "Семён"),
        ("Алексей", "снайпа в Танюху", "sniper_rifle", "Татьяна"),  # declined by its ending
        ("Алексей", "снайпа в Санька", "sniper_rifle", "Александр"),
    ],
)
def test_slang_and_pet_forms_are_read_sure(
    sender: str, text: str, ability: str, target: str
) -> None:
    (order,) = ret().read(text, sender).orders
    assert (order.order.ability, order.order.targets) == (ability, (target,))
    assert order.sure


def test_a_pet_form_two_players_share_is_asked() -> None:
    """«Женя» is Евгений and Евгения: never taken as read."""
    parsed = reader("mafialife_pm_game.yaml", 1).read("проверяю Женю", "Анна")
    (order,) = parsed.orders
    assert not order.sure and Doubt.TARGETS in order.doubts


def test_a_name_nobody_matches_beside_the_order_asks_for_a_look() -> None:
    parsed = ret().read("Катана на Дмитрия и Васю", "Александр")
    assert not parsed.sure
    assert all(not o.sure for o in parsed.orders)


def test_a_message_with_nothing_read_is_never_sure() -> None:
    assert not ret().read("привет, я пас этой ночью", "Елена").sure


def test_the_names_table_names_its_source_and_covers_the_common_names() -> None:
    head = TABLE.read_text(encoding="utf-8")[:2000]
    assert "Петровский" in head and "Source" in head
    assert table_size() >= 80
    assert {"александр", "александра"} <= pet_forms("Саша")
    assert "димон" in pet_forms("Дмитрий") and "ленусик" in pet_forms("Елена")
    assert pet_forms("Trad") == frozenset()


# --- issue 31 item 9: long pastes ----------------------------------------------------------
CHATTER = "Привет всем, как дела? Вчера было весело, Тимур молодец.\n> цитата мастера\n"


def test_a_paste_past_the_limit_is_refused_with_one_line() -> None:
    text = CHATTER * (1_000_000 // len(CHATTER))
    with pytest.raises(MessageTooLong) as err:
        ret().read(text, "Елена")
    message = str(err.value)
    assert "\n" not in message and f"{MAX_MESSAGE:,}" in message and "Елена" in message


def test_a_long_message_up_to_the_limit_is_read_whole() -> None:
    """The order at the end of a 59 KB message is found, on the right line, with the
    teammate header above it (timings: benchmarks/bench_parse.py)."""
    ending = "\nЗа Наталью:\nнападение на Марию"
    text = CHATTER * ((MAX_MESSAGE - 200) // len(CHATTER)) + ending
    assert len(text) <= MAX_MESSAGE
    parsed = ret().read(text, "Дмитрий")
    orders = [o for o in parsed.orders if o.order.ability == "assault"]
    assert [(o.order.actor, o.order.targets, o.order.by) for o in orders] == [
        ("Наталья", ("Мария",), "Дмитрий")
    ]
    quoted = [u for u in parsed.unparsed if u.why is Unread.QUOTE]
    assert len(quoted) == text.count("> цитата")
