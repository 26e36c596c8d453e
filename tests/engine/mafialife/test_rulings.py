"""Every mafialife ruling: declared with options, a default and a seed quote; the rulings
the code reads, tested under each option."""

from __future__ import annotations

from engine.ruleset import builtin_ruleset

from .helpers import play, play_phases, player


def test_every_ruling_has_options_a_default_and_a_quote() -> None:
    rs = builtin_ruleset("mafialife")
    assert len(rs.rulings) == 23
    for ruling in rs.rulings.values():
        assert ruling.default in ruling.option_ids()
        assert ruling.seed, ruling.id


def _tie(option: str, decisions: dict[str, str] | None = None) -> str | None:
    players = [player("A", "civilian"), player("B", "mafioso"), player("C", "civilian")]
    day: dict[str, object] = {"votes": {"A": "B", "B": "A"}}
    if decisions:
        day["decisions"] = decisions
    _, second = play_phases(players, [{"orders": []}, day], {"hanging_tie": option})
    return second.trace.executed


def test_hanging_tie_nobody() -> None:
    assert _tie("nobody") is None


def test_hanging_tie_master_asks_and_unanswered_hangs_nobody() -> None:
    assert _tie("master") is None
    assert _tie("master", {"hanging_tie": "A"}) == "A"


def _armour(option: str) -> int:
    night = play(
        [player("Com", "commissar"), player("P1", "civilian", items={"armor": 1})],
        [{"actor": "Com", "ability": "kill", "target": "P1"}],
        {"item_consumption": option},
    )
    assert night.dead() == []
    return night.items("P1", "armor")


def test_item_consumption_used_up() -> None:
    assert _armour("used_up") == 0


def test_item_consumption_kept() -> None:
    assert _armour("kept") == 1


def _aids(option: str) -> dict[str, object] | None:
    night = play(
        [player("Girl", "girl"), player("Com", "commissar"), player("P1", "civilian")],
        [
            {"actor": "Girl", "ability": "aids", "target": "Com"},
            {"actor": "Com", "ability": "check", "target": "P1"},
        ],
        {"aids_blocks": option},
    )
    return night.result("Com", "check")


def test_aids_blocks_yes() -> None:
    assert _aids("yes") == {"done": False, "by": "blocked", "blocked_by": "Girl"}


def test_aids_blocks_no() -> None:
    got = _aids("no")
    assert got is not None and got["done"] is True
