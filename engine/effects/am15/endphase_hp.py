"""The end of a phase's HP steps are the families' (rulesets/am15.yaml `numbers`):
regeneration (`regeneration`: hospital, coma, the chief physician, the monk), deaths and
the avenger's mortal wound (`mortal_wound`: hooks `deaths`, `mortal_wounds`), the
undertaker (`heal_per_death`) and the HP cap (`hp_cap`). Here: the rulings they read by the
names the ruleset gives, options understood, the built-in answer first."""

from __future__ import annotations

from ...ruleset.rulings import declare

declare(__name__, {"undertaker_avenger": ("at_kill", "at_death", "never")})
