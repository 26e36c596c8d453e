"""The console's command line: `parse_args(argv) -> Args`.

A start as the desktop menu, `./run.sh` and the benchmark make it (a game file, `--lang`,
`--data-dir`) is read directly: argparse's import and its message lookups (gettext, locale)
took ~5 ms of every start, for four words. Anything else — help, `--version`, the screenshot
options, an abbreviated or repeated option, a value that looks like an option, an unknown
word — goes to argparse, which reads it, or says what is wrong, as it always did. Both give
the same `Args` (tested).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from resources import APPLICATION, version

if TYPE_CHECKING:
    import argparse

TABS = {"orders": 0, "viewer": 1, "post": 2, "whatif": 3, "balance": 4}  # main_window.TAB_*
LANGS = ("ru", "en")
QUICK = {"--lang": "lang", "--data-dir": "data_dir"}  # the options read directly


@dataclass(frozen=True)
class Args:
    """The command line as read; the defaults are argparse's for an option not given."""

    game: str | None = None
    lang: str | None = None
    data_dir: str | None = None
    screenshot: str | None = None
    tab: str = "viewer"
    size: str = "1600x1000"
    install_desktop: bool = False
    uninstall_desktop: bool = False


def parse_args(argv: list[str]) -> Args:
    quick = quick_args(argv)
    return quick if quick is not None else Args(**vars(full_parser().parse_args(argv)))


def quick_args(argv: list[str]) -> Args | None:
    """The line read directly, or None: it is for argparse (see the module's docstring)."""
    values: dict[str, Any] = {}
    seen: set[str] = set()
    words = iter(argv)
    for word in words:
        if word.startswith("-"):
            option, equals, value = word.partition("=")
            if option not in QUICK:
                return None  # help, --version, the screenshot's options, an abbreviation...
            if not equals:
                value = next(words, "")
            if not value or value.startswith("-"):
                return None  # missing, or looks like an option: argparse's message
            key = QUICK[option]
        elif word:
            key, value = "game", word
        else:
            return None
        if key in seen or (key == "lang" and value not in LANGS):
            return None  # twice, or not a language: argparse says what it makes of it
        seen.add(key)
        values[key] = value
    return Args(**values)


def full_parser() -> argparse.ArgumentParser:
    import argparse

    class VersionAction(argparse.Action):
        """argparse's "version" action, reading the version only when asked (`version`)."""

        def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
            super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

        def __call__(self, parser: argparse.ArgumentParser, *_args: object) -> None:
            print(f"{parser.prog} {version()}")
            parser.exit()

    parser = argparse.ArgumentParser(prog="mafia-console", description=APPLICATION)
    parser.add_argument("--version", action=VersionAction, help="show the version and exit")
    parser.add_argument("game", nargs="?", help="a game file (.mmc) or a scenario (.yaml)")
    parser.add_argument("--lang", choices=LANGS, help="interface language")
    parser.add_argument("--data-dir", help="folder for games (default: the user's data folder)")
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help="render the main window on the demo game offscreen, save, exit",
    )
    parser.add_argument(
        "--tab", choices=tuple(TABS), default="viewer", help="the tab shown in the screenshot"
    )
    parser.add_argument("--size", default="1600x1000", help="window size for the screenshot")
    menu = parser.add_mutually_exclusive_group()
    menu.add_argument(
        "--install-desktop",
        action="store_true",
        help="add the console to the desktop's menu (Linux), then exit",
    )
    menu.add_argument(
        "--uninstall-desktop", action="store_true", help="remove it from the menu again, then exit"
    )
    return parser
