"""AM-15 rules catalogue (seed 000), r56: whole contested cases kept as scenario files
(`tests/scenarios/case_*.yaml`), the way a master shares them. Each file's header quotes the
seed and says what to expect; these tests hold the engine to it, through the API and through
the headless CLI (`python -m engine resolve FILE --json`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import yaml

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

ROOT = Path(__file__).resolve().parents[3]
CASES = sorted((ROOT / "tests" / "scenarios").glob("case_*.yaml"))


def test_r56_01_coma_messages(case: Resolve) -> None:
    """«При выходе из комы персонаж получает все сообщения, которые должны были ему прийти во
    время комы.» (case_coma_messages.yaml)
    Master: HP 4, 19, 34; the phase-1 dossier is withheld twice, then delivered in phase 3.
    """
    p1, p2, p3 = case("case_coma_messages")
    assert [p.hp("Kom") for p in (p1, p2, p3)] == [4, 19, 34]
    assert p1.results("Kom") == [] and p2.results("Kom") == []
    assert p3.result("Kom", "dossier") == {"peaceful": False}


def test_r56_02_contract_on_a_traitor(case: Resolve) -> None:
    """«эффект суммируется с заказом, наган считается способностью мафии» · «каждый наносящий
    урон цели восстанавливает себе 15 хп (независимо от количества атак)»
    (case_contract_betrayal.yaml)
    Master: phase 3: katana 130 (contract only), two shots of 100 (contract × betrayal); the
    killer's frag at step 9; the killer regains 15 once (70 -> 85), the ninja too (capped).
    """
    _, p2, p3 = case("case_contract_betrayal")
    assert p2.deltas("Bos") == [-60]
    assert p3.deltas("Tra") == [-130, -100, -100]
    assert p3.frag("Tra") == "Kil"
    assert p3.hp("Kil") == 85
    assert p3.hp("Nin") == 100


def test_r56_03_avenger(case: Resolve) -> None:
    """«Смертельно раненый мститель может действовать как живой персонаж и считается живым
    персонажем со 100 хп для всех проверок.» (case_avenger.yaml)
    Master: mortally wounded after phase 1; his shots land in phase 2, the guard reads 100,
    he dies at the end of phase 2 with the ninja's frag of phase 1.
    """
    p1, p2 = case("case_avenger")
    assert p1.shown("Ave") == "mortally_wounded"
    assert p2.deltas("Nin") == [-25, -25, -25]
    assert p2.result("Bru", "guard") == {"hp": 100}
    death = p2.death("Ave")
    assert death is not None and (death.frag, death.fell_in) == ("Nin", 1)


def test_r56_04_successions(case: Resolve) -> None:
    """«После смерти ниндзя его катана переходит к сэнсэю ..., а медитацию включает
    автоматически каждую ночь» · «После смерти босса забирает его пистолет ... со всеми
    накопленными выстрелами» (case_successions.yaml)
    Master: phase 3: katana 65 and two pistol shots on Amb (180 -> 75), the assault on Civ
    (50), the killer's shot on the sensei halved (13) and the killer marked.
    """
    p1, p2, p3 = case("case_successions")
    assert (p1.executed, p2.executed) == ("Nin", "Bos")
    assert p3.codes() == []
    assert p3.deltas("Amb") == [-65, -20, -20]
    assert p3.deltas("Civ") == [-50]
    assert p3.deltas("Sen") == [-13]
    assert p3.marks("Kil") == 1


def test_r56_05_sixteen_players(case: Resolve) -> None:
    """«В игре на 14-15 игроков при применении на комиссара убивает его.» · «В игре на 16-17
    вместо Охоты имеет способность: Лечение ... тогда нож наносит 45 урона.»
    (case_sixteen_players.yaml)
    Master: Ko1 35 and alive; the killer's heal and the maniac's hunt rejected
    (wrong_game_size); C1 takes 45; the maniac 40 + 40 + 15 = 95.
    """
    p1, p2 = case("case_sixteen_players")
    assert p1.state.size_column == "16-17"
    assert p1.hp("Ko1") == 35 and p1.alive("Ko1")
    assert p1.codes() == ["wrong_game_size"]
    assert p1.deltas("C1") == [-45]
    assert p1.hp("Man") == 95
    assert p2.codes() == ["wrong_game_size"]


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_r56_06_every_case_resolves_from_the_cli(path: Path) -> None:
    """Scenario files are how masters share a contested case (scenario-format.md).
    Master: `python -m engine resolve FILE --json` exits 0 with one entry per phase of the file.
    """
    done = subprocess.run(
        [sys.executable, "-m", "engine", "resolve", str(path), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    phases = yaml.safe_load(path.read_text(encoding="utf-8"))["phases"]
    assert data["ruleset"] == "am15"
    assert [p["number"] for p in data["phases"]] == list(range(1, len(phases) + 1))
