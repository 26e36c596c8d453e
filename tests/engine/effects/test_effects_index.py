"""Effect modules are imported per ruleset, through the generated engine/effects/index.py
(issue 10: a start imported every ruleset's effects). Each check runs in a fresh
interpreter: what is imported depends on what was imported before."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
COMMAND = f"{Path(sys.executable).name} -m engine.effects.make_index"


def _run(code: str, tmp_path: Path) -> str:
    env = {"MMC_CACHE_DIR": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_index_is_up_to_date() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engine.effects.make_index", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, f"the effects index is stale: run `{COMMAND}`\n{done.stdout}"


LOADED = """
import json, sys
from engine.effects import known_kinds
from engine.ruleset.load import builtin_ruleset
rs = builtin_ruleset({rid!r})
json.dump({{
    "modules": sorted(m for m in sys.modules if m.startswith("engine.effects.")),
    "kinds": sorted(known_kinds()),
    "words": sorted(k for k in rs.text if k.startswith("source.")),
}}, sys.stdout)
"""


def test_loading_a_ruleset_imports_its_effects_only(tmp_path: Path) -> None:
    found = json.loads(_run(LOADED.format(rid="am15"), tmp_path))
    assert not any(".arena" in m or ".meta" in m or ".ret" in m for m in found["modules"])
    # validation still knows every kind of every ruleset (an unknown kind is named)
    from engine.effects import index

    assert found["kinds"] == sorted(index.KINDS)
    assert any(
        module.startswith("engine.effects.mafic_arena_12") for module in index.KINDS.values()
    )


def test_a_rulesets_own_check_runs_when_it_loads_first(tmp_path: Path) -> None:
    """The card game's collection check (its cards' words) runs although nothing imported
    the card game's effects before its ruleset was read."""
    found = json.loads(_run(LOADED.format(rid="mafic_arena_12"), tmp_path))
    assert "engine.effects.mafic_arena_12" in found["modules"]
    assert found["words"], "the collection's card names were not added to the ruleset"


RESOLVED = """
import json, sys
from engine.ruleset.load import builtin_ruleset
from engine.ruleset.rulings import readers, understood
rs = builtin_ruleset("am15")
json.dump({r: [list(understood(r) or ()), sorted(readers(r))] for r in rs.rulings}, sys.stdout)
"""


def test_rulings_read_the_same_however_few_modules_are_imported(tmp_path: Path) -> None:
    from engine.effects import load_all
    from engine.ruleset.rulings import readers, understood

    load_all()
    lazy = json.loads(_run(RESOLVED, tmp_path))
    assert lazy == {r: [list(understood(r) or ()), sorted(readers(r))] for r in lazy}


def test_a_hook_name_taken_by_another_module_is_refused() -> None:
    """Two modules registering one hook name would let the last import win in silence (a
    `trap_fire` written twice made AM-15's games play «Возвращение»'s trap)."""
    import pytest

    from engine.effects import hook

    def first(ctx: Any) -> None:
        pass

    def second(ctx: Any) -> None:
        pass

    first.__module__, second.__module__ = "tests.one_place", "tests.another_place"
    hook("clash_probe")(first)
    hook("clash_probe")(first)  # the same module again (a reload) is fine
    with pytest.raises(RuntimeError, match=r"hook .clash_probe. registered by tests\.one_place"):
        hook("clash_probe")(second)
