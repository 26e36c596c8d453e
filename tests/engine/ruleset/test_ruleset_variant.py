"""A master writes a variant (issue 27, item 7): a ruleset file in the data folder's
`rulesets/` that says `extends: <ruleset id>` and only what differs. What a master checks by
hand: the shipped example (docs/examples/rulesets/return_house.yaml) loads by the CLI, a game
on it resolves with the changed heal, role and ruling while the rest is the base's, and a
mistake is named by its file and line — the variant's, or the base's said to be the base's."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine import RulesetError
from engine.__main__ import main
from engine.ruleset.load import builtin_ruleset, load_ruleset
from resources import DATA_DIR_ENV

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "docs" / "examples" / "rulesets" / "return_house.yaml"
GAME = ROOT / "docs" / "examples" / "return_house_game.yaml"
BASE = ROOT / "rulesets" / "am15_return.yaml"
HEADER = "extends: am15_return\nid: mine\nname: {ru: Моя, en: Mine}\n"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A master's data folder holding the example variant, as New game and the CLI see it."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    shutil.copy(EXAMPLE, tmp_path / "rulesets" / EXAMPLE.name)
    return tmp_path


def write(data: Path, text: str, name: str = "mine") -> Path:
    path = data / "rulesets" / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def failure(path: Path) -> RulesetError:
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    return caught.value


def line_of(path: Path, text: str) -> int:
    """The line (1-based) of the first line of `path` holding `text`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if text in line)


# --- the worked example -------------------------------------------------------------------


def test_the_example_changes_what_it_says_and_keeps_the_rest(data: Path) -> None:
    house, base = builtin_ruleset("return_house"), builtin_ruleset("am15_return")
    assert house.file == str(data / "rulesets" / "return_house.yaml")
    assert house.names.get("en") == "The Return: house rules"
    # a role's numbers: «Лечение – лечит цель на 40 хп» becomes 50
    assert base.abilities["heal"].effect["amount"] == 40
    assert house.abilities["heal"].effect["amount"] == 50
    assert house.abilities["heal"].kind == base.abilities["heal"].kind  # the rest is the base's
    assert list(house.abilities["dossier"].effect["peaceful_roles"]) == [
        "civilian",
        "punisher",
        "doctor",
    ]
    # one role removed, one added from existing abilities
    assert "shinobi" not in house.secret_roles and "shinobi" in base.secret_roles
    doctor = house.secret_roles["doctor"]
    assert doctor.faction == "law"
    assert [g.ability for g in doctor.grants] == ["heal", "shadow"]
    [row] = house.distribution
    assert dict(row.roles) == {
        **{k: v for k, v in base.distribution[0].roles.items() if k != "shinobi"},
        "doctor": 1,
    }
    # a ruling's default: the seed has no vote rule; the house executes the most-voted
    assert base.rulings["execution_rule"].default == "majority_of_cast"
    assert house.rulings["execution_rule"].default == "plurality"
    # everything else is the base's
    assert house.steps == base.steps and house.public_roles == base.public_roles
    assert house.text == base.text and house.phases == base.phases
    assert house.abilities["katana"] == base.abilities["katana"]


def test_the_cli_lists_the_variant_from_the_data_dir(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--data-dir", str(data), "rulesets", "--lang", "ru"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert (
        f"return_house\tВозвращение: домашние правила\t{data / 'rulesets' / 'return_house.yaml'}"
        in lines
    )


