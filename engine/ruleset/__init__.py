"""Rulesets as data: reading a ruleset file (and a variant of one), its sections and records, the
checks made at load, the cache of parsed rulesets."""
