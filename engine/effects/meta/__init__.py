"""«Метаморфы» (seed 003): a classic game without HP. Importing registers the kinds and hooks.

- `base`: the night's shared record (saves, kills, conversions), who is seen as what;
- `vote`: step 0, the day's vote read from the thread, revote, coin toss, departures;
- `night`: the doctor, the assimilator, the team kill, the agent, the expert;
- `end`: deaths with the role shown, messages, the win questions.
"""

from __future__ import annotations

from . import end, night, vote  # noqa: F401
