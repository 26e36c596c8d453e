"""«Метаморфы» (seed 003): a classic game without HP. Importing registers the kinds and hooks.

- `vote`: step 0, the day's vote read from the thread, revote, coin toss, departures;
- `night`: whose order is the team's one kill (the controller's word or the members'
  vote), landed by the `kill` family;

The heal, the conversion, the kills, the check, the deaths' flips and the win are shared
families (engine/effects/families: protect, convert, kill, investigate, flips, win), composed in
rulesets/metamorphs.yaml.
"""

from __future__ import annotations

from . import night, vote  # noqa: F401
