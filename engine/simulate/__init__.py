"""The balance simulator: deal tables from a ruleset, play whole games with simple
policies through the engine, and count who wins (no Qt; runs in worker processes or on a
Dask cluster).

    summary = run(SimConfig(ruleset_id, players=16, games=1000, policy="greedy"), workers=2)
    summary.outcomes[faction].interval  # 95% Wilson interval of a faction's win rate
"""

from .play import DRAW, UNFINISHED, GameResult, SeatResult, SimConfig, game_seed, play_game
from .runner import Cancelled, compare, run
from .stats import Comparison, Rate, Summary, summarize, wilson

__all__ = [
    "DRAW",
    "UNFINISHED",
    "Cancelled",
    "Comparison",
    "GameResult",
    "Rate",
    "SeatResult",
    "SimConfig",
    "Summary",
    "compare",
    "game_seed",
    "play_game",
    "run",
    "summarize",
    "wilson",
]
