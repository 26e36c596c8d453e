"""`python -m engine post FILE [--phase N] [--format bbcode|markdown] [--lang ru|en]
[--private PLAYER | --all-private] [--deadline TEXT] [--templates DIR]`

FILE is a scenario file (resolved up to phase N) or a game store (.mmc, .db: any file that
is an SQLite database is opened as a store, read-only).
The post (or the private messages) goes to stdout, ready to paste; notes for the master
(messages held for a player in coma, a Discord post over 2000 characters) go to stderr.
Exit 2 with one clear message on bad input.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ..model.errors import InputError, whole_number
from ..model.names import player_named
from ..model.state import GameState
from ..ruleset.load import Ruleset
from ..scenario.load import load_scenario, resolve_game
from ..trace import PhaseTrace
from .markup import PostFormat
from .post import private_messages, public_post, templates_for
from .split import DISCORD_LIMIT, split_message
from .templates import ENV_VAR

STORE_SUFFIXES = frozenset({".mmc", ".db", ".sqlite", ".sqlite3"})


@dataclass(frozen=True)
class PhaseSource:
    """One resolved phase and what the post needs around it."""

    ruleset: Ruleset
    trace: PhaseTrace
    state: GameState | None
    phases: int  # how many phases the source has
    public_roles: Mapping[str, str] | None = None  # when there is no state


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "post",
        help="the phase post (BBCode or Markdown) or the private messages",
        description="Render a phase's public post, or its private messages, ready to paste.",
    )
    p.add_argument("file", help="scenario file (.yaml) or game store (.db, .sqlite)")
    p.add_argument("--phase", type=whole_number, help="the phase to post (default: the last one)")
    p.add_argument(
        "--format",
        dest="fmt",
        choices=[f.value for f in PostFormat],
        default=PostFormat.BBCODE.value,
        help="bbcode for forums (default), markdown for Discord",
    )
    p.add_argument(
        "--lang", choices=["ru", "en"], default="ru", help="language of the post (default: ru)"
    )
    who = p.add_mutually_exclusive_group()
    who.add_argument("--private", metavar="PLAYER", help="this player's private message")
    who.add_argument(
        "--all-private",
        action="store_true",
        help="every private message of the phase, one after another",
    )
    p.add_argument(
        "--deadline",
        metavar="TEXT",
        help='when the next phase ends, e.g. "около 21:00 (МСК)"; no line if omitted',
    )
    p.add_argument(
        "--split",
        action="store_true",
        help=f"Markdown for Discord: cut each text into messages of at most {DISCORD_LIMIT} "
        'characters, at section breaks, with a line "----- 2/3 -----" between them',
    )
    p.add_argument(
        "--templates",
        metavar="DIR",
        help=f"your template folder, overriding the bundled one (default: ${ENV_VAR})",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    source = load_phase(args.file, args.phase)
    rs, trace = source.ruleset, source.trace
    tpl = templates_for(rs, args.fmt, args.lang, args.templates)
    out = sys.stdout
    if args.private is None and not args.all_private:
        text = public_post(
            rs,
            trace,
            source.state,
            templates=tpl,
            deadline=args.deadline,
            public_roles=source.public_roles,
        )
        out.write(_cut(text, args.split) + "\n")
        _warn_length(args.fmt, {"post": text}, args.split)
        return 0
    names = [p.name for p in trace.players]
    messages = private_messages(rs, trace, templates=tpl)
    _note_held(rs, trace)
    if args.private is not None:
        who = player_named(names, args.private)  # as every reader compares names
        if who is None:
            raise InputError(
                f"--private: there is no player named '{args.private}' "
                f"(players: {', '.join(names)})",
                args.file,
            )
        mine = messages.get(who)
        if mine is None:
            print(f"note: {who} receives nothing in phase {trace.number}", file=sys.stderr)
            return 0
        out.write(_cut(mine, args.split) + "\n")
        _warn_length(args.fmt, {who: mine}, args.split)
        return 0
    if not messages:
        print(f"note: nobody receives a private message in phase {trace.number}", file=sys.stderr)
        return 0
    blocks = [
        tpl.render("private_separator", name=name) + "\n" + _cut(text, args.split)
        for name, text in messages.items()
    ]
    out.write("\n\n".join(blocks) + "\n")
    _warn_length(args.fmt, messages, args.split)
    return 0


def load_phase(file: str, phase: int | None) -> PhaseSource:
    """Phase `phase` (default: the last) of a scenario file or a game store."""
    path = Path(file)
    if _is_store(path):
        return _from_store(path, phase)
    scenario = load_scenario(path)
    count = len(scenario.phases)
    if count == 0:
        raise InputError("the scenario has no phases yet: nothing to post", file)
    number = count if phase is None else phase
    if not 1 <= number <= count:
        raise InputError(f"--phase {phase}: the scenario has {count} phase(s) (1–{count})", file)
    last = resolve_game(scenario, number)[-1]
    return PhaseSource(scenario.ruleset, last.trace, last.state, count)


def _is_store(path: Path) -> bool:
    """A game store by its content (an SQLite file: .mmc, .db, any name), or by its name."""
    try:
        from ..store.schema import looks_like_store
    except ImportError:
        return path.suffix.lower() in STORE_SUFFIXES
    return looks_like_store(path) or path.suffix.lower() in STORE_SUFFIXES


def _from_store(path: Path, phase: int | None) -> PhaseSource:
    """A phase of a game store: its committed trace, else its draft (a preview before the
    commit); public roles from the deal."""
    try:
        from ..store import GameStore
    except ImportError:
        raise InputError(
            "game stores (.db, .sqlite) need engine.store, which this build "
            "does not have; pass a scenario file (.yaml) instead",
            str(path),
        ) from None
    try:
        with GameStore.open(path, read_only=True) as store:
            rows = store.phases()
            done = [r.number for r in rows if r.status in ("committed", "stale")]
            drafts = [r.number for r in rows if r.status == "draft"]
            number = phase if phase is not None else max(done, default=0)
            if number == 0:
                raise InputError(
                    "no phase is committed yet: nothing to post (give --phase N for a draft)",
                    str(path),
                )
            trace = store.trace(number) if number in done else None
            if trace is None and number in drafts:
                trace = store.draft(number)
                print(f"note: phase {number} is a draft, not committed", file=sys.stderr)
            if trace is None:
                known = ", ".join(map(str, done + drafts)) or "none"
                raise InputError(
                    f"--phase {number}: no committed or drafted phase {number} "
                    f"(phases with a trace: {known})",
                    str(path),
                )
            roles = {p.name: p.public_role for p in store.players()}
            return PhaseSource(store.ruleset, trace, None, len(rows), roles)
    except NotImplementedError:
        raise InputError(
            "the game store is not finished in this build; pass a scenario file (.yaml) instead",
            str(path),
        ) from None


def _note_held(rs: Ruleset, trace: PhaseTrace) -> None:
    """Messages held where results do not reach (a ruleset's place: coma), not the dead's."""
    held: dict[tuple[str, str], int] = {}
    for m in trace.messages:
        if not m.delivered and m.withheld not in (None, "dead"):
            key = (m.to, str(m.withheld))
            held[key] = held.get(key, 0) + 1
    for (name, place), count in held.items():
        where = rs.name("location", place, "en").lower()
        print(
            f"note: {name} lies in {where}: {count} message(s) held until delivered",
            file=sys.stderr,
        )


def _cut(text: str, split: bool) -> str:
    """`text`, or with --split its Discord-sized parts with a numbered line between them."""
    parts = split_message(text) if split else (text,)
    if len(parts) == 1:
        return text
    return "".join(
        (f"\n----- {i}/{len(parts)} -----\n" if i > 1 else "") + part
        for i, part in enumerate(parts, 1)
    )


def _warn_length(fmt: str, texts: dict[str, str], split: bool) -> None:
    if fmt != PostFormat.MARKDOWN.value:
        return
    for who, text in texts.items():
        if len(text) > DISCORD_LIMIT and not split:
            print(
                f"warning: {who}: {len(text)} characters, Discord takes {DISCORD_LIMIT} "
                "per message: add --split to cut it into messages",
                file=sys.stderr,
            )
