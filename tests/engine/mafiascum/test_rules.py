"""The spec's rules beyond the stated cases: modifiers, results, kills, the day, the win,
the rulings' alternatives (shared/docs/rules-mafiascum.md)."""

from __future__ import annotations

from typing import Any

from .helpers import play, town


def test_bulletproof_survives_every_kill_but_a_strongmans() -> None:
    """Bulletproof: «It protects players even if multiple kills target them on the same
    night»; Strongman: his kills cannot be stopped by bulletproof."""
    orders = [
        {"actor": "Goon", "ability": "factional_kill", "target": "BP"},
        {"actor": "Vig", "ability": "kill", "target": "BP"},
    ]
    (night,) = play(
        ["BP:vanilla_townie:bulletproof", "Goon:goon", "Vig:vigilante", *town(4)],
        [{"orders": orders}],
    )
    assert night.dead() == []
    (night,) = play(
        ["BP:vanilla_townie:bulletproof", "Goon:goon:strongman", "Vig:vigilante", *town(4)],
        [{"orders": orders}],
    )
    assert night.dead() == ["BP"]


def test_doctor_stops_one_kill_of_two() -> None:
    """Doctor: «if multiple players try to kill someone, they will not be saved by one
    Doctor's protection»; ruling doctor_protection: all_kills saves him."""
    orders = [
        {"actor": "Doc", "ability": "protect", "target": "Town1"},
        {"actor": "Goon", "ability": "factional_kill", "target": "Town1"},
        {"actor": "Vig", "ability": "kill", "target": "Town1"},
    ]
    roster = ["Doc:doctor", "Goon:goon", "Vig:vigilante", *town(4)]
    (night,) = play(roster, [{"orders": orders}])
    assert night.dead() == ["Town1"]
    assert night.death("Town1").frag == "Vig"  # type: ignore[union-attr]  # the goon's was stopped
    (night,) = play(roster, [{"orders": orders}], {"doctor_protection": "all_kills"})
    assert night.dead() == []


def test_doctor_and_bodyguard_on_one_target() -> None:
    """Ruling protection_order: doctor_first (the bodyguard lives) or bodyguard_first."""
    orders = [
        {"actor": "Doc", "ability": "protect", "target": "Town1"},
        {"actor": "BG", "ability": "guard", "target": "Town1"},
        {"actor": "Goon", "ability": "factional_kill", "target": "Town1"},
    ]
    roster = ["Doc:doctor", "BG:bodyguard", "Goon:goon", *town(4)]
    assert play(roster, [{"orders": orders}])[0].dead() == []
    assert play(roster, [{"orders": orders}], {"protection_order": "bodyguard_first"})[
        0
    ].dead() == ["BG"]


def test_cop_results_miller_godfather_investigation_immune() -> None:
    """Normal: results «the same for all non-town roles (excluding Godfather or
    Investigation-Immune Serial Killer) and for a Miller»."""
    roster = [
        "Cop1:cop",
        "Cop2:cop",
        "Cop3:cop",
        "Cop4:cop",
        "Miller:miller",
        "GF:godfather",
        "SK:serial_killer:investigation_immune",
        "Goon:goon",
        *town(2),
    ]
    orders = [
        {"actor": "Cop1", "ability": "investigate", "target": "Miller"},
        {"actor": "Cop2", "ability": "investigate", "target": "GF"},
        {"actor": "Cop3", "ability": "investigate", "target": "SK"},
        {"actor": "Cop4", "ability": "investigate", "target": "Goon"},
    ]
    (night,) = play(roster, [{"orders": orders}])
    seen = {c: night.result(c, "investigate")["result"] for c in ("Cop1", "Cop2", "Cop3", "Cop4")}  # type: ignore[index]
    assert seen == {"Cop1": "guilty", "Cop2": "not_guilty", "Cop3": "not_guilty", "Cop4": "guilty"}


def test_ninja_kill_is_unseen_and_empty_track_is_a_result() -> None:
    """Ninja: «all these roles return results as though the Ninja action had not occurred at
    all»; Tracker: `[]` is «Target did not target anyone», distinct from no result."""
    (night,) = play(
        ["Ninja:goon:ninja", "Track:tracker", "Watch:watcher", *town(4)],
        [
            {
                "orders": [
                    {"actor": "Ninja", "ability": "factional_kill", "target": "Town1"},
                    {"actor": "Track", "ability": "track", "target": "Ninja"},
                    {"actor": "Watch", "ability": "watch", "target": "Town1"},
                ]
            }
        ],
    )
    assert night.dead() == ["Town1"]
    assert night.result("Track", "track")["targets"] == []  # type: ignore[index]
    assert night.result("Watch", "watch")["visitors"] == []  # type: ignore[index]
    text = next(m for m in night.trace.messages if m.to == "Track")
    from engine.ruleset.load import builtin_ruleset
    from engine.texts import render_message

    assert (
        render_message(builtin_ruleset("mafiascum"), text, "en") == "Ninja did not target anyone."
    )


