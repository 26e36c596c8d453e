"""Every ruling of `metamorphs` under each of its options (rulesets/metamorphs.yaml).

Each test plays the same table under the default and under the alternative and checks what
a master would see differ. The seed words each ruling rests on are in the ruleset file.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.ruleset.load import builtin_ruleset

from .helpers import NAMES, everyone_votes, kill, order, play, post

RS = builtin_ruleset("metamorphs")
ALIVE_AFTER_ALICE = [n for n in NAMES if n != "Алиса"]


def tie() -> dict[str, Any]:
    """Seven for Жанна, seven for Зоя (Поля, the NPC, has no vote)."""
    votes = {n: ("Жанна" if i % 2 else "Зоя") for i, n in enumerate(NAMES[:14])}
    votes["Жанна"], votes["Зоя"] = "Зоя", "Жанна"
    return votes


def test_every_ruling_is_tested_here() -> None:
    tested = {name[len("test_") :].split("__")[0] for name in globals() if name.startswith("test_")}
    assert set(RS.rulings) <= tested


def test_night_zero__setup_and_resolves() -> None:
    p1, _ = play({"votes": everyone_votes("Жанна")}, {})
    assert p1.trace.executed == "Жанна"
    p1, _p2, p3 = play(
        {"votes": everyone_votes("Жанна"), "orders": [order("Вера", "assimilate", "Кира")]},
        {"orders": [order("Вера", "assimilate", "Кира")]},
        {"orders": [order("Вера", "assimilate", "Кира")]},
        rulings={"night_zero": "resolves"},
    )
    assert p1.trace.executed is None and not p1.trace.votes.ballots  # night 0: no day
    assert p1.rejected("Вера") == ["too_early"]
    assert p3.result("Вера", "assimilate") == {"converted": True}  # phase 3 is night 2


def test_small_game__warn() -> None:
    (p1,) = play({}, table=(("Алиса", "controller"), ("Кира", "civilian")))
    assert any("13" in w for w in p1.trace.warnings)


def test_night_simultaneous__yes_and_no() -> None:
    orders = [kill("Алиса", "Егор"), kill("Егор", "Кира")]
    (p1,) = play({"orders": orders})
    assert sorted(p1.dead()) == ["Егор", "Кира"]
    (p1,) = play({"orders": orders}, rulings={"night_simultaneous": "no"})
    assert p1.dead() == ["Егор"] and p1.rejected("Егор") == ["killed_tonight"]


def test_doctor_saves_all__all_and_one() -> None:
    orders = [order("Гена", "heal", "Кира"), kill("Алиса", "Кира"), kill("Егор", "Кира")]
    (p1,) = play({"orders": orders})
    assert p1.alive("Кира")
    (p1,) = play({"orders": orders}, rulings={"doctor_saves_all": "one"})
    death = p1.death("Кира")
    assert death is not None and death.frag == "Егор"


def test_shared_kill_frag__team_and_agent() -> None:
    orders = [kill("Алиса", "Кира"), kill("Егор", "Кира")]
    assert play({"orders": orders})[0].death("Кира").frag == "Алиса"  # type: ignore[union-attr]
    p1 = play({"orders": orders}, rulings={"shared_kill_frag": "agent"})[0]
    assert p1.death("Кира").frag == "Егор"  # type: ignore[union-attr]


def test_team_kill_source__controller_or_vote_and_controller_only() -> None:
    orders = [kill("Борис", "Кира"), kill("Вера", "Кира")]
    assert play({"orders": orders})[0].dead() == ["Кира"]
    p1 = play({"orders": orders}, rulings={"team_kill_source": "controller_only"})[0]
    assert p1.dead() == [] and p1.rejected("Борис") == ["not_decider"]


def test_team_kill_frag__decider_and_first_order() -> None:
    day = {"votes": everyone_votes("Алиса")}
    night = {"orders": [kill("Вера", "Лев"), kill("Борис", "Лев")]}
    assert play(day, night)[1].death("Лев").frag == "Борис"  # type: ignore[union-attr]
    p2 = play(day, night, rulings={"team_kill_frag": "first_order"})[1]
    assert p2.death("Лев").frag == "Вера"  # type: ignore[union-attr]


def test_team_vote_tie__master_and_no_kill() -> None:
    day = {"votes": everyone_votes("Алиса")}
    night = {"orders": [kill("Борис", "Лев"), kill("Вера", "Кира")]}
    p2 = play(day, night)[1]
    assert p2.question("team_kill") is not None and p2.dead() == []
    p2 = play(day, night, rulings={"team_vote_tie": "no_kill"})[1]
    assert p2.question("team_kill") is None and p2.dead() == []


def test_assimilation_start__night_2_and_night_1() -> None:
    night = {"orders": [order("Вера", "assimilate", "Кира")]}
    assert play(night)[0].rejected("Вера") == ["too_early"]
    p1 = play(night, rulings={"assimilation_start": "night_1"})[0]
    assert p1.result("Вера", "assimilate") == {"converted": True}


def test_conversion_cancel__same_target_and_also_assimilator() -> None:
    night = {"orders": [order("Гена", "heal", "Вера"), order("Вера", "assimilate", "Кира")]}
    p2 = play({}, night)[1]
    assert p2.result("Вера", "assimilate") == {"converted": True}
    p2 = play({}, night, rulings={"conversion_cancel": "also_assimilator"})[1]
    assert p2.result("Вера", "assimilate") == {"converted": False}


def test_cancelled_conversion_check__real_role_and_metamorph() -> None:
    night = {
        "orders": [
            order("Гена", "heal", "Кира"),
            order("Вера", "assimilate", "Кира"),
            order("Дима", "check", "Кира"),
        ]
    }
    assert play({}, night)[1].result("Дима", "check") == {"role": "civilian", "faction": "town"}
    p2 = play({}, night, rulings={"cancelled_conversion_check": "metamorph"})[1]
    assert p2.result("Дима", "check") == {"role": "metamorph", "faction": "mafia"}


def test_converted_faction__unchanged_and_joins_mafia() -> None:
    table = (
        ("Алиса", "controller"),
        ("Вера", "assimilator"),
        ("Егор", "maniac"),
        ("Кира", "civilian"),
        ("Лев", "civilian"),
        ("Маша", "civilian"),
        ("Нина", "civilian"),
    )
    phases = (
        {"orders": [order("Вера", "assimilate", "Кира"), kill("Егор", "Алиса")]},
        {"votes": {n: "Вера" for n in ("Вера", "Егор", "Кира", "Лев", "Маша", "Нина")}},
    )
    rulings = {"assimilation_start": "night_1"}
    assert play(*phases, table=table, rulings=rulings)[1].trace.public.winner == "town"
    p2 = play(*phases, table=table, rulings={**rulings, "converted_faction": "joins_mafia"})[1]
    assert p2.trace.public.winner is None


def test_assimilator_feedback__yes_and_no() -> None:
    night = {"orders": [order("Вера", "assimilate", "Кира")]}
    assert play({}, night)[1].result("Вера", "assimilate") == {"converted": True}
    p2 = play({}, night, rulings={"assimilator_feedback": "no"})[1]
    assert p2.result("Вера", "assimilate") is None
    assert p2.state.player("Кира").has_effect("converted")


def test_check_detail__role_and_side() -> None:
    night = {"orders": [order("Дима", "check", "Вера")]}
    assert play(night)[0].result("Дима", "check") == {"role": "assimilator", "faction": "mafia"}
    p1 = play(night, rulings={"check_detail": "side"})[0]
    assert p1.result("Дима", "check") == {"role": None, "faction": "mafia"}


def test_dead_no_messages__none_and_deliver() -> None:
    night = {"orders": [order("Дима", "check", "Вера"), kill("Алиса", "Дима")]}
    assert play(night)[0].result("Дима", "check") is None
    p1 = play(night, rulings={"dead_no_messages": "deliver"})[0]
    assert p1.result("Дима", "check") == {"role": "assimilator", "faction": "mafia"}


def test_vote_format__tolerant_and_exact() -> None:
    upper = "[B]Я голосую против: [COLOR=#FF0000]Жанна[/COLOR][/B]"
    day = {"votes": everyone_votes("Жанна", but={"Лев": upper})}
    assert play(day)[0].ballot("Лев") == ("Жанна", "meta_ballot_vote")
    p1 = play(day, rulings={"vote_format": "exact"})[0]
    assert p1.ballot("Лев") == ("Лев", "meta_ballot_malformed")


def test_vote_change__malformed_and_last_counts() -> None:
    day = {"votes": everyone_votes("Жанна", but={"Лев": [post("Зоя"), post("Олег")]})}
    assert play(day)[0].ballot("Лев") == ("Лев", "meta_ballot_malformed")
    p1 = play(day, rulings={"vote_change": "last_counts"})[0]
    assert p1.ballot("Лев") == ("Олег", "meta_ballot_vote")


def test_malformed_not_skip__no_and_yes() -> None:
    bad = "[b]Я голосую против: Жанна[/b]"
    day1 = {"votes": everyone_votes("Жанна", but={"Лев": bad})}
    alive = [n for n in NAMES if n != "Жанна"]
    votes2 = everyone_votes("Зоя", alive=alive)
    del votes2["Лев"]
    p2 = play(day1, {"votes": votes2})[1]
    assert p2.alive("Лев")
    p2 = play(day1, {"votes": votes2}, rulings={"malformed_not_skip": "yes"})[1]
    assert p2.death("Лев") is not None and p2.death("Лев").cause == "left"  # type: ignore[union-attr]


def test_double_skip__total_and_in_a_row() -> None:
    def day(out: list[str], skip: bool, target: str) -> dict[str, Any]:
        votes = everyone_votes(target, alive=[n for n in NAMES if n not in out])
        if skip:
            del votes["Лев"]
        return {"votes": votes}

    phases = (
        day([], True, "Жанна"),
        day(["Жанна"], False, "Зоя"),
        day(["Жанна", "Зоя"], True, "Игорь"),
    )
    p3 = play(*phases)[2]
    assert p3.death("Лев") is not None
    p3 = play(*phases, rulings={"double_skip": "in_a_row"})[2]
    assert p3.alive("Лев")


def test_revote_skip__one_and_two() -> None:
    votes = tie()
    del votes["Лев"]  # Лев skips (a vote against himself), Кира votes for him: 6 and 6
    votes["Кира"] = "Лев"
    revote = everyone_votes("Зоя")
    del revote["Лев"]
    p1 = play({"votes": votes, "revotes": revote})[0]
    assert p1.state.player("Лев").counters["skips"] == 1 and p1.alive("Лев")
    p1 = play({"votes": votes, "revotes": revote}, rulings={"revote_skip": "two"})[0]
    assert p1.death("Лев") is not None and p1.death("Лев").cause == "left"  # type: ignore[union-attr]


def test_revote_candidates__any_and_tied() -> None:
    revote = everyone_votes("Зоя", but={n: "Олег" for n in NAMES[:8]})
    p1 = play({"votes": tie(), "revotes": revote})[0]
    assert p1.trace.executed == "Олег"
    p1 = play({"votes": tie(), "revotes": revote}, rulings={"revote_candidates": "tied"})[0]
    assert p1.trace.executed == "Зоя"


def test_coin_toss__master() -> None:
    p1 = play({"votes": tie()}, seed=1)[0]
    q = p1.question("coin_toss")
    assert q is not None and not q.answered and p1.trace.executed == q.default
    assert play({"votes": tie()}, seed=1)[0].trace.executed == p1.trace.executed
    assert p1.question("revote") is not None  # the master may still give the revote


@pytest.mark.parametrize("option", ["no_vote", "votes"])
def test_npc_vote__no_vote_and_votes(option: str) -> None:
    day = {"votes": {**everyone_votes("Жанна"), "Поля": "Зоя"}}
    p1 = play(day, rulings={"npc_vote": option})[0]
    if option == "no_vote":
        assert p1.ballot("Поля") is None
    else:
        assert p1.ballot("Поля") == ("Зоя", "meta_ballot_vote")


def test_orders_per_night__one_per_ability() -> None:
    # «имеет право единожды за игру ночью "превратить"» beside the team's kill: both stand;
    # a second conversion order replaces the first
    _p1, p2 = play(
        {},
        {
            "orders": [
                kill("Алиса", "Лев"),
                order("Вера", "assimilate", "Кира"),
                order("Вера", "assimilate", "Зоя"),
                kill("Вера", "Лев"),
            ]
        },
    )
    assert p2.rejected("Вера") == ["replaced", "overruled"]
    assert p2.result("Вера", "assimilate") == {"converted": True}
    assert p2.dead() == ["Лев"]
