"""Which abilities each character has this phase, and which orders are legal.

Illegal orders are never dropped: they are kept as rejections with a code and the data
of the reason. Structural problems (unknown names) are rejected here too, so the API never
raises on any order set; the scenario loader catches them earlier with file and line.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol

from ..effects import effect_kind
from ..model.codes import Reason
from ..model.state import GameState, Order, PhaseInput
from ..ruleset.load import Grant, Ruleset, SecretRoleDef, TraitGrant
from ..trace import Rejection
from .context import Live, PhaseContext, ResolvedOrder, public_roles_of, take_actors, take_votes
from .order_checks import check_order

# --- abilities and traits in force this phase ------------------------------------------------


def prepare_phase(ctx: PhaseContext) -> None:
    """Compute every living character's abilities and traits for this phase."""
    for live in ctx.seated():
        if live.start.alive:
            _prepare(ctx, live)


def _prepare(ctx: PhaseContext, live: Live) -> None:
    rs = ctx.ruleset
    role = rs.secret_roles[live.start.secret_role]
    active = _successions(ctx, live, role) if role.succession else ()
    publics = public_roles_of(ctx, live)
    key = ("abilities", role.id, *publics, active, ctx.size)
    grants, traits = rs.memo(key, lambda: _abilities(rs, role, publics, active, ctx.size))
    live.grants = list(grants)
    live.traits = dict(traits)
    for public_id in publics:
        prole = rs.public_roles[public_id]
        if public_id != live.start.public_role and prole.max_hp and prole.max_hp > live.max_hp:
            live.max_hp = prole.max_hp  # looted big guy/ambal: more max HP, not HP
    for effect in live.effects_of("grant", ctx.phase):
        ability = effect.params["ability"]
        live.grants.append(Grant(ability, slot=effect.params.get("slot", "main")))


def _successions(ctx: PhaseContext, live: Live, role: SecretRoleDef) -> tuple[int, ...]:
    """The role's successions in force (each of its roles dead), their counters inherited."""
    active = []
    for k, succ in enumerate(role.succession):
        if all(ctx.role_dead(r) for r in succ.when_dead):
            active.append(k)
            for counter, source in succ.inherit_counters.items():
                _inherit_counter(ctx, live, counter, source)
    return tuple(active)


def _abilities(
    rs: Ruleset, role: SecretRoleDef, publics: list[str], active: tuple[int, ...], size: str
) -> tuple[tuple[Grant, ...], Mapping[str, Mapping[str, Any]]]:
    """The grants and traits of a character of `role` with the public roles `publics` and
    the successions `active`, in a game of size column `size`: the same for every
    character and phase alike, so kept on the ruleset (`prepare_phase` copies them)."""
    own_grants, own_traits = _in_size(rs, ("secret", role.id), role, size)
    grants = list(own_grants)
    traits = dict(own_traits)
    for k in active:
        # a succession's grant of an ability the role has replaces it (another slot)
        inherited, more = _in_size(rs, ("succession", role.id, k), role.succession[k], size)
        keys = {g.ability for g in inherited}
        grants[:] = [g for g in grants if g.ability not in keys]
        grants.extend(inherited)
        traits.update(more)
    for public_id in publics:
        prole = rs.public_roles[public_id]
        more_grants, more = _in_size(rs, ("public", public_id), prole, size)
        grants.extend(more_grants)
        traits.update(more)
    return tuple(grants), traits


class _Holder(Protocol):
    """A role, a public role or a succession: what grants abilities and traits."""

    @property
    def grants(self) -> tuple[Grant, ...]: ...
    @property
    def traits(self) -> tuple[TraitGrant, ...]: ...


def _in_size(
    rs: Ruleset, key: tuple[str | int, ...], holder: _Holder, size: str
) -> tuple[tuple[Grant, ...], Mapping[str, Mapping[str, Any]]]:
    """The grants and traits `holder` gives in a game of size column `size` (a table of
    the ruleset's, kept on it: every seat of every phase asks)."""

    def build() -> tuple[tuple[Grant, ...], Mapping[str, Mapping[str, Any]]]:
        grants = tuple(g for g in holder.grants if g.in_size(size))
        return grants, {t.trait: t.params for t in holder.traits if t.in_size(size)}

    return rs.memo(("in_size", *key, size), build)


def _inherit_counter(ctx: PhaseContext, live: Live, counter: str, source_role: str) -> None:
    flag = f"inherited:{counter}"
    if live.counters.get(flag):
        return
    total = sum(p.counters.get(counter, 0) for p in ctx.role_holders(source_role))
    live.counters[counter] = live.counters.get(counter, 0) + total
    live.counters[flag] = 1


# --- orders -----------------------------------------------------------------------------------


def phase_votes(ctx: PhaseContext, votes: Mapping[str, str]) -> dict[str, str]:
    """The votes this phase takes: none in a phase kind of secret orders only (a night),
    where each is kept as a rejected order."""
    if ctx.kind.accepts(public=True):
        return dict(votes)
    for voter, candidate in votes.items():
        order = Order(voter, "vote", (candidate,), ref=f"{ctx.phase}.vote.{voter}")
        ctx.reject(order, Reason.WRONG_PHASE, ability="vote", kind=ctx.kind.id)
    return {}


