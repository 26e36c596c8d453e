"""Phase statuses, derived from stored hashes: never stored, so never out of date.

A committed phase is COMMITTED while the hash of its current inputs equals the one its trace
was resolved from and the state it started from is still the stored state of the phase
before; otherwise it is STALE. An uncommitted phase has a DRAFT while its draft was resolved
from the current inputs and start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .codec import EMPTY_INPUT_HASH
from .db import Db
from .inputs import rows
from .records import PhaseStatus


@dataclass(frozen=True)
class PhaseInfo:
    """A phase's derived status and the hashes it was derived from."""

    number: int
    status: PhaseStatus
    committed_at: str | None
    drafted_at: str | None  # only while the draft is valid
    stale_reason: str | None
    input_hash: str  # of the current inputs
    start_hash: str | None  # of the state the phase would start from now (None: not yet)
    state_hash: str | None  # of its committed resulting state
    draft_valid: bool


PHASE_HEADS = (
    "number, committed_at, state_hash, input_hash, start_hash, drafted_at, "
    "draft_input_hash, draft_start_hash"
)


def derive(db: Db, hashes: dict[int, str], start_hash: str) -> list[PhaseInfo]:
    """Every phase's status; `hashes` as `codec.input_hashes` gives them."""
    infos: list[PhaseInfo] = []
    prev: str | None = start_hash  # hash of the committed state the next phase starts from
    for row in rows(db, f"SELECT {PHASE_HEADS} FROM phases ORDER BY number"):
        infos.append(_one(row, hashes.get(row["number"], EMPTY_INPUT_HASH), prev))
        prev = row["state_hash"] if row["committed_at"] is not None else None
    return infos


def _one(row: dict[str, Any], current: str, prev: str | None) -> PhaseInfo:
    number = row["number"]
    draft_valid = (
        row["drafted_at"] is not None
        and prev is not None
        and row["draft_input_hash"] == current
        and row["draft_start_hash"] == prev
    )
    reason: str | None = None
    if row["committed_at"] is not None:
        if row["input_hash"] != current:
            status, reason = PhaseStatus.STALE, "inputs"
        elif row["start_hash"] != prev:
            status, reason = PhaseStatus.STALE, "start"
        else:
            status = PhaseStatus.COMMITTED
    else:
        status = PhaseStatus.DRAFT if draft_valid else PhaseStatus.OPEN
    return PhaseInfo(
        number,
        status,
        row["committed_at"],
        row["drafted_at"] if draft_valid else None,
        reason,
        current,
        prev,
        row["state_hash"],
        draft_valid,
    )
