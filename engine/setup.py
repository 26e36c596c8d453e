"""Setting a game up: the distribution of secret roles by player count and a seeded deal.

"Тайные роли раздаются случайно." The deal is reproducible from its seed; the commissars'
choice (surveillance or dossier) is theirs to make, so it is passed in, not drawn.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .errors import InputError
from .model import PlayerSetup
from .ruleset import Ruleset


@dataclass(frozen=True)
class Distribution:
    """Secret roles to deal for a player count, and what does not fit the table."""

    column: str
    roles: Mapping[str, int]  # role -> count, the rest role included
    warnings: tuple[str, ...] = ()

    def as_list(self) -> list[str]:
        return [role for role, count in self.roles.items() for _ in range(count)]


def distribution(ruleset: Ruleset, players: int) -> Distribution:
    """The table's roles for `players` (below the minimum: the smallest column, cut down
    to fit, with a warning — a scenario of any size still resolves)."""
    column = ruleset.size_column(players)
    row = next((r for r in ruleset.distribution if r.column == column), None)
    if row is None:
        raise InputError(f"ruleset {ruleset.id} has no distribution for {players} players")
    warnings: list[str] = []
    roles = dict(row.roles)
    fixed = sum(roles.values())
    if players < ruleset.min_players:
        warnings.append(f"{players} players: the rules need at least {ruleset.min_players}")
    if players < fixed:
        # keep the factions' cores in the table's order until the seats run out
        kept: dict[str, int] = {}
        left = players
        for role, count in roles.items():
            take = min(count, left)
            if take:
                kept[role] = take
            left -= take
        roles = kept
        warnings.append(f"only {players} seats: dealt {', '.join(kept)} from the "
                        f"{column} column")
    else:
        roles[row.rest] = roles.get(row.rest, 0) + players - fixed
    return Distribution(column, roles, tuple(warnings))


def deal(ruleset: Ruleset, names: Sequence[str], public_roles: Mapping[str, str], seed: int,
         choices: Mapping[str, str] | None = None) -> list[PlayerSetup]:
    """Deal secret roles at random (reproducible by `seed`) to `names` in seating order."""
    if len(set(names)) != len(names):
        raise InputError("two players have the same name")
    for name in names:
        role = public_roles.get(name)
        if role is None or role not in ruleset.public_roles:
            raise InputError(f"player {name}: unknown public role {role!r}")
    secret = distribution(ruleset, len(names)).as_list()
    random.Random(f"deal|{ruleset.id}|{seed}").shuffle(secret)
    choices = dict(choices or {})
    setups: list[PlayerSetup] = []
    for name, role in zip(names, secret, strict=True):
        choice = choices.get(name)
        options = ruleset.secret_roles[role].choice
        key = None
        if choice is not None and options:
            key = next((k for k in options if ruleset.abilities[k].id == choice or k == choice),
                       None)
            if key is None:
                raise InputError(f"player {name}: {choice!r} is not a choice of the {role}")
        setups.append(PlayerSetup(name, public_roles[name], role, None, key))
    return setups