def resolve_json(data: Path, game: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-m", "engine", "--data-dir", str(data), "resolve", "--json", str(game)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    found: dict[str, object] = json.loads(done.stdout)
    return found


def test_a_game_on_the_variant_resolves_with_the_changes(data: Path, tmp_path: Path) -> None:
    """The example game through `mafia-engine --data-dir DIR resolve --json`, and the same
    game on the base (the shinobi in the doctor's seat): 75 HP against 65, Дина executed
    by 3 of 7 votes against nobody."""
    house = resolve_json(data, GAME)
    text = GAME.read_text(encoding="utf-8")
    on_base = tmp_path / "base_game.yaml"
    on_base.write_text(
        text.replace("ruleset: return_house", "ruleset: am15_return").replace(
            "secret: doctor", "secret: shinobi"
        ),
        encoding="utf-8",
    )
    base = resolve_json(data, on_base)
    assert house["ruleset"] == "return_house" and base["ruleset"] == "am15_return"
    night = [house["phases"][0], base["phases"][0]]  # type: ignore[index]
    assert [n["players"]["Игорь"]["hp"] for n in night] == [75, 65]
    assert [n["players"]["Игорь"]["status"] for n in night] == ["healthy", "lightly_wounded"]
    # the doctor (espionage recombined into a new role) learns whom the killer shot
    [spied] = [m for m in night[0]["messages"] if m["to"] == "Вера"]
    assert spied["result"] == {"targets": ["Игорь"], "visitors": []}
    days = [house["phases"][1], base["phases"][1]]  # type: ignore[index]
    assert [d["executed"] for d in days] == ["Дина", None]


def test_the_variant_is_found_again_by_its_id_and_the_base_unchanged(data: Path) -> None:
    assert builtin_ruleset("am15_return").file == str(BASE)
    assert builtin_ruleset("return_house") is builtin_ruleset("return_house")


# --- the merge rule -----------------------------------------------------------------------


def test_a_key_set_to_nothing_is_deleted_and_a_list_replaced(data: Path) -> None:
    rs = load_ruleset(
        write(
            data,
            HEADER
            + "public_roles:\n  monk: {traits: ~}\n"
            + "secret_roles:\n  ninja: {abilities: [katana]}\n"
            + "numbers:\n  weaken_percent: 25\n"
            + "text:\n  note.vip: {en: 'VIP: untouchable'}\n",
        )
    )
    base = builtin_ruleset("am15_return")
    assert rs.public_roles["monk"].traits == () and base.public_roles["monk"].traits
    assert [g.ability for g in rs.secret_roles["ninja"].grants] == ["katana"]
    assert rs.numbers["weaken_percent"] == 25
    assert dict(rs.text["note.vip"]) == {"en": "VIP: untouchable", "ru": "VIP: иммунитет"}


def test_add_and_remove_records_of_a_list_section(data: Path) -> None:
    rs = load_ruleset(
        write(
            data,
            HEADER
            + "remove:\n  rulings: [revenge_step]\n"
            + "add:\n  goals:\n    - {id: survive, ru: Выжить, en: Survive}\n",
        )
    )
    assert (
        "revenge_step" not in rs.rulings
        and len(rs.rulings) == len(builtin_ruleset("am15_return").rulings) - 1
    )
    assert [g.id for g in rs.goals] == ["survive"]


def test_remove_then_add_writes_an_entry_anew(data: Path) -> None:
    rs = load_ruleset(
        write(
            data,
            HEADER
            + "remove:\n  secret_roles: [ninja]\n"
            + "add:\n  secret_roles:\n    ninja: {ru: Ниндзя, en: Ninja, faction: yakuza, "
            + "abilities: [trap]}\n",
        )
    )
    assert [g.ability for g in rs.secret_roles["ninja"].grants] == ["trap"]


def test_a_variant_of_a_variant(data: Path) -> None:
    rs = load_ruleset(
        write(
            data,
            "extends: return_house\nid: mine\nname: {ru: Моя, en: Mine}\n"
            "abilities:\n  heal: {effect: {amount: 60}}\n",
        )
    )
    assert rs.abilities["heal"].effect["amount"] == 60 and "doctor" in rs.secret_roles


# --- mistakes: file, line, did-you-mean -------------------------------------------------------


def test_a_role_the_base_does_not_have_is_named_with_a_did_you_mean(data: Path) -> None:
    path = write(data, HEADER + "secret_roles:\n  shinobbi: {abilities: [shadow]}\n")
    error = failure(path)
    assert (error.file, error.line) == (str(path), 5)
    assert "the base 'am15_return' has no 'shinobbi' (did you mean 'shinobi'?)" in error.message
    assert "add: secret_roles" in error.message


def test_an_unknown_id_to_remove_and_an_unknown_section(data: Path) -> None:
    path = write(data, HEADER + "remove:\n  secret_roles: [boss, ninjja]\n")
    error = failure(path)
    assert (error.file, error.line) == (str(path), 5)
    assert "did you mean 'ninja'" in error.message
    path = write(data, HEADER + "remove:\n  secret_role: [boss]\n")
    error = failure(path)
    assert (error.line, "did you mean 'secret_roles'") == (5, "did you mean 'secret_roles'")
    assert "did you mean 'secret_roles'" in error.message


def test_a_mistake_in_a_changed_entry_is_the_variants_line(data: Path) -> None:
    path = write(data, HEADER + "secret_roles:\n  ninja:\n    faction: yakuzza\n")
    error = failure(path)
    assert (error.file, error.line) == (str(path), 6)
    assert "yakuzza" in error.message


def test_a_mistake_left_in_the_base_is_the_bases_line_said_so(data: Path) -> None:
    """Removing the shinobi but not his seat: the base's distribution names him."""
    path = write(data, HEADER + "remove:\n  secret_roles: [shinobi]\n")
    error = failure(path)
    assert (error.file, error.line) == (str(BASE), line_of(BASE, "shinobi: 1"))
    assert "unknown secret role 'shinobi'" in error.message
    assert "in the base ruleset 'am15_return', which mine.yaml extends:" in error.message
    # one more level: the variant of a variant hears which base it goes through
    top = write(data, "extends: mine\nid: top\nname: {ru: В, en: T}\n", "top")
    error = failure(top)
    assert (error.file, error.line) == (str(BASE), line_of(BASE, "shinobi: 1"))
    assert "'am15_return', which top.yaml extends through 'mine':" in error.message


@pytest.mark.parametrize(
    ("body", "line", "words"),
    [
        ("extends: am15_retrun\nid: mine\nname: {ru: М, en: M}\n", 1, "did you mean 'am15_return'"),
        ("extends: am15_return\nname: {ru: М, en: M}\n", 1, "its own 'id'"),
        (HEADER + "secret_roles:\n  ninja: ~\n", 5, "remove: secret_roles"),
        (HEADER + "add:\n  secret_roles:\n    ninja: {ru: Н, en: N}\n", 6, "already has 'ninja'"),
        (
            HEADER + "remove:\n  secret_roles: [ninja]\nsecret_roles:\n  ninja: {faction: mafia}\n",
            7,
            "removed",
        ),
        (
            HEADER + "defualt_hp: 90\n",
            4,
            "'defualt_hp' in the variant (did you mean 'default_hp'?)",
        ),
        (HEADER + "rulings:\n  execution_rule: {default: majority}\n", 5, "default 'majority'"),
        (
            HEADER + "public_roles:\n  monk: {seeed: ~}\n",
            5,
            "there is no 'seeed' here (did you mean 'seed'?)",
        ),
    ],
    ids=[
        "base typo",
        "no id",
        "entry to nothing",
        "add existing",
        "changed removed",
        "top key",
        "ruling option",
        "delete missing",
    ],
)
def test_each_mistake_names_the_variants_line(data: Path, body: str, line: int, words: str) -> None:
    path = write(data, body)
    error = failure(path)
    assert (error.file, error.line) == (str(path), line), error
    assert words in error.message


def test_a_loop_of_variants_is_refused(data: Path) -> None:
    write(data, "extends: other\nid: mine\nname: {ru: М, en: M}\n")
    path = write(data, "extends: mine\nid: other\nname: {ru: Д, en: O}\n", "other")
    error = failure(path)
    assert "leads back to itself" in error.message and error.line == 1


DEMOS = sorted((ROOT / "resources" / "demo").glob("*_demo.yaml"))


@pytest.mark.parametrize("demo", DEMOS, ids=[d.stem for d in DEMOS])
def test_a_variant_that_changes_nothing_resolves_as_its_base(data: Path, demo: Path) -> None:
    """Every bundled ruleset as a base (the card game's collection is found beside its base):
    its demo on a variant with only its own id and name gives the base's every phase."""
    from engine import load_scenario
    from engine.scenario.load import resolve_game
    from engine.texts import renderers

    text = demo.read_text(encoding="utf-8")
    base_id = next(
        line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("ruleset:")
    )
    write(data, f"extends: {base_id}\nid: same\nname: {{ru: Тот же, en: Same}}\n", "same")
    copy = data / "game.yaml"
    copy.write_text(text.replace(f"ruleset: {base_id}", "ruleset: same", 1), encoding="utf-8")

    def phases(path: Path) -> list[object]:
        scenario = load_scenario(path)
        words = renderers(scenario.ruleset, "en")
        return [r.trace.to_json(**words) for r in resolve_game(scenario)]

    assert phases(copy) == phases(demo)


def test_an_added_step_takes_its_place_by_number(data: Path) -> None:
    rs = load_ruleset(
        write(
            data,
            HEADER
            + "remove:\n  steps: [revenge]\n"
            + "add:\n  steps:\n    - {number: 9, id: vendetta, ru: Вендетта, en: Vendetta}\n",
        )
    )
    numbers = [s.number for s in rs.steps]
    assert numbers == sorted(numbers) and rs.step(9).id == "vendetta"


def test_ids_lists_what_a_variant_may_name(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`mafia-engine ids`: the merged variant's entries, with their names; each id it prints
    is one the merge knows (removing it is never "the base has no ...")."""
    assert main(["ids", "return_house", "--section", "secret_roles", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "secret_roles\tdoctor\tDoctor" in lines and not any("shinobi" in x for x in lines)
    assert main(["ids", "am15_return", "--lang", "en"]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    [ruling] = [r for r in rows if r[1] == "execution_rule"]
    assert ruling[0] == "rulings" and ruling[2].startswith("default: majority_of_cast — ")
    first: dict[str, str] = {}
    for section, rid, _what in rows:
        first.setdefault(section, rid)
    assert len(first) >= 12
    for section, rid in first.items():
        path = write(data, HEADER + f"remove:\n  {section}: ['{rid}']\n")
        try:
            load_ruleset(path)
        except RulesetError as error:  # what else depends on it may fail; never the id
            assert "has no" not in error.message, (section, rid, error)
