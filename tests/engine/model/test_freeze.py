"""Freezing a character at the end of a phase (`Live.freeze`): built without
dataclasses.replace and reusing what did not change (the simulator's speed), it must give
exactly the record replace gave."""

from __future__ import annotations

import json
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from engine.model.state import Effect, PlayerState, frozen_map
from engine.resolution.context import Live

START = PlayerState(
    "Ann",
    1,
    "doctor",
    "civilian",
    "law",
    80,
    100,
    charges_used=frozen_map({"heal": 1}),
    used_on=frozen_map({"check": ("Bob",)}),
    counters=frozen_map({"armed": 1, "shots": 2}),
    effects=(Effect("trap", "Bob", 1),),
)


def _as_replace_froze(live: Live) -> PlayerState:
    """What freeze gave before it was made fast."""
    return replace(
        live.start,
        hp=live.hp,
        max_hp=live.max_hp,
        effects=tuple(live.effects),
        charges_used=frozen_map(live.charges_used),
        used_on=frozen_map({k: tuple(v) for k, v in live.used_on.items()}),
        counters=frozen_map(live.counters),
        **live.final,
    )


def test_an_untouched_character_freezes_to_his_own_record():
    assert Live.of(START).freeze() is START


@given(
    hp=st.integers(-50, 150),
    shots=st.integers(0, 3),
    armed=st.sampled_from([1, True, 0]),
    used=st.booleans(),
    effect=st.booleans(),
    dead=st.booleans(),
)
def test_freeze_gives_what_replace_gave(hp, shots, armed, used, effect, dead):
    live = Live.of(START)
    live.hp = hp
    live.counters["shots"] = shots
    live.counters["armed"] = armed  # True and 1 are equal, not the same JSON
    if used:
        live.used_on.setdefault("check", []).append("Cid")
    if effect:
        live.effects.append(Effect("mark", None, 2))
    if dead:
        live.final = {"status": "dead", "public_status": "dead", "alive": False, "died_in": 2}
    frozen = live.freeze()
    expected = _as_replace_froze(live)
    assert frozen == expected
    assert json.dumps(frozen.to_json()) == json.dumps(expected.to_json())  # 1 is not true
