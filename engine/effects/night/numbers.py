"""The night package's `numbers:` (switches, the hanging's exceptions, delayed deaths) as
typed schemas, checked when a ruleset loads: a switch tied to no ruling fails with its
line instead of switching a rule off in silence. The protection lists and shields are the
families' (engine.effects.families.shields)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated

from ...ruleset_schema import Ref, RulingChoice
from .. import Ids, numbers

AbilityId = Annotated[str, Ref("ability")]
# behaviours the night code reads by name (`switch(ctx, "...")`); an ability's effect may
# name more (`refuse_repeats`, `merge_repeats`, `side_switch`)
CODE_SWITCHES = (
    "frag_to_last",
    "hanged_still_move",
    "killed_lose_later_moves",
    "next_when_unhangable",
    "tie_asks_master",
)
SWITCH_PARAMS = ("effect:refuse_repeats", "effect:merge_repeats", "effect:side_switch")
# an ability's effect naming a protection list or a switch (checked at load like any id)
LIST = Ids("numbers:protection_lists", one=True)
SWITCH = Ids("numbers:night_switches", one=True)


@dataclass(frozen=True, slots=True)
class Bribe:
    """The item that saves from any hanging, and the item of another side that cancels it."""

    item: str
    countered_by: str | None = None
    lone_factions: tuple[str, ...] = ()
    used_up: bool | Annotated[str, Ref("ruling")] = False


@dataclass(frozen=True, slots=True)
class Hanging:
    """Who the day's hanging never takes, or takes only by lynching (traits, items, roles);
    the days with no vote; the bribe."""

    never: tuple[str, ...] = ()
    lynch_only: tuple[str, ...] = ()
    no_vote_days: tuple[int, ...] = ()
    bribe: Bribe | None = None


@dataclass(frozen=True, slots=True)
class DelayedDeath:
    """A lasting effect that kills the next night unless a mark cures it."""

    cause: str | None = None
    cured_by: Annotated[str, Ref("effect:mark", word="mark")] | None = None


SwitchName = Annotated[str, Ref(*SWITCH_PARAMS, also=CODE_SWITCHES, word="switch")]

numbers(
    __name__,
    # a switch is on while one ruling has one option (`switch` reads the first pair only)
    night_switches=Mapping[SwitchName, Annotated[Mapping[str, str], RulingChoice(one=True)]],
    hanging=Hanging,
    # a phase's `sold_votes: [voters]` are not counted; the console offers the tick
    sold_votes=bool,
    delayed_deaths=Mapping[str, DelayedDeath],
)
