"""What a trace records of a phase's steps: HP events with their notes, actions, deaths,
private messages, rejected orders and the master's questions, each with its JSON form."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..model.state import EMPTY, frozen_map

NoteRenderer = Callable[["Note"], str]


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
    if value is None or isinstance(value, (str, int, float)):
        return value  # the common case first: the Mapping check (an ABC's) is slow
    if isinstance(value, (dict, Mapping)):  # a dict first: no ABC check
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
    # recorded by the end-of-phase hooks, after every step (the HP cap, regeneration...):
    # `step` stays the last step's number (the JSON contract), the viewer shows it apart
    end_of_phase: bool = False

    @property
    def delta(self) -> int:
        return self.hp_after - self.hp_before

    def to_json(self, render: NoteRenderer | None = None) -> dict[str, Any]:
        data = {
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
        if self.end_of_phase:  # an optional key: older traces and readers go without it
            data["end_of_phase"] = True
        return data

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
            end_of_phase=data.get("end_of_phase", False),
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
    end_of_phase: bool = False  # recorded after every step (see HpEvent)

    def to_json(self, render: NoteRenderer | None = None) -> dict[str, Any]:
        data = {
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
        if self.end_of_phase:
            data["end_of_phase"] = True
        return data

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
            end_of_phase=data.get("end_of_phase", False),
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
