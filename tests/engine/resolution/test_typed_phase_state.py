"""Typed per-phase state (issue 27, item 4): what a step passes to later steps of the phase
is a dataclass reached through `ctx.part(Kind)` (or the core's `ctx.inputs`, `ctx.outcome`),
not a string key in `ctx.scratch`, so mypy --strict catches a misspelt name.

The string-keyed `scratch` dict is gone (issue 27 moved its last users, AM-15's and
«Возвращение»'s end of phase, to families); no engine module may bring one back."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

from engine import builtin_ruleset, new_game
from engine.resolution.context import PhaseContext
from engine.simulate.table import deal_table

ROOT = Path(__file__).resolve().parents[3]
TYPED = sorted((ROOT / "engine").rglob("*.py"))


def _scratch_uses(path: Path) -> int:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sum(1 for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "scratch")


def test_no_string_keyed_phase_state() -> None:
    found = {}
    for path in TYPED:
        uses = _scratch_uses(path)
        if uses:
            found[path.relative_to(ROOT).as_posix()] = uses
    assert found == {}
    assert not hasattr(_phase(), "scratch")


@dataclass(slots=True)
class _Seen:
    names: list[str] = field(default_factory=list)


def _phase() -> PhaseContext:
    rs = builtin_ruleset("mafiascum")
    state = new_game(rs, deal_table(rs, 9, 1), 1)
    return PhaseContext(rs, state, {})


def test_a_part_is_one_per_phase_and_gone_with_it() -> None:
    ctx = _phase()
    ctx.part(_Seen).names.append("Alice")
    assert ctx.part(_Seen).names == ["Alice"]  # the same record all the phase
    assert _phase().part(_Seen).names == []  # the next phase starts empty
