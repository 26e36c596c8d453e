"""Issue 30 items 5 and 7: many private messages pasted at once — split by sender as copied
from a forum's PM folder or a messenger's export — and `orders parse --batch`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.__main__ import main
from engine.orders_text import MAX_MESSAGE
from engine.orders_text.batch import read_batch, split_batch

from .test_doubts import ret

GAME = Path(__file__).parent / "data" / "return_pm_game.yaml"

TELEGRAM = """Елена, [02.12.2026 0:15]
лечу себя, больше никого не трогаю

Алексей, [02.12.2026 0:16]
снайпа в Сашку
и голос за Димона
"""
WHATSAPP = """02.12.2026, 00:20 - Екатерина: сюрикен в Сеню или в Тимура
[02.12.26, 00:21:05] Ольга: досье на Настюху
"""
FORUM = """Тема: Ночь 1
От: Наталья
Кому: Мастер
Отправлено: 02 дек 2026, 00:15

напасть на Катюху

Тема: ход
From: Семён
самозащита
"""
OWN = "=== Тимур\nудар по Сашке\n=== Мария | поздно\nсвидетель на Катю\n"


@pytest.mark.parametrize(
    ("paste", "senders"),
    [
        (TELEGRAM, ["Елена", "Алексей"]),
        (WHATSAPP, ["Екатерина", "Ольга"]),
        (FORUM, ["Наталья", "Семён"]),
        (OWN, ["Тимур", "Мария"]),
    ],
)
def test_each_export_is_split_by_sender(paste: str, senders: list[str]) -> None:
    assert [p.sender for p in split_batch(paste)] == senders


def test_a_message_keeps_all_its_lines_and_drops_the_forum_headers() -> None:
    _, second = split_batch(TELEGRAM)
    assert second.text == "снайпа в Сашку\nи голос за Димона" and second.line == 4
    natasha, _ = split_batch(FORUM)
    assert natasha.text == "напасть на Катюху"


def test_text_before_any_sender_and_unknown_senders_are_listed_not_dropped() -> None:
    items = read_batch(ret(), "к мастеру: вот ходы\n=== Вася Пупкин\nпривет\n=== Лена\nщит на Сашу")
    assert [(i.sender, bool(i.problem)) for i in items] == [
        (None, True),
        (None, True),
        ("Елена", False),
    ]
    assert "Вася Пупкин" in items[1].problem


def test_a_batch_is_read_with_the_readings_sure_or_to_look_at() -> None:
    items = read_batch(ret(), TELEGRAM + WHATSAPP)
    sure = {i.sender: i.parsed.sure for i in items if i.parsed is not None}
    assert sure == {"Елена": True, "Алексей": True, "Екатерина": False, "Ольга": True}
    (alexey,) = [i.parsed for i in items if i.sender == "Алексей"]
    assert alexey is not None and [v.candidate for v in alexey.votes] == ["Дмитрий"]


def test_a_message_too_long_in_a_batch_is_listed_with_one_line() -> None:
    items = read_batch(ret(), "=== Елена\n" + "лечу себя. " * (MAX_MESSAGE // 10))
    (item,) = items
    assert item.parsed is None and "60,000" in item.problem and "\n" not in item.problem


def test_the_cli_batch_form(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    paste = tmp_path / "pms.txt"
    paste.write_text(TELEGRAM + WHATSAPP + "=== Никто\nкатана\n", encoding="utf-8")
    code = main(["orders", "parse", str(paste), "--game", str(GAME), "--batch", "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    data = json.loads(out)
    messages = data["messages"]
    assert [m.get("sender") for m in messages] == ["Елена", "Алексей", "Екатерина", "Ольга", None]
    assert [m.get("sure") for m in messages] == [True, True, False, True, None]
    assert messages[2]["orders"] == [] and messages[2]["unparsed"][0]["why"] == "alternatives"
    assert "Никто" in messages[4]["problem"]
    code = main(["orders", "parse", str(paste), "--game", str(GAME), "--batch"])
    out, _ = capsys.readouterr()
    assert code == 0 and "5 messages, 3 read sure" in out and "[look]" in out


def test_the_cli_needs_a_sender_or_the_batch_form(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    paste = tmp_path / "pm.txt"
    paste.write_text("лечу себя", encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        main(["orders", "parse", str(paste), "--game", str(GAME)])
    assert exc.value.code == 2
    capsys.readouterr()


def test_the_cli_refuses_a_long_message_with_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    paste = tmp_path / "pm.txt"
    paste.write_text("лечу себя. " * 100_000, encoding="utf-8")
    code = main(["orders", "parse", str(paste), "--game", str(GAME), "--from", "Елена"])
    _, err = capsys.readouterr()
    assert code == 2 and len(err.strip().splitlines()) == 1 and "60,000" in err


HEADS = ["=== Елена", "Алексей, [02.12.2026 0:16]", "От: Ольга", "", "Тема: x"]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(
                ["=== Елена", "Алексей, [02.12.2026 0:16]", "От: Ольга", "", "Тема: x"]
            ),
            st.text(alphabet="абвгд еж,.:-[]=0123456789", max_size=30),
        ),
        max_size=12,
    )
)
def test_a_batch_never_loses_a_line_of_text(lines: list[str]) -> None:
    """Any paste splits without an error, and every line of text (not a header) is in
    the message it belongs to."""
    paste = "\n".join(lines)
    messages = split_batch(paste)
    texts = "\n".join(m.text for m in messages)
    for line in lines:
        if line.strip() and not _is_header(line):
            assert line.strip() in texts or line.startswith("Тема"), line


def _is_header(line: str) -> bool:
    from engine.orders_text.batch import _header

    return _header(line) is not None
