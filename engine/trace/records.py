"""What a trace records of a phase's steps: HP events with their notes, actions, deaths,
private messages, rejected orders and the master's questions, each with its JSON form."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..model import EMPTY, Order, frozen_map

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
            "seq": self.seq,
            "kind": self.kind.value,
            "actor": self.actor,
            "ability": self.ability,
            "target": self.target,
            "hp_before": self.hp_before,
            "hp_after": self.hp_after,
            "delta": self.delta,
            "notes": [render(n) if render else n.code for n in self.notes],
            "note_data": [n.to_json() for n in self.notes],
            "rulings": list(self.rulings),
            "attack": self.attack,
            "order": self.order,
            "fell": self.fell,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any], step: int) -> HpEvent:
        return HpEvent(
            seq=data["seq"],
            step=step,
            kind=EventKind(data["kind"]),
            actor=data["actor"],
            ability=data["ability"],
            target=data["target"],
            hp_before=data["hp_before"],
            hp_after=data["hp_after"],
            attack=data.get("attack", False),
            notes=tuple(Note.from_json(n) for n in data.get("note_data", ())),
            rulings=tuple(data.get("rulings", ())),
            order=data.get("order"),
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
            "seq": self.seq,
            "actor": self.actor,
            "ability": self.ability,
            "targets": list(self.targets),
            "outcome": self.outcome,
            "notes": [render(n) if render else n.code for n in self.notes],
            "note_data": [n.to_json() for n in self.notes],
            "rulings": list(self.rulings),
            "order": self.order,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any], step: int) -> Action:
        return Action(
            seq=data["seq"],
            step=step,
            actor=data["actor"],
            ability=data["ability"],
            targets=tuple(data["targets"]),
            outcome=data["outcome"],
            notes=tuple(Note.from_json(n) for n in data.get("note_data", ())),
            rulings=tuple(data.get("rulings", ())),
            order=data.get("order"),
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
        data: dict[str, Any] = {
            "player": self.player,
            "frag": self.frag,
            "step": self.step,
            "cause": self.cause,
            "rulings": list(self.rulings),
        }
        if self.fell_in is not None:
            data["fell_in"] = self.fell_in
        data.update({k: v for k, v in self.extra.items() if k not in data})
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Death:
        extra = {k: v for k, v in data.items() if k not in _DEATH_KEYS}
        return Death(
            data["player"],
            data["frag"],
            data["step"],
            data["cause"],
            tuple(data.get("rulings", ())),
            data.get("fell_in"),
            frozen_map(extra),
        )


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
            "to": self.to,
            "ability": self.ability,
            "target": self.target,
            "result": _thaw(self.result),
            "text": render(self) if render else "",
            "delivered": self.delivered,
            "phase": self.phase,
        }
        if self.withheld is not None:
            data["withheld"] = self.withheld
        if self.source is not None:
            data["source"] = self.source
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Message:
        return Message(
            to=data["to"],
            ability=data["ability"],
            target=data.get("target"),
            result=_freeze(data.get("result") or {}),
            phase=data["phase"],
            delivered=data.get("delivered", True),
            withheld=data.get("withheld"),
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
            "order": self.order.to_json(),
            "reason": render(self) if render else self.code,
            "code": self.code,
            "data": _thaw(self.data),
        }
        if self.order.ref is not None:
            data["ref"] = self.order.ref
        if self.step is not None:
            data["step"] = self.step
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Rejection:
        return Rejection(
            Order.from_json(data["order"], data.get("ref")),
            data["code"],
            _freeze(data.get("data") or {}),
            data.get("step"),
        )


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
        return {
            "id": self.id,
            "kind": self.kind,
            "question": render(self) if render else self.kind,
            "data": _thaw(self.data),
            "options": _thaw(self.options),
            "default": _thaw(self.default),
            "answer": _thaw(self.answer),
            "answered": self.answered,
            "about": self.about,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Question:
        return Question(
            data["id"],
            data["kind"],
            _freeze(data.get("data") or {}),
            _freeze(data["options"]),
            _freeze(data["default"]),
            _freeze(data["answer"]),
            data["answered"],
            data.get("about"),
        )
