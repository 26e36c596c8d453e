"""Lasting marks and the information about them as family data (issue 27): AM-15's contract,
hunt and mind cloud are the mask family's marks (families.mask), its observation and the
mind cloud's report one mechanic (families.ran), its diagnostics and HP readings
families.self_check, and its hit modifiers and after-hit effects `numbers.damage` data
(families.hit_factors, families.rewards, families.attack's counter).

What a master checks by hand: the same results as the seed's rules catalogue (tests/engine/
am15/), and that a variant changes them in YAML only — a contract lasting two phases, a
masochist fooled by the mind cloud, a vdv answering every attack — and that a mistake in
that data is named with its file and the nearest word."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset
from tests.engine.am15.test_rules_delayed import CLOUD, CONTRACT, ORDER, game

from .variant import write_variant

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve


def test_am15_marks_and_information_are_family_kinds() -> None:
    """«Заказ», «Охота», «Помутнение разума» put a lasting effect on their target (mask);
    «Наблюдение» and «Диагностика» are checks (investigate: `ran`, `self`)."""
    rs = builtin_ruleset("am15")
    kinds = {
        key: (rs.abilities[key].kind, rs.abilities[key].effect.get("effect"))
        for key in ("contract", "hunt", "mind_cloud")
    }
    assert kinds == {
        "contract": ("mask", "contract"),
        "hunt": ("mask", "hunted"),
        "mind_cloud": ("mask", "mind_cloud"),
    }
    shows = {key: rs.abilities[key].effect["shows"] for key in ("observation", "diagnostics")}
    assert shows == {"observation": "ran", "diagnostics": "self"}
    damage = rs.numbers["damage"]
    assert not any("by" in m for m in damage["modifiers"])  # no modifier of AM-15's own code
    assert damage["after"] == ["rewards", "counter"]


def test_the_contract_mark_lasts_the_next_phase_only(resolve: Resolve) -> None:
    """«Следующей ночью цель получает удвоенный урон от всех источников» (seed 000): the
    mark acts in phase 2 only (starts 1, lasts 1), the katana deals 130 then, 65 after."""
    p1, p2, p3 = resolve(
        game(
            CONTRACT,
            [ORDER],
            ["{actor: Nin, ability: katana, target: Tgt}"],
            ["{actor: Nin, ability: katana, target: Tgt}"],
        )
    )
    [mark] = [e for e in p1.player("Tgt").effects if e.kind == "contract"]
    assert (mark.since, mark.active_from, mark.active_to) == (1, 2, 2)
    assert dict(mark.params) == {"multiplier": 2, "heal": 15}
    assert p2.deltas("Tgt") == [-130] and p2.deltas("Nin") == [15]
    assert p3.deltas("Tgt") == [-65] and p3.deltas("Nin") == []


def test_the_hunt_mark_is_put_once_and_lasts(resolve: Resolve) -> None:
    """«Охота действует вечно» (seed 000): one `hunted` effect from the next phase on,
    with no end; a second hunt adds none (stacking `once`) but is announced again."""
    hunt = "{actor: Man, ability: hunt, target: Tgt}"
    players = """
        {name: Man, public: other, secret: maniac}
        {name: Tgt, public: other, secret: brute}
        {name: Civ, public: other, secret: civilian}
    """
    p1, _p2, p3 = resolve(game(players, [hunt], [], [hunt]))
    [mark] = [e for e in p3.player("Tgt").effects if e.kind == "hunted"]
    assert (mark.since, mark.active_from, mark.active_to) == (1, 2, None)
    assert p1.public["announcements"] == p3.public["announcements"]
    assert p3.public["announcements"] == [{"kind": "hunt", "target": "Tgt"}]


def test_mind_cloud_and_observation_share_what_ran(resolve: Resolve) -> None:
    """Псих: «При применении также узнаёт, какие способности тайной роли применяла в эту
    фазу мафия или якудза» · Мирный: «Наблюдение ... Узнаёт, какую способность применяла
    эта роль в эту фазу» (seed 000): one report (families.ran), by faction or by role."""
    players = CLOUD + "    {name: Obs, public: other, secret: civilian}\n"
    (p1,) = resolve(
        game(
            players,
            [
                "{actor: Psy, ability: mind_cloud, target: Civ, hp: 10, faction: mafia}",
                "{actor: Obs, ability: observation, role: brute}",
                "{actor: Bru, ability: assault, target: Ci2}",
            ],
        )
    )
    assert p1.result("Psy", "mind_cloud") == {"faction": "mafia", "abilities": ["assault"]}
    assert p1.result("Obs", "observation") == {"role": "brute", "ability": "assault"}
    assert p1.result("Nin", "observation") == {"role": "brute", "ability": "assault"}


def test_a_cloud_without_a_faction_learns_nothing(resolve: Resolve) -> None:
    """«на выбор» — the faction is the psycho's choice: without one, only the mark."""
    (p1,) = resolve(game(CLOUD, ["{actor: Psy, ability: mind_cloud, target: Civ, hp: 45}"]))
    assert p1.results("Psy", "mind_cloud") == []
    [mark] = [e for e in p1.player("Civ").effects if e.kind == "mind_cloud"]
    assert dict(mark.params) == {"hp": 45}


