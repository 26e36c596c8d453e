"""`python -m engine votes parse POSTS --scenario S --forum --json`: a forum day read against a
scenario's roll (a metamorphs roster until the mafiascum ruleset lands), posts as `=== Author`
text or JSON `{posts: [{number, author, text}]}`; `hammer.number` is the post's own number when
given (docs/rules-mafiascum.md, «JSON»)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.__main__ import main
from engine.ruleset.load import builtin_ruleset
from engine.votes.forum import forum_rules
from engine.votes.majority import DeadlineOutcome, NoLynchThreshold, Quota
from engine.votes.slots import Shorthand

SCENARIO = """\
ruleset: metamorphs
players:
  - {name: Alice, secret: controller}
  - {name: Bob, secret: metamorph}
  - {name: Carol, secret: civilian}
  - {name: Dave, secret: civilian}
  - {name: Eve Online, secret: civilian}
phases: []
"""
POSTS = """\
=== Mod
Day 1 begins. With 5 alive, it takes 3 to lynch.
=== Alice
[vote]bob[/vote]
=== Carol
[quote="Alice"][vote]Carol[/vote][/quote] I agree: [b]unvote, vote: Bobb[/b]
=== Dave
[b]VOTE: eve[/b]
=== Eve Online
[b]Vote: Bob[/b]
=== Bob
[vote]Alice[/vote]
"""


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


@pytest.fixture
def scenario(tmp_path: Path) -> Path:
    path = tmp_path / "day.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    return path


def test_text_posts_to_json(
    capsys: pytest.CaptureFixture[str], scenario: Path, tmp_path: Path
) -> None:
    posts = tmp_path / "posts.txt"
    posts.write_text(POSTS, encoding="utf-8")
    out = run(
        capsys, "votes", "parse", str(posts), "--scenario", str(scenario), "--forum", "--json"
    )
    data = json.loads(out)
    assert (data["majority"], data["no_lynch_threshold"]) == (3, 3)
    # Carol's typo «Bobb» is read as Bob (one edit, one slot); Eve's is the third vote
    assert data["lynched"] == "Bob"
    assert data["hammer"] == {"index": 5, "number": 5}
    assert data["wagons"] == {"Bob": ["Alice", "Carol", "Eve Online"], "Eve Online": ["Dave"]}
    assert data["not_voting"] == ["Bob"]
    assert data["ignored_after_hammer"] == [6]
    ballots = {b["voter"]: (b["outcome"], b["against"], b["weight"]) for b in data["ballots"]}
    assert ballots["Alice"] == ("vote", "Bob", 1)
    assert ballots["Bob"] == ("none", None, 1)
    assert data["posts"][0]["verdict"] == "no_vote"  # the moderator wrote no vote markup


def test_json_posts_keep_the_forum_numbers(
    capsys: pytest.CaptureFixture[str], scenario: Path, tmp_path: Path
) -> None:
    posts = tmp_path / "posts.json"
    thread = [
        {"number": 451, "author": "Alice", "text": "[vote]Dave[/vote]"},
        {"number": 455, "author": "Bob", "text": "[b]vote: dave[/b]"},
        {"number": 460, "author": "Carol", "text": "[b]Vote: No Lynch[/b]"},
        {"number": 462, "author": "Eve Online", "text": "[vote]Dav[/vote]"},
        {"number": 463, "author": "Dave", "text": "[vote]Alice[/vote]"},
    ]
    posts.write_text(json.dumps({"posts": thread}), encoding="utf-8")
    out = run(
        capsys, "votes", "parse", str(posts), "--scenario", str(scenario), "--forum", "--json"
    )
    data = json.loads(out)
    assert data["hammer"] == {"index": 4, "number": 462}
    assert (data["lynched"], data["totals"]) == ("Dave", {"Dave": 3, "no_lynch": 1})
    assert data["ignored_after_hammer"] == [463]
    assert data["posts"][3]["forum_number"] == 462


def test_text_posts_give_their_forum_number_in_the_header_note(
    capsys: pytest.CaptureFixture[str], scenario: Path, tmp_path: Path
) -> None:
    posts = tmp_path / "posts.txt"
    lines = [
        f"=== {a} | #{n} 12:0{i}\n[vote]Dave[/vote]"
        for i, (a, n) in enumerate([("Alice", 451), ("Bob", 455), ("Carol", 460)])
    ]
    posts.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = run(
        capsys, "votes", "parse", str(posts), "--scenario", str(scenario), "--forum", "--json"
    )
    assert json.loads(out)["hammer"] == {"index": 3, "number": 460}


def test_the_report_in_words(
    capsys: pytest.CaptureFixture[str], scenario: Path, tmp_path: Path
) -> None:
    posts = tmp_path / "posts.txt"
    posts.write_text(
        "=== Alice\n[vote]Zorro[/vote]\n=== Bob\n[vote]Alice[/vote]\n", encoding="utf-8"
    )
    text = run(
        capsys, "votes", "parse", str(posts), "--scenario", str(scenario), "--forum", "--lang", "en"
    )
    assert "nobody is «Zorro»" in text
    assert "Alice - 1 (Bob)" in text
    assert "With 5 alive, it takes 3 to lynch" in text
    ru = run(
        capsys, "votes", "parse", str(posts), "--scenario", str(scenario), "--forum", "--lang", "ru"
    )
    assert "Живых 5: для линча нужно 3" in ru


def test_rules_from_the_games_rulings_with_the_specs_defaults() -> None:
    ruleset = builtin_ruleset("metamorphs")  # has none of these rulings: the spec's defaults
    plain = forum_rules(ruleset, {})
    assert (plain.no_lynch_threshold, plain.deadline_outcome, plain.quota) == (
        NoLynchThreshold.MAJORITY,
        DeadlineOutcome.NO_LYNCH,
        Quota.PLAYERS,
    )
    chosen = forum_rules(
        ruleset,
        {
            "no_lynch_threshold": "one_less",
            "deadline_outcome": "plurality",
            "double_voter_quota": "votes",
            "shorthand_votes": "unique_prefix",
            "spoiler_votes": "counted",
        },
    )
    assert chosen.no_lynch_threshold is NoLynchThreshold.ONE_LESS
    assert chosen.deadline_outcome is DeadlineOutcome.PLURALITY
    assert (chosen.quota, chosen.shorthand) == (Quota.VOTES, Shorthand.UNIQUE_PREFIX)
    assert chosen.markup.spoilers_hidden is False


def test_slots_aliases_weights_and_moderators_from_the_games_scenario_keys(
    scenario: Path,
) -> None:
    from dataclasses import replace

    from engine.scenario.load import load_scenario
    from engine.votes.forum import forum_slots, moderators, read_forum_day
    from engine.votes.posts import Post

    game = load_scenario(scenario)
    extra = {
        "scenario": {
            "top": {"moderators": ["Nobody Special"]},
            "players": {"Bob": {"aliases": ["Bobby Tables"]}, "Carol": {"vote_weight": 2}},
        }
    }
    state = replace(game.start(), extra=extra)
    living, dead = forum_slots(game.ruleset, state)
    assert [(s.name, s.aliases, s.weight) for s in living][1:3] == [
        ("Bob", ("Bobby Tables",), 1),
        ("Carol", (), 2),
    ]
    assert (dead, moderators(state)) == ([], ("Nobody Special",))
    # `one_less_for_no_lynch: true` reaches the counter as the game's ruling (scenario_keys)
    one_less = {"no_lynch_threshold": "one_less"}
    chosen = forum_rules(game.ruleset, one_less, state)
    assert chosen.no_lynch_threshold is NoLynchThreshold.ONE_LESS
    posts = [
        Post("Nobody Special", "[vote]Alice[/vote]", 1),
        Post("Bobby Tables", "[vote]Alice[/vote]", 2),  # the replaced player's name
        Post("Carol", "[b]vote alice[/b]", 3),  # a double voter: 3 of 5
    ]
    day = read_forum_day(posts, game.ruleset, state, {})
    assert (day.lynched, day.hammer.number if day.hammer else None) == ("Alice", 3)
