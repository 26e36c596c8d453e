"""The immutable record of a resolved phase, and its JSON form (scenario-format.md).

A trace holds every HP change as an `HpEvent` (step, actor, ability, target, before/after,
notes, rulings), the non-HP happenings of each step as `Action`s, deaths with their frag,
private messages, rejected orders, the master's questions, the vote and the public summary.
Texts are not stored: they are rendered from codes and data in the master's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .formats import TRACE_FORMAT, upgrade_trace
from .model import EMPTY, Order, frozen_map

NoteRenderer = Callable[["Note"], str]
MessageRenderer = Callable[["Message"], str]
ReasonRenderer = Callable[["Rejection"], str]
QuestionRenderer = Callable[["Question"], str]


class EventKind(StrEnum):
    """What an HP change was."""

    DAMAGE = "damage"
    HEAL = "heal"
    KILL = "kill"  # an outright kill (murder, katana on a commissar in small games)
    EXECUTION = "execution"
    CAP = "cap"  # cut to max HP after the cap step
    DRAIN = "drain"  # HP taken, not damage (shakedown)


@dataclass(frozen=True, slots=True)
class Note:
    """A structured remark on an event: `code` plus data, rendered per language."""

    code: str
    data: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, **dict(self.data)}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Note:
        rest = {k: v for k, v in data.items() if k != "code"}
        return Note(data["code"], frozen_map(rest))


def _freeze(value: Any) -> Any:
    """Lists to tuples and dicts to read-only maps, so records compare and hash sanely."""
    if isinstance(value, Mapping):
        return frozen_map({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class HpEvent:
    """One HP change: the only way HP moves during a phase."""

    seq: int
    step: int
    kind: EventKind
    actor: str | None
    ability: str | None
    target: str
    hp_before: int
    hp_after: int
    attack: bool = False
    notes: tuple[Note, ...] = ()
    rulings: tuple[str, ...] = ()
    order: str | None = None  # the order's ref
    fell: bool = False  # this event is where the target's HP first fell (frag candidate)

    @property
    def delta(self) -> int:
        return self.hp_after - self.hp_before

    def to_json(self, render: NoteRenderer | None = None) -> dict[str, Any]:
        return {
            "seq": self.seq, "kind": self.kind.value, "actor": self.actor,
            "ability": self.ability, "target": self.target, "hp_before": self.hp_before,
            "hp_after": self.hp_after, "delta": self.delta,
            "notes": [render(n) if render else n.code for n in self.notes],
            "note_data": [n.to_json() for n in self.notes],
            "rulings": list(self.rulings), "attack": self.attack, "order": self.order,
            "fell": self.fell,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any], step: int) -> HpEvent:
        return HpEvent(
            seq=data["seq"], step=step, kind=EventKind(data["kind"]), actor=data["actor"],
            ability=data["ability"], target=data["target"], hp_before=data["hp_before"],
            hp_after=data["hp_after"], attack=data.get("attack", False),
            notes=tuple(Note.from_json(n) for n in data.get("note_data", ())),
            rulings=tuple(data.get("rulings", ())), order=data.get("order"),
            fell=data.get("fell", False),
        )


@dataclass(frozen=True, slots=True)
class Action:
    """Something an order or a passive did that is not an HP change (a guard set, a check
    made, an effect with no effect on the paranoid...)."""

    seq: int
    step: int
    actor: str | None
    ability: str | None
    targets: tuple[str, ...]
    outcome: str  # a code: applied, no_effect, fired, ...
    notes: tuple[Note, ...] = ()
    rulings: tuple[str, ...] = ()
    order: str | None = None

    def to_json(self, render: NoteRenderer | None = None) -> dict[str, Any]:
        return {
            "seq": self.seq, "actor": self.actor, "ability": self.ability,
            "targets": list(self.targets), "outcome": self.outcome,
            "notes": [render(n) if render else n.code for n in self.notes],
            "note_data": [n.to_json() for n in self.notes], "rulings": list(self.rulings),
            "order": self.order,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any], step: int) -> Action:
        return Action(
            seq=data["seq"], step=step, actor=data["actor"], ability=data["ability"],
            targets=tuple(data["targets"]), outcome=data["outcome"],
            notes=tuple(Note.from_json(n) for n in data.get("note_data", ())),
            rulings=tuple(data.get("rulings", ())), order=data.get("order"),
        )


@dataclass(frozen=True, slots=True)
class StepTrace:
    """The HP events and the actions of one step."""

    number: int
    name: str
    events: tuple[HpEvent, ...] = ()
    actions: tuple[Action, ...] = ()


# a death's fields that name the role announced with it, as each spec spells the key:
# `role_shown` (seed 003: «При выбывании статус игрока будет оглашен Ведущим»),
# `revealed_role` (seed 001: «Всем объявляется его тайная роль»)
ANNOUNCED_ROLE_KEYS = ("role_shown", "revealed_role")


@dataclass(frozen=True, slots=True)
class Death:
    """A death: who credited with the frag (None: the town or nobody) and where HP fell."""

    player: str
    frag: str | None
    step: int | None
    cause: str  # execution, hp, kill, mortal_wound
    rulings: tuple[str, ...] = ()
    fell_in: int | None = None  # the phase HP fell, when it differs (the avenger)
    # ruleset-specific fields added to the JSON (e.g. the role revealed on death)
    extra: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    @property
    def announced_role(self) -> str | None:
        """The secret role announced with this death, where the rules announce one: one
        concept, each spec keeping its own JSON key (ANNOUNCED_ROLE_KEYS)."""
        for key in ANNOUNCED_ROLE_KEYS:
            if self.extra.get(key):
                return str(self.extra[key])
        return None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"player": self.player, "frag": self.frag, "step": self.step,
                                "cause": self.cause, "rulings": list(self.rulings)}
        if self.fell_in is not None:
            data["fell_in"] = self.fell_in
        data.update({k: v for k, v in self.extra.items() if k not in data})
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Death:
        extra = {k: v for k, v in data.items() if k not in _DEATH_KEYS}
        return Death(data["player"], data["frag"], data["step"], data["cause"],
                     tuple(data.get("rulings", ())), data.get("fell_in"), frozen_map(extra))


_DEATH_KEYS = frozenset({"player", "frag", "step", "cause", "rulings", "fell_in"})


@dataclass(frozen=True, slots=True)
class Message:
    """A private result for one player. `result` is data; the text is rendered from it.

    `delivered` is False while the player is in coma (queued); `withheld` says why a
    message is not delivered (coma, dead); `phase` is the phase that produced it.
    """

    to: str
    ability: str
    target: str | None
    result: Mapping[str, Any]
    phase: int
    delivered: bool = True
    withheld: str | None = None
    source: str | None = None  # who made the check (when the receiver is not the actor)

    def to_json(self, render: MessageRenderer | None = None) -> dict[str, Any]:
        data = {
            "to": self.to, "ability": self.ability, "target": self.target,
            "result": _thaw(self.result), "text": render(self) if render else "",
            "delivered": self.delivered, "phase": self.phase,
        }
        if self.withheld is not None:
            data["withheld"] = self.withheld
        if self.source is not None:
            data["source"] = self.source
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Message:
        return Message(
            to=data["to"], ability=data["ability"], target=data.get("target"),
            result=_freeze(data.get("result") or {}), phase=data["phase"],
            delivered=data.get("delivered", True), withheld=data.get("withheld"),
            source=data.get("source"),
        )


@dataclass(frozen=True, slots=True)
class Rejection:
    """An order that did not run: a code and its data, rendered as a reason for the master."""

    order: Order
    code: str
    data: Mapping[str, Any] = field(default_factory=lambda: EMPTY)
    step: int | None = None  # set when it was cancelled during resolution (execution...)

    def to_json(self, render: ReasonRenderer | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "order": self.order.to_json(), "reason": render(self) if render else self.code,
            "code": self.code, "data": _thaw(self.data),
        }
        if self.order.ref is not None:
            data["ref"] = self.order.ref
        if self.step is not None:
            data["step"] = self.step
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Rejection:
        return Rejection(Order.from_json(data["order"], data.get("ref")), data["code"],
                         _freeze(data.get("data") or {}), data.get("step"))


@dataclass(frozen=True, slots=True)
class Question:
    """A decision only the master can make; `answer` is what was used (the default when
    the master gave none, then `answered` is False). `data` feeds the question's text."""

    id: str
    kind: str
    data: Mapping[str, Any]
    options: tuple[Any, ...]
    default: Any
    answer: Any
    answered: bool
    about: str | None = None

    def to_json(self, render: QuestionRenderer | None = None) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind,
                "question": render(self) if render else self.kind,
                "data": _thaw(self.data), "options": _thaw(self.options),
                "default": _thaw(self.default), "answer": _thaw(self.answer),
                "answered": self.answered, "about": self.about}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Question:
        return Question(data["id"], data["kind"], _freeze(data.get("data") or {}),
                        _freeze(data["options"]), _freeze(data["default"]),
                        _freeze(data["answer"]), data["answered"], data.get("about"))


