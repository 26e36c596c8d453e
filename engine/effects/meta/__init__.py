"""«Метаморфы» (seed 003): a classic game without HP. Importing registers the kinds and hooks.

- `base`: the team's kill orders of the night;
- `vote`: step 0, the day's vote read from the thread, revote, coin toss, departures;
- `night`: the team kill (the controller's word or the members' vote) and the agent's;
- `end`: the dead get no results.

The heal, the conversion, the check, the deaths' flips and the win are shared families
(engine/effects/families: protect, convert, investigate, flips, win), composed in
rulesets/metamorphs.yaml.
"""

from __future__ import annotations

from . import end, night, vote  # noqa: F401
