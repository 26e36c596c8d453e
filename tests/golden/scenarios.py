"""The scenario half of the gate: every scenario file of the project (demos, tests, docs)
and its `python -m engine resolve FILE --json` output, in English and Russian, stored whole
so that a difference reads as a diff."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import islice
from pathlib import Path
from typing import Any

from engine.__main__ import game_json
from engine.model.errors import EngineError
from engine.scenario.load import load_scenario, resolve_game

from .jsondiff import Difference, differences, portable

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data" / "scenarios"
SEARCHED = ("resources", "tests", "docs")  # where the project keeps scenario files
LANGS = ("en", "ru")
# a scenario file: a top-level `ruleset:` and `players:` (order-text corpora have no
# players, the vote-post fixtures no ruleset)
_TOP_RULESET = re.compile(r"^ruleset:", re.MULTILINE)
_TOP_PLAYERS = re.compile(r"^players:", re.MULTILINE)


def scenario_files() -> dict[str, Path]:
    """name (the path from the project root, without `.yaml`) -> file."""
    found: dict[str, Path] = {}
    for folder in SEARCHED:
        for path in sorted((ROOT / folder).rglob("*.y*ml")):
            if path.suffix not in (".yaml", ".yml") or DATA in path.parents:
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            if _TOP_RULESET.search(text) and _TOP_PLAYERS.search(text):
                found[path.relative_to(ROOT).with_suffix("").as_posix()] = path
    return found


def golden_path(name: str) -> Path:
    return DATA / f"{name}.json"


def recorded_names() -> list[str]:
    return sorted(p.relative_to(DATA).with_suffix("").as_posix() for p in DATA.rglob("*.json"))


@contextmanager
def data_folder(path: Path) -> Iterator[None]:
    """A scenario beside a `rulesets/` folder (a master's worked example: a variant and a
    game on it) is played with that folder as the data folder, as `--data-dir` would."""
    from resources import DATA_DIR_ENV

    if not (path.parent / "rulesets").is_dir():
        yield
        return
    before = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = str(path.parent)
    try:
        yield
    finally:
        if before is None:
            del os.environ[DATA_DIR_ENV]
        else:
            os.environ[DATA_DIR_ENV] = before


def play(path: Path) -> dict[str, Any]:
    """What the CLI prints for the file, per language; a file the engine refuses records
    its message (a refusal is a result too)."""
    with data_folder(path):
        return _play(path)


def _play(path: Path) -> dict[str, Any]:
    rel = path.relative_to(ROOT).as_posix()
    out: dict[str, Any] = {"file": rel}
    try:
        scenario = load_scenario(path)
        results = resolve_game(scenario)
    except EngineError as exc:
        message = str(exc).replace(f"{ROOT}/", "")
        return {**out, **{lang: {"error": message} for lang in LANGS}}
    for lang in LANGS:  # as printed: plain JSON (a code is a StrEnum until then)
        out[lang] = portable(json.loads(json.dumps(game_json(scenario, results, lang))), str(ROOT))
    return out


def load_golden(name: str) -> dict[str, Any] | None:
    path = golden_path(name)
    if not path.is_file():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def write_golden(name: str, data: dict[str, Any]) -> None:
    path = golden_path(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def describe(name: str, golden: dict[str, Any], now: dict[str, Any]) -> str | None:
    """None when equal; else the scenario, the phase and the first differing path with
    both values (and how many other leaves differ)."""
    found = list(islice(differences(golden, now), 1000))
    if not found:
        return None
    first = found[0]
    more = f" (and {len(found) - 1}{'+' if len(found) >= 1000 else ''} more)" if found[1:] else ""
    return f"scenario {name}: {_phase_of(first, golden)}{first.describe()}{more}"


def _phase_of(diff: Difference, golden: dict[str, Any]) -> str:
    match = re.match(r"\$\.(en|ru)\.phases\[(\d+)\]", diff.path)
    if not match:
        return ""
    lang, index = match.group(1), int(match.group(2))
    phases = golden.get(lang, {}).get("phases", [])
    number = phases[index].get("number", index + 1) if index < len(phases) else index + 1
    return f"phase {number} ({lang}): "
