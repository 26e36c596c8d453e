"""«Возвращение»'s HP damage on the shared damage family (issue 27): weaken, betrayal,
meditation and the marks are `numbers.damage` data, checked at load; a master's variant
changes them in YAML only. Quotes: seed 001."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario.load import load_scenario_text, resolve_game
from resources import DATA_DIR_ENV
from tests.engine.ruleset.test_ruleset_schema import assert_fails_at_load, broken_copy

from .helpers import night

BROKEN = [
    ("skipped_by: ignores_weaken, note: weakened}", "skipped_by: ignores_weaken, nots: weakened}",
     "unknown key 'nots' (did you mean 'note'?)", "nots: weakened"),
    ("number: betrayal_multiplier,", "number: betrayal_multiplyer,",
     "numbers: damage: modifiers[1]: number: unknown 'betrayal_multiplyer' (did you mean "
     "'betrayal_multiplier'?)", None),
    ("immune_factions: [yakuza]", "immune_factions: [yakudza]",
     "numbers: damage: marks: immune_factions[0]: unknown faction 'yakudza' (did you mean "
     "'yakuza'?)", "immune_factions: [yakudza]"),
    ("frag_ruling: mark_frag,", "frag_ruling: mark_frags,",
     "numbers: damage: marks: frag_ruling: unknown ruling 'mark_frags' (did you mean "
     "'mark_frag'?)", "frag_ruling: mark_frags"),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "says", "at"), BROKEN)
def test_a_broken_damage_section_fails_at_load(
    tmp_path: Path, old: str, new: str, says: str, at: str | None
) -> None:
    assert_fails_at_load(tmp_path, "am15_return", old, new, says, at)


def _weakened_shot(ruleset: str) -> list[int]:
    # two weakens on the killer, his sniper rifle (75) on a civilian
    text = night(
        ["W1: other/civilian", "W2: other/civilian", "Kil: other/killer", "Civ: other/civilian"],
        [
            "{actor: W1, ability: weaken, target: Kil}",
            "{actor: W2, ability: weaken, target: Kil}",
            "{actor: Kil, ability: sniper_rifle, target: Civ}",
        ],
    ).replace("ruleset: am15_return", f"ruleset: {ruleset}")
    (phase,) = resolve_game(load_scenario_text(text))
    return [e.delta for e in phase.trace.events() if e.target == "Civ"]


def test_weaken_is_data_a_variant_changes_it_in_yaml_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # «атаки цели наносят в эту ночь на 15% урона меньше. Проценты от разных применений
    # суммируются»: 75 × 0.70 = 52.5 → 53
    assert _weakened_shot("am15_return") == [-53]
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    # a variant's weaken takes 25% a use: 75 × 0.5 = 37.5 → 38
    broken_copy(own, "am15_return", "weaken_percent: 15", "weaken_percent: 25", name="weak25")
    assert _weakened_shot("weak25") == [-38]


def test_a_variant_writes_an_attack_as_the_kill_familys_hp_hit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the kill family in a game with HP: `amount` of damage through numbers.damage's
    # modifiers, so the weakened killer's rifle deals what the ruleset's own kind dealt
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    broken_copy(
        own,
        "am15_return",
        "kind: hp_attack, attack: true, tags: [mafia], effect: {amount: 75, gate: ret_night},",
        "kind: kill, attack: true, tags: [mafia], effect: {amount: 75},",
        name="rifle_kill",
    )
    assert _weakened_shot("rifle_kill") == [-53]


def test_an_outright_kill_of_the_kill_family_leaves_no_hp_and_no_heal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # without `amount` the kill family kills outright («она умирает»): HP to 0, doomed
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    broken_copy(
        own,
        "am15_return",
        "kind: hp_attack, attack: true, tags: [mafia], effect: {amount: 75, gate: ret_night},",
        "kind: kill, attack: true, tags: [mafia],",
        name="rifle_death",
    )
    text = night(
        ["Kil: other/killer", "Civ: other/civilian"],
        ["{actor: Kil, ability: sniper_rifle, target: Civ}"],
    ).replace("ruleset: am15_return", "ruleset: rifle_death")
    (phase,) = resolve_game(load_scenario_text(text))
    [event] = [e for e in phase.trace.events() if e.target == "Civ"]
    assert (event.kind.value, event.hp_after, event.actor) == ("kill", 0, "Kil")
    assert not phase.trace.player("Civ").alive
