"""What the paste dialog proposes from a pasted message, as plain data: one row per order
or vote, and an order's params as the master types them (no Qt: tested without a view)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import Order
from engine.orders_text import Piece, Span


@dataclass
class Proposal:
    """One row: an order (or a vote: `ability` "vote", the candidate as the target)."""

    kind: str  # "order" or "vote"
    actor: str
    ability: str
    targets: tuple[str, ...]
    order: Order | None
    phase: int
    span: Span
    pieces: tuple[Piece, ...]
    confidence: float
    verdict: str
    valid: bool
    doubts: tuple[str, ...] = ()  # what the reader was unsure of (issue 30): never ticked


def params_text(order: Order | None) -> str:
    """An order's params as the master reads and types them: «role=shinobi; damage=20»."""
    if order is None:
        return ""
    return "; ".join(
        f"{k}={', '.join(map(str, v)) if isinstance(v, list | tuple) else v}"
        for k, v in order.params.items()
    )


def params_of(text: str) -> dict[str, Any]:
    """«role=shinobi; damage=20» as the master types it: numbers as numbers."""
    out: dict[str, Any] = {}
    for part in text.split(";"):
        key, sep, value = part.partition("=")
        if sep and key.strip():
            v = value.strip()
            out[key.strip()] = int(v) if v.lstrip("-").isdecimal() else v
    return out
