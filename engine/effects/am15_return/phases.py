"""The ruling on what a role guess reads («Возвращение»: days and nights are separate
phases, the ruleset's two phase kinds and its `first_phase` ruling; the night's number and
the next night are the families' — families.attack.night_number, families.traps.next_phase_of).
"""

from __future__ import annotations

from ...ruleset.rulings import declare

# read by the attack family (`guess_ruling`: katana, Кара)
declare(__name__, {"role_guess_true_role": ("true_role", "as_seen")})
