"""What a trace records for the people around the steps: the private messages of checks,
the rejected orders with their reasons, and the questions only the master can answer."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..model.state import EMPTY, Order
from .records import _freeze, _thaw

MessageRenderer = Callable[["Message"], str]
ReasonRenderer = Callable[["Rejection"], str]
QuestionRenderer = Callable[["Question"], str]


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
    # the target the result is about when a swap moved the order (`target` as submitted)
    actual_target: str | None = None

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
        if self.actual_target is not None:
            data["actual_target"] = self.actual_target
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
            actual_target=data.get("actual_target"),
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
