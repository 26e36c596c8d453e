"""The rules catalogue of seed 004 beyond the worked examples: blocks, the killer's
immunity, piercing, the auto-den, documents, hacker moves, AIDS, the hanging.
Quotes are from shared/seeds/004_40893ccb711f0082.txt (line numbers of that file)."""

from __future__ import annotations

from .helpers import play, play_phases, player


def test_the_girl_blocks_the_move_and_says_who_did() -> None:
    # seed 117: «ход девки не состоится, а ход игрока выполнится» (with a condom); without
    # one the girl's move cancels the target's
    night = play(
        [player("Girl", "girl"), player("Com", "commissar"), player("P1", "civilian")],
        [
            {"actor": "Girl", "ability": "sleep", "target": "Com"},
            {"actor": "Com", "ability": "check", "target": "P1"},
        ],
    )
    assert night.result("Com", "check") == {"done": False, "by": "blocked", "blocked_by": "Girl"}
    assert night.result("Girl", "sleep") == {"done": True, "by": None}
    assert [a.outcome for a in night.actions("blocked")] == ["blocked"]


def test_a_condom_stops_the_girl_and_is_used_up() -> None:
    night = play(
        [
            player("Girl", "girl"),
            player("Com", "commissar", items={"condom": 1}),
            player("P1", "civilian"),
        ],
        [
            {"actor": "Girl", "ability": "sleep", "target": "Com"},
            {"actor": "Com", "ability": "check", "target": "P1"},
        ],
    )
    assert night.result("Girl", "sleep") == {"done": False, "by": "condom"}
    assert night.result("Com", "check")["done"] is True  # type: ignore[index]
    assert night.items("Com", "condom") == 0


def test_the_girl_cannot_sleep_with_the_killer() -> None:
    # seed 576: «Девочка не может переспать с Киллером в любом случае»
    night = play(
        [player("Girl", "girl"), player("Kil", "killer"), player("P1", "civilian")],
        [
            {"actor": "Girl", "ability": "sleep", "target": "Kil"},
            {"actor": "Kil", "ability": "kill", "target": "P1"},
        ],
    )
    assert night.result("Girl", "sleep") == {"done": False, "by": "condom"}
    assert night.dead() == ["P1"]


def test_the_auto_den_drives_off_a_bite_at_level_0_only() -> None:
    low = play(
        [player("Mani", "maniac"), player("Kil", "killer")],
        [{"actor": "Kil", "ability": "kill", "target": "Mani"}],
    )
    assert low.dead() == [] and low.result("Kil", "kill") == {"done": False, "by": "auto_den"}
    high = play(
        [player("Mani", "maniac", level=1), player("Kil", "killer")],
        [{"actor": "Kil", "ability": "kill", "target": "Mani"}],
    )
    assert high.dead() == ["Mani"]


def test_the_rifle_goes_through_armour_and_the_auto_den() -> None:
    # seed 61: «Броня не защищает от: выстрела мафии из винтовки»
    night = play(
        [player("Maf", "mafioso"), player("Mani", "maniac", items={"armor": 1})],
        [{"actor": "Maf", "ability": "rifle", "target": "Mani"}],
    )
    assert night.dead() == ["Mani"]


def test_a_piercing_killer_kills_the_maniac_in_the_den_and_lives() -> None:
    night = play(
        [player("Mani", "maniac", level=1), player("Kil", "killer", traits=["pierce"])],
        [
            {"actor": "Mani", "ability": "den"},
            {"actor": "Kil", "ability": "kill", "target": "Mani"},
        ],
    )
    assert night.dead() == ["Mani"]


def test_autodefense_drives_off_a_shot_at_the_killer() -> None:
    night = play(
        [player("Com", "commissar"), player("Kil", "killer", traits=["autodefense"])],
        [{"actor": "Com", "ability": "kill", "target": "Kil"}],
    )
    assert night.dead() == [] and night.result("Com", "kill") == {
        "done": False,
        "by": "autodefense",
    }


def test_stolen_documents_make_the_target_a_mafioso_to_checks() -> None:
    # «выдается сообщение, что этот игрок мафиози»
    night = play(
        [player("Jour", "journalist"), player("Com", "commissar"), player("P1", "civilian")],
        [
            {"actor": "Jour", "ability": "steal_documents", "target": "P1"},
            {"actor": "Com", "ability": "check", "target": "P1"},
        ],
    )
    assert night.result("Com", "check")["role"] == "mafioso"  # type: ignore[index]


def test_swapped_documents_only_work_on_the_lair() -> None:
    night = play(
        [player("Jour", "journalist"), player("Maf", "mafioso"), player("P1", "civilian")],
        [{"actor": "Jour", "ability": "swap_documents", "target": "P1"}],
    )
    assert night.result("Jour", "swap_documents") == {"done": False, "by": "unsuitable"}


def test_duck_gives_the_hacker_the_true_role_and_the_paper_another() -> None:
    night = play(
        [player("Hack", "hacker"), player("P1", "doctor")],
        [{"actor": "Hack", "ability": "duck", "target": "P1"}],
    )
    got = night.result("Hack", "duck")
    assert got is not None and got["role"] == "doctor" and got["shown_role"] != "doctor"


def test_theft_takes_every_item() -> None:
    # «ворует все товары этого игрока»
    night = play(
        [player("Hack", "hacker"), player("P1", "civilian", items={"armor": 2, "elixir": 1})],
        [{"actor": "Hack", "ability": "theft", "target": "P1"}],
    )
    assert night.items("P1", "armor") == 0 and night.items("Hack", "armor") == 2
    assert night.result("Hack", "theft")["items"] == {"armor": 2, "elixir": 1}  # type: ignore[index]


