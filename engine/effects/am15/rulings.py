"""AM-15's rulings (rulesets/am15.yaml `rulings:`) as the code understands them: the
options each family that reads one by the name the YAML gives it (the day vote, hp_attack's
`missing_of_ruling`, hp_drain's rulings, the meditation, the heals per death, the damage
modifiers and rewards, the counterattack) acts on, the built-in answer first."""

from __future__ import annotations

from ...ruleset.rulings import declare

declare(
    __name__,
    {
        # the day vote and its execution (numbers.day_vote)
        "avenger_executed": ("acts_this_phase", "dies_at_once"),
        "avenger_killed_twice": ("keep_first_frag", "execution"),
        "executed_public_ability": ("resolves", "cancelled"),
        "day_sequence": ("vote_first", "abilities_first"),
        # public abilities: the curse (hp_attack), the shakedown (hp_drain)
        "curse_missing_hp_of": ("cultist", "target"),
        "shakedown_is_damage": ("transfer", "damage"),
        "shakedown_low_hp": ("takes_what_there_is", "takes_five"),
        # the meditation's mark, the undertaker (heal_per_death)
        "meditation_mark_timing": ("when_applied", "at_meditation_step"),
        "undertaker_avenger": ("at_kill", "at_death", "never"),
        # the HP pipeline: damage modifiers, rewards, the counterattack, healing
        "chief_physician_halving": ("protection_self_defense_only", "any_halving"),
        "contract_after_boss_death": ("stands", "lapses"),
        "contract_day_damage": ("whole_phase", "night_only"),
        "contract_heal_step": ("immediately", "at_heal_step"),
        "damage_multiplier_stacking": ("multiply", "add"),
        "halving_stacking": ("one", "stack"),
        "heal_rounding": ("up", "down"),
        "instant_kill": ("absolute", "hp_to_zero"),
        "mark_frag": ("attacker", "sensei"),
        "student_other_heals": ("all_but_hospital", "abilities_only"),
        "vdv_counter_per": ("attacker", "attack"),
    },
)
