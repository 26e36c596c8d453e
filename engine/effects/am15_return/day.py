"""The day's rulings of «Возвращение»: its public abilities are the families' (the curse
`hp_attack`, the copy `copy`, the treat `heal`), the vote the `day_vote` family's
(rulesets/am15_return.yaml `numbers.day_vote`)."""

from __future__ import annotations

from ...ruleset.rulings import declare

# the day vote's rulings (the `day_vote` family reads them by the names
# rulesets/am15_return.yaml gives): options understood, the built-in answer first
declare(
    __name__,
    {
        "day_order": ("abilities_first", "vote_first"),
        "execution_rule": ("majority_of_cast", "plurality"),
        "avenger_scope": ("all", "no_execution"),
    },
)
