"""Shared effect families: one mechanic each, parameters declared as a typed schema (a
dataclass) and checked when a ruleset loads; a ruleset's YAML composes them (issue 27).

- `schema`, `registry`: the parameter schemas and the `numbers` sections they check;
- `state`: the phase's one typed record for every family (blocks, protections and marks,
  pending deaths and their one `die`, the simultaneous night's results, mines, poisons)
  and what a player brings from the scenario (charges among it);
- `control`: swaps and blocks by the Golden Rule, loops asked of the master;
- `protect`, `kill`: shields, guards, kills in kill order through protection layers;
- `heal`: HP restored and cures through one heal pipeline; `drain`: HP taken from a
  target and gained by the actor;
- `regeneration`, `heal_per_death`, `hp_cap`, `mortal_wound`: the end of a phase's HP
  steps (places and traits that regenerate, heals for the phase's deaths, the cap, deaths
  by HP and the mortal wound that replaces one);
- `shots`, `shields`, `ledger`: kills told at their step through a ruleset's protection
  list on a night of simultaneous moves without HP, and that night's outcomes, items and
  switches (kept in `state`'s record);
- `attack`, `ammo`: HP attacks (base amounts, the strongest one a protection cancels),
  shots that spend ammunition a trait supplies;
- `damage`: HP damage with the ruleset's modifiers as data, marks, outright kills;
- `mines`, `delayed`: mines and spreading poison; effects that kill a night later
  unless cured (AIDS);
- `team`: a faction's one kill decided by its decider's word or its members' vote;
- `investigate`, `visits`: results as data; who visited whom;
- `convert`: a lasting conversion others read (how a check sees him, abilities lost);
- `day_vote`: the day vote and execution of every ruleset (`vote`: the thread to majority
  and hammer; `vote_posts`: posts by a vote form, revote, coin, skips; `execution`;
  `bought_votes`: extra votes paid in HP);
- `win`, `flips`: win checks as data, deaths that flip;
- `traps`: a trap that fires on the next night's action;
- `mask`, `counts`, `witness`, `copy`: a masquerade, counters on a target (exposure, weaken),
  a witness's suspects and their identification, a public role copied;
- `borrowed`: another role's ability used by an order (lying low, with `seen`);
- `meditation`, `switch_off`: a protector's meditation, automatic by a trait; a passive
  trait an order switches off for the phase; `immunity`: a trait listing what its holder
  is immune to.

No family imports a ruleset's own package (an import-linter contract).
"""

from __future__ import annotations

# No module is imported here: engine/effects/index.py names each kind's, hook's and check's
# module, and the registry imports it on first use, so opening a game loads only the
# families its ruleset uses (importing them all cost ~64 M instructions at start).
