"""The words a frame (an order or a vote being read) took, and the pieces and spans of a
proposal made of them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..ruleset.load import ParamSpec, Ruleset
from .annotate import Mark
from .frames import Frame
from .model import Piece, Span
from .tokens import Token


def frame_marks(frame: Frame) -> list[Mark]:
    """Every mark a frame took, its teammate and phase too."""
    extra = [m for m in (frame.actor, frame.phase) if m is not None]
    return [*frame.marks, *extra]


def frame_tokens(frame: Frame) -> set[int]:
    return {i for m in frame_marks(frame) for i in range(m.first, m.last + 1)}


def role_param(
    rs: Ruleset, specs: Sequence[ParamSpec], role: Mark, taken: Mapping[str, Any]
) -> ParamSpec | None:
    """The free parameter a role or faction fills: by type, and by faction for the final
    check's mafia and yakuza roles."""
    for spec in specs:
        if spec.type != role.kind or spec.name in taken:
            continue
        if spec.factions and rs.secret_roles[role.ids[0]].faction not in spec.factions:
            continue
        return spec
    return None


def upto(span: Span, end: int) -> Span:
    return Span(span.start, max(span.end, end))


def piece(
    field: str, m: Mark, tokens: Sequence[Token], value: str, confidence: float | None = None
) -> Piece:
    return Piece(
        field,
        Span(tokens[m.first].start, tokens[m.last].end),
        value,
        m.confidence if confidence is None else confidence,
    )


def span_of(frame: Frame, tokens: Sequence[Token]) -> Span:
    marks = frame_marks(frame)
    return Span(min(tokens[m.first].start for m in marks), max(tokens[m.last].end for m in marks))
