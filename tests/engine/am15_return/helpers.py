"""Scenario text for the «Возвращение» catalogue (seed 001).

`night(...)` makes a game whose phase 1 is night 1 (ruling first_phase: night), so a
single-night case is one phase; `game(...)` keeps the default (phase 1 is day 1).
Players are `Name: public/secret[/hp]` strings; each phase a list of flow-style orders
(or a dict with `votes:`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

SEED = Path(__file__).resolve().parents[4] / "shared" / "seeds" / "001_3d0505ddbd08d304.txt"


def _player(spec: str) -> str:
    name, roles = (s.strip() for s in spec.split(":", 1))
    parts = roles.split("/")
    hp = f", hp: {parts[2]}" if len(parts) > 2 else ""
    return f"  - {{name: {name}, public: {parts[0]}, secret: {parts[1]}{hp}}}\n"


def _phase(phase: list[str] | dict[str, Any]) -> str:
    if isinstance(phase, dict):
        votes = ", ".join(f"{k}: {v}" for k, v in phase.get("votes", {}).items())
        orders = phase.get("orders", [])
        text = f"  - votes: {{{votes}}}\n"
        if orders:
            text += "    orders:\n" + "".join(f"      - {o}\n" for o in orders)
        return text
    if not phase:
        return "  - {}\n"
    return "  - orders:\n" + "".join(f"      - {o}\n" for o in phase)


def game(
    players: list[str],
    *phases: list[str] | dict[str, Any],
    rulings: dict[str, str] | None = None,
    first: str = "day",
) -> str:
    chosen = {"first_phase": first, **(rulings or {})}
    text = "ruleset: am15_return\n"
    text += "rulings: {" + ", ".join(f'{k}: "{v}"' for k, v in chosen.items()) + "}\n"
    text += "players:\n" + "".join(_player(p) for p in players)
    text += "phases:\n" + "".join(_phase(p) for p in phases)
    return text


def night(
    players: list[str], *phases: list[str] | dict[str, Any], rulings: dict[str, str] | None = None
) -> str:
    """Phase 1 is night 1, phase 2 day 1, phase 3 night 2..."""
    return game(players, *phases, rulings=rulings, first="night")
