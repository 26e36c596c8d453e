"""Each ruling of rulesets/mafiascum.yaml under its alternative option (docs/rulings-
mafiascum.md), each quoting the source of both readings."""

from __future__ import annotations

from typing import Any

from .helpers import play, town


def test_jailkeeper_protection_one_kill() -> None:
    """Jailkeeper: its rule text «extends to stopping every kill» (the default), its sample
    PM «protect that player from one nightkill» (`one_kill`). The page is torn; its rule
    text, not the sample PM, is the default."""
    orders = [
        {"actor": "JK", "ability": "jailkeep", "target": "Town1"},
        {"actor": "Goon", "ability": "factional_kill", "target": "Town1"},
        {"actor": "Vig", "ability": "kill", "target": "Town1"},
    ]
    roster = ["JK:jailkeeper", "Goon:goon", "Vig:vigilante", *town(4)]
    assert play(roster, [{"orders": orders}])[0].dead() == []
    one = play(roster, [{"orders": orders}], {"jailkeeper_protection": "one_kill"})[0]
    assert one.dead() == ["Town1"] and one.death("Town1").frag == "Vig"  # type: ignore[union-attr]


def test_bus_self_target() -> None:
    """«It varies whether a Bus Driver is able to self-target» (Mafia Universe)."""
    night = {
        "orders": [
            {"actor": "Bus", "ability": "bus_drive", "targets": ["Bus", "Town1"]},
            {"actor": "Goon", "ability": "factional_kill", "target": "Bus"},
        ]
    }
    roster = ["Bus:bus_driver", "Goon:goon", *town(5)]
    assert play(roster, [night])[0].dead() == ["Town1"]
    refused = play(roster, [night], {"bus_self_target": "no"})[0]
    assert refused.rejected("Bus") == ["self_target"] and refused.dead() == ["Bus"]


def test_strongman_vs_bus() -> None:
    """Strongman: «cannot be blocked by any means»: a swap is no block (default), or the
    strongman is immune to it too (`no`)."""
    night = {
        "orders": [
            {"actor": "Bus", "ability": "bus_drive", "targets": ["Town1", "Town2"]},
            {"actor": "Strong", "ability": "factional_kill", "target": "Town1"},
        ]
    }
    roster = ["Bus:bus_driver", "Strong:goon:strongman", *town(5)]
    assert play(roster, [night])[0].dead() == ["Town2"]
    assert play(roster, [night], {"strongman_vs_bus": "no"})[0].dead() == ["Town1"]


def test_dead_results() -> None:
    """NAR: «Killing doesn't stop the actions of the dead player»: the result is computed,
    kept undelivered (default) or delivered."""
    night = {
        "orders": [
            {"actor": "Cop", "ability": "investigate", "target": "Goon"},
            {"actor": "Goon", "ability": "factional_kill", "target": "Cop"},
        ]
    }
    roster = ["Cop:cop", "Goon:goon", *town(5)]
    (kept,) = play(roster, [night])
    msg = next(m for m in kept.trace.messages if m.to == "Cop")
    assert msg.result["result"] == "guilty" and not msg.delivered
    (sent,) = play(roster, [night], {"dead_results": "delivered"})
    assert next(m for m in sent.trace.messages if m.to == "Cop").delivered


def test_mafia_win_with_sk() -> None:
    """SK: «unless … some groupscum faction controls more than half the votes»: 3 mafia of
    5 living with the SK alive win (default), never under `never`."""
    roster = ["G1:goon", "G2:goon", "G3:goon", "SK:serial_killer", "Town1:vanilla_townie"]
    assert play(roster, [{}])[0].state.winner == "mafia"
    assert play(roster, [{}], {"mafia_win_with_sk": "never"})[0].state.winner is None


def test_no_lynch_threshold_one_less() -> None:
    """No Elimination: «a majority of players voting for "No Lynch"» (default); donbot's
    notes: «one less for NO LYNCH» (`one_less`: ⌈n/2⌉ — 3 of 6)."""
    votes = {"Town1": "no lynch", "Town2": "no lynch", "Town3": "no lynch"}
    roster = town(6)
    (day,) = play(roster, [{"votes": votes}])
    assert (day.votes["no_lynch_threshold"], day.votes["ended_by"]) == (4, "deadline")
    (day,) = play(roster, [{"votes": votes}], {"no_lynch_threshold": "one_less"})
    assert (day.votes["no_lynch_threshold"], day.votes["ended_by"]) == (3, "hammer")


def test_double_voter_quota() -> None:
    """Vote: «the moderator may or may not take the extra vote into consideration»: the
    majority of 6 players is 4; of 7 votes (a double voter) it is 4 too, of 8 votes 5."""
    dv: dict[str, Any] = {"name": "DV", "secret": "vanilla_townie", "vote_weight": 2}
    dv2: dict[str, Any] = {"name": "DV2", "secret": "vanilla_townie", "vote_weight": 2}
    roster: list[str | dict[str, Any]] = [*town(4), dv, dv2]
    votes = {"DV": "Town1", "DV2": "Town1"}
    (day,) = play(roster, [{"votes": votes}])
    assert day.votes["majority"] == 4 and day.trace.executed == "Town1"
    (day,) = play(roster, [{"votes": votes}], {"double_voter_quota": "votes"})
    assert day.votes["majority"] == 5 and day.trace.executed is None


def test_kill_and_power() -> None:
    """GreyICE: «may not submit both … unless they are the only remaining member»; the
    default lets a member do both (Normal's mafia roleblocker)."""
    mrb: dict[str, Any] = {"name": "MRB", "secret": "roleblocker", "faction": "mafia"}
    roster: list[str | dict[str, Any]] = [mrb, "Goon:goon", "Cop:cop", *town(5)]
    night = {
        "orders": [
            {"actor": "MRB", "ability": "roleblock", "target": "Cop"},
            {"actor": "MRB", "ability": "factional_kill", "target": "Town1"},
        ]
    }
    assert play(roster, [night])[0].dead() == ["Town1"]
    (refused,) = play(roster, [night], {"kill_and_power": "last_member_only"})
    assert refused.dead() == [] and refused.rejected("MRB") == ["kill_and_power"]
    alone: list[str | dict[str, Any]] = [mrb, "Cop:cop", *town(5)]
    assert play(alone, [night], {"kill_and_power": "last_member_only"})[0].dead() == ["Town1"]
