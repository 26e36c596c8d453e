"""The regression gate (issue 27, item 1): every scenario file's CLI JSON (English and
Russian) and the first simulated games of every ruleset (`first_games`) are as recorded.

`python -m tests.golden.record` checks the full set (GAMES per ruleset); an intended change
is re-recorded with `python -m tests.golden.record --update NAME...` and named in its commit
with the seed line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from resources import DATA_DIR_ENV

from . import games, record, scenarios
from .jsondiff import first_difference

# per ruleset here: the first games up to PHASES phases in all (long games, the card
# game's, cost more), at most GAMES_HERE; a few seconds in all. The recorder checks every game.
PHASES, GAMES_HERE = 400, 40


def first_games(ruleset: str) -> int:
    total = 0
    for count, game in enumerate((games.load_golden(ruleset) or [])[:GAMES_HERE], 1):
        total += max(game["phases"], 1)
        if total >= PHASES:
            return count
    return GAMES_HERE


@pytest.mark.parametrize("name", record.all_scenarios())
def test_scenario_as_recorded(name: str) -> None:
    problem = record.check_scenario(name)
    assert problem is None, problem


RULESETS = sorted(set(games.rulesets()) | {p.stem for p in games.DATA.glob("*.json")})


@pytest.mark.parametrize("ruleset", RULESETS)
def test_simulated_games_as_recorded(ruleset: str) -> None:
    if ruleset not in games.rulesets():
        pytest.fail(
            f"games recorded for {ruleset}, which is gone: delete {games.golden_path(ruleset)}"
        )
    problems = record.check_games(ruleset, None, first_games(ruleset))
    assert problems == [], "\n".join(problems)


def test_the_gate_covers_every_ruleset_and_the_demos() -> None:
    names = record.all_scenarios()
    bundled = {rid for rid, source in games.rulesets().items() if source == rid}
    assert {f"resources/demo/{rid}_demo" for rid in bundled} <= set(names)
    for rid in games.rulesets():
        stored = games.load_golden(rid) or []
        assert len(stored) >= games.GAMES, f"{rid}: {record.HOW} --update {rid}"


def test_a_difference_names_the_phase_the_path_and_both_values() -> None:
    golden = scenarios.load_golden("tests/scenarios/contract_example")
    assert golden is not None
    now = scenarios.play(scenarios.scenario_files()["tests/scenarios/contract_example"])
    event = now["en"]["phases"][0]["steps"][0]["events"][0]
    event["hp_after"] += 5  # as if a rule had changed
    said = scenarios.describe("tests/scenarios/contract_example", golden, now)
    assert said == (
        "scenario tests/scenarios/contract_example: phase 1 (en): "
        f"$.en.phases[0].steps[0].events[0].hp_after: golden {event['hp_after'] - 5}, "
        f"now {event['hp_after']}"
    )


def test_a_game_difference_names_the_game_and_its_first_phase() -> None:
    golden = next(g for g in games.load_golden("mafialife") or [] if g["phases"] > 2)
    now = {**golden, "sha256": "0", "phase_digests": [*golden["phase_digests"]]}
    now["phase_digests"][1] = "changed"
    said = games.describe(golden, now) or ""
    assert said.startswith(f"game {golden['name']} (") and "phase 2 is the first to differ" in said


def test_paths_of_missing_keys_and_items() -> None:
    shorter = first_difference({"a": [1, 2]}, {"a": [1]})
    assert shorter is not None and shorter.describe() == "$.a[1]: golden 2, now <missing>"
    odd_key = first_difference({"a": 1}, {"a": 1, "b c": 2})
    assert odd_key is not None and odd_key.path == '$["b c"]'
    assert first_difference({"x": "1"}, {"x": 1}) is not None  # a type change is a change


def test_a_scenario_without_golden_says_how_to_record_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scenarios, "DATA", tmp_path)
    assert record.check_scenario("tests/scenarios/contract_example") == (
        "scenario tests/scenarios/contract_example: no golden trace recorded: "
        "python -m tests.golden.record --update tests/scenarios/contract_example"
    )


def test_the_recorder_reports_a_change_and_re_records_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    name = "tests/scenarios/contract_example"
    copy = tmp_path / f"{name}.json"
    copy.parent.mkdir(parents=True)
    golden = json.loads(scenarios.golden_path(name).read_text(encoding="utf-8"))
    golden["ru"]["phases"][0]["number"] = 99  # as if recorded before a change
    copy.write_text(json.dumps(golden), encoding="utf-8")
    monkeypatch.setattr(scenarios, "DATA", tmp_path)
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))  # restored after main() isolates it
    assert record.main(["--only", f"{name}.yaml"]) == 1
    out = capsys.readouterr().out
    assert f"scenario {name}: phase 99 (ru): $.ru.phases[0].number: golden 99, now 1" in out
    assert "--update NAME" in out
    assert record.main(["--update", name]) == 0
    assert record.main(["--only", name]) == 0
    assert "all as recorded" in capsys.readouterr().out
