"""`python -m engine orders parse MESSAGE_FILE --game GAME --from NAME [--json]`: the
orders a pasted private message proposes, for the game's open phase. GAME is a game store
(.mmc) or a scenario YAML (the phase after its last one). Nothing is written.

`... orders parse BATCH_FILE --game GAME --batch [--json]`: many messages at once, as
copied from a forum's PM folder or a messenger's export (`engine.orders_text.batch`), each
sender named in the paste; a message with no sender or an unknown one is listed, not read.

Exit status: 0 done; 2 bad input (one clear message naming the file or the player)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..model.errors import InputError
from ..model.state import GameState, PhaseInput
from ..ruleset.load import Ruleset
from ..texts import render_reason
from .batch import read_batch
from .model import ParsedMessage, VerdictKind
from .morph import fold
from .parse import OrderReader

SCENARIO_SUFFIXES = (".yaml", ".yml")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    orders = sub.add_parser("orders", help="read orders from players' messages")
    osub = orders.add_subparsers(dest="orders_command", required=True)
    parse = osub.add_parser("parse", help="propose the orders and votes of a pasted message")
    parse.add_argument("message", help="a text file with the message (- for standard input)")
    parse.add_argument("--game", required=True, help="the game store (.mmc) or a scenario YAML")
    who = parse.add_mutually_exclusive_group(required=True)
    who.add_argument("--from", dest="sender", help="who sent the message")
    who.add_argument(
        "--batch",
        action="store_true",
        help="many messages, each with its sender (=== Name, Telegram, WhatsApp, forum PMs)",
    )
    parse.add_argument("--json", action="store_true", help="one JSON object")
    parse.add_argument("--lang", choices=["ru", "en"], help="language of the reasons")
    parse.set_defaults(run=_parse)


def load_game(path: str) -> tuple[Ruleset, GameState, PhaseInput]:
    """The ruleset, the state the open phase starts from, and that phase's inputs."""
    if not Path(path).is_file():
        raise InputError("no such file", path)
    if path.lower().endswith(SCENARIO_SUFFIXES):
        from ..scenario.load import load_scenario, resolve_game

        scenario = load_scenario(path)
        results = resolve_game(scenario)
        state = results[-1].state if results else scenario.start()
        return scenario.ruleset, state, PhaseInput()
    from ..store import GameStore

    with GameStore.open(path) as store:
        number = store.open_phase()
        return store.ruleset, store.state(number - 1), store.phase_input(number)


def _read_message(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("no such file", path) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read the message: {exc}", path) from None


def _sender(state: GameState, name: str, game: str) -> str:
    for p in state.players:
        if fold(p.name) == fold(name):
            return p.name
    raise InputError(
        f"--from {name}: no such player (players: {', '.join(p.name for p in state.players)})", game
    )


def _parse(args: argparse.Namespace) -> int:
    from ..__main__ import default_lang

    text = _read_message(args.message)
    ruleset, state, inputs = load_game(args.game)
    lang = args.lang or default_lang()
    if args.batch:
        return _batch(OrderReader(ruleset, state, inputs), text, args.json, lang)
    sender = _sender(state, args.sender, args.game)
    try:
        parsed = OrderReader(ruleset, state, inputs).read(text, sender)
    except InputError as exc:
        raise InputError(exc.message, args.message) from None
    if args.json:
        json.dump(parsed.to_json(ruleset, lang), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(report(ruleset, parsed, lang))
    return 0


def _batch(reader: OrderReader, text: str, as_json: bool, lang: str) -> int:
    items = read_batch(reader, text)
    if as_json:
        data = {
            "phase": reader.phase,
            "messages": [i.to_json(reader.ruleset, lang) for i in items],
        }
        json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    for item in items:
        where = f"line {item.pasted.line}"
        if item.parsed is None:
            sys.stdout.write(f"{where}: not read: {item.problem}\n")
            continue
        look = "sure" if item.parsed.sure else "look"
        sys.stdout.write(f"{where} [{look}] " + report(reader.ruleset, item.parsed, lang))
    sure = sum(1 for i in items if i.parsed is not None and i.parsed.sure)
    sys.stdout.write(f"{len(items)} messages, {sure} read sure\n")
    return 0


def report(ruleset: Ruleset, parsed: ParsedMessage, lang: str) -> str:
    """The proposals as the master reads them: one line each, with the words they came
    from, the verdict, and the least sure field."""
    out = [f"{parsed.sender} → phase {parsed.phase} ({parsed.lang})"]
    for o in parsed.orders:
        data: dict[str, Any] = o.order.to_json()
        args = " ".join(f"{k}={v}" for k, v in data.items() if k not in ("actor", "ability"))
        out.append(
            f"  order  {o.order.actor}: {o.order.ability} {args}".rstrip()
            + (f" [phase {o.phase}]" if o.phase != parsed.phase else "")
        )
        out.append(
            f"         «{o.span.of(parsed.text)}» · {_verdict(ruleset, o.verdict, lang)}"
            f" · {_sure(o.doubts)}"
        )
    for v in parsed.votes:
        out.append(f"  vote   {v.voter} → {v.candidate or '—'}")
        out.append(
            f"         «{v.span.of(parsed.text)}» · {_verdict(ruleset, v.verdict, lang)}"
            f" · {_sure(v.doubts)}"
        )
    for u in parsed.unparsed:
        label = "ask" if u.why.value == "alternatives" else "unread"
        out.append(f"  {label} «{u.text}» ({u.why.value})")
    return "\n".join(out) + "\n"


def _verdict(ruleset: Ruleset, verdict: Any, lang: str) -> str:
    if verdict.kind is VerdictKind.REJECTED and verdict.rejection is not None:
        return "rejected: " + render_reason(ruleset, verdict.rejection, lang)
    return str(verdict.kind.value)


def _sure(doubts: tuple[str, ...]) -> str:
    return "sure" if not doubts else "check: " + ", ".join(doubts)
