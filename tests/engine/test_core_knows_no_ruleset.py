"""Shared code names no id of a ruleset (issue 11; issue 27, item 5): no role, ability,
effect kind, ruling, faction or special location of any ruleset appears as a string in
the engine outside its effect packages (`engine/effects/`, the rules' code) or in the
console (`mastergui/`). Docstrings are prose; the core's own rulings are declared in
engine/ruleset/rulings.py (readers "core" and "validate").

AM-15's vocabulary, which sat in the core's words (model/codes.py, texts.py, wording/,
mastergui/text.py), is rulesets/am15.yaml's `text:` now (issue 27, item 5): the list of
known offenders is empty and may only stay so."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

from engine.ruleset.load import RULESET_ID, RULESETS_DIR, builtin_ruleset
from engine.ruleset.rulings import readers

ROOT = Path(__file__).resolve().parents[2]

# words of the scenario and trace format, or of the code, that happen to equal a ruleset's
# id: not references to that ruleset's rules (anywhere in shared code)
FORMAT_WORDS = {
    "player": "an order's target kind and the trace's player fields",
    "other": "a rejection's data key (the other commissar)",
    "heal": "an HP event's kind (trace format)",
    "kill": "an HP event's kind and a death cause (trace format)",
    "frag": "a death's frag (trace format)",
    "rest": "the distribution's `rest` (ruleset format)",
    "check": "the simulator's aim of a move; the store CLI's `check` command",
}
# (word, file): the same, in one file only
FILE_WORDS = {
    ("message", "engine/orders_text/cli.py"): "the CLI's argument name",
    ("strike", "engine/votes/form.py"): "the BBCode tag [strike]",
    ("first_phase", "engine/ruleset/phases.py"): "the ruleset format's `phases.first_phase` key",
    ("small_game", "engine/scenario/load.py"): "the small-game warning's data key",
}
# offenders, id -> files: none left (issue 27, item 5 moved AM-15's vocabulary from the
# core's words into rulesets/am15.yaml's `text:`). The list may only shrink: it stays empty.
KNOWN_OFFENDERS: dict[str, set[str]] = {}


def ruleset_ids() -> dict[str, set[str]]:
    """id -> where it comes from ("am15: ability"), over every bundled ruleset."""
    ids: dict[str, set[str]] = defaultdict(set)
    for path in sorted(RULESETS_DIR.glob("*.yaml")):
        if not RULESET_ID.fullmatch(path.stem):
            continue  # a ruleset's own data file (x.cards.yaml)
        rs = builtin_ruleset(path.stem)
        named = {
            "role": [*rs.secret_roles, *rs.public_roles],
            "ability": [*rs.abilities, *(a.id for a in rs.abilities.values())],
            "effect kind": [a.kind for a in rs.abilities.values()],
            "ruling": [r for r in rs.rulings if not {"core", "validate"} & set(readers(r))],
            "faction": list(rs.factions),
            "location": [p for p in rs.places if rs.place(p).special],
        }
        for what, items in named.items():
            for item in items:
                ids[item].add(f"{rs.id}: {what}")
    return ids


def shared_files() -> list[Path]:
    engine = [p for p in sorted((ROOT / "engine").rglob("*.py")) if "effects" not in p.parts]
    return engine + sorted((ROOT / "mastergui").rglob("*.py"))


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def found_ids() -> dict[tuple[str, str], list[int]]:
    """(id, file) -> the lines where shared code names the id as a string."""
    ids = ruleset_ids()
    found: dict[tuple[str, str], list[int]] = defaultdict(list)
    for path in shared_files():
        rel = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docs
                and node.value in ids
            ):
                found[(node.value, rel)].append(node.lineno)
    return found


def test_no_ruleset_id_in_shared_code() -> None:
    ids = ruleset_ids()
    unexplained = [
        f"{rel}:{lines[0]}: '{word}' ({', '.join(sorted(ids[word]))})"
        for (word, rel), lines in sorted(found_ids().items())
        if word not in FORMAT_WORDS
        and (word, rel) not in FILE_WORDS
        and rel not in KNOWN_OFFENDERS.get(word, set())
    ]
    assert unexplained == [], "a rule word in shared code: move it to the ruleset's data"


def test_the_offenders_list_only_shrinks() -> None:
    found = found_ids()
    stale = [
        f"{word} in {rel}"
        for word, files in KNOWN_OFFENDERS.items()
        for rel in sorted(files)
        if (word, rel) not in found
    ]
    stale += [f"{word} in {rel}" for word, rel in FILE_WORDS if (word, rel) not in found]
    stale += [w for w in FORMAT_WORDS if not any(word == w for word, _rel in found)]
    assert stale == [], "no longer in shared code: drop these entries"


def test_the_guard_sees_every_ruleset_and_the_console() -> None:
    sources = {s.split(":")[0] for where in ruleset_ids().values() for s in where}
    assert {"am15", "am15_return", "mafialife", "mafic_arena_12", "metamorphs"} <= sources
    names = {p.relative_to(ROOT).as_posix() for p in shared_files()}
    assert {"engine/model/codes.py", "engine/texts.py", "mastergui/text.py"} <= names
    assert not any(n.startswith("engine/effects/") for n in names)
