"""What a trace records of the vote: each ballot with its weight and notes, the totals per
candidate and who was executed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..model import EMPTY, frozen_map
from .records import Note


@dataclass(frozen=True, slots=True)
class Vote:
    """One vote as counted: who, for whom, its weight, why it counts (or not)."""

    voter: str
    candidate: str
    weight: float
    notes: tuple[Note, ...] = ()
    counted: bool = True


@dataclass(frozen=True, slots=True)
class VoteTally:
    """The vote: every ballot with its weight, totals per candidate, and the result."""

    ballots: tuple[Vote, ...] = ()
    totals: Mapping[str, float] = field(default_factory=lambda: EMPTY)
    cast: float = 0.0
    executed: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "ballots": [
                {
                    "voter": v.voter,
                    "candidate": v.candidate,
                    "weight": v.weight,
                    "counted": v.counted,
                    "note_data": [n.to_json() for n in v.notes],
                }
                for v in self.ballots
            ],
            "totals": dict(self.totals),
            "cast": self.cast,
            "executed": self.executed,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> VoteTally:
        return VoteTally(
            tuple(
                Vote(
                    b["voter"],
                    b["candidate"],
                    b["weight"],
                    tuple(Note.from_json(n) for n in b.get("note_data", ())),
                    b.get("counted", True),
                )
                for b in data.get("ballots", ())
            ),
            frozen_map(data.get("totals")),
            data.get("cast", 0.0),
            data.get("executed"),
        )
