"""Issue 30 item 6: a day's thread page as copied from the browser — the posts found
(author, time, text) for phpBB, SMF, Invision, vBulletin, XenForo and quoted BBCode, the
votes read from them for a ruleset with free-word votes, the tally, and the votes after the
deadline flagged, not counted."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from engine.votes.free import read_free_votes
from engine.votes.pages import late, parse_time, split_page
from tests.orders_text.test_doubts import ret

PAGES = Path(__file__).parent / "pages"
PLAYERS = [p.name for p in ret().state.players]


def page(name: str) -> str:
    return (PAGES / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("name", "engine"),
    [
        ("phpbb.txt", "phpbb"),
        ("smf.txt", "smf"),
        ("invision.txt", "invision"),
        ("vbulletin.txt", "vbulletin"),
        ("xenforo.txt", "xenforo"),
        ("quotes.txt", "bbcode"),
    ],
)
def test_the_posts_of_each_forum_engine_are_found(name: str, engine: str) -> None:
    posts = split_page(page(name), PLAYERS)
    assert [p.author for p in posts][:2] == ["Елена", "Алексей"]
    assert {p.engine for p in posts} == {engine}
    assert posts[0].text in ("голос за Лёху", "Всем привет. Голос за Лёху, он молчит весь день.")
    assert "голосую против Димона" in posts[1].text
    # the profile and button lines stay out of the posts
    for p in posts:
        for noise in ("Сообщения:", "Join Date", "posts", "Quote", "Наверх", "Reply", "Members"):
            assert noise not in p.text, (name, p.text)


def test_the_times_are_read_as_each_forum_writes_them() -> None:
    assert parse_time("02 дек 2026, 20:02") == datetime(2026, 12, 2, 20, 2)
    assert parse_time("02 Декабрь 2026, 20:02:11") == datetime(2026, 12, 2, 20, 2)
    assert parse_time("Sat Dec 02, 2026 8:02 pm") == datetime(2026, 12, 2, 20, 2)
    assert parse_time("12-02-2026, 11:30 PM") == datetime(2026, 12, 2, 23, 30)
    assert parse_time("2 мая 2026 в 9:05") == datetime(2026, 5, 2, 9, 5)
    assert parse_time("вчера") is None
    posts = split_page(page("quotes.txt"), PLAYERS)
    assert posts[0].time is not None and posts[0].time.year == 2026


def test_a_page_with_no_known_layout_finds_no_posts() -> None:
    assert split_page("просто текст\nбез заголовков", PLAYERS) == []


def test_the_tally_counts_each_voters_last_vote_and_flags_the_late_one() -> None:
    posts = split_page(page("phpbb.txt"), PLAYERS)
    assert [p.author for p in posts] == ["Елена", "Алексей", "Дмитрий", "Ольга"]
    deadline = datetime(2026, 12, 2, 23, 59)
    assert [p.author for p in late(posts, deadline)] == ["Ольга"]
    tally = read_free_votes(posts, ret(), deadline)
    assert tally.ballots == {"Елена": "Алексей", "Алексей": "Дмитрий", "Дмитрий": "Алексей"}
    assert tally.totals == {"Алексей": 2, "Дмитрий": 1}
    olga = tally.posts[3]
    assert olga.late and olga.votes[0][0] == "Дмитрий"  # read, shown, not counted
    # the quote in Дмитрий's post is not his vote
    assert [c for c, _t, _s in tally.posts[2].votes] == ["Алексей"]


def test_the_cli_reads_a_page_with_its_deadline(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from engine.__main__ import main

    game = Path(__file__).parents[1] / "orders_text" / "data" / "return_pm_game.yaml"
    args = ["votes", "parse", str(PAGES / "phpbb.txt"), "--scenario", str(game), "--page"]
    code = main([*args, "--deadline", "23:59", "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    data = json.loads(out)
    assert [p["author"] for p in data["posts_found"]] == ["Елена", "Алексей", "Дмитрий", "Ольга"]
    assert [p["late"] for p in data["posts_found"]] == [False, False, False, True]
    assert data["totals"] == {"Алексей": 2, "Дмитрий": 1}
    code = main([*args, "--deadline", "вчера"])
    _, err = capsys.readouterr()
    assert code == 2 and "--deadline" in err


def test_the_cli_says_when_no_layout_is_recognised(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from engine.__main__ import main

    game = Path(__file__).parents[1] / "orders_text" / "data" / "return_pm_game.yaml"
    plain = tmp_path / "page.txt"
    plain.write_text("просто текст", encoding="utf-8")
    code = main(["votes", "parse", str(plain), "--scenario", str(game), "--page"])
    _, err = capsys.readouterr()
    assert code == 2 and "no posts found" in err