def test_one_factional_kill_a_night_and_only_for_the_mafia() -> None:
    """«one of you … may perform the factional kill»: a second is rejected
    (factional_kill_conflict); a town player has none; `faction: mafia` gives it."""
    (night,) = play(
        [
            "Goon1:goon",
            "Goon2:goon",
            "Town1:vanilla_townie",
            {"name": "MRB", "secret": "roleblocker", "faction": "mafia"},
            *town(4, "T"),
        ],
        [
            {
                "orders": [
                    {"actor": "Goon1", "ability": "factional_kill", "target": "T1"},
                    {"actor": "Goon2", "ability": "factional_kill", "target": "T2"},
                    {"actor": "Town1", "ability": "factional_kill", "target": "T3"},
                    {"actor": "MRB", "ability": "roleblock", "target": "T4"},
                ]
            }
        ],
    )
    assert night.dead() == ["T1"]
    assert night.rejected("Goon2") == ["factional_kill_conflict"]
    assert night.rejected("Town1") == ["no_factional_kill"]
    assert night.rejected("MRB") == []


def test_blocked_shot_is_spent() -> None:
    """«it is not considered Normal to refund shots»: a blocked one-shot vigilante has none
    left the next night."""
    phases = play(
        [
            {"name": "Vig", "secret": "vigilante", "charges": {"kill": 1}},
            "RB:roleblocker",
            "Goon:goon",
            *town(5),
        ],
        [
            {
                "orders": [
                    {"actor": "RB", "ability": "roleblock", "target": "Vig"},
                    {"actor": "Vig", "ability": "kill", "target": "Goon"},
                ]
            },
            {"orders": [{"actor": "Vig", "ability": "kill", "target": "Goon"}]},
        ],
    )
    assert phases[0].dead() == []
    assert phases[1].rejected("Vig") == ["no_charges"]


def test_no_lynch_double_voter_and_deadline() -> None:
    """No Elimination: «a majority of players voting for "No Lynch"»; Vote: «Each player
    (barring exceptions like Doublevoter) has one vote»; the deadline: «the day will end in
    a no lynch» (or plurality by the ruling)."""
    dv: dict[str, Any] = {"name": "DV", "secret": "vanilla_townie", "vote_weight": 2}
    roster: list[str | dict[str, Any]] = [*town(6), dv]
    # 7 alive -> 4 to lynch; the double voter brings Town1 to 4 with two others
    (day,) = play(roster, [{"votes": {"DV": "Town1", "Town2": "Town1", "Town3": "Town1"}}])
    assert day.trace.executed == "Town1"
    (day,) = play(roster, [{"votes": {f"Town{i}": "no lynch" for i in range(1, 5)}}])
    assert day.trace.executed is None and day.votes["outcome"] == "no_lynch"
    assert day.votes["ended_by"] == "hammer"
    plural = {"Town1": "Town2", "Town3": "Town2", "Town4": "Town5"}
    (day,) = play(roster, [{"votes": plural}])
    assert day.trace.executed is None and day.votes["ended_by"] == "deadline"
    (day,) = play(roster, [{"votes": plural}], {"deadline_outcome": "plurality"})
    assert day.trace.executed == "Town2"
    tie = {"Town1": "Town2", "Town4": "Town5"}
    (day,) = play(roster, [{"votes": tie}], {"deadline_outcome": "plurality"})
    q = day.question("plurality_tie")
    assert q is not None and day.trace.executed is None


def test_lynched_player_acts_no_more_and_flips() -> None:
    """The lynched player is dead before the night (his orders rejected: `dead`); every
    death flips at once («it should be possible for a player to read only the role reveals
    posted with the death scene»)."""
    (phase,) = play(
        ["Miller:miller", "Goon:goon", "Cop:cop", *town(4)],
        [
            {
                "votes": {"Town1": "Goon", "Town2": "Goon", "Town3": "Goon", "Town4": "Goon"},
                "orders": [{"actor": "Goon", "ability": "factional_kill", "target": "Cop"}],
            }
        ],
    )
    assert phase.rejected("Goon") == ["dead"]
    goon = phase.death("Goon")
    assert goon is not None and goon.extra["role_shown"] == "goon"
    assert goon.extra["alignment_shown"] == "mafia"


