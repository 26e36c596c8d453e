"""Checks and visit information on the shared families (issue 27, items 2-3): what a
check shows is typed data in the ruleset, checked when it loads (file and line)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.effects import index
from engine.model.errors import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset

ROOT = Path(__file__).resolve().parents[3]
FAMILY = "engine.effects.families."


def _broken(tmp_path: Path, ruleset: str, old: str, new: str) -> str:
    text = (ROOT / "rulesets" / f"{ruleset}.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / f"{ruleset}_variant.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    return str(info.value)


@pytest.mark.parametrize(
    ("ruleset", "abilities"),
    [
        ("am15", ("eavesdrop", "dossier", "surveillance", "shadow")),
        ("am15_return", ("shadow", "dossier")),
    ],
)
def test_the_checks_run_on_the_families(ruleset: str, abilities: tuple[str, ...]) -> None:
    rs = builtin_ruleset(ruleset)
    for key in abilities:
        assert index.KINDS[rs.abilities[key].kind].startswith(FAMILY), key


def test_a_mask_with_a_typo_fails_at_load_with_file_and_line(tmp_path: Path) -> None:
    """«Досье – узнаёт, является ли цель мирной» — the masks it sees through are data."""
    text = (ROOT / "rulesets" / "am15.yaml").read_text(encoding="utf-8")
    old = "masks: [{effect: masquerade}], immune_ruling: paranoid_check_result, plain: true}"
    line = text[: text.index(old)].count("\n") + 1
    message = _broken(tmp_path, "am15", old, old.replace("{effect:", "{efect:"))
    assert f"am15_variant.yaml:{line}:" in message
    assert "unknown key 'efect'" in message and "did you mean 'effect'" in message


def test_a_shows_word_not_known_fails_at_load(tmp_path: Path) -> None:
    message = _broken(tmp_path, "am15", "effect: {shows: peaceful,", "effect: {shows: peacefull,")
    assert "am15_variant.yaml:" in message
    assert "'peacefull' is not one of verdict, role, secret_role, peaceful" in message
    assert "did you mean 'peaceful'" in message


def test_a_peaceful_role_must_exist(tmp_path: Path) -> None:
    message = _broken(
        tmp_path, "am15", "peaceful_roles: [civilian, maniac, psycho]", "peaceful_roles: [civ]"
    )
    assert "am15_variant.yaml:" in message and "civ" in message


def test_an_unknown_gate_fails_at_load(tmp_path: Path) -> None:
    message = _broken(tmp_path, "am15_return", "gate: ret_night,", "gate: ret_nite,")
    assert "unknown gate 'ret_nite'" in message and "ret_night" in message


def test_a_ruling_named_by_a_check_must_exist(tmp_path: Path) -> None:
    """The master's choice on the paranoid is recorded under a ruling the ruleset has."""
    message = _broken(
        tmp_path,
        "am15",
        'immune_ruling: paranoid_check_result, plain: true},\n     seed: "Прослушка',
        'immune_ruling: paranoid_check, plain: true},\n     seed: "Прослушка',
    )
    assert "unknown ruling 'paranoid_check'" in message
    assert "did you mean 'paranoid_check_result'" in message


def test_a_ruling_option_a_count_switches_on_must_exist(tmp_path: Path) -> None:
    """«При третьем применении способности на одну цель ... узнаёт её Тайную роль»: whether
    the count is shared is the master's ruling, named with its option in the data."""
    message = _broken(
        tmp_path,
        "am15",
        "shared_when: {investigation_count: all_civilians}",
        "shared_when: {investigation_count: all_civilian}",
    )
    assert "unknown option 'all_civilian'" in message
    assert "did you mean 'all_civilians'" in message


def test_a_named_role_parameter_must_be_the_abilitys(tmp_path: Path) -> None:
    """«Если цель имеет одну из этих ролей»: the roles are the order's own parameters."""
    message = _broken(
        tmp_path,
        "am15",
        "named_by: [mafia_role, yakuza_role]",
        "named_by: [mafia_role, yakuza]",
    )
    assert "named_by: 'yakuza' is no parameter of the ability" in message
    assert "mafia_role, yakuza_role" in message
