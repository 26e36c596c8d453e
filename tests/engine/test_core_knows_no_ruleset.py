"""The core (driver, context, validation, model, trace, loading, scenario, store, export)
names no id of a ruleset: no role, faction, location or ruling of AM-15 (issue 11). Effect
primitives (engine/effects) may, being the rules' code; the core's own rulings are declared
in engine/rulings.py."""

from __future__ import annotations

import re
from pathlib import Path

from engine.ruleset import builtin_ruleset
from engine.rulings import readers

ENGINE = Path(__file__).resolve().parents[2] / "engine"
QUOTED = re.compile(r"\"([a-z_]+)\"")
# words of the format or of the code that happen to equal an AM-15 id
NOT_IDS = {"other"}  # a rejection's data key (the other commissar), not the public role


def test_no_am15_id_in_the_core() -> None:
    rs = builtin_ruleset("am15")
    ids = (set(rs.secret_roles) | set(rs.public_roles) | set(rs.factions)
           | {p for p in rs.places if rs.place(p).special}
           | {r for r in rs.rulings if "core" not in readers(r) and "validate" not in readers(r)})
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        rel = path.relative_to(ENGINE).as_posix()
        if rel.startswith("effects/") or rel == "texts.py":  # rules code and their words
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("#"):
                continue
            for word in QUOTED.findall(line):
                if word in ids and word not in NOT_IDS:
                    found.append(f"{rel}:{number}: {word}")
    assert found == []
