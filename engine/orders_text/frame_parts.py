"""The words a frame (an order or a vote being read) took."""

from __future__ import annotations

from .annotate import Mark
from .frames import Frame


def frame_marks(frame: Frame) -> list[Mark]:
    """Every mark a frame took, its teammate and phase too."""
    extra = [m for m in (frame.actor, frame.phase) if m is not None]
    return [*frame.marks, *extra]


def frame_tokens(frame: Frame) -> set[int]:
    return {i for m in frame_marks(frame) for i in range(m.first, m.last + 1)}
