"""The game store: every game, phase, order and ruling kept in one SQLite file.

    store = GameStore.create("game.mmc", scenario)      # or players=..., seed=..., rulings=...
    store = GameStore.open("game.mmc")                  # StoreError: clear message, file untouched
    ch = store.add_order(store.open_phase(), Order("Alice", "katana", ("Bob",)))
    store.resolve()                                     # the open phase, kept as a draft
    store.commit()                                      # one transaction: trace, state, messages
    store.undo_commit(); store.undo(); store.redo()
    store.export_scenario()                             # scenario YAML (scenario-format.md)

Every write returns `Changes` (what to refresh). Phase statuses (`PhaseStatus`) are derived
from hashes of each phase's inputs and start state: an edit to a committed phase makes it
STALE, an undo of that edit makes it COMMITTED again. Undo/redo of edits lives here, in the
core; the GUI only shows `undo_status()`.

Schema: sqlite-utils' `Migrations` (sqlite-utils 4.x ships it) applies the versioned steps
in `schema.py`; each step also sets `PRAGMA user_version`, which is how a file from a newer
program is recognised and refused before anything is written. Every connection sets
`foreign_keys=ON`, `journal_mode=WAL`, `synchronous=FULL`.

Pure Python: never import Qt here (an import-linter contract enforces it).
"""

from .game import GameStore
from .records import (
    Changes,
    IntegrityProblem,
    MessageRow,
    OrderRow,
    PhaseRow,
    PhaseStatus,
    PostRow,
    ProblemKind,
    StoreError,
    UndoStatus,
)

__all__ = [
    "Changes", "GameStore", "IntegrityProblem", "MessageRow", "OrderRow", "PhaseRow",
    "PhaseStatus", "PostRow", "ProblemKind", "StoreError", "UndoStatus",
]
