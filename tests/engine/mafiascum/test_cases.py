"""The spec's «Cases stated by the sources» (shared/docs/rules-mafiascum.md), each quoting
its source; the ruleset is data on the shared families (no Python of its own)."""

from __future__ import annotations

from pathlib import Path

from .helpers import play, town

ROOT = Path(__file__).resolve().parents[3]


def test_case_1_bus_driver_swaps_every_action() -> None:
    """Bus Driver page: «if a roleblocker targets John and a goon targets Jack … Jack …
    roleblocked and John … killed»."""
    (night,) = play(
        [
            "Bus:bus_driver",
            "Blocker:roleblocker",
            "Goon:goon",
            "John:cop",
            "Jack:tracker",
            *town(2),
        ],
        [
            {
                "orders": [
                    {"actor": "Bus", "ability": "bus_drive", "targets": ["John", "Jack"]},
                    {"actor": "Blocker", "ability": "roleblock", "target": "John"},
                    {"actor": "Goon", "ability": "factional_kill", "target": "Jack"},
                    {"actor": "Jack", "ability": "track", "target": "Goon"},
                    {"actor": "John", "ability": "investigate", "target": "Goon"},
                ]
            }
        ],
    )
    assert night.dead() == ["John"]
    assert night.death("John").frag == "Goon"  # type: ignore[union-attr]
    assert night.result("Jack", "track") == {"result": "no_result"}  # Jack was blocked
    assert night.result("John", "investigate") == {"result": "guilty"}


def test_case_2_roleblocked_cop_gets_no_result() -> None:
    """Roleblocker / GreyICE: a roleblocked cop receives «No Result»; «No roles that do not
    return results will be informed if they are roleblocked»."""
    (night,) = play(
        ["Cop:cop", "Blocker:roleblocker", "Doc:doctor", "Goon:goon", *town(3)],
        [
            {
                "orders": [
                    {"actor": "Blocker", "ability": "roleblock", "target": "Cop"},
                    {"actor": "Cop", "ability": "investigate", "target": "Goon"},
                    {"actor": "Doc", "ability": "protect", "target": "Town1"},
                ]
            }
        ],
    )
    assert night.result("Cop", "investigate") == {"result": "no_result"}
    assert night.result("Doc", "protect") is None  # a doctor is never told
    msg = next(m for m in night.trace.messages if m.to == "Cop")
    assert msg.delivered


def test_case_3_bodyguard_and_two_kills_both_die() -> None:
    """Bodyguard page: «If multiple people try to kill the Bodyguard's target, both the
    Bodyguard and the protected player will die»."""
    (night,) = play(
        ["BG:bodyguard", "VIP:cop", "Goon:goon", "Vig:vigilante", *town(4)],
        [
            {
                "orders": [
                    {"actor": "BG", "ability": "guard", "target": "VIP"},
                    {"actor": "Goon", "ability": "factional_kill", "target": "VIP"},
                    {"actor": "Vig", "ability": "kill", "target": "VIP"},
                ]
            }
        ],
    )
    assert sorted(night.dead()) == ["BG", "VIP"]
    bg = night.death("BG")
    assert bg is not None and bg.cause == "bodyguard" and bg.frag == "Goon"  # the first kill
    assert night.death("VIP").frag == "Vig"  # type: ignore[union-attr]


def test_case_3b_one_kill_the_bodyguard_dies_instead() -> None:
    """Bodyguard page: «if the protected player is supposed to be killed, the Bodyguard is
    killed instead»."""
    (night,) = play(
        ["BG:bodyguard", "VIP:cop", "Goon:goon", *town(4)],
        [
            {
                "orders": [
                    {"actor": "BG", "ability": "guard", "target": "VIP"},
                    {"actor": "Goon", "ability": "factional_kill", "target": "VIP"},
                ]
            }
        ],
    )
    assert night.dead() == ["BG"]


def test_case_4_jailkeeper_strongman_watcher_and_blocked_tracker() -> None:
    """Jailkeeper page: «A Jailkeeper cannot stop a Strongman from committing a kill»; «if a
    Watcher and Jailkeeper target the same player, the Watcher will see the Jailkeeper's
    action»; a Tracker or Watcher «blocked as a result of being targeted by a Jailkeeper
    should receive a "no result" message»."""
    (night,) = play(
        [
            "JK:jailkeeper",
            "Victim:cop",
            "Strong:goon:strongman",
            "Watch:watcher",
            "JK2:jailkeeper",
            "Track:tracker",
            *town(3),
        ],
        [
            {
                "orders": [
                    {"actor": "JK", "ability": "jailkeep", "target": "Victim"},
                    {"actor": "Strong", "ability": "factional_kill", "target": "Victim"},
                    {"actor": "Watch", "ability": "watch", "target": "Victim"},
                    {"actor": "JK2", "ability": "jailkeep", "target": "Track"},
                    {"actor": "Track", "ability": "track", "target": "JK"},
                ]
            }
        ],
    )
    assert night.dead() == ["Victim"]
    assert night.result("Watch", "watch") == {
        "result": "ok",
        "visitors": ["JK", "Strong"],
    }
    assert night.result("Track", "track") == {"result": "no_result"}


