"""The card Collection is data: the sample file, a malformed one refused with file and line,
scenario cards added by id; the scenario keys are the ruleset's own (additive)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.effects.mafic_arena_12.cards import load_collection
from engine.model.errors import RulesetError, ScenarioError
from engine.ruleset.load import RULESETS_DIR, builtin_ruleset, ruleset_ids
from engine.scenario.load import load_scenario_text

from .helpers import hand, run
from .table import TABLE, night


def test_the_bundled_collection_is_marked_as_the_sample() -> None:
    """«В игре доступна коллекция карт (см. Коллекцию)» — the seed does not include it."""
    coll = load_collection(str(RULESETS_DIR / "mafic_arena_12.cards.yaml"))
    assert coll.sample
    assert coll.cards["bunker"].amount == 2  # the one number the seed gives
    assert "mafic_arena_12.cards" not in ruleset_ids()


def test_the_console_is_told_when_the_sample_is_in_use() -> None:
    res = run(TABLE, night())[-1]
    assert [n.code for n in res.trace.notes] == ["sample_collection"]


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("cards:\n  - {id: x, colour: purple, kind: damage}\n", 2, "colour"),
        (
            "cards:\n  - {id: x, colour: damage, kind: damage}\n  - {id: x, colour: damage, "
            "kind: damage}\n",
            3,
            "twice",
        ),
        ("cards:\n  - {id: x, colour: damage, kind: damage, amount: -1}\n", 2, "amount"),
        ("cards: [\n", 2, "YAML"),
        ("cards: []\n", 1, "no cards"),
    ],
)
def test_a_malformed_collection_is_refused_with_file_and_line(
    tmp_path: Path, text: str, line: int, words: str
) -> None:
    path = tmp_path / "bad.cards.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load_collection(str(path))
    assert err.value.file == str(path) and err.value.line == line
    assert words in err.value.message


def test_scenario_cards_are_added_by_id() -> None:
    extra = (
        "collection:\n  - {id: knife, ru: Нож, colour: damage, when: night, "
        "target: other, kind: damage, amount: 3}"
    )
    players = TABLE.replace("hand: [advice, pistol, witness],", "hand: [knife, pistol, witness],")
    res = run(players, night("{actor: Оля, ability: play_hand, card: knife, target: Аня}"), extra)[
        -1
    ]
    assert hand(res, "Аня") == ["handcuffs", "bunker"]
    assert [n.code for n in res.trace.notes] == []  # no longer the sample alone


def test_a_malformed_scenario_card_is_a_warning_not_a_crash() -> None:
    res = run(TABLE, night(), "collection:\n  - {id: bad, colour: purple}")[-1]
    assert any("malformed card" in w for w in res.trace.warnings)


def test_hp_is_refused_here_give_hand() -> None:
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(
            "ruleset: mafic_arena_12\nplayers:\n"
            "  - {name: A, public: X, secret: civilian, hp: 5}\n",
            "s.yaml",
        )
    assert err.value.line == 3 and "hp" in err.value.message


def test_other_rulesets_do_not_take_the_card_keys() -> None:
    """Additive: an AM-15 scenario with `hand:` is refused as before."""
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(
            "ruleset: am15\nplayers:\n  - {name: A, public: бугай, secret: civilian, hand: [x]}\n",
            "s.yaml",
        )
    assert "hand" in err.value.message
    assert builtin_ruleset("am15").scenario_keys.player == ()


def test_a_scenario_with_cards_dumps_and_loads_back_the_same() -> None:
    """Never lose data: the card keys survive writing the scenario out."""
    from engine.scenario.write import dump_scenario

    from .table import LIST

    scenario = load_scenario_text(
        f"ruleset: mafic_arena_12\nseed: 3\n{LIST}\nplayers:\n{TABLE}\n"
        + night("{actor: Аня, ability: play_hand, card: pistol, target: Оля, accuse: [witness]}"),
        "s.yaml",
    )
    again = load_scenario_text(dump_scenario(scenario), "again.yaml")
    assert again.extensions == scenario.extensions
    assert again.players == scenario.players and again.phases == scenario.phases


def test_rulings_document_is_current() -> None:
    """docs/rulings-mafic_arena_12.md is generated: `python -m engine rulings mafic_arena_12
    > docs/rulings-mafic_arena_12.md`."""
    from engine.__main__ import rulings_markdown

    doc = Path(__file__).resolve().parents[3] / "docs" / "rulings-mafic_arena_12.md"
    assert doc.read_text(encoding="utf-8") == rulings_markdown(builtin_ruleset("mafic_arena_12"))


def test_the_specs_start_phase_key_sets_the_first_phase() -> None:
    """The spec's scenario additions: «start_phase: night  # or day; phases then alternate»."""
    players = (
        "  - {name: A, public: Шут, secret: civilian}\n  - {name: B, public: Вор, secret: killer}"
    )
    day = load_scenario_text(
        f"ruleset: mafic_arena_12\nstart_phase: day\nplayers:\n{players}\nphases: []\n", "x.yaml"
    )
    assert day.rulings["first_phase"] == "day"
    assert day.ruleset.phase_kind(1, day.rulings).id == "day"
    with pytest.raises(ScenarioError, match="start_phase: 'noon' is not one of night, day"):
        load_scenario_text(
            f"ruleset: mafic_arena_12\nstart_phase: noon\nplayers:\n{players}\n", "x.yaml"
        )
