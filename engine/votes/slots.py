"""Slots of an English forum game and the names players write for them.

A slot is the seat: its current player's name and the earlier holders' (`aliases`, replaced
slots), and the weight of its vote (2 for a double voter). A name in a vote is read as players
really write it (docs/rules-mafiascum.md, rule 4): letters and digits only, any case; then a
unique prefix of at least 3 characters («Shorthand names are fine so long as it's clear who
the vote is for»); then, when the reading allows nicknames, a name written with words after it,
a unique part of a name, or a typo that points at one living slot only (rapidfuzz). Anything
else is flagged with suggestions and never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

NO_LYNCH = "no_lynch"
MIN_PART = 3  # a prefix or part shorter than this names nobody («Bo» is not Bob)
FUZZY_ACCEPT = 85.0  # a typo is read as the slot at or above this score…
FUZZY_MARGIN = 8.0  # …when no other slot comes this close
SUGGEST = 60.0
_NOT_WORD = re.compile(r"[\W_]+")
_NO_LYNCH_WORDS = re.compile(r"\bno[\s_-]*(?:lynch|elimination)\b", re.IGNORECASE)
# «No Lynch», «nolynch», «no-lynch», «NL», «no elimination» (the site's later word)
_NO_LYNCH = frozenset({"nolynch", "nl", "noelimination", "noelim", "nolynching", "noexecution"})


# words around a name in a vote that name nobody («vote scum hiraki», «the Cow»)
_FILLER = frozenset({"the", "for", "and", "not", "vote", "unvote", "lynch", "scum"})


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])")


def _words(name: str) -> set[str]:
    """A name's words: at spaces, punctuation and camel case («TheCow» → the, cow)."""
    return {fold(w) for w in _NOT_WORD.split(_CAMEL.sub(" ", name)) if w}


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(c in it for c in short)


class Match(StrEnum):
    """How a written name was found; `fuzzy`/`part`/`words_after` are the loose readings."""

    EXACT = "exact"
    PREFIX = "prefix"
    WORDS_AFTER = "words_after"  # «Bob because he lied»
    PART = "part"  # «fitz» for havingfitz
    ABBREVIATION = "abbreviation"  # «RBT» for Riceballtail, «NS» for Nobody Special
    WORD = "word"  # «scum hiraki», «Pods McQuill»: one word of it names one slot
    FUZZY = "fuzzy"  # a typo
    NO_LYNCH = "no_lynch"


class NameProblem(StrEnum):
    UNKNOWN = "unknown_name"
    AMBIGUOUS = "ambiguous_name"
    DEAD = "dead_player"


class Shorthand(StrEnum):
    """The `shorthand_votes` ruling."""

    EXACT = "exact"
    UNIQUE_PREFIX = "unique_prefix"
    NICKNAMES = "nicknames"  # prefix, then words after a name, unique parts, typos


@dataclass(frozen=True, slots=True)
class Slot:
    name: str
    aliases: tuple[str, ...] = ()
    weight: int = 1

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


@dataclass(frozen=True, slots=True)
class Resolved:
    """A written name read: the slot (or NO_LYNCH), or a problem with suggestions."""

    written: str
    target: str | None
    how: Match | None = None
    problem: NameProblem | None = None
    suggestions: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "written": self.written,
            "target": self.target,
            "match": None if self.how is None else self.how.value,
            "problem": None if self.problem is None else self.problem.value,
            "suggestions": list(self.suggestions),
        }


def fold(name: str) -> str:
    """A name as compared: letters and digits only, case-folded («Mr. Wright» = mrwright)."""
    return _NOT_WORD.sub("", name).casefold()


