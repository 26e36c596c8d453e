"""The headless CLI: `python -m engine resolve FILE [--json] [--phase N]` (and more).

Exit status: 0 done; 2 bad input, with one clear message naming the file and line."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from .model.errors import EngineError, InputError, RulesetError, whole_number
from .resolution.driver import Resolution
from .resolution.report import game_report
from .ruleset.load import Ruleset
from .scenario.load import Scenario, load_scenario, resolve_game
from .texts import renderers


def default_lang() -> str:
    for var in ("MMC_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    return "en"


def _resolve(args: argparse.Namespace) -> int:
    scenario = load_scenario(args.file)
    if args.phase is not None and not 1 <= args.phase <= max(len(scenario.phases), 1):
        raise InputError(
            f"--phase {args.phase}: the scenario has {len(scenario.phases)} phase(s)", args.file
        )
    results = resolve_game(scenario, args.phase)
    lang = args.lang or default_lang()
    if args.json:
        data = game_json(scenario, results, lang)
        json.dump(data, sys.stdout, ensure_ascii=False, indent=1 if args.pretty else None)
        sys.stdout.write("\n")
    else:
        rs = scenario.ruleset
        header = (
            f"{scenario.title + ' · ' if scenario.title else ''}{args.file} · "
            f"{rs.names.get(lang)} · {len(scenario.players)} players · "
            f"seed {scenario.seed}"
        )
        if scenario.rulings:  # what differs from the ruleset's defaults, said up front
            header += (
                "\n"
                + ("Решения не по умолчанию" if lang == "ru" else "Rulings other than the defaults")
                + ": "
                + ", ".join(f"{rid} = {option}" for rid, option in scenario.rulings.items())
            )
        sys.stdout.write(game_report(rs, results, lang, header))
    return 0


def game_json(scenario: Scenario, results: list[Resolution], lang: str) -> dict[str, Any]:
    """What `resolve --json` prints (a stable contract: ../shared/docs/scenario-format.md)."""
    return {
        "ruleset": scenario.ruleset.id,
        "phases": [r.trace.to_json(**renderers(scenario.ruleset, lang)) for r in results],
    }


def _rulings(args: argparse.Namespace) -> int:
    from .ruleset.load import builtin_ruleset

    rs = builtin_ruleset(args.ruleset)
    sys.stdout.write(rulings_markdown(rs))
    return 0


def rulings_markdown(rs: Ruleset) -> str:
    """The rulings table of a ruleset: where the seed is silent, what we decided."""
    out = [
        f"# Rulings of `{rs.id}` ({rs.names.en})",
        "",
        f"Generated from `rulesets/{rs.id}.yaml` by `python -m engine rulings {rs.id}`. "
        "Each ruling is a named option a scenario can override (`rulings:`); the trace "
        "names the rulings each event relied on.",
        "",
    ]
    for r in rs.rulings.values():
        out.append(f"## `{r.id}`")
        out.append(r.question)
        out.append("")
        if r.question_ru:  # its own paragraph: masters read the Russian (the console shows it)
            out.append(r.question_ru)
            out.append("")
        for option in r.options:
            mark = " **(default)**" if option.id == r.default else ""
            ru = f" — {option.text_ru}" if option.text_ru else ""
            out.append(f"- `{option.id}`{mark}: {option.text}{ru}")
        out.append("")
        out.append(f"> {r.seed}")
        out.append("")
    return "\n".join(out)


def _rulesets(args: argparse.Namespace) -> int:
    """Every ruleset this installation can use, and where each comes from."""
    from .ruleset.load import RULESETS_DIR, builtin_ruleset, ruleset_files
    from .userfiles.data_folder import user_rulesets_dir

    lang = args.lang or default_lang()
    for rid, path in ruleset_files().items():
        try:
            name = builtin_ruleset(rid).names.get(lang)
        except EngineError as exc:  # a master's broken file: listed with its problem
            name = f"error: {exc}"
        where = "bundled" if path.parent == RULESETS_DIR else str(path)
        sys.stdout.write(f"{rid}\t{name}\t{where}\n")
    sys.stdout.write(f"# your own rulesets: {user_rulesets_dir()}\n")
    return 0


def _ids(args: argparse.Namespace) -> int:
    """Section, id and name of every entry of a ruleset (a variant: merged with its base)
    that a variant may change, add to or remove from (docs/writing-a-ruleset.md)."""
    from .ruleset.load import builtin_ruleset, find_ruleset_file
    from .ruleset.variant import SECTIONS, resolve_variant, section_ids
    from .ruleset.yaml_merge import hint
    from .ruleset.yamlsrc import YMap, load_yaml_file

    if args.section is not None and args.section not in SECTIONS:
        raise InputError(f"--section {args.section}: no such section{hint(args.section, SECTIONS)}")
    path = find_ruleset_file(builtin_ruleset(args.ruleset).id)  # checked whole, or its error
    tree = load_yaml_file(path or args.ruleset, RulesetError)
    assert isinstance(tree, YMap)  # builtin_ruleset loaded it
    for section, rid, what in section_ids(
        resolve_variant(tree, find_ruleset_file), args.lang or default_lang()
    ):
        if args.section in (None, section):
            sys.stdout.write(f"{section}\t{rid}\t{what}\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    from resources import DATA_DIR_ENV, version

    parser = argparse.ArgumentParser(
        prog="mafia-engine", description="Mafia Master Console: the headless engine"
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help=f"the master's data folder, for their own rulesets (default: "
        f"${DATA_DIR_ENV}, else the console's data folder)",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    res = sub.add_parser("resolve", help="resolve a scenario file and print the report")
    res.add_argument("file")
    res.add_argument("--json", action="store_true", help="one JSON object (scenario-format.md)")
    res.add_argument("--phase", type=whole_number, help="resolve only up to this phase")
    res.add_argument("--lang", choices=["ru", "en"], help="language of texts (default: locale)")
    res.add_argument("--pretty", action="store_true", help="indent the JSON")
    res.set_defaults(run=_resolve)
    rul = sub.add_parser("rulings", help="print a ruleset's rulings table (Markdown)")
    rul.add_argument("ruleset", help="a ruleset id (python -m engine rulesets lists them)")
    rul.set_defaults(run=_rulings)
    lst = sub.add_parser("rulesets", help="list the rulesets: bundled, and the master's own")
    lst.add_argument("--lang", choices=["ru", "en"], help="language of names (default: locale)")
    lst.set_defaults(run=_rulesets)
    ids = sub.add_parser("ids", help="the ids a variant of a ruleset may change (tab-separated)")
    ids.add_argument("ruleset", help="a ruleset id (python -m engine rulesets lists them)")
    ids.add_argument("--section", help="only this section (abilities, secret_roles, ...)")
    ids.add_argument("--lang", choices=["ru", "en"], help="language of names (default: locale)")
    ids.set_defaults(run=_ids)
    _extend(sub)
    return parser


def _extend(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Other command groups register here (game store, posts) when present."""
    import importlib
    import importlib.util

    for module_name in (
        "engine.store.cli",
        "engine.export.cli",
        "engine.orders_text.cli",
        "engine.simulate.cli",
        "engine.votes.cli",
    ):
        if importlib.util.find_spec(module_name) is None:
            continue  # a checkout without that part; a broken import must still show
        importlib.import_module(module_name).register(sub)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.data_dir:
        from resources import DATA_DIR_ENV

        os.environ[DATA_DIR_ENV] = args.data_dir
    try:
        return int(args.run(args))
    except InputError as exc:
        print(f"error: {exc.describe()}", file=sys.stderr)
        return 2
    except EngineError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
