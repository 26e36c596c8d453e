"""The day vote and execution written once (issue 27, item 3): every bundled ruleset's day
runs the one hook `day_vote` of engine/effects/families, its differences the typed keys of
`numbers.day_vote`, checked when the ruleset loads. What each ruleset's vote does is
tested with that ruleset (tests/engine/<ruleset>/, the golden traces)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.effects import index
from engine.model.errors import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset
from engine.ruleset.numbers import typed_number

ROOT = Path(__file__).resolve().parents[3]
RULESETS = ["am15", "am15_return", "mafialife", "mafiascum", "mafic_arena_12", "metamorphs"]
FAMILY = "engine.effects.families."
OLD_HOOKS = {"vote", "ret_vote", "meta_vote", "night_hanging", "ma_veche", "majority_vote"}


@pytest.mark.parametrize("rid", RULESETS)
def test_every_ruleset_votes_by_the_one_family_hook(rid: str) -> None:
    rs = builtin_ruleset(rid)
    hooks = {h for s in rs.steps for h in (*s.passives, *s.after)}
    assert "day_vote" in hooks
    assert index.HOOKS["day_vote"].startswith(FAMILY)
    assert typed_number(rs, "day_vote") is not None  # its own ways, as data


def test_no_ruleset_keeps_a_vote_hook_of_its_own() -> None:
    assert OLD_HOOKS.isdisjoint(index.HOOKS)
    assert not (ROOT / "engine" / "effects" / "meta").exists()


def test_the_ways_differ_only_by_data() -> None:
    ways = {
        rid: (p.reader, p.count, p.execution, p.ties)
        for rid in RULESETS
        if (p := typed_number(builtin_ruleset(rid), "day_vote"))
    }
    assert ways == {
        # «более половины голосов»
        "am15": ("names", "majority_of_cast", "hp", ()),
        "am15_return": ("names", "majority_of_cast", "hp", ()),
        # «больше всего учтённых голосов»; a tie: the master, by the ruling hanging_tie
        "mafialife": ("names", "most", "die", ("master",)),
        # «Eliminations require a majority of votes»
        "mafiascum": ("thread", "hammer", "flip", ("master",)),
        # «Если строгое большинство голосов "за мир", то казни не происходит»; «выше по списку»
        "mafic_arena_12": ("names", "most", "hook", ("list",)),
        # «При ничьей ... повторное голосование ...; в случае повторной ничьей Ведущий
        # кидает монетку»
        "metamorphs": ("posts", "most", "flip", ("revote", "coin")),
    }


def _broken(tmp_path: Path, rid: str, old: str, new: str) -> str:
    text = (ROOT / "rulesets" / f"{rid}.yaml").read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / f"{rid}_variant.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    return str(info.value)


def test_a_typo_in_the_section_names_the_key(tmp_path: Path) -> None:
    message = _broken(tmp_path, "mafialife", "    no_vote_days: [1]", "    no_vote_day: [1]")
    assert "no_vote_day" in message and "did you mean 'no_vote_days'" in message
    assert "mafialife_variant.yaml" in message


def test_a_word_outside_the_family_s_ways_fails(tmp_path: Path) -> None:
    message = _broken(tmp_path, "am15", "    count: majority_of_cast", "    count: two_thirds")
    assert "two_thirds" in message


def test_a_named_ruling_must_exist(tmp_path: Path) -> None:
    message = _broken(tmp_path, "metamorphs", "coin_ruling: coin_toss", "coin_ruling: coin")
    assert "unknown ruling 'coin'" in message and "coin_toss" in message


def test_a_named_ruling_offers_only_what_the_family_understands(tmp_path: Path) -> None:
    """«в случае повторной ничьей Ведущий кидает монетку»: the coin is the master's (a
    seeded pick when he does not answer); a dice option has no code behind it."""
    old = "      master: {en: \"the master's coin"
    new = '      dice: {en: "a dice", ru: "кубик"}\n' + old
    message = _broken(tmp_path, "metamorphs", old, new)
    assert "coin_ruling" in message and "'dice'" in message and "master" in message
