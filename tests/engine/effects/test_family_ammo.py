"""Items with charges and recharge on the shared families (issue 27, item 2): AM-15's pistol
is the kill family's HP mode with banked shots (families/ammo.py), its rest the `recharge`
kind (families/recharge.py); what differs is data in the ruleset, checked at load.

What a master checks by hand: two unused phases bank two shots, a phase in hospital banks
none, after the named role's death the bonus applies (not on an inherited pistol by
ruling), rest is refused before enough abilities are spent — and a variant changes these
numbers in YAML only."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.effects import index
from engine.ruleset.load import builtin_ruleset, load_ruleset

from .variant import write_variant

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

FAMILY = "engine.effects.families."


def boss(*phases: str, killer: str = "", boss_hp: str = "", ruleset: str = "am15") -> str:
    """The boss, the killer and two civilians of 180 HP; one line of orders a phase."""
    text = f"""
ruleset: {ruleset}
players:
  - {{name: Bos, public: other, secret: boss{boss_hp}}}
  - {{name: Kil, public: other, secret: killer{killer}}}
  - {{name: Civ, public: ambal, secret: civilian, hp: 180}}
  - {{name: Ci2, public: ambal, secret: civilian, hp: 180}}
phases:
"""
    return text + "".join(f"  - orders: [{orders}]\n" for orders in phases)


def shots(*targets: str) -> str:
    return f"{{actor: Bos, ability: pistol, targets: [{', '.join(targets)}]}}"


def test_the_pistol_and_rest_run_on_families() -> None:
    rs = builtin_ruleset("am15")
    for key, kind in (("pistol", "kill"), ("rest", "recharge")):
        assert rs.abilities[key].kind == kind
        assert index.KINDS[kind].startswith(FAMILY)
    assert index.HOOKS["counters"] == FAMILY + "ammo"


def test_two_unused_phases_bank_two_shots(resolve: Resolve) -> None:
    """«За каждую ночь, когда босс не использует эту способность и не находится в больнице,
    он накапливает 1 выстрел. При использовании пистолета может потратить любое количество
    дополнительных выстрелов»
    Master: idle twice, two shots banked; phase 3 fires three (one free, two banked): 60."""
    p1, p2, p3 = resolve(boss("", "", shots("Civ", "Civ", "Ci2")))
    assert [p.player("Bos").counters["pistol_shots"] for p in (p1, p2)] == [1, 2]
    assert (p3.deltas("Civ"), p3.deltas("Ci2")) == ([-20, -20], [-20])
    [spent] = [a for a in p3.actions(ability="pistol") if a.outcome == "extra_shots"]
    assert dict(spent.notes[0].data) == {"spent": 2, "left": 0}
    assert p3.player("Bos").counters["pistol_shots"] == 0


def test_a_used_phase_banks_nothing(resolve: Resolve) -> None:
    """«За каждую ночь, когда босс не использует эту способность»: one shot, nothing banked."""
    (p1,) = resolve(boss(shots("Civ")))
    assert p1.deltas("Civ") == [-20]
    assert p1.player("Bos").counters.get("pistol_shots", 0) == 0


def test_hospital_banks_none(resolve: Resolve) -> None:
    """«... и не находится в больнице»: the boss at 40 HP lies in hospital in phase 1
    (discharged at its end, 55) and banks nothing; in phase 2 a second shot is refused."""
    p1, p2 = resolve(boss("", shots("Civ", "Civ"), boss_hp=", hp: 40"))
    assert (p1.start_hp("Bos"), p1.hp("Bos")) == (40, 55)
    assert p1.player("Bos").counters.get("pistol_shots", 0) == 0
    assert p2.codes("Bos") == ["too_many_targets"]


def test_after_the_named_role_dies_the_bonus_applies(resolve: Resolve) -> None:
    """«После смерти Киллера по желанию наносит 25 урона, и можно применять дважды без
    траты выстрелов (оба выстрела накапливаются, если не стрелять)»
    Master: killer alive: 25 refused; killer dead: two free shots of 25, an idle phase
    banks two."""
    (alive,) = resolve(boss("{actor: Bos, ability: pistol, targets: [Civ], damage: 25}"))
    assert alive.codes("Bos") == ["bad_damage"]
    p1, p2 = resolve(boss(shots("Civ", "Civ"), "", killer=", dead: true"))
    assert p1.codes() == [] and p1.deltas("Civ") == [-25, -25]
    assert p1.player("Bos").counters.get("pistol_shots", 0) == 0
    assert p2.player("Bos").counters["pistol_shots"] == 2


@pytest.mark.parametrize(("option", "damage"), [("keeps_bonus", [-25]), ("plain", [-20])])
def test_an_inherited_pistol_by_ruling(resolve: Resolve, option: str, damage: list[int]) -> None:
    """The brute «после смерти босса забирает его пистолет ... но сам выстрелы не
    накапливает»; ruling inherited_pistol_bonus (the grant's `dead_ruling`): with the
    killer dead too, 25 or a plain 20; an idle phase banks nothing either way."""
    _, p2, p3 = resolve(
        f"""
ruleset: am15
rulings: {{inherited_pistol_bonus: {option}}}
players:
  - {{name: Bos, public: other, secret: boss, dead: true}}
  - {{name: Kil, public: other, secret: killer, dead: true}}
  - {{name: Bru, public: other, secret: brute}}
  - {{name: Civ, public: ambal, secret: civilian, hp: 180}}
phases:
  - orders: []
  - orders: []
  - orders: [{{actor: Bru, ability: pistol, target: Civ}}]
"""
    )
    assert p2.player("Bru").counters.get("pistol_shots", 0) == 0
    assert p3.codes("Bru") == [] and p3.deltas("Civ") == damage


def test_rest_refuses_before_min_spent(resolve: Resolve) -> None:
    """«Отдых не может быть использован, если у мирного жителя потрачено менее 2
    способностей.» Master: one heal spent, rest is refused (rest_too_early, 1 spent)."""
    _, p2 = resolve(
        """
ruleset: am15
players:
  - {name: C1, public: other, secret: civilian}
  - {name: C2, public: other, secret: civilian}
phases:
  - orders: [{actor: C1, ability: heal, target: C2}]
  - orders: [{actor: C1, ability: rest, recharge: heal}]
"""
    )
    [refused] = p2.rejected("C1")
    assert (refused.code, dict(refused.data)) == (
        "rest_too_early",
        {"ability": "rest", "detail": "1"},
    )


def variant(data: Path, body: str) -> Path:
    return write_variant(data, "am15", body)


def test_a_variant_banks_two_a_phase_and_rests_after_one(data: Path, resolve: Resolve) -> None:
    """A variant in YAML only: the pistol's free shots 2 (so an idle phase banks two), rest
    allowed after one spent ability."""
    variant(
        data,
        "abilities:\n  pistol: {effect: {shots: 2}}\n  rest: {effect: {min_spent: 1}}\n",
    )
    p1, p2 = resolve(boss("", shots("Civ", "Civ", "Civ", "Civ"), ruleset="mine"))
    assert p1.player("Bos").counters["pistol_shots"] == 2
    assert p2.deltas("Civ") == [-20] * 4
    _, rested = resolve(
        """
ruleset: mine
players:
  - {name: C1, public: other, secret: civilian}
  - {name: C2, public: other, secret: civilian, hp: 20}
phases:
  - orders: [{actor: C1, ability: heal, target: C2}]
  - orders: [{actor: C1, ability: rest, recharge: heal}]
"""
    )
    assert rested.codes("C1") == []
    assert [a.outcome for a in rested.actions(ability="rest")] == ["recharged"]


def test_a_mistake_in_the_banked_shots_is_named(data: Path) -> None:
    path = variant(data, "abilities:\n  pistol: {effect: {ammo_countr: bullets}}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "ammo_countr" in str(caught.value)
    assert "did you mean 'ammo_counter'" in str(caught.value)


def test_an_unknown_role_whose_death_changes_the_weapon_is_named(data: Path) -> None:
    path = variant(data, "abilities:\n  pistol: {effect: {dead_role: kiler}}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "kiler" in str(caught.value) and "did you mean 'killer'" in str(caught.value)


@pytest.mark.parametrize(
    ("new", "named"),
    [
        ("{banks: false, dead_ruling: inherited_pistol_bonu}", "unknown ruling"),
        ("{bank: false, dead_ruling: inherited_pistol_bonus}", "did you mean 'banks'"),
    ],
)
def test_a_mistake_in_the_inherited_pistol_is_named(tmp_path: Path, new: str, named: str) -> None:
    """The brute's grant of the boss's pistol («сам выстрелы не накапливает») is checked
    when the ruleset loads, not when the brute first shoots."""
    old = "{banks: false, dead_ruling: inherited_pistol_bonus}"
    root = Path(__file__).resolve().parents[3]
    text = (root / "rulesets" / "am15.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "am15_variant.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "role brute: ability pistol" in str(caught.value) and named in str(caught.value)
