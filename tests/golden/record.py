"""Record and check the regression gate (issue 27, item 1).

    python -m tests.golden.record                    # check everything (= --check)
    python -m tests.golden.record --only am15 resources/demo/am15_demo
    python -m tests.golden.record --update NAME...   # re-record (an intended change)
    python -m tests.golden.record --update all       # re-record everything (at a merge)
    python -m tests.golden.record --diff am15#17 [--against REF]
    python -m tests.golden.record --list

NAME: a scenario (its path from the project root, with or without `.yaml`), a ruleset id
(all its simulated games) or one game (`am15#17`). A difference prints the scenario or
game, the phase, and the first differing JSON path with both values (for a game, `--diff`
replays it here and at REF, by default HEAD, and prints the path). Exit status 1 when
anything differs or is missing. Every re-recording is named in its commit, with the seed
line of the fix it records.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import games, scenarios
from .jsondiff import first_difference

ROOT = scenarios.ROOT
HOW = "python -m tests.golden.record"


def isolate() -> None:
    """The tester's own data folder (their rulesets) never takes part."""
    from resources import DATA_DIR_ENV

    os.environ[DATA_DIR_ENV] = tempfile.mkdtemp(prefix="mmc-golden-data-")


# --- names ----------------------------------------------------------------------------------


def scenario_name(name: str) -> str:
    return name.removesuffix(".yaml").removesuffix(".yml")


def all_scenarios() -> list[str]:
    return sorted(set(scenarios.scenario_files()) | set(scenarios.recorded_names()))


def select(names: Sequence[str]) -> tuple[list[str], dict[str, list[int] | None]]:
    """The scenarios and the games (ruleset id -> indexes, None for all) that `names`
    mean; every known thing when `names` is empty."""
    rulesets = games.rulesets()
    if not names or list(names) == ["all"]:
        return all_scenarios(), dict.fromkeys(rulesets)
    chosen: list[str] = []
    picked: dict[str, list[int] | None] = {}
    known = set(all_scenarios())
    for raw in names:
        rid, _, index = raw.partition("#")
        if rid in rulesets and index.isdigit():
            current = picked.setdefault(rid, [])
            if current is not None:
                current.append(int(index))
        elif raw in rulesets:
            picked[raw] = None
        elif scenario_name(raw) in known:
            chosen.append(scenario_name(raw))
        else:
            sys.exit(f"{raw}: no scenario, ruleset or game of that name ({HOW} --list)")
    return chosen, picked


# --- check ----------------------------------------------------------------------------------


def check_scenario(name: str) -> str | None:
    files = scenarios.scenario_files()
    golden = scenarios.load_golden(name)
    if name not in files:
        return f"scenario {name}: a golden trace but no scenario file: {HOW} --update {name}"
    if golden is None:
        return f"scenario {name}: no golden trace recorded: {HOW} --update {name}"
    return scenarios.describe(name, golden, scenarios.play(files[name]))


def check_games(rid: str, indexes: list[int] | None, limit: int | None = None) -> list[str]:
    stored = games.load_golden(rid)
    if stored is None:
        return [f"ruleset {rid}: no simulated games recorded: {HOW} --update {rid}"]
    chosen = [g for g in stored if indexes is None or g["index"] in indexes][:limit]
    problems = []
    for golden in chosen:
        found = games.describe(golden, games.record(games.spec_of(golden)))
        if found:
            problems.append(f"{found}\n    the JSON path: {HOW} --diff {golden['name']}")
    return problems


SHOWN = 10  # differing games printed per ruleset (all with --all)


def check(names: Sequence[str], show_all: bool = False) -> int:
    chosen, picked = select(names)
    problems = [p for name in chosen if (p := check_scenario(name))]
    for p in problems:
        print(p)
    count = 0
    for rid, indexes in picked.items():
        found = check_games(rid, indexes)
        shown = found if show_all else found[:SHOWN]
        for p in shown:
            print(p)
        if len(found) > len(shown):
            print(f"... and {len(found) - len(shown)} more games of {rid} (--all shows them)")
        problems += found
        stored = games.load_golden(rid) or []
        count += len(stored) if indexes is None else len(indexes)
    print(f"checked {len(chosen)} scenarios and {count} simulated games: ", end="")
    if not problems:
        print("all as recorded")
        return 0
    print(f"{len(problems)} differ or are missing")
    print(
        "If a difference is an intended fix, re-record it and name it in the commit with the "
        f"seed line: {HOW} --update NAME... (NAME: a scenario, a ruleset id or a game)"
    )
    return 1


