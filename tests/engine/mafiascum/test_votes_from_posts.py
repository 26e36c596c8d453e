"""`python -m engine votes parse POSTS --scenario S --json` on a mafiascum game, no `--forum`:
the ruleset's `numbers: {vote_post: {markup: forum}}` sends its days to the forum counter.
The spec's «Reading votes from posts» (docs/rules-mafiascum.md), case by case, and the day's
step 0 agreeing with the counter on the same rulings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main
from engine.scenario.load import load_scenario_text, resolve_game

ROOT = Path(__file__).resolve().parents[3]
DEMO = ROOT / "resources/demo/mafiascum_demo.yaml"

# a roster of names is enough: every secret defaults to vanilla_townie (a warning)
ROSTER = """\
ruleset: mafiascum
moderators: [Mod]
players:
  - {name: Alice}
  - {name: Bob, aliases: [Robert Oldslot]}
  - {name: Carol, vote_weight: 2}
  - {name: Dave}
  - {name: Eve Online}
  - {name: Frank}
  - {name: Dead Dan, dead: true}
phases: []
"""


def parse(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, posts: str | dict[str, Any], *args: str
) -> dict[str, Any]:
    scenario = tmp_path / "game.yaml"
    if not scenario.exists():
        scenario.write_text(ROSTER, encoding="utf-8")
    path = tmp_path / ("posts.json" if isinstance(posts, dict) else "posts.txt")
    path.write_text(posts if isinstance(posts, str) else json.dumps(posts), encoding="utf-8")
    cmd = ["votes", "parse", str(path), "--scenario", str(scenario), "--json", *args]
    assert main(cmd) == 0
    out: dict[str, Any] = json.loads(capsys.readouterr().out)
    return out


def verdicts(data: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    return [(p["author"], p["verdict"], p["candidate"]) for p in data["posts"]]


def test_the_demo_reads_forum_markup_without_the_forum_flag(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    posts = tmp_path / "day3.txt"
    posts.write_text(
        "=== Mod | #300\nDay 3 begins. [b]VOTE: Alice[/b] is how you vote.\n"
        "=== Alice | #301\n[vote]Bob[/vote]\n"
        "=== Dave | #302\n[vote]Bob[/vote]\n"  # killed on night 1: casts nothing
        "=== Carol | #303\n[quote=Alice][vote]Ivan[/vote][/quote] [b]VOTE: bob[/b]\n",
        encoding="utf-8",
    )
    assert main(["votes", "parse", str(posts), "--scenario", str(DEMO), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert verdicts(data) == [
        ("Mod", "not_a_voter", None),  # «their posts are never votes»
        ("Alice", "vote", "Bob"),
        ("Dave", "not_a_voter", None),
        ("Carol", "vote", "Bob"),  # the quoted vote is Alice's, ignored
    ]
    # 11 alive after day 1's lynch and night 1's kill: «(11/2)+1, rounded down» = 6
    assert (data["majority"], data["no_lynch_threshold"], data["lynched"]) == (6, 6, None)
    assert data["wagons"] == {"Bob": ["Alice", "Carol"]}
    assert data["at_deadline"] == "no_lynch"


def test_json_posts_hammer_names_the_posts_own_number(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    thread = [
        {"number": 1201, "author": "Alice", "text": "[vote]Frank[/vote]"},
        {"number": 1210, "author": "Mod", "text": "[vote]Frank[/vote]"},
        {"number": 1214, "author": "Carol", "text": "[b]Vote: frank[/b]"},  # double voter
        {"number": 1230, "author": "Frank", "text": "[vote]Alice[/vote]"},  # twilight
    ]
    data = parse(capsys, tmp_path, {"posts": thread})
    # six living slots: majority 4; Alice 1 + Carol 2 = 3, not yet
    assert (data["majority"], data["lynched"]) == (4, None)
    thread.insert(3, {"number": 1222, "author": "Robert Oldslot", "text": "[vote]Fra[/vote]"})
    data = parse(capsys, tmp_path, {"posts": thread})
    # the replaced slot's old name votes for Bob's slot; «Fra»: a unique prefix of Frank
    assert data["lynched"] == "Frank"
    assert data["hammer"] == {"index": 4, "number": 1222}
    assert data["ignored_after_hammer"] == [1230]  # «No votes or unvotes will count after»
    ballots = {b["voter"]: (b["outcome"], b["against"], b["weight"]) for b in data["ballots"]}
    assert ballots["Carol"] == ("vote", "Frank", 2)
    assert ballots["Frank"] == ("none", None, 1)


def test_marks_in_order_the_last_of_a_post_wins(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = (
        "=== Alice\n[vote]Bob[/vote] on second thought [vote]Dave[/vote]\n"
        "=== Bob\n[b]unvote, vote Alice[/b]\n"  # «[b]unvote, vote X[/b]» = unvote, then X
        "=== Dave\nvote: Alice\n"  # plain, not bold: «Voting must be bolded … or … vote tags»
        "=== Eve Online\n[vote]VOTE: Bob[/vote]\n"  # the typed VOTE: inside a tag is dropped
        "=== Frank\n[vote]Alice[/vote] [unvote][/unvote]\n"
        "=== Carol\n[vote]no elimination[/vote]\n"
    )
    data = parse(capsys, tmp_path, text)
    assert verdicts(data) == [
        ("Alice", "vote", "Dave"),
        ("Bob", "vote", "Alice"),
        ("Dave", "no_vote", None),
        ("Eve Online", "vote", "Bob"),
        ("Frank", "unvote", None),
        ("Carol", "no_lynch", "no_lynch"),
    ]
    assert data["totals"] == {"Dave": 1, "Alice": 1, "Bob": 1, "no_lynch": 2}


def test_names_never_guessed_the_previous_vote_stands(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = (
        "=== Alice\n[vote]Bob[/vote]\n"
        "=== Alice\n[vote]Dead Dan[/vote]\n"  # a dead player: flagged
        "=== Dave\n[vote]Eve[/vote]\n"  # «Eve»: one living slot, Eve Online
        "=== Frank\n[vote]Zed[/vote]\n"  # nobody
    )
    data = parse(capsys, tmp_path, text)
    assert verdicts(data) == [
        ("Alice", "vote", "Bob"),
        ("Alice", "invalid", "Bob"),  # `invalid_vote: ignored`: Bob still stands
        ("Dave", "vote", "Eve Online"),
        ("Frank", "invalid", None),
    ]
    flagged = {i["post"]: i["problem"] for i in data["ignored"]}
    assert set(flagged) == {2, 4}


def test_a_roster_of_names_warns_and_one_less_for_no_lynch_is_the_ruling(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "game.yaml").write_text(
        ROSTER.replace("moderators: [Mod]", "moderators: [Mod]\none_less_for_no_lynch: true"),
        encoding="utf-8",
    )
    text = "".join(f"=== {n}\n[vote]no lynch[/vote]\n" for n in ("Alice", "Bob", "Dave"))
    data = parse(capsys, tmp_path, text)
    err = capsys.readouterr().err
    # six alive: majority 4, No Lynch «one less» 3 (⌈6/2⌉)
    assert (data["majority"], data["no_lynch_threshold"]) == (4, 3)
    assert (data["lynched"], data["hammer"]) == ("no_lynch", {"index": 3, "number": 3})
    scenario = load_scenario_text((tmp_path / "game.yaml").read_text(encoding="utf-8"))
    assert scenario.rulings["no_lynch_threshold"] == "one_less"
    assert len(scenario.warnings) == 7 and "vanilla_townie is assumed" in scenario.warnings[0]
    assert err == ""  # the warnings went to stderr before; readouterr() took them above


def test_the_warnings_go_to_stderr(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    scenario = tmp_path / "game.yaml"
    scenario.write_text(ROSTER, encoding="utf-8")
    posts = tmp_path / "posts.txt"
    posts.write_text("=== Alice\n[vote]Bob[/vote]\n", encoding="utf-8")
    assert main(["votes", "parse", str(posts), "--scenario", str(scenario)]) == 0
    captured = capsys.readouterr()
    assert "game.yaml:4: player Alice has no secret role: vanilla_townie is assumed" in (
        captured.err
    )
    assert "With 6 alive, it takes 4 to lynch" in captured.out


def test_a_contradicting_rulings_entry_is_refused_at_its_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    scenario = tmp_path / "game.yaml"
    scenario.write_text(
        ROSTER.replace(
            "moderators: [Mod]",
            "one_less_for_no_lynch: true\nrulings:\n  no_lynch_threshold: majority",
        ),
        encoding="utf-8",
    )
    posts = tmp_path / "posts.txt"
    posts.write_text("=== Alice\n[vote]Bob[/vote]\n", encoding="utf-8")
    assert main(["votes", "parse", str(posts), "--scenario", str(scenario)]) == 2
    err = capsys.readouterr().err
    assert f"{scenario}:4: rulings: no_lynch_threshold: majority contradicts" in err
    assert "one_less_for_no_lynch: true (line 2)" in err


@pytest.mark.parametrize(
    ("one_less", "no_lynchers", "executed"),
    [(False, 3, None), (True, 3, None), (False, 4, None), (False, 1, "Frank")],
)
def test_step_0_and_the_counter_agree(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    one_less: bool,
    no_lynchers: int,
    executed: str | None,
) -> None:
    """The counter's standing votes at the hammer, written as the phase's `votes:`, resolve
    to the same day: one mechanic, one implementation (engine.votes.majority)."""
    top = "one_less_for_no_lynch: true\n" if one_less else ""
    text = ROSTER.replace("moderators: [Mod]", f"moderators: [Mod]\n{top}")
    (tmp_path / "game.yaml").write_text(text, encoding="utf-8")
    voters = ["Alice", "Bob", "Dave", "Frank", "Eve Online"][:no_lynchers]
    posts = "".join(f"=== {n}\n[vote]No Lynch[/vote]\n" for n in voters)
    posts += "=== Carol\n[vote]Frank[/vote]\n"
    if executed:  # Carol's two and two more: 4 of 6 alive
        posts += "=== Eve Online\n[vote]Frank[/vote]\n=== Dave\n[vote]Frank[/vote]\n"
    data = parse(capsys, tmp_path, posts)
    votes = {
        b["voter"]: ("no lynch" if b["outcome"] == "no_lynch" else b["against"])
        for b in data["ballots"]
        if b["outcome"] != "none"
    }
    scenario = load_scenario_text(text.replace("phases: []", f"phases: [{{votes: {votes}}}]"))
    (result,) = resolve_game(scenario)
    tally = result.trace.votes
    assert tally is not None
    extra = dict(tally.extra)
    assert (extra["majority"], extra["no_lynch_threshold"]) == (
        data["majority"],
        data["no_lynch_threshold"],
    )
    counter_nl = data["lynched"] == "no_lynch"
    assert (extra["ended_by"] == "hammer") == (data["hammer"] is not None)
    assert counter_nl == (extra["ended_by"] == "hammer" and extra["lynched"] is None)
    assert result.trace.executed == executed


THREAD_GAME = """\
ruleset: mafiascum
moderators: [Mod]
players:
  - {name: Alice, secret: cop}
  - {name: Bob, secret: goon}
  - {name: Carol}
  - {name: Dave}
  - {name: Eve}
