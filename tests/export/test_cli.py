"""`python -m engine post`: what it prints, and exit 2 with one clear line on bad input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = Path(__file__).resolve().parent / "scenarios"
MESSAGES = str(SCENARIOS / "messages.yaml")
VOTES = str(SCENARIOS / "votes.yaml")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(["post", *argv])
    except SystemExit as exc:  # argparse's own usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_post_of_the_last_phase_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, MESSAGES)
    assert code == 0 and err == ""
    assert out.startswith("[b]Итоги фазы 2[/b]\n") and out.endswith("[/spoiler]\n")


def test_format_language_and_deadline(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        VOTES,
        "--phase",
        "1",
        "--format",
        "markdown",
        "--lang",
        "en",
        "--deadline",
        "around 21:00 Moscow time",
    )
    assert code == 0
    assert out.startswith("## Phase 1 results\n")
    assert out.endswith("*Phase 2 ends around 21:00 Moscow time.*\n")


def test_one_private_message(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, MESSAGES, "--phase", "2", "--private", "Кома")
    assert code == 0
    assert out == (
        "[b]Фаза 2: личное сообщение[/b]\n"
        "Досье — Мир: мирный. [i](фаза 1, пока вы были в коме)[/i]\n"
    )


def test_a_player_with_nothing_gets_a_note_not_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, MESSAGES, "--phase", "1", "--private", "Кома")
    assert code == 0 and out == ""
    assert "note: Кома receives nothing in phase 1" in err
    assert "note: Кома lies in coma: 1 message(s) held until delivered" in err


def test_all_private_messages_with_separators(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, MESSAGES, "--phase", "1", "--all-private")
    assert code == 0
    assert out == (
        "======== Мир ========\n[b]Фаза 1: личное сообщение[/b]\n"
        "Диагностика: хп много, ловушка: нет, меток: 0.\n"
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ([MESSAGES, "--phase", "3"], "--phase 3: the scenario has 2 phase(s) (1–2)"),
        ([MESSAGES, "--phase", "0"], "--phase 0: the scenario has 2 phase(s) (1–2)"),
        (
            [MESSAGES, "--private", "Никто"],
            "--private: there is no player named 'Никто' "
            "(players: Кома, Труп, Босс, Нин, Кил, Мир)",
        ),
        (
            [MESSAGES, "--templates", "/no/such/folder"],
            "--templates: template folder '/no/such/folder' does not exist",
        ),
        (["/no/such/game.yaml"], "/no/such/game.yaml"),
    ],
)
def test_bad_input_exits_2_with_a_clear_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and message in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "argv",
    [
        [MESSAGES, "--format", "html"],
        [MESSAGES, "--lang", "de"],
        [MESSAGES, "--private", "Кома", "--all-private"],
        [MESSAGES, "--phase", "two"],
    ],
)
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and "usage:" in err


def test_a_broken_template_file_exits_2_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "bbcode.ru.yaml").write_text('title: "$фаза"\n', encoding="utf-8")
    code, _, err = run(capsys, MESSAGES, "--templates", str(tmp_path))
    assert code == 2
    assert f"{tmp_path / 'bbcode.ru.yaml'}:1:" in err and "'title'" in err


def test_a_scenario_with_no_phases(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "empty.yaml"
    path.write_text(
        "ruleset: am15\nplayers: [{name: A, public: other, secret: civilian}]\n", encoding="utf-8"
    )
    code, _, err = run(capsys, str(path))
    assert code == 2 and "no phases yet" in err


def test_a_game_store(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same post from a game store as from the scenario it was created from."""
    store_mod = pytest.importorskip("engine.store")
    from engine.scenario.load import load_scenario

    path = tmp_path / "game.db"
    try:
        store_mod.GameStore.create(path, load_scenario(MESSAGES)).close()
    except NotImplementedError:
        pytest.skip("the game store is not finished in this build")
    _, from_scenario, _ = run(capsys, MESSAGES, "--phase", "1")
    code, from_store, _ = run(capsys, str(path), "--phase", "1")
    assert code == 0 and from_store == from_scenario
    code, _, err = run(capsys, str(path), "--phase", "7")
    assert code == 2 and "no committed or drafted phase 7" in err


def test_a_store_that_is_not_a_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("engine.store")
    path = tmp_path / "notes.db"
    path.write_text("not a database", encoding="utf-8")
    code, _, err = run(capsys, str(path))
    assert code == 2 and err.startswith("error: ") and "Traceback" not in err
    assert path.read_text(encoding="utf-8") == "not a database"


def test_a_long_discord_post_gets_a_warning(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import engine.export.cli as cli

    monkeypatch.setattr(cli, "DISCORD_LIMIT", 100)
    code, out, err = run(capsys, VOTES, "--format", "markdown")
    assert code == 0 and out
    assert f"warning: post: {len(out) - 1} characters, Discord takes 100 per message" in err
    code, _, err = run(capsys, VOTES)  # BBCode: forums have no such limit
    assert code == 0 and err == ""


def test_the_module_entry_point(tmp_path: Path) -> None:
    """`python -m engine post` finds the command (engine/__main__.py's `_extend`)."""
    done = subprocess.run(
        [sys.executable, "-m", "engine", "post", MESSAGES, "--phase", "2", "--format", "markdown"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("## Итоги фазы 2\n")
