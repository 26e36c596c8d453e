"""`python -m engine votes parse POSTS --scenario FILE | --game DB [--phase N] [--json]`.

The posts are read against the roll of the day of phase N (the state after phase N-1; by
default the next phase to play): who is alive, who may vote, how many skips each has.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from ..model.errors import InputError
from ..model.state import GameState
from ..ruleset.load import Ruleset
from .describe import report
from .forum import forum_parse, reads_forum
from .posts import read_posts_file
from .read import read_votes
from .rules import roll_of, rules_for


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    votes = subparsers.add_parser("votes", help="votes read from thread posts")
    sub = votes.add_subparsers(dest="votes_command", required=True)
    p = sub.add_parser("parse", help="each post's verdict, the ballots and the tally")
    p.add_argument("posts", help="posts: text with '=== Author' headers, or YAML/JSON")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--scenario", help="a scenario file: the players and the rulings")
    where.add_argument("--game", help="a game file (SQLite store)")
    p.add_argument("--phase", type=int, help="the day of this phase (default: the next one)")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.add_argument("--lang", choices=["ru", "en"])
    p.add_argument(
        "--forum",
        action="store_true",
        help="read English forum markup ([vote]X[/vote], bold VOTE: X) to majority and hammer",
    )
    p.add_argument("--page", action="store_true", help="a thread page copied from the browser")
    p.add_argument("--deadline", help="with --page: the day's deadline (2026-12-02 23:59)")
    p.set_defaults(run=_parse)


def _lang(args: argparse.Namespace) -> str:
    if args.lang:
        return str(args.lang)
    for var in ("MMC_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    return "en"


def _day_state(args: argparse.Namespace) -> tuple[Ruleset, GameState, dict[str, str]]:
    if args.scenario:
        from ..scenario.load import load_scenario, resolve_game

        scenario = load_scenario(args.scenario)
        for warning in scenario.warnings:  # a roster of names: each seat a vanilla townie
            sys.stderr.write(f"warning: {warning}\n")
        last = len(scenario.phases) + 1
        phase = last if args.phase is None else args.phase
        if not 1 <= phase <= last:
            raise InputError(
                f"--phase {phase}: the scenario has {len(scenario.phases)} "
                f"phase(s); its days are 1..{last}",
                args.scenario,
            )
        results = resolve_game(scenario, phase - 1)
        state = results[-1].state if results else scenario.start()
        return scenario.ruleset, state, dict(scenario.rulings)
    from ..store.game import GameStore

    with GameStore.open(args.game) as store:
        open_phase = store.open_phase()
        phase = open_phase if args.phase is None else args.phase
        if not 1 <= phase <= open_phase:
            raise InputError(
                f"--phase {phase}: phases 1..{open_phase - 1} are committed, {open_phase} is open",
                args.game,
            )
        return store.ruleset, store.state(phase - 1), dict(store.rulings)


def _parse(args: argparse.Namespace) -> int:
    if args.page:
        from .page_cli import run_page

        return run_page(args, *_day_state(args))
    posts = read_posts_file(args.posts)
    ruleset, state, rulings = _day_state(args)
    if args.forum or reads_forum(ruleset):
        return forum_parse(args.posts, posts, ruleset, state, rulings, args.json, _lang(args))
    rules = rules_for(ruleset, rulings)
    reading = read_votes(posts, roll_of(ruleset, state), rules)
    if args.json:
        json.dump(
            {"file": args.posts, "day": state.phase + 1, **reading.to_json()},
            sys.stdout,
            ensure_ascii=False,
        )
        sys.stdout.write("\n")
    else:
        sys.stdout.write(report(reading, _lang(args)))
    return 0
