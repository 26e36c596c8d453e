"""«Возвращение»'s rulings (rulesets/am15_return.yaml `rulings:`) as the code understands
them: the options each family that reads one by the name the YAML gives it acts on, the
built-in answer first. «once» is AM-15's name for rounding up once."""

from __future__ import annotations

from ...ruleset.rulings import declare

declare(
    __name__,
    {
        # the day vote (numbers.day_vote)
        "day_order": ("abilities_first", "vote_first"),
        "execution_rule": ("majority_of_cast", "plurality"),
        "avenger_scope": ("all", "no_execution"),
        # the HP pipeline (attack, damage, heal)
        "rounding": ("up", "down", "once"),
        "strongest_attack": ("dealt", "nominal"),
        "vip_strikes": ("strike_ability", "all_attacks"),
        "mark_frag": ("attacker", "sensei"),
        "direct_death_frag": ("user_unless_fallen", "always_user"),
        "heal_steps": ("list", "literal"),
        "hp_cap": ("end_of_phase", "each_heal"),
        "strike_is_attack": ("yes", "no"),
        "zero_damage_attack": ("still_attack", "not_attack"),
        "katana_kill_vs_protection": ("kills", "saved"),
        "vdv_counter_per": ("attacker", "attack"),  # attack: counter_ruling
        "role_guess_true_role": ("true_role", "as_seen"),  # attack: guess_ruling
        # traps (numbers.traps), supplies (ammo: place_ruling)
        "trap_attempt": ("accepted_order", "any_order"),
        "trap_after_setter_death": ("fires", "removed"),
        "trap_cancels_action": ("action_resolves", "cancels"),
        "supplies": ("hospital_and_coma", "hospital_only"),
        # information: the witness's charge_ruling, identify's lying_low_ruling
        "witness_charge": ("always", "on_death"),
        "lie_low_identification": ("civilian_rules", "never"),
        # the end of a night (regeneration, mortal_wound, heal_per_death, statuses)
        "regen_start": ("night_begun_there", "hp_at_step_26"),
        "stuntman_hospital": ("hospital", "label_only"),
        "avenger_hp": ("set_100", "real"),
        "avenger_death_counts": ("at_death", "at_kill"),
        "prosecutor_reveal": ("as_announced", "true_role"),
    },
)
