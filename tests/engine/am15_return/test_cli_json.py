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
