"""Tonight's deaths are kept and written one way for every family (issue 27, «one
mechanic, one implementation»): the kill family's night (mafiascum, metamorphs:
`family_deaths`) and the simultaneous night of the ledger (mafialife: `night_deaths`) keep
one record (`state.Record`) and one `die` — the first death tonight keeps the frag — and
write it with `state.write_deaths`, so the dead are not written twice."""

from __future__ import annotations

import inspect
from dataclasses import fields

from engine.effects.families import (
    delayed,
    flips,
    kill,
    ledger,
    mines,
    newspaper,
    shields,
    shots,
    state,
)


def test_one_pending_death_and_one_writer() -> None:
    for hook in (flips.family_deaths, newspaper.night_deaths):
        source = inspect.getsource(hook)
        assert "write_deaths(" in source and "ctx.deaths.append" not in source


def test_one_night_record_and_one_die() -> None:
    """The ledger keeps no record of its own: its results, marks, mines and deaths are
    fields of the phase's one record, and every family that kills calls the one `die`."""
    assert not hasattr(ledger, "Night") and not hasattr(ledger, "die")
    names = {f.name for f in fields(state.Record)}
    assert {"deaths", "blocked_by", "shields", "results", "marks", "mines"} <= names
    for family in (kill, shots, shields, mines, delayed):
        assert family.die is state.die  # type: ignore[attr-defined]
