"""Mafia Master Console's headless rules engine (no Qt, ever).

Orders in, an immutable resolution trace out:

    scenario = load_scenario("game.yaml")         # or new_game(ruleset, setups, seed)
    state = scenario.start()
    res = resolve_phase(scenario.ruleset, state, scenario.phases[0])
    res.trace   # PhaseTrace: steps -> HpEvent/Action, deaths, messages, rejected, questions
    res.state   # GameState for the next phase
"""

from .compiled import activate

# the compiled modules when a build of these very sources exists (engine/compiled.py): this
# must come before anything imports another module of the engine
activate(__path__)

from .context import Decider
from .errors import EngineError, InputError, RulesetError, ScenarioError
from .model import GameState, Order, PhaseInput, PlayerSetup, PlayerState
from .resolve import Resolution, resolve_phase
from .ruleset import Ruleset, builtin_ruleset, load_ruleset
from .scenario import Scenario, load_scenario, load_scenario_text, new_game, resolve_game
from .trace import PhaseTrace

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
