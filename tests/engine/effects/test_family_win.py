"""Who wins is one hook (`win`, engine/effects/families/win.py) for every ruleset: what
differed between the old `win` and `win_check` hooks is data in `numbers.win`
(`day_win_ends_night`, `keep_recorded`, `last_side` by default without the section).

What a master checks by hand: a win at the end of a day voids that night's orders in
mafiascum («the number of Mafia is equal to the number of town players ... the Mafia will
have achieved their victory condition»: the game is over at the lynch), and a variant
without `day_win_ends_night` lets the night run."""

from __future__ import annotations

from pathlib import Path

import yaml

from engine.effects import index
from engine.effects.families.registry import numbers_section
from engine.effects.families.win import LAST_SIDE, WinParams
from engine.ruleset.load import builtin_ruleset, load_ruleset
from engine.scenario.load import load_scenario_text, resolve_game

RULESETS = ("am15", "am15_return", "mafialife", "mafiascum", "metamorphs", "mafic_arena_12")
VARIANT = Path(__file__).resolve().parents[2] / "rulesets" / "families_variant.yaml"


def test_every_ruleset_checks_the_win_with_one_hook() -> None:
    assert "win_check" not in index.HOOKS
    assert index.HOOKS["win"] == "engine.effects.families.win"
    for rid in RULESETS:
        rs = builtin_ruleset(rid)
        ends = [rs.end_of_phase, *(k.end_of_phase for k in rs.phases.kinds.values())]
        assert any("win" in e for e in ends), rid


def test_what_differed_is_the_ruleset_data() -> None:
    """mafiascum and metamorphs end the night at a day's win and keep a recorded win;
    AM-15 and «Возвращение» have no `numbers.win`: the last side standing («Любая фракция
    побеждает, как только в игре не остаётся живых персонажей других фракций»)."""
    for rid in ("mafiascum", "metamorphs"):
        p = numbers_section(builtin_ruleset(rid), "win")
        assert isinstance(p, WinParams) and p.day_win_ends_night and p.keep_recorded
    for rid in ("am15", "am15_return"):
        assert numbers_section(builtin_ruleset(rid), "win") is None
    assert LAST_SIDE.last_side and not LAST_SIDE.day_win_ends_night


def play(ruleset: Path, votes: dict[str, str], orders: list[dict[str, str]]) -> object:
    rs = load_ruleset(ruleset)
    players = [("Gus", "mobster"), ("Ben", "sheriff"), ("Eve", "citizen")]
    data = {
        "ruleset": rs.id,
        "players": [{"name": n, "secret": r} for n, r in players],
        "phases": [{"votes": votes, "orders": orders}],
    }
    (res,) = resolve_game(load_scenario_text(yaml.safe_dump(data), ruleset=rs))
    return res


VOTES = {"Gus": "Eve", "Ben": "Gus", "Eve": "Gus"}
INSPECT = [{"actor": "Ben", "ability": "inspect", "target": "Eve"}]


def test_a_win_at_the_end_of_the_day_voids_the_night(tmp_path: Path) -> None:
    """The mobster lynched: the town has won at the end of the day; the sheriff's
    inspection that night is refused (`game_over`)."""
    res = play(VARIANT, VOTES, INSPECT)
    trace = res.trace  # type: ignore[attr-defined]
    assert trace.executed == "Gus" and res.state.winner == "town"  # type: ignore[attr-defined]
    assert [r.code for r in trace.rejected if r.order.actor == "Ben"] == ["game_over"]
    assert trace.messages == ()
    text = VARIANT.read_text(encoding="utf-8").replace("    day_win_ends_night: true\n", "")
    mine = tmp_path / "families_variant.yaml"
    mine.write_text(text, encoding="utf-8")
    res = play(mine, VOTES, INSPECT)
    trace = res.trace  # type: ignore[attr-defined]
    assert res.state.winner == "town"  # type: ignore[attr-defined]
    assert not [r for r in trace.rejected if r.order.actor == "Ben"]
    assert len(trace.messages) == 1  # the night ran: the sheriff has his result
