"""Vote markup of English forum posts (docs/rules-mafiascum.md, «Reading votes from posts»).

Spec lines under test:
  2 «Quotes: text inside [quote]…[/quote] / [quote=…] / [quote="…"] (nested, tag names any
    case) is someone else's: ignored. An unclosed tag is plain text.»
  3 «[vote]NAME[/vote] (a typed VOTE: inside is dropped; empty: nothing); [unvote]…[/unvote]
    (content ignored); a bold segment [b]…[/b] … «[b]unvote, vote X[/b]» = unvote, then vote
    X). Plain, non-bold vote: X is no vote («Voting must be bolded … or … vote tags or else
    they may not be counted»).»
"""

from __future__ import annotations

from engine.votes.markup import MarkKind, MarkupReading, Source, marks


def read(text: str, reading: MarkupReading | None = None) -> list[tuple[str, str | None]]:
    found = marks(text, reading or MarkupReading())
    return [(m.kind.value, m.written) for m in found]


def test_vote_tag_and_bold_vote_with_and_without_colon() -> None:
    assert read("[vote]Bob[/vote]") == [("vote", "Bob")]
    assert read("[b]VOTE: Bob[/b]") == [("vote", "Bob")]
    assert read("[b]vote bob[/b]") == [("vote", "bob")]
    assert read("[B]Vote:Bob.[/B]") == [("vote", "Bob")]


def test_unvote_then_vote_in_one_bold_and_in_tags() -> None:
    assert read("[b]unvote, vote X[/b]") == [("unvote", None), ("vote", "X")]
    assert read("[b]Unvote\nVote: nhammen[/b]") == [("unvote", None), ("vote", "nhammen")]
    assert read("[unvote]Moose200x[/unvote]\n[vote]Beefster[/vote]") == [
        ("unvote", None),
        ("vote", "Beefster"),
    ]
    assert read("[unvote][/unvote]") == [("unvote", None)]


def test_typed_vote_inside_the_tag_is_dropped_and_empty_votes_are_nothing() -> None:
    assert read("[vote]VOTE: Bob[/vote]") == [("vote", "Bob")]
    assert read("[vote]UNVOTE[/vote]") == [("unvote", None)]
    assert read("[vote][/vote]") == []
    assert read("[b]Vote[/b]") == []


def test_marks_in_order_of_appearance_the_caller_takes_the_last() -> None:
    text = "[b]vote Alice[/b] long talk [vote]Bob[/vote] and [b]vote: Carol[/b]"
    assert [w for _, w in read(text)] == ["Alice", "Bob", "Carol"]


def test_quoted_votes_are_someone_elses_nested_too() -> None:
    text = '[quote="Ann"][quote=Bo][vote]X[/vote][/quote][b]vote Y[/b][/quote]\n[vote]Z[/vote]'
    assert read(text) == [("vote", "Z")]
    assert read("[QUOTE]vote [b]vote: X[/b][/QUOTE]") == []


def test_an_unclosed_quote_is_plain_text() -> None:
    assert read("[quote]oops [vote]X[/vote]") == [("vote", "X")]


def test_spoilers_hide_votes_unless_the_reading_counts_them() -> None:
    text = "[spoiler][vote]X[/vote][/spoiler]"
    assert read(text) == []
    assert read(text, MarkupReading(spoilers_hidden=False)) == [("vote", "X")]


def test_plain_text_vote_is_no_vote_unless_the_reading_counts_lines() -> None:
    text = "I think so.\nVote: Espressojet"
    assert read(text) == []
    assert read(text, MarkupReading(plain_lines=True)) == [("vote", "Espressojet")]
    assert read("I will vote Bob tomorrow") == []
    lines = MarkupReading(plain_lines=True)
    assert read("Unvote until we've had all the claims please.", lines) == []
    assert read("Unvote.\nUnvote, vote: Bob", lines) == [
        ("unvote", None),
        ("unvote", None),
        ("vote", "Bob"),
    ]


def test_bold_holding_the_word_vote_later_on() -> None:
    # measured on the real days: «[b]FoS: PoPP\nFoS: Whiskers\nVote: CES[/b]», «Hammer vote»
    assert read("[b]FoS: PoPP\nVote: CES[/b]") == [("vote", "CES")]
    assert read("[b]Hammer vote unlynchable[/b]") == [("vote", "unlynchable")]
    assert read("[b]Hammer vote X[/b]", MarkupReading(bold_anywhere=False)) == []
    assert read("[b]@mod: can we get a prod?[/b]") == []
    assert read("[b]@Mod: can we have a vote count?[/b]") == []  # the tally, no vote


def test_inner_tags_are_removed_and_the_source_is_kept() -> None:
    found = marks("[b]Vote: [color=red]Gamma Emerald[/color][/b]")
    assert [(m.kind, m.written, m.source) for m in found] == [
        (MarkKind.VOTE, "Gamma Emerald", Source.BOLD)
    ]