class SlotNames:
    """Living and dead slots, and every written form that names one."""

    def __init__(self, living: Sequence[Slot], dead: Iterable[Slot] = ()) -> None:
        self.living = tuple(living)
        self.dead = tuple(dead)
        self.forms: dict[str, set[str]] = {}  # folded name or alias -> living slot names
        for slot in self.living:
            for n in slot.names:
                if fold(n):
                    self.forms.setdefault(fold(n), set()).add(slot.name)
        self.dead_forms = {fold(n): s.name for s in self.dead for n in s.names if fold(n)}

    def author(self, written: str) -> str | None:
        """The living slot a post's author holds (never by prefix)."""
        found = self.forms.get(fold(written), set())
        return next(iter(found)) if len(found) == 1 else None

    def resolve(self, written: str, shorthand: Shorthand = Shorthand.NICKNAMES) -> Resolved:
        key = fold(written)
        if key in _NO_LYNCH:
            return Resolved(written, NO_LYNCH, Match.NO_LYNCH)
        if key in self.forms:
            return self._one(written, self.forms[key], Match.EXACT)
        if key in self.dead_forms:
            return Resolved(written, None, None, NameProblem.DEAD, (self.dead_forms[key],))
        if shorthand is Shorthand.EXACT:
            return self._unknown(written, key)
        if len(key) < MIN_PART:
            # two letters are initials only when written as such: «NS», «IS», not «Ev»
            initials = shorthand is Shorthand.NICKNAMES and written.strip().isupper()
            short = self._abbreviated(key) if initials else set()
            return (
                self._one(written, short, Match.ABBREVIATION)
                if short
                else self._unknown(written, key)
            )
        prefixed = {s for f, owners in self.forms.items() if f.startswith(key) for s in owners}
        if prefixed:
            return self._one(written, prefixed, Match.PREFIX)
        if shorthand is Shorthand.NICKNAMES:
            loose = self._loose(written, key)
            if loose is not None:
                return loose
        return self._unknown(written, key)

    def _one(self, written: str, owners: set[str], how: Match) -> Resolved:
        if len(owners) == 1:
            return Resolved(written, next(iter(owners)), how)
        return Resolved(written, None, None, NameProblem.AMBIGUOUS, self._seated(owners))

    def _loose(self, written: str, key: str) -> Resolved | None:
        # «No Lynch please», «nolynch.»: the No Lynch words followed by others
        first = fold(written.split()[0]) if written.split() else ""
        if first in _NO_LYNCH or _NO_LYNCH_WORDS.search(written):  # «to No Lynch»
            return Resolved(written, NO_LYNCH, Match.NO_LYNCH)
        starts = self._longest_start(key)
        if starts:
            return self._one(written, starts, Match.WORDS_AFTER)
        # a whole word of a name first: «Cow» is TheCow, not RadiantCowbells
        whole = {s.name for s in self.living if any(key in _words(n) for n in s.names)}
        if len(whole) == 1:
            return self._one(written, whole, Match.PART)
        parts = {s for f, owners in self.forms.items() if key in f for s in owners}
        if parts:
            return self._one(written, parts, Match.PART)
        short = self._abbreviated(key)
        if short:
            return self._one(written, short, Match.ABBREVIATION)
        return self._fuzzy(written, key) or self._by_word(written)

    def _abbreviated(self, key: str) -> set[str]:
        """«RBT», «KBW», «IS»: 2-4 letters, the name's first letter first, the others in
        the name in order (initials of its words or syllables)."""
        if not (2 <= len(key) <= 4 and key.isalpha()):
            return set()
        return {
            s
            for f, owners in self.forms.items()
            if f[0] == key[0] and len(f) > len(key) and _subsequence(key[1:], f[1:])
            for s in owners
        }

    def _by_word(self, written: str) -> Resolved | None:
        """One word of several names one slot, the others none: «scum hiraki»."""
        found: set[str] = set()
        for word in _NOT_WORD.split(written):  # «Wake/Onox Slot», «don_johnson»
            key = fold(word)
            if len(key) < MIN_PART or key in _FILLER:
                continue
            found |= {s for f, owners in self.forms.items() if key in f for s in owners}
        return Resolved(written, next(iter(found)), Match.WORD) if len(found) == 1 else None

    def _longest_start(self, key: str) -> set[str]:
        best = 0
        owners: set[str] = set()
        for f, slots in self.forms.items():
            if len(f) >= MIN_PART and key.startswith(f):
                if len(f) > best:
                    best, owners = len(f), set(slots)
                elif len(f) == best:
                    owners |= slots
        return owners

    def _scores(self, key: str) -> list[tuple[float, str, bool]]:
        from rapidfuzz import fuzz  # only for a name no rule found

        scored: dict[str, tuple[float, bool]] = {}
        for slot, alive in [*((s, True) for s in self.living), *((s, False) for s in self.dead)]:
            best = max(fuzz.ratio(key, fold(n)) for n in slot.names)
            if best > scored.get(slot.name, (-1.0, alive))[0]:
                scored[slot.name] = (best, alive)
        return sorted(((v[0], k, v[1]) for k, v in scored.items()), reverse=True)

    def _typo(self, key: str) -> str | None:
        """The one slot within a typo or two of the written name: one edit (a letter
        wrong, missing, extra or two swapped: «Ztfie», «reione») up to 6 letters, two
        beyond, or its letters in another order; a name's trailing digits may be left off
        («Cerebus» for cerberus48)."""
        from rapidfuzz.distance import OSA

        allowed = 0 if len(key) < 4 else 1 if len(key) <= 6 else 2
        best: dict[str, int] = {}
        for slot, alive in [*((s, True) for s in self.living), *((s, False) for s in self.dead)]:
            forms = {f for n in slot.names for f in (fold(n), fold(n).rstrip("0123456789"))}
            d = min(OSA.distance(key, f) for f in forms if f)
            if allowed and any(sorted(key) == sorted(f) for f in forms):
                d = min(d, 1)  # the same letters in another order: «Hikari» for Hiraki
            best[("" if alive else "\0") + slot.name] = d
        if not best or not allowed:
            return None
        low = min(best.values())
        near = [n for n, d in best.items() if d == low]
        if low > allowed or len(near) != 1 or near[0].startswith("\0"):
            return None
        return near[0]

    def _fuzzy(self, written: str, key: str) -> Resolved | None:
        typo = self._typo(key)
        if typo is not None:
            return Resolved(written, typo, Match.FUZZY)
        scores = self._scores(key)
        if not scores:
            return None
        top, name, alive = scores[0]
        runner = scores[1][0] if len(scores) > 1 else 0.0
        if top >= FUZZY_ACCEPT and top - runner >= FUZZY_MARGIN and alive:
            return Resolved(written, name, Match.FUZZY)
        return None

    def _unknown(self, written: str, key: str) -> Resolved:
        close = tuple(n for score, n, alive in self._scores(key)[:3] if score >= SUGGEST and alive)
        return Resolved(written, None, None, NameProblem.UNKNOWN, close)

    def _seated(self, names: Iterable[str]) -> tuple[str, ...]:
        wanted = set(names)
        return tuple(s.name for s in self.living if s.name in wanted)
