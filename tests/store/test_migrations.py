"""Schema versions: a file from an older program is upgraded on open (sqlite-utils'
Migrations, one transaction per step); the upgraded file is then refused by the older
program with a clear message, and left as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database, Migrations

from engine.store import GameStore, StoreError, migrations, schema

from .conftest import SMALL

NEXT = schema.SCHEMA_VERSION + 1  # the format of a later program


def later_set() -> Migrations:
    """This program's migrations, in their order, in a new set (one more can be added)."""
    later = Migrations(migrations.MIGRATIONS.name)
    for m in migrations.MIGRATIONS._migrations:
        later(name=m.name)(m.fn)
    return later


def future_program(monkeypatch: pytest.MonkeyPatch) -> None:
    """This program as a later version would be: one more migration."""
    future = later_set()

    @future(name="999_player_notes")
    def m999_player_notes(db: Database) -> None:
        db.execute("ALTER TABLE players ADD COLUMN notes TEXT")
        db.execute(f"PRAGMA user_version = {NEXT}")

    monkeypatch.setattr(migrations, "MIGRATIONS", future)
    monkeypatch.setattr(schema, "KNOWN_MIGRATIONS", schema.KNOWN_MIGRATIONS | {"999_player_notes"})
    monkeypatch.setattr(schema, "SCHEMA_VERSION", NEXT)


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
            assert db.execute("PRAGMA user_version").fetchone()[0] == NEXT
            assert "notes" in db.table("players").columns_dict
            assert [m.name for m in migrations.MIGRATIONS.applied(db.utils)] == [
                *(m.name for m in migrations.MIGRATIONS._migrations)
            ]
            assert migrations.MIGRATIONS.applied(db.utils)[-1].name == "999_player_notes"
            assert store.trace(1) == trace and store.problems == []
    before = path.read_bytes()
    with pytest.raises(StoreError, match=rf"newer version .*file format {NEXT}.* up to {NEXT - 1}"):
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
        db.execute(f"PRAGMA user_version = {NEXT}")
        raise RuntimeError("a bug in the upgrade")

    monkeypatch.setattr(migrations, "MIGRATIONS", broken)
    monkeypatch.setattr(schema, "KNOWN_MIGRATIONS", schema.KNOWN_MIGRATIONS | {"999_broken"})
    monkeypatch.setattr(schema, "SCHEMA_VERSION", NEXT)
    with pytest.raises(
        StoreError, match=rf"could not be upgraded from format {NEXT - 1} to {NEXT}.*a bug"
    ) as err:
        GameStore.open(path)
    assert str(path) in str(err.value)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == NEXT - 1
    assert "notes" not in [r[1] for r in conn.execute("PRAGMA table_info(players)")]
    conn.close()
