"""Migration 004_vote_words: a vote for no player (seed 002: «Можно также голосовать "за
мир"»), stored in a real SQLite file; an older file (format 2: votes.candidate references
the players) is upgraded on open with its votes as they were, renames still follow."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from engine.scenario.load import load_scenario_text, resolve_game
from engine.store import GameStore, StoreError, migrations, schema
from engine.store.db import applied_migrations

from .conftest import SMALL

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "mafic_arena_12_demo.yaml"


def _as_format_2(path: Path) -> None:
    """The file as a program before 004 left it: the old votes table, no 004 record."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DROP TRIGGER votes_candidate_renamed")
        conn.execute("ALTER TABLE votes RENAME TO votes_004")
        conn.execute("""CREATE TABLE votes (
            phase INTEGER NOT NULL REFERENCES phases(number),
            voter TEXT NOT NULL REFERENCES players(name) ON UPDATE CASCADE,
            candidate TEXT NOT NULL REFERENCES players(name) ON UPDATE CASCADE,
            set_at TEXT NOT NULL,
            PRIMARY KEY (phase, voter))""")
        conn.execute("INSERT INTO votes SELECT * FROM votes_004")
        conn.execute("DROP TABLE votes_004")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '004_vote_words'")
        conn.execute("PRAGMA user_version = 2")
    conn.close()


def test_the_demo_with_its_peace_votes_is_stored_and_matches_the_engine(tmp_path: Path) -> None:
    """The demo's Day 1: «Оля: peace, Петя: за мир» — kept in the file, resolved the same,
    exported back."""
    scenario = load_scenario_text(DEMO.read_text(encoding="utf-8"), "demo.yaml")
    with GameStore.create(tmp_path / "arena.db", scenario) as store:
        day = next(n for n, ph in enumerate(scenario.phases, 1) if "peace" in ph.votes.values())
        assert store.votes(day)["Оля"] == "peace"
        expected = resolve_game(scenario)[-1].state
        assert store.state(len(scenario.phases)).to_json() == expected.to_json()
        assert store.integrity(full=True) == []
        again = load_scenario_text(store.export_scenario(), "exported.yaml")
        assert again.phases[day - 1].votes == scenario.phases[day - 1].votes
    with GameStore.open(tmp_path / "arena.db") as store:
        assert store.votes(day)["Петя"] == "peace"


def test_the_console_sets_a_peace_vote_and_refuses_other_words(tmp_path: Path) -> None:
    scenario = load_scenario_text(DEMO.read_text(encoding="utf-8"), "demo.yaml")
    with GameStore.create(tmp_path / "arena.db", scenario) as store:
        store.set_vote(1, "Вася", "peace", late=True)  # phase 1 is committed: a late vote
        assert store.votes(1)["Вася"] == "peace"
        with pytest.raises(StoreError, match="unknown player 'war'"):
            store.set_vote(1, "Вася", "war", late=True)


def test_an_older_file_is_upgraded_with_its_votes_and_renames_follow(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with GameStore.create(path, ruleset_id="am15", players=SMALL) as store:
        voter, candidate = SMALL[0].name, SMALL[1].name
        store.set_vote(1, voter, candidate)
    _as_format_2(path)
    with GameStore.open(path, read_only=True) as store:  # read as it is, never upgraded
        assert store.votes(1) == {voter: candidate}
        assert "004_vote_words" not in applied_migrations(store._db, schema.MIGRATION_SET)
    with GameStore.open(path) as store:
        assert store.votes(1) == {voter: candidate}
        assert "004_vote_words" in {m.name for m in migrations.MIGRATIONS.applied(store._db.utils)}
        store._db.execute("UPDATE players SET name = 'Renamed' WHERE name = ?", [candidate])
        assert store._db.execute("SELECT candidate FROM votes").fetchall() == [("Renamed",)]
