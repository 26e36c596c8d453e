"""Rulesets as data: which rulesets there are (bundled, the master's own), and each loaded
once as typed, validated records: from the parsed-ruleset cache (`ruleset/cache.py`) when it
holds the file, else read from its YAML (`ruleset/parse.py`, imported only then: opening a
game whose ruleset is cached needs none of the readers and checks).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from resources import bundled

from ..model.errors import RulesetError
from ..model.names import Names, norm
from ..userfiles.data_folder import reachable_dir, reachable_file, user_rulesets_dir
from .abilities import (
    PARAM_TYPES,
    AbilityDef,
    Grant,
    ParamSpec,
    PublicRoleDef,
    SecretRoleDef,
    Succession,
    TargetSpec,
    TraitGrant,
)
from .data import Ruleset
from .sections import (
    DistributionRow,
    FactionDef,
    GoalDef,
    RulingDef,
    RulingOption,
    SizeColumn,
    StepDef,
)
from .statuses import Place, StatusDef

SCHEMA_VERSION = 1
RULESETS_DIR = bundled("rulesets")  # the rulesets shipped with the program

# re-exported: what other modules import from here
__all__ = [
    "PARAM_TYPES",
    "RULESETS_DIR",
    "SCHEMA_VERSION",
    "AbilityDef",
    "DistributionRow",
    "FactionDef",
    "GoalDef",
    "Grant",
    "Names",
    "ParamSpec",
    "Place",
    "PublicRoleDef",
    "Ruleset",
    "RulingDef",
    "RulingOption",
    "SecretRoleDef",
    "SizeColumn",
    "StatusDef",
    "StepDef",
    "Succession",
    "TargetSpec",
    "TraitGrant",
    "builtin_ruleset",
    "load_ruleset",
    "norm",
]


# --- loading -------------------------------------------------------------------------------


def load_ruleset(path: str | Path) -> Ruleset:
    """Load and validate a ruleset file (`ruleset/parse.py`). Imported when a YAML file is
    read: a start that finds its ruleset in the cache (`ruleset/cache.py`) never loads the
    readers and checks, nor their records."""
    from .parse import load_ruleset as load

    return load(path)


RULESET_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_\-]{0,63}")


def ruleset_files() -> dict[str, Path]:
    """Every ruleset the program can use, id -> file: the bundled ones, then the master's own
    from their data folder. A bundled id wins: games made with it must keep resolving the
    same, so a master's variant needs its own id (and file name). A file whose name is no
    ruleset id (`x.cards.yaml`, a ruleset's own data) is not a ruleset."""
    found = {p.stem: p for p in sorted(RULESETS_DIR.glob("*.yaml")) if RULESET_ID.fullmatch(p.stem)}
    own = user_rulesets_dir()
    if reachable_dir(own):
        for path in sorted(own.glob("*.yaml")):
            if RULESET_ID.fullmatch(path.stem):
                found.setdefault(path.stem, path)
    return found


def ruleset_ids() -> list[str]:
    """The bundled ids (sorted), then the master's own (sorted): New game lists them so."""
    return list(ruleset_files())


def builtin_ruleset(ruleset_id: str) -> Ruleset:
    """A ruleset by id (`<id>.yaml`, bundled or in the master's data folder), loaded once.
    An id is a name, never a path: `../../x` or `/etc/x` is refused before any file is looked
    at."""
    if not isinstance(ruleset_id, str) or not RULESET_ID.fullmatch(ruleset_id):
        raise RulesetError(
            f"'{ruleset_id}' is not a ruleset id: ids are names of rulesets "
            "(letters, digits, '_' and '-'), never paths"
        )
    path = find_ruleset_file(ruleset_id)
    if path is None:
        raise RulesetError(
            f"unknown ruleset '{ruleset_id}' (available: "
            f"{', '.join(ruleset_files())}; your own go in {user_rulesets_dir()})"
        )
    return _load_once(str(path))


def find_ruleset_file(ruleset_id: str) -> Path | None:
    """The file of ruleset `ruleset_id`: the bundled one, else the master's own; None for
    no such ruleset or what is no ruleset id (never a path)."""
    if not RULESET_ID.fullmatch(ruleset_id):
        return None
    for folder in (RULESETS_DIR, user_rulesets_dir()):
        path = folder / f"{ruleset_id}.yaml"
        if reachable_file(path):  # an unreachable data folder holds none (issue 31.7)
            return path
    return None


@cache
def _load_once(path: str) -> Ruleset:
    from .cache import cached_ruleset

    rs = cached_ruleset(Path(path), load_ruleset)
    stem = Path(path).stem
    if rs.id != stem:  # games name their ruleset by id and find it again by file name
        raise RulesetError(
            f"the ruleset's id is '{rs.id}' but the file is {stem}.yaml: "
            f"name the file {rs.id}.yaml (or change the id)",
            path,
        )
    return rs