def test_case_4b_jailkeeper_stops_every_ordinary_kill() -> None:
    """Jailkeeper page: «Jailkeeper's protection extends to stopping every kill»."""
    (night,) = play(
        ["JK:jailkeeper", "Victim:cop", "Goon:goon", "Vig:vigilante", *town(3)],
        [
            {
                "orders": [
                    {"actor": "JK", "ability": "jailkeep", "target": "Victim"},
                    {"actor": "Goon", "ability": "factional_kill", "target": "Victim"},
                    {"actor": "Vig", "ability": "kill", "target": "Victim"},
                ]
            }
        ],
    )
    assert night.dead() == []


def test_case_5_roleblock_chain_resolves_the_first_block_first() -> None:
    """SNARF page, on NAR: a roleblocker on a roleblocker who targets a doctor — the first
    block resolves first, so the doctor acts («If only one of the actions affects another,
    resolve that one first, regardless of the positions on the list»)."""
    (night,) = play(
        ["RB1:roleblocker", "RB2:roleblocker", "Doc:doctor", "Goon:goon", *town(3)],
        [
            {
                "orders": [
                    {"actor": "RB2", "ability": "roleblock", "target": "Doc"},
                    {"actor": "RB1", "ability": "roleblock", "target": "RB2"},
                    {"actor": "Doc", "ability": "protect", "target": "Town1"},
                    {"actor": "Goon", "ability": "factional_kill", "target": "Town1"},
                ]
            }
        ],
    )
    assert night.dead() == []  # the doctor was not blocked: his protection stood
    assert night.question("action_loop") is None


def test_case_5b_roleblocker_and_jailkeeper_on_each_other_is_a_loop() -> None:
    """Reasonable Action Resolution: a roleblocker and a jailkeeper on each other is «the
    most famous/infamous» loop. The master is asked (`action_loop`); the default
    (`loop_default: nar_list`) resolves the first submitted block first («taking the first
    one submitted»; jailkeep counts as a block: «For actions which combine two other actions
    use the first one listed»)."""
    orders = [
        {"actor": "JK", "ability": "jailkeep", "target": "RB"},
        {"actor": "RB", "ability": "roleblock", "target": "JK"},
        {"actor": "Goon", "ability": "factional_kill", "target": "RB"},
    ]
    roster = ["JK:jailkeeper", "RB:roleblocker", "Goon:goon", *town(4)]
    (night,) = play(roster, [{"orders": orders}])
    q = night.question("action_loop")
    assert q is not None and q.data["default"] == "JK"
    assert night.dead() == []  # JK went first: RB blocked, and jailed (protected)
    (answered,) = play(roster, [{"orders": orders, "decisions": {"action_loop": "RB"}}])
    assert answered.dead() == ["RB"]  # RB went first: the jailkeeper neither blocks nor protects
    (simul,) = play(roster, [{"orders": orders}], {"loop_default": "simultaneous"})
    assert simul.dead() == []  # GreyICE: «All blocks resolve simultaneously»


def test_case_6_majority() -> None:
    """Majority Elimination: «(number of living players/2) +1, rounded down»; «Half is not a
    majority»: 13 alive → 7 to lynch; 12 alive → still 7."""
    for alive, need in ((13, 7), (12, 7)):
        votes = {f"Town{i}": "Town1" for i in range(2, need + 1)}
        (day,) = play(town(alive), [{"votes": votes}])
        assert day.votes["majority"] == need
        assert day.trace.executed is None  # need - 1 votes: no lynch at the deadline
        votes[f"Town{need + 1}"] = "Town1"
        (day,) = play(town(alive), [{"votes": votes}])
        assert day.trace.executed == "Town1"
        assert day.death("Town1").cause == "lynch"  # type: ignore[union-attr]


def test_scenario_files_resolve() -> None:
    """Each case file under tests/scenarios/mafiascum resolves through the CLI's loader."""
    from engine.scenario.load import load_scenario, resolve_game

    files = sorted((ROOT / "tests/scenarios/mafiascum").glob("*.yaml"))
    assert files
    for path in files:
        assert resolve_game(load_scenario(path))
