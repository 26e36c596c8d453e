"""The undo and redo stacks of one open store (`undo.py` makes and replays the edits they
hold). Apart from it so that opening a game, which makes empty stacks, does not import the
row images and their records: the first edit does."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .undo import Edit


@dataclass
class History:
    """The undo and redo stacks of one open store (not kept in the file)."""

    done: list[Edit] = field(default_factory=list)
    undone: list[Edit] = field(default_factory=list)
    limit: int = 500

    def push(self, edit: Edit) -> None:
        self.done.append(edit)
        del self.done[: -self.limit]
        self.undone.clear()

    def clear(self) -> None:
        self.done.clear()
        self.undone.clear()
