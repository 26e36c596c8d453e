"""What the program ships besides its code (demo games, icons, translations), and who it is:
its names, its version, where the master's data lives.

A package, so that its files are found the same way in a checkout, an installed wheel and
a PyInstaller bundle: next to the package's `__init__`. Light on purpose (no engine, no
Qt): the console reads icons and translations from here before the engine is imported, and
the engine reads its bundled rulesets (the `rulesets` package) through `bundled` as well.
"""

from __future__ import annotations

import importlib
from pathlib import Path

# QSettings and QStandardPaths derive the settings file and the data folder from these two;
# the engine derives the same data folder from them (engine/userfiles/data_folder.py).
ORGANIZATION = "MafiaMasterConsole"
APPLICATION = "Mafia Master Console"
DESKTOP_ID = "mafia-master-console"  # the .desktop file's name, and the icon's
DISTRIBUTION = "mafia-master-console"  # pyproject's name: the version comes from there
DATA_DIR_ENV = "MMC_DATA_DIR"  # the master's data folder, for the engine
# (engine/userfiles/data_folder.py)
CACHE_DIR_ENV = "MMC_CACHE_DIR"  # what the program can rebuild (engine/ruleset/cache.py)


def version() -> str:
    """The installed version (pyproject.toml is the one place it is written)."""
    # imported here: importlib.metadata costs more than a bare Qt window takes to show
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # a checkout used without `pip install -e .`
        return "0+unknown"


def bundled(package: str, *parts: str) -> Path:
    """A file or folder shipped in `package` (e.g. `bundled("resources", "icons")`).

    pip and PyInstaller both install packages as folders, so the resource is a real path
    that Qt (icons, translations) and `open` can read: the folder of the package's
    `__init__` (read from the module, as importlib.resources would for a folder, without
    importing importlib.resources: ~10 ms of every start). An importer that keeps packages
    zipped is not supported, and says so rather than finding nothing."""
    where = getattr(importlib.import_module(package), "__file__", None)
    if where and Path(where).parent.is_dir():
        return Path(where).parent.joinpath(*parts)
    from importlib.resources import files

    root = files(package)
    if not isinstance(root, Path):
        raise RuntimeError(
            f"the package {package} is not installed as a folder ({root!r}); "
            "reinstall Mafia Master Console with pip"
        )
    return root.joinpath(*parts)
