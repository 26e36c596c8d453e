"""The demo game resolves from the command line (`python -m engine resolve`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.__main__ import main
from engine.scenario.load import load_scenario, resolve_game

DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "mafic_arena_12_demo.yaml"


def test_the_demo_resolves_without_rejections_but_none_meant() -> None:
    results = resolve_game(load_scenario(DEMO))
    assert len(results) == 3
    assert [r.trace.kind for r in results] == ["night", "day", "night"]
    assert all(not r.trace.rejected for r in results)
    # Night 1 is the seed's example: Вася keeps pistol, camera, witness
    vasya = results[0].state.extra["mafic_arena_12"]["players"]["Вася"]
    assert list(vasya["hand"]) == ["pistol", "surveillance_camera", "witness"]
    assert results[1].trace.votes.executed == "Кил"


def test_the_cli_resolves_the_demo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", str(DEMO), "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Вася" in out and "ОБРАЗЕЦ" in out
