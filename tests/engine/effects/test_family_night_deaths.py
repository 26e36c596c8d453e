"""Tonight's deaths are kept and written one way for every family (issue 27, «one
mechanic, one implementation»): the kill family's night (mafiascum, metamorphs:
`family_deaths`) and the simultaneous night of the ledger (mafialife: `night_deaths`) keep
one record (`state.Record`) and one `die` — the first death tonight keeps the frag — and
write it with `state.write_deaths`, so the dead are not written twice."""

from __future__ import annotations

import inspect
from dataclasses import fields

from engine.effects.families import (
    control,
    delayed,
    flips,
    kill,
    ledger,
    mines,
    newspaper,
    night_control,
    shields,
    shots,
    state,
)


def test_one_pending_death_and_one_writer() -> None:
    for hook in (flips.family_deaths, newspaper.night_deaths):
        source = inspect.getsource(hook)
        assert "write_deaths(" in source and "ctx.deaths.append" not in source


def test_one_night_record_and_one_die() -> None:
    """The ledger keeps no record of its own: its results, mines and deaths are fields of
    the phase's one record, a mark (guard, den...) is a protection among the shields, and
    every family that kills calls the one `die`."""
    assert not hasattr(ledger, "Night") and not hasattr(ledger, "die")
    names = {f.name for f in fields(state.Record)}
    assert {"deaths", "blocked_by", "shields", "results", "mines"} <= names
    assert "marks" not in names and not hasattr(ledger, "mark")
    for family in (kill, shots, shields, mines, delayed):
        assert family.die is state.die  # type: ignore[attr-defined]


def test_one_block() -> None:
    """A block is written one way (`state.block`: the order cancelled, its blocker kept in
    `blocked_by`), by the mafiascum control family and the simultaneous night's alike."""
    for family in (control, night_control):
        source = inspect.getsource(family)
        assert "block(ctx, other, ro.actor)" in source
        assert 'cancelled = "blocked"' not in source
