"""A passive trait switched off by an order (families.switch_off, kind `toggle_off`) and the
meditation a trait makes automatic (families.meditation, hook and `numbers` section
`meditation_by_trait`; issue 27): the trait, the meditation and the note are data. Seed
000, the sensei: «После смерти ниндзя ... медитацию включает автоматически каждую ночь (в
дополнение к любой другой способности, по желанию может выключать). Автоматическая
медитация работает из больницы, пока персонаж не в коме.»"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.effects import index
from engine.effects.families.meditation import MeditationByTrait
from engine.ruleset.load import builtin_ruleset, load_ruleset
from engine.ruleset.numbers import typed_number
from resources import DATA_DIR_ENV

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

FAMILY = "engine.effects.families."
HEADER = "extends: am15\nid: mine\nname: {ru: Моя, en: Mine}\n"
YAKUZA = """
    players:
      - {{name: Sen, public: other, secret: sensei}}
      - {{name: Nin, public: other, secret: ninja{dead}}}
      - {{name: Kil, public: other, secret: killer}}
    phases:
      - orders: [{orders}]
"""
SHOT = "{actor: Kil, ability: silenced_pistol, targets: [Sen]}"


def yakuza(*orders: str, ninja_dead: bool = True) -> str:
    return YAKUZA.format(dead=", dead: true" if ninja_dead else "", orders=", ".join(orders))


def test_the_sensei_on_the_families() -> None:
    rs = builtin_ruleset("am15")
    assert rs.abilities["no_meditation"].kind == "toggle_off"
    assert index.KINDS["toggle_off"] == FAMILY + "switch_off"
    assert index.HOOKS["meditation_by_trait"] == FAMILY + "meditation"
    assert typed_number(rs, "meditation_by_trait") == MeditationByTrait(
        trait="auto_meditation", ability="meditation", note="auto_meditation"
    )


def test_after_the_ninja_dies_the_sensei_meditates_by_himself(resolve: Resolve) -> None:
    """«медитацию включает автоматически каждую ночь»: the ninja dead, the sensei who
    orders nothing meditates (outcome `auto`, the section's note), marks the shooter and
    halves the shot (13 of 25); ordered off, he takes all 25."""
    (auto,) = resolve(yakuza(SHOT))
    said = [(a.outcome, [n.code for n in a.notes]) for a in auto.actions(ability="meditation")]
    assert said == [("auto", ["auto_meditation"]), ("mark_placed", ["meditation_mark"])]
    assert auto.deltas("Sen") == [-13]
    (off,) = resolve(yakuza(SHOT, "{actor: Sen, ability: no_meditation}"))
    assert [a.outcome for a in off.actions(ability="no_meditation")] == ["switched_off"]
    assert off.actions(ability="meditation") == []
    assert off.deltas("Sen") == [-25]


def test_nothing_to_switch_off_while_the_ninja_lives(resolve: Resolve) -> None:
    """«После смерти ниндзя ...»: before, the sensei has no automatic meditation, and an
    order to switch it off is refused (`nothing_to_switch_off`)."""
    (p1,) = resolve(yakuza("{actor: Sen, ability: no_meditation}", ninja_dead=False))
    assert p1.codes("Sen") == ["nothing_to_switch_off"]


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    return tmp_path


@pytest.mark.parametrize(
    ("section", "says"),
    [
        ("{ability: guard}", "'guard' is not a meditation (kind protect, layer meditation)"),
        ("{ability: meditaton}", "did you mean 'meditation'"),
        (
            "{trait: auto_meditaton}",
            "unknown trait 'auto_meditaton' (did you mean 'auto_meditation'?)",
        ),
        ("{trait: auto_meditation, ability: meditation, nota: x}", "did you mean 'note'"),
    ],
)
def test_a_mistake_in_the_section_is_named(data: Path, section: str, says: str) -> None:
    path = data / "rulesets" / "mine.yaml"
    path.write_text(HEADER + f"numbers:\n  meditation_by_trait: {section}\n", encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert says in str(caught.value)
    assert str(path) in str(caught.value)


def test_a_variant_switches_another_trait_off(data: Path) -> None:
    """The trait an order switches off is a checked id: an unknown one fails at load."""
    path = data / "rulesets" / "mine.yaml"
    path.write_text(
        HEADER + "abilities:\n  no_meditation: {effect: {trait: auto_meditaton}}\n",
        encoding="utf-8",
    )
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "auto_meditaton" in str(caught.value)
