"""The immutable record of a resolved phase, and its JSON form (scenario-format.md).

A trace holds every HP change as an `HpEvent` (step, actor, ability, target, before/after,
notes, rulings), the non-HP happenings of each step as `Action`s, deaths with their frag,
private messages, rejected orders, the master's questions, the vote and the public summary.
Texts are not stored: they are rendered from codes and data in the master's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Final

from ..model.formats import TRACE_FORMAT, upgrade_trace
from ..model.state import EMPTY, Order, frozen_map
from .messages import (
    Message,
    MessageRenderer,
    Question,
    QuestionRenderer,
    ReasonRenderer,
    Rejection,
)
from .records import (
    Action,
    Death,
    EventKind,
    HpEvent,
    Note,
    NoteRenderer,
    StepTrace,
    _freeze,
    _thaw,
)
from .votes import Vote, VoteTally

__all__ = [
    "END_OF_PHASE",
    "Action",
    "Death",
    "EventKind",
    "HpEvent",
    "Message",
    "MessageRenderer",
    "Note",
    "NoteRenderer",
    "PhaseTrace",
    "PlayerSummary",
    "PublicSummary",
    "Question",
    "QuestionRenderer",
    "ReasonRenderer",
    "Rejection",
    "StepTrace",
    "Vote",
    "VoteTally",
    "freeze",
    "shown_step",
    "thaw",
]

# The step a reader is shown what the end-of-phase hooks recorded under (the HP cap,
# regeneration, a mortal wound's end...): after every step. The JSON keeps them under the
# last step's number, marked `end_of_phase` (scenario-format.md: extend, never break).
END_OF_PHASE: Final = 10_000
END_OF_PHASE_ID: Final = "end_of_phase"


def shown_step(item: HpEvent | Action) -> int:
    """The step `item` is shown under: its own, or END_OF_PHASE."""
    return END_OF_PHASE if item.end_of_phase else item.step


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    """A player after the phase, as the contract lists it (plus what the console shows)."""

    name: str
    hp: int | None  # None: a ruleset without HP (numbers.hp: false)
    max_hp: int | None
    status: str
    public_status: str
    alive: bool
    location: str = "none"
    marks: int = 0
    flags: tuple[str, ...] = ()
    public_role: str | None = None  # public: the post may name it
    # ruleset-specific fields (numbers.player_fields, e.g. exposure, cartridges)
    extra: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    def to_json(self) -> dict[str, Any]:
        data = {
            "hp": self.hp,
            "max_hp": self.max_hp,
            "status": self.status,
            "public_status": self.public_status,
            "alive": self.alive,
            "location": self.location,
            "marks": self.marks,
            "flags": list(self.flags),
            "public_role": self.public_role,
        }
        data.update({k: v for k, v in self.extra.items() if k not in data})
        return data

    @staticmethod
    def from_json(name: str, data: Mapping[str, Any]) -> PlayerSummary:
        extra = {k: v for k, v in data.items() if k not in _PLAYER_KEYS}
        return PlayerSummary(
            name,
            data["hp"],
            data["max_hp"],
            data["status"],
            data["public_status"],
            data["alive"],
            data.get("location", "none"),
            data.get("marks", 0),
            tuple(data.get("flags", ())),
            data.get("public_role"),
            frozen_map(extra),
        )


_PLAYER_KEYS = frozenset(
    {
        "hp",
        "max_hp",
        "status",
        "public_status",
        "alive",
        "location",
        "marks",
        "flags",
        "public_role",
    }
)


@dataclass(frozen=True, slots=True)
class PublicSummary:
    """What the town learns from the phase: the raw material of the phase post."""

    executed: str | None = None
    deaths: tuple[str, ...] = ()
    status_changes: tuple[tuple[str, str, str], ...] = ()  # name, from, to (as shown)
    announcements: tuple[Mapping[str, Any], ...] = ()  # {kind: contract/hunt, target: name}
    reveal: Mapping[str, int] | None = None  # dead per faction, when due
    winner: str | None = None
    draw: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "executed": self.executed,
            "deaths": list(self.deaths),
            "status_changes": [
                {"player": n, "from": a, "to": b} for n, a, b in self.status_changes
            ],
            "announcements": [_thaw(a) for a in self.announcements],
            "reveal": None if self.reveal is None else dict(self.reveal),
            "winner": self.winner,
            "draw": self.draw,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> PublicSummary:
        return PublicSummary(
            data.get("executed"),
            tuple(data.get("deaths", ())),
            tuple((c["player"], c["from"], c["to"]) for c in data.get("status_changes", ())),
            tuple(_freeze(a) for a in data.get("announcements", ())),
            None if data.get("reveal") is None else frozen_map(data["reveal"]),
            data.get("winner"),
            data.get("draw", False),
        )


@dataclass(frozen=True)
class PhaseTrace:
    """The whole resolution of one phase."""

    number: int
    executed: str | None
    steps: tuple[StepTrace, ...]
    deaths: tuple[Death, ...]
    players: tuple[PlayerSummary, ...]
    start: Mapping[str, int]  # HP of every player when the phase began
    messages: tuple[Message, ...]
    rejected: tuple[Rejection, ...]
    questions: tuple[Question, ...]
    votes: VoteTally
    public: PublicSummary
    orders: tuple[Order, ...]  # the orders that ran
    rulings: Mapping[str, str]  # every ruling in force
    warnings: tuple[str, ...] = ()
    notes: tuple[Note, ...] = field(default=())  # phase-level notes for the master
    kind: str = "day_night"  # the phase kind (phases.MERGED when a ruleset declares none)

    # --- queries the viewer uses -----------------------------------------------------------
    def events(self) -> list[HpEvent]:
        return [e for s in self.steps for e in s.events]

    def step(self, number: int) -> StepTrace | None:
        for s in self.steps:
            if s.number == number:
                return s
        return None

    @cached_property
    def shown_steps(self) -> tuple[StepTrace, ...]:
        """The steps as a reader sees them: what the end-of-phase hooks recorded taken out
        of the last step into a step of its own, numbered END_OF_PHASE, after the rest."""
        if not any(
            any(e.end_of_phase for e in s.events) or any(a.end_of_phase for a in s.actions)
            for s in self.steps
        ):
            return self.steps
        kept: list[StepTrace] = []
        events: list[HpEvent] = []
        actions: list[Action] = []
        for s in self.steps:
            events.extend(e for e in s.events if e.end_of_phase)
            actions.extend(a for a in s.actions if a.end_of_phase)
            own = StepTrace(
                s.number,
                s.name,
                tuple(e for e in s.events if not e.end_of_phase),
                tuple(a for a in s.actions if not a.end_of_phase),
            )
            if own.events or own.actions:
                kept.append(own)
        kept.append(StepTrace(END_OF_PHASE, END_OF_PHASE_ID, tuple(events), tuple(actions)))
        return tuple(kept)

    def shown_step(self, number: int) -> StepTrace | None:
        """A step of `shown_steps` (END_OF_PHASE: the end of the phase)."""
        for s in self.shown_steps:
            if s.number == number:
                return s
        return None

    def player(self, name: str) -> PlayerSummary:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def hp_matrix(self, step_numbers: Sequence[int]) -> dict[str, list[int]]:
        """HP of each player after each of `step_numbers` (start of phase carried over), the
        steps as `shown_steps` numbers them: the end of the phase is END_OF_PHASE."""
        current = dict(self.start)
        by_step = {s.number: s.events for s in self.shown_steps}
        matrix: dict[str, list[int]] = {name: [] for name in self.start}
        for number in step_numbers:
            for event in by_step.get(number, ()):
                current[event.target] = event.hp_after
            for name in matrix:
                matrix[name].append(current[name])
        return matrix

    def history_of(self, name: str) -> list[HpEvent]:
        """The chain of events that brought `name` to its HP."""
        return [e for e in self.events() if e.target == name]

    # --- JSON ------------------------------------------------------------------------------
    def to_json(
        self,
        render_note: NoteRenderer | None = None,
        render_message: MessageRenderer | None = None,
        render_reason: ReasonRenderer | None = None,
        render_question: QuestionRenderer | None = None,
    ) -> dict[str, Any]:
        return {
            "format": TRACE_FORMAT,
            "number": self.number,
            "kind": self.kind,
            "executed": self.executed,
            "steps": [
                {
                    "number": s.number,
                    "name": s.name,
                    "events": [e.to_json(render_note) for e in s.events],
                    "actions": [a.to_json(render_note) for a in s.actions],
                }
                for s in self.steps
            ],
            "deaths": [d.to_json() for d in self.deaths],
            "players": {p.name: p.to_json() for p in self.players},
            "start": dict(self.start),
            "messages": [m.to_json(render_message) for m in self.messages],
            "rejected": [r.to_json(render_reason) for r in self.rejected],
            # the contract: 'questions' are the decisions the master still owes
            "questions": [q.to_json(render_question) for q in self.questions if not q.answered],
            "question_order": [q.id for q in self.questions],
            "decisions": [q.to_json(render_question) for q in self.questions if q.answered],
            "votes": self.votes.to_json(),
            "public": self.public.to_json(),
            "orders": [dict(o.to_json(), ref=o.ref) for o in self.orders],
            "rulings": dict(self.rulings),
            "warnings": list(self.warnings),
            "notes": [n.to_json() for n in self.notes],
        }

    @staticmethod
    def from_json(stored: Mapping[str, Any]) -> PhaseTrace:
        """A trace from its JSON in any known format (older ones are upgraded)."""
        data = upgrade_trace(stored)
        order_of = {qid: i for i, qid in enumerate(data.get("question_order", ()))}
        steps = tuple(
            StepTrace(
                s["number"],
                s["name"],
                tuple(HpEvent.from_json(e, s["number"]) for e in s.get("events", ())),
                tuple(Action.from_json(a, s["number"]) for a in s.get("actions", ())),
            )
            for s in data["steps"]
        )
        return PhaseTrace(
            number=data["number"],
            executed=data["executed"],
            steps=steps,
            deaths=tuple(Death.from_json(d) for d in data["deaths"]),
            players=tuple(PlayerSummary.from_json(n, p) for n, p in data["players"].items()),
            start=frozen_map(data["start"]),
            messages=tuple(Message.from_json(m) for m in data["messages"]),
            rejected=tuple(Rejection.from_json(r) for r in data["rejected"]),
            questions=tuple(
                sorted(
                    (
                        Question.from_json(q)
                        for q in [*data["questions"], *data.get("decisions", ())]
                    ),
                    key=lambda q: order_of.get(q.id, 0),
                )
            ),
            votes=VoteTally.from_json(data["votes"]),
            public=PublicSummary.from_json(data["public"]),
            orders=tuple(
                Order.from_json({k: v for k, v in o.items() if k != "ref"}, o.get("ref"))
                for o in data["orders"]
            ),
            rulings=frozen_map(data["rulings"]),
            warnings=tuple(data.get("warnings", ())),
            notes=tuple(Note.from_json(n) for n in data.get("notes", ())),
            kind=data["kind"],
        )


freeze = _freeze
thaw = _thaw
