"""Orders, votes, decisions, rulings and the deal: each edit is kept, validated, and says
what changed."""

from __future__ import annotations

import pytest

from engine.model.state import Order, PlayerSetup, frozen_map
from engine.store import Changes, GameStore, PhaseStatus, StoreError

from .conftest import SMALL

KATANA = Order("Alice", "katana", ("Bob",))


def test_add_order_keeps_who_sent_it_the_pasted_text_and_when(small: GameStore) -> None:
    changes = small.add_order(
        1, Order("Alice", "katana", ("Bob",), by="Alice"), source_text="катана в Боба"
    )
    assert changes == Changes(orders=True, phases=True, phase=1)
    (row,) = small.orders(1)
    assert row.phase == 1
    assert row.order == Order("Alice", "katana", ("Bob",), ref="1.1")  # by the actor: None
    assert row.submitted_by == "Alice"
    small.add_order(1, Order("Alice", "katana", ("Dan",), by="Carol"))
    assert small.orders(1)[1].submitted_by == "Carol"
    assert row.source_text == "катана в Боба"
    assert row.created_at and row.edited_at is None and row.withdrawn_at is None
    assert row.history == ()
    assert small.order(row.id) == row


def test_orders_get_stable_refs_in_arrival_order(small: GameStore) -> None:
    small.add_order(1, KATANA)
    small.add_order(1, Order("Carol", "dossier", ("Alice",)))
    small.add_order(1, Order("Bob", "heal", ("Bob",)))
    _, second, _ = small.orders(1)
    small.withdraw_order(second.id)
    inputs = small.phase_input(1)
    assert [o.ref for o in inputs.orders] == ["1.1", "1.3"]  # a withdrawal shifts nothing
    small.add_order(1, Order("Carol", "dossier", ("Dan",)))
    assert [r.order.ref for r in small.orders(1)] == ["1.1", "1.2", "1.3", "1.4"]


def test_localized_ability_names_are_stored_as_ids(small: GameStore) -> None:
    ability = small.ruleset.abilities_by_id("katana")[0]
    small.add_order(1, Order("Alice", ability.names.ru, ("Bob",)))
    assert small.orders(1)[0].order.ability == "katana"


def test_edit_keeps_every_older_version(small: GameStore) -> None:
    small.add_order(1, KATANA, source_text="katana Bob")
    oid = small.orders(1)[0].id
    small.edit_order(oid, Order("Alice", "katana", ("Dan",)), source_text="katana Dan")
    small.edit_order(oid, Order("Alice", "katana", ("Carol",)))
    row = small.order(oid)
    assert row.order == Order("Alice", "katana", ("Carol",), ref="1.1")
    assert row.source_text == "katana Dan"  # None keeps the pasted text
    assert row.edited_at is not None
    assert [o.targets for o in row.history] == [("Bob",), ("Dan",)]
    assert all(o.ref == "1.1" for o in row.history)
    # an edit that changes nothing is no edit
    assert small.edit_order(oid, Order("Alice", "katana", ("Carol",))) == Changes()
    assert len(small.order(oid).history) == 2


def test_withdraw_keeps_the_order_and_leaves_it_out_of_resolution(small: GameStore) -> None:
    small.add_order(1, KATANA)
    oid = small.orders(1)[0].id
    assert small.withdraw_order(oid).orders
    assert small.withdraw_order(oid) == Changes()  # already withdrawn
    (row,) = small.orders(1)
    assert row.withdrawn and row.withdrawn_at
    assert small.orders(1, include_withdrawn=False) == []
    assert small.phase_input(1).orders == ()
    small.restore_order(oid)
    assert small.phase_input(1).orders == (Order("Alice", "katana", ("Bob",), ref="1.1"),)


@pytest.mark.parametrize(
    ("order", "message"),
    [
        (Order("Zed", "katana", ("Bob",)), "unknown player 'Zed'"),
        (Order("Alice", "lightsaber", ("Bob",)), "unknown ability 'lightsaber'"),
        (Order("Alice", "katana", ("Zed",)), "unknown target 'Zed'"),
        (Order("Alice", "katana", ("Bob",), by="Zed"), "unknown player 'Zed'"),
        (Order("Alice", "katana", ("Bob",), frozen_map({"colour": "red"})), "unknown parameter"),
        (Order("Alice", "katana", ("Bob",), frozen_map({"victim": "Zed"})), "unknown player 'Zed'"),
    ],
)
def test_orders_naming_what_the_game_lacks_are_refused(
    small: GameStore, order: Order, message: str
) -> None:
    with pytest.raises(StoreError, match=message) as err:
        small.add_order(1, order)
    assert str(small.path) in str(err.value)
    assert small.orders(1) == []
    assert small.undo_status() == (None, None)


def test_an_illegal_but_well_formed_order_is_kept_and_rejected_by_resolution(
    small: GameStore,
) -> None:
    small.add_order(1, Order("Bob", "katana", ("Alice",)))  # a civilian has no katana
    trace = small.resolve().trace
    assert [r.order.actor for r in trace.rejected] == ["Bob"]
    assert len(small.orders(1)) == 1


