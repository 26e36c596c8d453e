"""Every mafialife ruling: declared with options, a default and a seed quote; the rulings
the code reads, tested under each option."""

from __future__ import annotations

from engine.ruleset.load import builtin_ruleset

from .helpers import play, play_phases, player


def test_every_ruling_has_options_a_default_and_a_quote() -> None:
    rs = builtin_ruleset("mafialife")
    # 23, and issue 25's four settled ones: girl_repeat, day_one_vote, bribe, attack_order
    assert len(rs.rulings) == 27
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
    assert _tie("master", {"hanging": "A"}) == "A"


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


def _hanged_moves(option: str) -> list[str]:
    players = [
        player("A", "civilian"),
        player("B", "mafioso"),
        player("C", "civilian"),
        player("D", "civilian"),
    ]
    _, day = play_phases(
        players,
        [
            {"orders": []},
            {
                "votes": {"A": "B", "C": "B", "D": "A"},
                "orders": [{"actor": "B", "ability": "nagant", "target": "A"}],
            },
        ],
        {"hanging_first": option},
    )
    assert day.trace.executed == "B"
    return day.dead()


def test_hanging_first_hanging() -> None:
    assert _hanged_moves("hanging") == ["B"]


def test_hanging_first_moves_first() -> None:
    assert _hanged_moves("moves_first") == ["A", "B"]


def _unhangable(option: str) -> str | None:
    players = [
        player("A", "civilian"),
        player("K", "killer"),
        player("C", "civilian"),
        player("D", "civilian"),
    ]
    _, day = play_phases(
        players,
        [
            {"orders": []},
            {"votes": {"A": "K", "C": "K", "D": "A", "K": "A"}},
        ],
        {"unhangable_top": option},
    )
    return day.trace.executed


def test_unhangable_top_nobody() -> None:
    assert _unhangable("nobody") is None


def test_unhangable_top_next() -> None:
    assert _unhangable("next") is None  # A and K tie at 2: the tie hangs nobody


def test_unhangable_top_next_takes_the_runner_up() -> None:
    players = [
        player("A", "civilian"),
        player("K", "killer"),
        player("C", "civilian"),
        player("D", "civilian"),
        player("E", "civilian"),
    ]
    _, day = play_phases(
        players,
        [
            {"orders": []},
            {"votes": {"A": "K", "C": "K", "D": "K", "K": "A", "E": "A"}},
        ],
        {"unhangable_top": "next"},
    )
    assert day.trace.executed == "A"


def _killed_checks(option: str) -> dict[str, object] | None:
    night = play(
        [player("Maf", "mafioso"), player("Com", "commissar"), player("P1", "civilian")],
        [
            {"actor": "Maf", "ability": "nagant", "target": "Com"},
            {"actor": "Com", "ability": "check", "target": "P1"},
        ],
        {"night_simultaneous": option},
    )
    assert night.dead() == ["Com"]
    return night.result("Com", "check")


def test_night_simultaneous_yes() -> None:
    assert _killed_checks("yes") == {"done": True, "by": None, "role": "civilian"}


def test_night_simultaneous_no() -> None:
    assert _killed_checks("no") is None


def _frag(option: str) -> str | None:
    night = play(
        [player("Com", "commissar"), player("Kil", "killer"), player("P1", "civilian")],
        [
            {"actor": "Com", "ability": "kill", "target": "P1"},
            {"actor": "Kil", "ability": "kill", "target": "P1"},
        ],
        {"shared_kill_frag_order": option},
    )
    death = night.death("P1")
    assert death is not None
    return death.frag


def test_shared_kill_frag_order_first() -> None:
    assert _frag("first") == "Com"


def test_shared_kill_frag_order_last() -> None:
    assert _frag("last") == "Kil"


def _rage(option: str) -> list[str]:
    night = play(
        [player("Mani", "maniac"), player("P1", "civilian", items={"anti_maniac": 1})],
        [{"actor": "Mani", "ability": "rage", "targets": ["P1", "P1"]}],
        {"rage_double": option},
    )
    return night.dead()


def test_rage_double_two() -> None:
    assert _rage("two") == ["P1"]  # the anti-maniac stops one bite of two


def test_rage_double_one() -> None:
    assert _rage("one") == []


def _repeat(option: str) -> list[str]:
    night = play(
        [player("Maf", "mafioso"), player("P1", "civilian", items={"armor": 1})],
        [{"actor": "Maf", "ability": "double_kill", "targets": ["P1", "P1"]}],
        {"double_kill_targets": option},
    )
    return night.rejected("Maf") + night.dead()


def test_double_kill_targets_allowed() -> None:
    assert _repeat("allowed") == ["P1"]  # «пробить две брони»: the second shot kills


def test_double_kill_targets_distinct() -> None:
    assert _repeat("distinct") == ["repeated_target"]


def _check(option: str) -> dict[str, object] | None:
    night = play(
        [player("Com", "commissar"), player("Maf", "mafioso")],
        [{"actor": "Com", "ability": "check", "target": "Maf"}],
        {"check_shows": option},
    )
    return night.result("Com", "check")


def test_check_shows_seen() -> None:
    assert _check("seen") == {"done": True, "by": None, "role": "mafioso"}


def test_check_shows_side() -> None:
    assert _check("side") == {"done": True, "by": None, "role": None, "faction": "lair"}


def _den_heal(option: str) -> list[str]:
    night = play(
        [player("Mani", "maniac"), player("Doc", "doctor")],
        [
            {"actor": "Mani", "ability": "den"},
            {"actor": "Doc", "ability": "heal", "target": "Mani"},
        ],
        {"den_vs_heal": option},
    )
    return night.dead()


def test_den_vs_heal_works() -> None:
    assert _den_heal("works") == []


def test_den_vs_heal_fails() -> None:
    assert _den_heal("fails") == ["Doc"]
