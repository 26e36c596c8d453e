"""The end of a phase's HP steps as shared families (issue 27): regeneration, deaths with
the avenger's mortal wound, the heals per death (undertakers, the prosecutor) and the HP
cap, one implementation for AM-15 (seed 000) and «Возвращение» (seed 001), their
differences the typed sections of each YAML's `numbers`.

What a master checks by hand: who regenerates and by how much, when the avenger dies and
whose frag it is, how many deaths the undertaker is paid for, and a mistake in a section
named with its file, line and the nearest word."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.effects import index
from engine.ruleset.load import builtin_ruleset, load_ruleset
from resources import DATA_DIR_ENV
from tests.engine.am15_return.helpers import game, night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

HOOKS = ("regeneration", "deaths", "mortal_wounds", "heal_per_death", "hp_cap")


def _hooks(ruleset: str) -> set[str]:
    rs = builtin_ruleset(ruleset)
    named = {h for s in rs.steps for h in (*s.passives, *s.after)} | set(rs.end_of_phase)
    for kind in rs.phases.kinds.values():
        named |= set(kind.end_of_phase)
    return named


@pytest.mark.parametrize("ruleset", ["am15", "am15_return"])
def test_both_rulesets_end_the_phase_with_the_same_family_hooks(ruleset: str) -> None:
    """Each mechanic once: the five hooks are the families', named by both YAMLs."""
    assert set(HOOKS) <= _hooks(ruleset)
    for name in HOOKS:
        assert index.HOOKS[name].startswith("engine.effects.families."), name


# --- regeneration ------------------------------------------------------------------------


def test_am15_hospital_heals_from_the_phase_after_entering(resolve: Resolve) -> None:
    """«Он попадает в больницу, где восстанавливает 15 хп каждую ночь, начиная со
    следующей.» (seed 000)
    Master: knifed to 40 in phase 1 (hospital, no +15 yet), +15 in phase 2 -> 55."""
    p1, p2 = resolve("""
        players:
          - {name: Psy, public: other, secret: psycho}
          - {name: Pat, public: other, secret: civilian}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Psy, ability: knife, target: Pat, amount: 60}]
          - {}
    """)
    assert p1.hp("Pat") == 40 and p1.location("Pat") == "hospital"
    assert p1.events(ability="hospital") == []
    [regen] = p2.events(ability="hospital")
    assert (regen.step, regen.target, regen.delta) == (31, "Pat", 15)
    assert p2.hp("Pat") == 55


def test_return_hospital_heals_each_night(resolve: Resolve) -> None:
    """«Он лежит в больнице, где восстанавливает 15 хп каждую ночь.» (seed 001; ruling
    regen_start: from the night begun there)
    Master: a patient at 40 gets +15 at step 26, the ruling named on the event."""
    (p1,) = resolve(night(["Pat: other/civilian/40", "Civ: other/civilian"], []))
    [regen] = p1.events(ability="hospital")
    assert (regen.step, regen.delta, regen.rulings) == (26, 15, ("regen_start",))


@pytest.mark.parametrize("ruleset", ["am15", "am15_return"])
def test_the_monk_regenerates_ten(resolve: Resolve, ruleset: str) -> None:
    """Монах: «Каждую ночь лечится на 10 хп.» (seeds 000 and 001, the same words)
    Master: the monk at 60 ends the night at 70, his own regeneration."""
    text = night(["Mon: monk/civilian/60", "Civ: other/civilian"], [])
    if ruleset == "am15":
        text = text.replace("ruleset: am15_return", "ruleset: am15").replace(
            'rulings: {first_phase: "night"}\n', ""
        )
    p1 = resolve(text)[0]
    [regen] = p1.events(ability="regen")
    assert (regen.actor, regen.target, regen.delta) == ("Mon", "Mon", 10)
    assert [n.code for n in regen.notes] == ["monk"]
    assert p1.hp("Mon") == 70


# --- the undertaker ----------------------------------------------------------------------


def test_am15_undertaker_per_death_not_counting_the_executed(resolve: Resolve) -> None:
    """Гробовщик: «Восстанавливает 20 хп за каждого погибшего игрока, кроме погибшего от
    казни. Восстановление происходит только если гробовщик выжил.» (seed 000)
    Master: Ex is hanged by day and Vic knifed at night: one death counts, 50 -> 70."""
    (p1,) = resolve("""
        players:
          - {name: Und, public: undertaker, secret: civilian, hp: 50}
          - {name: Psy, public: other, secret: psycho}
          - {name: Vic, public: other, secret: civilian}
          - {name: Ex, public: other, secret: civilian}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - votes: {Und: Ex, Psy: Ex, Vic: Ex, Civ: Ex}
            orders: [{actor: Psy, ability: knife, target: Vic, amount: 100}]
    """)
    assert sorted(p1.dead()) == ["Ex", "Vic"]
    [heal] = p1.events(ability="undertaker")
    assert (heal.step, heal.delta) == (32, 20)
    assert [(n.code, dict(n.data)) for n in heal.notes] == [("undertaker", {"deaths": 1})]


