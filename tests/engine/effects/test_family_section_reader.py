"""Each family reads its typed `numbers` section through one function
(engine/effects/families/registry.py `section_or`): the section, or the family's rule
without one. No family module keeps its own copy of that reader."""

from __future__ import annotations

import re
from pathlib import Path

from engine.effects.families.ammo import AmmoNumbers
from engine.effects.families.mortal_wound import MortalWoundParams
from engine.effects.families.registry import section_or
from engine.ruleset.load import builtin_ruleset

FAMILIES = Path(__file__).resolve().parents[3] / "engine" / "effects" / "families"
# the copy each family had: the section, else its class's defaults
COPY = re.compile(r"= numbers_section\([^\n]*\)\n\s+[^\n]*isinstance\(found, \w+\) else")


def test_the_section_or_the_familys_rule_without_one() -> None:
    wound = section_or(builtin_ruleset("am15"), "mortal_wound", MortalWoundParams)
    assert wound.trait == "mortal_wound"  # «Если был убит, вместо смерти ... "смертельно ранен"»
    none = section_or(builtin_ruleset("mafiascum"), "mortal_wound", MortalWoundParams)
    assert none == MortalWoundParams() and none.trait is None
    assert section_or(builtin_ruleset("am15"), "ammo", AmmoNumbers) == AmmoNumbers()


def test_no_family_copies_the_reader() -> None:
    copies = [
        p.name
        for p in FAMILIES.glob("*.py")
        if p.name != "registry.py" and COPY.search(p.read_text(encoding="utf-8"))
    ]
    assert copies == []
