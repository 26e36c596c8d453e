"""The working state of one phase while it resolves, and the one place HP changes.

`PhaseContext` is mutable on purpose and lives only inside `resolve_phase`: it starts from
a frozen `GameState`, collects the trace, and is frozen again into the next state. Every
HP change goes through `change_hp`, which records the event and the frag candidate.

What steps pass to later steps within the phase is typed state, so a misspelt name is a
mypy error, not a silently empty key: the core's own concerns are attributes (`inputs`: the
votes taken and who sent secret orders; `outcome`: what the end hooks leave), an effect
module's concern is a small dataclass it defines (every field with a default) reached
through `ctx.part(Kind)` behind its own accessor (`families.state.record`, `arena.state.phase`,
`families.meditation.hp_reports_due`...); when another module reads it, the writer's
accessor is what the reader imports. There is no string-keyed scratch dict.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar

from ..model.state import GameState, Order, PlayerState, frozen_map
from ..ruleset.load import Ruleset, StepDef
from ..ruleset.phases import PhaseKind
from ..ruleset.rulings import builtin_answer
from ..ruleset.statuses import Place
from ..trace import (
    Action,
    Death,
    EventKind,
    HpEvent,
    Message,
    Note,
    PublicSummary,
    Question,
    Rejection,
    VoteTally,
    freeze,
)

# re-exported: effects and rulesets import these from here
from .live import Live as Live
from .live import ResolvedOrder as ResolvedOrder

Later = Callable[["PhaseContext"], None]
T = TypeVar("T")


def _seat(player: PlayerState) -> int:
    return player.seat


def _frozen(value: Any) -> Any:
    """A namespace's value as the frozen state holds it (equal to its JSON reloaded)."""
    if value is None or isinstance(value, (str, int, float)):
        return value  # the common case first: the Mapping check is slow
    if isinstance(value, MappingProxyType) and _is_frozen(value):
        return value  # kept from the state before (a growing history...): not copied again
    if isinstance(value, (dict, Mapping)):  # a dict first: no ABC check
        return frozen_map({k: _frozen(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return value


def _refrozen(before: Mapping[str, Any] | None, data: dict[str, Any]) -> Mapping[str, Any]:
    """The namespace `data` (a copy of `before`, changed or not) in the frozen form: the
    values it still shares with `before` kept when already frozen (a growing history is
    not copied again every phase), and `before` itself when nothing changed."""
    if before is None:
        return frozen_map({k: _frozen(v) for k, v in data.items()})
    out: dict[str, Any] = {}
    same = len(before) == len(data)
    for k, v in data.items():
        if before.get(k, data) is v and _is_frozen(v):
            out[k] = v
        else:
            out[k] = _frozen(v)
            same = False
    if same and isinstance(before, MappingProxyType) and list(before) == sorted(before):
        return before  # its values are the ones just found frozen
    return frozen_map(out)


def _is_frozen(value: Any) -> bool:
    """`value` is as `_frozen` would make it (read-only maps in key order, tuples)."""
    if value is None or isinstance(value, (str, int, float)):
        return True
    if isinstance(value, tuple):
        return all(_is_frozen(v) for v in value)
    if isinstance(value, MappingProxyType):
        keys = list(value)
        return keys == sorted(keys) and all(_is_frozen(v) for v in value.values())
    return False


def public_roles_of(ctx: PhaseContext, live: Live) -> list[str]:
    """The public roles whose abilities a character has now (own, looted, copied)."""
    roles = [live.start.public_role]
    if not live.effects:
        return roles  # the common case: nothing looted or copied
    for kind in ("looted_role", "copied_role"):
        for effect in live.effects_of(kind, ctx.phase):
            role = effect.params["role"]
            if role not in roles:
                roles.append(role)
    return roles


def order_step(ctx: PhaseContext, ro: ResolvedOrder) -> int:
    """The step an order runs at (a ruling may move an ability, e.g. the medic's treat)."""
    alt = ro.ability.alt_step
    if alt is not None and ctx.rule(alt[0]) == alt[1]:
        return alt[2]
    return ro.ability.step


@dataclass(slots=True)
class Inputs:
    """What the steps read of the phase's inputs as a whole (`ctx.inputs`): the votes it
    takes and who sent secret orders."""

    votes: dict[str, str] = field(default_factory=dict)  # voter -> candidate (`phase_votes`)
    night_actors: set[str] = field(default_factory=set)  # actors of accepted secret orders
    # for the trap_attempt ruling: whoever even tried a secret ability, accepted or not
    night_attempts: set[str] = field(default_factory=set)


def take_votes(ctx: PhaseContext, votes: dict[str, str]) -> dict[str, str]:
    """The votes the phase takes (bought votes and the day vote read them)."""
    ctx.inputs.votes = votes
    return votes


def take_actors(ctx: PhaseContext, actors: set[str], attempts: set[str]) -> None:
    """Who sent accepted secret orders, and who tried any (the traps read them)."""
    ctx.inputs.night_actors, ctx.inputs.night_attempts = actors, attempts


@dataclass(slots=True)
class Outcome:
    """What the end-of-phase hooks leave for the next state and the trace (`ctx.outcome`):
    None where no hook said (then: the state's winner, the messages as sent, an empty
    public summary)."""

    winner: str | None = None  # a faction, or "draw"
    delivered: list[Message] | None = None  # the messages as delivered (some withheld)
    public: PublicSummary | None = None  # what the phase post announces


class PhaseContext:
    """Everything one phase's resolution reads and writes."""

    def __init__(
        self,
        ruleset: Ruleset,
        state: GameState,
        decisions: Mapping[str, Any],
        decider: Decider | None = None,
        *,
        display: bool = True,
    ) -> None:
        self.ruleset = ruleset
        # False: nobody will read the display-only records (actions, rejections), so
        # they are not built (the balance simulator's fast path)
        self.display = display
        self.state = state
        self.phase = state.phase + 1
        self.rulings: Mapping[str, str] = state.rulings  # read-only, as the state's
        self.kind: PhaseKind = ruleset.phase_kind(self.phase, self.rulings)
        self.decisions: Mapping[str, Any] = decisions
        self.decider = decider
        self.size = state.size_column
        self.players: dict[str, Live] = {p.name: Live(p) for p in state.players}
        self.order_of_seats = [p.name for p in sorted(state.players, key=_seat)]
        self._seated = [self.players[n] for n in self.order_of_seats]
        self._dead_roles: set[str] | None = None
        self.tallies: dict[str, int] = dict(state.tallies)
        self.extra: dict[str, Any] = dict(state.extra)
        self._own: dict[str, dict[str, Any]] = {}
        self.orders: list[ResolvedOrder] = []
        self.inputs = Inputs()  # the votes taken, who sent secret orders
        self.outcome = Outcome()  # what the end hooks leave (winner, delivered, public)
        self.step = 0
        # True once every step has run: what the end-of-phase hooks record is marked so
        # (HpEvent.end_of_phase), under the last step's number
        self.ending = False
        self.events: list[HpEvent] = []
        self.actions: list[Action] = []
        self.messages: list[Message] = []
        self.questions: list[Question] = []
        self.deaths: list[Death] = []
        self.rejected: list[Rejection] = []
        self.warnings: list[str] = []
        self.notes: list[Note] = []
        self.votes = VoteTally()
        self.executed: str | None = None
        self.visits: list[tuple[str, str, str, int]] = []  # actor, target, ability id, step
        self.later: dict[int, list[Later]] = {}
        self.visit_listeners: list[Callable[[PhaseContext, str, str], None]] = []
        self._parts: dict[type[Any], Any] = {}
        self.announcements: list[dict[str, Any]] = []
        self._seq = 0

    def steps(self) -> list[StepDef]:
        """The steps this phase runs, in order (its kind's)."""
        wanted = set(self.kind.steps)
        return [s for s in self.ruleset.steps if s.number in wanted]

    # --- players ---------------------------------------------------------------------------
    def live(self, name: str) -> Live:
        return self.players[name]

    def place_of(self, name: str) -> Place:
        """Where `name` lay when the phase began and what he may do there."""
        return self.ruleset.place(self.players[name].start.location)

    def seated(self) -> list[Live]:
        return list(self._seated)  # a copy: callers may reorder it

    def living(self) -> list[Live]:
        """Characters who can still act and be targeted now."""
        return [p for p in self._seated if p.alive]

    def role_holders(self, role: str) -> list[Live]:
        return [p for p in self._seated if p.start.secret_role == role]

    def role_dead(self, role: str) -> bool:
        """All holders of `role` were dead when the phase began (and there was one)."""
        if self._dead_roles is None:  # who was alive does not change during the phase
            held = {p.start.secret_role for p in self._seated}
            self._dead_roles = held - {p.start.secret_role for p in self._seated if p.start.alive}
        return role in self._dead_roles

    def faction_alive(self, faction: str, roles: Iterable[str] | None = None) -> bool:
        wanted = set(roles) if roles is not None else None
        return any(
            p.alive
            and p.start.faction == faction
            and (wanted is None or p.start.secret_role in wanted)
            for p in self._seated
        )

    def faction_of(self, role: str) -> str:
        return self.ruleset.secret_roles[role].faction

    def own(self, namespace: str) -> dict[str, Any]:
        """The state a hook or ruleset keeps across phases under `namespace` (the reveals'
        death count, the coma message queue...): read it, change it in place; it is frozen
        into `GameState.extra[namespace]` when the phase ends."""
        found = self._own.get(namespace)
        if found is None:
            found = self._own[namespace] = dict(self.state.extra.get(namespace) or {})
        return found

    def part(self, kind: type[T]) -> T:
        """This phase's typed state of one concern: the one `kind()` of the phase, made on
        first use and gone with the phase. `kind` is a small dataclass (every field with a
        default) owned by the module that defines the concern, which wraps this call in its
        own accessor (`families.state.record`, `arena.state.phase`...): keyed by the class,
        so a misspelt field is a type error, not a silently empty key."""
        found: T | None = self._parts.get(kind)
        if found is None:
            found = self._parts[kind] = kind()
        return found

    def won(self, winner: str) -> None:
        """The game ends this phase: `winner` (a faction, or "draw") wins."""
        self.outcome.winner = winner

    def frozen_extra(self) -> Mapping[str, Any]:
        """`extra` with every namespace written back, for the next state."""
        merged = dict(self.extra)
        for namespace, data in self._own.items():
            if any(data.values()):
                merged[namespace] = _refrozen(self.state.extra.get(namespace), data)
            else:  # nothing kept: no key (so equal states have equal JSON)
                merged.pop(namespace, None)
        return frozen_map(merged)

    # --- rulings ---------------------------------------------------------------------------
    def rule(self, ruling: str, used: list[str] | None = None) -> str:
        """The option in force for `ruling`; appends the id to `used` for the trace. A
        ruleset without the ruling gets the code's built-in answer (engine.ruleset.rulings)."""
        known = self.ruleset.rulings.get(ruling)
        if known is None:
            answer = builtin_answer(ruling)
            if answer is None:
                raise KeyError(
                    f"ruling '{ruling}' is read but declared nowhere "
                    f"(engine.ruleset.rulings.declare)"
                )
            return answer
        if used is not None and ruling not in used:
            used.append(ruling)
        return self.rulings.get(ruling) or self.ruleset.rulings[ruling].default

    def number(self, key: str) -> Any:
        return self.ruleset.numbers[key]

    # --- the one place HP changes ------------------------------------------------------------
    def change_hp(
        self,
        target: str,
        new_hp: int,
        *,
        kind: EventKind,
        actor: str | None,
        ability: str | None,
        attack: bool = False,
        notes: Iterable[Note] = (),
        rulings: Iterable[str] = (),
        order: str | None = None,
    ) -> HpEvent:
        live = self.players[target]
        before = live.hp
        used = list(rulings)
        fell = False
        if kind is EventKind.KILL and live.fell is None:
            fell = True  # an outright kill is credited even when HP lands exactly on 0
        elif kind not in (EventKind.CAP, EventKind.EXECUTION) and new_hp < before:
            at_zero = self.rule("frag_threshold") == "at_or_below_zero"
            crossed = (before > 0 >= new_hp) if at_zero else (before >= 0 > new_hp)
            # knocked down a second time after a heal: who keeps the frag is a ruling
            if crossed and (live.fell is None or self.rule("frag_first_fall", used) == "last"):
                fell = True
                if "frag_threshold" not in used:
                    used.append("frag_threshold")
        self._seq += 1
        # seq, step, kind, actor, ability, target, before, after, attack, notes, rulings,
        # order, fell, end_of_phase: positional, as keywords cost a tenth of the call
        event = HpEvent(
            self._seq,
            self.step,
            kind,
            actor,
            ability,
            target,
            before,
            new_hp,
            attack,
            tuple(notes),
            tuple(used),
            order,
            fell,
            self.ending,
        )
        live.hp = new_hp
        if fell:
            live.fell = event
        self.events.append(event)
        return event

    def act(
        self,
        actor: str | None,
        ability: str | None,
        targets: Iterable[str],
        outcome: str,
        notes: Iterable[Note] = (),
        rulings: Iterable[str] = (),
        order: str | None = None,
    ) -> None:
        """Record a non-HP happening of the current step (for the display: nothing in the
        engine reads them back)."""
        self._seq += 1  # numbered all the same: HP events share the sequence
        if not self.display:
            return
        action = Action(
            self._seq,
            self.step,
            actor,
            ability,
            tuple(targets),
            outcome,
            tuple(notes),
            tuple(rulings),
            order,
            self.ending,
        )
        self.actions.append(action)

    def visit(self, actor: str, target: str, ability_id: str) -> None:
        """`actor` applied a targeted secret ability to `target` (shadow, surveillance...)."""
        self.visits.append((actor, target, ability_id, self.step))
        for listener in list(self.visit_listeners):
            listener(self, actor, target)

    def send(
        self,
        to: str,
        ability: str,
        target: str | None,
        result: Mapping[str, Any],
        source: str | None = None,
    ) -> None:
        self.messages.append(
            Message(to, ability, target, freeze(dict(result)), self.phase, source=source)
        )

    def reject(self, order: Order, code: str, step: int | None = None, **data: Any) -> None:
        """Keep a rejected order with the reason's code and data (rendered per language);
        for the display only, as the accepted orders are what the steps run."""
        if self.display:
            self.rejected.append(Rejection(order, code, freeze(data), step))

    def run_later(self, step: int, fn: Later) -> None:
        """Run `fn` at the end of `step` (results that need the whole phase: shadow...)."""
        self.later.setdefault(step, []).append(fn)

    # --- master's decisions ----------------------------------------------------------------
    def rng(self, key: str) -> random.Random:
        return random.Random(f"{self.state.seed}|{self.phase}|{key}")

    def ask(
        self,
        qid: str,
        kind: str,
        data: Mapping[str, Any],
        options: list[Any],
        default: Any,
        about: str | None = None,
    ) -> Any:
        """A decision only the master can make; the default is used until it is given."""
        answered = False
        answer = default
        if qid in self.decisions:
            answer, answered = self.decisions[qid], True
        elif self.decider is not None:
            given = self.decider.decide(qid, kind, data, options, default)
            if given is not None:
                answer, answered = given, True
        self.questions.append(
            Question(
                qid,
                kind,
                freeze(dict(data)),
                freeze(list(options)),
                freeze(default),
                freeze(answer),
                answered,
                about,
            )
        )
        return answer


class Decider:
    """What only the master decides. The GUI asks in a dialog; tests script answers.

    Return None to keep the default (recorded as an open question)."""

    def decide(
        self, qid: str, kind: str, data: Mapping[str, Any], options: list[Any], default: Any
    ) -> Any:
        return None
