"""The day's majority and hammer read post by post (docs/rules-mafiascum.md, «Day (step 0)»).

Spec lines under test:
- «Majority: floor(n/2) + 1, n = living players» («Eliminations require a majority of votes:
  (number of living players/2) +1, rounded down»; «Half is not a majority»); case 6: «13
  alive → 7 to lynch; 12 alive → still 7».
- «Hammer: the vote that brings a player (or No Lynch) to the threshold ends the day at once;
  posts after it (twilight) change nothing: «No votes or unvotes will count after an
  elimination has been achieved».»
- «no_lynch_threshold … one_less: ⌈n/2⌉, one less when n is even … one_less_always:
  majority − 1».
- «vote_weight: 2 is a double voter»; «double_voter_quota: from living players (from votes)».
- «A vote replaces the standing vote (no unvote needed: «Unvotes are not required to change
  your vote»); an unvote clears it. The last mark of a post wins.»
- «Author: a living player's name or alias … anyone else (moderators, the dead, spectators)
  casts nothing (verdict not_a_voter)»; «invalid_vote: ignored, previous vote stands».
"""

from __future__ import annotations

from engine.votes.majority import (
    DayEvent,
    DeadlineOutcome,
    MajorityRules,
    NoLynchThreshold,
    PostVerdict,
    Quota,
    count_day,
)
from engine.votes.posts import Post
from engine.votes.slots import NO_LYNCH, Slot


def slots(n: int) -> list[Slot]:
    return [Slot(f"P{i}") for i in range(1, n + 1)]


def thread(*posts: tuple[str, str], first: int | None = None) -> list[Post]:
    return [
        Post(author, text, i, None, None, None if first is None else first + i - 1)
        for i, (author, text) in enumerate(posts, start=1)
    ]


def votes_for(target: str, voters: range) -> list[tuple[str, str]]:
    return [(f"P{i}", f"[vote]{target}[/vote]") for i in voters]


def test_majority_is_half_rounded_down_plus_one() -> None:
    rules = MajorityRules()
    assert rules.majority(slots(13)) == 7
    assert rules.majority(slots(12)) == 7  # «Half is not a majority»
    assert rules.majority(slots(11)) == 6


def test_the_hammer_is_the_post_that_reaches_majority_and_ends_the_day() -> None:
    posts = thread(
        *votes_for("P1", range(2, 8)),  # six votes: L-1 with 12 alive
        ("Mod", "[b]Vote count[/b]: P1 - 6"),
        ("P8", "[b]unvote, vote P1[/b]"),  # the hammer: 7
        ("P9", "[vote]P2[/vote]"),  # twilight: changes nothing
        first=100,
    )
    day = count_day(posts, slots(12))
    assert day.hammer is not None
    assert (day.hammer.index, day.hammer.number, day.lynched) == (8, 107, "P1")
    assert day.after_hammer == (108,)
    assert "P9" not in day.votes
    assert day.totals() == {"P1": 7}


def test_a_vote_replaces_the_last_and_the_last_mark_of_a_post_wins() -> None:
    posts = thread(
        ("P1", "[vote]P2[/vote]"),
        ("P1", "[vote]P3[/vote] no wait [b]vote: P4[/b]"),
        ("P2", "[vote]P4[/vote] [b]unvote[/b]"),
    )
    day = count_day(posts, slots(5))
    assert day.votes == {"P1": "P4"}
    assert day.posts[2].verdict is PostVerdict.UNVOTE


def test_an_invalid_name_leaves_the_previous_vote_standing_and_is_flagged() -> None:
    posts = thread(("P1", "[vote]P2[/vote]"), ("P1", "[vote]Zorro[/vote]"))
    day = count_day(posts, slots(5))
    assert day.votes == {"P1": "P2"}
    assert day.posts[1].verdict is PostVerdict.INVALID
    assert [(n, r.written) for n, r in day.flagged] == [(2, "Zorro")]


