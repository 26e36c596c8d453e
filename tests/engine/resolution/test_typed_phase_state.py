"""Typed per-phase state (issue 27, item 4): what a step passes to later steps of the phase
is a dataclass reached through `ctx.part(Kind)` (or the core's `ctx.inputs`, `ctx.outcome`),
not a string key in `ctx.scratch`, so mypy --strict catches a misspelt name.

The core, the simulator, the verdict, the shared families and mafic_arena_12's package use
no string key but the legacy bridges listed here for the per-ruleset modules still on
`scratch` (effects/am15/, effects/am15_return/): the list may only shrink."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

from engine import builtin_ruleset, new_game
from engine.resolution.context import PhaseContext
from engine.simulate.table import deal_table

ROOT = Path(__file__).resolve().parents[3]
CORE = ("model", "ruleset", "scenario", "resolution", "userfiles", "simulate", "orders_text")
TYPED = [
    *sorted((ROOT / "engine").glob("*.py")),
    *(p for folder in CORE for p in sorted((ROOT / "engine" / folder).glob("*.py"))),
    *sorted((ROOT / "engine" / "effects" / "families").glob("*.py")),
    *sorted((ROOT / "engine" / "effects" / "mafic_arena_12").glob("*.py")),
]
# file -> uses of `.scratch` left, and why
BRIDGES = {
    "engine/resolution/context.py": (
        1,
        "the attribute itself (bought votes read the phase's votes from ctx.inputs.votes)",
    ),
}


def _scratch_uses(path: Path) -> int:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sum(1 for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "scratch")


def test_no_string_keyed_state_beyond_the_legacy_bridges() -> None:
    found = {}
    for path in TYPED:
        uses = _scratch_uses(path)
        if uses:
            found[path.relative_to(ROOT).as_posix()] = uses
    assert found == {f: n for f, (n, _why) in BRIDGES.items()}


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
