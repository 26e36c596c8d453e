"""Errors a master can act on: each names the file, the line and what is wrong."""

from __future__ import annotations

import argparse
import difflib
from collections.abc import Iterable


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class InputError(EngineError):
    """Bad input in a file: carries the file and the line (1-based) when known."""

    def __init__(self, message: str, file: str | None = None, line: int | None = None) -> None:
        self.message = message
        self.file = file
        self.line = line
        super().__init__(self.describe())

    def describe(self) -> str:
        where = ""
        if self.file:
            where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: {self.message}" if where else self.message


class RulesetError(InputError):
    """A ruleset file is invalid."""


class ScenarioError(InputError):
    """A scenario file is invalid."""


def whole_number(text: str) -> int:
    """An argparse type for phase numbers, ids and counts: a whole number a game file can
    keep (SQLite integers are 64-bit), so no OverflowError reaches the master."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value <= COUNT_MAX:
        raise argparse.ArgumentTypeError(f"{value} is out of range (0 to {COUNT_MAX:,})")
    return value


COUNT_MAX = 1_000_000_000

# Illegal orders are not exceptions: the engine keeps them as Rejection records (trace).


def did_you_mean(word: str, choices: Iterable[str], list_few: bool = True) -> str:
    """' (did you mean 'x'?)' for a near miss, else (`list_few`) the known words when there
    are few (a dozen), else ''."""
    known = sorted(str(c) for c in choices)
    close = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    if close:
        return f" (did you mean '{close[0]}'?)"
    if list_few and 0 < len(known) <= 12:
        return f" (known: {', '.join(known)})"
    return ""