phases:
  - thread:
      - {author: Mod, text: "Day 1. Vote with [vote]name[/vote].", number: 2}
      - {author: Alice, text: "[vote]Bob[/vote]", number: 5}
      - {author: Carol, text: "[quote=Alice][vote]Bob[/vote][/quote] [b]VOTE: bob[/b]", number: 9}
      - {author: Dave, text: "[b]vote: BOB[/b]", number: 12}
      - {author: Bob, text: "[vote]Alice[/vote]", number: 13}
"""


def test_a_phase_thread_is_read_by_step_0_with_the_counter(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The spec's scenario form: `thread: [{author, text}, ...]`, the day's posts in order."""
    path = tmp_path / "thread.yaml"
    path.write_text(THREAD_GAME, encoding="utf-8")
    assert main(["resolve", str(path), "--json"]) == 0
    (phase,) = json.loads(capsys.readouterr().out)["phases"]
    votes = phase["votes"]
    # five alive: 3 to lynch; Dave's post #12 is the hammer, Bob's #13 is twilight
    assert (votes["majority"], votes["ended_by"], votes["hammer"]) == (
        3,
        "hammer",
        {"index": 4, "number": 12},
    )
    assert votes["wagons"] == {"Bob": ["Alice", "Carol", "Dave"]}
    assert phase["executed"] == "Bob"


