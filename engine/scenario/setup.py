"""Setting a game up: the distribution of secret roles by player count and a seeded deal.

"Тайные роли раздаются случайно." The deal is reproducible from its seed; the commissars'
choice (surveillance or dossier) is theirs to make, so it is passed in, not drawn (left
open, they choose by their first use). The setup rulings are honoured: while a role's
`choice_distinct` ruling is in force, two holders may not choose the same ability
(`setup_problems` says so, `deal` refuses it).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..model.errors import InputError
from ..model.state import PlayerSetup
from ..ruleset.load import Ruleset

if TYPE_CHECKING:
    # the roster reader (six regexes, its records) loads when a roster is pasted: opening a
    # game checks orders and reads no roster
    from .roster import RosterLine

SAME_CHOICE = {
    "en": "{role}: {first} and {second} both chose {ability}, but ruling {ruling} = {option} "
    "is in force ({meaning})",
    "ru": "{role}: {first} и {second} выбрали одно и то же ({ability}), а действует решение "
    "{ruling} = {option} ({meaning})",
}


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
        warnings.append(f"only {players} seats: dealt {', '.join(kept)} from the {column} column")
    else:
        roles[row.rest] = roles.get(row.rest, 0) + players - fixed
    return Distribution(column, roles, tuple(warnings))


def setup_problems(
    ruleset: Ruleset,
    setups: Sequence[PlayerSetup],
    rulings: Mapping[str, str] | None = None,
    lang: str = "en",
) -> list[str]:
    """Where the setup choices break a setup ruling in force (`rulings` over the
    defaults): two holders of a role whose choices must differ chose the same ability."""
    from ..texts import ability_name

    chosen = dict(rulings or {})

    def in_force(ruling: str) -> str:
        return chosen.get(ruling) or ruleset.rulings[ruling].default

    problems: list[str] = []
    seen: dict[tuple[str, str], str] = {}
    for s in setups:
        role = ruleset.secret_roles.get(s.secret_role)
        if role is None or s.choice is None or not role.choices_distinct(in_force):
            continue
        first = seen.setdefault((s.secret_role, s.choice), s.name)
        if first != s.name:
            assert role.choice_distinct is not None
            ruling_id, option = role.choice_distinct
            ruling = ruleset.rulings[ruling_id]
            meaning = next((o.get(lang) for o in ruling.options if o.id == option), option)
            problems.append(
                SAME_CHOICE.get(lang, SAME_CHOICE["en"]).format(
                    role=ruleset.name("secret_role", s.secret_role, lang),
                    first=first,
                    second=s.name,
                    ability=ability_name(ruleset, ruleset.abilities[s.choice].id, lang),
                    ruling=ruling_id,
                    option=option,
                    meaning=meaning,
                )
            )
    return problems


def deal(
    ruleset: Ruleset,
    names: Sequence[str],
    public_roles: Mapping[str, str],
    seed: int,
    choices: Mapping[str, str] | None = None,
    rulings: Mapping[str, str] | None = None,
) -> list[PlayerSetup]:
    """Deal secret roles at random (reproducible by `seed`) to `names` in seating order.
    Setup choices not given stay open (the player makes them in play); given ones must
    keep the setup rulings in force (`rulings` over the defaults), else InputError."""
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
            key = next(
                (k for k in options if ruleset.abilities[k].id == choice or k == choice), None
            )
            if key is None:
                raise InputError(f"player {name}: {choice!r} is not a choice of the {role}")
        setups.append(PlayerSetup(name, public_roles[name], role, None, key))
    problems = setup_problems(ruleset, setups, rulings)
    if problems:
        raise InputError(problems[0])
    return setups


def parse_roster(ruleset: Ruleset, text: str) -> list[RosterLine]:
    """The seats of a roster pasted from the thread (engine.scenario.roster.read_roster, which also
    tells the lines it left out)."""
    from .roster import read_roster

    return read_roster(ruleset, text).seats
