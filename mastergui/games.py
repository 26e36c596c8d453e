"""Where games live: the user's data folder (QStandardPaths), the bundled demo game imported
there on first run, and scenario files imported into new game files."""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths

from resources import DATA_DIR_ENV, bundled

if TYPE_CHECKING:
    from engine import Scenario

DEMO_SCENARIO = bundled("resources", "demo", "am15_demo.yaml")
GAME_SUFFIX = ".mmc"
SCENARIO_SUFFIXES = (".yaml", ".yml")
DEMO_NAME = "demo-am15" + GAME_SUFFIX


def data_dir() -> Path:
    """The folder for the console's games and the master's own rulesets (created on
    demand): the platform's standard place, or MMC_DATA_DIR when the master set it."""
    folder = Path(
        os.environ.get(DATA_DIR_ENV)
        or QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    )
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def documents_dir() -> Path:
    """The master's documents folder: where saved posts and exported tables go by default
    (the data folder is hidden, a bad place to look for a file)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def unique_path(folder: Path, stem: str, suffix: str = GAME_SUFFIX) -> Path:
    slug = re.sub(r"[^\w\-]+", "-", stem, flags=re.UNICODE).strip("-") or "game"
    path = folder / f"{slug}{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{slug}-{n}{suffix}"
        n += 1
    return path


def import_scenario(source: Path, target: Path, leave_open: int = 0) -> Path:
    """Create the game file `target` from a scenario file; its phases are committed in
    order except the last `leave_open`, whose orders wait in open phases.
    Raises ScenarioError/StoreError with the engine's message."""
    from engine import load_scenario

    scenario = load_scenario(source)
    return create_from(scenario, target, max(0, len(scenario.phases) - leave_open))


def create_from(scenario: Scenario, target: Path, commit_upto: int) -> Path:
    """A game file from a loaded scenario, its first `commit_upto` phases committed."""
    from engine.store import GameStore

    GameStore.create(target, scenario, commit_upto=commit_upto).close()
    return target


def ensure_demo(folder: Path) -> Path:
    """The demo game in `folder`, imported from the bundled scenario on first run with its
    last phase left open, so a newcomer sees a game in progress. A demo that no longer
    matches the engine (its stored traces were made by an older rules version) is set
    aside and imported afresh: it is ours, and a newcomer should not meet integrity
    warnings."""
    path = folder / DEMO_NAME
    if path.exists() and not _demo_current(path):
        set_aside(path)
    if not path.exists():
        import_scenario(DEMO_SCENARIO, path, leave_open=1)
    return path


def _demo_current(path: Path) -> bool:
    from engine import EngineError
    from engine.store import GameStore

    try:
        with GameStore.open(path) as store:
            return not store.integrity()
    except EngineError:
        return False


def set_aside(path: Path) -> Path:
    """Rename an unusable file out of the way (never delete a master's data), with its
    SQLite journal files: a stale -wal left behind would be read into the next file made
    under the same name."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.unusable-{stamp}")
    path.rename(aside)
    for suffix in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(aside.with_name(aside.name + suffix))
    return aside