def test_return_undertaker_per_night_death(resolve: Resolve) -> None:
    """«Восстанавливает 15 хп за каждого погибшего ночью игрока. Восстановление происходит
    утром, если гробовщик выжил.» (seed 001)
    Master: two shot dead in the night: 50 -> 80 in the morning."""
    (p1,) = resolve(
        night(
            [
                "Und: undertaker/civilian/50",
                "Kil: other/killer",
                "Nin: other/ninja",
                "A: other/civilian/60",
                "B: other/civilian/60",
            ],
            [
                "{actor: Kil, ability: sniper_rifle, target: A}",
                "{actor: Nin, ability: katana, target: B}",
            ],
        )
    )
    assert sorted(p1.dead()) == ["A", "B"]
    [heal] = p1.events(ability="undertaker")
    assert heal.delta == 30 and heal.rulings == ("avenger_death_counts",)


# --- the avenger -------------------------------------------------------------------------


def test_am15_avenger_mortally_wounded_then_dead_after_his_extra_phase(
    resolve: Resolve,
) -> None:
    """Мститель: «Если был убит, вместо смерти получает статус "смертельно ранен" на
    следующий день ... Теряет этот статус и становится мёртвым по окончанию дня/ночи.»
    (seed 000)
    Master: knifed in phase 1, alive and mortally wounded; dead at the end of phase 2, the
    psycho's frag."""
    p1, p2 = resolve("""
        players:
          - {name: Ave, public: avenger, secret: civilian}
          - {name: Psy, public: other, secret: psycho}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - orders: [{actor: Psy, ability: knife, target: Ave, amount: 100}]
          - {}
    """)
    assert p1.alive("Ave") and p1.status("Ave") == "mortally_wounded"
    [wounded] = p1.actions(ability="mortal_wound")
    assert wounded.outcome == "mortally_wounded" and wounded.rulings == ("avenger_death",)
    death = p2.death("Ave")
    assert death is not None and (death.frag, death.cause) == ("Psy", "mortal_wound")


def test_return_avenger_at_100_hp_for_his_extra_phase(resolve: Resolve) -> None:
    """«Смертельно раненный мститель считается живым персонажем со 100 хп.» (seed 001;
    ruling avenger_hp: set_100, else his HP stays)
    Master: shot to -15 at night, the avenger stands at 100 through the day."""
    orders = ["{actor: Kil, ability: sniper_rifle, target: Ave}"]
    players = ["Ave: avenger/civilian/50", "Kil: other/killer", "Civ: other/civilian"]
    (set_100,) = resolve(night(players, orders))
    [raised] = set_100.events(ability="mortal_wound")
    assert raised.hp_after == 100 and raised.rulings == ("avenger_hp",)
    (real,) = resolve(night(players, orders, rulings={"avenger_hp": "real"}))
    assert real.events(ability="mortal_wound") == [] and real.alive("Ave")


# --- the HP cap --------------------------------------------------------------------------


def test_am15_hp_cap_after_step_32(resolve: Resolve) -> None:
    """«Если после 32-го шага хп персонажа находятся выше максимума, они становится
    равными максимуму.» (seed 000)
    Master: the monk at 95 regenerates to 105 at step 31, cut to 100."""
    (p1,) = resolve("""
        players:
          - {name: Mon, public: monk, secret: civilian, hp: 95}
          - {name: Civ, public: other, secret: civilian}
        phases:
          - {}
    """)
    assert p1.deltas("Mon") == [10, -5]
    [cap] = p1.events(ability="cap")
    assert (cap.hp_after, [n.code for n in cap.notes]) == (100, ["cap"])


# --- a variant's mistake -----------------------------------------------------------------


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    return tmp_path


def test_a_mistake_in_a_heal_per_death_is_named(data: Path) -> None:
    path = data / "rulesets" / "mine.yaml"
    path.write_text(
        "extends: am15_return\nid: mine\nname: {ru: Моя, en: Mine}\n"
        "numbers:\n  heal_per_death:\n    heals:\n"
        "      - {trait: undertaker, note: undertaker, wounded_rulng: avenger_death_counts}\n",
        encoding="utf-8",
    )
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    said = str(caught.value)
    assert "mine.yaml" in said and "wounded_rulng" in said
    assert "did you mean 'wounded_ruling'" in said


def test_a_variant_pays_its_undertaker_for_day_deaths_in_yaml_only(
    data: Path, resolve: Resolve
) -> None:
    """A master's variant of «Возвращение» (YAML only, its data folder): the undertaker
    paid for every death, the day's executions too, 25 each. The seed's («за каждого
    погибшего ночью игрока») pays nothing for the day's hanging."""
    (data / "rulesets" / "mine.yaml").write_text(
        "extends: am15_return\nid: mine\nname: {ru: Моя, en: Mine}\n"
        "numbers:\n  heal_per_death:\n    heals:\n"
        "      - {trait: undertaker, note: undertaker}\n"
        "public_roles:\n  undertaker: {traits: [{trait: undertaker, params: {amount: 25}}]}\n",
        encoding="utf-8",
    )
    scenario = game(
        ["Und: undertaker/civilian/50", "A: other/civilian", "B: other/boss"],
        {"votes": {"Und": "B", "A": "B"}},
    )
    (base,) = resolve(scenario)
    assert base.dead() == ["B"] and base.hp("Und") == 50
    (mine,) = resolve(scenario.replace("ruleset: am15_return", "ruleset: mine"))
    assert mine.dead() == ["B"] and mine.deltas("Und") == [25]