def validate_orders(ctx: PhaseContext, orders: Sequence[Order]) -> list[ResolvedOrder]:
    """Bind each order to a grant and check it; return the accepted ones in input order."""
    bound: list[ResolvedOrder] = []
    for index, order in enumerate(orders):
        ref = order.ref or _place(ctx, index)
        if ctx.display:  # the order carries its ref only where it is shown (trace, rejections)
            order = _numbered(ctx, order, index)
        ro = _bind(ctx, order, index, ref)
        if ro is not None:
            bound.append(ro)
    current = _replaced(ctx, bound)
    accepted: list[ResolvedOrder] = []
    for ro in current:
        problem = check_order(ctx, ro)
        if problem is not None:
            code, data = problem
            ctx.reject(ro.order, code, **data)
        else:
            accepted.append(ro)
    return _together(ctx, orders, accepted)


def _numbered(ctx: PhaseContext, order: Order, index: int) -> Order:
    """The order with its ref: its own, else its place among the phase's orders."""
    if order.ref:
        return order
    ref = _place(ctx, index)
    return Order(order.actor, order.ability, order.targets, order.params, order.by, ref)


def _place(ctx: PhaseContext, index: int) -> str:
    """An order's ref when it has none: its place among the phase's orders."""
    return f"{ctx.phase}.{index + 1}"


def _replaced(ctx: PhaseContext, bound: list[ResolvedOrder]) -> list[ResolvedOrder]:
    """A later order in the same slot replaces an earlier one (orders may be changed)."""
    last: dict[tuple[str, str], ResolvedOrder] = {}
    for ro in bound:
        key = _slot_key(ro)
        if key in last:
            old = last[key]
            ctx.reject(old.order, Reason.REPLACED, replaced_by=ro.ref, ability=old.ability.id)
        last[key] = ro
    kept = {id(ro) for ro in last.values()}
    return [ro for ro in bound if id(ro) in kept]


def _together(
    ctx: PhaseContext, orders: Sequence[Order], accepted: list[ResolvedOrder]
) -> list[ResolvedOrder]:
    """The orders that passed their own checks, checked together (combinations); and what
    the steps read of the phase's orders as a whole."""
    accepted = _check_combinations(ctx, accepted)
    take_actors(
        ctx,
        {ro.actor for ro in accepted if not ro.ability.public},
        {o.actor for o in orders if ctx.ruleset.ability_named(o.ability)[1]},
    )
    return accepted


def _slot_key(ro: ResolvedOrder) -> tuple[str, str]:
    """Orders with the same key replace each other (the later stands); each order of a
    repeatable ability (a card game's plays) is its own."""
    if ro.ability.repeatable:
        return (ro.actor, "order:" + ro.ref)
    return (ro.actor, ro.grant.slot if not ro.ability.public else "public:" + ro.ability.id)


def _bind(ctx: PhaseContext, order: Order, index: int, ref: str) -> ResolvedOrder | None:
    rs = ctx.ruleset
    if order.actor not in ctx.players:
        ctx.reject(order, Reason.UNKNOWN_PLAYER, player=order.actor)
        return None
    ability_id = rs.ability_named(order.ability)[0]
    candidates = rs.abilities_by_id(ability_id)
    if not candidates:
        ctx.reject(order, Reason.UNKNOWN_ABILITY, ability=order.ability)
        return None
    live = ctx.live(order.actor)
    if not live.start.alive:
        ctx.reject(order, Reason.ACTOR_DEAD, player=order.actor)
        return None
    abilities = rs.abilities
    for grant in live.grants:
        if abilities[grant.ability].id == ability_id:
            break
    else:
        code, data = _why_not_granted(ctx, live, ability_id)
        ctx.reject(order, code, **data)
        return None
    ability = rs.abilities[grant.ability]
    params = dict(order.params) if order.params else {}
    return ResolvedOrder(order, ability, grant, order.targets, params, ref, index)


def _why_not_granted(ctx: PhaseContext, live: Live, ability_id: str) -> tuple[str, dict[str, Any]]:
    rs = ctx.ruleset
    role = rs.secret_roles[live.start.secret_role]
    everything = list(role.grants) + [g for s in role.succession for g in s.grants]
    for g in everything:
        if rs.abilities[g.ability].id != ability_id:
            continue
        if not g.in_size(ctx.size):
            return Reason.WRONG_GAME_SIZE, {"ability": ability_id, "size": ctx.size}
        return Reason.NOT_YET, {"ability": ability_id, "role": role.id}
    return Reason.NOT_YOUR_ABILITY, {
        "player": live.name,
        "ability": ability_id,
        "secret_role": live.start.secret_role,
        "public_role": live.start.public_role,
    }


