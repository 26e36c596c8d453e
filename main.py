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
    sys.exit(main())
