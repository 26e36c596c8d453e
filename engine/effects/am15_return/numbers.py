"""«Возвращение»'s own `numbers:` as typed schemas, checked when a ruleset loads."""

from __future__ import annotations

from .. import numbers

numbers(
    __name__,
    weaken_percent=int,
    meditation_share=str,  # a fraction, "1/4"
    betrayal_multiplier=int,
    exposure_reveal_at=int,
)
