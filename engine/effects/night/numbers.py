"""The night package's `numbers:` (protection lists, shields, switches, sold votes; delayed
deaths: families.delayed; the hanging: families.day_vote) as typed schemas, checked when a
ruleset loads: a shield list naming no shield, a shield key no code reads or a switch tied
to no ruling fails with its line instead of switching a rule off in silence."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Annotated, Literal

from ...ruleset_schema import Ref, RulingChoice
from .. import Ids, numbers

AbilityId = Annotated[str, Ref("ability")]
# behaviours the night code reads by name (`switch(ctx, "...")`); an ability's effect may
# name more (`refuse_repeats`, `merge_repeats`, `side_switch`)
CODE_SWITCHES = (
    "frag_to_last",
    "killed_lose_later_moves",
)
SWITCH_PARAMS = ("effect:refuse_repeats", "effect:merge_repeats", "effect:side_switch")
# an ability's effect naming a protection list or a switch (checked at load like any id)
LIST = Ids("numbers:protection_lists", one=True)
SWITCH = Ids("numbers:night_switches", one=True)


@dataclass(frozen=True, slots=True)
class Shield:
    """One protection (engine.effects.families.shields: what each key means)."""

    mark: Annotated[str, Ref("effect:marks", word="mark")] | None = None
    when: Annotated[Mapping[str, str], RulingChoice()] = field(default_factory=dict)
    trait: str | None = None
    item: str | None = None
    anti_prefix: str | None = None
    role: Annotated[str, Ref("secret_role")] | None = None
    abilities: tuple[AbilityId, ...] | None = None
    except_: tuple[AbilityId, ...] = field(default=(), metadata={"key": "except"})
    firearm_only: bool = False
    pierced_by: str | None = None
    outcome: Literal["stop", "actor_dies", "revive", "protector_dies"] = "stop"
    cause: str | None = None
    used_up: bool | Annotated[str, Ref("ruling")] = False
    countered_by: str | None = None
    by: str | None = None
    level_max: int | None = None
    # tonight's later orders that stop this move now (the super heal before the girl)
    coming: tuple[AbilityId, ...] | None = None


ShieldId = Annotated[str, Ref("numbers:shields", word="shield")]
SwitchName = Annotated[str, Ref(*SWITCH_PARAMS, also=CODE_SWITCHES, word="switch")]

numbers(
    __name__,
    protection_lists=Mapping[str, tuple[ShieldId, ...]],
    shields=Mapping[str, Shield],
    # a switch is on while one ruling has one option (`switch` reads the first pair only)
    night_switches=Mapping[SwitchName, Annotated[Mapping[str, str], RulingChoice(one=True)]],
    # a phase's `sold_votes: [voters]` are not counted; the console offers the tick
    sold_votes=bool,
)
