"""The core (driver, context, validation, model, trace, loading, scenario, store, export,
simulator) names no id of a ruleset: no role, faction, location or ruling of AM-15 as a
string in its code (issue 11). Effect primitives (engine/effects) may, being the rules'
code; the core's own rulings are declared in engine/rulings.py; docstrings are prose."""

from __future__ import annotations

import ast
from pathlib import Path

from engine.ruleset import builtin_ruleset
from engine.rulings import readers

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# words of the format or of the code that happen to equal an AM-15 id
NOT_IDS = {"other"}  # a rejection's data key (the other commissar), not the public role


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def test_no_am15_id_in_the_core() -> None:
    rs = builtin_ruleset("am15")
    ids = (
        set(rs.secret_roles)
        | set(rs.public_roles)
        | set(rs.factions)
        | {p for p in rs.places if rs.place(p).special}
        | {r for r in rs.rulings if "core" not in readers(r) and "validate" not in readers(r)}
    )
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        rel = path.relative_to(ENGINE).as_posix()
        # rules code, their words, and the codes they write (engine/codes.py: the notes of
        # the AM-15 effects, e.g. chief_physician, are members there)
        if rel.startswith(("effects/", "wording/")) or rel in ("texts.py", "codes.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docs
                and node.value in ids - NOT_IDS
            ):
                found.append(f"{rel}:{node.lineno}: {node.value}")
    assert found == []
