"""What a trace records of the vote: each ballot with its weight and notes, the totals per
candidate and who was executed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..model.state import EMPTY, frozen_map
from .records import Note
from .records import _freeze as freeze
from .records import _thaw as thaw


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
    # a ruleset's own fields of the vote (a majority vote's threshold, wagons, hammer...),
    # written beside the contract's keys in the JSON
    extra: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    def to_json(self) -> dict[str, Any]:
        if "ballots" in self.extra:  # a ruleset's ballots: the contract's fields and more
            return {
                **{k: thaw(v) for k, v in self.extra.items()},
                "totals": dict(self.totals),
                "cast": self.cast,
                "executed": self.executed,
            }
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
            **{k: thaw(v) for k, v in self.extra.items() if k not in _KEYS},
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
                if b.get("candidate") is not None
            ),
            frozen_map(data.get("totals")),
            data.get("cast", 0.0),
            data.get("executed"),
            frozen_map({k: freeze(v) for k, v in data.items() if k not in _KEYS or _own(k, data)}),
        )


_KEYS = frozenset({"ballots", "totals", "cast", "executed"})


def _own(key: str, data: Mapping[str, Any]) -> bool:
    """A ruleset's ballots (with `outcome`) are kept whole beside the votes read back."""
    ballots = data.get("ballots") or ()
    return key == "ballots" and any("outcome" in b for b in ballots)
