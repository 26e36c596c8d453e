"""A check told in the morning newspaper on a night of simultaneous moves (the investigate
family with a `list`, families.night_move: mafialife's commissar, journalist and hacker).

`shows: secret_role`: the role as the `masks` show it (families.seen: documents, families.
disguise, are a mask `{effect: seen_as}`), the side instead while `side_switch` is on;
`decoy`: a seeded decoy role for the public, the true role to the actor.
`takes_items`: the actor steals every item the target holds (a theft).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .ledger import ITEM, NightOutcome, result
from .night_move import reach
from .seen import seen_role
from .state import switch

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from .investigate import InvestigateParams


def night_check(ctx: PhaseContext, ro: ResolvedOrder, params: InvestigateParams) -> None:
    """The check's line `{done, by, role, ...}` once the list (default `info`) let it in."""
    target = str(ro.target)
    if not reach(ctx, ro, target, "info"):
        return
    live = ctx.live(target)
    true_role = live.start.secret_role
    extra: dict[str, Any] = {"role": true_role}
    if params.shows == "secret_role":
        extra["role"] = seen_role(ctx, params.masks, target)
        if params.side_switch is not None and switch(ctx, params.side_switch):
            extra["faction"] = ctx.faction_of(str(extra["role"]))
            extra["role"] = None
    elif params.shows == "decoy":
        others = sorted(r for r in ctx.ruleset.secret_roles if r != true_role)
        extra["shown_role"] = ctx.rng(f"decoy|{ro.ref}").choice(others) if others else None
    if params.takes_items:
        extra["items"] = take_items(ctx, ro.actor, target)
    ctx.act(ro.actor, ro.ability.id, [target], NightOutcome.CHECKED, order=ro.ref)
    result(ctx, ro, True, None, **extra)


def take_items(ctx: PhaseContext, thief: str, target: str) -> dict[str, int]:
    """Every item `target` holds passes to `thief` («ворует все товары этого игрока»)."""
    live, gets = ctx.live(target), ctx.live(thief)
    taken = {
        k[len(ITEM) :]: int(v)
        for k, v in live.counters.items()
        if k.startswith(ITEM) and int(v) > 0
    }
    for item, count in taken.items():
        live.counters[ITEM + item] = 0
        gets.counters[ITEM + item] = int(gets.counters.get(ITEM + item, 0)) + count
    return taken
