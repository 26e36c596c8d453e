"""«Возвращение»'s own `numbers:` as typed schemas, checked when a ruleset loads."""

from __future__ import annotations

from .. import numbers

numbers(
    __name__,
    weaken_percent=int,
    meditation_share=str,  # a fraction, "1/4"
    betrayal_multiplier=int,
    literal_heal_steps=tuple[int, ...],  # the seed's old numbers (ruling heal_steps: literal)
    exposure_reveal_at=int,
)
