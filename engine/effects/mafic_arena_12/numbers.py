"""The card game's `numbers:` as typed schemas, checked when a ruleset loads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Literal

from ...ruleset.schema import Ref
from .. import numbers

SecretRole = Annotated[str, Ref("secret_role")]
Colour = Literal["damage", "recon", "control", "support", "neutral"]  # cards.COLOURS

numbers(
    __name__,
    collection=str,  # the card file beside the ruleset (its own check: arena/__init__.py)
    veche_damage=int,
    assists_to_draw=int,
    heir_card=str,
    role_side=Mapping[SecretRole, str],
    odds=Mapping[SecretRole, Mapping[Colour, int]],
)