def test_win_after_the_day_rejects_the_night() -> None:
    """The win check runs right after the day: every night order is rejected
    (`game_over`); parity: «the number of Mafia is equal to the number of town players»."""
    (phase,) = play(
        ["Goon:goon", "Cop:cop", "Town1:vanilla_townie"],
        [
            {
                "votes": {"Goon": "Town1", "Cop": "Goon", "Town1": "Goon"},
                "orders": [{"actor": "Cop", "ability": "investigate", "target": "Town1"}],
            }
        ],
    )
    assert phase.trace.executed == "Goon"
    assert phase.state.winner == "town"
    assert phase.rejected("Cop") == ["game_over"]
    (phase,) = play(
        ["Goon:goon", "Cop:cop", "Town1:vanilla_townie"],
        [{"orders": [{"actor": "Goon", "ability": "factional_kill", "target": "Town1"}]}],
    )
    assert phase.state.winner == "mafia"


def test_serial_killer_wins_and_draws() -> None:
    """SK wins alive with no mafia and at most one town; GreyICE: «equal number of players
    from two opposing scum factions … draw»."""
    (phase,) = play(
        ["SK:serial_killer", "Town1:vanilla_townie", "Town2:vanilla_townie"],
        [{"orders": [{"actor": "SK", "ability": "factional_kill", "target": "Town1"}]}],
    )
    assert phase.state.winner == "serial_killer"
    (phase,) = play(
        ["SK:serial_killer", "Goon:goon", "Town1:vanilla_townie"],
        [{"orders": [{"actor": "SK", "ability": "factional_kill", "target": "Town1"}]}],
    )
    assert phase.state.winner == "draw"


def test_strongman_charges_and_keeping_one() -> None:
    """Strongman: «charges: {strongman: n}» limits the modifier; each kill by him spends one
    while any is left; an order may say `strongman: false` to keep it."""
    strong: dict[str, Any] = {
        "name": "Strong",
        "secret": "goon",
        "modifiers": ["strongman"],
        "charges": {"strongman": 1},
    }
    roster: list[str | dict[str, Any]] = [strong, "Doc:doctor", *town(5)]
    night = {
        "orders": [
            {"actor": "Doc", "ability": "protect", "target": "Town1"},
            {"actor": "Strong", "ability": "factional_kill", "target": "Town1", "strongman": False},
        ]
    }
    (kept,) = play(roster, [night])
    assert kept.dead() == []  # not used: the doctor's protection stands
    second = {
        "orders": [
            {"actor": "Doc", "ability": "protect", "target": "Town2"},
            {"actor": "Strong", "ability": "factional_kill", "target": "Town2"},
        ]
    }
    third = {
        "orders": [
            {"actor": "Doc", "ability": "protect", "target": "Town3"},
            {"actor": "Strong", "ability": "factional_kill", "target": "Town3"},
        ]
    }
    first, then = play(roster, [second, third])
    assert first.dead() == ["Town2"]  # the strongman's one charge pierces the protection
    assert then.dead() == [] and then.rejected("Strong") == []  # none left: the doctor stops it


def test_a_bus_driver_driving_himself_while_blocked_is_a_loop() -> None:
    """The spec's loops: «a bus driver swapping himself while a roleblocker targets him».
    NAR's fallback list: «3. Bus 4. Block» — the bus drive goes first, so the block lands on
    the other player."""
    (night,) = play(
        ["RB:roleblocker", "Bus:bus_driver", "Cop:cop", "Goon:goon", *town(4)],
        [
            {
                "orders": [
                    {"actor": "RB", "ability": "roleblock", "target": "Bus"},
                    {"actor": "Bus", "ability": "bus_drive", "targets": ["Bus", "Cop"]},
                    {"actor": "Cop", "ability": "investigate", "target": "Goon"},
                ]
            }
        ],
    )
    q = night.question("action_loop")
    assert q is not None and tuple(q.data["actors"]) == ("RB", "Bus") and q.data["default"] == "Bus"
    assert night.result("Cop", "investigate") == {"result": "no_result"}


def test_a_misspelt_modifier_is_refused_with_its_line() -> None:
    """A player's `modifiers:` name the ruleset's modifiers (spec: bulletproof, ninja,
    strongman, investigation_immune); «bulletprof» would silently switch it off."""
    import pytest

    from engine.model.errors import ScenarioError

    with pytest.raises(ScenarioError) as caught:
        play(["BP:vanilla_townie:bulletprof", "Goon:goon", *town(4)], [{"orders": []}])
    assert "modifiers: unknown modifier 'bulletprof' (did you mean 'bulletproof'?)" in str(
        caught.value
    )
