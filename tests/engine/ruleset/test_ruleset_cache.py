"""The cache of parsed rulesets (issue 10: the console starts without parsing YAML again).
What a master relies on: the rules in force are always those of the file as it is now;
a damaged or foreign cache entry is never trusted, only rebuilt."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pytest

from engine.effects.mafic_arena_12.cards import load_collection
from engine.model.errors import RulesetError
from engine.ruleset import cache as ruleset_cache
from engine.ruleset.cache import cached_ruleset
from engine.ruleset.load import RULESETS_DIR, Ruleset, load_ruleset, ruleset_ids
from resources import CACHE_DIR_ENV


class CountingLoad:
    """`load_ruleset`, counting how often the YAML was really parsed."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, path: Path) -> Ruleset:
        self.calls += 1
        return load_ruleset(path)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(CACHE_DIR_ENV, str(folder))
    return folder / ruleset_cache.FOLDER


@pytest.fixture
def am15(tmp_path: Path) -> Path:
    """A master's own copy of AM-15, to be edited."""
    copy = tmp_path / "rules" / "am15.yaml"
    copy.parent.mkdir()
    shutil.copy(RULESETS_DIR / "am15.yaml", copy)
    return copy


def entries(cache: Path) -> list[Path]:
    return sorted(cache.glob("*.pickle"))


@pytest.mark.parametrize("rid", ruleset_ids())
def test_a_cached_ruleset_is_the_parsed_one(cache: Path, rid: str) -> None:
    path = RULESETS_DIR / f"{rid}.yaml"
    load = CountingLoad()
    first = cached_ruleset(path, load)
    again = cached_ruleset(path, load)
    assert load.calls == 1  # the second start read the cache
    assert again == first == load_ruleset(path)
    assert again is not first
    assert len(entries(cache)) == 1


def test_an_edited_ruleset_file_is_parsed_again(cache: Path, am15: Path) -> None:
    load = CountingLoad()
    before = cached_ruleset(am15, load)
    text = am15.read_text(encoding="utf-8")
    assert "\ndefault_hp: 100 " in text
    am15.write_text(text.replace("\ndefault_hp: 100 ", "\ndefault_hp: 120 "), encoding="utf-8")
    after = cached_ruleset(am15, load)
    assert load.calls == 2
    assert (before.default_hp, after.default_hp) == (100, 120)
    assert cached_ruleset(am15, load).default_hp == 120 and load.calls == 2


def test_a_change_to_the_engine_code_drops_the_entry(
    cache: Path, am15: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    load = CountingLoad()
    cached_ruleset(am15, load)
    real = ruleset_cache.engine_fingerprint
    monkeypatch.setattr(
        ruleset_cache, "engine_fingerprint", lambda *extra: real(b"another engine", *extra)
    )
    cached_ruleset(am15, load)
    assert load.calls == 2


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: b"",
        lambda data: b"\x80\x04 not a pickle at all",
        lambda data: data[: len(data) // 2],  # the right key, half a payload
        lambda data: data.replace(b"am15", b"xx15"),  # the right key, a wrong payload
        lambda data: data[:-40] + os.urandom(40),
    ],
    ids=["empty", "garbage", "truncated", "altered", "random tail"],
)
def test_a_damaged_entry_is_ignored_and_rewritten(cache: Path, am15: Path, damage: object) -> None:
    load = CountingLoad()
    good = cached_ruleset(am15, load)
    [entry] = entries(cache)
    entry.write_bytes(damage(entry.read_bytes()))  # type: ignore[operator]
    assert cached_ruleset(am15, load) == good
    assert load.calls == 2
    assert cached_ruleset(am15, load) == good and load.calls == 2  # rewritten, used again


def test_an_entry_of_another_object_is_not_used(cache: Path, am15: Path) -> None:
    """A pickle that is not this file's ruleset (another file's entry copied over it) is
    parsed again."""
    load = CountingLoad()
    cached_ruleset(am15, load)
    other = am15.with_name("am15_return.yaml")
    shutil.copy(RULESETS_DIR / "am15_return.yaml", other)
    cached_ruleset(other, load)
    first, second = entries(cache)
    second.write_bytes(first.read_bytes())
    assert cached_ruleset(other, load).id in ("am15", "am15_return")
    assert load.calls == 3


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX permissions")
def test_a_cache_others_could_write_is_never_read(cache: Path, am15: Path) -> None:
    load = CountingLoad()
    cached_ruleset(am15, load)
    [entry] = entries(cache)
    entry.chmod(0o666)  # anyone may have put their own pickle here
    cached_ruleset(am15, load)
    assert load.calls == 2
    entry.chmod(0o600)
    cache.chmod(0o777)  # the folder itself: nothing read, nothing written
    entry.unlink()
    cached_ruleset(am15, load)
    cached_ruleset(am15, load)
    assert load.calls == 4 and entries(cache) == []


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="needs root to chown")
def test_an_entry_owned_by_someone_else_is_never_read(cache: Path, am15: Path) -> None:
    load = CountingLoad()
    cached_ruleset(am15, load)
    [entry] = entries(cache)
    os.chown(entry, 65534, 65534)
    cached_ruleset(am15, load)
    assert load.calls == 2


