"""The boss's supplies of cartridges, read by the ammo family (numbers.ammo in
rulesets/am15_return.yaml): the trait that gives them and the ruling on where."""

from __future__ import annotations

from ...ruleset.rulings import declare
from .. import trait

declare(__name__, {"supplies": ("hospital_and_coma", "hospital_only")})  # ammo: place_ruling
trait(__name__, "ret_supplies", per_night=int, dead_role=str, dead_per_night=int, lapse=int)
