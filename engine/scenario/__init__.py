"""Scenario files: reading and writing one, its phases and keys, a game's setup (roster,
distribution, deal)."""
