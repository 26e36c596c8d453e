"""Mafia Master Console's headless rules engine (no Qt, ever).

Orders in, an immutable resolution trace out:

    scenario = load_scenario("game.yaml")         # or new_game(ruleset, setups, seed)
    state = scenario.start()
    res = resolve_phase(scenario.ruleset, state, scenario.phases[0])
    res.trace   # PhaseTrace: steps -> HpEvent/Action, deaths, messages, rejected, questions
    res.state   # GameState for the next phase
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .context import Decider
    from .errors import EngineError, InputError, RulesetError, ScenarioError
    from .model import GameState, Order, PhaseInput, PlayerSetup, PlayerState
    from .resolve import Resolution, resolve_phase
    from .ruleset import Ruleset, builtin_ruleset, load_ruleset
    from .scenario import Scenario, load_scenario, load_scenario_text, new_game, resolve_game
    from .trace import PhaseTrace

# imported on first use (PEP 562), not with the package: `import engine.userdata` and the
# like must stay cheap (the console imports them while starting, before the rules are needed)
_LAZY = {
    "Decider": "context",
    "EngineError": "errors",
    "GameState": "model",
    "InputError": "errors",
    "Order": "model",
    "PhaseInput": "model",
    "PhaseTrace": "trace",
    "PlayerSetup": "model",
    "PlayerState": "model",
    "Resolution": "resolve",
    "Ruleset": "ruleset",
    "RulesetError": "errors",
    "Scenario": "scenario",
    "ScenarioError": "errors",
    "builtin_ruleset": "ruleset",
    "load_ruleset": "ruleset",
    "load_scenario": "scenario",
    "load_scenario_text": "scenario",
    "new_game": "scenario",
    "resolve_game": "scenario",
    "resolve_phase": "resolve",
}

__all__ = [
    "Decider",
    "EngineError",
    "GameState",
    "InputError",
    "Order",
    "PhaseInput",
    "PhaseTrace",
    "PlayerSetup",
    "PlayerState",
    "Resolution",
    "Ruleset",
    "RulesetError",
    "Scenario",
    "ScenarioError",
    "builtin_ruleset",
    "load_ruleset",
    "load_scenario",
    "load_scenario_text",
    "new_game",
    "resolve_game",
    "resolve_phase",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # once: the next reads find it without this function
    return value