@dataclass(frozen=True, slots=True)
class Vote:
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
            "ballots": [{"voter": v.voter, "candidate": v.candidate, "weight": v.weight,
                         "counted": v.counted, "note_data": [n.to_json() for n in v.notes]}
                        for v in self.ballots],
            "totals": dict(self.totals), "cast": self.cast, "executed": self.executed,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> VoteTally:
        return VoteTally(
            tuple(Vote(b["voter"], b["candidate"], b["weight"],
                       tuple(Note.from_json(n) for n in b.get("note_data", ())),
                       b.get("counted", True)) for b in data.get("ballots", ())),
            frozen_map(data.get("totals")), data.get("cast", 0.0), data.get("executed"),
        )


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
        data = {"hp": self.hp, "max_hp": self.max_hp, "status": self.status,
                "public_status": self.public_status, "alive": self.alive,
                "location": self.location, "marks": self.marks, "flags": list(self.flags),
                "public_role": self.public_role}
        data.update({k: v for k, v in self.extra.items() if k not in data})
        return data

    @staticmethod
    def from_json(name: str, data: Mapping[str, Any]) -> PlayerSummary:
        extra = {k: v for k, v in data.items() if k not in _PLAYER_KEYS}
        return PlayerSummary(name, data["hp"], data["max_hp"], data["status"],
                             data["public_status"], data["alive"], data.get("location", "none"),
                             data.get("marks", 0), tuple(data.get("flags", ())),
                             data.get("public_role"), frozen_map(extra))


