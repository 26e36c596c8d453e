"""The generic move families of a night of simultaneous moves: marks (heal, den, cure),
lethal moves (every shot separate), info, documents, mines and spreading poison.

Each kind names its protection list (`list:`, numbers.protection_lists) and records the
order's `{done, by}`; a move's final target is whatever blocks and redirects left it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...model import Effect, frozen_map
from .. import EffectKind, Ids, ParamType, kind
from ..common import note
from .base import ITEM, NightOutcome, die, lacks, mark, night, result, switch, touch
from .numbers import LIST, SWITCH
from .shields import ACTOR_DIES, PASS, PROTECTOR_DIES, REVIVE, Decision, decide

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder

SEEN_AS = "seen_as"  # a lasting effect: checks show `params.role`


def on_target(ctx: PhaseContext, ro: ResolvedOrder, target: str, default_list: str) -> Decision:
    """Touch `target`, try the protection list; a den-like shield kills the mover."""
    touch(ctx, ro.actor, target)
    decision = decide(ctx, str(ro.effect("list", default_list)), ro, target)
    if decision.outcome == ACTOR_DIES:  # the frag: who put the mark (the guard), or the target
        frag = decision.protector or target
        die(ctx, ro.actor, frag, str(decision.cause or "returning"), decision.rulings)
    elif decision.outcome == PROTECTOR_DIES and decision.protector is not None:
        cause = str(decision.cause or "returning")
        die(ctx, decision.protector, ro.actor, cause, decision.rulings)
    if decision.by is not None:
        ctx.act(
            ro.actor,
            ro.ability.id,
            [target],
            NightOutcome.PROTECTED,
            decision.notes,
            decision.rulings,
            ro.ref,
        )
    return decision


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
class NightMark(NightKind):
    """Heal, super heal, den, cure: puts tonight's mark on the target for later shields."""

    name = "night_mark"
    intent = "help"  # a heal, a cure, a den: aimed at oneself or a friend
    params: ClassVar[Mapping[str, ParamType]] = {"mark": str, "list": LIST, "anti": str}
    required = frozenset({"mark"})

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ro.target or ro.actor
        decision = on_target(ctx, ro, target, "protect") if ro.target else Decision(None, PASS)
        if decision.outcome != PASS:
            result(ctx, ro, False, decision.by)
            return
        mark(ctx, target, str(ro.effect("mark")), ro.actor)
        ctx.act(
            ro.actor,
            ro.ability.id,
            [target],
            NightOutcome.MARKED,
            [note("night_mark", mark=ro.effect("mark"))],
            order=ro.ref,
        )
        result(ctx, ro, True, None)


@kind
class NightLethal(NightKind):
    """A lethal move; each target entry is one shot, resolved by the protection list."""

    name = "night_lethal"
    intent = "harm"
    params: ClassVar[Mapping[str, ParamType]] = {
        "list": LIST,
        "firearm": bool,
        "cause": str,
        "anti": str,
        "pierces": bool,
        "needs_item": str,
        "merge_repeats": SWITCH,
        "refuse_repeats": SWITCH,
    }

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        shots: list[dict[str, Any]] = []
        merge = ro.effect("merge_repeats")
        targets = ro.targets
        if merge and switch(ctx, str(merge)):
            targets = tuple(dict.fromkeys(targets))  # one attack per target
        for target in targets:
            shots.append(lethal_shot(ctx, ro, target, str(ro.effect("cause", "kill"))))
        result(
            ctx,
            ro,
            any(s["done"] for s in shots),
            next((s["by"] for s in shots if not s["done"]), None),
            **({"shots": shots} if len(shots) > 1 else {}),
        )


def lethal_shot(
    ctx: PhaseContext, ro: ResolvedOrder, target: str, cause: str, default_list: str = "lethal"
) -> dict[str, Any]:
    decision = on_target(ctx, ro, target, default_list)
    if decision.outcome == REVIVE:
        ctx.act(
            ro.actor,
            ro.ability.id,
            [target],
            NightOutcome.REVIVED,
            decision.notes,
            decision.rulings,
            ro.ref,
        )
        return {"target": target, "done": False, "by": decision.by}
    if decision.outcome != PASS:
        return {"target": target, "done": False, "by": decision.by}
    first = die(ctx, target, ro.actor, cause, decision.rulings)
    ctx.act(
        ro.actor,
        ro.ability.id,
        [target],
        NightOutcome.KILLED if first else NightOutcome.ALREADY_KILLED,
        rulings=(),
        order=ro.ref,
    )
    return {"target": target, "done": True, "by": None}


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


@kind
class NightMine(NightKind):
    """A mine on the target: whoever else's move reaches him tonight dies (returning)."""

    name = "night_mine"
    intent = "harm"
    params: ClassVar[Mapping[str, ParamType]] = {"cause": str, "anti": str}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        night(ctx).mines[str(ro.target)] = (ro.actor, ro.ref)
        ctx.act(ro.actor, ro.ability.id, ro.targets, NightOutcome.MINED, order=ro.ref)
        result(ctx, ro, True, None)


@kind
class NightPoison(NightKind):
    """A lethal move that spreads to every player whose move reached the victim, unless a
    shield not in `spreads_past` decided; `spares_roles` never die of the spreading."""

    name = "night_poison"
    intent = "harm"
    params: ClassVar[Mapping[str, ParamType]] = {
        "list": LIST,
        "spreads_past": list,
        "spares_roles": Ids("secret_role"),
        "cause": str,
        "spread_cause": str,
        "anti": str,
    }

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = str(ro.target)
        shot = lethal_shot(ctx, ro, target, str(ro.effect("cause", "poison")), "poison")
        decided = shot["by"]
        if shot["done"] or decided in ro.effect("spreads_past", ()):
            night(ctx).poisoned[target] = (ro.actor, ro.ref)
            ctx.act(ro.actor, ro.ability.id, [target], NightOutcome.POISON_SPREADS, order=ro.ref)
        result(ctx, ro, shot["done"], decided)
