"""A night of simultaneous moves, reusable by any ruleset without HP: blocks, redirects,
protection lists, returning effects (mines, spreading poison), delayed deaths and the
`{done, by}` newspaper results. Importing registers the kinds and hooks.

- `base`: the night's record, setup items/traits in counters, pending deaths;
- `shields`: the ruleset's protection lists (the first shield that applies decides);
- `moves`: marks, lethal shots, info, documents, mines, poison;
- `control`: blocks and redirects and the order of the blocks step;
- `end`: returning and delayed deaths, deaths, results (the day's hanging: the
  `day_vote` family).
"""

from __future__ import annotations

from . import control, end, moves  # noqa: F401
