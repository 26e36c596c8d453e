"""`python -m engine resolve --json` on an am15_return scenario written from the spec's ids:
the contract's fields plus the added ones (phase `kind`, `revealed_role` on deaths,
`exposure` and `cartridges` under players)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.__main__ import main

from .helpers import game


def test_resolve_json_has_the_added_fields(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "return.yaml"
    path.write_text(
        game(
            [
                "Bos: other/boss",
                "Kil: other/killer",
                "Nin: other/ninja",
                "Civ: medic/civilian",
                "Kom: paranoid/commissar",
            ],
            {
                "votes": {"Bos": "Kom", "Kil": "Kom"},
                "orders": ["{actor: Civ, ability: treat, target: Civ}"],
            },
            [
                "{actor: Bos, ability: connections, target: Civ, exposure: 2}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Nin, ability: katana, target: Civ}",
            ],
        ),
        encoding="utf-8",
    )
    assert main(["resolve", str(path), "--json"]) == 0
    day, night = json.loads(capsys.readouterr().out)["phases"]
    assert (day["kind"], night["kind"]) == ("day", "night")
    assert day["deaths"][0]["player"] == "Kom" and day["deaths"][0]["revealed_role"] is None
    assert night["deaths"][0]["revealed_role"] == "civilian"
    assert night["players"]["Civ"]["exposure"] == 2
    assert night["players"]["Bos"]["cartridges"] == 1


DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "am15_return_demo.yaml"


def test_the_end_of_phase_hp_cap_keeps_the_last_step_and_is_marked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """«Стартовое и максимальное здоровье - 130 хп» (ruling hp_cap: end_of_phase): the cut
    is done after every step. The contract's `steps` keep it under the night's last step
    (27), marked `end_of_phase: true` (an added key: absent on every other event), and the
    readable report puts it under «End of phase», not under step 27."""
    assert main(["resolve", str(DEMO), "--json"]) == 0
    night = json.loads(capsys.readouterr().out)["phases"][1]
    caps = [(s["number"], e) for s in night["steps"] for e in s["events"] if e["kind"] == "cap"]
    assert {e["target"] for _n, e in caps} == {"Алиса", "Нина"}
    assert all(n == 27 and e["end_of_phase"] is True for n, e in caps)
    others = [e for s in night["steps"] for e in s["events"] if e["kind"] != "cap"]
    assert others and all("end_of_phase" not in e for e in others)  # monk's +10: step 26
    assert main(["resolve", str(DEMO), "--phase", "2"]) == 0
    report = capsys.readouterr().out.split("Phase 2")[1]
    end = report.index("End of phase")
    assert report.index("Step 26.") < end < report.index("Deaths:")
    assert "Step 27." not in report  # nothing of its own happened at Кара this night
    assert report.index("— → Алиса: cap to max HP  110 → 100") > end
