"""Mafia Master Console: start here (`./run.sh` makes the environment and calls this).

python main.py [GAME.mmc | SCENARIO.yaml] [--lang ru|en]   # the console (demo game first)
python main.py --screenshot FILE.png                        # render it offscreen and exit
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from mastergui.app import main as console

    return console(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    # the balance simulator's worker processes start by spawn: in a frozen bundle they must
    # stop here and run their task instead of opening a second console (only a frozen
    # bundle needs it: importing multiprocessing costs ~15 ms of every start)
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
