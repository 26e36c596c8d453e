"""Schema versions: a file from an older program is upgraded on open (sqlite-utils'
Migrations, one transaction per step); the upgraded file is then refused by the older
program with a clear message, and left as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database, Migrations

from engine.store import GameStore, StoreError, schema

from .conftest import SMALL


def future_program(monkeypatch: pytest.MonkeyPatch) -> None:
    """This program as a later version would be: one more migration."""
    future = Migrations(schema.MIGRATIONS.name)
    future(name="001_initial")(schema.m001_initial)
    future(name="002_sent_marks")(schema.m002_sent_marks)
    future(name="003_player_setup")(schema.m003_player_setup)

    @future(name="099_player_notes")
    def m099_player_notes(db: Database) -> None:
        db.execute("ALTER TABLE players ADD COLUMN notes TEXT")
        db.execute("PRAGMA user_version = 99")

    monkeypatch.setattr(schema, "MIGRATIONS", future)
    monkeypatch.setattr(schema, "KNOWN_MIGRATIONS", schema.KNOWN_MIGRATIONS | {"099_player_notes"})
    monkeypatch.setattr(schema, "SCHEMA_VERSION", 99)


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
            assert db.execute("PRAGMA user_version").fetchone()[0] == 99
            assert "notes" in db.table("players").columns_dict
            assert [m.name for m in schema.MIGRATIONS.applied(db)] == [
                "001_initial",
                "002_sent_marks",
                "003_player_setup",
                "099_player_notes",
            ]
            assert store.trace(1) == trace and store.problems == []
    before = path.read_bytes()
    with pytest.raises(StoreError, match=r"newer version .*file format 99.* up to 3"):
        GameStore.open(path)
    assert path.read_bytes() == before


def test_a_failed_upgrade_step_leaves_the_file_at_its_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.db"
    GameStore.create(path, ruleset_id="am15", players=SMALL).close()
    broken = Migrations(schema.MIGRATIONS.name)
    broken(name="001_initial")(schema.m001_initial)
    broken(name="002_sent_marks")(schema.m002_sent_marks)
    broken(name="003_player_setup")(schema.m003_player_setup)

    @broken(name="099_broken")
    def m099_broken(db: Database) -> None:
        db.execute("ALTER TABLE players ADD COLUMN notes TEXT")
        db.execute("PRAGMA user_version = 99")
        raise RuntimeError("a bug in the upgrade")

    monkeypatch.setattr(schema, "MIGRATIONS", broken)
    monkeypatch.setattr(schema, "KNOWN_MIGRATIONS", schema.KNOWN_MIGRATIONS | {"099_broken"})
    monkeypatch.setattr(schema, "SCHEMA_VERSION", 99)
    with pytest.raises(
        StoreError, match=r"could not be upgraded from format 3 to 99.*a bug"
    ) as err:
        GameStore.open(path)
    assert str(path) in str(err.value)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
    assert "notes" not in [r[1] for r in conn.execute("PRAGMA table_info(players)")]
    conn.close()
