"""The end of a phase in «Возвращение» is the families' (regeneration, mortal_wound,
heal_per_death, statuses, morning, delivery, reveals), composed in
rulesets/am15_return.yaml; what is left here are the trait and the rulings they read by the
names the YAML gives."""

from __future__ import annotations

from ...ruleset.rulings import declare
from .. import trait

trait(__name__, "ret_prosecutor", amount=int)  # the heal_per_death family's (its YAML)
# the rulings the end-of-phase HP families read by the names rulesets/am15_return.yaml
# gives (regeneration, mortal_wound, heal_per_death): options understood, built-in first
declare(
    __name__,
    {
        "regen_start": ("night_begun_there", "hp_at_step_26"),
        "stuntman_hospital": ("hospital", "label_only"),
        "avenger_hp": ("set_100", "real"),
        "avenger_death_counts": ("at_death", "at_kill"),
        "prosecutor_reveal": ("as_announced", "true_role"),
    },
)
