"""The rulings of «Возвращение»'s HP pipeline. Its damage is the `attack` family's
(engine.effects.families.attack: the strongest attack cancelled, the VIP immune) through
the `damage` family's modifiers (`numbers.damage`: weaken, betrayal, meditation, marks, one
rounding); its healing the `heal` family's (`numbers.healing`).
"""

from __future__ import annotations

from ...ruleset.rulings import declare

# the rulings the families read by name from rulesets/am15_return.yaml; «once» is am15's
# name for rounding up once
declare(
    __name__,
    {
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
    },
)
