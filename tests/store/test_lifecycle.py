"""Creating and opening game files: pragmas on every connection, the schema version, refusals."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database

from engine.model.state import PlayerSetup
from engine.scenario.load import Scenario
from engine.store import GameStore, PhaseStatus, StoreError
from engine.store.db import applied_migrations
from engine.store.migrations import MIGRATIONS
from engine.store.schema import APPLICATION_ID, KNOWN_MIGRATIONS, MIGRATION_SET

from .conftest import SMALL


def test_a_game_without_a_scenario_must_name_its_ruleset(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="needs a ruleset"):
        GameStore.create(tmp_path / "g.db", players=SMALL)
    assert not (tmp_path / "g.db").exists()


def test_creating_from_setup_opens_with_the_deal_and_phase_1_open(tmp_path: Path) -> None:
    path = tmp_path / "g.db"
    with GameStore.create(
        path,
        ruleset_id="am15",
        players=SMALL,
        seed=7,
        title="Test",
        rulings={"frag_threshold": "below_zero"},
    ) as store:
        assert store.path == path
        assert store.title == "Test"
        assert store.seed == 7
        assert store.ruleset.id == "am15"
        assert store.ruleset_version == store.ruleset.version
        assert store.rulings == {"frag_threshold": "below_zero"}
        assert store.players() == list(SMALL)
        assert store.open_phase() == 1
        assert [(p.number, p.status) for p in store.phases()] == [(1, PhaseStatus.OPEN)]
        start = store.state()
        assert start.phase == 0
        assert [p.name for p in start.players] == ["Alice", "Bob", "Carol", "Dan"]
        assert start.player("Carol").hp == 60
        assert dict(start.rulings) == {"frag_threshold": "below_zero"}
    with GameStore.open(path) as again:
        assert again.players() == list(SMALL)
        assert again.problems == []


def test_every_connection_has_foreign_keys_wal_and_full_sync(small: GameStore) -> None:
    db = small._db
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    path = small.path
    small.close()
    with GameStore.open(path) as again:
        db = again._db
        assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA synchronous").fetchone()[0] == 2


def test_schema_is_versioned_by_sqlite_utils_migrations_alone(small: GameStore) -> None:
    db = small._db
    assert db.execute("PRAGMA user_version").fetchone()[0] == 0  # no second record
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert [m.name for m in MIGRATIONS.applied(db.utils)] == sorted(KNOWN_MIGRATIONS)
    assert MIGRATIONS.pending(db.utils) == []
    # opening reads the same list without sqlite-utils, and knows every migration there is
    assert applied_migrations(db, MIGRATION_SET) == sorted(KNOWN_MIGRATIONS)
    assert {m.name for m in MIGRATIONS.pending(Database(memory=True))} == KNOWN_MIGRATIONS
    tables = set(db.utils.table_names())
    assert {
        "game",
        "players",
        "phases",
        "orders",
        "order_versions",
        "votes",
        "decisions",
        "messages",
        "posts",
        "phase_history",
    } <= tables


def test_creating_from_a_scenario_commits_its_phases_in_order(
    tmp_path: Path, demo: Scenario
) -> None:
    with GameStore.create(tmp_path / "g.db", demo) as store:
        n = len(demo.phases)
        assert store.open_phase() == n + 1
        assert [p.status for p in store.phases()] == [PhaseStatus.COMMITTED] * n + [
            PhaseStatus.OPEN
        ]
        assert store.title == demo.title
        for number, phase in enumerate(demo.phases, start=1):
            assert [o.actor for o in store.phase_input(number).orders] == [
                o.actor for o in phase.orders
            ]
            assert store.votes(number) == dict(phase.votes)


def test_creating_can_leave_scenario_phases_open(tmp_path: Path, demo: Scenario) -> None:
    with GameStore.create(tmp_path / "g.db", demo, commit_upto=2) as store:
        assert store.open_phase() == 3
        rows = store.phases()
        assert [p.number for p in rows] == list(range(1, len(demo.phases) + 1))
        assert rows[2].orders == len(demo.phases[2].orders)


def test_creating_refuses_an_existing_file_and_leaves_it(tmp_path: Path) -> None:
    path = tmp_path / "g.db"
    path.write_bytes(b"precious")
    with pytest.raises(StoreError, match="already exists") as err:
        GameStore.create(path, ruleset_id="am15", players=SMALL)
    assert str(path) in str(err.value)
    assert path.read_bytes() == b"precious"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.db"]


def test_creating_refuses_a_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="does not exist"):
        GameStore.create(tmp_path / "nope" / "g.db", ruleset_id="am15", players=SMALL)


@pytest.mark.parametrize(
    ("players", "message"),
    [
        ((), "needs players"),
        ((PlayerSetup("A", "monk", "ninja"), PlayerSetup("A", "monk", "civilian")), "two players"),
        ((PlayerSetup("A", "wizard", "ninja"),), "unknown public role"),
        ((PlayerSetup("A", "monk", "wizard"),), "unknown secret role"),
        ((PlayerSetup("A", "monk", "ninja", choice="dossier"),), "not a setup choice"),
    ],
)
def test_creating_refuses_a_bad_deal_and_leaves_no_file(
    tmp_path: Path, players: tuple[PlayerSetup, ...], message: str
) -> None:
    with pytest.raises(StoreError, match=message):
        GameStore.create(tmp_path / "g.db", ruleset_id="am15", players=players)
    assert list(tmp_path.iterdir()) == []


def test_creating_refuses_unknown_rulesets_and_rulings(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="unknown ruleset"):
        GameStore.create(tmp_path / "g.db", ruleset_id="chess", players=SMALL)
    with pytest.raises(StoreError, match="frag_threshold"):
        GameStore.create(
            tmp_path / "g.db", ruleset_id="am15", players=SMALL, rulings={"frag_threshold": "x"}
        )
    assert list(tmp_path.iterdir()) == []


def test_a_closed_store_refuses_work(small: GameStore) -> None:
    small.close()
    small.close()  # twice is fine
    assert small.closed
    with pytest.raises(StoreError, match="closed"):
        small.phases()


def test_closing_leaves_a_single_file(tmp_path: Path) -> None:
    path = tmp_path / "g.db"
    GameStore.create(path, ruleset_id="am15", players=SMALL).close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.db"]
    # and a plain sqlite3 reader sees the whole game
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT COUNT(*) FROM players").fetchone()[0] == len(SMALL)
    conn.close()


def test_any_file_name_works(tmp_path: Path) -> None:
    folder = tmp_path / "папка с #? знаками"
    folder.mkdir()
    path = folder / "игра #1?.db"
    GameStore.create(path, ruleset_id="am15", players=SMALL).close()
    with GameStore.open(path) as store:
        assert store.players() == list(SMALL)
    assert [p.name for p in folder.iterdir()] == ["игра #1?.db"]


def test_sent_marks_survive_undo_and_recommit(demo_done):
    """The master sent phase 5's results, reopened the phase to look again and committed it
    unchanged: the marks of what was sent are still there."""
    rows = demo_done.messages(5)
    assert rows
    demo_done.mark_sent([r.id for r in rows[:2]])  # one player's message may be several rows
    demo_done.undo_commit()
    assert demo_done.messages(5) == []  # an uncommitted phase lists no messages
    demo_done.commit()
    again = demo_done.messages(5)
    assert [r.sent_at is not None for r in again][:2] == [True, True]
    assert all(r.sent_at is None for r in again[2:])
