"""What a master must look at in a proposal before filing it (issue 30): a proposal is
*sure* only when its actor, ability, targets and parameters were each read without doubt.
Each doubt names what is uncertain; a confidence under the accept threshold is one, and so
are the things a confidence does not show: no target named for an ability that needs one,
another ability word in the same clause, a name nobody matched beside the order."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from ..model.state import Order
from ..ruleset.abilities import AbilityDef
from .names import ACCEPT

SURE = ACCEPT / 100  # a field read at this confidence or above is taken as read


class Doubt(StrEnum):
    """Why a proposal is marked for a look (the console words each one)."""

    ACTOR = "actor"  # the teammate named is not certain
    ABILITY = "ability"  # the words may name several abilities, or are misspelt
    TARGETS = "targets"  # a name matched loosely, or fits several players
    PARAMS = "params"  # a parameter read loosely, or a required one not named
    PHASE = "phase"  # «завтра»: which phase is meant
    NO_TARGET = "no_target"  # the ability needs a target and none (or too few) is named
    OTHER_ABILITY = "other_ability"  # another ability word in the same clause
    NAME_NEARBY = "name_nearby"  # a name no player matches, in the order's sentence
    DESCRIBED = "described"  # «того, кто…», «тех, кого…»: a player described, not named


FIELDS = {
    "actor": Doubt.ACTOR,
    "ability": Doubt.ABILITY,
    "targets": Doubt.TARGETS,
    "candidate": Doubt.TARGETS,
    "params": Doubt.PARAMS,
    "phase": Doubt.PHASE,
}


def field_doubts(confidence: Mapping[str, float]) -> list[Doubt]:
    """A doubt for each field read below the accept threshold."""
    return [FIELDS[k] for k, v in confidence.items() if v < SURE and k in FIELDS]


def order_doubts(
    order: Order,
    ability: AbilityDef,
    confidence: Mapping[str, float],
    alternatives: tuple[str, ...],
) -> tuple[Doubt, ...]:
    """The doubts an order carries from its own reading."""
    # other abilities the words may name are no doubt when the engine accepts exactly one
    # (a card is played from the container that holds it): that pick keeps ability at 0.9
    out = field_doubts(confidence)
    needs = ability.targets.min
    if not ability.targets.self_only and len(order.targets) < needs:
        out.append(Doubt.NO_TARGET)  # «щит на того, кого будут бить»
    missing = [
        p
        for p in ability.params
        if p.required and p.default is None and p.name not in order.params and p.type != "choice"
    ]
    if missing and Doubt.PARAMS not in out:
        out.append(Doubt.PARAMS)
    return tuple(dict.fromkeys(out))
