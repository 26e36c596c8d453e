"""The step driver: validate orders, run step 0, steps 1..N from the ruleset, end of phase.

It knows nothing of AM-15: the ruleset names the hooks of each step and of the end of the
phase, and each ability's effect kind; the driver only calls them in order and freezes the
result into the next `GameState` and an immutable `PhaseTrace`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..effects import Hook, effect_kind, get_hook, immune_to
from ..effects.common import note, spend
from ..model.codes import Outcome, Reason
from ..model.state import GameState, PhaseInput, PlayerState, frozen_map
from ..ruleset.extensions import player_json
from ..ruleset.load import Ruleset
from ..trace import Action, HpEvent, PhaseTrace, PlayerSummary, PublicSummary, StepTrace
from .context import Decider, PhaseContext, ResolvedOrder, order_step, take_votes
from .validate import phase_votes, prepare_phase, validate_orders


@dataclass(frozen=True)
class Resolution:
    """A resolved phase: the trace to show and the state to carry on from."""

    trace: PhaseTrace
    state: GameState


def resolve_phase(
    ruleset: Ruleset,
    state: GameState,
    phase: PhaseInput,
    decider: Decider | None = None,
    *,
    display: bool = True,
) -> Resolution:
    """Resolve the next phase of `state` with the master's inputs. Pure: same in, same out.

    `display=False` (the balance simulator) skips building what only a reader of the trace
    needs (steps, player rows, rejections, questions...): the trace keeps the outcome
    (deaths, vote, public summary, messages) and the state is exactly the same."""
    ctx = open_phase(ruleset, state, phase.decisions, decider, display=display)
    # extra votes are checked against the vote
    take_votes(ctx, phase_votes(ctx, phase.votes))
    accepted = validate_orders(ctx, phase.orders)
    return resolve_prepared(ctx, accepted)


def open_phase(
    ruleset: Ruleset,
    state: GameState,
    decisions: Mapping[str, Any],
    decider: Decider | None = None,
    *,
    display: bool = True,
) -> PhaseContext:
    """The phase after `state`, prepared (`prepare_phase`): what orders are checked against."""
    ctx = PhaseContext(ruleset, state, decisions, decider, display=display)
    if state.phase == 0:
        ctx.warnings.extend(state.extra.get("setup_warnings", ()))
    prepare_phase(ctx)
    return ctx


def resolve_prepared(ctx: PhaseContext, accepted: list[ResolvedOrder]) -> Resolution:
    """The rest of `resolve_phase`, from a phase `open_phase` opened, whose vote is in
    (`take_votes`, from `phase_votes`) and whose orders are `accepted`, the
    ResolvedOrders `validate_orders` accepted (or `accept_checked`: the balance simulator
    checks its orders in the phase it then resolves, once)."""
    ctx.orders = accepted
    by_step: dict[int, list[ResolvedOrder]] = {}
    for ro in accepted:
        by_step.setdefault(order_step(ctx, ro), []).append(ro)
    seat = {name: i for i, name in enumerate(ctx.order_of_seats)}
    for number, orders in by_step.items():
        # simultaneous orders of one step run in seating order (ruling same_step_order),
        # after the step's own order of abilities where the ruleset gives one
        ranks = _ability_ranks(ctx, number)
        if ranks:
            last = len(ranks)
            orders.sort(key=lambda ro: (ranks.get(ro.ability.key, last), seat[ro.actor], ro.index))
        else:
            orders.sort(key=lambda ro: (seat[ro.actor], ro.index))

    for number, passives, after in _step_plan(ctx):
        ctx.step = number
        for hook in passives:
            hook(ctx)
        if number in by_step:
            for ro in by_step[number]:
                run_order(ctx, ro)
        if ctx.later:  # most phases leave nothing for later
            for fn in ctx.later.pop(number, ()):
                fn(ctx)
        for hook in after:
            hook(ctx)
    ctx.step = ctx.kind.steps[-1]  # the contract: end-of-phase events keep the last step
    ctx.ending = True
    for name in ctx.kind.end_of_phase:
        get_hook(name)(ctx)
    return _freeze(ctx, accepted, ctx.display)


StepPlan = list[tuple[int, tuple[Hook, ...], tuple[Hook, ...]]]


def _ability_ranks(ctx: PhaseContext, number: int) -> dict[str, int]:
    """The step's `order` (ability keys) as ranks; empty when it gives none."""
    for step in ctx.ruleset.steps:
        if step.number == number:
            return {key: i for i, key in enumerate(step.order)}
    return {}


def _step_plan(ctx: PhaseContext) -> StepPlan:
    """The phase kind's steps with their hooks looked up: (number, passives, after). The
    same for every phase of the kind, so kept on the ruleset."""

    def build() -> StepPlan:
        return [
            (
                step.number,
                tuple(get_hook(n) for n in step.passives),
                tuple(get_hook(n) for n in step.after),
            )
            for step in ctx.steps()
        ]

    return ctx.ruleset.memo(("step_plan", ctx.kind.id, ctx.kind.steps), build)


