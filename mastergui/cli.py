"""The console's command line: `parse_args(argv) -> Args` (argparse)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

from resources import APPLICATION, version

TABS = {"orders": 0, "viewer": 1, "post": 2, "whatif": 3, "balance": 4}  # main_window.TAB_*
LANGS = ("ru", "en")


@dataclass(frozen=True)
class Args:
    """The command line as read."""

    game: str | None = None
    lang: str | None = None
    data_dir: str | None = None
    screenshot: str | None = None
    tab: str = "viewer"
    size: str = "1600x1000"
    install_desktop: bool = False
    uninstall_desktop: bool = False


def parse_args(argv: list[str]) -> Args:
    return Args(**vars(full_parser().parse_args(argv)))


def full_parser() -> argparse.ArgumentParser:
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