_PLAYER_KEYS = frozenset({"hp", "max_hp", "status", "public_status", "alive", "location",
                          "marks", "flags", "public_role"})


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
            "executed": self.executed, "deaths": list(self.deaths),
            "status_changes": [{"player": n, "from": a, "to": b}
                               for n, a, b in self.status_changes],
            "announcements": [_thaw(a) for a in self.announcements],
            "reveal": None if self.reveal is None else dict(self.reveal),
            "winner": self.winner, "draw": self.draw,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> PublicSummary:
        return PublicSummary(
            data.get("executed"), tuple(data.get("deaths", ())),
            tuple((c["player"], c["from"], c["to"]) for c in data.get("status_changes", ())),
            tuple(_freeze(a) for a in data.get("announcements", ())),
            None if data.get("reveal") is None else frozen_map(data["reveal"]),
            data.get("winner"), data.get("draw", False),
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

    def player(self, name: str) -> PlayerSummary:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def hp_matrix(self, step_numbers: Sequence[int]) -> dict[str, list[int]]:
        """HP of each player after each of `step_numbers` (start of phase carried over)."""
        current = dict(self.start)
        by_step: dict[int, list[HpEvent]] = {s.number: list(s.events) for s in self.steps}
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
    def to_json(self, render_note: NoteRenderer | None = None,
                render_message: MessageRenderer | None = None,
                render_reason: ReasonRenderer | None = None,
                render_question: QuestionRenderer | None = None) -> dict[str, Any]:
        return {
            "format": TRACE_FORMAT,
            "number": self.number,
            "kind": self.kind,
            "executed": self.executed,
            "steps": [
                {"number": s.number, "name": s.name,
                 "events": [e.to_json(render_note) for e in s.events],
                 "actions": [a.to_json(render_note) for a in s.actions]}
                for s in self.steps
            ],
            "deaths": [d.to_json() for d in self.deaths],
            "players": {p.name: p.to_json() for p in self.players},
            "start": dict(self.start),
            "messages": [m.to_json(render_message) for m in self.messages],
            "rejected": [r.to_json(render_reason) for r in self.rejected],
            # the contract: 'questions' are the decisions the master still owes
            "questions": [q.to_json(render_question) for q in self.questions
                          if not q.answered],
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
                s["number"], s["name"],
                tuple(HpEvent.from_json(e, s["number"]) for e in s.get("events", ())),
                tuple(Action.from_json(a, s["number"]) for a in s.get("actions", ())),
            )
            for s in data["steps"]
        )
        return PhaseTrace(
            number=data["number"], executed=data["executed"], steps=steps,
            deaths=tuple(Death.from_json(d) for d in data["deaths"]),
            players=tuple(PlayerSummary.from_json(n, p) for n, p in data["players"].items()),
            start=frozen_map(data["start"]),
            messages=tuple(Message.from_json(m) for m in data["messages"]),
            rejected=tuple(Rejection.from_json(r) for r in data["rejected"]),
            questions=tuple(sorted(
                (Question.from_json(q) for q in [*data["questions"], *data.get("decisions", ())]),
                key=lambda q: order_of.get(q.id, 0))),
            votes=VoteTally.from_json(data["votes"]),
            public=PublicSummary.from_json(data["public"]),
            orders=tuple(Order.from_json({k: v for k, v in o.items() if k != "ref"}, o.get("ref"))
                         for o in data["orders"]),
            rulings=frozen_map(data["rulings"]), warnings=tuple(data.get("warnings", ())),
            notes=tuple(Note.from_json(n) for n in data.get("notes", ())),
            kind=data["kind"],
        )


freeze = _freeze
thaw = _thaw
