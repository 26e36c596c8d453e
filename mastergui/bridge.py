"""What the console asks the engine beyond `resolve_phase`: the abilities a character has
this phase (`engine.resolution.validate.abilities_of`), the legal targets and parameters of an
order, what a ruling would change, a what-if resolution; the verdict on an order before it is
saved is `verdict.py`'s. The GUI never checks a rule itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine import GameState, Order, PhaseInput, resolve_phase
from engine.model.state import frozen_map
from engine.resolution.validate import HeldAbility as Ability
from engine.resolution.validate import abilities_of
from engine.resolution.validate import legal_params as engine_legal_params
from engine.resolution.validate import legal_targets as engine_legal_targets
from engine.ruleset.load import Ruleset
from engine.trace import END_OF_PHASE, PhaseTrace

__all__ = [
    "Ability",
    "abilities_of",
    "legal_targets",
    "ruling_impacts",
    "what_if",
]


def legal_targets(
    ruleset: Ruleset,
    state: GameState,
    phase: PhaseInput,
    order: Order,
    candidates: Sequence[str],
    replacing: str | None = None,
) -> list[str]:
    """The candidates the engine accepts as the order's single target: its validation
    only (engine.resolution.validate.legal_targets), never one resolution per candidate."""
    return engine_legal_targets(ruleset, state, phase, order, candidates, replacing)


def legal_params(
    ruleset: Ruleset,
    state: GameState,
    phase: PhaseInput,
    actor: str,
    ability_id: str,
    param: str,
) -> tuple[str, ...] | None:
    """The values the engine offers for a text parameter (a card game: the cards held at
    the start of the phase); None: any text (engine.resolution.validate.legal_params)."""
    return engine_legal_params(ruleset, state, phase, actor, ability_id, param)


def ruling_impacts(
    ruleset: Ruleset,
    state: GameState,
    phase: PhaseInput,
    base: PhaseTrace,
    in_force: Mapping[str, str],
) -> dict[tuple[str, str], bool]:
    """For every other option of every ruling: does it change this phase's HP, deaths or
    executions? One engine resolution each (pure: safe off the GUI thread)."""
    all_steps = [*(st.number for st in ruleset.steps), END_OF_PHASE]
    matrix = base.hp_matrix(all_steps)
    impact: dict[tuple[str, str], bool] = {}
    for rid, ruling in ruleset.rulings.items():
        for option in ruling.options:
            if option.id == in_force[rid]:
                continue
            other = what_if(ruleset, state, phase, {rid: option.id})
            impact[(rid, option.id)] = (
                other.hp_matrix(all_steps) != matrix
                or other.deaths != base.deaths
                or other.executed != base.executed
            )
    return impact


def what_if(
    ruleset: Ruleset, state: GameState, phase: PhaseInput, rulings: dict[str, Any]
) -> PhaseTrace:
    """The same phase resolved with some rulings changed (the engine decides the rest)."""
    changed = replace(state, rulings=frozen_map({**dict(state.rulings), **rulings}))
    return resolve_phase(ruleset, changed, phase).trace
