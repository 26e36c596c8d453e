"""Schema versions: a file from an older program is upgraded on open (sqlite-utils'
Migrations, one transaction per step); the steps a file has had are its one record of its
format (sqlite-utils' table, by name); the upgraded file is then refused by the older
program with a clear message, and left as it was."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlite_utils import Database, Migrations

from engine.store import GameStore, StoreError, migrations, schema
from engine.store.db import applied_migrations

from .conftest import SMALL
from .test_player_setup import _without_003
from .test_vote_words import _as_format_2

LATER = "999_player_notes"  # a later program's migration


def later_set() -> Migrations:
    """This program's migrations, in their order, in a new set (one more can be added)."""
    later = Migrations(migrations.MIGRATIONS.name)
    for m in migrations.MIGRATIONS._migrations:
        later(name=m.name)(m.fn)
    return later


def future_program(monkeypatch: pytest.MonkeyPatch) -> None:
    """This program as a later version would be: one more migration."""
    future = later_set()

    @future(name=LATER)
    def m999_player_notes(db: Database) -> None:
        db.execute("ALTER TABLE players ADD COLUMN notes TEXT")

    monkeypatch.setattr(migrations, "MIGRATIONS", future)
    monkeypatch.setattr(schema, "KNOWN_MIGRATIONS", schema.KNOWN_MIGRATIONS | {LATER})
    monkeypatch.setattr(schema, "LATEST", LATER)


def test_an_older_file_is_upgraded_then_refused_by_the_older_program(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.db"
    with GameStore.create(path, ruleset_id="am15", players=SMALL) as store:
        store.commit()
        trace = store.trace(1)
    with monkeypatch.context() as later:
        future_program(later)
        with GameStore.open(path) as store:
            db = store._db
            assert "notes" in db.table("players").columns_dict
            assert [m.name for m in migrations.MIGRATIONS.applied(db.utils)] == [
                *(m.name for m in migrations.MIGRATIONS._migrations)
            ]
            assert migrations.MIGRATIONS.applied(db.utils)[-1].name == LATER
            assert store.trace(1) == trace and store.problems == []
    before = path.read_bytes()
    with pytest.raises(
        StoreError, match=rf"newer version .*file format {LATER}.* up to 004_vote_words"
    ):
        GameStore.open(path)
    assert path.read_bytes() == before


def test_a_failed_upgrade_step_leaves_the_file_at_its_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.db"
    GameStore.create(path, ruleset_id="am15", players=SMALL).close()
    broken = later_set()

    @broken(name="999_broken")
    def m999_broken(db: Database) -> None:
        db.execute("ALTER TABLE players ADD COLUMN notes TEXT")
        raise RuntimeError("a bug in the upgrade")

    monkeypatch.setattr(migrations, "MIGRATIONS", broken)
    monkeypatch.setattr(schema, "KNOWN_MIGRATIONS", schema.KNOWN_MIGRATIONS | {"999_broken"})
    monkeypatch.setattr(schema, "LATEST", "999_broken")
    with pytest.raises(
        StoreError, match=r"could not be upgraded to format 999_broken.*a bug"
    ) as err:
        GameStore.open(path)
    assert str(path) in str(err.value)
    conn = sqlite3.connect(path)
    assert "999_broken" not in {
        name for (name,) in conn.execute("SELECT name FROM _sqlite_migrations")
    }
    assert "notes" not in [r[1] for r in conn.execute("PRAGMA table_info(players)")]
    conn.close()


# --- every older format ---------------------------------------------------------------------


def _format_1(path: Path) -> None:
    """The file as the first program left it: no sent marks (002), setups (003), vote
    words (004)."""
    _as_format_2(path)
    _without_003(path, 2)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DROP TABLE sent_marks")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '002_sent_marks'")
        conn.execute("PRAGMA user_version = 1")
    conn.close()


def _format_2(path: Path) -> None:
    _as_format_2(path)
    _without_003(path, 2)


def _main_without_003(path: Path) -> None:
    """Main's program while it had 004 and not yet 003 (the branches numbered apart)."""
    _without_003(path, 4)


def _without_004(path: Path) -> None:
    """A program with 003 and not yet 004 (the MafiaLife branch)."""
    _as_format_2(path)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("PRAGMA user_version = 3")
    conn.close()


OLDER: dict[str, tuple[Callable[[Path], None], set[str]]] = {
    "001": (_format_1, {"001_initial"}),
    "001-002": (_format_2, {"001_initial", "002_sent_marks"}),
    "001-002-004": (_main_without_003, {"001_initial", "002_sent_marks", "004_vote_words"}),
    "001-003": (_without_004, {"001_initial", "002_sent_marks", "003_player_setup"}),
}


def _schema(path: Path) -> list[tuple[str, str, str]]:
    """The file's tables, indexes and triggers as SQLite keeps them (sqlite-utils' own
    table aside)."""
    conn = sqlite3.connect(path)
    rows = conn.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '%sqlite%' ORDER BY name"
    ).fetchall()
    conn.close()
    return rows


@pytest.mark.parametrize("older", OLDER, ids=str)
def test_every_older_format_opens_read_as_it_is_and_upgrades_to_a_new_files_schema(
    tmp_path: Path, older: str
) -> None:
    """A real file of each earlier program (made here, then taken back to that format):
    read-only it is read unchanged; opened for editing it gets the missing steps, has the
    schema of a file made now, keeps its game, and the next phase resolves."""
    new = tmp_path / "new.mmc"
    GameStore.create(new, ruleset_id="am15", players=SMALL).close()
    path = tmp_path / "old.mmc"
    with GameStore.create(path, ruleset_id="am15", players=SMALL) as store:
        store.set_vote(1, SMALL[0].name, SMALL[1].name)
        store.commit()
        trace, state = store.trace(1), store.state(1)
    downgrade, steps = OLDER[older]
    downgrade(path)
    with GameStore.open(path, read_only=True) as store:
        assert set(applied_migrations(store._db, schema.MIGRATION_SET)) == steps
        assert store.trace(1) == trace and store.players() == list(SMALL)
    with GameStore.open(path) as store:
        assert set(applied_migrations(store._db, schema.MIGRATION_SET)) == schema.KNOWN_MIGRATIONS
        assert store.trace(1) == trace and store.state(1) == state and store.problems == []
        assert store.players() == list(SMALL)
        store.resolve(2)
    assert _schema(path) == _schema(new)