def test_aids_kills_at_the_end_of_the_next_night_after_his_move() -> None:
    # seed 752: «Зараженная СПИДом жертва живет сутки, успевает сделать ход»
    first, second = play_phases(
        [player("Girl", "girl"), player("Com", "commissar"), player("P1", "civilian")],
        [
            {"orders": [{"actor": "Girl", "ability": "aids", "target": "Com"}]},
            {"orders": [{"actor": "Com", "ability": "check", "target": "P1"}]},
        ],
    )
    assert first.dead() == [] and first.result("Girl", "aids") == {
        "done": True,
        "by": None,
        "infected": True,
    }
    assert second.dead() == ["Com"]
    death = second.death("Com")
    assert death is not None and (death.cause, death.frag) == ("aids", "Girl")
    assert second.result("Com", "check")["done"] is True  # type: ignore[index]


def test_cure_aids_the_next_night_saves_him() -> None:
    # seed 763: «СПИД может быть вылечен Лечением СПИДа доктора на следующем ходу»
    _, second = play_phases(
        [player("Girl", "girl"), player("Com", "commissar"), player("Doc", "doctor")],
        [
            {"orders": [{"actor": "Girl", "ability": "aids", "target": "Com"}]},
            {"orders": [{"actor": "Doc", "ability": "cure_aids", "target": "Com"}]},
        ],
    )
    assert second.dead() == []


def test_super_heal_stops_the_infection_but_not_the_block() -> None:
    # seed 762: «Суперлечение доктором, но при этом ход девочки считается успешным»
    night = play(
        [
            player("Girl", "girl"),
            player("Com", "commissar"),
            player("Doc", "doctor"),
            player("P1", "civilian"),
        ],
        [
            {"actor": "Girl", "ability": "aids", "target": "Com"},
            {"actor": "Doc", "ability": "super_heal", "target": "Com"},
            {"actor": "Com", "ability": "check", "target": "P1"},
        ],
    )
    assert night.result("Girl", "aids") == {"done": True, "by": None, "infected": False}
    assert night.result("Com", "check")["by"] == "blocked"  # type: ignore[index]


def test_the_hanged_make_no_move_and_a_tie_hangs_nobody() -> None:
    # «В первый день голосования нет»: the vote is on day 2
    players = [
        player("A", "civilian"),
        player("B", "mafioso"),
        player("C", "civilian"),
        player("D", "civilian"),
    ]
    _, hanged = play_phases(
        players,
        [
            {"orders": []},
            {
                "votes": {"A": "B", "C": "B", "D": "A"},
                "orders": [{"actor": "B", "ability": "nagant", "target": "A"}],
            },
        ],
    )
    assert hanged.trace.executed == "B" and hanged.dead() == ["B"]
    assert hanged.rejected("B") == ["hanged"]
    _, tie = play_phases(players, [{"orders": []}, {"votes": {"A": "B", "B": "A"}}])
    assert tie.trace.executed is None


def test_the_maniac_is_hanged_only_by_lynch() -> None:
    # «Лишь в случае линчевания»: every other living player votes for him
    players = [
        player("A", "civilian"),
        player("M", "maniac"),
        player("C", "civilian"),
        player("D", "civilian"),
    ]
    votes = {"A": "M", "C": "M", "D": "A"}
    _, not_all = play_phases(players, [{"orders": []}, {"votes": votes}])
    assert not_all.trace.executed is None
    _, lynch = play_phases(players, [{"orders": []}, {"votes": {**votes, "D": "M"}}])
    assert lynch.trace.executed == "M"


def test_a_sold_vote_is_not_counted() -> None:
    # «голос игрока учтён не будет»
    players = [player("A", "civilian"), player("B", "mafioso"), player("C", "civilian")]
    _, day = play_phases(
        players,
        [
            {"orders": []},
            {"votes": {"A": "B", "C": "A", "B": "A"}, "decisions": {"sold_votes": ["C"]}},
        ],
    )
    assert day.trace.executed is None  # one vote each: a tie


def test_the_pistol_needs_one_and_the_shot_uses_it() -> None:
    # spec: «`pistol` (civilian): needs `items.pistol`; one shot a night, uses a pistol»
    players = [
        player("A", "civilian", items={"pistol": 1}),
        player("B", "civilian"),
        player("C", "civilian"),
        player("D", "civilian"),
    ]
    first, second = play_phases(
        players,
        [
            {
                "orders": [
                    {"actor": "A", "ability": "pistol", "target": "B"},
                    {"actor": "C", "ability": "pistol", "target": "D"},
                ]
            },
            {"orders": [{"actor": "A", "ability": "pistol", "target": "C"}]},
        ],
    )
    assert first.dead() == ["B"] and first.rejected("C") == ["no_item"]
    assert first.items("A", "pistol") == 0
    assert second.rejected("A") == ["no_item"]


def test_setup_charges_run_out() -> None:
    players = [player("Com", "commissar", charges={"check": 1}), player("P1", "civilian")]
    check = {"orders": [{"actor": "Com", "ability": "check", "target": "P1"}]}
    first, second = play_phases(players, [check, check])
    assert first.result("Com", "check")["done"] is True  # type: ignore[index]
    assert second.rejected("Com") == ["no_charges"]
