"""The resolution viewer's step list and the events of one step, over a `PhaseTrace`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from engine.trace import END_OF_PHASE, Action, HpEvent, PhaseTrace, Rejection

from .. import colors
from ..text import Texts, signed, translate
from .base import Index, RowsModel
from .roles import (
    BACKGROUND,
    CHECK_STATE,
    DECORATION,
    DISPLAY,
    FONT,
    FOREGROUND,
    HORIZONTAL,
    RIGHT,
    SIZE_HINT,
    TEXT_ALIGNMENT,
    TOOLTIP,
    Role,
)

# roles the step list never answers, of those a view asks for every cell it paints
_NOT_SHOWN = frozenset(
    int(r)
    for r in (
        DECORATION,
        BACKGROUND,
        CHECK_STATE,
        SIZE_HINT,
    )
)


@cache
def _bold() -> QFont:
    """One bold font for every busy step (made in the GUI thread, on first use)."""
    font = QFont()
    font.setBold(True)
    return font


@dataclass(frozen=True, slots=True)
class StepRow:
    """One step of the step list, with its counts."""

    number: int
    name: str
    hp_events: int
    actions: int
    cancelled: int  # orders cancelled at this step (executed actor, dead target...)


def step_rows(texts: Texts, trace: PhaseTrace | None) -> list[StepRow]:
    """Every step of the phase's kind (empty ones too: the master sees nothing happened)."""
    cancelled: dict[int, int] = {}
    if trace is not None:
        for r in trace.rejected:
            if r.step is not None:
                cancelled[r.step] = cancelled.get(r.step, 0) + 1
    rows: list[StepRow] = []
    kinds = texts.ruleset.phases.kinds
    wanted = set(kinds[trace.kind].steps) if trace is not None and trace.kind in kinds else None
    for step in texts.ruleset.steps:
        if wanted is not None and step.number not in wanted:
            continue  # a night shows its steps, a day its own (the phase's kind)
        st = trace.shown_step(step.number) if trace is not None else None
        rows.append(
            StepRow(
                step.number,
                texts.step(step.number),
                len(st.events) if st else 0,
                len(st.actions) if st else 0,
                cancelled.get(step.number, 0),
            )
        )
    end = trace.shown_step(END_OF_PHASE) if trace is not None else None
    if end is not None:  # after every step: the HP cap, regeneration, a mortal wound...
        rows.append(
            StepRow(END_OF_PHASE, texts.step(END_OF_PHASE), len(end.events), len(end.actions), 0)
        )
    return rows


class StepColumn(IntEnum):
    NUMBER = 0
    NAME = 1
    EVENTS = 2


class StepListModel(RowsModel):
    """Step number, name, and how many HP changes and other actions it holds."""

    column_count = len(StepColumn)
    _rows: list[StepRow]

    def step_at(self, row: int) -> int | None:
        return self._rows[row].number if 0 <= row < len(self._rows) else None

    def row_of(self, number: int) -> int:
        for i, r in enumerate(self._rows):
            if r.number == number:
                return i
        return -1

    def busy_rows(self) -> list[int]:
        """Rows of steps where something happened, for 'next event' stepping."""
        return [i for i, r in enumerate(self._rows) if r.hp_events or r.actions or r.cancelled]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY or orientation != HORIZONTAL:
            return None
        # only the asked column's title is translated (a header asks for each column, often)
        match section:
            case 0:
                return self.tr("Step")
            case 1:
                return self.tr("Name")
            case 2:
                return self.tr("Events")
            case _:
                return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if role in _NOT_SHOWN or not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None  # the roles first: a view asks for eight of them per cell it paints
        row = self._rows[index.row()]
        column = index.column()
        busy = bool(row.hp_events or row.actions or row.cancelled)
        if role == Role.STEP:
            return row.number
        if role == DISPLAY:
            if column == StepColumn.NUMBER:
                return row.number if row.number != END_OF_PHASE else ""  # no number: a name
            if column == StepColumn.NAME:
                return row.name
            if column == StepColumn.EVENTS:
                return self._count_text(row)
        if role == TOOLTIP and column == StepColumn.NAME:
            return row.name if row.number == END_OF_PHASE else f"{row.number}. {row.name}"
        if role == TOOLTIP:
            return ", ".join(
                (
                    self.tr("%n HP change(s)", "", row.hp_events),
                    self.tr("%n other action(s)", "", row.actions),
                    self.tr("%n order(s) cancelled", "", row.cancelled),
                )
            )
        if role == FONT and busy:
            return _bold()
        if role == FOREGROUND and not busy:
            return colors.MUTED_TEXT
        if role == TEXT_ALIGNMENT and column != StepColumn.NAME:
            return RIGHT
        return None

    @staticmethod
    def _count_text(row: StepRow) -> str:
        parts = []
        if row.hp_events:
            parts.append(f"♥{row.hp_events}")
        if row.actions:
            parts.append(f"•{row.actions}")
        if row.cancelled:
            parts.append(f"✕{row.cancelled}")
        return " ".join(parts)


