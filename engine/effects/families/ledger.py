"""The ledger of a night of simultaneous moves without HP (any ruleset's: mafialife's
night, shared by the kill, delayed and protection families), kept between its steps.

Nobody's HP changes: a death is pending until the end of the phase (everybody killed
tonight still makes tonight's move), then `night_deaths` writes it. Each order's outcome is
kept as `{done, by}` (the newspaper line) and sent to its actor by `night_results`.

Setup a player carries (scenario `items`, `level`, `traits`) lives in his counters:
`item.<id>`, `level`, `trait.<id>` (engine.scenario.load writes them at the start).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any

from ...ruleset.schema import Ref, RulingChoice
from .. import numbers
from .state import Pending, charges, spend

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


@dataclass(slots=True)
class Night:
    """The night's record, the phase's typed state (`ctx.part`)."""

    results: dict[str, dict[str, Any]] = field(default_factory=dict)  # order ref -> result
    final: dict[str, tuple[str, ...]] = field(default_factory=dict)  # ref -> final targets
    marks: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # target -> (mark, by)
    touched: dict[str, list[str]] = field(default_factory=dict)  # target -> actors, in order
    deaths: dict[str, Pending] = field(default_factory=dict)
    mines: dict[str, tuple[str, str]] = field(default_factory=dict)  # mined -> (setter, ref)
    poisoned: dict[str, tuple[str, str]] = field(default_factory=dict)  # victim -> (by, cause)
    redirected_early: set[str] = field(default_factory=set)  # refs handled at the blocks step
    # (order ref, target): infections tried once tonight's protections are all placed
    infections: list[tuple[str, str]] = field(default_factory=list)


def night(ctx: PhaseContext) -> Night:
    return ctx.part(Night)


def items(live: Live, item: str) -> int:
    return int(live.counters.get(ITEM + item, 0))


def use_item(live: Live, item: str) -> None:
    live.counters[ITEM + item] = max(0, items(live, item) - 1)


def has_trait(live: Live, name: str) -> bool:
    """A setup trait (scenario `traits`) or a ruleset trait of the role."""
    return bool(live.counters.get(TRAIT + name)) or live.trait(name) is not None


def mark(ctx: PhaseContext, target: str, what: str, by: str) -> None:
    night(ctx).marks.setdefault(target, []).append((what, by))


def marked(ctx: PhaseContext, target: str, what: str) -> str | None:
    """Who put mark `what` on `target` tonight, or None."""
    for m, by in night(ctx).marks.get(target, ()):
        if m == what:
            return by
    return None


def touch(ctx: PhaseContext, actor: str, target: str) -> None:
    """`actor`'s move reached `target` (its final target), whatever its outcome; a move
    on oneself touches nobody else (a self-heal on a mined player is no interaction)."""
    if actor == target:
        return
    seen = night(ctx).touched.setdefault(target, [])
    if actor not in seen:
        seen.append(actor)


def result(ctx: PhaseContext, ro: ResolvedOrder, done: bool, by: str | None, **extra: Any) -> None:
    night(ctx).results[ro.ref] = {"done": done, "by": by, **extra}


def switch(ctx: PhaseContext, name: str, used: list[str] | None = None) -> bool:
    """Whether a behaviour the ruleset ties to a ruling is on: `numbers.night_switches`
    maps a behaviour to `{ruling: option}` (the code names behaviours, the ruleset its
    rulings). A behaviour the ruleset does not map is off."""
    table = ctx.ruleset.numbers.get("night_switches") or {}
    for ruling, option in (table.get(name) or {}).items():
        return ctx.rule(str(ruling), used) == str(option)
    return False


def die(
    ctx: PhaseContext, target: str, frag: str | None, cause: str, rulings: tuple[str, ...] = ()
) -> bool:
    """A death tonight; False when he already dies tonight (the first keeps the frag,
    unless the switch `frag_to_last`). Switch `killed_lose_later_moves`: his moves of
    later steps are not made."""
    n = night(ctx)
    used: list[str] = []
    if target in n.deaths:
        if switch(ctx, "frag_to_last", used) and frag is not None:
            n.deaths[target].frag = frag
        return False
    n.deaths[target] = Pending(target, frag, ctx.step, cause, rulings)
    if switch(ctx, "killed_lose_later_moves", used):
        for ro in orders_of(ctx, target):
            if ro.cancelled is None and ro.ability.step > ctx.step:
                ro.cancelled = "killed_tonight"
                ctx.reject(ro.order, "killed_tonight", ctx.step, player=target)
    return True


def lacks(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
    """Why the actor cannot make the move: an item it needs (`needs_item`) or the charges
    his setup gives (`charges.<ability id>`: absent means unlimited)."""
    live = ctx.live(ro.actor)
    item = ro.effect("needs_item")
    if item is not None and items(live, str(item)) <= 0:
        return "no_item", str(item)
    left = charges(ctx, ro.actor, ro.ability.id)
    if left is not None and left <= 0:
        return "no_charges", ro.ability.id
    return None


def spend_setup(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    """A move made (even if it failed; not a blocked one) uses its item and a charge."""
    live = ctx.live(ro.actor)
    item = ro.effect("needs_item")
    if item is not None:
        use_item(live, str(item))
    spend(ctx, ro.actor, ro.ability.id)


def orders_of(ctx: PhaseContext, actor: str) -> list[ResolvedOrder]:
    """The actor's accepted orders tonight."""
    return [ro for ro in ctx.orders if ro.actor == actor]
