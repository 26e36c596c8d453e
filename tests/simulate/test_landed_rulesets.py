"""The simulator plays every landed ruleset (issue 17: «The CLI and the tab work for every
landed ruleset»): AM-15 «Возвращение» (seed 001: a day, then a night), «Метаморфы» (seed
003: no HP, a team kill, the master's questions), MafiaLife (seed 004: the generic night),
Mafic Arena XII (seed 002: a card game, the cards held offered by the engine) —
deterministic, to a result."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from engine import builtin_ruleset
from engine.__main__ import main
from engine.effects import effect_kind
from engine.simulate import UNFINISHED, SimConfig, greedy, play_game, policy, random_policy
from engine.simulate.play import SeededMaster
from engine.simulate.policy import intent

# rulesets whose abilities carry their own help or harm; the card game's abilities are card
# plays, aimed by the card (test_the_card_game_plays_the_cards_it_holds)
LANDED = ("am15", "am15_return", "metamorphs", "mafialife")


def source_of(module: ModuleType) -> str:
    return Path(module.__file__ or "").read_text()


@pytest.mark.parametrize("ruleset", ["am15_return", "metamorphs", "mafialife", "mafic_arena_12"])
@pytest.mark.parametrize("pol", ["greedy", "random"])
def test_games_are_deterministic_and_end(ruleset: str, pol: str) -> None:
    config = SimConfig(ruleset, 13, 4, pol, seed=5)
    games = [play_game(config, i) for i in range(4)]
    assert games == [play_game(config, i) for i in range(4)]  # the same seed, the same games
    # random votes rarely make a majority: a random game may wander to the phase cap
    finished = [g for g in games if g.winner != UNFINISHED and g.phases < config.phase_cap]
    assert len(finished) >= (4 if pol == "greedy" else 3)
    for g in games:
        assert any(not s.alive for s in g.seats)


def test_the_return_alternates_day_and_night() -> None:
    """Seed 001 alternates a day (public abilities, the vote) and a night (secret orders):
    the simulated games have executions at the day step and deaths at night steps."""
    rs = builtin_ruleset("am15_return")
    assert rs.phase_kind(1) != rs.phase_kind(2) and rs.phase_kind(1) == rs.phase_kind(3)
    steps = Counter(
        s.step
        for i in range(6)
        for s in play_game(SimConfig("am15_return", 13, 6), i).seats
        if s.step is not None
    )
    assert steps[0] > 0 and sum(n for k, n in steps.items() if k > 0) > 0


def test_metamorphs_die_without_hp_and_the_team_kills() -> None:
    """Seed 003: «каждую ночь принимают решение об убийстве одного из игроков» — deaths
    are executions and kills (no HP), and the metamorphs' team kill takes lives."""
    rs = builtin_ruleset("metamorphs")
    team_step = next(
        a.step for a in rs.abilities.values() if a.kind == "kill" and a.effect.get("decided_later")
    )
    seats = [s for i in range(8) for s in play_game(SimConfig("metamorphs", 13, 8), i).seats]
    causes = Counter(s.cause for s in seats if s.cause)
    assert set(causes) <= {"execution", "kill"}
    assert sum(1 for s in seats if s.step == team_step) > 0


def test_the_master_answers_from_the_options_offered_by_the_seed() -> None:
    """The metamorphs' win is the master's decision («continue» by default): the seeded
    master calls it at times, so the metamorphs do win some games."""
    import random

    a, b = SeededMaster(random.Random(1)), SeededMaster(random.Random(1))
    asked = [a.decide("win", "win", {}, ["mafia", "continue"], "continue") for _ in range(20)]
    assert asked == [
        b.decide("win", "win", {}, ["mafia", "continue"], "continue") for _ in range(20)
    ]
    assert set(asked) == {"mafia", "continue"}
    assert a.decide("revote", "revote", {}, [], None) is None  # no options: the default
    winners = Counter(play_game(SimConfig("metamorphs", 13, 30), i).winner for i in range(30))
    assert winners["mafia"] > 0 and winners["town"] > 0


@pytest.mark.parametrize("ruleset", ["am15_return", "metamorphs", "mafialife", "mafic_arena_12"])
def test_the_cli_runs_and_the_outcomes_sum_to_one(
    ruleset: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(["simulate", ruleset, "--players", "13", "--games", "6", "--workers", "1", "--json"])
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert sum(o["k"] for o in out["outcomes"].values()) == out["games"] == 6
    # a game may stall to the phase cap (MafiaLife: a civilian and a journalist left, who
    # cannot kill, tie every vote), not more than that
    assert out["outcomes"].get("unfinished", {"k": 0})["k"] <= 1


def test_help_and_harm_come_from_the_ruleset_data_not_from_ids() -> None:
    """Attacks (the ability's `attack`) and healing (its effect kind's declared intent, or
    its effect's `aim`) are aimed the same way in every ruleset; the policies' code names
    no ruleset."""
    for rid in LANDED:
        rs = builtin_ruleset(rid)
        for a in rs.abilities.values():
            if a.attack:
                assert intent(a) == "harm", (rid, a.key)
            aim = None if a.attack else effect_kind(a.kind).aim(a)
            if aim is not None:
                assert intent(a) == aim, (rid, a.key)  # the effect's own `aim` (a self check)
            elif effect_kind(a.kind).is_check:
                assert intent(a) in ("check", "harm"), (rid, a.key)
            assert intent(a) in ("harm", "help", "check", "off", "other")
        assert any(intent(a) == "help" for a in rs.abilities.values()), rid
        for module in (policy, greedy, random_policy):
            assert f'"{rid}"' not in source_of(module)


def test_the_card_game_plays_the_cards_it_holds() -> None:
    """Seed 002: «Сыграть карту из Руки» — the policies play only cards the engine offers
    (`EffectKind.param_options`: those held), so cards are played and characters die of
    damage as well as at the veche; the policies name no ruleset."""
    config = SimConfig("mafic_arena_12", 14, 4, "greedy", seed=3)
    games = [play_game(config, i) for i in range(4)]
    steps = Counter(s.step for g in games for s in g.seats if s.step is not None)
    rs = builtin_ruleset("mafic_arena_12")
    veche = next(s.number for s in rs.steps if s.id == "veche")
    assert all(g.winner != UNFINISHED for g in games)
    assert sum(n for step, n in steps.items() if step != veche) > 0
    for module in (policy, greedy, random_policy):
        assert '"mafic_arena_12"' not in source_of(module)
