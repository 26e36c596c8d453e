"""Every `numbers:` section checked at load (issue 27, item 4): a broken copy of a real
ruleset fails with the file, the line and a did-you-mean, where before it loaded and a
rule went silently off («a typo in mafialife.yaml (`den_heelz`) loads without a word and
silently switches a rule off»). A master's own ruleset in the data folder gets the same
errors."""

from __future__ import annotations

import re
import shutil
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

import pytest

from engine import RulesetError
from engine.ruleset.load import RULESETS_DIR, builtin_ruleset, load_ruleset
from engine.ruleset.schema import Ref, check_refs, did_you_mean, read_value
from engine.ruleset.yamlsrc import load_yaml_text
from resources import DATA_DIR_ENV

# (ruleset, text replaced, by, what the message says, the text on the line it names)
BROKEN = [
    # the issue's own example: a shield list naming a shield that is not there
    ("mafialife", "protect: [den, den_heals]", "protect: [den, den_heelz]",
     "numbers: protection_lists: protect[1]: unknown shield 'den_heelz' "
     "(did you mean 'den_heals'?)", "protect: [den, den_heelz]"),
    ("mafialife", "outcome: actor_dies, cause: guard}", "outcome: actor_die, cause: guard}",
     "numbers: shields: guard: outcome: 'actor_die' is not one of stop, actor_dies, revive, "
     "protector_dies (did you mean 'actor_dies'?)",
     "guard: {mark: guard, outcome: actor_die"),
    ("mafialife", "when: {den_vs_heal: fails}", "when: {den_vs_heal: fail}",
     "numbers: shields: den_heals: when: den_vs_heal: unknown option 'fail' "
     "(did you mean 'fails'?)", "when: {den_vs_heal: fail}"),
    ("mafialife", "when: {den_vs_heal: fails}", "when: {den_vs_heel: fails}",
     "unknown ruling 'den_vs_heel' (did you mean 'den_vs_heal'?)", "when: {den_vs_heel"),
    ("mafialife", "except: [heal, super_heal, cure_aids]", "except: [heal, super_heal, cure_aid]",
     "numbers: shields: den: except[2]: unknown ability 'cure_aid' (did you mean 'cure_aids'?)",
     "cure_aid]"),
    ("mafialife", "super_heal: {mark: super_heal}", "super_heal: {mark: super_heel}",
     "numbers: shields: super_heal: mark: unknown mark 'super_heel' (did you mean "
     "'super_heal'?)", "{mark: super_heel}"),
    ("mafialife", "{item: condom, used_up: item_consumption}",
     "{item: condom, used_up: item_consumptio}",
     "numbers: shields: condom: used_up: unknown ruling 'item_consumptio'", "item_consumptio}"),
    ("mafialife", "super_heal: {mark: super_heal}", "super_heal: {mark: super_heal, firearm: true}",
     "numbers: shields: super_heal: unknown key 'firearm' (did you mean 'firearm_only'?)",
     "super_heal: {mark: super_heal, firearm"),
    ("mafialife", "rage_once: {rage_double: one}", "rage_once: {rage_double: once}",
     "numbers: night_switches: rage_once: rage_double: unknown option 'once' (did you mean "
     "'one'?)",
     "rage_once: {rage_double: once}"),
    ("mafialife", "rage_once: {rage_double: one}",
     "rage_once: {rage_double: one, aids_blocks: 'yes'}",
     "numbers: night_switches: rage_once: one {ruling: option}, not 2", "rage_once: {"),
    ("mafialife", "killed_lose_later_moves:", "killed_lose_later_move:",
     "numbers: night_switches: unknown switch 'killed_lose_later_move' (did you mean "
     "'killed_lose_later_moves'?)", "killed_lose_later_move:"),
    ("mafialife", "side_switch: check_side}", "side_switch: chek_side}",
     "ability check: effect side_switch: unknown entry of numbers.night_switches 'chek_side' "
     "(did you mean 'check_side'?)", "side_switch: chek_side"),
    ("mafialife", "aids: {cause: aids, cured_by: cure_aids}", "aids: {cause: aids, cured_by: cure}",
     "numbers: delayed_deaths: aids: cured_by: unknown mark 'cure'", "cured_by: cure}"),
    ("mafialife", "    lynch_only:", "    lynch_onyl:",
     "numbers: day_vote: hanging: unknown key 'lynch_onyl' (did you mean 'lynch_only'?)",
     "lynch_onyl:"),
    ("mafialife", "  hp: false", "  hp: false\n  den_heelz: true",
     "numbers: unknown key 'den_heelz' (the keys code reads: ", "den_heelz: true"),
    ("mafialife", "{prefix: \"item.\", en: Items, ru: Товары}",
     "{prefix: \"item.\", en: Items, ru: Товары, name: ability}",
     "numbers: setup_columns[1]: unknown key 'name' (did you mean 'names'?)", "name: ability}"),
    # an ability's own parameters (each effect kind declares them) say so too
    ("am15", "outright_roles:", "outright_role:",
     "unknown key 'outright_role' for kind 'kill' (did you mean 'outright_roles'?)",
     "outright_role"),
    ("am15", "reveal_every:", "reveal_evry:",
     "numbers: unknown key 'reveal_evry' (did you mean 'reveal_every'?)", "reveal_evry:"),
    ("am15", "heal_step: 30", "heal_step: 300",
     "numbers: heal_step: unknown step '300'", "heal_step: 300"),
    ("am15", "small_game_ruling: small_game_variant", "small_game_ruling: small_game",
     "numbers: small_game_ruling: unknown ruling 'small_game' (did you mean "
     "'small_game_variant'?)", "small_game_ruling: small_game"),
    ("am15_return", "betrayal_multiplier: 2", "betrayal_multiplier: two",
     "numbers: betrayal_multiplier must be a whole number, not 'two'", "betrayal_multiplier"),
    ("metamorphs", "skip_counter: skips", "skip_countr: skips",
     "numbers: vote_post: unknown key 'skip_countr' (did you mean 'skip_counter'?)",
     "skip_countr: skips"),
    # a vote post is a form (template and phrase) or forum markup (issue 28), never neither
    ("mafiascum", "vote_post: {markup: forum}", "vote_post: {markup: forun}",
     "numbers: vote_post: markup: 'forun' is not one of forum (did you mean 'forum'?)",
     "vote_post: {markup"),
    ("mafiascum", "vote_post: {markup: forum}", "vote_post: {skip_counter: skips}",
     "numbers: vote_post: needs 'template' and 'phrase' (a vote post's form), or 'markup: "
     "forum'", "vote_post: {skip"),
    ("mafiascum", "vote_post: {markup: forum}", "vote_post: {markup: forum, phrase: vote}",
     "numbers: vote_post: give 'markup: forum' or 'template' and 'phrase', not both",
     "vote_post: {markup"),
    ("mafic_arena_12", "boss: {damage: 2,", "boss: {damge: 2,",
     "numbers: odds: boss: 'damge' is not one of damage, recon, control, support, neutral "
     "(did you mean 'damage'?)", "boss: {damge"),
    ("mafic_arena_12", "role_side: {boss:", "role_side: {bos:",
     "numbers: role_side: unknown secret role 'bos' (did you mean 'boss'?)", "role_side: {bos:"),
]  # fmt: skip


