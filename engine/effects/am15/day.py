"""Step 0's rulings: the day vote and execution are the `day_vote` family's
(rulesets/am15.yaml `numbers.day_vote`), the public abilities family kinds (the
revolutionary's extra votes `buy_votes`, the gopnik's shakedown `hp_drain`, the curse
`hp_attack`); the rulings they read by the names rulesets/am15.yaml gives are AM-15's."""

from __future__ import annotations

from ...ruleset.rulings import declare

# options understood, the built-in answer first
declare(
    __name__,
    {
        "avenger_executed": ("acts_this_phase", "dies_at_once"),
        "avenger_killed_twice": ("keep_first_frag", "execution"),
        "executed_public_ability": ("resolves", "cancelled"),
        "day_sequence": ("vote_first", "abilities_first"),
        "curse_missing_hp_of": ("cultist", "target"),  # the curse: hp_attack's missing_of_ruling
        "shakedown_is_damage": ("transfer", "damage"),  # hp_drain's damage_ruling
        "shakedown_low_hp": ("takes_what_there_is", "takes_five"),  # hp_drain's short_ruling
    },
)
