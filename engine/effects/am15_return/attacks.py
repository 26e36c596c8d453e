"""The vdv's counterattack is the attack family's (`numbers.attacks.counter_trait`); its
ruling, read by name from rulesets/am15_return.yaml, is declared here."""

from __future__ import annotations

from ...ruleset.rulings import declare

declare(__name__, {"vdv_counter_per": ("attacker", "attack")})  # attacks: counter_ruling
