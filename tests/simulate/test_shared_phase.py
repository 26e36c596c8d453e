"""The simulator's shared phase, order by order: `check_alone` judges one order as
`validate_orders` judges it, and `accept_checked` accepts a phase's orders as it does
(combinations, refs, indexes), so the resolution can go on from the policy's phase
(`resolve_prepared`)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import builtin_ruleset, new_game
from engine.model.state import Order
from engine.resolution.context import ResolvedOrder, take_votes
from engine.resolution.driver import open_phase, resolve_prepared
from engine.resolution.validate import accept_checked, check_alone, phase_votes, validate_orders
from engine.simulate.play import POLICIES, SeededMaster, game_seed, load
from engine.simulate.table import deal_table
from tests.engine.am15.test_rules_delayed import game
from tests.engine.am15.test_rules_public_roles import BOSS_DEAD
from tests.engine.conftest import resolve_text


def bound(accepted: list[ResolvedOrder]) -> list[tuple[Any, ...]]:
    """What the steps read of accepted orders."""
    return [
        (ro.order, ro.ref, ro.index, ro.actor, ro.ability.key, ro.grant, ro.targets, ro.params)
        for ro in accepted
    ]


def test_an_order_that_does_not_combine_is_left_out_and_the_rest_numbered_again() -> None:
    """Seed 000, the brute takes the boss's pistol: «может использовать его одновременно с
    нападением или прослушкой» — not beside the guard. Each order passes alone; together
    the pistol is left out, as `validate_orders` rejects it (not_combinable), and the
    guard is numbered as the phase's only order."""
    rs = builtin_ruleset("am15")
    (p1,) = resolve_text(game(BOSS_DEAD, ["votes: {Civ: Bos, Ci2: Bos}"]))
    ctx = open_phase(rs, p1.state, {}, display=False)
    take_votes(ctx, {})
    orders = [Order("Bru", "pistol", ("Civ",)), Order("Bru", "guard", ("Ci2",))]
    pistol, guard = (check_alone(ctx, order) for order in orders)
    assert pistol is not None and guard is not None
    assert check_alone(ctx, Order("Bru", "pistol", ("Civ", "Civ"))) is None  # too_many_targets
    full = open_phase(rs, p1.state, {})
    assert [ro.ability.id for ro in validate_orders(full, orders)] == ["guard"]
    assert [r.code for r in full.rejected] == ["not_combinable"]
    accepted = accept_checked(ctx, [pistol, guard])
    assert [(ro.ability.id, ro.ref, ro.index) for ro in accepted] == [("guard", "2.1", 0)]
    # the input without the pistol: validate_orders makes the same order of it
    assert bound(validate_orders(open_phase(rs, p1.state, {}), [guard.order])) == bound(accepted)


@pytest.mark.parametrize("ruleset", ["am15", "am15_return", "mafialife"])
@pytest.mark.parametrize("pol", ["greedy", "random"])
def test_the_policy_accepts_what_validate_orders_accepts(ruleset: str, pol: str) -> None:
    """Whole simulated games: the ResolvedOrders the policy's phase hands to the resolution
    are those `validate_orders` makes of the policy's input in a phase of its own, field by
    field (order, ref, index, grant, targets, parameters)."""
    rs = load(ruleset)
    seed = game_seed(3, 0)
    state = new_game(rs, deal_table(rs, 16, seed), seed)
    chooser = POLICIES[pol](rs, random.Random(seed))
    master = SeededMaster(random.Random(seed))
    while state.winner is None and state.phase < 15:
        ctx = open_phase(rs, state, {}, master, display=False)
        phase, accepted = chooser.choose(ctx)
        full = open_phase(rs, state, {})
        take_votes(full, phase_votes(full, phase.votes))
        assert bound(validate_orders(full, phase.orders)) == bound(accepted)
        assert full.rejected == []
        assert ctx.inputs.votes == full.inputs.votes
        res = resolve_prepared(ctx, accepted)
        chooser.observe(res)
        state = res.state
