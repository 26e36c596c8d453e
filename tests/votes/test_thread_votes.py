"""Votes read from a pasted day thread (seed 003, «Метаморфы»).

The seed's lines under test (seeds/003_3b252b26885c5e82.txt):
  9  «Пропуск голосования равнозначен голосу против себя. Игрок, дважды пропустивший
      голосование, покидает игру.»
  11 «[b]Я голосую против: [color=#ff0000]Имя Персонажа[/color][/b]»
  12 «Возможна замена голоса. В таком случае необходимо зачеркнуть старый голос ... а новый
      написать в новом сообщении.»
  13 «Любое, даже малейшее, отклонение от процедуры считается как неправильно оформленный
      голос. Такой голос не засчитается, а игрок получит голос против себя.»
  16 «[b]Я голосую против: [s][color=#ff0000]Имя Персонажа[/color][/s][/b]»
The fixture `day_posts.yaml` holds 32 realistic posts, each with the verdict it must get.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.votes import (
    MarkKind,
    Outcome,
    Post,
    PostVerdict,
    Roll,
    VoteForm,
    VoteRules,
    parse_posts_text,
    read_votes,
)
from engine.votes.describe import report

HERE = Path(__file__).parent
FORM = VoteForm("[b]Я голосую против: [color=#ff0000]{name}[/color][/b]", "голосую против")
DAY: dict[str, Any] = yaml.safe_load((HERE / "day_posts.yaml").read_text(encoding="utf-8"))


def day_roll() -> Roll:
    players = DAY["players"]
    alive = [p for p in players if p not in DAY["out"]]
    voters = [p for p in alive if p not in DAY["npcs"]]
    return Roll.of(players, alive, voters, DAY["skips_before"])


def day_posts() -> list[Post]:
    return [Post(p["author"], p["text"], i) for i, p in enumerate(DAY["posts"], start=1)]


READING = read_votes(day_posts(), day_roll(), VoteRules(FORM))


def test_the_fixture_is_a_real_day() -> None:
    assert len(DAY["posts"]) >= 25
    verdicts = {p["expect"]["verdict"] for p in DAY["posts"]}
    assert verdicts == {v.value for v in PostVerdict}


@pytest.mark.parametrize("number", range(1, len(DAY["posts"]) + 1))
def test_post_verdict(number: int) -> None:
    expect = DAY["posts"][number - 1]["expect"]
    got = READING.posts[number - 1]
    assert got.verdict.value == expect["verdict"], expect.get("why")
    if "candidate" in expect:
        assert got.candidate == expect["candidate"]
    if "problem" in expect:
        bad = [m for m in got.marks if m.kind is MarkKind.MALFORMED]
        assert [m.problem for m in bad][:1] == [expect["problem"]]
    if "suggestions" in expect:
        bad = next(m for m in got.marks if m.kind is MarkKind.MALFORMED)
        assert list(bad.suggestions) == expect["suggestions"]
        assert bad.candidate is None  # offered, never applied
    if "struck" in expect:
        assert [m.written for m in got.marks if m.kind is MarkKind.STRUCK] == [expect["struck"]]
    if "author_problem" in expect:
        assert got.author_problem is not None
        assert got.author_problem.value == expect["author_problem"]
    assert got.quoted == expect.get("quoted", 0)
    assert got.unclosed == expect.get("unclosed", 0)


def test_each_mark_shows_the_text_it_matched() -> None:
    first = READING.posts[0].marks[0]
    assert first.text == "[b]Я голосую против: [color=#ff0000]Кира[/color][/b]"
    text = READING.posts[0].post.text
    assert text[first.start : first.end] == first.text
    malformed = READING.posts[3].marks[0]  # «я голосую против»: the line that deviates
    assert malformed.text == "[b]я голосую против: [color=#ff0000]Лев[/color][/b]"


@pytest.mark.parametrize("voter", sorted(DAY["ballots"]))
def test_ballot(voter: str) -> None:
    expect = DAY["ballots"][voter]
    ballot = READING.ballot(voter)
    assert ballot is not None
    assert ballot.outcome.value == expect["outcome"]
    assert ballot.against == expect["against"]
    assert ballot.skips == expect.get("skips", 0)
    assert ballot.leaves == expect.get("leaves", False)
    assert list(ballot.changed_from) == expect.get("changed_from", [])
    assert list(ballot.several) == expect.get("several", [])


def test_only_the_living_with_a_vote_have_ballots() -> None:
    # seed 003 line 4: NPCs have no vote; Гена is out
    assert [b.voter for b in READING.ballots] == list(DAY["ballots"])


def test_totals_and_leader() -> None:
    # «Пропуск голосования равнозначен голосу против себя»: Кира's skip counts against her
    assert READING.totals["Кира"] == 5
    assert READING.leaders == ("Кира",)
    assert not READING.tie
    assert sum(READING.totals.values()) == len(READING.ballots)


def test_plain_text_paste_reads_the_same() -> None:
    pasted = "\n".join(
        f"=== {p['author']} | post {i}\n{p['text']}\n" for i, p in enumerate(DAY["posts"], start=1)
    )
    posts = parse_posts_text(pasted)
    assert [(p.author, p.text) for p in posts] == [(p.author, p.text) for p in day_posts()]
    assert posts[1].note == "post 2" and posts[1].line is not None
    again = read_votes(posts, day_roll(), VoteRules(FORM))
    assert [r.verdict for r in again.posts] == [r.verdict for r in READING.posts]
    assert again.totals == READING.totals


def test_report_names_every_post_in_both_languages() -> None:
    for lang in ("ru", "en"):
        text = report(READING, lang)
        assert all(f"#{n} " in text for n in range(1, len(DAY["posts"]) + 1))
    ru = report(READING, "ru")
    assert (
        "Тимур: неправильно оформленный голос (нет игрока «Кирa» (похожие: Кира; "
        "не подставлено))" in ru
    )
    assert "Ульяна → против себя (пропуск 2: покидает игру)" in ru
    assert "Лев → Алиса — сменил голос с Дмитрий" in ru


# --- the rulings that shape the reading ---------------------------------------------------------


def one_day(
    *posts: tuple[str, str], rules: VoteRules | None = None, skips: dict[str, int] | None = None
) -> Any:
    roll = Roll.of(["Аня", "Боря", "Вика"], skips_before=skips)
    return read_votes(
        [Post(a, t, i) for i, (a, t) in enumerate(posts, start=1)], roll, rules or VoteRules(FORM)
    )


def vote(name: str) -> str:
    return FORM.example(name)


def test_vote_change_last_counts_option() -> None:
    # vote_change: «необходимо зачеркнуть старый голос»; the alternative: the last counts
    posts = [("Аня", vote("Боря")), ("Аня", vote("Вика"))]
    strict = one_day(*posts)
    assert strict.ballot("Аня").outcome is Outcome.MALFORMED
    last = one_day(*posts, rules=VoteRules(FORM, several="last"))
    assert last.ballot("Аня").outcome is Outcome.VOTE
    assert last.ballot("Аня").against == "Вика"


def test_vote_format_exact_option() -> None:
    # vote_format: byte-exact — «[B]» is a deviation, the name may still differ in case
    upper = "[B]Я голосую против: [COLOR=#FF0000]Боря[/COLOR][/B]"
    assert one_day(("Аня", upper)).posts[0].verdict is PostVerdict.VOTE
    exact = VoteRules(FORM, exact=True)
    assert one_day(("Аня", upper), rules=exact).posts[0].verdict is PostVerdict.MALFORMED
    assert one_day(("Аня", vote("боря")), rules=exact).posts[0].candidate == "Боря"


def test_malformed_counts_as_a_skip_option() -> None:
    # malformed_not_skip: «Такой голос не засчитается, а игрок получит голос против себя»
    bad = ("Аня", "Я голосую против: Боря")
    assert one_day(bad, skips={"Аня": 1}).ballot("Аня").leaves is False
    as_skip = one_day(bad, skips={"Аня": 1}, rules=VoteRules(FORM, malformed_is_skip=True))
    assert as_skip.ballot("Аня").outcome is Outcome.MALFORMED
    assert as_skip.ballot("Аня").leaves is True


def test_a_tie_is_reported() -> None:
    day = one_day(("Аня", vote("Боря")), ("Боря", vote("Аня")), ("Вика", vote("Вика")))
    assert day.tie and set(day.leaders) == {"Аня", "Боря", "Вика"}


def test_whole_vote_struck_and_a_new_one_in_the_same_post() -> None:
    text = "[s][b]Я голосую против: [color=#ff0000]Боря[/color][/b][/s]\n" + vote("Вика")
    day = one_day(("Аня", text))
    assert [m.kind for m in day.posts[0].marks] == [MarkKind.STRUCK, MarkKind.VOTE]
    assert day.ballot("Аня").against == "Вика"
    assert day.ballot("Аня").changed_from == ("Боря",)


def test_nothing_crashes_on_broken_bbcode() -> None:
    for text in (
        "[b]Я голосую против: [color=#ff0000]",
        "[/s][/quote]голосую против[s]",
        "[quote][quote]голосую против",
        "голосую против" * 50,
        "",
        "[[[]]]",
        "[b]Я голосую против: [color=#ff0000]\n[/color][/b]",
    ):
        day = one_day(("Аня", text))
        assert day.posts[0].verdict in (PostVerdict.MALFORMED, PostVerdict.NO_VOTE)


def test_posts_text_errors_name_the_line() -> None:
    from engine.model.errors import InputError

    with pytest.raises(InputError, match=r"posts\.txt:2"):
        parse_posts_text("\nБез заголовка\n=== Аня\nтекст", "posts.txt")
    with pytest.raises(InputError, match="names no author"):
        parse_posts_text("===\nтекст", "posts.txt")


# --- properties: any pasted text ----------------------------------------------------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

PIECES = st.sampled_from(
    [
        "[b]",
        "[/b]",
        "[s]",
        "[/s]",
        "[quote]",
        "[/quote]",
        '[quote="Аня"]',
        "[color=#ff0000]",
        "[/color]",
        "Я голосую против: ",
        "голосую против",
        "Аня",
        "Боря",
        "Вика",
        " ",
        "\n",
        ":",
        "[",
        "]",
        "ё",
        "[strike]",
        "[/strike]",
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["Аня", "Боря", "Вика", "Гость"]),
            st.lists(PIECES, max_size=25).map("".join),
        ),
        max_size=12,
    )
)
def test_any_paste_reads_without_error_and_the_same_twice(posts: list[tuple[str, str]]) -> None:
    first = one_day(*posts)
    again = one_day(*posts)
    assert first == again
    for reading in first.posts:
        for mark in reading.marks:
            assert 0 <= mark.start <= mark.end <= len(reading.post.text)
            assert reading.post.text[mark.start : mark.end].startswith(mark.text.rstrip("…"))
            assert mark.candidate is None or mark.candidate in ("Аня", "Боря", "Вика")
    assert sum(first.totals.values()) == len(first.ballots) == 3
