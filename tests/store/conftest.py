"""Game store tests: real SQLite files in `tmp_path`, never mocks of the store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.model.state import PlayerSetup
from engine.scenario.load import Scenario, load_scenario
from engine.store import GameStore

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "am15_demo.yaml"
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))

# a small deal: everyone acts at night, nobody is protected
SMALL = (
    PlayerSetup("Alice", "monk", "ninja"),
    PlayerSetup("Bob", "big_guy", "civilian"),
    PlayerSetup("Carol", "other", "commissar", hp=60, choice="dossier"),
    PlayerSetup("Dan", "other", "civilian"),
)


@pytest.fixture(scope="session")
def demo() -> Scenario:
    return load_scenario(DEMO)


@pytest.fixture
def small(tmp_path: Path) -> Iterator[GameStore]:
    """A fresh 4-player game, nothing committed."""
    store = GameStore.create(tmp_path / "small.db", ruleset_id="am15", players=SMALL, seed=7)
    yield store
    store.close()


@pytest.fixture
def demo_open(tmp_path: Path, demo: Scenario) -> Iterator[GameStore]:
    """The demo game with its phases waiting as inputs (nothing committed)."""
    store = GameStore.create(tmp_path / "demo.db", demo, commit_upto=0)
    yield store
    store.close()


@pytest.fixture
def demo_done(tmp_path: Path, demo: Scenario) -> Iterator[GameStore]:
    """The demo game with every phase committed."""
    store = GameStore.create(tmp_path / "demo.db", demo)
    yield store
    store.close()


def statuses(store: GameStore) -> dict[int, str]:
    return {p.number: str(p.status) for p in store.phases()}
