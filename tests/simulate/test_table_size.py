"""Issue 31.10: `simulate` refuses at once a table larger than the ruleset deals (its largest
size column), with one line, before any game is dealt: 10^12 players used to grow to
gigabytes before it was killed."""

from __future__ import annotations

import pytest

from engine.__main__ import main
from engine.ruleset.load import builtin_ruleset


@pytest.mark.parametrize(
    ("ruleset", "players"), [("am15", "21"), ("am15_return", "14"), ("mafialife", str(10**12))]
)
def test_a_table_larger_than_the_ruleset_deals_is_refused_at_once(
    ruleset: str, players: str, capsys: pytest.CaptureFixture[str]
) -> None:
    largest = max(c.max for c in builtin_ruleset(ruleset).sizes)
    code = main(["simulate", ruleset, "--players", players, "--games", "1", "--workers", "1"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert f"--players {players}: {ruleset} deals tables of at most {largest} players" in err
