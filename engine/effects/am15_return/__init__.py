"""What AM-15 «Возвращение» (seed 001) keeps of its own.

Its abilities are the shared families' (rulesets/am15_return.yaml: hp_attack with ammo, protect,
heal, investigate, visit_check, add_count, mask, witness/identify, set_trap, copy, handover,
lying low as use_role_ability), and so is its end of a phase; what is left here:
- `base`: the `ret_night` gate (HP at 0 or below, hospital and coma stop orders);
- `rulings`, `traits`, `numbers`: what the families read by the names its YAML gives.
"""

from __future__ import annotations

from . import rulings, traits  # noqa: F401
