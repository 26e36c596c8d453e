"""Tonight's deaths are kept and written one way for both night records (issue 27): the
kill family's (mafiascum, metamorphs: `family_deaths`) and the night ledger's (mafialife:
`night_deaths`) hold the same `Pending` and write it with `state.write_deaths` — the
first death tonight keeps the frag, the dead are not written twice."""

from __future__ import annotations

import inspect

from engine.effects.families import flips, ledger, newspaper, state


def test_one_pending_death_and_one_writer() -> None:
    assert ledger.Pending is state.Pending
    for hook in (flips.family_deaths, newspaper.night_deaths):
        source = inspect.getsource(hook)
        assert "write_deaths(" in source and "ctx.deaths.append" not in source