def test_votes_and_thread_in_one_phase_is_an_invalid_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "both.yaml"
    path.write_text(
        THREAD_GAME.replace("  - thread:", "  - votes: {Alice: Bob}\n    thread:"),
        encoding="utf-8",
    )
    assert main(["resolve", str(path), "--json"]) == 2
    assert f"{path}:11: phase 1: give 'votes' or 'thread', not both" in capsys.readouterr().err


def test_the_resolve_report_says_the_majority_not_half_the_votes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """«Eliminations require a majority of votes: (number of living players/2) +1, rounded
    down»: the report said «9 vote(s) cast, more than 4.5 executes» (a plurality game's line);
    an event whose target nothing changed reads «as submitted»."""
    assert main(["resolve", str(DEMO), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert (
        "= Judy 7, Dave 1, No Elimination 1; 9 vote(s) cast; with 13 alive, it takes 7 to lynch"
        in (out)
    )
    assert "more than" not in out
    assert "Frank: Bus drive → Dave, Carol (done)  [as submitted]" in out
    assert "[submitted Ivan, actual Ivan; by Erin]" in out  # blocked: who did it stays


def test_a_mods_own_setup_gets_no_deal_warnings_a_bare_roster_does() -> None:
    """The distribution table is New game's default deal only (`numbers.deal_warnings:
    false`): the demo's reviewed setup gets no «the table deals 2 goon» lines in phase 1,
    while a roster without roles says each assumed vanilla townie."""
    (demo,) = resolve_game(load_scenario_text(DEMO.read_text(encoding="utf-8")), 1)
    assert demo.trace.warnings == ()
    bare = load_scenario_text(ROSTER.replace("phases: []", "phases: [{votes: {}}]"), "game.yaml")
    (phase,) = resolve_game(bare)
    assert len(phase.trace.warnings) == 7
    assert phase.trace.warnings[0] == (
        "game.yaml:4: player Alice has no secret role: vanilla_townie is assumed"
    )
