"""Versions of the stored JSON shapes (game state, phase trace) and their upgrades.

Every `to_json` writes its `format`; every `from_json` first upgrades older data, so a game
stored by an older engine still loads. Upgrades only move or add data: nothing a master
entered is dropped. Keep each upgrade a small pure function from one version to the next.

State formats:
1. (no `format` key) AM-15's reveal and message queue fields at the top level.
2. Ruleset/hook state lives in `extra` under a namespace per hook (`extra["reveals"]`,
   `extra["messages"]`), read and written through `PhaseContext.own(namespace)`.
Trace formats:
1. (no `format` key) no phase `kind`.
2. `kind`: the phase kind (`day_night` for a ruleset that declares none).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

STATE_FORMAT = 2
TRACE_FORMAT = 2

Upgrade = Callable[[dict[str, Any]], dict[str, Any]]


def _state_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    extra = dict(data.get("extra") or {})
    if "deaths_since_reveal" in data or "mask_counted" in data or "reveals" in data:
        reveals: dict[str, Any] = {
            "deaths_since": data.pop("deaths_since_reveal", 0),
            "mask_counted": list(data.pop("mask_counted", [])),
        }
        history = list(data.pop("reveals", []))
        if history:
            reveals["history"] = history
        extra["reveals"] = reveals
    if "queued" in data:
        extra["messages"] = {"queued": list(data.pop("queued"))}
    # a namespace with nothing in it is not written (PhaseContext.frozen_extra)
    data["extra"] = {k: v for k, v in extra.items() if not isinstance(v, dict) or any(v.values())}
    return data


def _trace_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    data.setdefault("kind", "day_night")
    return data


_STATE_UPGRADES: dict[int, Upgrade] = {1: _state_1_to_2}
_TRACE_UPGRADES: dict[int, Upgrade] = {1: _trace_1_to_2}


def _upgrade(
    data: Mapping[str, Any], current: int, steps: Mapping[int, Upgrade], what: str
) -> dict[str, Any]:
    out = dict(data)
    version = int(out.pop("format", 1))
    if version > current:
        raise ValueError(
            f"the {what} was written by a newer program (format {version}; "
            f"this one reads up to {current})"
        )
    while version < current:
        out = steps[version](out)
        version += 1
    return out


def upgrade_state(data: Mapping[str, Any]) -> dict[str, Any]:
    """Stored game-state JSON of any known format, as the current format (without `format`)."""
    return _upgrade(data, STATE_FORMAT, _STATE_UPGRADES, "game state")


def upgrade_trace(data: Mapping[str, Any]) -> dict[str, Any]:
    """Stored phase-trace JSON of any known format, as the current format (without `format`)."""
    return _upgrade(data, TRACE_FORMAT, _TRACE_UPGRADES, "phase trace")
