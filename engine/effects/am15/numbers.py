"""AM-15's `numbers:` (and those of its kin «Возвращение», which reads the same ones) as
typed schemas, checked when a ruleset loads."""

from __future__ import annotations

from typing import Annotated

from ...ruleset.schema import Ref
from .. import numbers

numbers(
    __name__,
    reveal_every=int,
    mortally_wounded_hp=int,
    heal_step=Annotated[int, Ref("step")],
)
