"""A simulated table: seats, public roles and the seeded deal of secret roles.

The secret roles come from the ruleset's distribution through `engine.scenario.setup.deal`, exactly
as a real game is dealt. Public roles are the players' own pick in the seeds ("На каждую
явную роль может быть только один представитель"), so the simulator draws them at random
without repeats while the ruleset has enough of them (then with repeats). A setup choice
(the commissar's) is left open: the player's first order makes it, as at a real table.
"""

from __future__ import annotations

import random

from ..model.errors import InputError
from ..model.state import PlayerSetup
from ..ruleset.load import Ruleset
from ..scenario.setup import deal


def seat_names(players: int) -> list[str]:
    return [f"P{i:02d}" for i in range(1, players + 1)]


def deal_table(ruleset: Ruleset, players: int, seed: int) -> list[PlayerSetup]:
    """Seats for `players`, public roles drawn by `seed`, secret roles dealt by `seed`."""
    if players < 1:
        raise InputError(f"--players {players}: a table needs at least one player")
    public = sorted(ruleset.public_roles)
    if not public:
        raise InputError(f"ruleset {ruleset.id} has no public roles to deal")
    rng = random.Random(f"sim-public|{ruleset.id}|{seed}")
    picks: list[str] = []
    while len(picks) < players:
        picks.extend(rng.sample(public, min(len(public), players - len(picks))))
    names = seat_names(players)
    return deal(ruleset, names, dict(zip(names, picks, strict=True)), seed)
