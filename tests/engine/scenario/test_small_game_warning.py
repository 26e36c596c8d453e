"""A game below the ruleset's minimum: the setup warning names the ruling the ruleset relies
on (`numbers.small_game_ruling`), never one that shared code knows; a ruleset whose seed is
silent (am15_return) gets a generic warning."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import RulesetError, builtin_ruleset, load_ruleset
from engine.model.state import PlayerSetup
from engine.ruleset.load import Ruleset
from engine.scenario.load import distribution_warnings
from engine.scenario.setup import deal


def _small_game(rs: Ruleset, count: int) -> list[PlayerSetup]:
    names = [f"P{i}" for i in range(count)]
    public = next(iter(rs.public_roles))
    return deal(rs, names, dict.fromkeys(names, public), seed=7)


@pytest.mark.parametrize(
    ("ruleset_id", "ruling"),
    [
        # seed 000 l.239 «Для начала игры нужно минимум 14 игроков.»
        ("am15", "small_game_variant"),
        # seed 003 «Партия рассчитана на участие от 13 игроков.»
        ("metamorphs", "small_game"),
        # seed 001 names no minimum: our 13 seats; no ruling to cite
        ("am15_return", None),
    ],
)
def test_small_game_warning_cites_the_rulesets_own_ruling(
    ruleset_id: str, ruling: str | None
) -> None:
    rs = builtin_ruleset(ruleset_id)
    assert rs.small_game_ruling == ruling
    (warning,) = distribution_warnings(rs, _small_game(rs, 5))
    assert warning.startswith(f"5 players: the rules need at least {rs.min_players}")
    if ruling is None:
        assert "ruling" not in warning
        assert "small_game" not in warning
    else:
        assert warning.endswith(f"(ruling {ruling})")
    other = {"small_game_variant", "small_game"} - {ruling}
    assert not any(f"ruling {o})" in warning for o in other)


def test_full_games_get_no_small_game_warning() -> None:
    rs = builtin_ruleset("am15_return")
    assert distribution_warnings(rs, _small_game(rs, 13)) == []


def test_an_unknown_small_game_ruling_fails_at_load(tmp_path: Path) -> None:
    source = Path(builtin_ruleset("metamorphs").file).read_text(encoding="utf-8")
    broken = source.replace("small_game_ruling: small_game ", "small_game_ruling: tiny ", 1)
    assert broken != source
    path = tmp_path / "metamorphs.yaml"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(RulesetError, match="small_game_ruling: unknown ruling 'tiny'"):
        load_ruleset(path)