def test_moderators_the_dead_and_spectators_cast_nothing() -> None:
    posts = thread(
        ("Mod", "[vote]P1[/vote]"),
        ("P9", "[vote]P1[/vote]"),  # dead
        ("Lurker", "[vote]P1[/vote]"),
    )
    day = count_day(posts, slots(3), dead=[Slot("P9")])
    assert [p.verdict for p in day.posts] == [PostVerdict.NOT_A_VOTER] * 3
    assert day.votes == {}


def test_a_replaced_slot_posts_and_is_voted_under_any_of_its_names() -> None:
    roster = [Slot("Beefster"), Slot("werewolf555", ("Hiraki",)), Slot("Dekes")]
    posts = thread(("Hiraki", "[vote]Beefster[/vote]"), ("Dekes", "[b]vote hiraki[/b]"))
    day = count_day(posts, roster)
    assert day.votes == {"werewolf555": "Beefster", "Dekes": "werewolf555"}


def test_no_lynch_by_majority_or_one_less() -> None:
    nl = [("P1", "[b]Vote: No Lynch[/b]"), ("P2", "[vote]NL[/vote]"), ("P3", "[b]vote nolynch[/b]")]
    assert count_day(thread(*nl[:3]), slots(6)).lynched is None  # 3 of 6: not a majority
    one_less = MajorityRules(no_lynch_threshold=NoLynchThreshold.ONE_LESS)
    day = count_day(thread(*nl[:3]), slots(6), one_less)  # ⌈6/2⌉ = 3
    assert (day.lynched, day.no_lynch_threshold, day.majority) == (NO_LYNCH, 3, 4)
    assert count_day(thread(*nl[:3]), slots(7), one_less).lynched is None  # ⌈7/2⌉ = 4
    always = MajorityRules(no_lynch_threshold=NoLynchThreshold.ONE_LESS_ALWAYS)
    assert count_day(thread(*nl[:2]), slots(5), always).lynched == NO_LYNCH  # 3 − 1


def test_a_double_voter_counts_twice_toward_the_players_majority() -> None:
    roster = [Slot("P1", weight=2), *slots(7)[1:]]  # 7 slots: majority 4
    posts = thread(("P1", "[vote]P5[/vote]"), ("P2", "[vote]P5[/vote]"), ("P3", "[vote]P5[/vote]"))
    day = count_day(posts, roster)
    assert (day.lynched, day.hammer.number if day.hammer else None) == ("P5", 3)
    by_votes = MajorityRules(quota=Quota.VOTES)  # 8 votes: majority 5
    assert count_day(posts, roster, by_votes).lynched is None


def test_a_day_kill_changes_the_majority_mid_day() -> None:
    posts = thread(*votes_for("P1", range(2, 6)), first=10)  # 4 votes, posts 10-13
    assert count_day(posts, slots(8)).lynched is None  # 8 alive: 5
    killed = DayEvent(after=11, killed=("P8",))  # 7 alive after post 11: 4
    day = count_day(posts, slots(8), events=[killed])
    assert (day.lynched, day.hammer.number if day.hammer else None) == ("P1", 13)
    assert len(day.slots) == 7


def test_the_deadline_gives_no_lynch_or_the_plurality() -> None:
    posts = thread(("P1", "[vote]P2[/vote]"), ("P3", "[vote]P2[/vote]"), ("P2", "[vote]P1[/vote]"))
    assert count_day(posts, slots(7)).at_deadline == NO_LYNCH
    plurality = MajorityRules(deadline_outcome=DeadlineOutcome.PLURALITY)
    assert count_day(posts, slots(7), plurality).at_deadline == "P2"
    tie = thread(("P1", "[vote]P2[/vote]"), ("P2", "[vote]P1[/vote]"))
    assert count_day(tie, slots(7), plurality).at_deadline == NO_LYNCH


def test_odd_text_never_raises() -> None:
    junk = ["[vote]", "[/vote][vote]", "[b][b]vote[/b]", "[quote][quote]", "[b]vote: [/b]", ""]
    day = count_day(thread(*[("P1", t) for t in junk]), slots(3))
    assert day.votes == {}
