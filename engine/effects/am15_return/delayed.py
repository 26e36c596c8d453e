"""The rulings of what acts on a later night: the trap (the `set_trap` family,
numbers.traps) reads them by name; the boss's message and its nagant are the `handover`
family's (families/handover.py)."""

from __future__ import annotations

from ...ruleset.rulings import declare

# read by the trap family (numbers.traps in rulesets/am15_return.yaml)
declare(
    __name__,
    {
        "trap_attempt": ("accepted_order", "any_order"),
        "trap_after_setter_death": ("fires", "removed"),
        "trap_cancels_action": ("action_resolves", "cancels"),
    },
)
