"""The master's data folder: their games (the console keeps them there), their own rulesets
(`rulesets/*.yaml`) and, later, card collections.

The engine cannot ask Qt, so the folder comes from `MMC_DATA_DIR` (the console sets it to
QStandardPaths' AppDataLocation, `mafia-engine --data-dir DIR` sets it for one run), else
from the platform's standard place computed the way Qt does it, so the CLI and the console
see the same folder (tests/gui/test_install.py holds the two to each other).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from resources import APPLICATION, CACHE_DIR_ENV, DATA_DIR_ENV, ORGANIZATION

RULESETS = "rulesets"


def user_data_dir() -> Path:
    """The folder (not created here: reading from a missing folder finds nothing)."""
    explicit = os.environ.get(DATA_DIR_ENV)
    if explicit:
        return Path(explicit).expanduser()
    return platform_data_home() / ORGANIZATION / APPLICATION


def platform_data_home() -> Path:
    """Where the platform keeps applications' data (QStandardPaths::GenericDataLocation's
    writable place on Linux, its AppData counterpart elsewhere)."""
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    if sys.platform == "darwin":
        return home / "Library" / "Application Support"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else home / ".local" / "share"


def user_rulesets_dir() -> Path:
    return user_data_dir() / RULESETS


def reachable_dir(path: Path) -> bool:
    """Whether `path` is a folder the program can look into. A folder it may not reach (no
    permission, a name too long, a broken mount) is treated as a missing one: nothing of the
    master's is found there, and no command dies of a traceback for it (`Path.is_dir` lets
    such errors through)."""
    try:
        return path.is_dir()
    except OSError:
        return False


def reachable_file(path: Path) -> bool:
    """Whether `path` is a file the program can reach (see `reachable_dir`)."""
    try:
        return path.is_file()
    except OSError:
        return False


def user_cache_dir() -> Path:
    """The user's own folder for what the program can rebuild from its files (parsed
    rulesets: `ruleset/cache.py`), where QStandardPaths' CacheLocation is, computed here the
    same way; `MMC_CACHE_DIR` sets it (tests, the startup benchmark). Not created here."""
    explicit = os.environ.get(CACHE_DIR_ENV)
    if explicit:
        return Path(explicit).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        local = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
        return local / ORGANIZATION / APPLICATION / "cache"
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / ORGANIZATION / APPLICATION
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    return (Path(xdg) if os.path.isabs(xdg) else home / ".cache") / ORGANIZATION / APPLICATION
