"""`python -m engine game ...`: the game store from the command line, for scripts and bug
reports. Every command opens the file, does one operation and closes it.

    game new DB --from SCENARIO.yaml [--commit N]   create (scenario phases committed in order)
    game status DB [--json]                          phases, open phase, players' HP and statuses
    game commit DB [--phase N]                       resolve and commit the open phase
    game undo DB                                     reopen the last committed phase
    game reresolve DB [--phase N]                    re-resolve a phase (default: every stale one)
    game export DB [--committed]                     scenario YAML to stdout
    game order add DB ACTOR ABILITY [TARGET...] [--param K=V] [--by P] [--phase N] [--text T]
                   [--late]
    game order withdraw DB ID [--late] | game order list DB [--phase N] [--json]
    game vote DB VOTER CANDIDATE|- [--phase N] [--sold|--not-sold] [--late]   (sold: not counted)
    game decide DB QID ANSWER|- [--phase N] [--late]  ANSWER is YAML (true, 3, {peaceful: false})
    game check DB                                    full integrity check (exit 1 on a mismatch)

`status`, `check` (and `engine post`) open the file read-only: they never write to it.
`commit` commits what it read: if another program changes or commits the phase meanwhile,
it stops and says what changed (nothing is committed). An order, vote or decision without
`--phase` goes to the phase open when it is written (another program's commit just before
moves it on to the next phase, and the command says which); a committed phase takes one only
with `--late`, which makes that phase stale until it is re-resolved (`game reresolve`).

Exit status: 0 done; 1 the integrity check found problems (or `status` cannot read the
players' state); 2 bad input or an unusable file (one clear message naming the file; a
damaged value also names its table, row and field).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

import yaml

from ..model.errors import InputError, whole_number
from ..model.names import player_named
from ..model.state import Order, frozen_map
from ..resolution.report import phase_report
from ..scenario.load import load_scenario
from .cli_checks import check_new_order, vote_warnings
from .cli_common import lang_of, open_game
from .cli_status import run_status
from .game import GameStore
from .records import PhaseStatus


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    game = subparsers.add_parser("game", help="a game kept in a store file (SQLite)")
    sub = game.add_subparsers(dest="game_command", required=True)

    def command(name: str, run: Any, help_text: str) -> argparse.ArgumentParser:
        p: argparse.ArgumentParser = sub.add_parser(name, help=help_text)
        p.add_argument("db", help="the game file")
        p.set_defaults(run=run)
        return p

    p = command("new", _new, "create a game file from a scenario")
    p.add_argument("--from", dest="scenario", required=True, help="scenario file (YAML)")
    p.add_argument("--commit", type=whole_number, help="commit only the first N phases")
    p.add_argument("--title", help="the game's title (default: the scenario's)")
    p = command("status", run_status, "phases, open phase, players")
    p.add_argument("--json", action="store_true")
    p.add_argument("--lang", choices=["ru", "en"])
    p = command("commit", _commit, "resolve and commit the open phase")
    p.add_argument("--phase", type=whole_number, help="commit this phase again (re-resolve)")
    p.add_argument("--lang", choices=["ru", "en"])
    p.add_argument("--quiet", action="store_true", help="print no report")
    command("undo", _undo, "reopen the last committed phase")
    p = command("reresolve", _reresolve, "re-resolve a committed phase (default: all stale)")
    p.add_argument("--phase", type=whole_number)
    p = command("export", _export, "the game as a scenario file (to stdout)")
    p.add_argument("--committed", action="store_true", help="only the committed phases")
    p = command("vote", _vote, "set a vote ('-' removes it)")
    p.add_argument("voter")
    p.add_argument("candidate")
    p.add_argument("--phase", type=whole_number)
    sold = p.add_mutually_exclusive_group()
    sold.add_argument(
        "--sold", dest="sold", action="store_const", const=True, help="the vote was sold"
    )
    sold.add_argument("--not-sold", dest="sold", action="store_const", const=False)
    _late_flag(p, "vote")
    p = command("decide", _decide, "answer a question of the resolution ('-' removes it)")
    p.add_argument("qid")
    p.add_argument("answer", help="a YAML value: true, 3, {peaceful: false}")
    p.add_argument("--phase", type=whole_number)
    _late_flag(p, "decision")
    command("check", _check, "re-resolve every committed phase and compare")

    order = sub.add_parser("order", help="add, withdraw or list orders")
    osub = order.add_subparsers(dest="order_command", required=True)
    p = osub.add_parser("add", help="add an order to the open phase (or a late one)")
    p.add_argument("db")
    p.add_argument("actor")
    p.add_argument("ability")
    p.add_argument("targets", nargs="*")
    p.add_argument("--param", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--by", help="who submitted it (a teammate)")
    p.add_argument("--phase", type=whole_number)
    p.add_argument("--text", help="the order as the player wrote it")
    _late_flag(p, "order")
    p.set_defaults(run=_order_add)
    p = osub.add_parser("withdraw", help="withdraw an order by its id")
    p.add_argument("db")
    p.add_argument("id", type=whole_number)
    _late_flag(p, "withdrawal")
    p.set_defaults(run=_order_withdraw)
    p = osub.add_parser("list", help="a phase's orders")
    p.add_argument("db")
    p.add_argument("--phase", type=whole_number)
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_order_list)


def _late_flag(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument(
        "--late",
        action="store_true",
        help=f"a late {what} for a committed phase: that phase turns stale (and the later "
        "ones with it) until re-resolved with `game reresolve`; without it, refused",
    )


def _said_late(args: argparse.Namespace, store: GameStore, phase: int | None) -> None:
    """After a late input: which phase is stale now, and what to do."""
    if phase is not None and phase < store.open_phase():
        print(
            f"{args.db}: phase {phase} is committed: this late input makes it stale until "
            "re-resolved (`game reresolve`)",
            file=sys.stderr,
        )


# --- commands -------------------------------------------------------------------------------


def _new(args: argparse.Namespace) -> int:
    scenario = load_scenario(args.scenario)
    with GameStore.create(args.db, scenario, title=args.title, commit_upto=args.commit) as store:
        print(
            f"{args.db}: {len(store.players())} players, "
            f"{store.open_phase() - 1} phase(s) committed, phase {store.open_phase()} open"
        )
    return 0


def _commit(args: argparse.Namespace) -> int:
    with open_game(args) as store:
        number = store.open_phase() if args.phase is None else args.phase
        # what this command saw: another program changing the phase meanwhile (or
        # committing it first) stops this commit instead of committing something unseen
        seen = store.confirmation(number)
        if number < store.open_phase():
            store.reresolve(number, confirmed=seen)
        else:
            store.commit(number, confirmed=seen)
        trace = store.trace(number)
        if not args.quiet and trace is not None:
            sys.stdout.write("\n".join(phase_report(store.ruleset, trace, lang_of(args))) + "\n")
        print(
            f"{args.db}: phase {number} committed; phase {store.open_phase()} is open",
            file=sys.stderr,
        )
    return 0


def _undo(args: argparse.Namespace) -> int:
    with open_game(args) as store:
        changes = store.undo_commit()
        print(f"{args.db}: phase {changes.phase} reopened (its orders kept)")
    return 0


def _reresolve(args: argparse.Namespace) -> int:
    with open_game(args) as store:
        changes = store.reresolve_stale() if args.phase is None else store.reresolve(args.phase)
        stale = [p.number for p in store.phases() if p.status is PhaseStatus.STALE]
        print(
            f"{args.db}: "
            + ("nothing changed" if not changes.any else "re-resolved")
            + (f"; still stale: {', '.join(map(str, stale))}" if stale else "")
        )
    return 0


def _export(args: argparse.Namespace) -> int:
    with open_game(args) as store:
        sys.stdout.write(store.export_scenario(include_open=not args.committed))
    return 0


def _named(store: GameStore, given: str | None) -> str | None:
    """A player named on the command line, compared as every reader compares names
    (`fold_name`: case, ё/е, spaces); anything else as written (the store says what)."""
    if given is None:
        return None
    return player_named((p.name for p in store.players()), given) or given


def _vote(args: argparse.Namespace) -> int:
    with open_game(args) as store:
        args.voter = _named(store, args.voter)
        candidate = None if args.candidate == "-" else _named(store, args.candidate)
        changes = store.set_vote(args.phase, args.voter, candidate, late=args.late)
        phase = changes.phase or args.phase or store.open_phase()
        what = f"{args.voter} → {candidate}" if candidate else f"{args.voter}: no vote"
        print(f"phase {phase}: {what}" + ("" if changes.any else " (as it was)"))
        if args.sold is not None:  # «голос игрока учтён не будет» (MafiaLife's sold_votes)
            store.set_vote_sold(phase, args.voter, args.sold, late=args.late)
            print(f"phase {phase}: {args.voter}'s vote " + ("sold" if args.sold else "not sold"))
        for warning in vote_warnings(store, phase, args.voter, candidate):
            print(f"warning: {args.db}: {warning}", file=sys.stderr)
        if args.late:
            _said_late(args, store, phase)
    return 0


def _decide(args: argparse.Namespace) -> int:
    with open_game(args) as store:
        answer = None if args.answer == "-" else _yaml_value(args.answer, "ANSWER")
        changes = store.set_decision(args.phase, args.qid, answer, late=args.late)
        if args.late:
            _said_late(args, store, args.phase if changes.phase is None else changes.phase)
    return 0


def _check(args: argparse.Namespace) -> int:
    with open_game(args, read_only=True) as store:
        problems = store.integrity(full=True)
        for problem in problems:
            print(f"{args.db}: {problem.describe()}")
        if not problems:
            print(f"{args.db}: every committed phase re-resolves to its stored trace")
    return 1 if problems else 0


def _order_add(args: argparse.Namespace) -> int:
    params: dict[str, Any] = {}
    for item in args.param:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise InputError(f"--param {item!r}: write KEY=VALUE")
        params[key] = _yaml_value(value, f"--param {key}")
    with open_game(args) as store:
        targets = tuple(_named(store, t) or t for t in args.targets)
        actor, by = _named(store, args.actor) or args.actor, _named(store, args.by)
        order = Order(actor, args.ability, targets, frozen_map(params), by)
        aimed = store.open_phase() if args.phase is None else args.phase
        warning = check_new_order(store, aimed, order, lang_of(args))  # unknown ids: refused
        # the phase is chosen inside the write: a commit by another program just before
        # sends the order to the next phase, never into the committed one
        phase = store.add_order(args.phase, order, args.text, late=args.late).phase
        assert phase is not None
        added = store.orders(phase)[-1]
        print(f"order #{added.id} ({added.order.ref}) added to phase {phase}")
        if warning is not None and phase == aimed:
            print(f"warning: {args.db}: order #{added.id}: {warning}", file=sys.stderr)
        if args.late:
            _said_late(args, store, phase)
    return 0


def _order_withdraw(args: argparse.Namespace) -> int:
    with open_game(args) as store:
        row = store.order(args.id)
        store.withdraw_order(args.id, late=args.late)
        print(f"order #{row.id} ({row.order.ref}) withdrawn from phase {row.phase}")
        if args.late:
            _said_late(args, store, row.phase)
    return 0


def _order_list(args: argparse.Namespace) -> int:
    with open_game(args) as store:
        phase = store.open_phase() if args.phase is None else args.phase
        found = store.orders(phase)
        if args.json:
            json.dump(
                [
                    {
                        "id": r.id,
                        "ref": r.order.ref,
                        "order": r.order.to_json(),
                        "submitted_by": r.submitted_by,
                        "source_text": r.source_text,
                        "created_at": r.created_at,
                        "edited_at": r.edited_at,
                        "withdrawn_at": r.withdrawn_at,
                        "history": [o.to_json() for o in r.history],
                    }
                    for r in found
                ],
                sys.stdout,
                ensure_ascii=False,
            )
            sys.stdout.write("\n")
            return 0
        for r in found:
            o = r.order
            mark = " (withdrawn)" if r.withdrawn else ""
            edited = f" (edited, {len(r.history)} older)" if r.history else ""
            print(
                f"#{r.id:<5} {o.ref:<6} {o.actor} {o.ability}"
                f"{' → ' + ', '.join(o.targets) if o.targets else ''}"
                f"{' ' + json.dumps(dict(o.params), ensure_ascii=False) if o.params else ''}"
                f"{mark}{edited}"
            )
    return 0


def _yaml_value(text: str, what: str) -> Any:
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or type(exc).__name__
        raise InputError(f"{what}: {text!r} is not a YAML value ({problem})") from exc