def run_order(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    """Run one accepted order at its step, unless something cancelled it since."""
    actor = ctx.live(ro.actor)
    if ro.cancelled is not None:
        return
    # an execution cancels what of the executed must not run (the ruleset's hook decides);
    # what it left, such as a public ability of the same day, still runs
    if not actor.alive and not actor.executed:
        ro.cancelled = "actor_dead"
        ctx.reject(ro.order, Reason.ACTOR_DEAD, ctx.step, player=ro.actor)
        return
    if ro.targets and not ro.ability.targets.dead:
        players = ctx.players
        dead_targets = [t for t in _distinct(ro.targets) if not players[t].alive]
        if dead_targets and len(dead_targets) == len(set(ro.targets)):
            ro.cancelled = "target_dead"
            ctx.reject(ro.order, Reason.TARGET_DEAD, ctx.step, targets=dead_targets)
            return
        if dead_targets:
            ro.targets = tuple(t for t in ro.targets if t not in dead_targets)
    kind = effect_kind(ro.ability.kind)
    if not ro.ability.public and ro.ability.targeted:
        for target in _distinct(ro.targets):
            if kind.applies_to(ctx, ro, target):
                ctx.visit(ro.actor, target, ro.ability.id)
    # an order with no effect on any of its targets (the ruleset's immunity traits: the
    # paranoid); a check decides its own result on such a target
    shield = None if kind.is_check else _shield(ctx, ro)
    if shield is not None:
        ctx.act(
            ro.actor, ro.ability.id, ro.targets, Outcome.NO_EFFECT, [note(shield)], order=ro.ref
        )
    else:
        kind.run(ctx, ro)
    spend(ctx, ro)


def _distinct(targets: tuple[str, ...]) -> tuple[str, ...]:
    """Each target once, in order (most orders have one: no dict made for it)."""
    return targets if len(targets) < 2 else tuple(dict.fromkeys(targets))


def _shield(ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
    """The first target's immunity trait when every target is immune to `ro`, else None
    (the first target without one ends the search: immunities are predicates)."""
    first = None
    for target in ro.targets:
        found = immune_to(ctx, ro, target)
        if found is None:
            return None
        first = first or found
    return first


def _freeze(
    ctx: PhaseContext, accepted: Iterable[ResolvedOrder], display: bool = True
) -> Resolution:
    rs = ctx.ruleset
    players = tuple(live.freeze() for live in ctx.seated())
    state = _next_state(ctx, players)
    outcome = ctx.outcome
    public = PublicSummary() if outcome.public is None else outcome.public
    messages = tuple(ctx.messages if outcome.delivered is None else outcome.delivered)
    if not display:
        return Resolution(
            PhaseTrace(
                number=ctx.phase,
                kind=ctx.kind.id,
                executed=ctx.executed,
                steps=(),
                deaths=tuple(ctx.deaths),
                players=(),
                start={},
                messages=messages,
                rejected=(),
                questions=(),
                votes=ctx.votes,
                public=public,
                orders=(),
                rulings={},
            ),
            state,
        )
    steps: list[StepTrace] = []
    events_at: dict[int, list[HpEvent]] = {}
    actions_at: dict[int, list[Action]] = {}
    for e in ctx.events:
        events_at.setdefault(e.step, []).append(e)
    for a in ctx.actions:
        actions_at.setdefault(a.step, []).append(a)
    for step in ctx.steps():
        events = tuple(events_at.get(step.number, ()))
        actions = tuple(actions_at.get(step.number, ()))
        if events or actions:
            steps.append(StepTrace(step.number, step.id, events, actions))
    has_hp = rs.numbers.get("hp", True) is not False  # `hp: false`: alive or dead only
    # `max_hp: false`: HP without a maximum (a card game's Hand size)
    has_max = has_hp and rs.numbers.get("max_hp", True) is not False
    fields = tuple(rs.numbers.get("player_fields", ()))  # ruleset-specific player counters
    summaries = tuple(
        PlayerSummary(
            p.name,
            p.hp if has_hp else None,
            p.max_hp if has_max else None,
            p.status,
            p.public_status,
            p.alive,
            p.location,
            p.marks,
            _flags(ctx, p.name),
            p.public_role,
            _sorted(
                {
                    **{f: p.counters.get(f, 0) for f in fields},
                    **player_json(rs.columns, state.extra, p.name),
                }
            ),
        )
        for p in players
    )
    trace = PhaseTrace(
        number=ctx.phase,
        kind=ctx.kind.id,
        executed=ctx.executed,
        steps=tuple(steps),
        deaths=tuple(ctx.deaths),
        players=summaries,
        start={p.name: p.hp for p in ctx.state.players},
        messages=messages,
        rejected=tuple(ctx.rejected),
        questions=tuple(ctx.questions),
        votes=ctx.votes,
        public=public,
        orders=tuple(ro.order for ro in accepted),
        rulings=_sorted({r: ctx.rule(r) for r in rs.rulings}),
        warnings=tuple(ctx.warnings),
        notes=tuple(ctx.notes),
    )
    return Resolution(trace, state)


def _next_state(ctx: PhaseContext, players: tuple[PlayerState, ...]) -> GameState:
    return ctx.state.advanced(
        ctx.phase,
        players,
        _sorted(ctx.tallies),
        ctx.outcome.winner or ctx.state.winner,
        ctx.frozen_extra(),
    )


def _flags(ctx: PhaseContext, name: str) -> tuple[str, ...]:
    flags: set[str] = set()
    for e in ctx.live(name).effects:
        if e.kind != "mark" and (e.active_to is None or e.active_to > ctx.phase):
            flags.add(str(e.params.get("ability", e.kind)) if e.kind == "grant" else e.kind)
    return tuple(sorted(flags))


def _sorted(data: Mapping[str, Any]) -> Mapping[str, Any]:
    return frozen_map(data)
