"""What a player carries from the scenario's setup, as his counters: items (`item.<id>`, a
count) and setup traits (`trait.<id>`), which protections and moves read."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...context import Live

ITEM = "item."
TRAIT = "trait."


def items(live: Live, item: str) -> int:
    return int(live.counters.get(ITEM + item, 0))


def use_item(live: Live, item: str) -> None:
    live.counters[ITEM + item] = max(0, items(live, item) - 1)


def has_trait(live: Live, name: str) -> bool:
    """A setup trait (scenario `traits`) or a ruleset trait of the role."""
    return bool(live.counters.get(TRAIT + name)) or live.trait(name) is not None
