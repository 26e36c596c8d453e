"""«Возвращение»'s abilities written as shared families (issue 27): attacks, ammunition,
traps, counts, masks, the witness and the copy are family kinds whose parameters and
`numbers` sections are checked at load (file, line, did-you-mean) and that a master's
variant changes in YAML only. Quotes: seed 001."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario.load import load_scenario_text, resolve_game
from resources import DATA_DIR_ENV
from tests.engine.ruleset.test_ruleset_schema import assert_fails_at_load, broken_copy

from .helpers import night

BROKEN = [
    ("effect: {amount: 20, spends_ammo: true,", "effect: {amount: 20, spends_amo: true,",
     "unknown key 'spends_amo' for kind 'hp_attack' (did you mean 'spends_ammo'?)", "spends_amo"),
    ("cancels_ruling: trap_cancels_action}", "cancels_ruling: trap_cancel_action}",
     "numbers: traps: cancels_ruling: unknown ruling 'trap_cancel_action' (did you mean "
     "'trap_cancels_action'?)", None),
    ("attacks: {strongest_ruling: strongest_attack,",
     "attacks: {strongest_rulings: strongest_attack,",
     "unknown key 'strongest_rulings' (did you mean 'strongest_ruling'?)", "strongest_rulings"),
    ("effect: {counter: exposure,", "effect: {countr: exposure,",
     "unknown key 'countr' for kind 'add_count' (did you mean 'counter'?)", "countr"),
    ("ammo: {counter: cartridges,", "ammo: {counter: cartridges, supply_flag: x,",
     "unknown key 'supply_flag' (did you mean 'supplied_flag'?)", "supply_flag"),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "says", "at"), BROKEN)
def test_a_broken_family_parameter_fails_at_load(
    tmp_path: Path, old: str, new: str, says: str, at: str | None
) -> None:
    assert_fails_at_load(tmp_path, "am15_return", old, new, says, at)


YAKUZA = ["Nin: other/ninja", "Kom: other/commissar", "Civ: other/civilian"]


def _trap_hit(ruleset: str) -> list[int]:
    text = night(
        YAKUZA,
        ["{actor: Nin, ability: trap, target: Kom}"],
        [],
        ["{actor: Kom, ability: dossier, target: Civ}"],
    ).replace("ruleset: am15_return", f"ruleset: {ruleset}")
    *_, third = resolve_game(load_scenario_text(text))
    return [e.delta for e in third.trace.events() if e.target == "Kom" and e.ability == "trap"]


def test_the_trap_is_data_a_variant_changes_its_damage_in_yaml_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # «Если следующей ночью цель попытается выполнить ночное действие, ловушка сработает и
    # нанесёт 95 урона»
    assert _trap_hit("am15_return") == [-95]
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    broken_copy(
        own,
        "am15_return",
        "kind: set_trap, effect: {damage: 95,",
        "kind: set_trap, effect: {damage: 60,",
        name="trap60",
    )
    assert _trap_hit("trap60") == [-60]


def test_the_pistol_spends_a_cartridge_per_shot_and_refuses_more_than_held() -> None:
    # «Пистолет – наносит 20 урона цели, тратя 1 патрон»; the boss «в начале каждой ночи
    # получает 1 патрон»: one cartridge on night 1, so two shots are refused
    one = night(
        ["Bos: other/boss", "Civ: other/civilian", "Kom: other/commissar"],
        ["{actor: Bos, ability: pistol, targets: [Civ]}"],
    )
    (phase,) = resolve_game(load_scenario_text(one))
    assert [e.delta for e in phase.trace.events() if e.target == "Civ"] == [-20]
    two = one.replace("targets: [Civ]", "targets: [Civ, Kom]")
    (phase,) = resolve_game(load_scenario_text(two))
    assert [e.delta for e in phase.trace.events() if e.target in ("Civ", "Kom")] == []
    [refused] = phase.trace.rejected
    assert (refused.code, dict(refused.data)) == (
        "too_many_targets",
        {"ability": "pistol", "given": 2, "max": 1},
    )
