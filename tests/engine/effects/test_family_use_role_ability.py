"""Another role's ability used by an order (families.borrowed, kind `use_role_ability`;
issue 27): the role, the kinds it may not use, the immunity, lying low and the ruleset's
gate are data. Seed 001: «Уйти в тень (1 на игру) – применяет способность мирного
жителя. Не попадает в ловушку в эту ночь. Выглядит в эту ночь как мирный житель с точки
зрения досье, опознания и разоблачения.»"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.effects import index
from engine.ruleset.load import builtin_ruleset, load_ruleset
from resources import DATA_DIR_ENV
from tests.engine.am15_return.helpers import night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

HEADER = "extends: am15_return\nid: mine\nname: {ru: Моя, en: Mine}\n"
PLAYERS = ["Bos: other/boss", "Kom: other/commissar", "Civ: other/civilian/50", "Vip: vip/civilian"]


def lie_low(use: str, target: str, ruleset: str = "am15_return") -> str:
    orders = [
        f"{{actor: Bos, ability: lie_low, use: {use}, target: {target}}}",
        "{actor: Kom, ability: dossier, target: Bos}",
    ]
    return night(PLAYERS, orders).replace("ruleset: am15_return", f"ruleset: {ruleset}")


def test_lying_low_is_the_family_kind() -> None:
    ability = builtin_ruleset("am15_return").abilities["lie_low"]
    assert ability.kind == "use_role_ability"
    assert index.KINDS["use_role_ability"] == "engine.effects.families.borrowed"
    assert dict(ability.effect) == {
        "from_role": "civilian",
        "exclude_kinds": ["identify"],
        "immune_trait": "immune",
        "lie_low": True,
        "outcome": "lying_low",
        "gate": "ret_night",
    }


def test_the_boss_heals_as_a_civilian_and_is_seen_as_one(resolve: Resolve) -> None:
    """«применяет способность мирного жителя ... Выглядит в эту ночь как мирный житель с
    точки зрения досье»: the civilian's heal at its own step (+40), the dossier peaceful."""
    (p1,) = resolve(lie_low("heal", "Civ"))
    assert p1.deltas("Civ") == [40]
    assert [a.outcome for a in p1.actions(ability="lie_low")] == ["lying_low"]
    assert p1.result("Kom", "dossier") == {"peaceful": True}


@pytest.mark.parametrize(
    ("use", "target", "code"),
    [
        ("sniper_rifle", "Civ", "not_of_role"),  # not a civilian's
        ("identification", "Civ", "not_of_role"),  # a civilian's, of an excluded kind
        ("strike", "Vip", "immune"),  # the VIP's trait lists the strike
    ],
)
def test_what_lying_low_cannot_use(resolve: Resolve, use: str, target: str, code: str) -> None:
    (p1,) = resolve(lie_low(use, target))
    assert p1.codes("Bos") == [code]


@pytest.mark.parametrize(("option", "codes"), [("allowed", []), ("forbidden", ["not_on_self"])])
def test_the_ruleset_gate_judges_the_order(resolve: Resolve, option: str, codes: list[str]) -> None:
    """The gate `ret_night` (ruling `self_target`): lying low to heal oneself is refused
    when the ruling forbids orders on oneself."""
    text = night(PLAYERS, ["{actor: Bos, ability: lie_low, use: heal, target: Bos}"])
    (p1,) = resolve(text.replace("rulings: {", f'rulings: {{self_target: "{option}", ', 1))
    assert p1.codes("Bos") == codes


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    return tmp_path


def test_a_variant_uses_the_ability_without_lying_low(data: Path, resolve: Resolve) -> None:
    """A variant in YAML only (`lie_low: false`): the boss still heals as a civilian, but
    the dossier sees the boss he is."""
    path = data / "rulesets" / "mine.yaml"
    path.write_text(HEADER + "abilities:\n  lie_low: {effect: {lie_low: false}}\n", "utf-8")
    (p1,) = resolve(lie_low("heal", "Civ", ruleset="mine"))
    assert p1.deltas("Civ") == [40]
    assert p1.result("Kom", "dossier") == {"peaceful": False}


def test_a_mistake_in_the_role_is_named(data: Path) -> None:
    path = data / "rulesets" / "mine.yaml"
    path.write_text(HEADER + "abilities:\n  lie_low: {effect: {from_role: civilan}}\n", "utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "civilan" in str(caught.value) and "did you mean 'civilian'" in str(caught.value)
