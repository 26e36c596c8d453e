"""What the console shows about one phase (`PhaseView`), how it is computed from the store
(`compute_view`: pure reading and resolving, no Qt), and which store changes can alter the
shown resolution. The session (session.py) recomputes it after each change."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine import EngineError, GameState, Order, PhaseInput, resolve_phase
from engine.store import Changes, Confirmation, GameStore, OrderRow, PhaseRow, PhaseStatus
from engine.trace import PhaseTrace

from . import bridge

EVERYTHING = Changes(
    orders=True, votes=True, decisions=True, phases=True, state=True, rulings=True, players=True
)


def resolution_changed(changes: Changes) -> bool:
    """Could the shown resolution (orders, trace, HP...) differ after `changes`? Posts and
    sent marks alone do not: the views of the trace keep their models (and selections)."""
    return any(
        (
            changes.orders,
            changes.votes,
            changes.decisions,
            changes.phases,
            changes.state,
            changes.rulings,
            changes.players,
        )
    )


@dataclass(frozen=True)
class PhaseView:
    """What the console shows about one phase, computed once per change."""

    number: int
    row: PhaseRow
    state: GameState  # the state the phase starts from
    inputs: PhaseInput
    orders: tuple[OrderRow, ...]
    trace: PhaseTrace | None
    abilities: Mapping[str, Sequence[bridge.Ability]] = field(default_factory=dict)
    problem: str | None = None  # why there is no trace (an earlier phase is stale...)
    after: GameState | None = None  # the state the trace leads to (public roles for posts)
    # what the master sees, as stored: a commit checks it again (nothing changed meanwhile)
    confirmation: Confirmation | None = None
    # the open phase's resolution is not computed yet (the first game at start: it is
    # computed just after the window first shows the game, `GameSession.resolve_pending`):
    # no trace, no abilities, no problem; the views say "resolving…" where they need them
    resolving: bool = False

    @property
    def committed(self) -> bool:
        return self.row.status in (PhaseStatus.COMMITTED, PhaseStatus.STALE)

    @property
    def active_orders(self) -> list[Order]:
        return [o.order for o in self.orders if not o.withdrawn]

    def to_act(self) -> list[str]:
        """The living players, by seat, with an ability they can order in this phase that
        the orders already in have not spent (as the engine checks it: `engine.resolution.held`; a
        mafia member once another has sent the faction's kill: nothing left to do)."""
        players = sorted(self.state.players, key=lambda p: p.seat)
        return [
            p.name
            for p in players
            if p.alive and any(a.usable and not a.spent for a in self.abilities.get(p.name, ()))
        ]


def compute_view(store: GameStore, number: int, resolve: bool = True) -> PhaseView:
    """What the console shows about phase `number`, read from one state of the file (even
    if another program writes). Pure reading and resolving, no Qt: it may run in a worker
    thread that owns the store at the time (opening a game). Without `resolve`, a phase
    with no stored trace is not resolved: its view is `resolving` (resolving imports the
    rule families and validates the orders, ~300 M instructions the first screen does not
    need: the player table, the inbox's orders and the phases come from the store)."""
    with store.snapshot():
        return _compute_now(store, number, resolve)


def _compute_now(store: GameStore, number: int, resolve: bool = True) -> PhaseView:
    row = store.phase_status(number)
    trace: PhaseTrace | None = None
    after: GameState | None = None
    problem: str | None = None
    try:
        inputs = store.phase_input(number)
        orders = tuple(store.orders(number))
    except EngineError as exc:  # a damaged row: named, and the rest stays usable
        inputs, orders, problem = PhaseInput(), (), str(exc)
    try:
        state = store.state(number - 1)
    except EngineError as exc:
        # a later phase holding early orders: it resolves once the ones before it are
        # committed; meanwhile its orders show against the latest committed state
        state, problem = latest_state(store), problem or str(exc)
    if row.status in (PhaseStatus.COMMITTED, PhaseStatus.STALE):
        try:
            trace = store.trace(number)
            if trace is not None:
                after = store.state(number)
        except EngineError as exc:
            trace, problem = None, str(exc)
    if trace is None and problem is None and not resolve:
        return PhaseView(
            number,
            row,
            state,
            inputs,
            orders,
            None,
            confirmation=store.confirmation(number),
            resolving=True,
        )
    if trace is None and problem is None:
        try:
            res = resolve_phase(store.ruleset, state, inputs)
            trace, after = res.trace, res.state
        except Exception as exc:  # an engine bug must not take the console down
            problem = f"{type(exc).__name__}: {exc}"
    return PhaseView(
        number,
        row,
        state,
        inputs,
        orders,
        trace,
        bridge.abilities_of(store.ruleset, state, standing(orders, trace)),
        problem,
        after,
        None if problem else store.confirmation(number),
    )


def standing(orders: Sequence[OrderRow], trace: PhaseTrace | None) -> list[Order]:
    """The orders in that the engine did not reject when it checked them (the trace's
    rejections without a step): what may have spent another player's ability."""
    rejected = [r.order for r in trace.rejected if r.step is None] if trace else []
    return [o.order for o in orders if not o.withdrawn and o.order not in rejected]


def latest_state(store: GameStore) -> GameState:
    """The latest state that can be read (the deal at worst)."""
    for number in range(store.open_phase() - 1, -1, -1):
        try:
            return store.state(number)
        except EngineError:
            continue
    raise EngineError(f"{store.path}: no state of the game can be read")