def test_orders_go_to_any_phase_from_1(small: GameStore) -> None:
    small.add_order(2, KATANA)  # a pre-order for a later phase
    with pytest.raises(StoreError, match="phases count from 1"):
        small.add_order(0, KATANA)
    with pytest.raises(StoreError, match="no order #99"):
        small.withdraw_order(99)


def test_votes_set_change_and_remove(small: GameStore) -> None:
    assert small.set_vote(1, "Alice", "Bob") == Changes(votes=True, phases=True, phase=1)
    small.set_vote(1, "Carol", "Bob")
    small.set_vote(1, "Carol", "Dan")
    assert small.votes(1) == {"Alice": "Bob", "Carol": "Dan"}
    assert small.set_vote(1, "Carol", "Dan") == Changes()
    small.set_vote(1, "Alice", None)
    assert small.votes(1) == {"Carol": "Dan"}
    assert small.phase_input(1).votes == {"Carol": "Dan"}
    with pytest.raises(StoreError, match="unknown player 'Zed'"):
        small.set_vote(1, "Zed", "Bob")
    with pytest.raises(StoreError, match="unknown player 'Zed'"):
        small.set_vote(1, "Bob", "Zed")


def test_decisions_are_plain_data(small: GameStore) -> None:
    small.set_decision(1, "q1", {"peaceful": False})
    small.set_decision(1, "q2", [1, 2])
    assert small.decisions(1) == {"q1": {"peaceful": False}, "q2": [1, 2]}
    assert small.set_decision(1, "q2", [1, 2]) == Changes()
    small.set_decision(1, "q2", None)
    assert small.decisions(1) == {"q1": {"peaceful": False}}
    with pytest.raises(StoreError, match="not plain data"):
        small.set_decision(1, "q3", object())


def test_rulings_are_checked_and_change_the_starting_state(small: GameStore) -> None:
    ruling = next(iter(small.ruleset.rulings.values()))
    other = next(o for o in ruling.option_ids() if o != ruling.default)
    changes = small.set_ruling(ruling.id, other)
    assert changes.rulings and changes.phases
    assert small.rulings == {ruling.id: other}
    assert dict(small.state().rulings) == {ruling.id: other}
    assert small.set_ruling(ruling.id, other) == Changes()
    small.set_ruling(ruling.id, None)
    assert small.rulings == {}
    with pytest.raises(StoreError, match="unknown ruling"):
        small.set_ruling("no_such_ruling", "x")
    with pytest.raises(StoreError, match="not an option"):
        small.set_ruling(ruling.id, "no_such_option")


def test_a_ruling_change_makes_committed_phases_stale(small: GameStore) -> None:
    small.add_order(1, KATANA)
    small.commit()
    ruling = small.ruleset.rulings["frag_threshold"]
    other = next(o for o in ruling.option_ids() if o != ruling.default)
    small.set_ruling("frag_threshold", other)
    assert small.phases()[0].status is PhaseStatus.STALE
    assert small.phases()[0].stale_reason == "start"
    small.reresolve_stale()
    assert small.phases()[0].status is PhaseStatus.COMMITTED
    assert small.trace(1).rulings["frag_threshold"] == other  # type: ignore[union-attr]


def test_players_change_until_a_phase_is_committed(small: GameStore) -> None:
    deal = [*SMALL, PlayerSetup("Eve", "other", "civilian")]
    changes = small.set_players(deal)
    assert changes.players and changes.state
    assert small.players() == deal
    assert small.state().player("Eve").seat == 5
    small.add_order(1, Order("Eve", "katana", ("Bob",)))
    with pytest.raises(StoreError, match="Eve"):
        small.set_players(SMALL)  # an order names Eve
    # swapping two seats' names is fine
    swapped = [deal[1], deal[0], *deal[2:]]
    small.set_players(swapped)
    assert [p.name for p in small.players()][:2] == ["Bob", "Alice"]
    small.commit()
    with pytest.raises(StoreError, match="committed"):
        small.set_players(deal)


def test_title(small: GameStore) -> None:
    small.set_title("Осенняя игра")
    assert small.title == "Осенняя игра"
    assert small.set_title("Осенняя игра") == Changes()


def test_pre_orders_wait_for_their_phase(small):
    """«Можно подавать заявку на несколько фаз вперёд»: an order for phase 3 while phase 1
    is open is kept, and runs when phase 3 is resolved."""
    from engine.model.state import Order

    small.add_order(3, Order("Alice", "katana", ("Bob",)))
    assert [o.order.ability for o in small.orders(3)] == ["katana"]
    assert small.open_phase() == 1
    small.commit()
    small.commit()
    assert small.open_phase() == 3
    trace = small.resolve(3).trace
    assert [e.delta for e in trace.history_of("Bob") if e.ability == "katana"] == [-65]


def test_no_phase_zero(small):
    from engine.model.state import Order
    from engine.store import StoreError

    with pytest.raises(StoreError, match="phases count from 1"):
        small.add_order(0, Order("Alice", "katana", ("Bob",)))
