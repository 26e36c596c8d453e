"""The engine's verdict on proposals, by the engine's own checks: `validate.validate_orders`
for orders (with the phase's orders already in, so a proposal that replaces one says so)
and the vote's own ballot check. Nothing is judged here that the engine does not judge."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..effects.families.ballots import ballot_problem
from ..model.state import GameState, Order, PhaseInput
from ..resolution.context import PhaseContext, take_votes
from ..resolution.validate import prepare_phase, validate_orders
from ..ruleset.load import Ruleset
from ..trace import Rejection
from .model import Verdict, VerdictKind

PROBE = "proposal:"


def order_verdicts(
    ruleset: Ruleset, state: GameState, inputs: PhaseInput, orders: Sequence[Order]
) -> list[Verdict]:
    """One verdict per order, all proposed together after the phase's current orders."""
    if not orders:
        return []
    probes = [replace(o, ref=f"{PROBE}{i}") for i, o in enumerate(orders)]
    ctx = PhaseContext(ruleset, state, inputs.decisions)
    prepare_phase(ctx)
    take_votes(ctx, dict(inputs.votes))
    validate_orders(ctx, (*inputs.orders, *probes))
    found: dict[str, Rejection] = {}
    for r in ctx.rejected:
        if r.order.ref and r.order.ref.startswith(PROBE):
            found.setdefault(r.order.ref, replace(r, order=orders[int(r.order.ref[len(PROBE) :])]))
    return [_verdict(found.get(p.ref or "")) for p in probes]


def vote_verdict(ruleset: Ruleset, state: GameState, voter: str, candidate: str | None) -> Verdict:
    if candidate is None:
        return Verdict(VerdictKind.VALID)
    ctx = PhaseContext(ruleset, state, {})
    problem = ballot_problem(ctx, voter, candidate)
    if problem is None:
        return Verdict(VerdictKind.VALID)
    code, data = problem
    return Verdict(VerdictKind.REJECTED, Rejection(Order(voter, "vote", (candidate,)), code, data))


def _verdict(rejection: Rejection | None) -> Verdict:
    if rejection is None:
        return Verdict(VerdictKind.VALID)
    return Verdict(VerdictKind.REJECTED, rejection)
