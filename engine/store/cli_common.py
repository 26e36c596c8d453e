"""What every `game` command shares: the language of its report, and opening the game file
with its warnings on stderr."""

from __future__ import annotations

import argparse
import os
import sys

from .game import GameStore


def lang_of(args: argparse.Namespace) -> str:
    if getattr(args, "lang", None):
        return str(args.lang)
    for var in ("MMC_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    return "en"


def open_game(args: argparse.Namespace, read_only: bool = False) -> GameStore:
    store = GameStore.open(args.db, read_only=read_only)
    for problem in store.problems:
        print(f"warning: {args.db}: {problem.describe()}", file=sys.stderr)
    return store
