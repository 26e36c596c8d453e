"""The game store: every game, phase, order and ruling kept in one SQLite file.

    store = GameStore.create("game.db", scenario)       # or players=..., seed=..., rulings=...
    store = GameStore.open("game.db")                   # StoreError: clear message, file untouched
    store.problems                                      # what the integrity check on open found
    ch = store.add_order(store.open_phase(), Order("Alice", "katana", ("Bob",)))
    store.resolve(decider=dialog)                       # the open phase, kept as a draft
    store.commit()                                      # one transaction: trace, state, messages
    store.undo_commit(); store.undo(); store.redo(); store.undo_status()
    store.export_scenario()                             # scenario YAML (scenario-format.md)

Every write returns `Changes` (what to refresh; beyond the first sketch it also has
`messages`, for the sent marks of private results).

Several programs may have the file open (issue 9): `commit(confirmed=store.confirmation())`
takes the write lock and stops with `CommitConflict` (naming what changed) when anything the
master saw changed meanwhile; `changed_elsewhere()` (SQLite's data_version) tells a console
another program wrote; `lock.GameLock` warns a second console. `open(read_only=True)` never
writes (status, check, post). A stored value that cannot be read is a `BadField` naming the
table, the row and the field; `integrity()` lists every such value. Stored traces and
states carry a format version (`engine.model.formats`). Sent marks and posts are stored with the
commit, in its transaction (`marks.py`).

Statuses (`PhaseStatus`) are derived, never stored: a phase is COMMITTED while the hash of its
current inputs equals the hash it was resolved from and its start state is still the stored
state of the phase before; otherwise STALE (`PhaseRow.stale_reason`: "inputs" or "start").
So a late order makes its phase STALE, its undo makes it COMMITTED again, and a re-resolution
that changes a phase's resulting state makes the next phase STALE. Rulings are game-wide (as
in scenario files) and part of the starting state: changing one makes committed phases STALE
until `reresolve_stale()`. Replaced traces are archived (`trace_history`), never lost.

Undo/redo of edits (orders, votes, decisions, rulings, the deal, the title) lives here, as
row images, for the life of the open store; a commit or an un-commit ends the history (edits
before a commit belong to it; `undo_commit` is the way back).

Reading is lazy: `open` reads statuses, hashes and the current state; a trace is decoded when
asked for (`trace(n)`), then kept until the next write.

Schema: sqlite-utils 4.x ships `Migrations` (sqlite_utils/migrations.py); `migrations.py`
registers the versioned steps, and its table of the steps applied, by name, is the file's one
record of its format: a file that records a step this program does not know is a newer
program's, refused before anything is written. Reads go through the plain sqlite3
connection (`db.py`): sqlite-utils is imported only for a write, creating a game or an
upgrade, never to open and show one (its import alone took longer than opening the demo
game). Every connection sets `foreign_keys=ON`,
`journal_mode=WAL`, `synchronous=FULL`. Writes are grouped with `db.atomic()`. A file in a
read-only folder (or read-only itself) is refused: a WAL game writes its journal next to the
file.

Pure Python: never import Qt here (an import-linter contract enforces it).
"""

from typing import TYPE_CHECKING, Any

from .confirm import CommitConflict, Confirmation
from .game import GameStore
from .records import (
    BadField,
    Changes,
    IntegrityProblem,
    OrderRow,
    PhaseCommitted,
    PhaseRow,
    PhaseStatus,
    ProblemKind,
    StoreError,
    UndoEntry,
    UndoStatus,
)

if TYPE_CHECKING:
    from .post_records import MessageRow, PostDraft, PostRow

__all__ = [
    "BadField",
    "Changes",
    "CommitConflict",
    "Confirmation",
    "GameStore",
    "IntegrityProblem",
    "MessageRow",
    "OrderRow",
    "PhaseCommitted",
    "PhaseRow",
    "PhaseStatus",
    "PostDraft",
    "PostRow",
    "ProblemKind",
    "StoreError",
    "UndoEntry",
    "UndoStatus",
]


def __getattr__(name: str) -> Any:
    """The records of messages and posts (`post_records.py`), imported when first asked
    for: opening a game reads none of them."""
    if name not in ("MessageRow", "PostDraft", "PostRow"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import post_records

    value = getattr(post_records, name)
    globals()[name] = value  # once: the next reads find it without this function
    return value
