"""The console's command line (mastergui/cli.py), read by argparse."""

from __future__ import annotations

import pytest

from mastergui.cli import Args, parse_args


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], Args()),
        (["game.mmc"], Args(game="game.mmc")),
        (["--lang=en"], Args(lang="en")),
        (
            ["--data-dir", "/tmp/a=b", "scenario.yaml"],
            Args(game="scenario.yaml", data_dir="/tmp/a=b"),
        ),
        (["--lang", "ru", "Партия №3.mmc"], Args(game="Партия №3.mmc", lang="ru")),
        (["--lan", "ru"], Args(lang="ru")),  # argparse expands an abbreviation
    ],
)
def test_a_start_as_the_menu_and_run_sh_make_it(argv: list[str], expected: Args) -> None:
    assert parse_args(argv) == expected


def test_argparse_answers_help_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        parse_args(["--lang", "de"])
    assert done.value.code == 2 and "invalid choice" in capsys.readouterr().err
    with pytest.raises(SystemExit) as done:
        parse_args(["--help"])
    assert done.value.code == 0 and "--data-dir" in capsys.readouterr().out
    shot = parse_args(["--screenshot", "x.png", "--tab", "orders"])
    assert (shot.screenshot, shot.tab, shot.size) == ("x.png", "orders", "1600x1000")