def _check_combinations(ctx: PhaseContext, accepted: list[ResolvedOrder]) -> list[ResolvedOrder]:
    """Orders in an extra slot are only legal alongside the abilities they combine with."""
    mains: dict[str, ResolvedOrder] = {}
    for ro in accepted:
        if not ro.ability.public and ro.grant.slot == "main":
            mains[ro.actor] = ro
    kept: list[ResolvedOrder] = []
    for ro in accepted:
        if not ro.ability.public and ro.grant.slot != "main" and ro.actor in mains:
            main = mains[ro.actor]
            if ro.grant.combines_with and main.ability.id not in ro.grant.combines_with:
                ctx.reject(
                    ro.order,
                    Reason.NOT_COMBINABLE,
                    ability=ro.ability.id,
                    other=main.ability.id,
                    allowed=list(ro.grant.combines_with),
                )
                continue
        kept.append(ro)
    return kept


# --- one order at a time (the balance simulator's policies) ----------------------------------


def check_alone(ctx: PhaseContext, order: Order) -> ResolvedOrder | None:
    """`order` bound to its grant and put through the checks of one order
    (`engine.resolution.order_checks`) against the prepared phase, as `validate_orders` checks it;
    None when it would be rejected (no rejection is kept). A cheap probe: the other orders
    are not needed, since no check of one order reads another (those are `_replaced` and
    `_together`, which `accept_checked` runs). Its ref and index come from `accept_checked`."""
    before = len(ctx.rejected)
    ro = _bind(ctx, order, 0, order.ref or "")
    if ro is not None and check_order(ctx, ro) is not None:
        ro = None
    del ctx.rejected[before:]
    return ro


def accept_checked(ctx: PhaseContext, checked: Sequence[ResolvedOrder]) -> list[ResolvedOrder]:
    """The orders of `checked` (each passed `check_alone` against this phase) as
    `validate_orders` accepts them when submitted in this order: numbered as it numbers
    them (refs, indexes), then checked together. What that leaves out is not submitted:
    the rest is numbered and checked again, so that the orders of the accepted
    ResolvedOrders (`ro.order`) are a phase's input `validate_orders` accepts whole, into
    these same ResolvedOrders (ready for `engine.resolution.driver.resolve_prepared`)."""
    plain = [ro.order for ro in checked]
    current = list(checked)
    while True:
        orders = [_numbered(ctx, order, index) for index, order in enumerate(plain)]
        for index, (ro, order) in enumerate(zip(current, orders, strict=True)):
            ro.order, ro.ref, ro.index = order, order.ref or "", index
        before = len(ctx.rejected)
        accepted = _together(ctx, orders, _replaced(ctx, current))
        del ctx.rejected[before:]
        if len(accepted) == len(current):
            return accepted
        kept = {id(ro) for ro in accepted}
        plain = [order for order, ro in zip(plain, current, strict=True) if id(ro) in kept]
        current = accepted


# --- for the console: what a character may order ----------------------------------------------


def judge_orders(ruleset: Ruleset, state: GameState, phase: PhaseInput) -> list[Rejection]:
    """The orders rejected up front (validation only: no step runs) — what the console
    needs to judge a target or an order as it is typed, at a fraction of a resolution."""
    ctx = PhaseContext(ruleset, state, phase.decisions)
    prepare_phase(ctx)
    take_votes(ctx, dict(phase.votes))
    validate_orders(ctx, phase.orders)
    return list(ctx.rejected)


def legal_params(
    ruleset: Ruleset,
    state: GameState,
    phase: PhaseInput,
    actor: str,
    ability_id: str,
    param: str,
) -> tuple[str, ...] | None:
    """The values the engine offers for an order's text parameter at the start of the
    phase (a card game: the cards `actor` holds where the ability takes them from); None:
    any text. The order's own checks still judge the order as a whole."""
    found = ruleset.abilities_by_id(ability_id)
    if not found or all(p.name != actor for p in state.players):
        return None
    ctx = PhaseContext(ruleset, state, phase.decisions)
    prepare_phase(ctx)
    return effect_kind(found[0].kind).param_options(ctx, actor, found[0], param)


def legal_targets(
    ruleset: Ruleset,
    state: GameState,
    phase: PhaseInput,
    order: Order,
    candidates: Sequence[str],
    replacing: str | None = None,
) -> list[str]:
    """The candidates validation accepts as `order`'s single target (the order added to
    the phase's orders, instead of the order `replacing`, a ref). A cancellation later in
    the phase is not about the target, so no step is run."""
    probe_ref = "probe"
    others = tuple(o for o in phase.orders if replacing is None or o.ref != replacing)
    legal: list[str] = []
    for name in candidates:
        probe = replace(order, targets=(name,), ref=probe_ref)
        rejected = judge_orders(ruleset, state, replace(phase, orders=(*others, probe)))
        if not any(r.order.ref == probe_ref for r in rejected):
            legal.append(name)
    return legal


# what a character holds lives in resolution/held.py; importable from here as before
from .held import HeldAbility as HeldAbility  # noqa: E402
from .held import abilities_of as abilities_of  # noqa: E402