# --- events of one step ------------------------------------------------------------------------


class EventColumn(IntEnum):
    WHO = 0
    ABILITY = 1
    HP = 2
    NOTES = 3
    RULINGS = 4


EVENT_COLUMNS = tuple(EventColumn)  # by number: `data` runs for every cell and role it paints


@dataclass(frozen=True, slots=True)
class EventRow:
    """An HP event or an action of the step, rendered."""

    item: HpEvent | Action | Rejection
    who: str
    ability: str
    result: str
    notes: str
    rulings: str
    rulings_tip: str


def event_rows(texts: Texts, trace: PhaseTrace | None, step: int | None) -> list[EventRow]:
    if trace is None or step is None:
        return []
    st = trace.shown_step(step)
    rows: list[EventRow] = []
    items: list[HpEvent | Action] = [*st.events, *st.actions] if st else []
    items.sort(key=lambda i: i.seq)
    for item in items:
        rulings = texts.rulings_in(item.rulings, trace.rulings)
        tip = texts.rulings_tip(item.rulings, trace.rulings)
        notes = texts.notes(item.notes)
        if isinstance(item, HpEvent):
            who = f"{item.actor or '—'} → {item.target}"
            result = f"{item.hp_before} → {item.hp_after} ({signed(item.delta)})"
            if item.fell:
                fell = translate("Events", "HP fell: frag candidate")
                notes = f"{notes}; {fell}" if notes else fell
            ability = texts.event_ability(item)
        else:
            who = texts.action_line(item)
            result = texts.outcome(item.outcome)
            ability = texts.ability(item.ability)
        rows.append(EventRow(item, who, ability, result, notes, rulings, tip))
    for r in trace.rejected:
        if r.step == step:
            rows.append(
                EventRow(
                    r,
                    r.order.actor,
                    texts.ability(r.order.ability),
                    translate("Events", "cancelled"),
                    texts.reason(r),
                    "",
                    "",
                )
            )
    return rows


class StepEventsModel(RowsModel):
    """Actor → target, ability, HP before → after, notes and rulings of one step."""

    column_count = len(EventColumn)
    _rows: list[EventRow]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY or orientation != HORIZONTAL:
            return None
        # only the asked column's title is translated (a header asks for each column, often)
        match section:
            case 0:
                return self.tr("Actor → target")
            case 1:
                return self.tr("Ability")
            case 2:
                return self.tr("HP / result") if self.hp else self.tr("Result")
            case 3:
                return self.tr("Notes")
            case 4:
                return self.tr("Rulings")
            case _:
                return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = EVENT_COLUMNS[index.column()]
        if role == Role.ITEM:
            return row.item
        if role == Role.PLAYER:
            item = row.item
            if isinstance(item, HpEvent):
                return item.target
            if isinstance(item, Action):
                return item.targets[0] if item.targets else None
            return item.order.actor
        if role == DISPLAY:
            return (row.who, row.ability, row.result, row.notes, row.rulings)[column]
        if role == TOOLTIP:
            if column is EventColumn.RULINGS and row.rulings_tip:
                return row.rulings_tip
            text = (row.who, row.ability, row.result, row.notes, row.rulings)[column]
            return text or None
        if (
            role == BACKGROUND
            and column is EventColumn.HP
            and isinstance(row.item, HpEvent)
            and row.item.delta
        ):
            return colors.DAMAGE if row.item.delta < 0 else colors.HEAL
        if (
            role == FOREGROUND
            and column is EventColumn.HP
            and isinstance(row.item, HpEvent)
            and row.item.delta
        ):
            return colors.DARK_TEXT
        if role == FOREGROUND and not isinstance(row.item, HpEvent):
            return colors.MUTED_TEXT
        return None
