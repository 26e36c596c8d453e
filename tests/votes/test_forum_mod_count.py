"""A moderator's vote count read back, and taken as the record when the reading says so
(`vote_count_posts: record`): «Votecount errors can be pointed out in the thread» — the count
is what the moderator goes by. Forms as moderators of the real days write them."""

from __future__ import annotations

import pytest

from engine.votes.majority import MajorityRules, PostVerdict, count_day
from engine.votes.mod_count import read_vote_count
from engine.votes.posts import Post
from engine.votes.slots import NO_LYNCH, Slot, SlotNames

ROSTER = [
    Slot("Hiraki"),
    Slot("RobCapone"),
    Slot("bvoigt"),
    Slot("AGar", ("penpen",)),
    Slot("mozamis"),
]
NAMES = SlotNames(ROSTER)


@pytest.mark.parametrize(
    "line",
    [
        "Hiraki - 2 - RobCapone, bvoigt",
        "Hiraki (L-1): RobCapone, bvoigt",
        "Hiraki (2) - RobCapone, bvoigt",
        "Hiraki: (2) RobCapone, bvoigt",
        "[color=red]Hiraki (2): RobCapone, bvoigt[/color]",
    ],
)
def test_wagon_lines_in_the_sites_forms(line: str) -> None:
    text = f"[b]Vote Count 2.6[/b]\n\n{line}\n\nNot voting: AGar, mozamis\n\nWith 5 alive..."
    assert read_vote_count(text, NAMES) == {
        "RobCapone": "Hiraki",
        "bvoigt": "Hiraki",
        "AGar": None,
        "mozamis": None,
    }


def test_no_lynch_wagons_and_aliases() -> None:
    text = "Votecount\nNo Lynch (2): penpen, mozamis\nNot voting: Hiraki"
    assert read_vote_count(text, NAMES) == {"AGar": NO_LYNCH, "mozamis": NO_LYNCH, "Hiraki": None}


def test_a_post_that_is_no_count_is_not_read() -> None:
    assert read_vote_count("Hiraki - 2 - RobCapone, bvoigt", NAMES) is None  # says no count
    assert read_vote_count("Vote count soon, I promise: Hiraki is scum", NAMES) is None
    quoted = "[quote]Vote count\nHiraki - 2 - RobCapone, bvoigt[/quote] is this right?"
    assert read_vote_count(quoted, NAMES) is None


def test_the_count_is_the_record_only_when_the_reading_says_so() -> None:
    posts = [
        Post("RobCapone", "[vote]Hiraki[/vote]", 1),
        Post("bvoigt", "[b]vote: Hiraki[/b]", 2),
        # the moderator missed bvoigt's vote: his count stands from here on
        Post("Mod", "Vote count\nHiraki - 1 - RobCapone\nNot voting: bvoigt, AGar, mozamis", 3),
        Post("AGar", "[vote]Hiraki[/vote]", 4),
        Post("mozamis", "[vote]Hiraki[/vote]", 5),
    ]
    thread_only = count_day(posts, ROSTER, moderators=["Mod"])
    assert (thread_only.hammer.number if thread_only.hammer else None) == 4
    record = count_day(posts, ROSTER, MajorityRules(moderator_counts=True), moderators=["Mod"])
    assert record.posts[2].verdict is PostVerdict.VOTE_COUNT
    assert (record.hammer.number if record.hammer else None, record.lynched) == (5, "Hiraki")
