"""Mafia Master Console: start here (`./run.sh` makes the environment and calls this)."""

from __future__ import annotations

import sys
from pathlib import Path

DEMO = Path(__file__).resolve().parent / "resources" / "demo" / "am15_demo.yaml"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    try:
        from mastergui.app import main as gui_main
    except ImportError:
        gui_main = None
    if gui_main is not None:
        return int(gui_main(args))
    # until the console exists: the demo game's step report
    from engine.__main__ import main as engine_main
    return engine_main(["resolve", str(DEMO), *args])


if __name__ == "__main__":
    sys.exit(main())
