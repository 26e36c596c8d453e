"""What the console asks the engine beyond `resolve_phase`: the abilities a character has
this phase, and the engine's verdict on an order before it is saved.

Both are engine computations called as they are (the GUI never checks a rule itself). The
engine has no public function for them yet, so this is the one module that reaches into
`engine.context`/`engine.validate`; when the engine exports `abilities_of`/`check_order`,
only this file changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine import GameState, Order, PhaseInput, resolve_phase
from engine.context import PhaseContext
from engine.model import frozen_map
from engine.ruleset import AbilityDef, Grant, Ruleset
from engine.trace import PhaseTrace, Rejection
from engine.validate import prepare_phase

PROBE_REF = "probe"


@dataclass(frozen=True, slots=True)
class Ability:
    """An ability a character holds this phase, with the charges left (None: unlimited)."""

    definition: AbilityDef
    grant: Grant
    charges_left: int | None

    @property
    def id(self) -> str:
        return self.definition.id


def abilities_of(ruleset: Ruleset, state: GameState) -> dict[str, list[Ability]]:
    """Every living character's abilities for the phase after `state` (engine's view)."""
    ctx = PhaseContext(ruleset, state, {})
    prepare_phase(ctx)
    out: dict[str, list[Ability]] = {}
    for name, live in ctx.players.items():
        items: list[Ability] = []
        seen: set[str] = set()
        for grant in live.grants:
            if grant.ability in seen:
                continue
            seen.add(grant.ability)
            left = None
            if grant.charges is not None:
                left = max(0, grant.charges - live.charges_used.get(grant.ability, 0))
            items.append(Ability(ruleset.abilities[grant.ability], grant, left))
        out[name] = items
    return out


@dataclass(frozen=True, slots=True)
class Verdict:
    """The engine's answer about one order: accepted, or the rejection with its reason."""

    rejection: Rejection | None
    trace: PhaseTrace

    @property
    def accepted(self) -> bool:
        return self.rejection is None


def verdict(ruleset: Ruleset, state: GameState, phase: PhaseInput, order: Order,
            replacing: str | None = None) -> Verdict:
    """Resolve the phase with `order` added (instead of the order `replacing`, a ref) and
    report what the engine did with it: rejected up front, cancelled at a step, or run."""
    probe = replace(order, ref=PROBE_REF)
    others = tuple(o for o in phase.orders if replacing is None or o.ref != replacing)
    res = resolve_phase(ruleset, state, replace(phase, orders=(*others, probe)))
    found = next((r for r in res.trace.rejected if r.order.ref == PROBE_REF), None)
    return Verdict(found, res.trace)


def legal_targets(ruleset: Ruleset, state: GameState, phase: PhaseInput, order: Order,
                  candidates: Sequence[str], replacing: str | None = None) -> list[str]:
    """The candidates the engine accepts as the order's single target (rejected up front
    is illegal; a cancellation later in the phase is not about the target)."""
    legal: list[str] = []
    for name in candidates:
        probe = replace(order, targets=(name,))
        v = verdict(ruleset, state, phase, probe, replacing)
        if v.rejection is None or v.rejection.step is not None:
            legal.append(name)
    return legal


def what_if(ruleset: Ruleset, state: GameState, phase: PhaseInput,
            rulings: dict[str, Any]) -> PhaseTrace:
    """The same phase resolved with some rulings changed (the engine decides the rest)."""
    changed = replace(state, rulings=frozen_map({**dict(state.rulings), **rulings}))
    return resolve_phase(ruleset, changed, phase).trace

