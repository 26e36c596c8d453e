"""«Возвращение»'s own passive traits and the numbers each takes (validated when a ruleset
loads); the families that act on them name them from rulesets/am15_return.yaml."""

from __future__ import annotations

from .. import trait

trait(__name__, "ret_paranoid")  # reveals' hidden_trait, the checks' masks
trait(__name__, "ret_forensics")  # morning_reports' wounds
trait(__name__, "ret_prosecutor", amount=int)  # heal_per_death
trait(__name__, "ret_supplies", per_night=int, dead_role=str, dead_per_night=int, lapse=int)
