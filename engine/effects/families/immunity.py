"""A trait that lists what its holder is immune to (a VIP: «Имеет иммунитет к способностям
явных ролей ...», seed 000): its parameter `abilities` names abilities (or a word such as
the day vote's `weight_key`). The trait is the ruleset's, named by a family parameter."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


def listed_immune(ctx: PhaseContext, name: str, trait: str | None, key: str) -> bool:
    """Whether `name` holds `trait` and its `abilities` list `key` (no trait: never)."""
    found = ctx.live(name).trait(trait) if trait else None
    return found is not None and key in found.get("abilities", ())
