"""A variant's parsed ruleset is cached like any other (the console starts without parsing
YAML again), and the rules in force are still those of the files as they are now: an
edited variant is parsed again, and so is a variant whose base (or the base's base) was
edited. The store's verification stamps depend on the same files (`fingerprint.data_files`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.ruleset.cache import cached_ruleset
from engine.ruleset.load import RULESETS_DIR, Ruleset, load_ruleset
from engine.userfiles.fingerprint import data_files
from resources import CACHE_DIR_ENV, DATA_DIR_ENV

BASE = (RULESETS_DIR / "am15_return.yaml").read_text(encoding="utf-8")


class CountingLoad:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, path: Path) -> Ruleset:
        self.calls += 1
        return load_ruleset(path)


@pytest.fixture
def own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The master's rulesets folder: their own copy of «Возвращение» (`house_base`), a
    variant of it (`house`) and a variant of that (`house_game`)."""
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path / "cache"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    folder = tmp_path / "data" / "rulesets"
    folder.mkdir(parents=True)
    (folder / "house_base.yaml").write_text(
        BASE.replace("\nid: am15_return\n", "\nid: house_base\n", 1), encoding="utf-8"
    )
    (folder / "house.yaml").write_text(
        "extends: house_base\nid: house\nname: {ru: Дом, en: House}\n"
        "abilities:\n  heal: {effect: {amount: 50}}\n",
        encoding="utf-8",
    )
    (folder / "house_game.yaml").write_text(
        "extends: house\nid: house_game\nname: {ru: Игра, en: Game}\n", encoding="utf-8"
    )
    return folder


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_an_unchanged_variant_is_read_from_the_cache(own: Path) -> None:
    load = CountingLoad()
    first = cached_ruleset(own / "house.yaml", load)
    again = cached_ruleset(own / "house.yaml", load)
    assert load.calls == 1 and again == first and again is not first
    assert again.abilities["heal"].effect["amount"] == 50


def test_an_edited_variant_is_parsed_again(own: Path) -> None:
    load = CountingLoad()
    cached_ruleset(own / "house.yaml", load)
    edit(own / "house.yaml", "amount: 50", "amount: 55")
    assert cached_ruleset(own / "house.yaml", load).abilities["heal"].effect["amount"] == 55
    assert load.calls == 2


@pytest.mark.parametrize("variant", ["house", "house_game"])
def test_an_edited_base_is_parsed_again(own: Path, variant: str) -> None:
    """`house_game` extends `house`, which extends `house_base`: the edit is two files away."""
    load = CountingLoad()
    path = own / f"{variant}.yaml"
    assert cached_ruleset(path, load).default_hp == 100
    edit(own / "house_base.yaml", "\ndefault_hp: 100 ", "\ndefault_hp: 120 ")
    assert cached_ruleset(path, load).default_hp == 120
    assert cached_ruleset(path, load).default_hp == 120 and load.calls == 2


def test_the_stores_stamps_depend_on_the_base_too(own: Path) -> None:
    before = data_files(str(own / "house_game.yaml"))
    assert len(before) == 2  # house.yaml and house_base.yaml
    edit(own / "house_base.yaml", "\ndefault_hp: 100 ", "\ndefault_hp: 120 ")
    assert data_files(str(own / "house_game.yaml")) != before
    assert data_files(str(RULESETS_DIR / "am15_return.yaml")) == []  # no variant: nothing more