def broken_copy(folder: Path, ruleset: str, old: str, new: str, name: str | None = None) -> Path:
    text = (RULESETS_DIR / f"{ruleset}.yaml").read_text(encoding="utf-8")
    assert text.count(old) >= 1, old
    for extra in RULESETS_DIR.glob(f"{ruleset}.*.yaml"):  # its own data (the card game's)
        shutil.copy(extra, folder)
    path = folder / f"{name or ruleset}.yaml"
    text = text.replace(old, new, 1)
    if name:
        text = text.replace(f"\nid: {ruleset}\n", f"\nid: {name}\n", 1)
    path.write_text(text, encoding="utf-8")
    return path


def line_of(path: Path, marker: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if marker in line)


def assert_fails_at_load(
    folder: Path, ruleset: str, old: str, new: str, says: str, at: str | None
) -> None:
    """A copy of `ruleset` with `old` made `new` fails to load saying `says`, naming the
    copy and (when `at` is given) the line holding `at`."""
    path = broken_copy(folder, ruleset, old, new)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    error = caught.value
    assert says in error.message
    assert error.file == str(path)
    if at is not None:
        assert error.line == line_of(path, at)


@pytest.mark.parametrize(("ruleset", "old", "new", "says", "at"), BROKEN)
def test_a_broken_section_fails_at_load_naming_file_line_and_a_guess(
    tmp_path: Path, ruleset: str, old: str, new: str, says: str, at: str
) -> None:
    assert_fails_at_load(tmp_path, ruleset, old, new, says, at)


def test_a_masters_own_ruleset_gets_the_same_errors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    path = broken_copy(own, "mafialife", *BROKEN[0][1:3], name="my_life")
    with pytest.raises(RulesetError) as caught:
        builtin_ruleset("my_life")
    assert str(caught.value) == f"{path}:{line_of(path, 'den_heelz')}: {BROKEN[0][3]}"


def test_every_bundled_ruleset_passes_its_schemas() -> None:
    for path in RULESETS_DIR.glob("*.yaml"):
        if "." not in path.stem:
            assert load_ruleset(path).id == path.stem


# --- the schema reader itself ----------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    name: str
    size: Literal["small", "large"] = "small"
    tags: tuple[Annotated[str, Ref("tag")], ...] = ()
    limit: int | None = None
    except_: tuple[str, ...] = field(default=(), metadata={"key": "except"})


def read(text: str) -> tuple[object, list[object]]:
    root = load_yaml_text(text, "t.yaml", RulesetError)
    typed, found = read_value(Mapping[str, Item], root["items"], "items", root, "items")
    return typed, list(found)


