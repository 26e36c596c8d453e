"""What `game order add` and `game vote` tell the master at once (issue 31.5), before the
resolution does: an order the resolution would reject (a card not held, a dead actor...)
is a warning line; one naming an id the game does not have (an unknown card) is refused,
as an unknown ability is. The order is tried in a resolution of its phase with the inputs
stored (a dry run, nothing written); a phase that cannot be resolved yet is not tried."""

from __future__ import annotations

from ..model.errors import EngineError, InputError
from ..model.state import Order, PhaseInput
from ..resolution.driver import resolve_phase
from ..texts import render_reason
from ..trace import Rejection
from .game import GameStore
from .inputs import OrderProblem, check_order

PROBE_REF = "new"  # the dry run's ref for the order being added


def order_rejection(store: GameStore, phase: int, order: Order) -> Rejection | None:
    """Why the resolution of `phase` would reject `order` now: first tried alone (what is
    wrong with the order itself: a card not held or unknown, a dead actor), then with the
    phase's stored orders (what another order does to it). None: it would run, or the phase
    cannot be resolved yet (an earlier phase not committed)."""
    if phase > store.open_phase():
        return None
    try:
        checked = check_order(store.ruleset, store.players(), order)
        inputs = store.phase_input(phase)
        state = store.state(phase - 1)
    except (EngineError, OrderProblem):  # the store's own check says what is wrong
        return None
    probe = Order(
        checked.actor, checked.ability, checked.targets, checked.params, checked.by, PROBE_REF
    )
    for orders in ((probe,), (*inputs.orders, probe)):
        try:
            res = resolve_phase(
                store.ruleset, state, PhaseInput(orders, inputs.votes, inputs.decisions)
            )
        except EngineError:
            return None
        found = next((r for r in res.trace.rejected if r.order.ref == PROBE_REF), None)
        if found is not None:
            return found
    return None


def check_new_order(store: GameStore, phase: int, order: Order, lang: str) -> str | None:
    """A warning line for an order the resolution would reject; InputError (nothing is
    written) when the reason is an id the game does not know."""
    rejected = order_rejection(store, phase, order)
    if rejected is None:
        return None
    reason = render_reason(store.ruleset, rejected, lang)
    if rejected.code.startswith("unknown"):
        raise InputError(
            f"{order.actor} ({order.ability}): {reason}; nothing was added", str(store.path)
        )
    return f"phase {phase}: the resolution would reject this order: {reason}"


def vote_warnings(store: GameStore, phase: int, voter: str, candidate: str | None) -> list[str]:
    """Who of the vote is dead at the start of `phase` (the vote will not count)."""
    if phase > store.open_phase():
        return []
    try:
        alive = {p.name: p.alive for p in store.state(phase - 1).players}
    except EngineError:
        return []
    found = []
    if not alive.get(voter, True):
        found.append(f"phase {phase}: {voter} is dead: this vote will not count")
    if candidate is not None and not alive.get(candidate, True):
        found.append(f"phase {phase}: a vote for {candidate}, who is dead")
    return found