def test_without_the_engine_sources_nothing_is_cached(
    cache: Path, am15: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ruleset_cache, "engine_fingerprint", lambda *extra: None)
    load = CountingLoad()
    cached_ruleset(am15, load)
    cached_ruleset(am15, load)
    assert load.calls == 2 and not cache.exists()


def test_a_cache_folder_that_cannot_be_made_only_means_parsing(
    tmp_path: Path, am15: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(CACHE_DIR_ENV, str(blocker))
    load = CountingLoad()
    assert cached_ruleset(am15, load) == load_ruleset(am15)
    assert load.calls == 1


def test_a_bad_ruleset_file_still_reports_its_own_error(cache: Path, am15: Path) -> None:
    """The cache never hides what is wrong with a file: the error is the parser's."""
    am15.write_text("schema_version: [1\n", encoding="utf-8")
    with pytest.raises(Exception, match=r"not valid YAML") as err:
        cached_ruleset(am15, load_ruleset)
    assert str(am15) in str(err.value)
    assert entries(cache) == []


def test_no_home_folder_only_means_parsing(am15: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def nowhere() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(ruleset_cache, "user_cache_dir", nowhere)
    assert cached_ruleset(am15, load_ruleset) == load_ruleset(am15)


def test_an_edited_card_collection_is_parsed_again(cache: Path, tmp_path: Path) -> None:
    """The card names and the collection's check are parsed into the ruleset: a master who
    renames a card, or breaks the file, sees that at the next start, never the old cards."""
    folder = tmp_path / "arena"
    folder.mkdir()
    for name in ("mafic_arena_12.yaml", "mafic_arena_12.cards.yaml"):
        shutil.copy(RULESETS_DIR / name, folder / name)
    path = folder / "mafic_arena_12.yaml"
    load = CountingLoad()
    assert cached_ruleset(path, load).text["source.pistol"]["ru"] == "Пистолет"
    cards = folder / "mafic_arena_12.cards.yaml"
    cards.write_text(
        cards.read_text(encoding="utf-8").replace("ru: Пистолет,", "ru: Револьвер,"),
        encoding="utf-8",
    )
    load_collection.cache_clear()  # the next start of the console
    assert cached_ruleset(path, load).text["source.pistol"]["ru"] == "Револьвер"
    assert load.calls == 2
    cards.write_text("cards: [{id: pistol\n", encoding="utf-8")
    load_collection.cache_clear()
    with pytest.raises(RulesetError, match=r"mafic_arena_12\.cards\.yaml"):
        cached_ruleset(path, load)


@pytest.mark.parametrize("rid", ["am15", "mafic_arena_12"])
def test_a_ruleset_used_by_the_simulator_is_cached_without_its_tables(
    cache: Path, rid: str
) -> None:
    """The simulator keeps derived tables on a loaded ruleset (Ruleset.memo: the step plan
    holds hook functions; ability_named). A ruleset cached after such use is still cached,
    carries none of them (rebuilt on first use), and plays the same phase the same way."""
    from engine import new_game, resolve_phase
    from engine.simulate.play import POLICIES, SeededMaster, game_seed
    from engine.simulate.table import deal_table

    def play_one_phase(rs: Ruleset) -> dict[str, object]:
        seed = game_seed(5, 0)
        state = new_game(rs, deal_table(rs, max(14, rs.min_players), seed), seed)
        chooser = POLICIES["greedy"](rs, random.Random(seed))
        phase = chooser.phase_input(state)
        master = SeededMaster(random.Random(1))
        return resolve_phase(rs, state, phase, master, display=False).state.to_json()

    played: list[dict[str, object]] = []

    def load_and_use(path: Path) -> Ruleset:
        rs = load_ruleset(path)
        played.append(play_one_phase(rs))
        assert rs._memo and rs._named  # the tables were built before the cache writes it
        return rs

    path = RULESETS_DIR / f"{rid}.yaml"
    first = cached_ruleset(path, load_and_use)
    again = cached_ruleset(path, load_and_use)
    assert len(played) == 1  # the second start read the cache: the used ruleset pickled
    assert again == first
    assert again._memo == {} and again._named == {}
    assert first._memo  # pickling did not empty the ruleset in use
    assert play_one_phase(again) == played[0]
