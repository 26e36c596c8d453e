"""Per-player setup in the game file (migration 003_player_setup): a MafiaLife deal's levels,
traits, items and charges are kept with the seats, resolve the same from the file as from
the scenario, and a file written before the migration (or by a program that ran 004 and
not 003) opens with empty setups."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from engine.model.state import PlayerSetup
from engine.scenario.load import Scenario, load_scenario, resolve_game
from engine.store import GameStore, StoreError, migrations, schema

from .conftest import ROOT, SMALL
from .test_vote_words import _as_format_2 as _before_004

DEMO = ROOT / "resources" / "demo" / "mafialife_demo.yaml"


@pytest.fixture(scope="module")
def mafialife() -> Scenario:
    return load_scenario(DEMO)


def test_the_setup_of_every_seat_is_kept_in_the_file(tmp_path: Path, mafialife: Scenario) -> None:
    path = tmp_path / "ml.mmc"
    GameStore.create(path, mafialife, commit_upto=0).close()
    with GameStore.open(path) as store:
        seats = {p.name: p.counters for p in store.players()}
        # what a master dealt: Жанна level 2, pierce + autodefense, one anti-elixir
        assert seats["Жанна"] == {
            "level": 2,
            "trait.pierce": 1,
            "trait.autodefense": 1,
            "item.anti_elixir": 1,
        }
        assert seats["Кира"] == {"item.pistol": 1, "item.elixir": 1}
        assert seats["Алиса"] == {}
        assert store.players() == list(mafialife.players)
    conn = sqlite3.connect(path)
    row = conn.execute("SELECT setup FROM players WHERE name = 'Борис'").fetchone()
    conn.close()
    assert row == ('{"item.armor":1}',)


def test_the_file_resolves_the_night_as_the_scenario_does(
    tmp_path: Path, mafialife: Scenario
) -> None:
    """Items matter to the outcome (Кира's pistol, Борис's armor): the stored game must give
    the traces the scenario gives."""
    path = tmp_path / "ml.mmc"
    GameStore.create(path, mafialife).close()
    expected = [r.trace for r in resolve_game(mafialife)]
    with GameStore.open(path) as store:
        assert [store.trace(n) for n in range(1, len(expected) + 1)] == expected
        assert store.problems == []


def test_changing_the_deal_keeps_and_undoes_the_setup(tmp_path: Path, mafialife: Scenario) -> None:
    path = tmp_path / "ml.mmc"
    GameStore.create(path, mafialife, commit_upto=0).close()
    with GameStore.open(path) as store:
        before = store.players()
        players = list(before)
        players[0] = PlayerSetup(
            players[0].name,
            players[0].public_role,
            players[0].secret_role,
            counters={"item.condom": 2},
        )
        store.set_players(players)
        assert store.players()[0].counters == {"item.condom": 2}
        store.undo()  # the edit history lives in the session that made it
        assert store.players() == before
        store.redo()
    with GameStore.open(path) as store:  # and the change is in the file
        assert store.players()[0].counters == {"item.condom": 2}
        assert store.players()[1:] == before[1:]


def _without_003(path: Path, version: int) -> None:
    """The file as a program without migration 003 wrote it: no setup column, no 003 record,
    format `version` (2: before 003 and 004, see test_vote_words; 4: main's program, whose
    004 ran first: the branches numbered their migrations apart)."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("ALTER TABLE players DROP COLUMN setup")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '003_player_setup'")
        conn.execute(f"PRAGMA user_version = {version}")
    conn.close()


def _applied(store: GameStore) -> list[str]:
    return [m.name for m in migrations.MIGRATIONS.applied(store._db.utils)]


def test_an_older_file_opens_with_empty_setups(tmp_path: Path) -> None:
    path = tmp_path / "old.mmc"
    with GameStore.create(path, ruleset_id="am15", players=SMALL) as store:
        store.commit()
        trace = store.trace(1)
    _before_004(path)
    _without_003(path, 2)
    with GameStore.open(path, read_only=True) as store:  # read as it is, never upgraded
        assert store.players() == list(SMALL)
        assert set(_applied(store)) == {"001_initial", "002_sent_marks"}
    with GameStore.open(path) as store:
        assert set(_applied(store)) == schema.KNOWN_MIGRATIONS
        assert store.players() == list(SMALL)
        assert all(p.counters == {} for p in store.players())
        assert store.trace(1) == trace and store.problems == []
        store.resolve(2)  # the next phase resolves from the upgraded file


def test_a_file_where_004_ran_first_gets_003(tmp_path: Path) -> None:
    """A game file of the program without 003 (main's for a while: 004 applied): opened
    here, 003 adds the setup column."""
    path = tmp_path / "main.mmc"
    with GameStore.create(path, ruleset_id="am15", players=SMALL) as store:
        store.commit()
        trace = store.trace(1)
    _without_003(path, 4)
    with GameStore.open(path) as store:
        assert _applied(store)[-1] == "003_player_setup"  # applied after 004, as a late one
        assert all(p.counters == {} for p in store.players())
        assert store.trace(1) == trace and store.problems == []


def test_a_damaged_setup_names_the_seat(tmp_path: Path, mafialife: Scenario) -> None:
    path = tmp_path / "ml.mmc"
    GameStore.create(path, mafialife, commit_upto=0).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute('UPDATE players SET setup = \'{"level": "two"}\' WHERE seat = 7')
    conn.close()
    with pytest.raises(StoreError) as err:  # refused when opened: the deal is checked then
        GameStore.open(path)
    assert "table players, row 7, field setup" in str(err.value)
    assert str(path) in str(err.value)
