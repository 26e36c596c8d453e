"""The generic move families of a night of simultaneous moves: marks (heal, den, cure),
info and documents (lethal moves, mines and poison: the kill family, families.shots).

Each kind names its protection list (`list:`, numbers.protection_lists) and records the
order's `{done, by}`; a move's final target is whatever blocks and redirects left it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...model import Effect, frozen_map
from .. import EffectKind, Ids, ParamType, kind
from ..families.ledger import ITEM, NightOutcome, lacks, result, switch
from ..families.shields import PASS, on_target
from .numbers import LIST, SWITCH

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder

SEEN_AS = "seen_as"  # a lasting effect: checks show `params.role`


class NightKind(EffectKind):
    """A night move: refused without the item it needs or the charges the setup gives, or
    (`not_twice_running`) on the target its actor gave the same move last night."""

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        refuse = ro.effect("refuse_repeats")
        if refuse and len(set(ro.targets)) < len(ro.targets) and switch(ctx, str(refuse)):
            return "repeated_target", ro.ability.id
        if ro.effect("not_twice_running") and ro.target is not None:
            last = last_target(ctx, ro)
            if last is not None and last == ro.target:
                return "twice_running", str(ro.target)
        return lacks(ctx, ro)


LAST = "night_last."  # a lasting effect on the actor: the target of last night's move


def last_target(ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
    """Whom the actor gave this move last night (`not_twice_running`), or None."""
    for e in ctx.live(ro.actor).effects_of(LAST + ro.ability.key):
        if e.since == ctx.phase - 1:
            return e.source
    return None


def remember_target(ctx: PhaseContext, ro: ResolvedOrder, target: str) -> None:
    """Tonight's target of a `not_twice_running` move, read by tomorrow night's check
    (the effect's `source` is the target: «Дважды подряд … на одного и того же игрока»)."""
    live = ctx.live(ro.actor)
    kind_id = LAST + ro.ability.key
    live.effects = [e for e in live.effects if e.kind != kind_id]
    # active_to: this phase, so it is no flag of the player (a bookkeeping record); the
    # night family has no effects_expiry hook, which would drop it before tomorrow
    live.effects.append(Effect(kind_id, target, ctx.phase, None, ctx.phase))


@kind
class NightInfo(NightKind):
    """A check: the role as seen (`shows: seen`), the true role (`true`), a seeded decoy
    for the public with the true role to the actor (`decoy`); `takes_items` steals all."""

    name = "night_info"
    is_check = True
    params: ClassVar[Mapping[str, ParamType]] = {
        "list": LIST,
        "shows": str,
        "takes_items": bool,
        "side_switch": SWITCH,
        "anti": str,
    }

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = str(ro.target)
        decision = on_target(ctx, ro, target, "info")
        if decision.outcome != PASS:
            result(ctx, ro, False, decision.by)
            return
        live = ctx.live(target)
        true_role = live.start.secret_role
        shows = ro.effect("shows", "seen")
        extra: dict[str, Any] = {"role": true_role}
        if shows == "seen":
            seen = live.effects_of(SEEN_AS)
            extra["role"] = str(seen[-1].params["role"]) if seen else true_role
            if switch(ctx, str(ro.effect("side_switch", ""))):
                extra["faction"] = ctx.faction_of(str(extra["role"]))
                extra["role"] = None
        elif shows == "decoy":
            others = sorted(r for r in ctx.ruleset.secret_roles if r != true_role)
            extra["shown_role"] = ctx.rng(f"decoy|{ro.ref}").choice(others) if others else None
        if ro.effect("takes_items", False):
            extra["items"] = _take_items(ctx, ro.actor, target)
        ctx.act(ro.actor, ro.ability.id, [target], NightOutcome.CHECKED, order=ro.ref)
        result(ctx, ro, True, None, **extra)


def _take_items(ctx: PhaseContext, thief: str, target: str) -> dict[str, int]:
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


@kind
class NightDocuments(NightKind):
    """From now on checks see the target as `seen_as` (only members of `factions`, if
    given; others: no effect)."""

    name = "night_documents"
    params: ClassVar[Mapping[str, ParamType]] = {
        "seen_as": Ids("secret_role", one=True),
        "factions": Ids("faction"),
        "list": LIST,
        "anti": str,
    }
    required = frozenset({"seen_as"})

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = str(ro.target)
        decision = on_target(ctx, ro, target, "info")
        if decision.outcome != PASS:
            result(ctx, ro, False, decision.by)
            return
        live = ctx.live(target)
        factions = ro.effect("factions")
        if factions and live.start.faction not in factions:
            result(ctx, ro, False, "unsuitable")
            return
        live.effects.append(
            Effect(SEEN_AS, ro.actor, ctx.phase, params=frozen_map({"role": ro.effect("seen_as")}))
        )
        ctx.act(ro.actor, ro.ability.id, [target], NightOutcome.DOCUMENTS, order=ro.ref)
        result(ctx, ro, True, None)
