"""The master's own rulesets, from their data folder: found by id next to the bundled ones,
listed by `mafia-engine rulesets`, never shadowing a bundled ruleset, and a misnamed file
told apart with a message naming it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import RulesetError
from engine.__main__ import main
from engine.ruleset.load import RULESETS_DIR, builtin_ruleset, ruleset_files, ruleset_ids
from engine.userfiles.data_folder import platform_data_home, user_data_dir, user_rulesets_dir
from resources import APPLICATION, DATA_DIR_ENV, ORGANIZATION

AM15 = (RULESETS_DIR / "am15.yaml").read_text(encoding="utf-8")
# every bundled ruleset, in the order the engine lists them (ids sorted)
BUNDLED = sorted(p.stem for p in RULESETS_DIR.glob("*.yaml") if "." not in p.stem)  # not x.cards


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder with a house variant of AM-15, as a master would make one."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    (own / "house.yaml").write_text(
        AM15.replace("\nid: am15\n", "\nid: house\n", 1), encoding="utf-8"
    )
    return tmp_path


def test_a_masters_ruleset_loads_by_id_from_the_data_folder(data: Path) -> None:
    assert user_rulesets_dir() == data / "rulesets"
    # the bundled ones (more come with other seeds) and the master's own
    assert {"am15", "house"} <= set(ruleset_ids())
    house = builtin_ruleset("house")
    assert house.id == "house" and house.file == str(data / "rulesets" / "house.yaml")
    assert len(house.rulings) == len(builtin_ruleset("am15").rulings)


def test_the_cli_lists_bundled_and_own_rulesets(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rulesets", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    by_id = {line.split("\t")[0]: line.split("\t") for line in lines[:-1]}
    assert by_id["am15"] == ["am15", "Alternative Mafia 15 (former rules)", "bundled"]
    assert by_id["house"][::2] == ["house", str(data / "rulesets" / "house.yaml")]
    assert lines[-1] == f"# your own rulesets: {data / 'rulesets'}"


def test_data_dir_option_points_the_cli_at_another_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, "/nowhere")  # the option wins; restored after the test
    (tmp_path / "rulesets").mkdir()
    (tmp_path / "rulesets" / "mine.yaml").write_text(
        AM15.replace("\nid: am15\n", "\nid: mine\n", 1), encoding="utf-8"
    )
    assert main(["--data-dir", str(tmp_path), "rulings", "mine"]) == 0
    assert capsys.readouterr().out.startswith("# Rulings of `mine`")


def test_a_bundled_id_is_never_shadowed_by_a_masters_file(data: Path) -> None:
    (data / "rulesets" / "am15.yaml").write_text("not: a ruleset\n", encoding="utf-8")
    assert ruleset_files()["am15"] == RULESETS_DIR / "am15.yaml"
    assert builtin_ruleset("am15").file == str(RULESETS_DIR / "am15.yaml")


def test_a_file_named_unlike_its_id_is_refused_naming_both(data: Path) -> None:
    (data / "rulesets" / "house.yaml").rename(data / "rulesets" / "house2.yaml")
    with pytest.raises(RulesetError) as caught:
        builtin_ruleset("house2")
    message = str(caught.value)
    assert "house2.yaml" in message and "'house'" in message and "name the file" in message


def test_an_unknown_id_says_where_own_rulesets_go(data: Path) -> None:
    with pytest.raises(RulesetError, match="unknown ruleset 'chess'") as caught:
        builtin_ruleset("chess")
    message = str(caught.value)
    assert ", ".join([*BUNDLED, "house"]) in message and str(data / "rulesets") in message


def test_without_the_variable_the_platforms_place_is_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    if sys.platform.startswith("linux"):
        assert platform_data_home() == tmp_path
    assert user_data_dir() == platform_data_home() / ORGANIZATION / APPLICATION
