"""The values every effect works with: damage rounded up, the ruleset's fractions, and the
notes that explain an event (`engine.effects.common` re-exports them)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..model.state import frozen_map
from ..trace import Note


def ceil_int(value: Fraction | int) -> int:
    """Round up ("весь урон при необходимости округляется в большую сторону")."""
    if isinstance(value, int):
        return value
    return -((-value.numerator) // value.denominator)


_PARSED: dict[str, Fraction] = {}  # a ruleset's few fraction texts (parsing one is slow)


def fraction(text: Any) -> Fraction:
    key = str(text)
    found = _PARSED.get(key)
    if found is None:
        found = _PARSED[key] = Fraction(key)
    return found


_BARE: dict[str, Note] = {}  # notes without data, made once (records are immutable)


def note(code: str, **data: Any) -> Note:
    if data:
        return Note(code, frozen_map(data))
    found = _BARE.get(code)
    if found is None:
        found = _BARE[code] = Note(code)
    return found
