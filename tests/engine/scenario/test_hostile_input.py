"""Hostile input files (issue 9, items 3 and 4): alias bombs, huge files, NUL bytes, numbers
SQLite cannot keep, empty names, ruleset ids that are paths — each refused with one clear
line naming the file (and the line), exit 2, no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.__main__ import main
from engine.model.errors import RulesetError, ScenarioError
from engine.ruleset.load import builtin_ruleset
from engine.ruleset.yamlsrc import MAX_ALIAS_VALUES, MAX_YAML_BYTES, load_yaml_file

PLAYERS = """\
players:
  - {name: Alice, public: monk, secret: ninja}
  - {name: Bob, public: other, secret: civilian}
"""

# a scenario like the report's 556 bytes: nine levels of nine aliases, 387 million strings,
# in a phase's decisions (which the loader copies value by value)
BOMB = (
    "ruleset: am15\n"
    + PLAYERS
    + "phases:\n  - decisions:\n"
    + "".join(
        f"      {c}: &{c} [{','.join(['*' + p] * 9) if p else ','.join(['lol'] * 9)}]\n"
        for p, c in zip(["", *"abcdefgh"], "abcdefghi", strict=True)
    )
)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str | bytes, *command: str
) -> str:
    path = tmp_path / "hostile.yaml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, *(command or ("resolve",)), str(path))
    assert code == 2, (out, err)
    assert err.startswith(f"error: {path}") and "Traceback" not in err
    assert err.count("\n") == 1  # one line
    return err


def test_an_alias_bomb_is_refused_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert len(BOMB.split("phases:")[1]) < 600
    err = refused(tmp_path, capsys, BOMB)
    assert "aliases" in err and f"{MAX_ALIAS_VALUES:,}" in err
    line = int(err.split(":")[2])
    assert 7 <= line <= 15  # the line of the anchored list that expands too far


def test_the_bomb_is_refused_by_game_new_and_by_the_ruleset_loader(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMB, encoding="utf-8")
    code, _, err = run(capsys, "game", "new", str(tmp_path / "g.mmc"), "--from", str(path))
    assert code == 2 and "aliases" in err
    assert not (tmp_path / "g.mmc").exists()
    with pytest.raises(RulesetError, match="aliases") as exc:
        load_yaml_file(path, RulesetError)
    assert exc.value.file == str(path) and exc.value.line is not None


def test_aliases_that_add_little_still_work(tmp_path: Path) -> None:
    path = tmp_path / "ok.yaml"
    path.write_text("a: &a {x: 1, y: [1, 2, 3]}\nb: *a\nc: [*a, *a, *a]\n", encoding="utf-8")
    data = load_yaml_file(path, ScenarioError)
    assert data["c"][2] == {"x": 1, "y": [1, 2, 3]}


def test_a_value_that_contains_itself(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(tmp_path, capsys, "ruleset: am15\nloop: &x [1, *x]\n" + PLAYERS)
    assert ":2:" in err and "contains it" in err


def test_a_file_over_the_documented_size(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = refused(tmp_path, capsys, "# " + "x" * MAX_YAML_BYTES + "\n")
    assert "larger than 4 MiB" in err


def test_a_nul_byte_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(tmp_path, capsys, b"ruleset: am15\nplayers:\n  - {name: Al\x00ice}\n")
    assert ":3:" in err and "NUL" in err


@pytest.mark.parametrize(
    ("player", "words"),
    [
        ("{name: Alice, public: monk, secret: ninja, hp: 0}", "hp 0 is out of range"),
        ("{name: Alice, public: monk, secret: ninja, hp: -5}", "hp -5 is out of range"),
        ("{name: Alice, public: monk, secret: ninja, hp: 99999999999999999999999}", "out of range"),
        ("{name: '', public: monk, secret: ninja}", "name is empty"),
        ("{name: '   ', public: monk, secret: ninja}", "name is empty"),
    ],
)
def test_bad_players_are_refused_with_a_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], player: str, words: str
) -> None:
    text = (
        f"ruleset: am15\nplayers:\n  - {player}\n  - {{name: Bob, public: other, "
        "secret: civilian}\n"
    )
    err = refused(tmp_path, capsys, text)
    assert ":3:" in err and words in err
    err = refused(tmp_path, capsys, text, "game", "new", str(tmp_path / "g.mmc"), "--from")
    assert words in err


def test_a_huge_seed_is_refused_by_game_new(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = "ruleset: am15\nseed: 99999999999999999999999\n" + PLAYERS
    err = refused(tmp_path, capsys, text, "game", "new", str(tmp_path / "g.mmc"), "--from")
    assert ":2:" in err and "seed" in err and "out of range" in err


@pytest.mark.parametrize("rid", ["../../x", "/etc/passwd", "am15/../am15", "..", "am 15"])
def test_a_ruleset_id_is_a_name_never_a_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], rid: str
) -> None:
    err = refused(tmp_path, capsys, f"ruleset: '{rid}'\n" + PLAYERS)
    assert ":1:" in err and "never paths" in err
    with pytest.raises(RulesetError, match="never paths"):
        builtin_ruleset(rid)


def test_a_dead_seat_is_written_dead_true(tmp_path: Path) -> None:
    """Rules cases need seats whose player is dead before phase 1: `dead: true` (hp 0 is
    refused, issue 9)."""
    from engine.scenario.load import load_scenario_text
    from engine.scenario.write import dump_scenario

    scenario = load_scenario_text(
        "ruleset: am15\nplayers:\n"
        "  - {name: Alice, public: monk, secret: ninja, dead: true}\n"
        "  - {name: Bob, public: other, secret: civilian}\n"
    )
    assert scenario.start().player("Alice").alive is False
    assert "dead: true" in dump_scenario(scenario)


@pytest.mark.parametrize(
    "args",
    [
        ["game", "commit", "G", "--phase", "99999999999999999999"],
        ["game", "order", "withdraw", "G", "99999999999999999999"],
        ["game", "vote", "G", "Alice", "Bob", "--phase", "-99999999999999999999"],
        ["post", "G", "--phase", "99999999999999999999"],
        ["resolve", "G", "--phase", "1e400"],
    ],
)
def test_numbers_sqlite_cannot_keep_are_refused_by_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    from engine.model.state import PlayerSetup
    from engine.store import GameStore

    game = tmp_path / "g.mmc"
    GameStore.create(
        game,
        ruleset_id="am15",
        players=[PlayerSetup("Alice", "monk", "ninja"), PlayerSetup("Bob", "other", "civilian")],
    ).close()
    with pytest.raises(SystemExit) as exit_:
        main([str(game) if a == "G" else a for a in args])
    _, err = capsys.readouterr()
    assert (exit_.value.code == 2 and "out of range" in err) or "not a whole number" in err
    assert "Traceback" not in err and "OverflowError" not in err


TEXT = "abzАбв -_:#&*!?'\"[]{}|>%@`,"  # with YAML's own signs (aliases among them)
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(TEXT, max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(TEXT, min_size=1, max_size=6), inner, max_size=4)
    ),
    max_leaves=40,
)


@given(JSONISH)
@settings(max_examples=150, deadline=None)
def test_any_plain_document_loads_unrefused(data: object) -> None:
    """The limits never refuse a document without aliases (within the size and depth
    limits): what was written is what is read."""
    import yaml

    from engine.ruleset.yamlsrc import load_yaml_text

    text = yaml.safe_dump({"doc": data}, allow_unicode=True)
    assert load_yaml_text(text, "generated.yaml") == {"doc": data}
