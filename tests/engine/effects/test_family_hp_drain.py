"""HP drained from a target to the actor (families.drain, kind `hp_drain`; issue 27): what
is taken, whether it is damage and what a target with less loses are data, the rulings
named by parameters. Seed 000, the gopnik: «Каждый день может отжать у цели 5 хп и
восстановить их себе. Если у цели было меньше 5 хп, всё равно восстанавливает себе 5 хп.»"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.effects import index
from engine.ruleset.load import builtin_ruleset, load_ruleset
from engine.trace import EventKind

from .variant import write_variant

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

SHAKEDOWN = """
    ruleset: {ruleset}
    rulings: {{{rulings}}}
    players:
      - {{name: Gop, public: gopnik, secret: civilian, hp: 50}}
      - {{name: Civ, public: other, secret: civilian, hp: 60}}
      - {{name: Low, public: other, secret: civilian, hp: 3}}
    phases:
      - orders: [{{actor: Gop, ability: shakedown, target: {target}}}]
"""


def shakedown(target: str, ruleset: str = "am15", rulings: str = "") -> str:
    return SHAKEDOWN.format(ruleset=ruleset, rulings=rulings, target=target)


def variant(data: Path, body: str, name: str = "mine") -> Path:
    return write_variant(data, "am15", body, name)


def test_the_gopnik_drains_with_the_family_its_rulings_named() -> None:
    ability = builtin_ruleset("am15").abilities["shakedown"]
    assert ability.kind == "hp_drain"
    assert index.KINDS["hp_drain"] == "engine.effects.families.drain"
    assert dict(ability.effect) == {
        "amount": 5,
        "damage_ruling": "shakedown_is_damage",
        "short_ruling": "shakedown_low_hp",
        "gain_note": "shakedown_gain",
    }


@pytest.mark.parametrize(
    ("ruling", "kind"), [("transfer", EventKind.DRAIN), ("damage", EventKind.DAMAGE)]
)
def test_taken_as_a_drain_or_by_the_ruling_as_damage(
    resolve: Resolve, ruling: str, kind: EventKind
) -> None:
    """«отжать у цели 5 хп»: 5 change hands (a drain, not damage) unless the ruling named
    by `damage_ruling` says damage; the gopnik's 5 is a heal event with the gain's note."""
    (p1,) = resolve(shakedown("Civ", rulings=f"shakedown_is_damage: {ruling}"))
    [taken] = p1.events(target="Civ")
    [gain] = p1.events(target="Gop")
    assert (taken.kind, taken.delta, "shakedown_is_damage" in taken.rulings) == (kind, -5, True)
    assert (gain.kind, gain.delta, [n.code for n in gain.notes]) == (
        EventKind.HEAL,
        5,
        ["shakedown_gain"],
    )


def test_a_variant_gains_only_what_it_takes(data: Path, resolve: Resolve) -> None:
    """«Если у цели было меньше 5 хп, всё равно восстанавливает себе 5 хп»: AM-15's gopnik
    gains 5 from a target with 3 (who loses the 3 he has, ruling shakedown_low_hp); a
    variant's (`gains: taken`) gains 3, or without the ruling (`short_ruling`) takes 5."""
    variant(data, "abilities:\n  shakedown: {effect: {gains: taken}}\n")
    variant(data, "abilities:\n  shakedown: {effect: {gains: taken, short_ruling: ~}}\n", "whole")
    for ruleset, taken, gained in (("am15", -3, 5), ("mine", -3, 3), ("whole", -5, 5)):
        (p1,) = resolve(shakedown("Low", ruleset=ruleset))
        assert (p1.deltas("Low", 0), p1.deltas("Gop", 0)) == ([taken], [gained]), ruleset


@pytest.mark.parametrize(
    ("effect", "says"),
    [
        ("{amount: 5, short_rulin: shakedown_low_hp}", "did you mean 'short_ruling'"),
        ("{amount: 5, short_ruling: shakedown_low}", "unknown ruling 'shakedown_low'"),
        ("{amount: 5, gains: all}", "'all' is not one of amount, taken"),
    ],
)
def test_a_mistake_in_the_drain_is_named(data: Path, effect: str, says: str) -> None:
    path = variant(data, f"abilities:\n  shakedown: {{effect: {effect}}}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert says in str(caught.value)
    assert str(path) in str(caught.value)
