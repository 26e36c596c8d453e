"""What the paste dialog proposes from a pasted message, as plain data: one row per order
or vote (no Qt: tested without a view). Its params in words: `param_words`."""

from __future__ import annotations

from dataclasses import dataclass

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
