"""The regression gate (issue 27, item 1): the recorded traces of every scenario file and
of seeded simulated games of every ruleset, and what compares them (`record.py`)."""