def variant(data: Path, body: str) -> Path:
    return write_variant(data, "am15", body)


def test_a_variant_contract_lasts_two_phases(data: Path, resolve: Resolve) -> None:
    """A variant in YAML only: the contract's mark lasts two phases (`lasts: 2`), so its
    double damage and the damager's +15 come in phase 3 too."""
    variant(data, "abilities:\n  contract: {effect: {lasts: 2}}\n")
    scenario = game(
        CONTRACT,
        [ORDER],
        ["{actor: Nin, ability: katana, target: Tgt}"],
        ["{actor: Nin, ability: katana, target: Tgt}"],
    )
    *_, p3 = resolve("ruleset: mine\n" + scenario)
    assert p3.deltas("Tgt") == [-130]
    assert p3.deltas("Nin") == [15, -10]  # +15, then the cap at 100 (95 after phase 2)


def test_a_variant_masochist_is_fooled_by_the_cloud(data: Path, resolve: Resolve) -> None:
    """«Мазохист (пассивно) – по итогам каждой фазы узнаёт свои текущие хп» — the seed names
    only diagnostics and the stuntman as fooled by a mind cloud; a variant adds the
    masochist (`fooled: true`)."""
    players = """
        {name: Psy, public: other, secret: psycho}
        {name: Ps2, public: other, secret: psycho}
        {name: Civ, public: other, secret: civilian}
    """
    scenario = game(players, ["{actor: Ps2, ability: mind_cloud, target: Psy, hp: 30}"], [])
    _, base = resolve(scenario)
    assert base.result("Psy", "masochist")["hp"] == 100
    variant(
        data,
        "numbers:\n  hp_reading:\n"
        "    wounded: {status: mortally_wounded, effect: mortal_wound, hp: mortally_wounded_hp}\n"
        "    shown_by: mind_cloud\n    trap: trap\n"
        "    self_reports: [{trait: masochist, fooled: true}]\n"
        "    warnings: [{trait: stuntman, below: warn_below, says: below_80}]\n",
    )
    _, p2 = resolve("ruleset: mine\n" + scenario)
    assert p2.result("Psy", "masochist") == {"hp": 30, "trap": False, "marks": 0}


def test_a_mistake_in_the_hp_reading_is_named(data: Path) -> None:
    path = variant(data, "numbers:\n  hp_reading: {shown_bi: mind_cloud}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "shown_bi" in str(caught.value) and "did you mean 'shown_by'" in str(caught.value)


def test_an_unknown_ruling_of_a_hit_modifier_is_named(data: Path) -> None:
    path = variant(
        data,
        "numbers:\n  damage:\n    modifiers:\n"
        "      - {target_effect: contract, effect_factor: multiplier, note: contract,\n"
        "         day_ruling: contract_day_damag}\n",
    )
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "contract_day_damag" in str(caught.value)
    assert "did you mean 'contract_day_damage'" in str(caught.value)


def test_a_variant_vdv_answers_every_attack(data: Path, resolve: Resolve) -> None:
    """«ВДВшник: Ночью контратакует атакующих его. При этом наносит каждому атаковавшему по
    15 урона» (seed 000), once per attacker by ruling vdv_counter_per; a variant without
    the ruling (`counter_ruling: null`) answers each of the killer's three shots."""
    players = """
        {name: Kil, public: other, secret: killer}
        {name: Vdv, public: vdv, secret: civilian}
        {name: Civ, public: other, secret: civilian}
    """
    scenario = game(players, ["{actor: Kil, ability: silenced_pistol, targets: [Vdv, Vdv, Vdv]}"])
    (base,) = resolve(scenario)
    assert base.deltas("Kil") == [-15]
    variant(
        data,
        "numbers:\n  attacks: {counter_ruling: null}\n",
    )
    (p1,) = resolve("ruleset: mine\n" + scenario)
    assert p1.deltas("Kil") == [-15, -15, -15]


def test_an_unknown_faction_told_what_ran_is_named(data: Path) -> None:
    """«Члены противоположной фракции ... это также узнают» (seed 000): the factions told
    are checked at load, with the nearest faction."""
    path = variant(
        data,
        "abilities:\n  observation:\n"
        "    effect: {ran: {role: role, first: true, also_to: {mafiaa: yakuza}}}\n",
    )
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "unknown faction 'mafiaa'" in str(caught.value)
    assert "did you mean 'mafia'" in str(caught.value)


def test_an_unknown_number_of_the_wounded_hp_is_named(data: Path) -> None:
    """«считается живым персонажем со 100 хп для всех проверок» (seed 000): the number
    named is checked at load."""
    path = variant(
        data,
        "numbers:\n  hp_reading:\n"
        "    wounded: {status: mortally_wounded, effect: mortal_wound, hp: mortaly_wounded_hp}\n",
    )
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "unknown number 'mortaly_wounded_hp'" in str(caught.value)
    assert "did you mean 'mortally_wounded_hp'" in str(caught.value)
