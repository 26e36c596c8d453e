"""The console's command line (mastergui/cli.py): the common start is read without argparse,
and gives argparse's very Namespace; everything else is argparse's, as before."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mastergui.cli import Args, full_parser, parse_args, quick_args

COMMON = [
    [],
    ["game.mmc"],
    ["--lang", "ru"],
    ["--lang=en"],
    ["--data-dir", "/tmp/games", "--lang", "ru"],
    ["--data-dir=/tmp/a=b", "scenario.yaml"],
    ["scenario.yaml", "--lang", "en", "--data-dir", "folder"],
    ["--lang", "ru", "Партия №3.mmc"],
]
FOR_ARGPARSE = [
    ["--help"],
    ["-h"],
    ["--version"],
    ["--screenshot", "x.png"],
    ["--screenshot=x.png", "--tab", "orders", "--size", "1024x700"],
    ["--install-desktop"],
    ["--lan", "ru"],  # an abbreviation: argparse's to expand
    ["--lang", "de"],  # not a language: argparse's message
    ["--lang", "ru", "--lang", "en"],
    ["a.mmc", "b.mmc"],
    ["--data-dir"],
    ["--data-dir", "--lang"],
    ["--data-dir="],
    ["-"],
    [""],
    ["--unknown"],
]


@pytest.mark.parametrize("argv", COMMON)
def test_the_common_start_is_read_directly_as_argparse_reads_it(argv: list[str]) -> None:
    quick = quick_args(argv)
    assert quick is not None
    assert quick == Args(**vars(full_parser().parse_args(argv)))
    assert parse_args(argv) == quick


@pytest.mark.parametrize("argv", FOR_ARGPARSE)
def test_anything_else_is_left_to_argparse(argv: list[str]) -> None:
    assert quick_args(argv) is None


def test_argparse_still_answers_help_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        parse_args(["--lang", "de"])
    assert done.value.code == 2 and "invalid choice" in capsys.readouterr().err
    with pytest.raises(SystemExit) as done:
        parse_args(["--help"])
    assert done.value.code == 0 and "--data-dir" in capsys.readouterr().out
    shot = parse_args(["--screenshot", "x.png", "--tab", "orders"])
    assert (shot.screenshot, shot.tab, shot.size) == ("x.png", "orders", "1600x1000")


WORDS = st.sampled_from(
    ["--lang", "--data-dir", "ru", "en", "de", "g.mmc", "dir", "--lang=ru", "--data-dir=d", "-x"]
)


@given(st.lists(WORDS, max_size=6))
def test_whatever_the_quick_reading_accepts_argparse_reads_the_same(argv: list[str]) -> None:
    quick = quick_args(argv)
    if quick is not None:
        assert quick == Args(**vars(full_parser().parse_args(argv)))
