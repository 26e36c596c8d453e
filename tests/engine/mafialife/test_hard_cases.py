"""MafiaLife (seed 004) cases checked by hand against the seed (issue 25): the girl's
repeat limits, no vote on day 1, sold votes, the bribe, super heal against «переспать с
ролью», and the order of the attacks inside step 7.
Quotes are from shared/seeds/004_40893ccb711f0082.txt (line numbers of that file)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.ruleset.load import builtin_ruleset
from engine.texts import render_reason

from .helpers import play, play_phases, player

GIRL = [player("Girl", "girl"), player("Com", "commissar"), player("P1", "civilian")]


def _two_nights(first: dict[str, Any], second: dict[str, Any]) -> list[Any]:
    return play_phases(GIRL, [{"orders": [first]}, {"orders": [second]}])


@pytest.mark.parametrize("move", ["sleep", "aids"])
def test_the_girl_may_not_repeat_a_target_two_nights_running(move: str) -> None:
    # seed 743: «Дважды подряд нельзя спать с одним и тем же игроком.»
    # seed 777: «Дважды подряд нельзя делать ход СПИД на одного и того же игрока.»
    order = {"actor": "Girl", "ability": move, "target": "Com"}
    _n1, n2 = _two_nights(order, order)
    assert n2.rejected("Girl") == ["twice_running"]
    assert n2.result("Girl", move) is None  # not made: no newspaper line
    [rejection] = n2.trace.rejected
    rs = builtin_ruleset("mafialife")
    assert "дважды подряд на Com нельзя" in render_reason(rs, rejection, "ru")
    assert "not on Com two nights running" in render_reason(rs, rejection, "en")


def test_the_girl_may_change_target_or_move_or_wait_a_night() -> None:
    # «дважды подряд … с одним и тем же игроком»: another player, another move, or a night
    # between, are allowed
    sleep_com = {"actor": "Girl", "ability": "sleep", "target": "Com"}
    _n1, other = _two_nights(sleep_com, {"actor": "Girl", "ability": "sleep", "target": "P1"})
    assert other.rejected("Girl") == []
    _n1, aids = _two_nights(sleep_com, {"actor": "Girl", "ability": "aids", "target": "Com"})
    assert aids.rejected("Girl") == []
    *_, n3 = play_phases(GIRL, [{"orders": [sleep_com]}, {"orders": []}, {"orders": [sleep_com]}])
    assert n3.rejected("Girl") == []


def test_no_vote_on_the_first_day() -> None:
    # seed 7: «В первый день голосования нет»: day-1 votes are kept and shown, not counted
    players = [player("A", "civilian"), player("B", "mafioso"), player("C", "civilian")]
    (day1,) = play_phases(players, [{"votes": {"A": "B", "C": "B"}}])
    assert day1.trace.executed is None and day1.dead() == []
    vote = day1.trace.votes
    assert vote is not None
    assert [(b.voter, b.candidate, b.counted) for b in vote.ballots] == [
        ("A", "B", False),
        ("C", "B", False),
    ]
    assert all(n.code == "night_no_vote_today" for b in vote.ballots for n in b.notes)


def test_a_sold_vote_as_a_phase_key() -> None:
    # seed 198: «в этом случае голос игрока учтён не будет»; the spec's `sold_votes: [voters]`
    players = [player("A", "civilian"), player("B", "mafioso"), player("C", "civilian")]
    _, day = play_phases(
        players, [{"orders": []}, {"votes": {"A": "B", "C": "A", "B": "A"}, "sold_votes": ["C"]}]
    )
    assert day.trace.executed is None  # one counted vote each: a tie
    vote = day.trace.votes
    assert vote is not None
    sold = next(b for b in vote.ballots if b.voter == "C")
    assert not sold.counted and [n.code for n in sold.notes] == ["night_sold_vote"]


HANG_B = {"A": "B", "C": "B", "D": "A"}


def _hang(items_b: dict[str, int], others: dict[str, dict[str, int]]) -> Any:
    players = [
        player("A", "civilian", items=others.get("A", {})),
        player("B", "mafioso", items=items_b),
        player("C", "civilian", items=others.get("C", {})),
        player("D", "mafioso", items=others.get("D", {})),
    ]
    _, day = play_phases(players, [{"orders": []}, {"votes": HANG_B}])
    return day


def test_the_bribe_saves_from_the_hanging() -> None:
    # seed 104: «Подкуп палача. Данный товар позволяет игроку избежать повешения вне
    # зависимости от того, как игрока вешают: обычное повешение или линч.»
    assert _hang({"bribe": 1}, {}).trace.executed is None
    assert _hang({}, {}).trace.executed == "B"


def test_the_anti_bribe_of_a_non_ally_hangs_the_bribed() -> None:
    # seed 105: «Антиподкуп палача. Если хоть один игрок купил такую лицензию, то повешение
    # состоится даже в том случае, если вешаемый купил подкуп палача. … Также данная
    # лицензия не действует против союзников.»
    assert _hang({"bribe": 1}, {"A": {"anti_bribe": 1}}).trace.executed == "B"
    # D is B's ally (the lair): his anti-bribe does not act against B
    assert _hang({"bribe": 1}, {"D": {"anti_bribe": 1}}).trace.executed is None


def test_the_anti_bribe_does_not_beat_hanging_immunity() -> None:
    # seed 106: «Иммунитет от повешения - позволяет игроку избежать повешения даже в случае,
    # если кто-то купил АнтиПодкуп палача.»
    day = _hang({"hanging_immunity": 1}, {"A": {"anti_bribe": 1}})
    assert day.trace.executed is None


def test_the_bribe_saves_from_a_lynch_too() -> None:
    # seed 104: «вне зависимости от того, как игрока вешают: обычное повешение или линч»
    players = [
        player("A", "civilian"),
        player("M", "maniac", items={"bribe": 1}),
        player("C", "civilian"),
    ]
    _, day = play_phases(players, [{"orders": []}, {"votes": {"A": "M", "C": "M"}}])
    assert day.trace.executed is None


SWR = {"actor": "Girl", "ability": "sleep_with_role", "role": "commissar"}


@pytest.mark.parametrize("flag", ["aids", "with_aids"])
def test_super_heal_against_sleep_with_role_the_move_stands(flag: str) -> None:
    # seed 794: «Суперлечение доктором - ход НЕ сбивается, но заражения СПИДом не
    # происходит» (the order's parameter `aids: true|false`, as the spec names it;
    # `with_aids` still read)
    night = play(
        [*GIRL, player("Doc", "doctor", traits=["super_heal"])],
        [
            {**SWR, flag: True},
            {"actor": "Doc", "ability": "super_heal", "target": "Com"},
            {"actor": "Com", "ability": "check", "target": "P1"},
        ],
    )
    assert night.rejected("Girl") == []
    assert night.result("Com", "check")["done"] is True  # type: ignore[index]
    assert night.result("Girl", "sleep_with_role") == {"done": False, "by": "super_heal"}
    assert night.actions("infected") == []


def test_sleep_with_role_and_aids_infects_without_super_heal() -> None:
    # seed 781: «При наличии СПИДа девочка может дополнительно заразить жертву СПИДом.»
    check = {"actor": "Com", "ability": "check", "target": "P1"}
    night = play(GIRL, [{**SWR, "aids": True}, check])
    assert night.result("Com", "check")["by"] == "blocked"  # type: ignore[index]
    assert night.result("Girl", "sleep_with_role")["infected"] is True  # type: ignore[index]


@pytest.mark.parametrize("seating", [("Kil", "Com"), ("Com", "Kil")])
def test_step_7_runs_the_commissar_before_the_killer_whatever_the_seating(
    seating: tuple[str, str],
) -> None:
    # spec, step 7: «pistol, commissar kill, mafia shots, killer, bite/rage, poison (this
    # order)»: the elixir stops the commissar's shot; the killer's kills and is the frag
    roles = {"Kil": "killer", "Com": "commissar"}
    night = play(
        [player(n, roles[n]) for n in seating]
        + [player("P1", "civilian", items={"elixir": 1}), player("P2", "civilian")],
        [
            {"actor": "Kil", "ability": "kill", "target": "P1"},
            {"actor": "Com", "ability": "kill", "target": "P1"},
        ],
    )
    assert night.dead() == ["P1"]
    assert night.death("P1").frag == "Kil"  # type: ignore[union-attr]
    assert night.result("Com", "kill") == {"done": False, "by": "elixir"}


def test_step_7_the_mafia_before_the_maniac() -> None:
    # spec step 7: mafia shots before bite; P1's elixir stops the nagant, the bite kills
    night = play(
        [
            player("Mani", "maniac", level=1),
            player("Maf", "mafioso"),
            player("P1", "civilian", items={"elixir": 1}),
        ],
        [
            {"actor": "Mani", "ability": "bite", "target": "P1"},
            {"actor": "Maf", "ability": "nagant", "target": "P1"},
        ],
    )
    assert night.death("P1").frag == "Mani"  # type: ignore[union-attr]


def test_sold_votes_round_trip_and_the_older_form_still_reads() -> None:
    # the spec's phase key is written back as such; `decisions: {sold_votes: …}` still reads
    from engine.scenario.load import load_scenario_text
    from engine.scenario.write import dump_scenario

    from .helpers import scenario_text

    players = [player("A", "civilian"), player("B", "mafioso"), player("C", "civilian")]
    for phase in (
        {"votes": {"A": "B", "C": "A"}, "sold_votes": ["C"]},
        {"votes": {"A": "B", "C": "A"}, "decisions": {"sold_votes": ["C"]}},
    ):
        scenario = load_scenario_text(scenario_text(players, [{"orders": []}, phase]))
        assert list(scenario.phases[1].decisions["sold_votes"]) == ["C"]
        text = dump_scenario(scenario)
        assert "sold_votes:" in text and "decisions" not in text
        again = load_scenario_text(text)
        assert list(again.phases[1].decisions["sold_votes"]) == ["C"]


def test_an_unknown_sold_voter_is_refused_with_file_and_line() -> None:
    from engine.model.errors import ScenarioError
    from engine.scenario.load import load_scenario_text

    from .helpers import scenario_text

    players = [player("A", "civilian"), player("B", "mafioso")]
    with pytest.raises(ScenarioError, match=r"sold_votes: unknown player 'Zed'"):
        load_scenario_text(scenario_text(players, [{"orders": []}, {"sold_votes": ["Zed"]}]))


def test_a_bribe_that_saves_is_used_up_unless_items_are_kept() -> None:
    # the seed calls only the lynch licence «несгораемая»: a bribe that saves is spent
    # (ruling item_consumption; `kept` keeps it)
    players = [
        player("A", "civilian"),
        player("B", "mafioso", items={"bribe": 1}),
        player("C", "civilian"),
        player("D", "mafioso"),
    ]
    _, spent = play_phases(players, [{"orders": []}, {"votes": HANG_B}])
    assert spent.trace.executed is None and spent.items("B", "bribe") == 0
    _, kept = play_phases(
        players, [{"orders": []}, {"votes": HANG_B}], rulings={"item_consumption": "kept"}
    )
    assert kept.items("B", "bribe") == 1


@pytest.mark.parametrize("move", ["hack", "theft"])
def test_the_hacker_may_not_hack_or_rob_himself(move: str) -> None:
    # seed 288: «Хакер может выполнить ход Взлом на любого живого игрока, кроме себя.»
    # seed 328: «Хакер может выполнить ход Кража на любого живого игрока, кроме себя.»
    # (a sibling of the girl's limits; the duck has «Ограничения: нет», seed 306)
    players = [player("Hack", "hacker"), player("P1", "civilian")]
    night = play(players, [{"actor": "Hack", "ability": move, "target": "Hack"}])
    assert len(night.rejected("Hack")) == 1
    duck = play(players, [{"actor": "Hack", "ability": "duck", "target": "Hack"}])
    assert duck.rejected("Hack") == []


def test_super_heal_comes_before_the_condom_against_sleep_with_role() -> None:
    # seed 789-795, «Защита (в порядке уменьшения приоритета)»: … «Суперлечение доктором -
    # ход НЕ сбивается …», then «Презерватив»: the super heal decides, the condom is kept
    night = play(
        [
            player("Girl", "girl"),
            player("Com", "commissar", items={"condom": 1}),
            player("P1", "civilian"),
            player("Doc", "doctor", traits=["super_heal"]),
        ],
        [{**SWR, "aids": True}, {"actor": "Doc", "ability": "super_heal", "target": "Com"}],
    )
    assert night.result("Girl", "sleep_with_role") == {"done": False, "by": "super_heal"}
    assert night.items("Com", "condom") == 1
