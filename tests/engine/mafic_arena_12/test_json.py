"""The phase JSON's `players` (spec: «`hp` (Hand size) ... `max_hp: null`, and `hand` (top
first), `sleeve`, `side` (in order of arrival), `deck_size`») — added fields from the
ruleset's `columns:` (json / json_count); other rulesets' JSON is unchanged."""

from __future__ import annotations

import json

from engine import builtin_ruleset
from engine.trace import PhaseTrace

from .helpers import run
from .test_vasya import PHASES, PLAYERS


def test_the_players_json_carries_the_containers() -> None:
    res = run(PLAYERS, PHASES)[-1]
    data = json.loads(json.dumps(res.trace.to_json()))
    vasya = data["players"]["Вася"]
    assert vasya["hp"] == len(vasya["hand"]) == 3
    assert vasya["hand"] == ["pistol", "surveillance_camera", "witness"]  # top first
    assert vasya["max_hp"] is None and vasya["sleeve"] == [] and vasya["deck_size"] >= 0
    assert data["players"]["Кил"]["side"] == [{"card": "rifle", "mafia": True}]
    assert PhaseTrace.from_json(data).to_json() == res.trace.to_json()  # read back as written


def test_other_rulesets_add_no_card_fields() -> None:
    for rid in ("am15", "am15_return", "metamorphs"):
        assert all(c.json is None and c.json_count is None for c in builtin_ruleset(rid).columns)
