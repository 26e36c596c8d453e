"""AM-15's own effects (seed 000): what no other ruleset shares yet. Importing a module registers
its kinds and hooks (through engine/effects/index.py)."""
