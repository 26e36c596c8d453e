"""The ledger of a night of simultaneous moves without HP (any ruleset's: mafialife's
night, shared by the kill, delayed and protection families): its outcomes, marks, items
and switches. What it keeps between steps is the phase's one record (families.state
`Record`: results, marks, touches, mines, poisons, pending deaths; `state.die`).

Nobody's HP changes: a death is pending until the end of the phase (everybody killed
tonight still makes tonight's move), then `night_deaths` writes it. Each order's outcome is
kept as `{done, by}` (the newspaper line) and sent to its actor by `night_results`.

Setup a player carries (scenario `items`, `level`, `traits`) lives in his counters:
`item.<id>`, `level`, `trait.<id>` (engine.scenario.load writes them at the start).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any

from ...ruleset.schema import Ref, RulingChoice
from .. import numbers
from .state import out_of_charges, record, spend

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder


class NightOutcome(StrEnum):
    """How a night action ended (`Action.outcome`); a ruleset using the night family words
    each in its `text:` as `outcome.<code>` (tests/engine/mafialife/test_words.py)."""

    BLOCKED = "blocked"
    REDIRECTED = "redirected"
    MARKED = "marked"
    PROTECTED = "protected"
    KILLED = "killed"
    ALREADY_KILLED = "already_killed"
    REVIVED = "revived"
    CHECKED = "checked"
    DOCUMENTS = "documents"
    MINED = "mined"
    POISON_SPREADS = "poison_spreads"
    RETURNING = "returning"
    CURED = "cured"
    INFECTED = "infected"
    NOT_INFECTED = "not_infected"
    HANGED = "hanged"


# behaviours the ledger reads by name (`switch(ctx, "...")`); an ability's effect may name
# more (`refuse_repeats`, `merge_repeats`, `side_switch`)
CODE_SWITCHES = ("frag_to_last", "killed_lose_later_moves")
SWITCH_PARAMS = ("effect:refuse_repeats", "effect:merge_repeats", "effect:side_switch")
SwitchName = Annotated[str, Ref(*SWITCH_PARAMS, also=CODE_SWITCHES, word="switch")]
numbers(
    __name__,
    # a switch is on while one ruling has one option (`switch` reads the first pair only):
    # a switch tied to no ruling fails at load instead of switching a rule off in silence
    night_switches=Mapping[SwitchName, Annotated[Mapping[str, str], RulingChoice(one=True)]],
    # a phase's `sold_votes: [voters]` are not counted; the console offers the tick
    sold_votes=bool,
)

ITEM = "item."
TRAIT = "trait."


def items(live: Live, item: str) -> int:
    return int(live.counters.get(ITEM + item, 0))


def use_item(live: Live, item: str) -> None:
    live.counters[ITEM + item] = max(0, items(live, item) - 1)


def has_trait(live: Live, name: str) -> bool:
    """A setup trait (scenario `traits`) or a ruleset trait of the role."""
    return bool(live.counters.get(TRAIT + name)) or live.trait(name) is not None


def touch(ctx: PhaseContext, actor: str, target: str) -> None:
    """`actor`'s move reached `target` (its final target), whatever its outcome; a move
    on oneself touches nobody else (a self-heal on a mined player is no interaction)."""
    if actor == target:
        return
    seen = record(ctx).touched.setdefault(target, [])
    if actor not in seen:
        seen.append(actor)


def result(ctx: PhaseContext, ro: ResolvedOrder, done: bool, by: str | None, **extra: Any) -> None:
    record(ctx).results[ro.ref] = {"done": done, "by": by, **extra}


def lacks(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
    """Why the actor cannot make the move: an item it needs (`needs_item`) or the charges
    his setup gives (`charges.<ability id>`: absent means unlimited)."""
    live = ctx.live(ro.actor)
    item = ro.effect("needs_item")
    if item is not None and items(live, str(item)) <= 0:
        return "no_item", str(item)
    return out_of_charges(ctx, ro)


def spend_setup(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    """A move made (even if it failed; not a blocked one) uses its item and a charge."""
    live = ctx.live(ro.actor)
    item = ro.effect("needs_item")
    if item is not None:
        use_item(live, str(item))
    spend(ctx, ro.actor, ro.ability.id)
