"""Effect kinds and hooks of AM-15 «Возвращение» (seed 001), registered as `ret_*`.

The am15 kinds are reused where the seed's rule is the same (trap setting is not: the
trap waits for the *next night*, two phases on). What differs lives here:
- `phases`: day and night as alternating phases, the night number;
- `pipeline`: damage and healing — the strongest attack cancelled, weaken by percent,
  meditation 25%, betrayal ×2, marks that also fire on trap damage, one rounding;
- `attacks`, `protect`, `info`, `special`, `day`, `morning`: the abilities and hooks.
"""

from __future__ import annotations

from . import attacks, day, delayed, info, morning, special, supplies  # noqa: F401
