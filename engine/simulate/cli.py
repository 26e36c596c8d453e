"""`python -m engine simulate RULESET --players N --games K ...`: the balance simulator.

The progress bar and its ETA go to stderr, the results to stdout (text or --json)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any, TextIO

from ..model.errors import InputError
from .play import DEFAULT_PHASE_CAP, POLICIES, SimConfig, check_config, load, table_warnings
from .report import comparison_text, summary_text
from .runner import compare, run


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("simulate", help="simulate many games: faction win rates and more")
    p.add_argument("ruleset", help="a bundled ruleset id (am15) or a ruleset YAML file")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--policy", choices=sorted(POLICIES), default="greedy")
    p.add_argument("--workers", type=int, help="local worker processes (default: CPU count)")
    p.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="a Dask distributed scheduler, e.g. tcp://10.0.0.5:8786",
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rulings", nargs="+", metavar="ID=OPTION", default=[])
    p.add_argument(
        "--phase-cap",
        type=int,
        default=DEFAULT_PHASE_CAP,
        help="phases before a game counts as unfinished",
    )
    p.add_argument(
        "--against", metavar="RULESET", help="compare with another ruleset (same table, same seeds)"
    )
    p.add_argument(
        "--against-rulings",
        nargs="+",
        metavar="ID=OPTION",
        help="compare with these rulings (same ruleset, same seeds)",
    )
    p.add_argument("--json", action="store_true", help="one JSON object on stdout")
    p.add_argument("--lang", choices=["ru", "en"], help="language of the text report")
    p.set_defaults(run=_simulate)


def parse_rulings(items: list[str], option: str = "--rulings") -> tuple[tuple[str, str], ...]:
    pairs: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise InputError(f"{option} {item}: write ID=OPTION")
        pairs[key.strip()] = value.strip()
    return tuple(sorted(pairs.items()))


def _simulate(args: argparse.Namespace) -> int:
    from ..__main__ import default_lang

    lang = args.lang or default_lang()
    base = SimConfig(
        args.ruleset,
        args.players,
        args.games,
        args.policy,
        args.seed,
        parse_rulings(args.rulings),
        args.phase_cap,
    )
    bar = ProgressBar(sys.stderr)
    other: SimConfig | None = None
    if args.against or args.against_rulings is not None:
        rulings = (
            base.rulings
            if args.against_rulings is None
            else parse_rulings(args.against_rulings, "--against-rulings")
        )
        other = SimConfig(
            args.against or args.ruleset,
            args.players,
            args.games,
            args.policy,
            args.seed,
            rulings,
            args.phase_cap,
        )
    for config in (base, other):
        if config is not None:
            check_config(config)  # bad input stops here, before any warning or progress
    for warning in table_warnings(base):
        print(f"warning: {warning}", file=sys.stderr)
    data: Any
    if other is None:
        summary = run(base, args.workers, args.scheduler, bar)
        bar.close()
        data = summary.to_json()
        text = summary_text(load(base.ruleset), summary, lang)
    else:
        comparison = compare(base, other, args.workers, args.scheduler, bar)
        bar.close()
        data = comparison.to_json()
        text = comparison_text(load(base.ruleset), load(other.ruleset), comparison, lang)
    if args.json:
        json.dump(data, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(text)
    return 0


class ProgressBar:
    """`[#####.....] 120/1000 12% 35 games/s ETA 0:25` on a terminal (redrawn at most ten
    times a second); elsewhere one line per tenth of the run."""

    def __init__(self, out: TextIO, width: int = 30) -> None:
        self.out = out
        self.width = width
        self.start = time.monotonic()
        self.last = 0.0
        self.tenth = -1
        self.tty = out.isatty()
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        tenth = 10 * done // max(total, 1)
        if self.tty and done < total and now - self.last < 0.1:
            return
        if not self.tty and tenth == self.tenth:
            return
        self.last, self.tenth = now, tenth
        self.out.write(
            ("\r" if self.tty else "")
            + self.line(done, total, now - self.start)
            + ("" if self.tty else "\n")
        )
        self.out.flush()
        self.drawn = True

    def line(self, done: int, total: int, elapsed: float) -> str:
        filled = self.width * done // max(total, 1)
        rate = done / elapsed if elapsed > 0 else 0.0
        eta = (total - done) / rate if rate > 0 else 0.0
        minutes, seconds = divmod(int(eta + 0.5), 60)
        return (
            f"[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} "
            f"{100 * done // max(total, 1)}% {rate:.1f} games/s ETA {minutes}:{seconds:02d}"
        )

    def close(self) -> None:
        if self.tty and self.drawn:
            self.out.write("\n")
            self.out.flush()