# --- update ---------------------------------------------------------------------------------


def update(names: Sequence[str], count: int, show_all: bool = False) -> int:
    if not names:
        sys.exit(f"--update needs names (or `all`): {HOW} --list")
    chosen, picked = select(names)
    files = scenarios.scenario_files()
    for name in chosen:
        update_scenario(name, files.get(name))
    for rid, indexes in picked.items():
        update_games(rid, indexes, count, show_all)
    return 0


def update_scenario(name: str, file: Path | None) -> None:
    golden = scenarios.load_golden(name)
    if file is None:
        scenarios.golden_path(name).unlink(missing_ok=True)
        print(f"scenario {name}: its file is gone, golden removed")
        return
    now = scenarios.play(file)
    if golden is None:
        print(f"scenario {name}: recorded")
    else:
        print(scenarios.describe(name, golden, now) or f"scenario {name}: unchanged")
    scenarios.write_golden(name, now)


def update_games(rid: str, indexes: list[int] | None, count: int, show_all: bool) -> None:
    source = games.rulesets()[rid]
    stored = {g["index"]: g for g in games.load_golden(rid) or []}
    wanted = list(range(count)) if indexes is None else indexes
    changed = 0
    for index in wanted:
        old = stored.get(index)
        spec = games.spec_of(old) if old else games.new_spec(source, index)
        stored[index] = new = games.record(spec)
        if old and (found := games.describe(old, new)):
            changed += 1
            if show_all or changed <= SHOWN:
                print(found)
    if indexes is None:  # a full re-recording keeps exactly `count` games
        stored = {i: g for i, g in stored.items() if i < count}
    games.write_golden(rid, [stored[i] for i in sorted(stored)])
    print(f"ruleset {rid}: {len(wanted)} games recorded, {changed} changed")


# --- diff and dump --------------------------------------------------------------------------


def dump(name: str) -> dict[str, Any]:
    chosen, picked = select([name])
    if chosen:
        return scenarios.play(scenarios.scenario_files()[chosen[0]])
    rid, indexes = next(iter(picked.items()))
    stored = {g["index"]: g for g in games.load_golden(rid) or []}
    index = (indexes or [0])[0]
    spec = games.spec_of(stored[index]) if index in stored else games.new_spec(rid, index)
    return games.dump(spec)


def diff(name: str, against: str) -> int:
    """The game (or scenario) as played here and at commit `against`: the first path that
    differs, with both values."""
    with tempfile.TemporaryDirectory(prefix="mmc-golden-") as tmp:
        archive = subprocess.run(
            ["git", "archive", against], cwd=ROOT, capture_output=True, check=True
        )
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        env = {**os.environ, "PYTHONPATH": tmp, "MMC_CACHE_DIR": f"{tmp}/.cache"}
        out = subprocess.run(
            [sys.executable, "-m", "tests.golden.record", "--dump", name],
            cwd=tmp,
            env=env,
            capture_output=True,
            text=True,
        )
        if out.returncode:
            sys.exit(f"at {against}: {out.stderr.strip()}")
        then = json.loads(out.stdout)
    found = first_difference(then, dump(name))
    if found is None:
        print(f"{name}: the same at {against} and here")
    else:
        print(f"{name}: {found.describe(then=f'at {against}')}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=HOW, description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare (the default)")
    parser.add_argument("--only", nargs="+", default=[], metavar="NAME")
    parser.add_argument("--update", nargs="+", metavar="NAME", help="re-record; `all`: all")
    parser.add_argument("--games", type=int, default=games.GAMES, help="per ruleset (--update)")
    parser.add_argument("--diff", metavar="NAME", help="first differing path against REF")
    parser.add_argument("--against", default="HEAD", metavar="REF")
    parser.add_argument("--dump", metavar="NAME", help="print the JSON of one scenario or game")
    parser.add_argument("--list", action="store_true", help="every name")
    parser.add_argument("--all", action="store_true", help=f"every differing game, not {SHOWN}")
    args = parser.parse_args(argv)
    isolate()
    if args.list:
        print("\n".join([*all_scenarios(), *games.rulesets()]))
        return 0
    if args.dump:
        json.dump(dump(args.dump), sys.stdout, ensure_ascii=False, indent=1)
        return 0
    if args.diff:
        return diff(args.diff, args.against)
    if args.update:
        return update(args.update, args.games, args.all)
    return check(args.only, args.all)


if __name__ == "__main__":
    sys.exit(main())
