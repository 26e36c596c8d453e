"""What AM-15 «Возвращение» (seed 001) keeps of its own, registered as `ret_*`.

Its abilities are the shared families' (rulesets/am15_return.yaml: hp_attack with ammo, protect,
heal, investigate, visit_check, add_count, mask, witness/identify, set_trap, copy, handover,
lying low as use_role_ability); what no other game shares stays here:
- `base`: the `ret_night` gate (HP at 0 or below, hospital and coma stop orders);
- `phases`: the role guess ruling (day and night as phases are the ruleset's kinds);
- `delayed`: the trap's rulings (the message and its nagant: the `handover` family);
- `morning`: the morning's statuses, reveals and messages; `numbers`: its own numbers;
- `attacks`, `day`, `info`, `pipeline`, `supplies`: the rulings and traits the families
  read by name.
"""

from __future__ import annotations

from . import attacks, day, delayed, info, morning, pipeline, supplies  # noqa: F401
