"""Opening a game off the GUI thread (issue 10, item 12).

The expensive part of opening — the store's integrity check, reading and decoding the
rows, resolving the open phase (not for the first game at start: the console resolves it
once the game is on screen, `GameSession.resolve_pending`) — is pure Python and runs in a
worker thread
(`background.run`). The worker opens the store with `hand_over=True` (SQLite ties a
connection to its thread unless told otherwise) and never touches it again once it has
returned: the GUI thread receives the store together with the view of its open phase,
immutable (`PhaseView` is frozen), and from then on is the only thread that uses it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.store import GameStore

from .phase_view import PhaseView, compute_view


@dataclass(frozen=True)
class Opened:
    """A game opened by a worker: its store (now the GUI thread's) and its open phase's view
    (None when it could not be computed there: the session computes it again and says why)."""

    path: Path
    store: GameStore
    view: PhaseView | None


def open_store(path: Path, hand_over: bool = True, resolve: bool = True) -> Opened:
    """Open `path` and compute what the console first shows (off the GUI thread unless
    `hand_over` is False; without `resolve`, the open phase's resolution is left to the
    session: `GameSession.resolve_pending`). Raises what `GameStore.open` raises (then
    nothing stays open)."""
    store = GameStore.open(path, hand_over=hand_over)
    try:
        view: PhaseView | None = compute_view(store, store.open_phase(), resolve)
    except Exception:  # the session computes it again and reports it
        view = None
    return Opened(path, store, view)


@dataclass(frozen=True)
class NotOpened:
    """Why a worker could not open `path` (the GUI thread says so, naming the file)."""

    path: Path
    error: Exception


def open_or_fail(path: Path, resolve: bool = True) -> Opened | NotOpened:
    """`open_store` for a worker thread: its error comes back as a result, with the path."""
    try:
        return open_store(path, resolve=resolve)
    except Exception as exc:  # reported in the window, never lost
        return NotOpened(path, exc)
