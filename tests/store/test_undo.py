"""Undo and redo of edits live in the store: chains, labels, and statuses that follow."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.model.state import Order, PlayerSetup
from engine.store import Changes, GameStore, PhaseStatus

from .conftest import SMALL

NAMES = [p.name for p in SMALL]


def snapshot(store: GameStore) -> tuple[object, ...]:
    """Everything an edit can change, as plain values."""
    return (
        [(r.id, r.order, r.source_text, r.withdrawn, r.history) for r in store.orders(1)],
        store.votes(1),
        store.decisions(1),
        store.rulings,
        store.players(),
        store.title,
    )


def test_nothing_to_undo_at_first(small: GameStore) -> None:
    assert small.undo_status() == (None, None)
    assert small.undo() == Changes()
    assert small.redo() == Changes()


def test_undo_and_redo_a_chain_of_edits(small: GameStore) -> None:
    states = [snapshot(small)]
    small.add_order(1, Order("Alice", "katana", ("Bob",)))
    states.append(snapshot(small))
    oid = small.orders(1)[0].id
    small.edit_order(oid, Order("Alice", "katana", ("Dan",)))
    states.append(snapshot(small))
    small.set_vote(1, "Bob", "Alice")
    states.append(snapshot(small))
    small.withdraw_order(oid)
    states.append(snapshot(small))
    small.set_decision(1, "q", True)
    states.append(snapshot(small))
    small.set_ruling("frag_threshold", small.ruleset.rulings["frag_threshold"].option_ids()[-1])
    states.append(snapshot(small))
    for expected in reversed(states[:-1]):
        small.undo()
        assert snapshot(small) == expected
    assert small.undo_status().undo is None
    for expected in states[1:]:
        small.redo()
        assert snapshot(small) == expected
    assert small.undo_status().redo is None


def test_labels_name_the_edit_in_the_masters_language(small: GameStore) -> None:
    small.add_order(1, Order("Alice", "katana", ("Bob",)))
    small.set_vote(1, "Bob", "Alice")
    assert small.undo_status() == ("Vote (Bob → Alice)", None)
    small.undo()
    assert small.undo_status() == ("Add order (Alice: katana)", "Vote (Bob → Alice)")
    small.lang = "ru"
    assert small.undo_status() == ("Добавить заявку (Alice: katana)", "Голос (Bob → Alice)")


def test_a_new_edit_clears_redo(small: GameStore) -> None:
    small.set_vote(1, "Bob", "Alice")
    small.undo()
    small.set_vote(1, "Bob", "Dan")
    assert small.undo_status().redo is None
    assert small.redo() == Changes()
    assert small.votes(1) == {"Bob": "Dan"}


def test_undo_returns_what_the_edit_changed(small: GameStore) -> None:
    changes = small.set_vote(1, "Bob", "Alice")
    assert small.undo() == changes
    assert small.redo() == changes


def test_undoing_an_edit_of_the_deal_restores_seats_and_start(small: GameStore) -> None:
    start = small.state()
    small.set_players([SMALL[1], SMALL[0], *SMALL[2:], PlayerSetup("Eve", "other", "ninja")])
    small.undo()
    assert small.players() == list(SMALL)
    assert small.state() == start
    small.redo()
    assert [p.name for p in small.players()] == ["Bob", "Alice", "Carol", "Dan", "Eve"]


def test_undo_of_an_edit_brings_the_draft_back(small: GameStore) -> None:
    small.add_order(1, Order("Alice", "katana", ("Bob",)))
    draft = small.resolve().trace
    small.set_vote(1, "Bob", "Alice")
    assert small.phases()[0].status is PhaseStatus.OPEN
    assert small.draft(1) is None
    small.undo()
    assert small.phases()[0].status is PhaseStatus.DRAFT
    assert small.draft(1) == draft


def test_undo_of_a_late_order_makes_the_phase_committed_again(small: GameStore) -> None:
    small.add_order(1, Order("Alice", "katana", ("Bob",)))
    small.commit()
    small.add_order(1, Order("Carol", "dossier", ("Alice",)), late=True)
    assert small.phases()[0].status is PhaseStatus.STALE
    small.undo()
    assert small.phases()[0].status is PhaseStatus.COMMITTED
    small.redo()
    assert small.phases()[0].status is PhaseStatus.STALE


def test_a_commit_ends_the_edit_history(small: GameStore) -> None:
    small.set_vote(1, "Bob", "Alice")
    small.commit()
    assert small.undo_status() == (None, None)
    small.undo_commit()
    assert small.undo_status() == (None, None)
    assert small.votes(1) == {"Bob": "Alice"}


# --- property: any chain of edits undoes to where it began and redoes to where it ended ----

EDITS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.sampled_from(NAMES), st.sampled_from(NAMES)),
        st.tuples(st.just("edit"), st.integers(0, 5), st.sampled_from(NAMES)),
        st.tuples(st.just("withdraw"), st.integers(0, 5), st.just("")),
        st.tuples(st.just("restore"), st.integers(0, 5), st.just("")),
        st.tuples(st.just("vote"), st.sampled_from(NAMES), st.sampled_from([*NAMES, None])),
        st.tuples(
            st.just("decide"),
            st.sampled_from(["q1", "q2"]),
            st.sampled_from([True, False, None, {"peaceful": False}]),
        ),
        st.tuples(st.just("undo"), st.just(0), st.just("")),
    ),
    min_size=1,
    max_size=14,
)


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(edits=EDITS)
def test_any_chain_of_edits_undoes_and_redoes_exactly(
    tmp_path: Path, edits: list[tuple[str, object, object]]
) -> None:
    path = tmp_path / f"prop{abs(hash(tuple(map(str, edits))))}.db"
    with GameStore.create(path, ruleset_id="am15", players=SMALL) as store:
        begin = snapshot(store)
        for kind, a, b in edits:
            ids = [r.id for r in store.orders(1)]
            if kind == "add":
                store.add_order(1, Order(str(a), "katana", (str(b),)))
            elif kind == "edit" and ids:
                store.edit_order(ids[int(a) % len(ids)], Order("Alice", "katana", (str(b),)))
            elif kind == "withdraw" and ids:
                store.withdraw_order(ids[int(a) % len(ids)])
            elif kind == "restore" and ids:
                store.restore_order(ids[int(a) % len(ids)])
            elif kind == "vote":
                store.set_vote(1, str(a), None if b is None else str(b))
            elif kind == "decide":
                store.set_decision(1, str(a), b)
            elif kind == "undo":
                store.undo()
        end = snapshot(store)
        steps = 0
        while store.undo_status().undo is not None:
            store.undo()
            steps += 1
        assert snapshot(store) == begin
        for _ in range(steps):
            store.redo()
        assert snapshot(store) == end