def test_records_come_back_typed_with_their_ids_to_look_up() -> None:
    typed, found = read("items:\n  a: {name: A, tags: [x, y], except: [z]}\n  b: {name: B}\n")
    assert typed == {
        "a": Item("A", tags=("x", "y"), except_=("z",)),
        "b": Item("B"),
    }
    check_refs(found, {"tag": {"x", "y"}})  # type: ignore[arg-type]
    with pytest.raises(RulesetError, match=r"t.yaml:2: items: a: tags\[1\]: unknown tag 'y'"):
        check_refs(found, {"tag": {"x"}})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("items:\n  a: {nam: A}\n", "t.yaml:2: items: a: unknown key 'nam' (did you mean 'name'?)"),
        ("items:\n  a: {size: small}\n", "t.yaml:2: items: a: missing key 'name'"),
        ("items:\n  a: {name: A, size: big}\n", "items: a: size: 'big' is not one of small, large"),
        ("items:\n  a: {name: A, limit: yes}\n", "items: a: limit"),
        ("items:\n  a: {name: 3}\n", "items: a: name must be text, not 3"),
        ("items:\n  a: [1]\n", "items: a must be a mapping"),
    ],
)
def test_a_value_of_the_wrong_shape_is_named(text: str, says: str) -> None:
    with pytest.raises(RulesetError) as caught:
        read(text)
    assert says in str(caught.value)


def test_did_you_mean() -> None:
    assert did_you_mean("den_heelz", ["den", "den_heals"]) == " (did you mean 'den_heals'?)"
    assert did_you_mean("zzz", ["a", "b"]) == " (known: a, b)"
    assert did_you_mean("zzz", [str(i) for i in range(20)]) == ""


def test_every_numbers_key_the_code_reads_has_a_schema() -> None:
    """A key read but declared nowhere would make every ruleset that has it fail to load,
    and one that lacks it fail late: each read names a declared key."""
    from engine.effects import known_numbers
    from engine.ruleset.numbers import CORE

    root = Path(__file__).resolve().parents[3]
    reads = re.compile(
        r'ctx\.number\("(\w+)"\)|\.numbers(?:\.get\(|\[)"(\w+)"|"(\w+)" in [\w.]*\.numbers'
        r'|typed_number\([\w.]+, "(\w+)"'
    )
    read: set[str] = set()
    for package in ("engine", "mastergui"):
        for path in (root / package).rglob("*.py"):
            for match in reads.finditer(path.read_text(encoding="utf-8")):
                read.add(next(g for g in match.groups() if g))
    # (mortally_wounded_hp is named by data now: numbers.hp_reading.wounded.hp)
    assert {"shields", "protection_lists", "hit_rewards", "vote_post", "hp"} <= read
    assert read - set(CORE) - known_numbers() == set()


def test_a_section_reads_back_typed() -> None:
    from engine.effects.families.day_vote import DayVoteParams
    from engine.effects.families.shields import Shield
    from engine.ruleset.numbers import typed_number

    rs = builtin_ruleset("mafialife")
    shields = typed_number(rs, "shields")
    assert shields["den_heals"] == Shield(
        mark="den",
        abilities=("heal", "super_heal", "cure_aids"),
        outcome="actor_dies",
        cause="den",
        when={"den_vs_heal": "fails"},
    )
    assert typed_number(rs, "day_vote").hanging.lynch_only == ("maniac", "killer", "lynch_licence")
    assert isinstance(typed_number(rs, "day_vote"), DayVoteParams)
    assert typed_number(rs, "vote_post", "none") == "none"


@dataclass(frozen=True)
class _FamilyParams:
    """A family's parameters with what only this reader knew: a closed set of words."""

    mode: Literal["all", "any"] = "all"
    ids: list[str] = field(default_factory=list)
    limit: int | None = None


def _never(message: str, _key: str | None) -> typing.NoReturn:
    raise RulesetError(f"ability x: {message}")


def test_the_families_read_with_this_reader() -> None:
    """Issue 27: two schema readers existed (this one and engine/effects/families/
    schema.py); the families' `read` is this one now: a Literal, lists as tuples, the same
    did-you-mean, with the file and line of a YAML section."""
    from engine.effects.families import schema

    got = schema.read(_FamilyParams, {"mode": "any", "ids": ["a"]}, "ability x", _never)
    assert got == _FamilyParams("any", ("a",))  # type: ignore[arg-type]
    assert schema.params_of(_FamilyParams) == {
        "mode": (str,),
        "ids": (list,),
        "limit": (int, type(None)),  # an optional field takes YAML null (loot's `phases: null`)
    }
    message = r"mode: 'anny' is not one of all, any \(did you mean 'any'\?\)"
    with pytest.raises(RulesetError, match=message):
        schema.read(_FamilyParams, {"mode": "anny"}, "ability x", _never)
    yaml = load_yaml_text("v:\n  mode: any\n  limt: 3\n", "t.yaml", RulesetError)
    with pytest.raises(RulesetError) as caught:
        schema.read(_FamilyParams, yaml["v"], "numbers: v", _never)
    assert str(caught.value) == "t.yaml:3: numbers: v: unknown key 'limt' (did you mean 'limit'?)"
