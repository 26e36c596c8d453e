"""Names in votes as players really write them (docs/rules-mafiascum.md, rule 4).

«NAME: "no lynch", "no elimination", "nolynch", "no-lynch" (any case) = No Lynch. Else names
and aliases compare on letters and digits only, case-folded; no exact match → a unique prefix
of ≥ 3 characters of one living slot («Shorthand names are fine so long as it's clear who the
vote is for»). Two slots match, or none, or a dead player → invalid: flagged with suggestions.»
The issue adds typos and nicknames «when they point at one living slot only; otherwise flagged
with suggestions, never guessed».
"""

from __future__ import annotations

import pytest

from engine.votes.slots import NO_LYNCH, Match, NameProblem, Shorthand, Slot, SlotNames

SLOTS = [
    Slot("Beefster"),
    Slot("werewolf555", ("Hiraki",)),
    Slot("Substrike22"),
    Slot("pappums rat", ("Mr Wright",)),
    Slot("Internet Stranger"),
    Slot("TheCow"),
    Slot("RadiantCowbells"),
    Slot("Riceballtail"),
    Slot("Gamma Emerald"),
    Slot("Gammaray"),
    Slot("Ztife"),
]
NAMES = SlotNames(SLOTS, [Slot("Boberz")])


def target(written: str, shorthand: Shorthand = Shorthand.NICKNAMES) -> str | None:
    return NAMES.resolve(written, shorthand).target


@pytest.mark.parametrize(
    "written", ["No Lynch", "no lynch", "NL", "nolynch", "No-Lynch", "NO ELIMINATION"]
)
def test_no_lynch_in_its_spellings(written: str) -> None:
    assert target(written) == NO_LYNCH


def test_case_spacing_and_punctuation_do_not_matter() -> None:
    assert target("BEEFSTER") == "Beefster"
    assert target("Pappums  Rat") == "pappums rat"
    assert target("Mr. Wright") == "pappums rat"  # an alias: the replaced player
    assert target("hiraki") == "werewolf555"


def test_unique_prefix_of_three_letters_and_more() -> None:
    assert target("Beef") == "Beefster"
    assert target("Substrike") == "Substrike22"
    found = NAMES.resolve("Gam")
    assert (found.target, found.problem) == (None, NameProblem.AMBIGUOUS)
    assert found.suggestions == ("Gamma Emerald", "Gammaray")


def test_exact_reading_takes_no_prefix() -> None:
    assert target("Beef", Shorthand.EXACT) is None
    assert target("Beef", Shorthand.UNIQUE_PREFIX) == "Beefster"
    assert target("Ztfie", Shorthand.UNIQUE_PREFIX) is None


def test_typos_that_point_at_one_slot() -> None:
    found = NAMES.resolve("Ztfie")
    assert (found.target, found.how) == ("Ztife", Match.FUZZY)
    assert target("Substrik22") == "Substrike22"
    assert target("Hikari") == "werewolf555"  # Hiraki's letters in another order


def test_nicknames_parts_and_initials() -> None:
    assert target("Cow") == "TheCow"  # a whole word of TheCow, not part of RadiantCowbells
    assert target("RBT") == "Riceballtail"
    assert target("IS") == "Internet Stranger"
    assert target("scum hiraki") == "werewolf555"
    assert target("Ev") is None  # two lowercase letters are no initials


def test_dead_and_unknown_names_are_flagged_never_guessed() -> None:
    dead = NAMES.resolve("boberz")
    assert (dead.target, dead.problem, dead.suggestions) == (None, NameProblem.DEAD, ("Boberz",))
    unknown = NAMES.resolve("Nyatlisyah")
    assert (unknown.target, unknown.problem) == (None, NameProblem.UNKNOWN)


def test_a_post_author_is_matched_by_name_or_alias_never_by_prefix() -> None:
    assert NAMES.author("Mr Wright") == "pappums rat"
    assert NAMES.author("Beef") is None
    assert NAMES.author("Nobody Special") is None
