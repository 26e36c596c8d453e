"""Stored JSON carries a format version; what an older engine stored still loads, upgraded
(engine/model/formats.py). The v1 files in tests/engine/model/formats/ were written by the engine
before issue 11 (reveals and the coma queue at the top of the state, no phase kind)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.model.formats import STATE_FORMAT, TRACE_FORMAT, upgrade_state, upgrade_trace
from engine.model.state import GameState
from engine.scenario.load import load_scenario, resolve_game
from engine.trace import PhaseTrace

ROOT = Path(__file__).resolve().parents[3]
FORMATS = Path(__file__).resolve().parent / "formats"
DEMO = ROOT / "resources" / "demo" / "am15_demo.yaml"
COMA = ROOT / "tests" / "scenarios" / "case_coma_messages.yaml"


def _old(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((FORMATS / name).read_text(encoding="utf-8"))
    return data


def test_a_v1_state_with_reveals_loads_as_today_s_state() -> None:
    """The demo's last state (a death-count reveal made, one death since) reads as the state
    today's engine computes, the reveal history under extra['reveals']."""
    old = _old("state_v1_demo_last.json")
    assert "format" not in old and "reveals" in old
    today = resolve_game(load_scenario(DEMO))[-1].state
    loaded = GameState.from_json(old)
    assert loaded == today
    reveals = loaded.extra["reveals"]
    assert reveals["deaths_since"] == 1 and len(reveals["history"]) == 1


def test_a_v1_state_with_a_coma_queue_loads_and_the_game_goes_on() -> None:
    """Phase 1 of the coma case queued a message for the player in coma; loaded from the
    old shape, phase 2 resolves exactly as from today's state (the message delivered)."""
    old = _old("state_v1_coma_phase1.json")
    assert old["queued"]
    scenario = load_scenario(COMA)
    results = resolve_game(scenario)
    assert GameState.from_json(old) == results[0].state
    from engine.resolution.driver import resolve_phase

    again = resolve_phase(scenario.ruleset, GameState.from_json(old), scenario.phases[1])
    assert again.trace == results[1].trace and again.state == results[1].state


def test_a_v1_trace_loads_with_the_merged_phase_kind() -> None:
    old = _old("trace_v1_demo_last.json")
    assert "kind" not in old
    today = resolve_game(load_scenario(DEMO))[-1].trace
    assert PhaseTrace.from_json(old) == today
    assert PhaseTrace.from_json(old).kind == "day_night"


def test_json_round_trips_in_the_current_format() -> None:
    res = resolve_game(load_scenario(DEMO))[-1]
    state_json = json.loads(json.dumps(res.state.to_json()))
    trace_json = json.loads(json.dumps(res.trace.to_json()))
    assert state_json["format"] == STATE_FORMAT and trace_json["format"] == TRACE_FORMAT
    assert GameState.from_json(state_json) == res.state
    assert PhaseTrace.from_json(trace_json) == res.trace
    assert "deaths_since_reveal" not in state_json and "queued" not in state_json


def test_upgrades_never_drop_data() -> None:
    old = _old("state_v1_demo_last.json")
    new = upgrade_state(old)
    assert new["extra"]["reveals"]["history"] == old["reveals"]
    assert {k for k in old if k not in new} == {
        "deaths_since_reveal",
        "mask_counted",
        "reveals",
        "queued",
    }
    assert upgrade_trace(_old("trace_v1_demo_last.json"))["kind"] == "day_night"


@pytest.mark.parametrize("upgrade", [upgrade_state, upgrade_trace])
def test_a_newer_format_is_read_as_it_is(upgrade) -> None:  # type: ignore[no-untyped-def]
    """A newer program's document: nothing to upgrade, fields it does not know are left
    for from_json to ignore (the store tolerates them, engine.model.formats)."""
    assert upgrade({"format": 99, "omens": [1]}) == {"omens": [1]}


def test_a_stamped_format_1_state_upgrades_like_an_unstamped_one() -> None:
    """The store's integrity work stamps the old shape as format 1 (no key: format 0); both
    read as today's state."""
    old = _old("state_v1_demo_last.json")
    assert GameState.from_json({**old, "format": 1}) == GameState.from_json(old)
    trace = _old("trace_v1_demo_last.json")
    assert PhaseTrace.from_json({**trace, "format": 1}).kind == "day_night"
