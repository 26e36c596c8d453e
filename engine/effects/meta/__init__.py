"""«Метаморфы» (seed 003): a classic game without HP. Importing registers the kinds and hooks.

- `vote`: step 0, the day's vote read from the thread, revote, coin toss, departures;

The heal, the conversion, the kills and the team's decision, the check, the deaths' flips
and the win are shared families (engine/effects/families: protect, convert, kill, team,
investigate, flips, win), composed in rulesets/metamorphs.yaml.
"""

from __future__ import annotations

from . import vote  # noqa: F401
