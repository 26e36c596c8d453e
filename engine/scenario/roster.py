"""A roster pasted from the forum thread: the players' lines of a real copy of the post
(header and footer lines, sign-up times like «12:00», numbering «1.», «1)», «№1», BBCode
such as `[b]Вася Пупкин[/b]`), each with its public role where the ruleset knows the
word; and every line left out, with why, for the master to see before the game is made.

Where at least half the lines are numbered, the numbered ones are the roster (a header or a footer
has no number); else a line is a player's unless it reads as a header (ends with a colon), a
sentence (more than MAX_WORDS words), a link, or a line of decoration."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..ruleset.load import Ruleset

NUMBERED = re.compile(r"^\s*(?:№\s*|#\s*)?\d+\s*(?:[.)]|\s[—–-])\s*")
BBCODE = re.compile(r"\[/?[a-zA-Z*]+(?:=[^\]]*)?\]")
TIME = re.compile(r"(?:\(|\[)?\b\d{1,2}:\d{2}(?::\d{2})?\b(?:\)|\])?")
SEPARATOR = re.compile(r"\t|\s+[—–-]\s+|\s*[;,:]\s*")
DECORATION = re.compile(r"^[\W_]+$")
LINK = re.compile(r"https?://|www\.")
MAX_WORDS = 4  # a name and a role: «Вася Пупкин — Старый монах» at most, not a sentence
MIN_NUMBERED = 3  # numbered lines that make a list of the roster


@dataclass(frozen=True)
class RosterLine:
    """One seat of a pasted roster: the name, and the public role when it was named."""

    name: str
    public_role: str | None
    role_text: str = ""  # what was written for the role (kept when it is not recognised)


class Skip:
    """Why a pasted line is not a player (codes; the console words them)."""

    HEADER = "header"
    NOT_NUMBERED = "not_numbered"
    SENTENCE = "sentence"
    LINK = "link"
    DECORATION = "decoration"


@dataclass(frozen=True)
class RosterReading:
    """The seats read, and the lines left out: (line number from 1, the line, why)."""

    seats: list[RosterLine]
    skipped: list[tuple[int, str, str]] = field(default_factory=list)


def _clean(raw: str) -> str:
    # spaces collapsed, a tab kept: it separates a name from its role
    return re.sub(r" {2,}", " ", TIME.sub(" ", BBCODE.sub("", raw))).strip()


def _why_not(line: str, numbered_list: bool, numbered: bool) -> str | None:
    if not line or DECORATION.match(line):
        return Skip.DECORATION
    if LINK.search(line):
        return Skip.LINK
    if numbered_list and not numbered:
        return Skip.NOT_NUMBERED
    if line.endswith(":"):
        return Skip.HEADER
    if len(line.split()) > MAX_WORDS:
        return Skip.SENTENCE
    return None


def read_roster(ruleset: Ruleset, text: str) -> RosterReading:
    """The roster a pasted text holds (see the module's docstring)."""
    lines = [(i, raw, _clean(raw)) for i, raw in enumerate(text.splitlines(), start=1)]
    filled = [c for _i, _r, c in lines if c and not DECORATION.match(c)]
    numbers = sum(1 for c in filled if NUMBERED.match(c))
    numbered_list = numbers >= MIN_NUMBERED and 2 * numbers >= len(filled)
    seats: list[RosterLine] = []
    skipped: list[tuple[int, str, str]] = []
    for number, raw, clean in lines:
        if not raw.strip():
            continue
        numbered = NUMBERED.match(clean) is not None
        line = NUMBERED.sub("", clean).strip(" .") if numbered else clean
        why = _why_not(line, numbered_list, numbered)
        if why is not None:
            skipped.append((number, raw.strip(), why))
            continue
        parts = [p.strip() for p in SEPARATOR.split(line, maxsplit=1)]
        name, role_text = parts[0], parts[1] if len(parts) > 1 else ""
        role = ruleset.resolve_alias("public_role", role_text) if role_text else None
        seats.append(
            RosterLine(name, role if role and not role.startswith("?") else None, role_text)
        )
    return RosterReading(seats, skipped)
