"""A night of simultaneous moves, reusable by any ruleset without HP: blocks, redirects,
marks, checks and the `{done, by}` newspaper results. Importing registers the kinds and
hooks. What the families serve (engine.effects.families): the night's ledger (`ledger`),
the protection lists (`shields`), lethal moves and poison (`kill` with a `list`, `shots`),
mines (`mines`), delayed deaths (`delayed`) and the day's hanging (`day_vote`).

- `moves`: marks, info, documents;
- `control`: blocks and redirects and the order of the blocks step;
- `end`: deaths, results.
"""

from __future__ import annotations

from . import control, end, moves  # noqa: F401
