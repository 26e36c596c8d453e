"""The sensei's ruling: his meditation, guard, self-defense and protection are the `protect`
family's layers, his automatic meditation the `meditation` family's (`numbers.
meditation_by_trait`), the order that switches it off the `toggle_off` family kind."""

from __future__ import annotations

from ...ruleset.rulings import declare

# rulings the families read by the names rulesets/am15.yaml gives: options understood, the
# built-in answer first
declare(
    __name__,
    {
        "meditation_mark_timing": ("when_applied", "at_meditation_step"),  # mark_timing_ruling
    },
)
