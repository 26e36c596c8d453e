"""Invariants of the forum count over arbitrary threads (Hypothesis): never raises; the hammer
is the first post at which a wagon reaches its threshold, its wagon holds at least that many
votes, and nothing after it counts; a lynched name is a living slot or No Lynch."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.votes.majority import MajorityRules, NoLynchThreshold, count_day
from engine.votes.posts import Post
from engine.votes.slots import NO_LYNCH, Slot

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Gina"]
ROSTER = [Slot(n, weight=2 if n == "Gina" else 1) for n in NAMES]
PIECES = st.sampled_from(
    [
        *(f"[vote]{n}[/vote]" for n in NAMES),
        *(f"[b]vote: {n.lower()}[/b]" for n in NAMES),
        "[b]unvote[/b]",
        "[unvote][/unvote]",
        "[b]Vote: No Lynch[/b]",
        "[quote]",
        "[/quote]",
        "[b]",
        "[/b]",
        "[vote]",
        "hmm ",
        "\n",
        "[vote]Zorro[/vote]",
    ]
)
POSTS = st.lists(
    st.tuples(st.sampled_from([*NAMES, "Mod"]), st.lists(PIECES, max_size=6).map("".join)),
    max_size=40,
)


@settings(max_examples=150, deadline=None)
@given(POSTS, st.sampled_from(list(NoLynchThreshold)))
def test_the_hammer_is_the_first_post_at_threshold(
    thread: list[tuple[str, str]], threshold: NoLynchThreshold
) -> None:
    posts = [Post(a, t, i) for i, (a, t) in enumerate(thread, start=1)]
    rules = MajorityRules(no_lynch_threshold=threshold)
    day = count_day(posts, ROSTER, rules)
    if day.hammer is None:
        assert day.lynched is None and day.after_hammer == ()
        assert all(
            n < (day.no_lynch_threshold if t == NO_LYNCH else day.majority)
            for t, n in day.totals().items()
        )
        return
    assert day.lynched in (*NAMES, NO_LYNCH)
    need = day.no_lynch_threshold if day.lynched == NO_LYNCH else day.majority
    assert day.totals()[day.lynched] >= need
    # the day read up to the post before the hammer has no hammer
    before = count_day(posts[: day.hammer.index - 1], ROSTER, rules)
    assert before.hammer is None
    assert all(n > day.hammer.index for n in day.after_hammer)
