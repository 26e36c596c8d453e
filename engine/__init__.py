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
    from .model.errors import EngineError, InputError, RulesetError, ScenarioError
    from .model.state import GameState, Order, PhaseInput, PlayerSetup, PlayerState
    from .resolution.context import Decider
    from .resolution.driver import Resolution, resolve_phase
    from .ruleset.load import Ruleset, builtin_ruleset, load_ruleset
    from .scenario.load import Scenario, load_scenario, load_scenario_text, new_game, resolve_game
    from .trace import PhaseTrace

# imported on first use (PEP 562), not with the package: `import engine.userfiles.data_folder` and
# the like must stay cheap (the console imports them while starting, before the rules are needed)
_LAZY = {
    "Decider": "resolution.context",
    "EngineError": "model.errors",
    "GameState": "model.state",
    "InputError": "model.errors",
    "Order": "model.state",
    "PhaseInput": "model.state",
    "PhaseTrace": "trace",
    "PlayerSetup": "model.state",
    "PlayerState": "model.state",
    "Resolution": "resolution.driver",
    "Ruleset": "ruleset.load",
    "RulesetError": "model.errors",
    "Scenario": "scenario.load",
    "ScenarioError": "model.errors",
    "builtin_ruleset": "ruleset.load",
    "load_ruleset": "ruleset.load",
    "load_scenario": "scenario.load",
    "load_scenario_text": "scenario.load",
    "new_game": "scenario.load",
    "resolve_game": "scenario.load",
    "resolve_phase": "resolution.driver",
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
